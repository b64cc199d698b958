[Ruleset "murray"]
[Title.fr "Prendre un pion adverse"]
[Title.en "Taking an opposing piece"]
[Rule "capture"]
[Position "8/L1D5/8 L 6/6 0/0"]

{en: A Light piece on a2, a Dark piece on c2, and Light throws 2.}
{fr: Un pion clair en a2, un pion foncé en c2, et Clair fait 2.}
1. L 2 a2-c2x
  {en: Light lands on c2 and takes the Dark piece, which goes back off the board to start again.}
  {fr: Clair s’arrête en c2 et prend le pion foncé, qui retourne hors du plateau pour repartir de zéro.}
= "8/2L5/8 D 6/7 0/0"
2. D 1 in-d3

[Ruleset "murray"]
[Title.fr "Une prise dans la rangée de l’adversaire"]
[Title.en "A capture in the opponent’s lane"]
[Rule "capture"]
[Position "7D/7L/8 L 6/6 0/0"]

{en: At the far end Murray’s track leads Light into Dark’s lane. A Light piece is on h2, a Dark piece on h3.}
{fr: Au bout du plateau, le parcours de Murray mène Clair dans la rangée de Foncé. Un pion clair est en h2, un pion foncé en h3.}
1. L 1 h2-h3x
  {en: Light steps onto h3, in Dark’s own lane, and takes the piece there.}
  {fr: Clair avance en h3, dans la rangée même de Foncé, et y prend le pion.}
= "7L/8/8 D 6/7 0/0"
2. D 2 in-c3

[Ruleset "murray"]
[Title.fr "Prendre un pion sur le chemin du retour"]
[Title.en "Taking a piece on its way home"]
[Rule "capture"]
[Position "8/1L2D~3/8 L 6/6 0/0"]

{en: The Dark piece on e2 has gone round the far end and is coming back (the ~): it has covered 19 of its 27 squares.}
{fr: Le pion foncé de e2 a fait le tour du bout du plateau et revient (le ~) : il a déjà parcouru 19 de ses 27 cases.}
1. L 3 b2-e2x
  {en: Light takes it all the same: the whole journey is lost and the piece starts again from nothing.}
  {fr: Clair le prend quand même : tout le trajet est perdu et le pion repart de zéro.}
= "8/4L3/8 D 6/7 0/0"
2. D 1 in-d3
