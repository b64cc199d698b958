[Ruleset "masters"]
[Title.fr "Le long chemin de seize cases"]
[Title.en "The long road of sixteen squares"]
[Rule "path"]
[Position "8/8/2L5 L 6/7 0/0"]

{en: Light’s road runs d1 c1 b1 a1 in its own lane, a2 to g2 up the middle, g3 h3 across the end of Dark’s lane, then h2, h1, g1 and off. A Light piece stands on c1, its second square.}
{fr: Le chemin de Clair suit sa rangée de d1 à a1, remonte la rangée du milieu de a2 à g2, traverse g3 et h3 au bout de la rangée de Foncé, puis passe par h2, h1 et g1 avant de sortir. Un pion clair est en c1, sa deuxième case.}
1. L 3 c1-a2
  {en: Three squares: b1, a1, then a2. At the corner a1 the piece leaves its own lane for the middle one.}
  {fr: Trois cases : b1, a1, puis a2. Au coin a1, le pion quitte sa rangée pour celle du milieu.}
2. D 1 in-d3
3. L 0 a2-e2
  {en: No marked face counts four: the piece runs up the middle lane from a2 to e2.}
  {fr: Sans face marquée, le lancer compte quatre : le pion remonte la rangée du milieu de a2 à e2.}
4. D 1 d3-c3
5. L 3 e2-g3*
  {en: After g2 the road turns into Dark’s lane: the piece stops on g3, its twelfth square and a rosette, so Light throws again.}
  {fr: Après g2, le chemin entre dans la rangée de Foncé : le pion s’arrête en g3, sa douzième case, une rosette, et Clair relance.}
6. L 3 g3-h1
  {en: On through h3, back across the middle lane at h2, and home to h1 in Light’s own lane.}
  {fr: Le pion passe par h3, recoupe la rangée du milieu en h2 et rentre en h1, dans la rangée de Clair.}
= "2D5/8/7L D 6/6 0/0"
7. D 1 c3-b3
8. L 2 h1-out
  {en: h1 is the fifteenth square and g1 the sixteenth: two more steps carry the piece off the board.}
  {fr: h1 est la quinzième case et g1 la seizième : deux pas de plus font sortir le pion du plateau.}
= "1D6/8/8 D 6/6 1/0"
