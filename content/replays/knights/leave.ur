[Ruleset "knights"]
[Title.fr "Laisser ses prisonniers"]
[Title.en "Leaving prisoners behind"]
[Rule "leave"]
[Position "8/1(DL)6/8 L 6/6 0/0"]

{en: A Light piece on b2 holds a Dark prisoner.}
{fr: Un pion clair en b2 garde un prisonnier foncé.}
1. L 2 b2-d2/leave
  {en: Light chooses to move on alone: the Dark piece stays on b2, free again.}
  {fr: Clair choisit de partir seul : le pion foncé reste en b2, de nouveau libre.}
= "8/1D1L4/8 D 6/6 0/0"
2. D 2 b2-d2x
  {en: The freed piece catches its former captor.}
  {fr: Le pion libéré rattrape son ancien geôlier.}
= "8/3(LD)4/8 L 6/6 0/0"
