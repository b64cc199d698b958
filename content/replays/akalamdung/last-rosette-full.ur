[Ruleset "akalamdung"]
[Title.fr "Un seul pion sur la dernière rosette"]
[Title.en "One piece on the last rosette"]
[Rule "last-rosette-full"]
[Position "8/6L1/6L1 L 5/7 0/0"]

{en: Light has a piece on the last rosette g1 and another on g2, three squares behind.}
{fr: Clair a un pion sur la dernière rosette, g1, et un autre en g2, trois cases derrière.}
1. L 3 g2-g1?last-rosette-full in-b1
  {en: g1 holds one piece only, even of the same side: no twins there. Light enters a piece instead.}
  {fr: g1 n’accueille qu’un pion, même du même camp : pas de jumeaux ici. Clair fait entrer un pion à la place.}
2. D 0 pass
3. L 1 g1-out*
4. L 3 g2-g1*
  {en: g1 is free again, and the g2 piece can stop there.}
  {fr: g1 est de nouveau libre : le pion de g2 peut s’y arrêter.}
= "8/8/1L4L1 L 4/7 1/0 extra=1"
