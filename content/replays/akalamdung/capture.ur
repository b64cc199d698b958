[Ruleset "akalamdung"]
[Title.fr "Prendre un pion adverse"]
[Title.en "Capturing"]
[Rule "capture"]
[Position "8/L1D5/8 L 6/6 0/0"]

{en: Light has a piece on a2, two squares behind a single Dark piece on c2.}
{fr: Clair a un pion en a2, deux cases derrière un pion foncé seul en c2.}
1. L 2 a2-c2x*
  {en: Light lands on c2 and takes the Dark piece’s place; the Dark piece goes back off the board to start again.}
  {fr: Clair arrive en c2 et prend la place du pion foncé, qui retourne hors du plateau et devra tout recommencer.}
= "8/2L5/8 L 6/7 0/0 extra=1"
2. L 1 in-d1
3. D 1 in-d3
