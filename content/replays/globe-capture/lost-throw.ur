[Ruleset "globe-capture"]
[Title.fr "Le lancer nul"]
[Title.en "The empty throw"]
[Rule "lost-throw"]
[Position "8/2(DL)5/1L6 L 5/6 0/0"]

{en: Light has a soldier on b1, a jailer on c2 and five pieces waiting.}
{fr: Clair a un soldat en b1, un geôlier en c2 et cinq pions en attente.}
1. L 0 b1-a1?lost-throw c2-d2?lost-throw in-d1?lost-throw pass
  {en: No marked side shows: the throw moves nothing, not even a new piece, and Light’s turn is lost.}
  {fr: Aucune face marquée : le lancer ne fait rien avancer, pas même un nouveau pion, et Clair perd son tour.}
2. D 1 in-d3
= "3D4/2(DL)5/1L6 L 5/5 0/0"
