[Ruleset "royal"]
[Seed "925"]
[Title.en "The last piece waits for its one"]
[Title.fr "Le dernier pion attend son 1"]
[Annotator "Urtext"]

{en: The computer plays both sides, and Light throws first. Three dice move a piece one to three squares, and three white faces move nothing. Watch the rosettes a1, d2 and g1: every piece must stop on each of them, d2 is a shared refuge for any number of pieces, and a piece leaves only from g1, with a throw of one. A rosette, a capture or a piece borne off each earn another throw.}
{fr: L’ordinateur joue les deux camps, et Clair lance le premier. Trois dés font avancer un pion d’une à trois cases, et trois faces blanches ne font rien avancer. Surveillez les rosettes a1, d2 et g1 : chaque pion doit s’arrêter sur chacune, d2 est un refuge commun à autant de pions qu’on veut, et un pion ne sort que depuis g1, avec un 1. Une rosette, une prise ou un pion sorti font chacun rejouer.}
1. L 2 in-c1
2. D 2 in-c3
3. L 2 c1-a1*
  {en: The piece on c1 reaches the rosette a1 with the exact count, a first compulsory stop, and Light throws again.}
  {fr: Le pion de c1 atteint la rosette a1 au compte exact, premier arrêt obligatoire, et Clair relance.}
4. L 1 in-d1
5. D 1 in-d3
6. L 2 in-c1
7. D 2 c3-a3*
8. D 1 d3-c3
9. L 3 in-b1
10. D 0 pass
11. L 0 pass
  {en: Two blank throws in a row: three white faces are worth nothing, and both players lose their turn, one after the other.}
  {fr: Deux lancers nuls de suite : trois faces blanches ne valent rien, et les deux joueurs perdent leur tour l’un après l’autre.}
12. D 2 a3-b2
13. L 2 a1-b2x*
14. L 2 b2-d2*
15. L 1 b1-a1*
16. L 3 in-b1
  {en: The first capture: Light’s piece on a1 takes the Dark piece on b2 and earns another throw. Then b2 to d2 and b1 to a1 stop on rosettes, each with another throw, and a new piece on b1 ends the turn.}
  {fr: La première prise : le pion clair de a1 prend le pion foncé de b2 et gagne un nouveau lancer. Puis de b2 en d2 et de b1 en a1, deux arrêts sur des rosettes, chacun avec un lancer de plus, et un nouveau pion entré en b1 termine le tour.}
17. D 1 c3-b3
18. L 3 a1-c2
19. D 2 in-c3
20. L 1 c2-d2*
  {en: A second Light piece joins the first on d2. The central rosette holds any number of pieces, all of them safe, and stopping there earns another throw.}
  {fr: Un deuxième pion clair rejoint le premier en d2. La rosette centrale accueille autant de pions qu’on veut, tous à l’abri, et s’y arrêter fait rejouer.}
21. L 2 c1-a1*
22. L 1 d1-c1
23. D 1 b3-a3*
24. D 1 in-d3
25. L 2 d2-f2
26. D 1 c3-b3
27. L 2 f2-h2
28. D 2 in-c3
29. L 1 in-d1
30. D 1 a3-a2
31. L 2 h2-g1*
32. L 1 g1-out*
33. L 1 a1-a2x*
34. L 3 a2-d2*
35. L 2 c1-a1*
36. L 2 in-c1
  {en: A turn of six moves: h2 to g1 stops on the last rosette; a 1 takes that piece off, and leaving earns a throw; a1 to a2 takes a Dark piece, another throw; a2 to d2 joins the Light piece already there; c1 to a1; and a new piece on c1 ends it.}
  {fr: Un tour de six coups : de h2 en g1, arrêt sur la dernière rosette ; un 1 fait sortir ce pion, et la sortie fait rejouer ; de a1 en a2, une prise, et un lancer de plus ; de a2 en d2, le pion rejoint le pion clair qui s’y trouve déjà ; de c1 en a1 ; enfin un nouveau pion entré en c1 termine le tour.}
37. D 3 d3-a3*
38. D 1 in-d3
39. L 1 d2-e2
40. D 1 a3-a2
41. L 1 a1-a2x*
42. L 2 c1-a1*
43. L 2 a2-c2
44. D 1 b3-a3*
45. D 2 d3-b3
46. L 3 e2-h2
47. D 2 a3-b2
48. L 2 a1-b2x*
49. L 1 c2-d2*
50. L 2 b2-d2*
= "1DD5/3(LLL)3L/1L1L4 L 0/5 1/0 extra=1"
  {en: After a capture on b2, two more Light pieces stop on d2, each earning another throw: three Light pieces now share the central rosette.}
  {fr: Après une prise en b2, deux pions clairs de plus s’arrêtent en d2, chacun avec un nouveau lancer : trois pions clairs partagent maintenant la rosette centrale.}
51. L 2 h2-g1*
52. L 1 g1-out*
53. L 2 d2-f2
54. D 2 c3-a3*
55. D 1 in-d3
56. L 2 f2-h2
57. D 2 in-c3
58. L 1 b1-a1*
59. L 0 pass
60. D 1 a3-a2
61. L 3 d2-g2
62. D 2 c3-a3*
63. D 3 a2-d2*
= "DD1D4/3(LD)2LL/L2L4 D 0/3 2/0 extra=1"
  {en: A Dark piece lands on d2 beside a Light piece. Nobody is taken on the central rosette: the two share it, both safe, and Dark throws again.}
  {fr: Un pion foncé s’arrête en d2 à côté d’un pion clair. Personne n’est pris sur la rosette centrale : les deux la partagent, à l’abri, et Foncé relance.}
64. D 1 d3-c3
65. L 2 h2-g1*
66. L 2 g2-h1
67. D 1 in-d3
68. L 2 d1-b1
69. D 1 a3-a2
70. L 2 a1-b2
71. D 0 pass
72. L 3 d2-g2
73. D 1 a2-b2x*
74. D 2 b2-d2*
  {en: Dark’s piece on a2 takes the Light piece on b2 and earns a throw, then moves on to d2, where a Dark piece already stands: two Dark pieces on the rosette, and one more throw.}
  {fr: Le pion foncé de a2 prend le pion clair de b2 et gagne un lancer, puis avance en d2, où se trouve déjà un pion foncé : deux pions foncés sur la rosette, et un lancer de plus.}
75. D 2 c3-a3*
76. D 2 d2-f2
77. L 1 g1-out*
78. L 2 in-c1
79. D 1 f2-g2x*
80. D 1 d3-c3
81. L 2 c1-a1*
82. L 1 h1-g1*
83. L 1 g1-out*
84. L 1 in-d1
85. D 2 g2-h3
86. L 2 a1-b2
87. D 3 d2-g2
88. L 3 d1-a1*
89. L 1 b2-c2
90. D 1 h3-g3*
91. D 1 g3-out*
92. D 2 g2-h3
93. L 1 c2-d2*
94. L 2 d2-f2
95. D 1 h3-g3*
96. D 0 pass
97. L 3 f2-h1
98. D 2 a3-b2
99. L 0 pass
100. D 2 b2-d2*
101. D 2 c3-a3*
102. D 2 in-c3
103. L 1 h1-g1*
104. L 3 a1-c2
105. D 1 g3-out*
106. D 2 a3-b2
107. L 1 b1-a1*
108. L 2 a1-b2x*
109. L 2 b2-d2*
110. L 2 d2-f2
111. D 3 d2-g2
112. L 2 f2-h2
113. D 0 pass
114. L 1 g1-out*
115. L 3 pass
  {en: The exit earned Light another throw, but this 3 gives no move. From c2 it would carry the piece past d2, and from h2 past g1, and no piece may pass a rosette without stopping on it. No piece is left to enter: the turn is lost.}
  {fr: La sortie a valu un nouveau lancer à Clair, mais ce 3 ne permet aucun coup. Depuis c2, il ferait dépasser d2 au pion, et depuis h2 il lui ferait dépasser g1 ; or aucun pion ne peut passer une rosette sans s’y arrêter. Il ne reste aucun pion à entrer : le tour est perdu.}
116. D 3 g2-g3*
117. D 2 c3-a3*
118. D 0 pass
119. L 3 pass
120. D 2 a3-b2
121. L 1 c2-d2*
122. L 2 h2-g1*
123. L 1 g1-out*
  {en: Three moves in a row, to d2, to g1, then off: Light’s sixth piece leaves the board. The seventh stands alone on d2, and Dark has two pieces home.}
  {fr: Trois coups de suite, en d2, en g1, puis la sortie : le sixième pion clair quitte le plateau. Le septième est seul en d2, et Foncé a rentré deux pions.}
124. L 1 d2-e2
125. D 2 b2-d2*
126. D 2 in-c3
127. L 3 e2-h2
128. D 2 c3-a3*
129. D 1 g3-out*
130. D 3 a3-c2
131. L 0 pass
132. D 0 pass
133. L 1 h2-h1
134. D 2 in-c3
135. L 0 pass
136. D 2 c3-a3*
137. D 3 d2-g2
138. L 0 pass
139. D 1 c2-d2*
140. D 1 a3-a2
141. L 0 pass
142. D 2 a2-c2
143. L 2 pass
  {en: Light’s last piece has stood on h1 since ply 133, and from there only a 1 will do: a 2 would carry it past g1, where it must stop. Of Light’s last six throws, four were blank, and now this 2.}
  {fr: Le dernier pion clair est en h1 depuis le coup 133, et de là seul un 1 convient : un 2 lui ferait dépasser g1, où il doit s’arrêter. Sur les six derniers lancers de Clair, quatre étaient nuls, et voici ce 2.}
144. D 1 c2-d2*
145. D 2 g2-h3
146. L 0 pass
147. D 2 d2-f2
148. L 1 h1-g1*
149. L 0 pass
  {en: At last a 1: h1 to g1, a rosette and another throw. But that throw is blank, and the piece must wait on g1 for another 1.}
  {fr: Enfin un 1 : de h1 en g1, une rosette et un nouveau lancer. Mais ce lancer est nul, et le pion doit attendre en g1 un autre 1.}
150. D 1 h3-g3*
151. D 1 g3-out*
152. D 1 b3-a3*
153. D 2 a3-b2
  {en: Dark makes the most of it: h3 to g3, a piece off, and b3 to a3, three throws earned in a row. Four Dark pieces are home, but the other three are still on b2, d2 and f2.}
  {fr: Foncé en profite : de h3 en g3, une sortie, puis de b3 en a3, trois lancers gagnés de suite. Quatre pions foncés sont rentrés, mais les trois autres sont encore en b2, d2 et f2.}
154. L 1 g1-out#
  {en: Light throws the 1 it needed: the seventh piece leaves g1, and Light wins by seven pieces to four. This last exit earns no throw, since the game is over.}
  {fr: Clair obtient le 1 qu’il lui fallait : le septième pion quitte g1, et Clair gagne par sept pions à quatre. Cette dernière sortie ne fait pas rejouer, puisque la partie est finie.}
= "8/1D1D1D2/8 L 0/0 7/4"
