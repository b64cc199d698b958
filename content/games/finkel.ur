[Ruleset "finkel"]
[Seed "52"]
[Title.en "Taken four steps from home, Light’s last piece still wins the race"]
[Title.fr "Pris à quatre pas de la sortie, le dernier pion de Clair gagne quand même la course"]
[Annotator "Urtext"]

{en: The computer plays both sides, and Light throws first. Each side has seven pieces and four dice, so a throw is worth 0 to 4, and a 0 moves nothing. The route is fourteen squares long and the two sides meet only in the middle lane, where d2 is the one rosette both can use: a piece there cannot be taken. Stopping on a rosette, a1, d2 or g1 for Light and a3, d2 or g3 for Dark, earns another throw; a capture does not.}
{fr: L’ordinateur joue les deux camps, et Clair lance le premier. Chaque camp a sept pions et quatre dés : un lancer vaut de 0 à 4, et un 0 ne fait rien avancer. Le parcours compte quatorze cases et les deux camps ne se croisent que dans la rangée du milieu, où d2 est la seule rosette commune : un pion qui s’y trouve ne peut pas être pris. S’arrêter sur une rosette, a1, d2 ou g1 pour Clair et a3, d2 ou g3 pour Foncé, fait rejouer ; une prise, non.}
1. L 2 in-c1
2. D 2 in-c3
3. L 2 c1-a1*
4. L 2 in-c1
5. D 2 c3-a3*
6. D 4 a3-d2*
7. D 2 in-c3
  {en: Dark’s piece on c3 stops on the rosette a3 and earns another throw; a 4 then carries it on to d2, the central rosette, for a second one, and a new piece comes in on c3.}
  {fr: Le pion foncé de c3 s’arrête sur la rosette a3 et vaut à Foncé un nouveau lancer ; un 4 le mène ensuite jusqu’en d2, la rosette centrale, pour un deuxième, et un nouveau pion entre en c3.}
8. L 3 in-b1
9. D 1 c3-b3
10. L 1 in-d1
11. D 3 d2-g2
12. L 1 a1-a2
13. D 2 g2-h3
14. L 1 b1-a1*
15. L 4 a1-d2*
16. L 2 c1-a1*
17. L 1 d1-c1
  {en: Light strings four moves together: the piece from b1 stops on a1 and goes on to d2 with a 4, then the piece from c1 stops on a1 in its turn. Three rosettes, three extra throws; d1 to c1 ends the turn. Dark’s piece left d2 at ply 11, and now Light holds the central rosette.}
  {fr: Clair enchaîne quatre coups : le pion de b1 s’arrête en a1 et repart jusqu’en d2 avec un 4, puis le pion de c1 s’arrête à son tour en a1. Trois rosettes, trois lancers de plus ; le coup de d1 en c1 termine le tour. Le pion foncé a quitté d2 au coup 11 : c’est maintenant Clair qui tient la rosette centrale.}
18. D 1 b3-a3*
19. D 2 h3-out
  {en: Dark’s 1 takes its piece from b3 onto the rosette a3, and the extra throw, a 2, bears off the piece on h3, its thirteenth square: the first piece off the board.}
  {fr: Le 1 de Foncé mène son pion de b3 sur la rosette a3, et le lancer supplémentaire, un 2, fait sortir le pion de h3, sa treizième case : c’est le premier pion sorti de la partie.}
20. L 2 a2-c2
21. D 0 pass
  {en: Dark throws a 0, the first lost throw of the game: no piece may move, and the turn passes to Light.}
  {fr: Foncé obtient un 0, le premier lancer perdu de la partie : aucun pion ne peut avancer, et la main passe à Clair.}
22. L 3 c2-f2
23. D 1 in-d3
24. L 1 c1-b1
25. D 3 in-b3
26. L 3 f2-h1
27. D 0 pass
28. L 1 h1-g1*
29. L 2 in-c1
30. D 2 in-c3
31. L 3 d2-g2
32. D 1 a3-a2
33. L 2 g2-h1
34. D 2 c3-a3*
35. D 3 a2-d2*
36. D 3 d2-g2
37. L 2 h1-out
38. D 3 g2-g3*
39. D 4 a3-d2*
40. D 2 in-c3
41. L 1 g1-out
42. D 3 d3-a3*
43. D 1 g3-out
44. L 2 b1-a2
45. D 3 c3-a2x
  {en: The first capture. Light’s piece had just left b1 for a2, in the middle lane; Dark’s piece from c3 lands on it with a 3, and it goes back off the board. Light has two pieces off and three waiting to enter.}
  {fr: Première prise. Le pion clair venait de passer de b1 en a2, dans la rangée du milieu ; le pion foncé de c3 s’y arrête avec un 3, et il retourne hors du plateau. Clair a sorti deux pions et en a trois qui attendent d’entrer.}
46. L 1 c1-b1
47. D 3 d2-g2
48. L 2 in-c1
49. D 1 in-d3
50. L 1 in-d1
51. D 2 g2-h3
52. L 2 b1-a2x
  {en: Light answers on the same square: its piece from b1 lands on the Dark piece on a2 with a 2 and sends it back to the start.}
  {fr: Clair répond sur la même case : son pion de b1 s’arrête avec un 2 sur le pion foncé de a2 et le renvoie au départ.}
53. D 4 a3-d2*
54. D 3 d3-a3*
55. D 2 h3-out
56. L 1 c1-b1
57. D 2 in-c3
58. L 3 b1-b2
59. D 3 c3-a2x
  {en: Dark’s piece has held d2 since ply 53. At ply 58, Light’s 3 would have taken its piece from a2 to d2, but a piece on a rosette cannot be taken: Light moved from b1 to b2 instead. Now Dark’s new piece from c3 lands on a2 with a 3 and takes the piece that could not move.}
  {fr: Le pion foncé tient d2 depuis le coup 53. Au coup 58, le 3 de Clair aurait mené son pion de a2 en d2, mais un pion posé sur une rosette ne peut pas être pris : Clair a joué de b1 en b2. Le nouveau pion foncé de c3 s’arrête maintenant en a2 avec un 3 et prend le pion qui n’avait pas pu bouger.}
60. L 1 d1-c1
61. D 2 a2-c2
62. L 3 in-b1
63. D 2 c2-e2
64. L 1 b2-c2
65. D 2 e2-g2
66. L 2 c2-e2
67. D 2 g2-h3
68. L 3 e2-h2
69. D 1 h3-g3*
70. D 2 d2-f2
71. L 4 a1-d2*
72. L 3 h2-out
  {en: Dark’s piece left d2 at ply 70, after seventeen plies there. At once Light’s piece on a1, which had not moved since ply 16, goes there with a 4, another rosette and another throw; a 3 then bears off the piece on h2. Three pieces off each.}
  {fr: Le pion foncé a quitté d2 au coup 70, après y être resté dix-sept coups. Aussitôt, le pion clair de a1, immobile depuis le coup 16, s’y rend avec un 4 : nouvelle rosette, nouveau lancer ; un 3 fait ensuite sortir le pion de h2. Trois pions sortis de chaque côté.}
73. D 1 g3-out
74. L 1 b1-a1*
75. L 1 in-d1
76. D 3 f2-h3
77. L 2 d1-b1
78. D 1 h3-g3*
79. D 1 g3-out
80. L 2 d2-f2
81. D 2 b3-a2
82. L 3 c1-a2x
  {en: Dark leads by five pieces off to three, and its last two were on a3 and b3. The one from b3 has just reached a2; Light’s piece from c1 lands on it with a 3 and sends it back to the start.}
  {fr: Foncé mène par cinq pions sortis contre trois, et ses deux derniers pions étaient en a3 et en b3. Celui de b3 vient d’arriver en a2 ; le pion clair de c1 s’y arrête avec un 3 et le renvoie au départ.}
83. D 0 pass
84. L 3 a2-d2*
85. L 4 f2-g1*
86. L 3 d2-g2
87. D 1 in-d3
88. L 1 g1-out
89. D 1 d3-c3
90. L 2 g2-h1
91. D 3 c3-a2
92. L 1 h1-g1*
93. L 2 b1-a2x
  {en: The same Dark piece, back in play, has reached a2 again. Light’s 1 takes its piece from h1 onto g1, a rosette, and with the extra throw its piece from b1 takes the Dark piece on a2 a second time.}
  {fr: Le même pion foncé, revenu en jeu, a de nouveau atteint a2. Le 1 de Clair mène son pion de h1 sur la rosette g1, et avec le lancer supplémentaire, le pion clair de b1 prend une deuxième fois le pion foncé de a2.}
94. D 2 in-c3
95. L 1 g1-out
96. D 1 c3-b3
97. L 3 a2-d2*
98. L 3 d2-g2
99. D 2 b3-a2
100. L 2 g2-h1
101. D 2 a2-c2
102. L 3 a1-c2x
  {en: Five all since ply 95, and the same Dark piece is taken a third time, on c2, by the Light piece that had waited on a1 since ply 74. Light has two pieces left, on h1 and c2; Dark has one on a3 and one to bring in again.}
  {fr: Cinq partout depuis le coup 95, et le même pion foncé est pris une troisième fois, en c2, par le pion clair qui attendait en a1 depuis le coup 74. Il reste à Clair deux pions, en h1 et en c2 ; Foncé en a un en a3, et un autre à faire entrer de nouveau.}
103. D 2 in-c3
104. L 2 h1-out
105. D 1 c3-b3
106. L 3 c2-f2
107. D 2 b3-a2
108. L 1 f2-g2
109. D 3 a2-d2*
110. D 3 d2-g2x
= "D7/6D1/8 L 1/0 6/5"
  {en: The turning point. Light had gone ahead at ply 104, six pieces off against five, and its last piece stood on g2, four steps from the exit. Dark’s 3 took its piece from a2 to the rosette d2; the extra throw, another 3, carries it on to g2 and takes Light’s last piece. In steps the race is level, fifteen each: Light’s piece must run the whole route again, and Dark’s two need four and eleven.}
  {fr: Le tournant de la partie. Clair était passé devant au coup 104, six pions sortis contre cinq, et son dernier pion se trouvait en g2, à quatre pas de la sortie. Le 3 de Foncé a mené son pion de a2 sur la rosette d2 ; le lancer supplémentaire, un autre 3, le porte jusqu’en g2, où il prend le dernier pion clair. En nombre de pas, la course est égale, quinze de chaque côté : le pion clair doit refaire tout le parcours, et les deux pions foncés ont besoin de quatre et de onze.}
111. L 1 in-d1
112. D 3 g2-g3*
113. D 3 a3-c2
114. L 4 d1-a2
115. D 4 c2-g2
116. L 4 a2-e2
117. D 2 g2-h3
  {en: Two 4s in a row, at plies 114 and 116, have brought Light’s piece from d1 to e2, six steps from the exit. Dark’s two pieces are on g3 and h3 and need exactly 1 and 2: a 3 or a 4 is now of no use to Dark.}
  {fr: Deux 4 de suite, aux coups 114 et 116, ont mené le pion clair de d1 en e2, à six pas de la sortie. Les deux pions foncés sont en g3 et en h3 et il leur faut exactement 1 et 2 : un 3 ou un 4 ne sert plus à rien à Foncé.}
118. L 2 e2-g2
119. D 0 pass
120. L 1 g2-h2
121. D 3 pass
  {en: Dark’s 0 at ply 119 moved nothing, and this 3 would carry either piece past the exit: the turn is lost. Light’s piece, meanwhile, has reached h2.}
  {fr: Le 0 de Foncé au coup 119 n’a rien fait avancer, et ce 3 ferait dépasser la sortie à l’un comme à l’autre pion : le tour est perdu. Le pion clair, lui, est arrivé en h2.}
122. L 1 h2-h1
123. D 0 pass
124. L 3 pass
  {en: Dark throws another 0, and now Light loses a turn too: its piece on h1 needs exactly 2, and a 3 would carry it past the exit.}
  {fr: Foncé obtient encore un 0, et c’est au tour de Clair de perdre la main : son pion de h1 a besoin d’exactement 2, et un 3 lui ferait dépasser la sortie.}
125. D 2 h3-out
126. L 2 h1-out#
  {en: Dark’s 2 bore off the piece on h3, its sixth, and its last piece, on g3, needs only a 1. But Light throws the 2 it needs: its last piece leaves from h1, and Light wins by seven pieces to six. Taken on g2 at ply 110, it ran the whole route again and still got home first.}
  {fr: Le 2 de Foncé a fait sortir le pion de h3, son sixième, et son dernier pion, en g3, n’a plus besoin que d’un 1. Mais Clair obtient le 2 qu’il lui fallait : son dernier pion sort depuis h1, et Clair gagne par sept pions à six. Pris en g2 au coup 110, ce pion a refait tout le parcours et il est quand même arrivé le premier.}
= "6D1/8/8 L 0/0 7/6"
