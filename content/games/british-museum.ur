[Ruleset "british-museum"]
[Seed "1963"]
[Title.en "Four all, and a race of the last two pieces"]
[Title.fr "Quatre partout, et la course des deux derniers pions"]
[Annotator "Urtext"]

{en: The computer plays both sides, and Light throws first. Each side has five pieces and four dice, so a throw is worth 0 to 4, and a 0 moves nothing. The route is fourteen squares long and the two sides meet only in the middle lane, where d2 is the one rosette both can use: a piece there cannot be taken.}
{fr: L’ordinateur joue les deux camps, et Clair lance le premier. Chaque camp a cinq pions et quatre dés : un lancer vaut de 0 à 4, et un 0 ne fait rien avancer. Le parcours compte quatorze cases et les deux camps ne se croisent que dans la rangée du milieu, où d2 est la seule rosette commune : un pion qui s’y trouve ne peut pas être pris.}
1. L 1 in-d1
2. D 3 in-b3
3. L 2 d1-b1
4. D 3 b3-b2
5. L 2 in-c1
6. D 4 in-a3*
7. D 2 b2-d2*
  {en: Dark’s 4 brings a piece straight onto the rosette a3 and earns another throw. The piece on b2 then stops on d2, a second rosette and a second extra throw; there it cannot be taken.}
  {fr: Le 4 de Foncé fait entrer un pion directement sur la rosette a3 et lui vaut un nouveau lancer. Le pion de b2 s’arrête ensuite en d2, deuxième rosette et deuxième lancer de plus ; là, il ne peut pas être pris.}
8. D 2 in-c3
9. L 2 c1-a1*
10. L 1 in-d1
11. D 2 d2-f2
12. L 2 in-c1
13. D 2 f2-h2
14. L 2 b1-a2
15. D 3 h2-out
  {en: Dark bears off the first piece of the game: from h2, its twelfth square, a 3 is the exact count.}
  {fr: Foncé sort le premier pion de la partie : depuis h2, sa douzième case, un 3 donne le compte exact.}
16. L 1 c1-b1
17. D 1 c3-b3
18. L 4 a1-d2*
19. L 3 d1-a1*
20. L 3 d2-g2
21. D 3 b3-b2
22. L 3 g2-g1*
23. L 4 a1-d2*
24. L 1 b1-a1*
25. L 3 in-b1
  {en: Light strings four moves together: g2 to g1, a1 to d2 and b1 to a1 all stop on rosettes and earn another throw, and a new piece on b1 ends the turn.}
  {fr: Clair enchaîne quatre coups : de g2 en g1, de a1 en d2 et de b1 en a1, chacun s’arrête sur une rosette et fait rejouer, puis un nouveau pion entré en b1 termine le tour.}
26. D 3 in-b3
27. L 3 b1-b2x
28. D 3 b3-b2x
  {en: The first captures, one after the other: Light’s piece from b1 takes the Dark piece on b2, and Dark’s piece from b3 takes it straight back on the same square.}
  {fr: Les premières prises, coup sur coup : le pion clair venu de b1 prend le pion foncé de b2, et le pion foncé venu de b3 le reprend aussitôt sur la même case.}
29. L 4 a2-e2
30. D 2 in-c3
  {en: Dark’s piece on b2 would reach d2 with this 2, but the Light piece on that rosette cannot be taken: Dark enters a piece on c3 instead.}
  {fr: Le pion foncé de b2 atteindrait d2 avec ce 2, mais le pion clair posé sur cette rosette ne peut pas être pris : Foncé fait plutôt entrer un pion en c3.}
31. L 4 e2-h1
32. D 3 b2-e2
33. L 3 in-b1
34. D 2 e2-g2
35. L 2 h1-out
36. D 4 g2-out
  {en: A 4 takes Dark’s piece from g2 straight off the board, the exact count: two pieces off for Dark, one for Light.}
  {fr: Un 4 fait sortir le pion foncé de g2 d’un seul coup, au compte exact : deux pions sortis pour Foncé, un pour Clair.}
37. L 2 d2-f2
38. D 1 in-d3
39. L 2 f2-h2
40. D 2 d3-b3
41. L 1 g1-out
42. D 2 b3-a2
43. L 1 a1-a2x
44. D 3 in-b3
45. L 2 h2-g1*
46. L 2 a2-c2
47. D 1 a3-a2
48. L 4 c2-g2
49. D 3 a2-d2*
50. D 2 c3-a3*
51. D 2 b3-a2
52. L 3 b1-b2
53. D 4 a2-e2
54. L 2 g2-h1
55. D 1 e2-f2
56. L 1 g1-out
57. D 3 f2-h3
58. L 2 h1-out
59. D 3 a3-c2
60. L 1 b2-c2x
61. D 3 in-b3
62. L 3 c2-f2
63. D 2 d2-f2x
  {en: Light’s piece had jumped over d2 to f2. Dark leaves the shelter of the rosette to take it with a 2.}
  {fr: Le pion clair avait sauté par-dessus d2 pour aller en f2. Foncé quitte l’abri de la rosette pour le prendre avec un 2.}
64. L 3 in-b1
65. D 4 f2-g3*
66. D 3 b3-b2
67. L 3 b1-b2x
  {en: Light’s piece on b1 takes the Dark piece on b2 with a 3. It goes back off the board, while Dark’s two other pieces are about to leave from g3 and h3.}
  {fr: Le pion clair de b1 prend le pion foncé de b2 avec un 3. Celui-ci retourne hors du plateau, tandis que les deux autres pions foncés s’apprêtent à sortir depuis g3 et h3.}
68. D 1 g3-out
69. L 0 pass
70. D 2 h3-out
= "8/1L6/8 L 0/1 4/4"
  {en: Light threw a 0 and lost its turn, and Dark has borne off its fourth piece: four all. The game is now a race between Light’s last piece, on b2, and Dark’s, taken at ply 67, which must come in again.}
  {fr: Clair a obtenu un 0 et perdu son tour, et Foncé a sorti son quatrième pion : quatre partout. La partie devient une course entre le dernier pion clair, en b2, et le dernier pion foncé, pris au coup 67, qui doit entrer de nouveau.}
71. L 3 b2-e2
72. D 2 in-c3
73. L 2 e2-g2
74. D 3 c3-a2
75. L 0 pass
  {en: A second 0 for Light: its piece stays on g2, four steps from the exit, while Dark’s last piece has reached a2.}
  {fr: Deuxième 0 pour Clair : son pion reste en g2, à quatre pas de la sortie, pendant que le dernier pion foncé est arrivé en a2.}
76. D 1 a2-b2
77. L 2 g2-h1
78. D 3 b2-e2
79. L 4 pass
  {en: From h1 the exit is two steps away. A 4 would overshoot it, and Light has no other piece to move: the turn is lost.}
  {fr: Depuis h1, la sortie est à deux pas. Un 4 la dépasserait, et Clair n’a pas d’autre pion à jouer : le tour est perdu.}
80. D 3 e2-h2
81. L 1 h1-g1*
  {en: Dark’s last piece has reached h2, three steps from the exit. Light’s 1 takes its piece onto g1, a rosette, and Light throws again.}
  {fr: Le dernier pion foncé est arrivé en h2, à trois pas de la sortie. Le 1 de Clair mène son pion en g1, une rosette, et Clair relance.}
82. L 1 g1-out#
  {en: A second 1 takes the last piece off the board: Light wins by five pieces to four.}
  {fr: Un second 1 fait sortir le dernier pion : Clair gagne par cinq pions à quatre.}
= "8/7D/8 L 0/0 5/4"
