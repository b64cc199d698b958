[Ruleset "knights"]
[Title.fr "Avancer un pion"]
[Title.en "Moving a piece"]
[Rule "move"]
[Position "8/L7/2L5 L 5/7 0/0"]

{en: Light has pieces on a2 and c1, and throws a two.}
{fr: Clair a des pions en a2 et en c1, et obtient un 2.}
1. L 2 d2-f2?no-piece c1-b1?wrong-distance a2-b2?wrong-distance a2-c2
  {en: Light has no piece on d2. The two moves one piece two squares: it cannot be split, nor used for one square. The a2 piece goes to c2.}
  {fr: Clair n’a pas de pion en d2. Le 2 fait avancer un seul pion de deux cases : il ne se partage pas et ne sert pas à faire une seule case. Le pion de a2 va en c2.}
2. D 1 in-d3
= "3D4/2L5/2L5 L 5/6 0/0"
