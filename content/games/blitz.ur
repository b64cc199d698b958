[Ruleset "blitz"]
[Seed "26"]
[Title.en "One against four, three captures of Dark’s last piece, and a race for a 1"]
[Title.fr "Un contre quatre, trois prises du dernier pion foncé, et la course au 1"]
[Annotator "Urtext"]

{en: The computer plays both sides, and Light throws first. Each side has five pieces and four two-sided dice, so a throw is worth 0 to 4, and a 0 moves nothing. The road is James Masters’ sixteen squares: after the middle lane, a piece crosses the far end of the opponent’s lane, g3 and h3 for Light, g1 and h1 for Dark, before ending in its own. A stop on a rosette (a1, a3, d2, g1 or g3) earns another throw, and so does a capture, one extra throw at most per move; and no rosette gives shelter: a piece standing on one can be taken.}
{fr: L’ordinateur joue les deux camps, et Clair lance le premier. Chaque camp a cinq pions et quatre dés binaires : un lancer vaut de 0 à 4, et un 0 ne fait rien avancer. Le parcours est celui de James Masters, long de seize cases : après la rangée du milieu, un pion traverse le bout de la rangée adverse, g3 et h3 pour Clair, g1 et h1 pour Foncé, avant de finir dans la sienne. Un arrêt sur une rosette (a1, a3, d2, g1 ou g3) donne un nouveau lancer, une prise aussi, mais jamais plus d’un lancer de plus par coup ; et aucune rosette n’offre d’abri : un pion qui s’y trouve peut être pris.}
1. L 1 in-d1
2. D 2 in-c3
3. L 2 in-c1
4. D 0 pass
5. L 3 d1-a1*
6. L 1 in-d1
7. D 1 in-d3
8. L 3 in-b1
9. D 0 pass
10. L 1 a1-a2
11. D 1 c3-b3
12. L 3 a2-d2*
13. L 1 b1-a1*
14. L 3 d2-g2
15. D 2 in-c3
16. L 4 a1-d2*
17. L 2 c1-a1*
18. L 1 g2-g3*
19. L 4 g3-g1*
20. L 3 d2-g2
  {en: One turn, five moves for Light: a1 to d2, c1 to a1, g2 to g3 and g3 to g1 each stop on a rosette and earn another throw. In Dark’s lane, g3 is Light’s twelfth square; g1 is its sixteenth and last. The fifth throw, a 3, takes the piece on d2 on to g2 and ends the turn.}
  {fr: Un tour, cinq coups pour Clair : de a1 en d2, de c1 en a1, de g2 en g3 et de g3 en g1, chacun s’arrête sur une rosette et fait rejouer. Dans la rangée de Foncé, g3 est la douzième case de Clair ; g1 est sa seizième et dernière. Le cinquième lancer, un 3, mène le pion de d2 en g2 et termine le tour.}
21. D 2 c3-a3*
22. D 2 in-c3
23. L 4 a1-d2*
24. L 1 g2-g3*
25. L 3 d1-a1*
26. L 3 d2-g2
  {en: Three more rosettes for Light in one turn, a1 to d2, g2 to g3 and d1 to a1, then the piece on d2 goes on to g2. Light now has four pieces spread from a1 to g1, while Dark’s four on the board stand on d3, c3, b3 and a3, the first four squares of its road: not one has yet reached the middle lane.}
  {fr: Encore trois rosettes pour Clair en un seul tour, de a1 en d2, de g2 en g3 et de d1 en a1, puis le pion de d2 passe en g2. Clair a désormais quatre pions échelonnés de a1 à g1, alors que les quatre pions foncés du plateau occupent d3, c3, b3 et a3, les quatre premières cases de leur parcours : aucun n’a encore atteint la rangée du milieu.}
27. D 3 c3-a2
28. L 3 g2-h2
29. D 3 a2-d2*
30. D 1 d2-e2
31. L 0 pass
32. D 1 e2-f2
33. L 1 g1-out
  {en: After a 0 at ply 31, Light bears off the first piece of the game, from g1 with exactly 1. Its other pieces stand on a1, h2 and g3, the last two on squares of Dark’s road as well, its fourteenth and sixteenth, and Dark’s leading piece has reached f2, its tenth.}
  {fr: Après un 0 au coup 31, Clair sort le premier pion de la partie, depuis g1, avec exactement 1. Ses autres pions sont en a1, h2 et g3 ; les deux derniers occupent aussi des cases du parcours de Foncé, sa quatorzième et sa seizième, et le pion de tête de Foncé a atteint f2, sa dixième.}
34. D 2 f2-g1*
35. D 2 g1-h2x*
36. D 2 h2-g3x*
37. D 2 in-c3
  {en: The turning point: four 2s in a row for Dark, three of them for the same piece. It goes from f2 to g1, a rosette in Light’s lane; from g1 to h2, taking the Light piece there; then from h2 to g3, taking the Light piece on that rosette too, since in Blitz a rosette gives no shelter. That capture earns a single extra throw, not two, and it brings a piece in on c3. Light is left with one piece off, one on a1 and three waiting to enter; all five Dark pieces are on the board.}
  {fr: Le tournant de la partie : quatre 2 de suite pour Foncé, dont trois pour le même pion. Il va de f2 en g1, rosette de la rangée de Clair ; de g1 en h2, où il prend le pion clair ; puis de h2 en g3, où il prend aussi le pion clair posé sur cette rosette, car en Blitz une rosette n’offre aucun abri. Cette prise ne vaut qu’un lancer de plus, pas deux, et ce lancer fait entrer un pion en c3. Il reste à Clair un pion sorti, un pion en a1 et trois pions qui attendent d’entrer ; les cinq pions foncés sont sur le plateau.}
38. L 3 in-b1
39. D 4 a3-d2*
40. D 2 c3-a3*
41. D 1 g3-out
42. L 1 in-d1
43. D 1 d2-e2
44. L 1 d1-c1
45. D 3 e2-g1*
46. D 2 g1-h2
47. L 3 a1-c2
48. D 2 h2-g3*
49. D 4 b3-c2x*
50. D 4 a3-d2*
51. D 2 d2-f2
  {en: Another long turn for Dark: its piece on h2 stops on the rosette g3; a 4 from b3 then takes the Light piece that had just reached c2, and the capture’s extra throw, a second 4, carries the piece on a3 to the rosette d2. A 4 comes once in sixteen throws on average. The fourth throw moves that piece on to f2. Each side has one piece off, Dark’s since ply 41, but Dark has four on the board to Light’s two.}
  {fr: Encore un long tour pour Foncé : son pion de h2 s’arrête sur la rosette g3 ; un 4 depuis b3 prend ensuite le pion clair qui venait d’arriver en c2, et le lancer gagné par la prise, un second 4, mène le pion de a3 sur la rosette d2. Un 4 ne sort qu’une fois sur seize en moyenne. Le quatrième lancer fait avancer ce pion jusqu’en f2. Chaque camp a sorti un pion, Foncé depuis le coup 41, mais Foncé en a quatre sur le plateau contre deux pour Clair.}
52. L 3 c1-a2
53. D 1 c2-d2*
54. D 2 f2-g1*
55. D 1 g3-out
56. L 0 pass
57. D 0 pass
58. L 2 a2-c2
59. D 2 d3-b3
60. L 3 b1-b2
61. D 3 b3-b2x*
62. D 2 g1-h2
63. L 1 c2-d2x*
64. L 2 d2-f2
  {en: After a 0 for each side at plies 56 and 57, captures on both sides. Dark’s 3 from b3 takes the Light piece that had just moved to b2; Light answers with a 1 from c2 to d2, taking the Dark piece on that rosette. A capture on a rosette still earns only one extra throw, and the same Light piece goes on to f2 with it. Dark has two pieces off, Light one.}
  {fr: Après un 0 pour chaque camp aux coups 56 et 57, des prises des deux côtés. Le 3 de Foncé, depuis b3, prend le pion clair qui venait d’avancer en b2 ; Clair répond par un 1 de c2 en d2, qui prend le pion foncé posé sur cette rosette. Une prise sur une rosette ne vaut toujours qu’un lancer de plus, et le même pion clair s’en sert pour aller en f2. Foncé a sorti deux pions, Clair un seul.}
65. D 3 h2-out
66. L 2 f2-g3*
67. L 1 in-d1
68. D 3 b2-e2
69. L 3 d1-a1*
70. L 1 in-d1
71. D 4 in-a3*
72. D 3 e2-g1*
73. D 3 g1-h3
74. L 4 a1-d2*
75. L 2 d2-f2
76. D 2 h3-out
  {en: Dark bears off its fourth piece, from h3 with exactly 2: four pieces off against Light’s one. Dark’s last piece, on a3, has thirteen steps to go; Light’s four, on d1, f2 and g3 and one still to enter, have forty-five between them.}
  {fr: Foncé sort son quatrième pion, depuis h3, avec exactement 2 : quatre pions sortis contre un seul pour Clair. Le dernier pion foncé, en a3, a encore treize pas à faire ; les quatre pions clairs, en d1, f2 et g3, plus un qui doit encore entrer, en ont quarante-cinq à eux tous.}
77. L 2 d1-b1
78. D 0 pass
79. L 2 in-c1
80. D 1 a3-a2
81. L 2 b1-a2x*
82. L 1 a2-b2
  {en: After a 0 for Dark at ply 78, its last piece steps into the middle lane on a2, and Light’s piece on b1 takes it with a 2. Back off the board it goes, to run its whole road again; the capture’s extra throw, a 1, moves the Light piece on to b2.}
  {fr: Après un 0 de Foncé au coup 78, son dernier pion avance dans la rangée du milieu, en a2, et le pion clair de b1 le prend avec un 2. Le voilà de nouveau hors du plateau, avec tout son parcours à refaire ; le lancer gagné par la prise, un 1, fait avancer le pion clair en b2.}
83. D 1 in-d3
84. L 3 b2-e2
85. D 1 d3-c3
86. L 2 c1-a1*
87. L 1 f2-g2
88. D 3 c3-a2
89. L 1 a1-a2x*
90. L 2 a2-c2
  {en: The same again. Dark’s last piece entered on d3 and reached a2 once more, and the Light piece waiting on the rosette a1 takes it with a 1: the second capture of that piece. The extra throw moves the Light piece on from a2 to c2.}
  {fr: La même scène se répète. Le dernier pion foncé est entré en d3 et a de nouveau atteint a2, et le pion clair qui attendait sur la rosette a1 le prend avec un 1 : c’est la deuxième prise de ce pion. Le lancer de plus mène le pion clair de a2 en c2.}
91. D 2 in-c3
92. L 1 c2-d2*
93. L 3 g2-h2
94. D 1 c3-b3
95. L 1 e2-f2
96. D 3 b3-b2
97. L 3 h2-out
98. D 3 b2-e2
99. L 2 g3-h2
100. D 2 e2-g2
101. L 1 f2-g2x*
102. L 2 h2-g1*
103. L 2 d2-f2
  {en: This time Dark’s last piece had got as far as g2, its eleventh square, when the Light piece on f2 caught it with a 1: the third capture, and a third return to the start. Light, with two pieces off since ply 97, uses the extra throw to move its piece from h2 onto the rosette g1, throws again, and moves from d2 to f2.}
  {fr: Cette fois, le dernier pion foncé était arrivé jusqu’en g2, sa onzième case, quand le pion clair de f2 l’a pris avec un 1 : troisième prise, et troisième retour au départ. Clair, qui a sorti son deuxième pion au coup 97, se sert du lancer de plus pour mener son pion de h2 sur la rosette g1, relance, et joue de d2 en f2.}
104. D 0 pass
105. L 4 f2-h2
106. D 3 in-b3
107. L 1 g2-g3*
108. L 2 pass
  {en: Light’s three pieces now stand two squares apart on g3, h2 and g1. With this 2, the piece on g3 would land on h2 and the one on h2 on g1, both held by Light, and the piece on g1 needs exactly 1 to leave: there is no move, and the turn is lost.}
  {fr: Les trois pions clairs sont maintenant en g3, h2 et g1, à deux cases l’un de l’autre. Avec ce 2, le pion de g3 s’arrêterait en h2 et celui de h2 en g1, deux cases déjà occupées par Clair, et le pion de g1 ne peut sortir qu’avec un 1 : aucun coup n’est possible, le tour est perdu.}
109. D 3 b3-b2
110. L 3 h2-out
111. D 3 b2-e2
112. L 4 pass
  {en: Light has borne off its third piece from h2, but loses another turn: a 4 would take the piece on g3 exactly to g1, where Light already stands, and would carry the one on g1 past the exit.}
  {fr: Clair a sorti son troisième pion depuis h2, mais il perd encore un tour : un 4 mènerait le pion de g3 exactement en g1, où se trouve déjà un pion clair, et ferait dépasser la sortie à celui de g1.}
113. D 2 e2-g2
114. L 2 g3-h2
115. D 4 g2-h3
116. L 1 g1-out
117. D 1 h3-g3*
118. D 3 pass
  {en: With a 1 or a 3 at ply 115, Dark’s last piece would have taken a Light piece on g1 or h2; it threw a 4, which jumped over both to h3. Light then bore off its fourth piece from g1: four all. Dark’s piece has reached g3, its last square and a rosette, so Dark threw again, but from there only a 1 will do, and the 3 is lost. Neither last piece can now reach the other: Light’s, on h2, needs a 3 to leave, or a 2 to reach g1 first.}
  {fr: Avec un 1 ou un 3 au coup 115, le dernier pion foncé aurait pris un pion clair en g1 ou en h2 ; il a obtenu un 4, qui les a sautés tous les deux pour aller en h3. Clair a ensuite sorti son quatrième pion depuis g1 : quatre partout. Le pion foncé a atteint g3, sa dernière case et une rosette, et Foncé a relancé, mais de là seul un 1 convient, et le 3 est perdu. Les deux derniers pions ne peuvent plus se rencontrer : celui de Clair, en h2, a besoin d’un 3 pour sortir, ou d’un 2 pour gagner d’abord g1.}
119. L 4 pass
120. D 2 pass
121. L 2 h2-g1*
122. L 2 pass
123. D 3 pass
  {en: Light’s 4 would overshoot from h2, and Dark’s 2 from g3: two lost turns. Light’s next 2 takes its piece onto the rosette g1, but the extra throw, another 2, is one step too many, and Dark’s 3 is two too many. Both last pieces now need exactly 1.}
  {fr: Le 4 de Clair dépasserait la sortie depuis h2, et le 2 de Foncé depuis g3 : deux tours perdus. Le 2 suivant de Clair mène son pion sur la rosette g1, mais le lancer de plus, un autre 2, fait un pas de trop, et le 3 de Foncé deux pas de trop. Les deux derniers pions n’attendent plus qu’un 1.}
124. L 1 g1-out#
  {en: Light throws the 1 first: its fifth piece leaves from g1, and Light, one piece against four at ply 76, wins by five pieces to four. Dark’s last piece, taken three times, waited on g3 through three throws without a 1, which comes once in four throws on average.}
  {fr: Clair obtient le 1 le premier : son cinquième pion sort depuis g1, et Clair, qui n’avait sorti qu’un pion contre quatre au coup 76, gagne par cinq pions à quatre. Le dernier pion foncé, pris trois fois, a attendu en g3 pendant trois lancers sans obtenir le 1 qui sort pourtant une fois sur quatre en moyenne.}
= "6D1/8/8 L 0/0 5/4"
