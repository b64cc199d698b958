[Ruleset "bell"]
[Title.fr "La table de Bell"]
[Title.en "Bell’s table"]
[Rule "dice"]
[Position "8/L7/8 L 6/7 0/0 tokens=15/15 pool=10"]

{en: Three two-sided dice are thrown and the marked faces counted. Bell’s table turns the count into a move: 0 moves 4, 1 moves nothing, 2 moves 1, 3 moves 5.}
{fr: On lance trois dés à deux faces et on compte les faces marquées. La table de Bell en fait un déplacement : 0 avance de 4, 1 ne fait rien avancer, 2 avance de 1, 3 avance de 5.}
1. L 0 a2-e2*
= "8/4L3/8 L 6/7 0/0 extra=1 tokens=15/15 pool=10"
  {en: No marked face: the piece moves four squares, and Light throws again.}
  {fr: Aucune face marquée : le pion avance de quatre cases, et Clair relance.}
2. L 2 e2-f2*
  {en: Two marked faces: one square, and another throw.}
  {fr: Deux faces marquées : une case, et un nouveau lancer.}
3. L 3 in-a2*
  {en: Three marked faces: five squares, here a new piece onto a2, and another throw.}
  {fr: Trois faces marquées : cinq cases, ici un nouveau pion en a2, et un nouveau lancer.}
4. L 1 a2-b2?lost-throw pass
= "8/L4L2/8 D 5/7 0/0 tokens=15/15 pool=10"
  {en: One marked face moves nothing and gives no new throw: Dark’s turn.}
  {fr: Une seule face marquée ne fait rien avancer et ne donne pas de nouveau lancer : c’est au tour de Foncé.}

[Ruleset "bell"]
[Title.fr "Le lancer supplémentaire reste acquis même sans coup"]
[Title.en "The extra throw holds even with no move"]
[Rule "dice"]

{en: Every Light piece is still waiting, and only a five brings one in.}
{fr: Tous les pions clairs attendent encore, et seul un cinq en fait entrer un.}
1. L 0 in-a1?enter-needs-five pass
= "8/8/8 L 7/7 0/0 extra=1 tokens=15/15 pool=10"
  {en: A four cannot be played, so Light passes. Our reading: the throw still earns its extra throw, so Light throws again.}
  {fr: Un quatre ne peut pas être joué, Clair passe. Notre lecture : ce lancer donne quand même son lancer supplémentaire, Clair relance donc.}
2. L 2 pass
  {en: Same with a one-square move: nothing to play, but Light keeps throwing.}
  {fr: De même pour un déplacement d’une case : rien à jouer, mais Clair continue de lancer.}
3. L 3 in-a2*
4. L 1 pass
= "8/L7/8 D 6/7 0/0 tokens=15/15 pool=10"
  {en: Only the throw with one marked face ends the turn.}
  {fr: Seul le lancer à une face marquée met fin au tour.}
