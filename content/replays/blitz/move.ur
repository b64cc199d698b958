[Ruleset "blitz"]
[Title.fr "Un pion, tout le lancer"]
[Title.en "One piece, the whole throw"]
[Rule "move"]
[Position "8/1L4D1/2L5 L 3/4 0/0"]

{en: Light has pieces on c1 and b2; a Dark piece is on g2.}
{fr: Clair a des pions en c1 et en b2 ; un pion de Foncé est en g2.}
1. L 3 c1-a1?wrong-distance g2-h3?no-piece b2-e2
  {en: c1 to a1 is two steps, not three: refused. g2 holds a Dark piece, not a Light one: refused. Light moves b2 three squares, to e2.}
  {fr: De c1 à a1, il y a deux pas, et non trois : refusé. En g2 se trouve un pion de Foncé, pas de Clair : refusé. Clair avance le pion de b2 de trois cases, jusqu’en e2.}
2. D 2 g2-h1
  {en: Dark’s piece turns off the middle lane into Light’s lane: g1, then h1.}
  {fr: Le pion de Foncé quitte la rangée centrale pour la rangée de Clair : g1, puis h1.}
= "8/4L3/2L4D L 3/4 0/0"
