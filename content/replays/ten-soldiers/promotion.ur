[Ruleset "ten-soldiers"]
[Title.fr "Le soldat rouge"]
[Title.en "The red soldier"]
[Rule "promotion"]
[Position "8/6(DL)1/8 L 9/9 0/0"]

{en: A Light soldier on g2 carries a Dark prisoner towards its arrival squares.}
{fr: Un soldat clair, en g2, emmène un prisonnier foncé vers ses cases d’arrivée.}
1. L 2 g2-h1
  {en: h1, the first arrival square, is only a passage: the soldier stays as it is and keeps its prisoner.}
  {fr: h1, la première case d’arrivée, n’est qu’un passage : le soldat reste tel quel et garde son prisonnier.}
= "8/8/7(DL) D 9/9 0/0"
2. D 1 in-d3
3. L 1 h1-g1=
  {en: On g1, the second arrival square, the soldier turns red side up and its prisoner leaves the game.}
  {fr: En g1, la seconde case d’arrivée, le soldat montre sa face rouge et son prisonnier quitte la partie.}
= "3D4/8/6L'1 D 9/8 0/0 removed=0/1"
