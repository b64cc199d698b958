[Ruleset "globe-capture"]
[Title.fr "Le geôlier emmène toujours son prisonnier"]
[Title.en "A jailer always takes its prisoner along"]
[Rule "must-carry"]
[Position "8/2(DL)5/8 L 6/6 0/0"]

{en: A Light soldier on c2 holds a Dark prisoner.}
{fr: Un soldat clair en c2 garde un prisonnier foncé.}
1. L 2 c2-e2/leave?must-carry c2-e2
  {en: Light would like to leave the prisoner on c2, but this game offers no such choice: the prisoner goes along to e2.}
  {fr: Clair voudrait laisser le prisonnier en c2, mais ce jeu n’offre pas ce choix : le prisonnier part avec lui en e2.}
= "8/4(DL)3/8 D 6/6 0/0"
2. D 1 in-d3

[Ruleset "globe-capture"]
[Title.fr "Même en reculant"]
[Title.en "Even going back"]
[Rule "must-carry"]
[Position "8/4(DL')3/8 L 6/6 0/0"]

{en: A Light officer on e2 holds a Dark prisoner.}
{fr: Un officier clair en e2 garde un prisonnier foncé.}
1. L 2 e2-c2/leave?must-carry e2-c2
  {en: The officer moves back two squares, and the prisoner cannot be left behind: it goes back with it to c2.}
  {fr: L’officier recule de deux cases, et le prisonnier ne peut pas rester en arrière : il recule avec lui jusqu’en c2.}
= "8/2(DL')5/8 D 6/6 0/0"
2. D 1 in-d3
