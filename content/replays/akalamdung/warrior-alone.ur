[Ruleset "akalamdung"]
[Title.fr "Le guerrier reste seul"]
[Title.en "The warrior stays alone"]
[Rule "warrior-alone"]
[Position "8/8/L1L'L4 L 4/7 0/0"]

{en: Light’s warrior stands on c1, between Light pieces on a1 and d1.}
{fr: Le guerrier clair est en c1, entre des pions clairs en a1 et en d1.}
1. L 2 c1-a1?warrior-alone in-c1?warrior-alone d1-b1
  {en: The warrior may not join the a1 piece, and no piece may join the warrior: no twins with a warrior. The d1 piece moves instead.}
  {fr: Le guerrier ne peut pas rejoindre le pion de a1, et aucun pion ne peut le rejoindre : pas de jumeaux avec un guerrier. Le pion de d1 avance à la place.}
= "8/8/LLL'5 D 4/7 0/0"
2. D 1 in-d3

[Ruleset "akalamdung"]
[Title.fr "Le guerrier sur la rosette centrale"]
[Title.en "The warrior on the central rosette"]
[Rule "warrior-alone"]
[Position "8/1L'1L4/8 L 5/7 0/0"]

{en: Light’s warrior stands on b2; an ordinary Light piece is on the central rosette d2.}
{fr: Le guerrier clair est en b2 ; un pion clair ordinaire occupe la rosette centrale d2.}
1. L 2 b2-d2*
  {en: d2 holds any number of pieces and no twins form there, so the warrior may stop beside its own piece, and stays a warrior.}
  {fr: d2 accueille autant de pions qu’on veut et aucun jumeau ne s’y forme : le guerrier peut donc s’arrêter à côté d’un pion de son camp, et reste guerrier.}
= "8/3(LL')4/8 L 5/7 0/0 extra=1"
