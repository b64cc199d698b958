[Ruleset "ten-soldiers"]
[Title.fr "Le parcours d’un soldat"]
[Title.en "A soldier’s journey"]
[Rule "path"]
[Position "8/8/8 L 10/10 0/0"]

{en: All twenty soldiers wait off the board. Light takes one of them along its 14 squares.}
{fr: Les vingt soldats attendent hors du plateau. Clair en conduit un sur ses 14 cases.}
1. L 4 in-a1
  {en: A four brings the soldier to a1, the last square of Light’s camp (squares 1 to 4, d1 to a1).}
  {fr: Un quatre amène le soldat en a1, la dernière case du camp de Clair (cases 1 à 4, de d1 à a1).}
2. D 1 in-d3
3. L 5 a1-e2
  {en: The soldier turns into the middle row, the battlefield (a2 to h2), where both sides meet.}
  {fr: Le soldat s’engage dans la rangée du milieu, le champ de bataille (de a2 à h2), où les deux camps se rencontrent.}
4. D 2 in-c3
5. L 4 e2-h1
  {en: After h2 it comes back into its own row: h1 is the first arrival square, in Light’s camp again.}
  {fr: Après h2, il revient dans sa propre rangée : h1 est la première case d’arrivée, de nouveau dans le camp de Clair.}
6. D 3 in-b3
7. L 1 h1-g1=
  {en: g1, square 14, ends the route: no soldier ever leaves the board. There it turns red side up.}
  {fr: g1, la case 14, termine le parcours : aucun soldat ne quitte jamais le plateau. Il s’y retourne sur sa face rouge.}
= "1DDD4/8/6L'1 D 9/7 0/0"
