[Ruleset "ten-soldiers"]
[Title.fr "Pas de prisonnier libre dans son camp"]
[Title.en "No free prisoner in one’s camp"]
[Rule "camp-closed"]
[Position "8/8/7(DL) L 9/9 0/0"]

{en: A Light soldier on h1, in its camp, holds a Dark prisoner.}
{fr: Un soldat clair, en h1 dans son camp, garde un prisonnier foncé.}
1. L 1 h1-g1/leave?camp-closed h1-g1=
  {en: Leaving the prisoner on h1 would set a Dark soldier free in Light’s camp, which is closed to it: the captor takes it to g1, where it leaves the game.}
  {fr: Laisser le prisonnier en h1 libérerait un soldat foncé dans le camp de Clair, qui lui est interdit : le geôlier l’emmène en g1, où il quitte la partie.}
= "8/8/6L'1 D 9/9 0/0 removed=0/1"

[Ruleset "ten-soldiers"]
[Title.fr "Un rouge chargé sur h1"]
[Title.en "A loaded red soldier on h1"]
[Rule "camp-closed"]
[Position "8/8/7(DL') L 9/9 0/0"]

{en: A red Light soldier on h1 holds a Dark prisoner, and Light throws a three.}
{fr: Un soldat rouge de Clair, en h1, garde un prisonnier foncé, et Clair fait un trois.}
1. L 3 h1-f2?prisoners-forward h1-f2/leave?camp-closed in-b1
  {en: It may not go back with its prisoner, nor leave it free on h1: only a one, to g1, will move it.}
  {fr: Il ne peut ni reculer avec son prisonnier, ni le laisser libre en h1 : seul un 1, vers g1, le fera bouger.}
= "8/8/1L5(DL') D 8/9 0/0"
