[Ruleset "finkel"]
[Title.fr "Tout le lancer pour un seul pion"]
[Title.en "The whole throw for one piece"]
[Rule "move"]
[Position "8/2L1D3/1L6 L 5/6 0/0"]

{en: Light has pieces on b1 and c2; a Dark piece stands on e2.}
{fr: Clair a des pions en b1 et en c2 ; un pion de Foncé se trouve en e2.}
1. L 3 b1-a1?wrong-distance e2-h2?no-piece c2-f2
  {en: b1 to a1 is a single step, not three: refused. The piece on e2 belongs to Dark: refused. The c2 piece goes the full three squares and hops over the Dark piece on its way to f2.}
  {fr: De b1 à a1, il n’y a qu’un pas, et non trois : refusé. Le pion de e2 appartient à Foncé : refusé. Le pion de c2 fait les trois cases et saute par-dessus le pion de Foncé pour arriver en f2.}
= "8/4DL2/1L6 D 5/6 0/0"
2. D 2 e2-c2?wrong-distance e2-g2
  {en: Pieces never go backwards: e2 to c2 is refused, and Dark moves forward to g2, past the Light piece.}
  {fr: Un pion ne recule jamais : de e2 à c2, c’est refusé, et Foncé avance jusqu’en g2, au-delà du pion de Clair.}
= "8/5LD1/1L6 L 5/6 0/0"
