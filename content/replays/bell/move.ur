[Ruleset "bell"]
[Title.fr "Un pion avance du lancer entier"]
[Title.en "One piece moves by the whole throw"]
[Rule "move"]
[Position "8/L1L1D3/8 L 5/6 0/0 tokens=15/15 pool=10"]

{en: Light has pieces on a2 and c2, Dark one on e2.}
{fr: Clair a des pions en a2 et c2, Foncé un pion en e2.}
1. L 0 e2-h1?no-piece d2-h2?no-piece a2-b2?wrong-distance c2-g2*
= "8/L3D1L1/8 L 5/6 0/0 extra=1 tokens=15/15 pool=10"
  {en: Light may move neither Dark’s piece nor an empty square, and may not move less than the four squares thrown. The c2 piece goes four squares, jumping over e2.}
  {fr: Clair ne peut déplacer ni le pion de Foncé ni une case vide, ni avancer de moins que les quatre cases du lancer. Le pion de c2 avance de quatre cases en sautant par-dessus e2.}
2. L 3 a2-b2?wrong-distance a2-f2*
  {en: The five cannot be split between pieces: one piece moves all five squares.}
  {fr: Le cinq ne se partage pas entre plusieurs pions : un seul pion avance des cinq cases.}
3. L 1 pass
