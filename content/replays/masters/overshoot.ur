[Ruleset "masters"]
[Title.fr "Sortir avec le compte exact"]
[Title.en "Bearing off needs the exact count"]
[Rule "overshoot"]
[Position "8/8/6L1 L 6/7 0/0"]

{en: A Light piece is on g1, the last square of its road: exactly one more step takes it off.}
{fr: Un pion clair est en g1, la dernière case de son chemin : il lui faut exactement un pas de plus pour sortir.}
1. L 2 g1-out?overshoot in-c1
  {en: A two is one too many: the piece may not leave. Light enters a piece on c1.}
  {fr: Un deux, c’est un de trop : le pion ne peut pas sortir. Clair fait entrer un pion en c1.}
2. D 1 in-d3
3. L 1 g1-out
  {en: A one is the exact count: the piece leaves the board.}
  {fr: Un lancer de un donne le compte exact : le pion sort du plateau.}
= "3D4/8/2L5 D 5/6 1/0"
