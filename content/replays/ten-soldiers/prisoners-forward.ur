[Ruleset "ten-soldiers"]
[Title.fr "Un prisonnier ne recule pas"]
[Title.en "Prisoners only go forward"]
[Rule "prisoners-forward"]
[Position "8/5(DL')2/8 L 9/9 0/0"]

{en: A red Light soldier on f2 holds a Dark prisoner.}
{fr: Un soldat rouge de Clair, en f2, garde un prisonnier foncé.}
1. L 3 f2-c2?prisoners-forward f2-c2/leave
  {en: With its prisoner, it may only head for g1. To go back, it must leave the prisoner behind, free on f2.}
  {fr: Avec son prisonnier, il ne peut aller que vers g1. Pour reculer, il doit abandonner le prisonnier, libre en f2.}
= "8/2L'2D2/8 D 9/9 0/0"
