[Ruleset "akalamdung"]
[Seed "5"]
[Title.en "The oracle's vision decides"]
[Title.fr "La vision de l’oracle décide de tout"]
[Annotator "Urtext"]

{en: The computer plays both sides, seven pieces each, on the Royal Game's rules: rosettes are compulsory stops, and landing on one, taking a piece or bearing one off earns another throw. On top come the twins, the warrior and the oracle's vision. Watch the squares marked with eyes, d1, b1 and g2: when Light holds all three, the game turns at once.}
{fr: L’ordinateur joue les deux camps, sept pions chacun, selon les règles du jeu royal : les rosettes sont des arrêts obligatoires, et s’arrêter sur l’une d’elles, prendre un pion ou en sortir un fait rejouer. S’y ajoutent les jumeaux, le guerrier et la vision de l’oracle. Surveillez les cases marquées d’yeux, d1, b1 et g2 : quand Clair les tient toutes les trois, la partie bascule d’un coup.}
1. L 2 in-c1
2. D 2 in-c3
3. L 2 c1-a1*
4. L 0 pass
  {en: Stopping on the rosette a1 earned Light another throw, but it comes up blank: three white sides, nothing moves, and the dice pass to Dark.}
  {fr: S’arrêter sur la rosette a1 a valu à Clair un nouveau lancer, mais il est nul : trois faces blanches, rien ne bouge, et les dés passent à Foncé.}
5. D 1 in-d3
6. L 2 in-c1
  {en: A piece entering on c1, square 2, may be declared a warrior, which wins at once if it reaches g1 stopping only on its own squares. The computer leaves it an ordinary piece, and no warrior appears in this game.}
  {fr: Un pion qui entre en c1, la case 2, peut être déclaré guerrier, et gagne aussitôt s’il atteint g1 en ne s’arrêtant que sur ses cases. L’ordinateur en reste à un pion ordinaire, et aucun guerrier n’apparaît dans cette partie.}
7. D 1 in-d3
  {en: Dark enters a piece on d3, where it already has one: the two become twins.}
  {fr: Foncé fait entrer un pion en d3, où il en a déjà un : les deux deviennent jumeaux.}
8. L 3 in-b1
9. D 2 c3-a3*
10. D 1 d3-c3
  {en: Twins move as one: a single throw of one carries both from d3 to c3.}
  {fr: Les jumeaux avancent ensemble : un seul lancer de un les porte tous les deux de d3 à c3.}
11. L 0 pass
12. D 0 pass
13. L 3 in-b1
14. D 1 c3-b3
15. L 1 in-d1
16. D 1 in-d3
17. L 3 d1-a1*
18. L 1 in-d1
19. D 2 in-c3
20. L 2 in-c1
21. D 0 pass
22. L 1 a1-a2
23. D 1 in-d3
24. L 2 c1-a1*
25. L 0 pass
26. D 2 c3-a3*
27. D 1 a3-a2x*
  {en: Dark's twins land on Light's twins on a2 and take them both. Only twins can take twins: a single Dark piece would have been refused. The capture earns another throw.}
  {fr: Les jumeaux foncés s’arrêtent sur les jumeaux clairs de a2 et les prennent tous les deux. Seuls des jumeaux prennent des jumeaux : un pion foncé seul aurait été refusé. La prise fait rejouer.}
28. D 2 a2-c2
29. L 2 a1-b2
30. D 1 b3-a3*
31. D 1 c2-d2*
32. D 1 c2-d2*
  {en: Twins must split to reach the central rosette d2: on the last throw one piece went on and the other stayed single on c2, and now it follows. On d2 the two stand side by side without becoming twins again, and each arrival earned another throw.}
  {fr: Les jumeaux doivent se séparer pour atteindre la rosette centrale d2 : au lancer précédent, un pion est parti et l’autre est resté seul en c2 ; le voici qui suit. En d2, les deux se tiennent côte à côte sans redevenir jumeaux, et chaque arrivée a fait rejouer.}
33. D 3 in-b3
34. L 2 b2-d2*
35. L 2 b2-d2*
  {en: Light's twins from b2 split the same way. The central rosette now holds four pieces, two Dark and two Light, and none of them can be taken there.}
  {fr: Les jumeaux clairs de b2 se séparent de la même façon. La rosette centrale porte maintenant quatre pions, deux foncés et deux clairs, et aucun ne peut y être pris.}
36. L 2 in-c1
37. D 1 d3-c3
38. L 2 c1-a1*
39. L 1 in-d1
40. D 1 d2-e2
41. L 1 d2-e2x*
  {en: A Dark piece has just left d2 for e2. A Light piece from d2 follows it and takes it, which earns another throw.}
  {fr: Un pion foncé vient de quitter d2 pour e2. Un pion clair de d2 le suit et le prend, ce qui fait rejouer.}
42. L 2 e2-g2
  {en: The oracle's vision. Light now has pieces on d1, b1 and g2, the three squares marked with eyes. Every Dark piece on the board goes back to start, even the one resting on d2: all seven are off the board again. While the three stay, Dark does not play.}
  {fr: La vision de l’oracle. Clair a maintenant des pions en d1, b1 et g2, les trois cases marquées d’yeux. Tous les pions foncés du plateau retournent au départ, même celui qui se reposait en d2 : les sept sont de nouveau hors du plateau. Tant que les trois restent, Foncé ne joue pas.}
= "8/3L2L1/L(LL)1(LL)4 L 0/7 0/0 extra=1"
43. L 3 a1-c2
44. L 1 c2-d2*
45. L 2 d2-f2
46. L 3 f2-h1
47. L 2 d2-f2
48. L 2 f2-h2
49. L 1 h1-g1*
50. L 1 g1-out*
  {en: Light keeps throwing, and must move pieces other than the three. Its first piece has just left the board from g1.}
  {fr: Clair lance encore et encore, et doit jouer d’autres pions que les trois. Son premier pion vient de sortir du plateau depuis g1.}
51. L 1 h2-h1
52. L 2 g2-h1
  {en: A two leaves no other move: the twins on d1 cannot land on the twins on b1, those on b1 cannot jump the rosette a1, and the piece on h1 cannot jump g1. The piece on g2 must leave, joining h1 as twins. The vision ends, and Dark plays at last.}
  {fr: Un deux ne laisse pas d’autre coup : les jumeaux de d1 ne peuvent pas s’arrêter sur ceux de b1, ceux de b1 ne peuvent pas sauter la rosette a1, et le pion de h1 ne peut pas sauter g1. Le pion de g2 doit partir, et rejoint celui de h1 en jumeaux. La vision prend fin, et Foncé joue enfin.}
53. D 0 pass
54. L 2 pass
  {en: Another two, and now no move at all: the same blocks hold, and the twins on h1 cannot jump g1 either. Light loses its turn.}
  {fr: Encore un deux, et cette fois aucun coup : les mêmes obstacles tiennent, et les jumeaux de h1 ne peuvent pas non plus sauter g1. Clair perd son tour.}
55. D 2 in-c3
56. L 2 pass
57. D 0 pass
58. L 3 d1-a1*
59. L 1 h1-g1*
  {en: The twins on h1 split to reach the last rosette, which holds a single piece: one goes to g1, the other stays on h1.}
  {fr: Les jumeaux de h1 se séparent pour atteindre la dernière rosette, qui n’accueille qu’un pion : l’un va en g1, l’autre reste en h1.}
60. L 3 a1-c2
61. D 2 c3-a3*
62. D 2 a3-b2
63. L 1 b1-a1*
64. L 1 g1-out*
65. L 2 a1-b2x*
  {en: Twins take single pieces like any piece: the pair from a1 captures the Dark piece on b2, and throws again.}
  {fr: Les jumeaux prennent les pions seuls comme n’importe quel pion : la paire de a1 prend le pion foncé de b2, et rejoue.}
66. L 2 b2-d2*
67. L 1 c2-d2*
68. L 2 b2-d2*
69. L 1 c2-d2*
  {en: Two more pairs have split onto d2, one piece after the other: four Light pieces now rest there, each single, each arrival an extra throw.}
  {fr: Deux autres paires se sont séparées sur d2, un pion après l’autre : quatre pions clairs s’y reposent maintenant, chacun seul, et chaque arrivée a fait rejouer.}
70. L 0 pass
71. D 2 in-c3
72. L 2 d2-f2
73. D 2 c3-a3*
74. D 2 in-c3
75. L 1 h1-g1*
76. L 1 g1-out*
77. L 2 f2-h2
78. D 1 in-d3
79. L 1 h2-h1
80. D 2 c3-a3*
81. D 1 a3-a2
82. L 1 h1-g1*
83. L 1 g1-out*
84. L 1 d2-e2
85. D 1 a2-b2
86. L 2 e2-g2
87. D 0 pass
88. L 3 g2-g1*
89. L 1 g1-out*
90. L 0 pass
91. D 3 d3-a3*
92. D 0 pass
93. L 1 d2-e2
94. D 2 b2-d2*
95. D 2 b2-d2*
  {en: Dark's twins from b2 split onto d2 in turn, beside a Light piece: on the central rosette nobody captures.}
  {fr: Les jumeaux foncés de b2 se séparent à leur tour sur d2, à côté d’un pion clair : sur la rosette centrale, personne ne prend.}
96. D 2 a3-b2
97. L 2 e2-g2
98. D 1 in-d3
99. L 1 g2-h2
100. D 1 in-d3
101. L 1 h2-h1
102. D 1 d3-c3
103. L 1 h1-g1*
104. L 2 d2-f2
105. D 3 in-b3
106. L 1 g1-out*
107. L 1 f2-g2
108. D 0 pass
109. L 1 g2-h2
110. D 1 b3-a3*
111. D 0 pass
112. L 0 pass
113. D 2 b2-d2*
114. D 2 a3-b2
115. L 3 pass
  {en: Light's last piece is on h2. A three would carry it past g1, a compulsory stop, so Light loses its turn.}
  {fr: Le dernier pion clair est en h2. Un trois le ferait passer par-dessus g1, un arrêt obligatoire : Clair perd son tour.}
116. D 0 pass
117. L 2 h2-g1*
118. L 1 g1-out#
  {en: A one from g1 bears off Light's seventh piece: Light wins, while Dark, sent home by the vision, has not borne off a single piece.}
  {fr: Un un depuis g1 fait sortir le septième pion clair : Clair gagne, alors que Foncé, renvoyé au départ par la vision, n’a sorti aucun pion.}
= "2(DD)5/1D1(DDD)4/8 L 0/1 7/0 extra=1"
