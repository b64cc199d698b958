[Ruleset "late"]
[Title.fr "Un seul pion avance de tout le lancer"]
[Title.en "One piece moves by the whole throw"]
[Rule "move"]
[Position "8/4(L1)(D1)(L2)1/8 L 3/4 0/0 tokens=15/15 pool=20"]

{en: Light’s pieces 1 and 2 are on e2 and g2; Dark’s piece 1 stands between them on f2.}
{fr: Les pions 1 et 2 de Clair sont en e2 et en g2 ; le pion 1 de Foncé est entre eux, en f2.}
1. L 3 d1-a1?no-piece e2-f2?wrong-distance e2-h2
  {en: Light has no piece on d1 to move. The three cannot be cut down or split: one step from e2 is refused. Piece 1 goes the whole three squares, jumping over both pieces in its way, which count in the three.}
  {fr: Clair n’a pas de pion en d1 à déplacer. Le trois ne se réduit pas et ne se partage pas : un seul pas depuis e2 est refusé. Le pion 1 avance de trois cases entières, en sautant par-dessus les deux pions sur son chemin, qui comptent dans les trois.}
= "8/5(D1)(L2)(L1)/8 D 3/4 0/0 tokens=15/15 pool=20"
2. D 3 f2-h3
  {en: Dark’s piece also jumps over the Light piece on g2 and leaves the middle lane for h3, square 13.}
  {fr: Le pion de Foncé saute lui aussi par-dessus le pion de Clair en g2 et quitte la rangée du milieu pour h3, case 13.}
= "7(D1)/6(L2)(L1)/8 L 3/4 0/0 tokens=15/15 pool=20"
