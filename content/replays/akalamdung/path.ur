[Ruleset "akalamdung"]
[Title.fr "Le parcours d’un pion"]
[Title.en "A piece’s journey"]
[Rule "path"]
[Position "8/8/8 L 7/7 0/0"]

{en: All pieces wait off the board. Light takes one piece round its 14 squares, as in the Rosette Game.}
{fr: Tous les pions attendent hors du plateau. Clair fait parcourir à un pion ses 14 cases, comme au jeu des rosettes.}
1. L 2 in-c1
  {en: Light’s route starts on d1 and runs along its own row towards a1: a two enters on c1.}
  {fr: Le parcours de Clair part de d1 et suit sa rangée vers a1 : un deux fait entrer le pion en c1.}
2. D 3 in-b3
3. L 2 c1-a1*
4. L 3 a1-c2
  {en: From the corner rosette a1 the piece turns into the middle row, shared by both sides.}
  {fr: Depuis la rosette du coin, a1, le pion s’engage dans la rangée du milieu, commune aux deux camps.}
5. D 1 in-d3
6. L 1 c2-d2*
7. L 3 d2-g2
8. D 0 pass
9. L 3 g2-g1*
  {en: After h2 the piece comes back into its own row on h1 and stops on the last rosette, g1.}
  {fr: Après h2, le pion revient dans sa rangée par h1 et s’arrête sur la dernière rosette, g1.}
10. L 1 g1-out*
  {en: A one takes it off the board from g1: its journey is over.}
  {fr: Un 1 le fait sortir depuis g1 : son voyage est terminé.}
= "1D1D4/8/8 L 6/5 1/0 extra=1"
