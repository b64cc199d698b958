[Ruleset "akalamdung"]
[Title.fr "Avancer un pion"]
[Title.en "Moving a piece"]
[Rule "move"]
[Position "8/L7/2L5 L 5/7 0/0"]

{en: Light has pieces on a2 and c1, and throws a two.}
{fr: Clair a des pions en a2 et en c1, et obtient un deux.}
1. L 2 d2-f2?no-piece c1-b1?wrong-distance a2-b2?wrong-distance a2-c2
  {en: Light has no piece on d2. The two cannot be split or shortened: the a2 piece goes the whole two squares, to c2.}
  {fr: Clair n’a pas de pion en d2. Le deux ne se partage pas et ne se raccourcit pas : le pion de a2 avance de deux cases entières, jusqu’en c2.}
2. D 1 in-d3
= "3D4/2L5/2L5 L 5/6 0/0"
