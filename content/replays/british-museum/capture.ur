[Ruleset "british-museum"]
[Title.fr "Prendre un pion adverse"]
[Title.en "Taking an opponent’s piece"]
[Rule "capture"]
[Position "8/1L2D3/8 L 4/4 0/0"]

{en: A Light piece on b2 is three squares behind a Dark piece on e2.}
{fr: Un pion de Clair en b2 est à trois cases derrière un pion de Foncé en e2.}
1. L 3 b2-e2x
  {en: Light lands on e2 and takes the Dark piece, which goes back off the board to wait again.}
  {fr: Clair arrive en e2 et prend le pion de Foncé, qui retourne hors du plateau et attend de nouveau.}
= "8/4L3/8 D 4/5 0/0"
2. D 1 in-d3
  {en: The captured piece must start its route again from the beginning.}
  {fr: Le pion pris doit recommencer son parcours depuis le début.}
= "3D4/4L3/8 L 4/4 0/0"
