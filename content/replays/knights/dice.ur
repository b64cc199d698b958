[Ruleset "knights"]
[Title.fr "Ce que vaut un lancer"]
[Title.en "What a throw is worth"]
[Rule "dice"]
[Position "8/8/8 L 7/7 0/0"]

{en: One ordinary die is thrown. A 1 to 5 moves a piece that many squares; a 6 moves nothing.}
{fr: On lance un dé ordinaire. De 1 à 5, il fait avancer un pion d’autant de cases ; un 6 ne fait rien avancer.}
1. L 5 in-a2
  {en: A five, the best throw, brings a piece straight onto a2, the fifth square.}
  {fr: Un 5, le meilleur lancer, fait entrer un pion directement en a2, la cinquième case.}
2. D 6 in-d3?lost-throw pass
  {en: A six means no move: Dark’s turn is lost.}
  {fr: Un 6 signifie « pas de mouvement » : Foncé perd son tour.}
3. L 3 a2-c2?wrong-distance a2-d2
  {en: A three is three squares, no fewer.}
  {fr: Un 3 vaut trois cases, pas moins.}
4. D 1 in-d3
= "3D4/3L4/8 L 6/6 0/0"
