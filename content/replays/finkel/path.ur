[Ruleset "finkel"]
[Title.fr "Le trajet d’un pion de Clair"]
[Title.en "How a Light piece travels"]
[Rule "path"]

{en: No piece is on the board yet. Light takes one of its seven pieces over all fourteen squares of its route.}
{fr: Aucun pion n’est encore sur le plateau. Clair conduit l’un de ses sept pions sur les quatorze cases de son parcours.}
1. L 4 in-a1*
  {en: With four marked faces the piece comes in on a1, the fourth square and the corner of Light’s lane. The square bears a rosette, so Light throws again.}
  {fr: Avec quatre faces marquées, le pion entre en a1, quatrième case et coin de la rangée de Clair. Cette case porte une rosette : Clair lance de nouveau.}
2. L 4 a1-d2*
  {en: From the corner the piece turns into the middle lane at a2 and stops on d2, the eighth square, where the central rosette earns one more throw.}
  {fr: Depuis le coin, le pion entre dans la rangée centrale par a2 et s’arrête en d2, huitième case, où la rosette centrale lui vaut encore un lancer.}
3. L 3 d2-g2
  {en: Three squares along the lane both sides share, to g2.}
  {fr: Trois cases dans la rangée que partagent les deux camps, jusqu’en g2.}
4. D 2 in-c3
5. L 3 g2-g1*
  {en: h2 closes the middle lane; the piece then drops back into Light’s lane at h1 and stops on g1, the fourteenth and last square, a rosette.}
  {fr: h2 termine la rangée centrale ; le pion rentre ensuite dans la rangée de Clair en h1 et s’arrête en g1, quatorzième et dernière case, qui porte une rosette.}
6. L 1 g1-out
  {en: A fifteenth step carries it off the board: this piece has finished its journey.}
  {fr: Un quinzième pas le fait sortir du plateau : ce pion a terminé sa course.}
= "2D5/8/8 D 6/6 1/0"

[Ruleset "finkel"]
[Title.fr "La fin du parcours de Foncé"]
[Title.en "The end of Dark’s route"]
[Rule "path"]
[Position "8/5D2/8 D 7/6 0/0"]

{en: Dark’s route is Light’s reflected onto rank 3. A Dark piece has reached f2, its tenth square.}
{fr: Le parcours de Foncé reproduit celui de Clair sur la rangée 3. Un pion de Foncé est arrivé en f2, sa dixième case.}
1. D 3 f2-h3
  {en: After g2 and h2 the piece leaves the middle lane for Dark’s own lane, at h3.}
  {fr: Après g2 et h2, le pion quitte la rangée centrale pour la rangée de Foncé, en h3.}
2. L 1 in-d1
3. D 1 h3-g3*
  {en: g3, Dark’s fourteenth square, is a rosette: Dark throws again.}
  {fr: g3, quatorzième case de Foncé, porte une rosette : Foncé relance.}
4. D 1 g3-out
= "8/8/3L4 L 6/6 0/1"
