[Ruleset "ten-soldiers"]
[Title.fr "Les tours"]
[Title.en "Towers"]
[Rule "towers"]
[Position "8/L1L5/8 L 8/10 0/0"]

{en: Light has soldiers on a2 and c2, and throws a two.}
{fr: Clair a des soldats en a2 et en c2, et fait un deux.}
1. L 2 a2-c2
  {en: A soldier may stop on one of its own: the two stand one on top of the other on c2.}
  {fr: Un soldat peut s’arrêter sur un soldat de son camp : les deux se dressent l’un sur l’autre en c2.}
= "8/2(LL)5/8 D 8/10 0/0"
2. D 1 in-d3
3. L 3 c2-f2
  {en: The tower does not move as one: the top soldier goes alone and the other stays on c2.}
  {fr: La tour ne se déplace pas d’un bloc : le soldat du dessus part seul et l’autre reste en c2.}
4. D 1 in-d3
  {en: Dark builds a tower too, on d3 in its camp, by bringing a soldier in on top of another.}
  {fr: Foncé bâtit lui aussi une tour, en d3 dans son camp, en faisant entrer un soldat sur un autre.}
= "3(DD)4/2L2L2/8 L 8/8 0/0"

[Ruleset "ten-soldiers"]
[Title.fr "Seul le soldat du dessus bouge"]
[Title.en "Only the top soldier moves"]
[Rule "towers"]
[Position "8/3(DLL)4/8 L 8/9 0/0"]

{en: On d2, two Light soldiers stand on a Dark prisoner, held by the lower one.}
{fr: En d2, deux soldats clairs se tiennent sur un prisonnier foncé, gardé par celui du bas.}
1. L 3 d2-g2
  {en: Only the top soldier can move. It goes alone: right beneath it is a friend, so it has no prisoner to take.}
  {fr: Seul le soldat du dessus peut bouger. Il part seul : juste sous lui se trouve un ami, il n’a donc aucun prisonnier à emmener.}
= "8/3(DL)2L1/8 D 8/9 0/0"
2. D 1 in-d3
3. L 1 d2-e2
  {en: Now on top, the second soldier moves in its turn, taking its prisoner along.}
  {fr: Désormais au sommet, le second soldat bouge à son tour et emmène son prisonnier.}
= "3D4/4(DL)1L1/8 D 8/8 0/0"
