[Ruleset "masters"]
[Title.fr "Prendre un pion adverse"]
[Title.en "Taking an opponent’s piece"]
[Rule "capture"]
[Position "8/L1D5/8 L 6/6 0/0"]

{en: Light has a piece on a2, Dark one on c2 in the middle lane.}
{fr: Clair a un pion en a2, Foncé un pion en c2, dans la rangée du milieu.}
1. L 2 a2-c2x
  {en: Light lands on c2 and takes the Dark piece: it goes back off the board and waits to enter again.}
  {fr: Clair s’arrête en c2 et prend le pion foncé : il retourne hors du plateau et devra entrer de nouveau.}
= "8/2L5/8 D 6/7 0/0"
2. D 3 in-b3
  {en: The captured piece starts again from the beginning.}
  {fr: Le pion pris repart du début.}
= "1D6/2L5/8 L 6/6 0/0"

[Ruleset "masters"]
[Title.fr "Prises au bout du plateau, où les chemins se croisent"]
[Title.en "Captures at the far end, where the roads cross"]
[Rule "capture"]
[Position "7D/6L1/6DL L 5/5 0/0"]

{en: The long road takes Light through g3 and h3 in Dark’s lane, and Dark through g1 and h1 in Light’s lane. Dark has pieces on h3 and g1, Light on g2 and h1.}
{fr: Le long chemin fait passer Clair par g3 et h3 dans la rangée de Foncé, et Foncé par g1 et h1 dans celle de Clair. Foncé a des pions en h3 et g1, Clair en g2 et h1.}
1. L 2 g2-h3x
  {en: Light moves g2 to h3 through g3 and takes the Dark piece in Dark’s own lane.}
  {fr: Clair avance de g2 en h3 en passant par g3 et prend le pion foncé dans la rangée même de Foncé.}
= "7L/8/6DL D 5/6 0/0"
2. D 1 g1-h1x
  {en: Dark answers in Light’s lane: from g1 to h1, it takes the Light piece.}
  {fr: Foncé répond dans la rangée de Clair : de g1 en h1, il prend le pion clair.}
= "7L/8/7D L 6/6 0/0"
