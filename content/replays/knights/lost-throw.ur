[Ruleset "knights"]
[Title.fr "Le 6 ne fait rien avancer"]
[Title.en "A six moves nothing"]
[Rule "lost-throw"]
[Position "8/8/1L6 L 6/7 0/0"]

{en: Light has a piece on b1 and six waiting.}
{fr: Clair a un pion en b1 et six en attente.}
1. L 6 b1-a1?lost-throw in-d1?lost-throw pass
  {en: A six moves nothing, not even a new piece: Light’s turn is lost.}
  {fr: Un 6 ne fait rien avancer, pas même un nouveau pion : Clair perd son tour.}
2. D 1 in-d3
= "3D4/8/1L6 L 6/6 0/0"
