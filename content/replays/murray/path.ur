[Ruleset "murray"]
[Title.fr "Le long parcours de Murray, aller et retour"]
[Title.en "Murray’s long track, out and back"]
[Rule "path"]
[Position "8/6L1/8 L 6/7 0/0"]

{en: A Light piece stands on g2, square 11 of 27, on its first run up the middle lane.}
{fr: Un pion clair est en g2, case 11 sur 27, lors de son premier passage sur la rangée du milieu.}
1. L 1 g2-g1*
  {en: It turns off into Light’s own lane at the far end, onto the rosette g1: another throw.}
  {fr: Il bifurque dans la rangée de Clair, au bout du plateau, sur la rosette g1 : il rejoue.}
2. L 2 g1-h2
  {en: Through h1 to h2: the piece crosses the middle lane at the very end of the board.}
  {fr: Par h1 jusqu’en h2 : le pion traverse la rangée du milieu tout au bout du plateau.}
3. D 1 in-d3
4. L 2 h2-g3*
  {en: Through h3 to g3, Dark’s rosette: Light’s route runs into Dark’s lane, and a rosette there still earns another throw.}
  {fr: Par h3 jusqu’en g3, la rosette de Foncé : la route de Clair entre dans la rangée de Foncé, et cette rosette donne aussi un nouveau lancer.}
= "3D2L1/8/8 L 6/6 0/0 extra=1"
5. L 0 g3-d2*
  {en: Now the piece runs back down the middle: g2, f2, e2 a second time, and stops on the rosette d2, also for the second time (the ~).}
  {fr: Le pion redescend alors la rangée du milieu : g2, f2, e2 une deuxième fois, et s’arrête sur la rosette d2, elle aussi pour la deuxième fois (le ~).}
= "3D4/3L~4/8 L 6/6 0/0 extra=1"
6. L 0 d2-a1*
  {en: On through c2, b2 and a2 to a1: the piece is back in its own lane, on a1, the first rosette of its track.}
  {fr: Il continue par c2, b2 et a2 jusqu’en a1 : le voilà revenu dans sa rangée, en a1, la première rosette de son parcours.}
7. L 3 a1-d1
  {en: It walks its own lane backwards, b1, c1, d1: d1, where it entered, is now its last square, number 27.}
  {fr: Il parcourt sa rangée à rebours, b1, c1, d1 : d1, où il était entré, est maintenant sa dernière case, la 27ᵉ.}
= "3D4/8/3L~4 D 6/6 0/0"
8. D 1 d3-c3
9. L 1 d1-out
  {en: One more step takes it off the board, at 28. RoyalUr’s version of Murray’s path ends in the opponent’s lane instead; Urtext follows Ludii’s track, which brings the piece home.}
  {fr: Un pas de plus le fait sortir du plateau, en 28. La version du parcours de Murray retenue par RoyalUr s’achève au contraire dans la rangée de l’adversaire ; Urtext suit le tracé de Ludii, qui ramène le pion chez lui.}
= "2D5/8/8 D 6/6 1/0"
