[Ruleset "murray"]
[Title.fr "Un seul pion avance de tout le lancer"]
[Title.en "One piece moves the whole throw"]
[Rule "move"]
[Position "8/2L5/2L5 L 5/7 0/0"]

{en: Light has pieces on c1 and c2 and throws 3.}
{fr: Clair a des pions en c1 et en c2 et fait 3.}
1. L 3 b1-a2?no-piece c1-b1?wrong-distance c2-f2
  {en: There is no Light piece on b1 to move. Taking c1 only one step is refused: the throw cannot be shortened or shared between pieces. The c2 piece goes the full three squares, to f2.}
  {fr: Clair n’a pas de pion en b1. Avancer c1 d’une seule case est refusé : le lancer ne se raccourcit pas et ne se partage pas entre pions. Le pion de c2 avance des trois cases, jusqu’en f2.}
2. D 1 in-d3
= "3D4/5L2/2L5 L 5/6 0/0"
