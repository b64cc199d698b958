[Ruleset "akalamdung"]
[Title.fr "Le lancer nul"]
[Title.en "The empty throw"]
[Rule "lost-throw"]
[Position "8/8/1L6 L 6/7 0/0"]

{en: Light has a piece on b1 and six waiting.}
{fr: Clair a un pion en b1 et six en attente.}
1. L 0 b1-a1?lost-throw in-d1?lost-throw pass
  {en: Three white sides: the throw moves nothing, not even a new piece, and Light’s turn is lost.}
  {fr: Trois faces blanches : le lancer ne fait rien avancer, pas même un nouveau pion, et Clair perd son tour.}
2. D 1 in-d3
= "3D4/8/1L6 L 6/6 0/0"
