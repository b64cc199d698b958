[Ruleset "blitz"]
[Title.fr "Sortir au compte exact"]
[Title.en "Leaving on the exact count"]
[Rule "overshoot"]
[Position "8/8/7L L 3/5 1/0"]

{en: A Light piece is on h1, its fifteenth square: it leaves with exactly two more steps.}
{fr: Un pion de Clair est en h1, sa quinzième case : il sort avec exactement deux pas de plus.}
1. L 3 h1-out?overshoot in-b1
  {en: A three is one too many: refused. Light enters a piece on b1.}
  {fr: Un trois, c’est un de trop : refusé. Clair fait entrer un pion en b1.}
2. D 1 in-d3
3. L 2 h1-out
  {en: Two is exact: the piece goes off.}
  {fr: Deux, c’est exact : le pion sort.}
= "3D4/8/1L6 D 2/4 2/0"
