[Ruleset "knights"]
[Title.fr "Un chevalier chargé n’avance que vers le but"]
[Title.en "A loaded knight heads only for the goal"]
[Rule "prisoners-forward"]
[Position "8/4(DL')3/8 L 6/6 0/0"]

{en: A Light knight on e2 holds a Dark prisoner.}
{fr: Un chevalier clair en e2 garde un prisonnier foncé.}
1. L 3 e2-b2?prisoners-forward e2-b2/leave
  {en: With a prisoner, the knight may only move towards the goal. To go back, it must leave the prisoner, which stays on e2, free.}
  {fr: Chargé d’un prisonnier, le chevalier ne peut aller que vers le but. Pour reculer, il doit laisser le prisonnier, qui reste libre en e2.}
= "8/1L'2D3/8 D 6/6 0/0"

[Ruleset "knights"]
[Title.fr "Le chevalier ramène son prisonnier"]
[Title.en "The knight brings its prisoner home"]
[Rule "prisoners-forward"]
[Position "8/4(DL')3/8 L 6/6 0/0"]

{en: The same knight on e2, with its prisoner.}
{fr: Le même chevalier en e2, avec son prisonnier.}
1. L 4 e2-h1
  {en: Forward, it carries the prisoner to h1, a goal square, where the prisoner leaves the game. The piece is already a knight: nothing new to promote.}
  {fr: En avançant, il emmène le prisonnier jusqu’en h1, case de but, où le prisonnier quitte la partie. Le pion est déjà chevalier : pas de nouvelle promotion.}
= "8/8/7L' D 6/6 0/0 removed=0/1"
