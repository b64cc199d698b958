[Ruleset "royal"]
[Title.fr "Le parcours d’un pion"]
[Title.en "A piece’s journey"]
[Rule "path"]
[Position "8/8/8 L 7/7 0/0"]

{en: Every piece waits off the board. Light will take one piece all the way round its 14 squares.}
{fr: Tous les pions attendent hors du plateau. Clair va faire faire à un pion le tour complet de ses 14 cases.}
1. L 3 in-b1
  {en: Light’s route starts on d1 and runs along its own row towards a1, so a three enters on b1.}
  {fr: Le parcours de Clair part de d1 et suit sa propre rangée vers a1 : un trois fait donc entrer le pion en b1.}
2. D 2 in-c3
3. L 1 b1-a1*
4. L 3 a1-c2
  {en: From the corner rosette a1 the piece turns into the middle row, which both sides share.}
  {fr: Depuis la rosette du coin, a1, le pion tourne dans la rangée du milieu, commune aux deux camps.}
5. D 1 in-d3
6. L 1 c2-d2*
7. L 3 d2-g2
8. D 0 pass
9. L 3 g2-g1*
  {en: After h2 the piece turns back into its own row, on h1, and stops on the last rosette, g1.}
  {fr: Après h2, le pion revient dans sa propre rangée par h1 et s’arrête sur la dernière rosette, g1.}
10. L 1 g1-out*
  {en: A one takes the piece off the board from g1: its journey is over.}
  {fr: Un 1 fait sortir le pion de g1 : son voyage est terminé.}
= "2DD4/8/8 L 6/5 1/0 extra=1"
