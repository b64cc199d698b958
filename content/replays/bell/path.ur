[Ruleset "bell"]
[Title.fr "Le parcours d’un pion clair"]
[Title.en "The route of a Light piece"]
[Rule "path"]

{en: Every piece waits off the board. Light’s route runs d1 c1 b1 a1, then along the middle lane from a2 to h2, then back home by h1 and g1, and off.}
{fr: Tous les pions attendent hors du plateau. Le parcours de Clair suit d1 c1 b1 a1, puis la rangée du milieu de a2 à h2, puis revient chez lui par h1 et g1 avant de sortir.}
1. L 3 in-a2*
  {en: A piece enters straight onto a2, the fifth square: the first four squares of the route are counted but never stood on.}
  {fr: Un pion entre directement en a2, la cinquième case : les quatre premières cases du parcours comptent mais on ne s’y arrête jamais.}
2. L 3 a2-f2*
  {en: The piece runs up the middle lane, the lane both players share.}
  {fr: Le pion remonte la rangée du milieu, que les deux joueurs se partagent.}
3. L 2 f2-g2*
4. L 2 g2-h2*
5. L 2 h2-h1*
  {en: At the end of the middle lane the piece turns back into Light’s own lane, on h1.}
  {fr: Au bout de la rangée du milieu, le pion revient dans la rangée de Clair, en h1.}
6. L 2 h1-g1*$
= "8/8/6L1 L 6/7 0/0 extra=1 tokens=14/15 pool=11"
  {en: g1 is the fourteenth and last square, a rosette.}
  {fr: g1 est la quatorzième et dernière case, une rosette.}
7. L 2 g1-out*
= "8/8/8 L 6/7 1/0 extra=1 tokens=14/15 pool=11"
  {en: One more step takes the piece off the board: it is home.}
  {fr: Un pas de plus fait sortir le pion du plateau : il est arrivé.}

[Ruleset "bell"]
[Title.fr "La fin du parcours de Foncé"]
[Title.en "The end of Dark’s route"]
[Rule "path"]
[Position "8/7D/8 D 7/6 0/0 tokens=15/15 pool=10"]

{en: Dark’s route is Light’s mirrored onto rank 3: the middle lane from a2 to h2, then h3, g3 and off.}
{fr: Le parcours de Foncé est celui de Clair reporté sur la rangée 3 : la rangée du milieu de a2 à h2, puis h3, g3 et la sortie.}
1. D 2 h2-h3*
  {en: From h2 the Dark piece turns into its own lane, on h3.}
  {fr: De h2, le pion foncé rentre dans sa propre rangée, en h3.}
2. D 2 h3-g3*$
3. D 2 g3-out*
= "8/8/8 D 7/6 0/1 extra=1 tokens=15/14 pool=11"
  {en: From the rosette g3 the piece leaves the board.}
  {fr: De la rosette g3, le pion sort du plateau.}
