[Ruleset "ten-soldiers"]
[Title.fr "Emmener ses prisonniers"]
[Title.en "Taking prisoners along"]
[Rule "carry"]
[Position "8/1L1(DD)4/8 L 9/8 0/0"]

{en: Two Dark soldiers stand in a tower on d2.}
{fr: Deux soldats foncés forment une tour en d2.}
1. L 2 b2-d2x
  {en: Landing on the tower, the Light soldier covers both at once: two prisoners.}
  {fr: En arrivant sur la tour, le soldat clair recouvre les deux d’un coup : deux prisonniers.}
= "8/3(DDL)4/8 D 9/8 0/0"
2. D 1 in-d3
3. L 3 d2-g2
  {en: On its next move the captor takes both prisoners along.}
  {fr: À son coup suivant, le geôlier emmène ses deux prisonniers.}
= "3D4/6(DDL)1/8 D 9/7 0/0"

[Ruleset "ten-soldiers"]
[Title.fr "Délivrer un des siens"]
[Title.en "Setting a friend free"]
[Rule "carry"]
[Position "8/1L1(LD)4/8 L 8/9 0/0"]

{en: A Dark soldier on d2 holds a Light one prisoner.}
{fr: Un soldat foncé, en d2, garde un soldat clair prisonnier.}
1. L 2 b2-d2x
  {en: Light captures the captor: the stack now reads, from the bottom, Light, Dark, Light.}
  {fr: Clair prend le geôlier : la pile compte maintenant, de bas en haut, un clair, un foncé, un clair.}
= "8/3(LDL)4/8 D 8/9 0/0"
2. D 1 in-d3
3. L 3 d2-g2
  {en: The top soldier takes along only what lies between it and its friend, the Dark soldier: the Light soldier at the bottom is free again on d2.}
  {fr: Le soldat du dessus n’emmène que ce qui se trouve entre lui et son ami, le soldat foncé : le soldat clair du bas est de nouveau libre en d2.}
= "3D4/3L2(DL)1/8 D 8/8 0/0"
