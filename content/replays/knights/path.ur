[Ruleset "knights"]
[Title.fr "Le parcours d’un pion"]
[Title.en "A piece’s journey"]
[Rule "path"]
[Position "8/8/8 L 7/7 0/0"]

{en: Every piece waits off the board. Light takes one piece along its whole route, 14 squares from d1 to g1.}
{fr: Tous les pions attendent hors du plateau. Clair fait parcourir à un pion toute sa route, 14 cases de d1 à g1.}
1. L 1 in-d1
  {en: Light’s route starts on d1, the first square of its own row.}
  {fr: Le parcours de Clair commence en d1, première case de sa propre rangée.}
2. D 2 in-c3
3. L 3 d1-a1
  {en: Along its own row to the corner, a1 (square 4).}
  {fr: Le pion suit sa rangée jusqu’au coin, a1 (case 4).}
4. D 1 c3-b3
5. L 5 a1-e2
  {en: From a1 it turns into the middle row, which both sides cross: squares 5 to 12, a2 to h2.}
  {fr: Depuis a1, il s’engage dans la rangée du milieu, que les deux camps traversent : cases 5 à 12, de a2 à h2.}
6. D 1 b3-a3
7. L 4 e2-h1=
  {en: After h2 it comes back into its own row on h1, square 13, a goal square: the piece becomes a knight.}
  {fr: Après h2, il revient dans sa rangée en h1, case 13, une case de but : le pion devient chevalier.}
8. D 6 pass
9. L 1 h1-g1
  {en: g1, square 14, is the end of the route. No piece ever leaves the board by going on: only prisoners leave the game.}
  {fr: g1, case 14, est le bout du parcours. Aucun pion ne sort du plateau en avançant : seuls les prisonniers quittent la partie.}
= "D7/8/6L'1 D 6/6 0/0"
