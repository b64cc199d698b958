[Ruleset "globe-capture"]
[Title.fr "La case 14 au compte exact"]
[Title.en "Square 14 by the exact count"]
[Rule "overshoot"]
[Position "8/7L/8 L 6/7 0/0"]

{en: A Light soldier on h2 is two squares from g1, the end of its route.}
{fr: Un soldat clair en h2 est à deux cases de g1, la fin de son parcours.}
1. L 3 h2-out?overshoot in-b1
  {en: A three would take it beyond g1, and no piece leaves the board in this game: refused. Light enters a piece instead.}
  {fr: Un trois le mènerait au-delà de g1, et aucun pion ne sort du plateau dans ce jeu : refusé. Clair fait entrer un pion à la place.}
2. D 1 in-d3
3. L 2 h2-g1=
  {en: The exact two brings it to g1, where it is promoted.}
  {fr: Le deux exact l’amène en g1, où il est promu.}
= "3D4/8/1L4L'1 D 5/6 0/0"

[Ruleset "globe-capture"]
[Title.fr "Après g1, plus rien"]
[Title.en "Nothing beyond g1"]
[Rule "overshoot"]
[Position "8/8/6L'1 L 6/7 0/0"]

{en: A Light officer stands on g1, square 14.}
{fr: Un officier clair se tient en g1, case 14.}
1. L 1 g1-out?overshoot g1-h1
  {en: Even an officer cannot go on past g1: it can only turn back, here to h1.}
  {fr: Même un officier ne peut pas aller au-delà de g1 : il ne peut que revenir en arrière, ici en h1.}
= "8/8/7L' D 6/7 0/0"
2. D 1 in-d3
