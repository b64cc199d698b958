[Ruleset "british-museum"]
[Title.fr "Sortir avec le compte exact"]
[Title.en "Bearing off with the exact count"]
[Rule "overshoot"]
[Position "8/8/6L1 L 2/5 2/0"]

{en: A Light piece is on g1, the last square: it needs exactly one more step to leave.}
{fr: Un pion de Clair est en g1, la dernière case : il lui faut exactement un pas de plus pour sortir.}
1. L 2 g1-out?overshoot in-c1
  {en: A two is one too many: the piece may not leave. Light enters a piece instead.}
  {fr: Un deux est de trop : le pion ne peut pas sortir. Clair fait plutôt entrer un pion.}
2. D 0 pass
3. L 1 g1-out
  {en: A one is the exact count: the piece leaves the board.}
  {fr: Un lancer de un donne le compte exact : le pion sort du plateau.}
= "8/8/2L5 D 1/5 3/0"
