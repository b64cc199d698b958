[Ruleset "knights"]
[Title.fr "Emmener et reprendre des prisonniers"]
[Title.en "Carrying and freeing prisoners"]
[Rule "carry"]
[Position "8/D(DL)6/8 L 6/5 0/0"]

{en: A Light piece on b2 holds a Dark prisoner. Another Dark piece is on a2.}
{fr: Un pion clair en b2 garde un prisonnier foncé. Un autre pion foncé est en a2.}
1. L 2 b2-d2
  {en: The captor moves on and takes its prisoner along.}
  {fr: Le geôlier avance et emmène son prisonnier.}
= "8/D2(DL)4/8 D 6/5 0/0"
2. D 3 a2-d2x
  {en: Dark lands on the captor and takes it prisoner in turn.}
  {fr: Foncé arrive sur le geôlier et le fait prisonnier à son tour.}
= "8/3(DLD)4/8 L 6/5 0/0"
3. L 6 pass
4. D 2 d2-f2
  {en: Dark carries off the Light piece just beneath it, and no further: its own piece at the bottom stays on d2, free again.}
  {fr: Foncé emmène le pion clair juste sous lui, et rien de plus : son propre pion, tout en bas, reste en d2, libre.}
= "8/3D1(LD)2/8 L 6/5 0/0"

[Ruleset "knights"]
[Title.fr "Plusieurs prisonniers d’un coup"]
[Title.en "Several prisoners at once"]
[Rule "carry"]
[Position "8/1L1(DD)4/8 L 6/5 0/0"]

{en: Two Dark pieces form a tower on d2; a Light piece is on b2.}
{fr: Deux pions foncés forment une tour en d2 ; un pion clair est en b2.}
1. L 2 b2-d2x
  {en: Landing on the tower takes both Dark pieces at once.}
  {fr: En s’arrêtant sur la tour, Clair fait prisonniers les deux pions foncés d’un coup.}
2. D 6 pass
3. L 3 d2-g2
  {en: The captor carries both prisoners along.}
  {fr: Le geôlier emmène ses deux prisonniers.}
= "8/6(DDL)1/8 D 6/5 0/0"
