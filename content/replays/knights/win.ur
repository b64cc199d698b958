[Ruleset "knights"]
[Title.fr "La victoire"]
[Title.en "Winning"]
[Rule "win"]
[Position "8/2L1D3/8 L 6/0 0/0 removed=0/6"]

{en: Dark has lost six pieces; its last one stands on e2.}
{fr: Foncé a perdu six pions ; le dernier est en e2.}
1. L 2 c2-e2x#
  {en: Light takes it prisoner: Dark has no free piece left, and Light wins.}
  {fr: Clair le fait prisonnier : Foncé n’a plus aucun pion libre, et Clair gagne.}
= "8/4(DL)3/8 L 6/0 0/0 removed=0/6"
2. D 3 e2-h2?game-over
  {en: The game is over: nothing more can be played.}
  {fr: La partie est finie : plus rien ne peut se jouer.}

[Ruleset "knights"]
[Title.fr "Gagner avec des prisonniers en route"]
[Title.en "Winning with prisoners on the way"]
[Rule "win"]
[Position "8/D4(DL)2/8 L 6/0 0/0 removed=0/5"]

{en: Dark has lost five pieces, a sixth is a prisoner on f2, and the seventh stands on a2.}
{fr: Foncé a perdu cinq pions, un sixième est prisonnier en f2 et le septième est en a2.}
1. L 5 in-a2x#
  {en: Light enters with a five and takes the last free Dark piece. The prisoner on f2 need not reach a goal square: Light has won.}
  {fr: Clair entre avec un 5 et prend le dernier pion foncé libre. Le prisonnier de f2 n’a pas besoin d’atteindre une case de but : Clair a gagné.}
= "8/(DL)4(DL)2/8 L 5/0 0/0 removed=0/5"
2. D 1 a2-b2?game-over
  {en: Dark can no longer play.}
  {fr: Foncé ne peut plus jouer.}
