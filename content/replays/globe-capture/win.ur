[Ruleset "globe-capture"]
[Title.fr "La victoire"]
[Title.en "Winning"]
[Rule "win"]
[Position "8/1(LLD')1D1L2/8 D 0/4 0/0 removed=4/1"]

{en: Four Light pieces are out of the game and two are prisoners of the Dark officer on b2. Light’s last free piece is on f2, two squares ahead of a Dark soldier on d2.}
{fr: Quatre pions clairs sont hors jeu et deux sont prisonniers de l’officier foncé de b2. Le dernier pion libre de Clair est en f2, deux cases devant un soldat foncé en d2.}
1. D 2 d2-f2x#
  {en: Dark takes it: Light has no free piece left, and Dark wins at once, before its prisoners reach g3.}
  {fr: Foncé le prend : Clair n’a plus aucun pion libre, et Foncé gagne aussitôt, sans attendre que ses prisonniers atteignent g3.}
= "8/1(LLD')3(LD)2/8 D 0/4 0/0 removed=4/1"
2. L 1 b2-c2?game-over
  {en: The game is over: nothing more can be played.}
  {fr: La partie est finie : plus rien ne se joue.}

[Ruleset "globe-capture"]
[Title.fr "Pourquoi la dernière prise suffit"]
[Title.en "Why the last capture is enough"]
[Rule "win"]
[Position "8/4(DDL)1D(DDL)/6L'(DDL) L 0/0 0/0 removed=3/0"]

{en: Dark’s last free soldier is on g2. Light’s pieces on e2, h2 and h1 each hold two Dark prisoners, and a Light officer stands on g1.}
{fr: Le dernier soldat foncé libre est en g2. Les pions clairs de e2, h2 et h1 gardent chacun deux prisonniers foncés, et un officier clair se tient en g1.}
1. L 2 e2-g2x#
  {en: Light takes the last free Dark piece and wins. Had the prisoners still to reach g1, the game would never end: Light’s pieces on g2, h2, h1 and g1 now block one another whatever the throw, and Dark has nothing left to move.}
  {fr: Clair prend le dernier pion foncé libre et gagne. S’il fallait encore mener les prisonniers en g1, la partie ne finirait jamais : les pions clairs de g2, h2, h1 et g1 se bloquent désormais les uns les autres quel que soit le lancer, et Foncé n’a plus rien à jouer.}
= "8/6(DDDL)(DDL)/6L'(DDL) L 0/0 0/0 removed=3/0"
2. D 3 g2-h2?game-over
3. L 1 g2-h2?game-over
  {en: The game is over: any attempt, by either side, is refused.}
  {fr: La partie est finie : toute tentative, de l’un ou l’autre camp, est refusée.}
