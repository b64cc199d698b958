[Ruleset "ten-soldiers"]
[Title.fr "Faire entrer un soldat"]
[Title.en "Bringing a soldier in"]
[Rule "enter"]
[Position "8/8/8 L 10/10 0/0"]

{en: Every soldier starts off the board. A throw of n brings one in on the nth square of its route.}
{fr: Tous les soldats commencent hors du plateau. Un lancer de n en fait entrer un sur la n-ième case de son parcours.}
1. L 2 in-d1?wrong-distance in-c1
  {en: A two brings the soldier to the second square, c1, not to d1.}
  {fr: Un deux fait entrer le soldat sur la deuxième case, c1, et non en d1.}
2. D 5 in-a2
  {en: A five goes past the camp: the new soldier lands on a2, the first square of the battlefield.}
  {fr: Un cinq dépasse le camp : le nouveau soldat arrive en a2, la première case du champ de bataille.}
3. L 4 in-a1
4. D 1 a2-b2
  {en: Instead of bringing in another soldier, a player may move one already on the board.}
  {fr: Au lieu de faire entrer un autre soldat, un joueur peut avancer un soldat déjà sur le plateau.}
= "8/1D6/L1L5 L 8/9 0/0"

[Ruleset "ten-soldiers"]
[Title.fr "Entrer sur un ennemi"]
[Title.en "Coming in on an enemy"]
[Rule "enter"]
[Position "8/D7/8 L 10/9 0/0"]

{en: A Dark soldier stands on a2, the fifth square of both routes.}
{fr: Un soldat foncé se tient en a2, la cinquième case des deux parcours.}
1. L 5 in-a2x
  {en: A soldier brought in with a five lands on it and takes it prisoner, as any move would.}
  {fr: Un soldat qui entre grâce à un cinq tombe sur lui et le fait prisonnier, comme le ferait tout autre coup.}
= "8/(DL)7/8 D 9/9 0/0"
