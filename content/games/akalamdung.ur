[Ruleset "akalamdung"]
[Seed "43"]
[Title.en "Under the oracle’s eyes, a warrior goes all the way"]
[Title.fr "Sous le regard de l’oracle, un guerrier va jusqu’au bout"]
[Annotator "Urtext"]

{en: The computer plays both sides, seven pieces each, on the Rosette Game’s rules: rosettes are compulsory stops, and landing on one, taking a piece or bearing one off earns another throw. On top come the three powers. Two pieces of a side that meet become twins and move as one. A piece entering on square 2 may be declared a warrior: if it stops only on its squares (2, 4, 6, 8, 9, 12 and 14) and reaches the last rosette, it wins at once. And a side holding the three squares marked with eyes (1, 3 and 11) sends every enemy piece back and plays alone. This game has all three, and is over in 38 plies.}
{fr: L’ordinateur joue les deux camps, sept pions chacun, selon les règles du jeu des rosettes : les rosettes sont des arrêts obligatoires, et s’arrêter sur l’une d’elles, prendre un pion ou en sortir un fait rejouer. S’y ajoutent les trois pouvoirs. Deux pions d’un camp qui se rejoignent deviennent jumeaux et avancent ensemble. Un pion qui entre sur la case 2 peut être déclaré guerrier : s’il ne s’arrête que sur ses cases (2, 4, 6, 8, 9, 12 et 14) et atteint la dernière rosette, il gagne aussitôt. Enfin, un camp qui tient les trois cases marquées d’yeux (1, 3 et 11) renvoie tous les pions adverses et joue seul. Cette partie montre les trois, et se termine en 38 coups.}
1. L 2 in-c1/warrior
  {en: Light’s first piece enters on c1, square 2, and Light declares it a warrior: it is set face up. The record writes the choice /warrior.}
  {fr: Le premier pion de Clair entre en c1, la case 2, et Clair le déclare guerrier : il est posé face visible. Le relevé écrit ce choix /warrior.}
2. D 1 in-d3
3. L 1 in-d1
4. D 2 in-c3/warrior
  {en: Dark declares a warrior on c3 in turn.}
  {fr: Foncé déclare à son tour un guerrier en c3.}
5. L 2 c1-a1*
  {en: a1, square 4, is both a warrior’s square and a rosette: Light’s warrior keeps its rank and earns another throw, which brings in a second warrior.}
  {fr: a1, la case 4, est à la fois une case du guerrier et une rosette : le guerrier de Clair garde son rang et fait rejouer, et le nouveau lancer fait entrer un second guerrier.}
6. L 2 in-c1/warrior
7. D 1 in-d3
  {en: The new piece enters on d3, where a Dark piece already stands: the two are twins, and from now on one throw moves both. Light does the same on d1.}
  {fr: Le nouveau pion entre en d3, où se trouve déjà un pion foncé : les deux deviennent jumeaux, et désormais un seul lancer les déplace ensemble. Clair fait de même en d1.}
8. L 1 in-d1
9. D 2 c3-a3*
10. D 2 in-c3/warrior
  {en: A second Dark warrior on c3. Follow this one: it will stop on nothing but its own squares until the end.}
  {fr: Un second guerrier foncé en c3. Suivez celui-ci : il ne s’arrêtera plus que sur ses cases, jusqu’à la fin.}
11. L 0 pass
12. D 2 d3-b3
  {en: The twins go from d3 to b3 in one move, onto square 3, one of the three squares marked with eyes.}
  {fr: Les jumeaux vont de d3 en b3 d’un seul coup, sur la case 3, l’une des trois cases marquées d’yeux.}
13. L 1 c1-b1
  {en: A 1 gives Light two moves, and each takes a warrior off its squares. Light moves the one on c1 to b1, square 3: it is turned face down and goes on as an ordinary piece.}
  {fr: Un 1 laisse deux coups à Clair, et chacun fait sortir un guerrier de ses cases. Clair avance celui de c1 en b1, la case 3 : il est retourné face cachée et continue comme un pion ordinaire.}
14. D 1 in-d3
  {en: Dark now holds d3 and b3, squares 1 and 3. The oracle’s vision needs a third piece on g2, square 11.}
  {fr: Foncé tient maintenant d3 et b3, les cases 1 et 3. Pour la vision de l’oracle, il lui manque un pion en g2, la case 11.}
15. L 1 d1-c1
16. D 0 pass
17. L 1 in-d1
18. D 3 a3-c2
  {en: A 3 allows one move only: Dark’s first warrior, on a3, must go to c2, square 7, where no warrior stops. It loses its rank.}
  {fr: Un 3 ne permet qu’un coup : le premier guerrier foncé, en a3, doit aller en c2, la case 7, où aucun guerrier ne s’arrête. Il perd son rang.}
19. L 2 a1-b2
20. D 2 c3-a3*
21. D 2 a3-b2x*
  {en: Dark’s second warrior, on a3 since the previous throw, lands on b2, square 6, and takes Light’s warrior there. A warrior can be taken like any piece: Light’s goes back off the board and loses its rank, and the capture earns Dark another throw.}
  {fr: Le second guerrier foncé, en a3 depuis le lancer précédent, s’arrête en b2, la case 6, et y prend le guerrier de Clair. Un guerrier se prend comme n’importe quel pion : celui de Clair retourne hors du plateau et perd son rang, et la prise fait rejouer Foncé.}
22. D 2 b2-d2*
  {en: On to d2, square 8, the central rosette: still a warrior’s square, and another throw, which declares Dark’s third warrior.}
  {fr: Puis d2, la case 8, la rosette centrale : toujours une case du guerrier, et un nouveau lancer, qui déclare un troisième guerrier foncé.}
23. D 2 in-c3/warrior
24. L 1 b1-a1*
25. L 1 c1-b1
26. D 2 c3-a3*
27. D 1 c2-d2*
  {en: An ordinary Dark piece joins the warrior on d2. On the central rosette pieces stand side by side without forming twins, so a warrior may share it with its own side.}
  {fr: Un pion foncé ordinaire rejoint le guerrier en d2. Sur la rosette centrale, les pions se côtoient sans former de jumeaux : un guerrier peut donc la partager avec son propre camp.}
28. D 1 d2-e2
29. L 2 in-c1/warrior
30. D 1 e2-f2
31. L 0 pass
32. D 1 f2-g2
  {en: The oracle’s vision. Dark has a piece on each of d3, b3 and g2, squares 1, 3 and 11: all five Light pieces on the board go back to start. While the three stay, Light does not play at all, and Dark throws again and again.}
  {fr: La vision de l’oracle. Foncé a un pion sur chacune des cases d3, b3 et g2, les cases 1, 3 et 11 : les cinq pions clairs présents sur le plateau retournent au départ. Tant que les trois restent en place, Clair ne joue plus du tout, et Foncé lance encore et encore.}
33. D 1 d2-e2
34. D 3 e2-h2
  {en: The warrior steps from d2 to e2, then to h2: squares 9 and 12, both its own. It is two squares from g3.}
  {fr: Le guerrier passe de d2 en e2, puis en h2 : les cases 9 et 12, deux cases du guerrier. Il est à deux cases de g3.}
35. D 0 pass
  {en: Three white sides. Another player would lose the turn, but the vision’s holder simply throws again.}
  {fr: Trois faces blanches. Un autre joueur perdrait son tour, mais celui qui tient la vision relance, tout simplement.}
36. D 1 in-d3
37. D 1 a3-a2
  {en: A 1 again, and the three pieces of the vision may not move while another move exists. Both other moves take a warrior off its squares: Dark gives up the rank of the one on a3 and keeps the one on h2.}
  {fr: Encore un 1, et les trois pions de la vision ne peuvent pas bouger tant qu’un autre coup existe. Les deux autres coups font chacun sortir un guerrier de ses cases : Foncé renonce au rang de celui de a3 et garde celui de h2.}
38. D 2 h2-g3#
  {en: The warrior declared at the tenth ply reaches g3, the last rosette, having stopped only on squares 2, 4, 6, 8, 9 and 12. It wins the game at once, with no Dark piece borne off and every Light piece still waiting.}
  {fr: Le guerrier déclaré au dixième coup atteint g3, la dernière rosette, sans s’être arrêté ailleurs que sur les cases 2, 4, 6, 8, 9 et 12. Il gagne aussitôt la partie, alors que Foncé n’a sorti aucun pion et que tous les pions clairs attendent encore.}
= "1(DD)1(DD)2D'1/D5D1/8 D 7/0 0/0 extra=1"
