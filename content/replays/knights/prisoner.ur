[Ruleset "knights"]
[Title.fr "Un prisonnier ne bouge pas seul"]
[Title.en "A prisoner does not move on its own"]
[Rule "prisoner"]
[Position "8/2(DL)5/8 D 6/6 0/0"]

{en: A Dark piece on c2 is held prisoner under a Light piece.}
{fr: Un pion foncé est prisonnier en c2, sous un pion clair.}
1. D 3 c2-f2?prisoner in-b3
  {en: The prisoner cannot move: it goes only where its captor takes it. Dark enters a piece instead.}
  {fr: Le prisonnier ne peut pas bouger : il ne va que là où son geôlier l’emmène. Foncé fait entrer un pion à la place.}
= "1D6/2(DL)5/8 L 6/5 0/0"
