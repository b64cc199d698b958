[Ruleset "blitz"]
[Title.fr "Une prise dans la rangée centrale"]
[Title.en "A capture in the middle lane"]
[Rule "capture"]
[Position "8/L1D5/8 L 4/4 0/0"]

{en: A Light piece on a2 is two squares behind a Dark piece on c2.}
{fr: Un pion de Clair en a2 est deux cases derrière un pion de Foncé en c2.}
1. L 2 a2-c2x*
  {en: Light lands on c2 and takes the Dark piece, which goes back to wait off the board. A capture also earns Light another throw.}
  {fr: Clair s’arrête en c2 et prend le pion de Foncé, qui retourne attendre hors du plateau. La prise vaut en outre un nouveau lancer à Clair.}
= "8/2L5/8 L 4/5 0/0 extra=1"
2. L 1 in-d1
3. D 3 in-b3
  {en: The taken piece must begin its road again.}
  {fr: Le pion pris doit recommencer son parcours.}
= "1D6/2L5/3L4 L 3/4 0/0"

[Ruleset "blitz"]
[Title.fr "Aucun abri sur les rosettes"]
[Title.en "No shelter on the rosettes"]
[Rule "capture"]
[Position "8/L2D4/8 L 4/4 0/0"]

{en: A Dark piece stands on d2, the central rosette; a Light piece is three squares behind it.}
{fr: Un pion de Foncé se tient en d2, la rosette centrale ; un pion de Clair est trois cases derrière lui.}
1. L 3 a2-d2x*
  {en: In Blitz a rosette protects nobody: Light takes the piece on d2. The move both captures and stops on a rosette, yet it earns a single extra throw.}
  {fr: En Blitz, une rosette ne protège personne : Clair prend le pion de d2. Le déplacement est à la fois une prise et un arrêt sur une rosette, mais il ne rapporte qu’un seul lancer supplémentaire.}
= "8/3L4/8 L 4/5 0/0 extra=1"
2. L 2 in-c1
= "8/3L4/2L5 D 3/5 0/0"

[Ruleset "blitz"]
[Title.fr "Prises au bout du plateau"]
[Title.en "Captures at the far end"]
[Rule "capture"]
[Position "7D/6L1/6D1 L 4/3 0/0"]

{en: At the far end each road crosses the other side’s lane: Light’s runs through g3 and h3, Dark’s through g1 and h1. Dark has pieces on h3 and g1, Light one on g2.}
{fr: Au bout du plateau, chaque parcours traverse la rangée de l’autre camp : celui de Clair passe par g3 et h3, celui de Foncé par g1 et h1. Foncé a des pions en h3 et en g1, Clair un pion en g2.}
1. L 2 g2-h3x*
  {en: Light goes through g3 to h3 and takes the Dark piece in Dark’s own lane, then throws again.}
  {fr: Clair passe par g3 pour atteindre h3 et prend le pion de Foncé dans la rangée même de Foncé, puis relance.}
2. L 2 in-c1
3. D 2 g1-h2
  {en: Dark’s g1 piece leaves Light’s lane through h1 and comes back to the middle lane at h2.}
  {fr: Le pion de Foncé en g1 quitte la rangée de Clair par h1 et revient dans la rangée centrale en h2.}
= "7L/7D/2L5 L 3/4 0/0"
