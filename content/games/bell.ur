[Ruleset "bell"]
[Seed "1105"]
[Title.en "Nineteen throws in one turn, and the pool for Light"]
[Title.fr "Dix-neuf lancers en un tour, et la cagnotte pour Clair"]
[Annotator "Urtext"]

{en: The computer plays both sides, and Light throws first. Each player has staked 5 of a purse of 20, so the pool holds 10. Read every throw through Bell’s table: no marked face moves 4, one marked face moves nothing and ends the turn, two move 1, three move 5, and every throw but the single marked face earns another. A piece enters only with a five, onto a2, and each stop on a rosette costs a fine of 1, paid into the pool.}
{fr: L’ordinateur joue les deux camps, et Clair lance le premier. Chaque joueur a misé 5 sur une bourse de 20 : la cagnotte contient 10. Chaque lancer se lit dans la table de Bell : sans face marquée, on avance de 4 ; avec une seule, rien n’avance et le tour s’arrête ; avec deux, on avance de 1 ; avec trois, de 5 ; et tout lancer sauf celui à une face marquée fait rejouer. Un pion n’entre qu’avec un cinq, en a2, et chaque arrêt sur une rosette coûte une amende de 1, versée à la cagnotte.}
1. L 3 in-a2*
  {en: Three marked faces, worth 5: the only throw that brings a piece in, here on a2. Like every throw except a single marked face, it earns another throw.}
  {fr: Trois faces marquées, qui valent 5 : le seul lancer qui fasse entrer un pion, ici en a2. Comme tout lancer sauf celui à une face marquée, il fait rejouer.}
2. L 2 a2-b2*
3. L 0 b2-f2*
4. L 1 pass
  {en: Two marked faces moved the piece one square, to b2, and no marked face moved it four, to f2, each with another throw. Then a single marked face: it is worth nothing, and Light’s turn ends.}
  {fr: Deux faces marquées ont fait avancer le pion d’une case, en b2, puis un lancer sans face marquée l’a fait avancer de quatre, en f2, chaque fois avec un nouveau lancer. Puis une seule face marquée : elle ne vaut rien, et le tour de Clair s’arrête.}
5. D 1 pass
6. L 2 f2-g2*
7. L 2 g2-h2*
8. L 1 pass
9. D 0 pass
10. D 2 pass
11. D 3 in-a2*
  {en: Dark has no piece on the board. A throw worth 4, then one worth 1, cannot bring a piece in: Dark passes each time but throws again, until three marked faces give the five that enters a piece on a2.}
  {fr: Foncé n’a aucun pion sur le plateau. Un lancer qui vaut 4, puis un autre qui vaut 1, ne peuvent pas faire entrer de pion : Foncé passe chaque fois mais relance, jusqu’à ce que trois faces marquées donnent le cinq qui fait entrer un pion en a2.}
12. D 2 a2-b2*
13. D 1 pass
14. L 0 pass
  {en: Light’s only piece is on h2, and a 4 would carry it past the exit; a 4 cannot bring a new piece in either. Light passes, yet throws again, since this throw earns one.}
  {fr: Le seul pion clair est en h2, et un 4 lui ferait dépasser la sortie ; un 4 ne peut pas non plus faire entrer de pion. Clair passe, mais relance, puisque ce lancer donne droit à un autre.}
15. L 2 h2-h1*
16. L 3 in-a2*
17. L 1 pass
18. D 2 b2-c2*
19. D 3 in-a2x*
  {en: The first capture comes on entry. Dark’s five brings a piece in on a2, where a Light piece stands, and takes it. The Light piece goes back off the board and needs another five to return.}
  {fr: La première prise a lieu à l’entrée. Le cinq de Foncé fait entrer un pion en a2, où se trouve un pion clair, et le prend. Le pion clair retourne hors du plateau et devra attendre un autre cinq pour revenir.}
20. D 2 c2-d2*$
  {en: Dark stops on d2, the rosette in the middle lane, and pays a fine of 1: the pool holds 11. The throw already earned another one, and the rosette does not add a second.}
  {fr: Foncé s’arrête en d2, la rosette de la rangée du milieu, et paie une amende de 1 : la cagnotte contient 11. Le lancer donnait déjà droit à un autre, et la rosette n’en ajoute pas un second.}
21. D 3 a2-f2*
22. D 2 f2-g2*
23. D 2 g2-h2*
24. D 1 pass
25. L 3 in-a2*
26. L 3 a2-f2*
27. L 2 f2-g2*
28. L 2 g2-h2x*
29. L 3 in-a2*
30. L 0 a2-e2*
31. L 1 pass
32. D 1 pass
33. L 1 pass
34. D 0 d2-h2x*
  {en: The square h2 changes hands twice. Light took a Dark piece there at ply 28, and now Dark’s piece leaves d2 with a 4 and takes the Light piece on h2.}
  {fr: La case h2 change deux fois de mains. Clair y a pris un pion foncé au coup 28, et voici que le pion foncé quitte d2 avec un 4 et prend le pion clair de h2.}
35. D 2 h2-h3*
36. D 1 pass
37. L 2 h1-g1*$
38. L 2 g1-out*
  {en: Light steps onto g1, its last square and a rosette, and pays a fine. Another throw worth 1 then takes the piece off the board by the exact count: the first piece home.}
  {fr: Clair avance en g1, sa dernière case et une rosette, et paie une amende. Un autre lancer qui vaut 1 fait ensuite sortir le pion au compte exact : c’est le premier pion rentré.}
39. L 0 e2-h1*
40. L 1 pass
41. D 1 pass
42. L 3 in-a2*
43. L 0 a2-e2*
44. L 0 pass
45. L 1 pass
46. D 2 h3-g3*$
47. D 1 pass
48. L 2 h1-g1*$
49. L 1 pass
50. D 3 in-a2*
51. D 2 g3-out*
52. D 2 a2-b2*
53. D 1 pass
54. L 1 pass
55. D 2 b2-c2*
56. D 2 c2-d2*$
57. D 1 pass
58. L 1 pass
59. D 2 d2-e2x*
60. D 3 e2-g3*$
61. D 1 pass
62. L 1 pass
63. D 1 pass
64. L 0 pass
65. L 2 g1-out*
66. L 2 pass
67. L 3 in-a2*
68. L 2 a2-b2*
69. L 2 b2-c2*
70. L 2 c2-d2*$
71. L 2 d2-e2*
72. L 2 e2-f2*
73. L 3 f2-out*
74. L 0 pass
75. L 2 pass
76. L 3 in-a2*
77. L 0 a2-e2*
78. L 3 e2-g1*$
79. L 2 g1-out*
80. L 2 pass
81. L 2 pass
82. L 1 pass
  {en: Light’s turn began at ply 64 and lasted nineteen throws, since every throw but a single marked face earns another. Three pieces left the board in it, and a fresh piece ran from a2 to the exit in six moves, paying at d2 on the way. Light leads by four pieces to one.}
  {fr: Le tour de Clair a commencé au coup 64 et a duré dix-neuf lancers, puisque tout lancer sauf celui à une face marquée fait rejouer. Trois pions sont sortis pendant ce tour, et un nouveau pion a couru de a2 jusqu’à la sortie en six coups, en payant son amende en d2 au passage. Clair mène par quatre pions à un.}
83. D 3 in-a2*
84. D 2 g3-out*
85. D 1 pass
86. L 2 pass
87. L 1 pass
88. D 3 a2-f2*
89. D 1 pass
90. L 3 in-a2*
91. L 1 pass
92. D 0 f2-g3*$
93. D 2 g3-out*
94. D 3 in-a2x*
  {en: A second capture on entry: the Light piece that came in on a2 at ply 90 is taken by Dark’s five.}
  {fr: Deuxième prise à l’entrée : le pion clair entré en a2 au coup 90 est pris par le cinq de Foncé.}
95. D 2 a2-b2*
96. D 2 b2-c2*
97. D 2 c2-d2*$
98. D 2 d2-e2*
99. D 2 e2-f2*
100. D 3 f2-out*
= "8/8/8 D 3/3 4/4 extra=1 tokens=11/9 pool=20"
  {en: Dark’s own long turn has brought two pieces home, the second with a five straight from f2. Four pieces off each, the board is empty, and both sides again need a five for each of their last three pieces. The pool holds 20: Light has paid four fines, Dark six.}
  {fr: Le long tour de Foncé a ramené deux pions, le second avec un cinq, directement depuis f2. Quatre pions sortis de chaque côté, le plateau est vide, et les deux camps ont de nouveau besoin d’un cinq pour chacun de leurs trois derniers pions. La cagnotte contient 20 : Clair a payé quatre amendes, Foncé six.}
101. D 2 pass
102. D 0 pass
103. D 1 pass
104. L 2 pass
105. L 3 in-a2*
106. L 0 a2-e2*
107. L 3 e2-g1*$
108. L 3 in-a2*
109. L 3 a2-f2*
110. L 3 f2-out*
111. L 1 pass
112. D 2 pass
113. D 1 pass
114. L 1 pass
115. D 3 in-a2*
116. D 2 a2-b2*
117. D 1 pass
118. L 3 in-a2*
119. L 0 a2-e2*
120. L 1 pass
121. D 1 pass
122. L 1 pass
123. D 1 pass
124. L 0 e2-h1*
125. L 2 g1-out*
126. L 2 h1-g1*$
  {en: Light bore off its sixth piece from g1 and at once brought its seventh there from h1, paying a sixth fine. To win it now needs exactly one square: two marked faces.}
  {fr: Clair a sorti son sixième pion depuis g1 et y a aussitôt amené le septième depuis h1, en payant une sixième amende. Pour gagner, il lui faut maintenant exactement une case : deux faces marquées.}
127. L 1 pass
128. D 0 b2-f2*
129. D 3 f2-out*
130. D 1 pass
131. L 1 pass
132. D 1 pass
133. L 1 pass
134. D 3 in-a2*
135. D 2 a2-b2*
136. D 2 b2-c2*
137. D 3 in-a2*
138. D 1 pass
139. L 0 pass
140. L 1 pass
  {en: Dark has brought in its last two pieces, on a2 and c2, but they have most of the route still ahead. Light throws no marked face: 4 is too long to leave g1, so Light passes but throws again, and then a single marked face ends the turn.}
  {fr: Foncé a fait entrer ses deux derniers pions, en a2 et en c2, mais il leur reste presque tout le parcours. Clair n’obtient aucune face marquée : 4, c’est trop pour sortir de g1 ; Clair passe mais relance, puis une seule face marquée termine le tour.}
141. D 1 pass
142. L 2 g1-out#
  {en: Two marked faces, worth 1: Light’s last piece leaves g1, and Light wins by seven pieces to five. Each side paid six fines, so the pool holds 22, the 10 staked and 12 in fines. Light takes it all and ends with 31 in its purse; Dark keeps 9.}
  {fr: Deux faces marquées, qui valent 1 : le dernier pion clair sort de g1, et Clair gagne par sept pions à cinq. Chaque camp a payé six amendes : la cagnotte contient 22, les 10 de mise et 12 d’amendes. Clair emporte le tout et finit avec 31 dans sa bourse ; Foncé garde 9.}
= "8/D1D5/8 L 0/0 7/5 tokens=31/9"
