[Ruleset "ten-soldiers"]
[Title.fr "Arriver au compte exact"]
[Title.en "Arriving by the exact count"]
[Rule "overshoot"]
[Position "8/7L/8 L 9/10 0/0"]

{en: A Light soldier stands on h2, square 12, two squares short of g1.}
{fr: Un soldat clair se tient en h2, case 12, à deux cases de g1.}
1. L 3 h2-out?overshoot in-b1
  {en: A three would take it past g1, off the route: refused. Light brings in a soldier.}
  {fr: Un trois lui ferait dépasser g1, hors du parcours : refusé. Clair fait entrer un soldat.}
2. D 1 in-d3
3. L 2 h2-g1=
  {en: Exactly two: the soldier reaches g1 and turns red.}
  {fr: Exactement deux : le soldat atteint g1 et devient rouge.}
4. D 1 d3-c3
5. L 1 g1-out?overshoot b1-a1
  {en: Even a red soldier never leaves the board.}
  {fr: Même un soldat rouge ne quitte jamais le plateau.}
= "2D5/8/L5L'1 D 8/9 0/0"
