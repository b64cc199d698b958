[Ruleset "ten-soldiers"]
[Title.fr "Les rouges restent hors du camp de départ"]
[Title.en "Red soldiers stay out of the starting camp"]
[Rule "beyond-range"]
[Position "8/2L'5/8 L 9/10 0/0"]

{en: A red Light soldier stands on c2, square 7.}
{fr: Un soldat rouge de Clair se tient en c2, case 7.}
1. L 3 c2-a1?beyond-range c2-f2
  {en: Going back three would take it to a1, in its starting camp, where red soldiers do not go: it goes forward instead.}
  {fr: Reculer de trois le mènerait en a1, dans son camp de départ, où les rouges ne vont pas : il avance plutôt.}
2. D 1 in-d3
3. L 5 f2-a2
  {en: a2, square 5, is as far back as a red soldier goes.}
  {fr: a2, la case 5, est le point le plus reculé qu’atteigne un soldat rouge.}
= "3D4/L'7/8 D 9/9 0/0"
