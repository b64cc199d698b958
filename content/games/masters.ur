[Ruleset "masters"]
[Seed "1797"]
[Title.en "From one against six to six all: Light’s comeback stops on g1"]
[Title.fr "D’un contre six à six partout : la remontée de Clair s’arrête en g1"]
[Annotator "Urtext"]

{en: The computer plays both sides, and Light throws first. Each side races seven pieces along the sixteen-square long road, with three dice on which a throw with no marked tip counts 4. Watch the far end of the board, where the two roads cross on g1, h1, g3 and h3 and a piece can be taken inside its own lane, and the rosettes a1, a3, d2, g1 and g3, which earn another throw and shelter the piece standing on them.}
{fr: L’ordinateur joue les deux camps, et Clair lance le premier. Chaque camp fait courir sept pions sur le long parcours de seize cases, avec trois dés dont le lancer sans pointe marquée compte 4. Surveillez le bout du plateau, où les deux parcours se croisent en g1, h1, g3 et h3 et où un pion peut être pris dans sa propre rangée, ainsi que les rosettes a1, a3, d2, g1 et g3, qui font rejouer et protègent le pion qui s’y trouve.}
1. L 3 in-b1
2. D 3 in-b3
3. L 1 b1-a1*
  {en: The piece on b1 steps onto the rosette a1, so Light throws again, and uses the new throw to bring a second piece in on b1.}
  {fr: Le pion de b1 avance sur la rosette a1 : Clair relance, et se sert de ce nouveau lancer pour faire entrer un deuxième pion en b1.}
4. L 3 in-b1
5. D 2 in-c3
6. L 1 in-d1
7. D 2 c3-a3*
8. D 1 in-d3
9. L 1 d1-c1
10. D 3 b3-b2
11. L 1 in-d1
12. D 1 b2-c2
13. L 2 b1-a2
14. D 3 c2-f2
15. L 1 a2-b2
16. D 2 f2-g1*
  {en: Dark’s leading piece goes from f2 to g1, into Light’s lane. On the long road g1 is Light’s last square but Dark’s twelfth, and a rosette for both sides: Dark throws again.}
  {fr: Le pion de tête de Foncé passe de f2 en g1, dans la rangée de Clair. Sur le long parcours, g1 est la dernière case de Clair mais la douzième de Foncé, et une rosette pour les deux camps : Foncé relance.}
17. D 1 d3-c3
18. L 1 b2-c2
19. D 0 a3-d2*
20. D 2 c3-a3*
21. D 1 in-d3
22. L 2 d1-b1
23. D 2 d3-b3
24. L 0 c2-g2
  {en: No marked tip: the throw counts 4. The piece on a1 would reach d2, but the Dark piece there is safe on its rosette, so that move is barred. Light runs its piece from c2 to g2 instead, jumping over the Dark piece.}
  {fr: Aucune pointe marquée : le lancer compte 4. Le pion de a1 atteindrait d2, mais le pion foncé qui s’y trouve est à l’abri sur sa rosette, et ce coup est interdit. Clair fait plutôt courir son pion de c2 en g2, par-dessus le pion foncé.}
25. D 2 in-c3
26. L 2 g2-h3
27. D 2 d2-f2
28. L 2 b1-a2
29. D 3 g1-h3x
  {en: The first capture comes at the far end. Dark’s piece on g1 runs h1, h2, h3 and stops on the Light piece that had crossed into Dark’s lane: after thirteen squares, it goes back off the board.}
  {fr: La première prise a lieu au bout du plateau. Le pion foncé de g1 passe par h1, h2 et h3 et s’arrête sur le pion clair entré dans la rangée de Foncé : après treize cases, celui-ci retourne hors du plateau.}
30. L 2 a2-c2
31. D 0 a3-d2*
32. D 1 h3-g3*
33. D 2 f2-g1*
34. D 2 c3-a3*
35. D 0 b3-c2x
  {en: One turn, five moves: a3 to d2, h3 to g3, f2 to g1 and c3 to a3 each stop on a rosette and earn another throw; the fifth throw, a 4, takes the Light piece on c2 and ends the turn.}
  {fr: Un tour, cinq coups. De a3 en d2, de h3 en g3, de f2 en g1 et de c3 en a3, chaque coup s’arrête sur une rosette et fait rejouer ; le cinquième lancer, un 4, prend le pion clair de c2 et termine le tour.}
36. L 1 c1-b1
37. D 0 c2-g2
38. L 1 in-d1
39. D 3 g2-h2
40. L 1 d1-c1
41. D 1 g3-out
42. L 2 b1-a2
43. D 1 in-d3
44. L 1 a2-b2
45. D 2 h2-g3*
46. D 2 d3-b3
47. L 1 b2-c2
48. D 2 in-c3
49. L 1 c1-b1
50. D 1 g3-out
51. L 1 in-d1
52. D 1 g1-h1
53. L 1 d1-c1
54. D 2 h1-h3
55. L 1 in-d1
56. D 0 d2-g1*
57. D 3 a3-c2x
58. L 2 b1-a2
59. D 0 g1-g3*
60. D 1 c2-d2*
61. D 2 c3-a3*
62. D 3 d2-g2
63. L 3 a2-d2*
64. L 2 d2-f2
65. D 3 g2-h2
66. L 1 f2-g2
67. D 0 a3-d2*
68. D 2 h3-out
69. L 0 g2-h1
70. D 0 d2-g1*
71. D 1 b3-a3*
72. D 2 a3-b2
73. L 0 a1-d2*
74. L 2 c1-a1*
75. L 2 h1-out
  {en: Light bears off its first piece, from h1 with exactly 2. Dark already has three off.}
  {fr: Clair sort son premier pion, depuis h1, avec exactement 2. Foncé en a déjà sorti trois.}
76. D 0 b2-f2
77. L 1 d1-c1
78. D 1 f2-g2
79. L 2 d2-f2
80. D 1 g3-out
81. L 2 f2-g3*
82. L 1 in-d1
83. D 2 g2-h1
  {en: Light’s piece on g3 stands on Dark’s last square, a rosette. Dark’s piece on h2 would reach g3 with this 2, but may not land on a sheltered piece: Dark moves from g2 to h1 instead.}
  {fr: Le pion clair de g3 occupe la dernière case de Foncé, une rosette. Le pion foncé de h2 l’atteindrait avec ce 2, mais il ne peut pas s’arrêter sur un pion à l’abri : Foncé joue plutôt de g2 en h1.}
84. L 3 in-b1
85. D 3 h2-out
86. L 1 a1-a2
87. D 3 g1-h3
88. L 2 c1-a1*
89. L 3 a2-d2*
90. L 3 g3-h1x
91. D 2 h3-out
= "8/3L4/LL1L3L L 1/1 1/6"
  {en: Light’s piece from g3 has just taken the Dark piece on h1, in Light’s own lane, and Dark answers by bearing off its sixth piece from h3. Six Dark pieces are off against one for Light; Dark’s seventh must start again from the beginning, and the rest of the game turns on it.}
  {fr: Le pion clair venu de g3 vient de prendre le pion foncé de h1, dans la rangée même de Clair, et Foncé répond en sortant son sixième pion depuis h3. Foncé a sorti six pions, Clair un seul ; le septième pion foncé doit repartir du début, et toute la suite de la partie tourne autour de lui.}
92. L 0 d2-g3*
93. L 0 a1-d2*
94. L 0 in-a1*
95. L 2 h1-out
  {en: Three 4s in a row, each ending on a rosette: d2 to g3, a1 to d2, then a new piece onto a1. Each had one chance in eight. The fourth throw bears off the piece on h1: two for Light.}
  {fr: Trois 4 de suite, chacun sur une rosette : de d2 en g3, de a1 en d2, puis un nouveau pion entré en a1. Chacun n’avait qu’une chance sur huit. Le quatrième lancer sort le pion de h1 : deux pour Clair.}
96. D 0 in-a3*
97. D 2 a3-b2
98. L 3 b1-b2x
  {en: Dark’s last piece had just entered on a3 with a 4 and moved to b2. Light’s piece on b1 stops on it with a 3: it goes back off the board.}
  {fr: Le dernier pion foncé venait d’entrer en a3 sur un 4 et d’avancer en b2. Le pion clair de b1 s’y arrête avec un 3 : il retourne hors du plateau.}
99. D 1 in-d3
100. L 0 g3-g1*
101. L 2 d1-b1
102. D 1 d3-c3
103. L 0 d2-g3*
104. L 2 b2-d2*
105. L 2 g3-h2
106. D 1 c3-b3
107. L 1 g1-out
108. D 1 b3-a3*
109. D 1 a3-a2
110. L 2 h2-g1*
111. L 0 d2-g3*
112. L 0 a1-d2*
113. L 2 b1-a2x
  {en: The same piece, back in play, had reached a2: Light takes it a third time, from b1.}
  {fr: Le même pion, revenu en jeu, avait atteint a2 : Clair le prend une troisième fois, depuis b1.}
114. D 1 in-d3
115. L 2 a2-c2
116. D 1 d3-c3
117. L 2 c2-e2
118. D 1 c3-b3
119. L 2 e2-g2
120. D 2 b3-a2
121. L 1 g1-out
122. D 2 a2-c2
123. L 2 g2-h3
124. D 2 c2-e2
125. L 2 g3-h2
126. D 1 e2-f2
127. L 2 h2-g1*
128. L 2 d2-f2x
  {en: A fourth capture of Dark’s last piece, on f2, by the Light piece that had waited on d2. Light has four pieces off against six, and three still to bring home.}
  {fr: Quatrième prise du dernier pion foncé, en f2, par le pion clair qui attendait en d2. Clair a sorti quatre pions contre six, et il lui en reste trois à ramener.}
129. D 3 in-b3
130. L 2 f2-g3*
131. L 1 g1-out
132. D 1 b3-a3*
133. D 2 a3-b2
134. L 1 h3-h2
135. D 3 b2-e2
136. L 0 g3-g1*
137. L 2 pass
  {en: Light’s two pieces stand on g1 and h2. A 2 would take h2 onto g1, where Light already stands, and the piece on g1 can leave only with a 1: there is no move, and the turn is lost.}
  {fr: Les deux pions clairs sont en g1 et en h2. Un 2 mènerait le pion de h2 en g1, où Clair se trouve déjà, et le pion de g1 ne peut sortir qu’avec un 1 : aucun coup n’est possible, le tour est perdu.}
138. D 2 e2-g2
139. L 3 h2-out
= "8/6D1/6L1 D 0/0 6/6"
  {en: Six all. Light’s last piece waits on g1 and needs exactly 1; Dark’s last piece is on g2, one step short of it, after being sent back to the start four times.}
  {fr: Six partout. Le dernier pion clair attend en g1 et il lui faut exactement 1 ; le dernier pion foncé est en g2, à un pas de lui, après avoir été renvoyé quatre fois au départ.}
140. D 1 pass
  {en: Dark’s 1 would take its piece onto g1, but Light’s piece is safe on that rosette: Dark has no move and loses the turn.}
  {fr: Le 1 de Foncé mènerait son pion en g1, mais le pion clair y est à l’abri sur sa rosette : Foncé n’a aucun coup et perd son tour.}
141. L 2 pass
  {en: A 2 is one step too many: Light’s piece cannot leave, and the turn passes.}
  {fr: Un 2, c’est un pas de trop : le pion clair ne peut pas sortir, et la main passe.}
142. D 2 g2-h1
143. L 0 pass
  {en: Dark has jumped over g1 to h1 with a 2, and from there it needs a 4. Light throws no marked tip, worth 4, when it needed a 1.}
  {fr: Foncé a sauté par-dessus g1 pour aller en h1 avec un 2 ; de là, il lui faut un 4. Clair obtient un lancer sans pointe marquée, qui vaut 4, alors qu’il lui fallait un 1.}
144. D 0 h1-out#
  {en: Dark throws the 4 it needed: its seventh piece leaves from h1, and Dark wins by seven pieces to six. The piece taken four times got home in the end.}
  {fr: Foncé obtient le 4 qu’il lui fallait : son septième pion sort depuis h1, et Foncé gagne par sept pions à six. Le pion pris quatre fois a fini par rentrer.}
= "8/8/6L1 D 0/0 6/7"
