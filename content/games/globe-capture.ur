[Ruleset "globe-capture"]
[Seed "17"]
[Title.en "An officer goes back to the fight"]
[Title.fr "Un officier retourne au combat"]
[Annotator "Urtext"]

{en: The computer plays both sides, seven soldiers each, with three two-sided dice. Watch the prisoners: a captured soldier stays on the board beneath its captor and rides with it. A soldier that reaches g1 becomes an officer, and this game’s first officer comes back twice to take more prisoners.}
{fr: L’ordinateur joue les deux camps, sept soldats chacun, avec trois dés binaires. Suivez les prisonniers : un soldat pris reste sur le plateau sous celui qui l’a capturé et voyage avec lui. Un soldat qui atteint g1 devient officier, et le premier officier de cette partie revient deux fois faire de nouveaux prisonniers.}
1. L 1 in-d1
2. D 3 in-b3
3. L 1 d1-c1
4. D 0 pass
  {en: Three white sides: the throw is worth nothing and Dark loses its turn. Light’s next throw is blank too.}
  {fr: Trois faces blanches : le lancer ne vaut rien et Foncé perd son tour. Le lancer suivant de Clair est nul lui aussi.}
5. L 0 pass
6. D 1 in-d3
7. L 2 c1-a1
  {en: The soldier stops on the rosette a1. In this game a rosette earns no extra throw, so Dark plays next.}
  {fr: Le soldat s’arrête sur la rosette a1. Dans ce jeu, une rosette ne fait pas rejouer : c’est à Foncé.}
8. D 1 b3-a3
9. L 3 in-b1
10. D 3 in-b3
11. L 0 pass
12. D 0 pass
13. L 2 in-c1
14. D 2 in-c3
15. L 1 in-d1
  {en: Light’s soldiers now stand on d1, c1, b1 and a1, and Dark’s on d3, c3, b3 and a3. Two soldiers of one side may not share a square, and a new soldier comes in on d1, c1 or b1: none can enter until one of those squares is free again.}
  {fr: Les soldats clairs occupent maintenant d1, c1, b1 et a1, et les foncés d3, c3, b3 et a3. Deux soldats d’un camp ne partagent jamais une case, et un nouveau soldat entre en d1, c1 ou b1 : aucun ne peut entrer avant que l’une de ces cases se libère.}
16. D 1 a3-a2
  {en: The first soldier steps into the middle row, a2. It is the only row both sides share, and every capture happens there.}
  {fr: Le premier soldat entre dans la rangée du milieu, en a2. C’est la seule rangée commune aux deux camps, et toutes les prises s’y font.}
17. L 0 pass
18. D 2 a2-c2
19. L 2 a1-b2
20. D 1 b3-a3
21. L 1 b2-c2x
  {en: The first capture. The Light soldier lands on the Dark one on c2, which does not go home: it stays under its captor as a prisoner. A capture earns no extra throw.}
  {fr: Première prise. Le soldat clair s’arrête sur le foncé de c2, qui ne retourne pas au départ : il reste sous celui qui l’a pris, prisonnier. Une prise ne fait pas rejouer.}
22. D 2 d3-b3
23. L 2 c2-e2
24. D 3 a3-c2
25. L 1 e2-f2
26. D 2 c2-e2
27. L 1 b1-a1
28. D 2 c3-a3
29. L 3 f2-h1
  {en: The jailer on f2 had a Dark soldier one square behind it, on e2. With a three it runs to h1, in Light’s own row, where no Dark piece can ever come, and its prisoner goes with it.}
  {fr: Le geôlier de f2 avait un soldat foncé une case derrière lui, en e2. Avec un trois, il file en h1, dans la rangée de Clair, où aucun pion foncé ne peut venir, et son prisonnier le suit.}
30. D 3 e2-h2
31. L 1 h1-g1=
  {en: A one, the exact count, takes it to g1, the end of its route. The soldier is turned face up as an officer, and its prisoner leaves the game for good.}
  {fr: Un un, le compte exact, l’amène en g1, au bout de son parcours. Le soldat est retourné face marquée visible : il devient officier, et son prisonnier quitte la partie pour de bon.}
32. D 0 pass
33. L 2 g1-h2x
  {en: Only an officer may move back. This one goes two squares back, from g1 through h1 to h2, and takes the Dark soldier that had just arrived there.}
  {fr: Seul un officier peut reculer. Celui-ci recule de deux cases, de g1 à h2 en passant par h1, et prend le soldat foncé qui venait d’y arriver.}
34. D 2 in-c3
35. L 2 h2-g1
  {en: Forward again to g1 with its new prisoner, which leaves the game in turn: two Dark soldiers are out. The piece simply stays an officer.}
  {fr: Il revient en g1 avec son nouveau prisonnier, qui quitte la partie à son tour : deux soldats foncés sont hors jeu. Le pion reste simplement officier.}
36. D 2 a3-b2
37. L 2 a1-b2x
38. D 2 c3-a3
39. L 1 b2-c2
40. D 1 in-d3
41. L 1 g1-h1
  {en: An officer on g1 can only turn back: there is nothing beyond g1, and the engine would refuse g1-out as an overshoot. It steps back to h1.}
  {fr: Un officier en g1 ne peut que revenir en arrière : il n’y a rien au-delà de g1, et le moteur refuserait g1-out pour dépassement. Il recule en h1.}
42. D 2 in-c3
43. L 1 c2-d2
44. D 1 a3-a2
45. L 3 c1-a2x
  {en: Light takes the Dark soldier on a2 with its soldier from c1.}
  {fr: Clair prend le soldat foncé de a2 avec son soldat de c1.}
46. D 3 c3-a2x
  {en: Dark strikes back on a2 and captures the jailer. The column now holds, from the bottom, the Dark prisoner, the Light jailer and the Dark rescuer on top.}
  {fr: Foncé riposte en a2 et capture le geôlier. La colonne compte maintenant, de bas en haut, le prisonnier foncé, le geôlier clair et, au sommet, le libérateur foncé.}
= "1D1D4/(DLD)2(DL)4/3L3L' L 3/0 0/0 removed=0/2"
47. L 1 d2-e2
  {en: The Light soldier on a2 is now a prisoner itself: moving it with this one would be refused, so Light plays elsewhere.}
  {fr: Le soldat clair de a2 est à son tour prisonnier : le jouer avec ce un serait refusé, et Clair joue ailleurs.}
48. D 3 a2-d2
  {en: The rescuer leaves a2 carrying the Light soldier away, and the Dark soldier at the bottom of the column is left free on a2.}
  {fr: Le libérateur quitte a2 en emportant le soldat clair, et le soldat foncé du bas de la colonne reste libre en a2.}
= "1D1D4/D2(LD)(DL)3/3L3L' L 3/0 0/0 removed=0/2"
49. L 3 e2-h2
50. D 1 d2-e2
51. L 1 d1-c1
52. D 2 a2-c2
53. L 1 in-d1
54. D 1 c2-d2
55. L 3 in-b1
56. D 0 pass
57. L 3 d1-a1
58. D 0 pass
59. L 2 h2-g1=
  {en: A second Light soldier reaches g1 with a prisoner: another officer, and a third Dark soldier out of the game.}
  {fr: Un deuxième soldat clair atteint g1 avec un prisonnier : un nouvel officier, et un troisième soldat foncé hors jeu.}
60. D 1 b3-a3
61. L 0 pass
62. D 2 d3-b3
63. L 1 in-d1
64. D 1 e2-f2
65. L 1 h1-h2
66. D 1 d2-e2
67. L 2 h2-f2x
  {en: The officer from h1 has come back into the middle row, and now goes two squares back onto f2, where a Dark jailer holds a Light soldier. The officer captures the jailer.}
  {fr: L’officier de h1 est revenu dans la rangée du milieu, et recule maintenant de deux cases jusqu’en f2, où un geôlier foncé garde un soldat clair. L’officier capture le geôlier.}
68. D 2 b3-a2
69. L 1 f2-e2x
  {en: One more square back: the officer takes the jailer along, leaves the freed Light soldier on f2, and captures the Dark soldier on e2. It now holds two prisoners.}
  {fr: Encore une case en arrière : l’officier emmène le geôlier, laisse en f2 le soldat clair libéré et capture le soldat foncé de e2. Il garde maintenant deux prisonniers.}
70. D 0 pass
71. L 2 b1-a2x
72. D 2 a3-b2
  {en: Dark has one free soldier left, on a3, and nothing waiting. A move is compulsory, so it must step into the middle row, within reach of Light’s soldier on a1.}
  {fr: Il ne reste à Foncé qu’un soldat libre, en a3, et plus rien à faire entrer. Jouer est obligatoire : il doit descendre dans la rangée du milieu, à portée du soldat clair de a1.}
73. L 2 a1-b2x#
  {en: Light takes it and wins: three Dark soldiers are out of the game and the four others are prisoners. The game ends at this last capture, without waiting for the prisoners to reach g1.}
  {fr: Clair le prend et gagne : trois soldats foncés sont hors jeu et les quatre autres sont prisonniers. La partie s’arrête à cette dernière prise, sans attendre que les prisonniers atteignent g1.}
= "8/(DL)(DL)2(DDL')L2/2LL2L'1 L 0/0 0/0 removed=0/3"
