[Ruleset "knights"]
[Title.fr "Qui commence"]
[Title.en "Who starts"]
[Rule "opening"]
[Opening "3:3 2:4"]

{en: Each player throws the die once. Three against three is a tie, thrown again: Dark’s four beats Light’s two.}
{fr: Chaque joueur lance le dé une fois. Trois contre trois : égalité, on relance. Le 4 de Foncé bat le 2 de Clair.}
1. D 4 in-a3
  {en: Dark throws again, and this new throw is its first move.}
  {fr: Foncé relance, et ce nouveau lancer est son premier coup.}
2. L 2 in-c1
= "D7/8/2L5 D 6/6 0/0"

[Ruleset "knights"]
[Title.fr "Un 6 ne vaut rien au tirage"]
[Title.en "A six is worth nothing in the opening"]
[Rule "opening"]
[Opening "6:6 6:2"]

{en: Two sixes tie. Then Light throws a six again and Dark a two: a six moves nothing, so it counts for less than any other face, and Dark starts.}
{fr: Deux 6 : égalité. Puis Clair refait 6 et Foncé 2 : un 6 ne fait rien avancer, il compte donc moins que toute autre face, et Foncé commence.}
1. D 2 in-c3
  {en: Dark’s first move, with a new throw.}
  {fr: Premier coup de Foncé, sur un nouveau lancer.}
2. L 1 in-d1
= "2D5/8/3L4 D 6/6 0/0"
