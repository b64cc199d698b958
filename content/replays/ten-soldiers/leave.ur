[Ruleset "ten-soldiers"]
[Title.fr "Laisser son prisonnier"]
[Title.en "Leaving a prisoner behind"]
[Rule "leave"]
[Position "8/3(DL)4/8 L 9/9 0/0"]

{en: A Light soldier on d2 holds a Dark prisoner.}
{fr: Un soldat clair, en d2, garde un prisonnier foncé.}
1. L 3 d2-g2/leave
  {en: Taking the prisoner along is not compulsory: Light moves on alone, and the Dark soldier is free again on d2.}
  {fr: Emmener le prisonnier n’est pas obligatoire : Clair repart seul, et le soldat foncé est de nouveau libre en d2.}
= "8/3D2L1/8 D 9/9 0/0"
2. D 3 d2-g2x
  {en: The freed soldier takes its revenge at once.}
  {fr: Le soldat libéré prend aussitôt sa revanche.}
= "8/6(LD)1/8 L 9/9 0/0"

[Ruleset "ten-soldiers"]
[Title.fr "Laisser tous ses prisonniers"]
[Title.en "Leaving all one’s prisoners"]
[Rule "leave"]
[Position "8/3(DDL)4/8 L 9/8 0/0"]

{en: The Light soldier on d2 holds two Dark prisoners.}
{fr: Le soldat clair de d2 garde deux prisonniers foncés.}
1. L 3 d2-g2/leave
  {en: Leaving is all or nothing: both Dark soldiers are free again on d2, standing in a tower.}
  {fr: C’est tout ou rien : les deux soldats foncés sont de nouveau libres en d2, dressés en tour.}
= "8/3(DD)2L1/8 D 9/8 0/0"
