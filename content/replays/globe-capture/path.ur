[Ruleset "globe-capture"]
[Title.fr "Le parcours d’un pion"]
[Title.en "A piece’s journey"]
[Rule "path"]
[Position "8/8/8 L 7/7 0/0"]

{en: Every piece waits off the board. Light takes one piece along its whole route of 14 squares.}
{fr: Tous les pions attendent hors du plateau. Clair mène un pion sur tout son parcours de 14 cases.}
1. L 3 in-b1
  {en: Light’s route starts on d1 and runs along its own row towards a1: a three enters on b1.}
  {fr: Le parcours de Clair part de d1 et suit sa propre rangée vers a1 : un trois fait entrer le pion en b1.}
2. D 1 in-d3
3. L 2 b1-a2
  {en: Round the corner a1, the piece turns into the middle row, the only one both sides share.}
  {fr: Passé le coin a1, le pion s’engage dans la rangée du milieu, la seule que partagent les deux camps.}
4. D 1 d3-c3
5. L 3 a2-d2
6. D 1 c3-b3
7. L 3 d2-g2
8. D 1 b3-a3
9. L 3 g2-g1=
  {en: After h2 the piece comes back into its own row on h1 and stops on g1, square 14. It does not leave the board: the route ends here, and the piece becomes an officer.}
  {fr: Après h2, le pion revient dans sa rangée par h1 et s’arrête en g1, case 14. Il ne sort pas du plateau : le parcours finit là, et le pion devient officier.}
= "D7/8/6L'1 D 6/6 0/0"
