[Ruleset "globe-capture"]
[Title.fr "Avancer un pion"]
[Title.en "Moving a piece"]
[Rule "move"]
[Position "8/L3D3/2L5 L 5/6 0/0"]

{en: Light has soldiers on a2 and c1, Dark one on e2. Light throws a two.}
{fr: Clair a des soldats en a2 et en c1, Foncé un en e2. Clair obtient un deux.}
1. L 2 d2-f2?no-piece e2-g2?no-piece c1-b1?wrong-distance a2-b2?wrong-distance a2-c2
  {en: Light has no piece on d2, and the piece on e2 is Dark’s. The two cannot be split between pieces nor cut short: the a2 soldier goes the whole two squares to c2.}
  {fr: Clair n’a pas de pion en d2, et celui de e2 est à Foncé. Le deux ne se partage pas entre deux pions et ne s’écourte pas : le soldat de a2 avance de deux cases entières, jusqu’en c2.}
2. D 1 e2-f2
= "8/2L2D2/2L5 L 5/6 0/0"
