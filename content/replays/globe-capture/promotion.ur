[Ruleset "globe-capture"]
[Title.fr "Arriver en g1 avec ses prisonniers"]
[Title.en "Reaching g1 with prisoners"]
[Rule "promotion"]
[Position "8/7(DDL)/8 L 6/5 0/0"]

{en: A Light soldier on h2 carries two Dark prisoners, two squares from the end of its route.}
{fr: Un soldat clair en h2 emmène deux prisonniers foncés, à deux cases de la fin de son parcours.}
1. L 2 h2-g1=
  {en: On g1, square 14, the soldier is promoted to officer and turned face up, and its two prisoners leave the game for good.}
  {fr: En g1, case 14, le soldat est promu officier et retourné face marquée visible, et ses deux prisonniers quittent la partie pour de bon.}
= "8/8/6L'1 D 6/5 0/0 removed=0/2"
2. D 1 in-d3

[Ruleset "globe-capture"]
[Title.fr "Officier sans prisonnier, puis de retour"]
[Title.en "An officer without a prisoner, and back again"]
[Rule "promotion"]
[Position "8/6D1/7L L 6/6 0/0"]

{en: A Light soldier is on h1, one square from g1; a Dark soldier stands on g2.}
{fr: Un soldat clair est en h1, à une case de g1 ; un soldat foncé se tient en g2.}
1. L 1 h1-g1=
  {en: The soldier reaches g1 without a single prisoner: it is promoted all the same.}
  {fr: Le soldat atteint g1 sans le moindre prisonnier : il est promu quand même.}
= "8/6D1/6L'1 D 6/6 0/0"
2. D 0 pass
3. L 3 g1-g2x
  {en: The officer goes back three squares and takes the Dark soldier.}
  {fr: L’officier recule de trois cases et prend le soldat foncé.}
4. D 1 in-d3
5. L 3 g2-g1
  {en: Back on g1, it hands its prisoner over: the Dark piece leaves the game. Already an officer, it gains no further promotion.}
  {fr: De retour en g1, il y dépose son prisonnier : le pion foncé quitte la partie. Déjà officier, il ne reçoit pas de nouvelle promotion.}
= "3D4/8/6L'1 D 6/5 0/0 removed=0/1"
