[Ruleset "akalamdung"]
[Title.fr "Un guerrier se déclare en c1"]
[Title.en "A warrior is declared on square 2"]
[Rule "warrior-on-two"]
[Position "8/8/8 L 7/7 0/0"]

{en: No piece is on the board yet.}
{fr: Aucun pion n’est encore sur le plateau.}
1. L 3 in-b1/warrior?warrior-on-two in-b1
  {en: A piece entering on b1, square 3, cannot be declared a warrior: it enters as an ordinary piece.}
  {fr: Un pion qui entre en b1, la case 3, ne peut pas être déclaré guerrier : il entre comme un pion ordinaire.}
2. D 2 in-c3/warrior
  {en: Dark enters on c3, its square 2, and declares the piece a warrior: it is set face up.}
  {fr: Foncé entre en c3, sa case 2, et déclare le pion guerrier : il est posé face marquée visible.}
= "2D'5/8/1L6 L 6/6 0/0"
3. L 1 b1-a1/warrior?warrior-on-two b1-a1*
  {en: A piece already on the board cannot become a warrior either.}
  {fr: Un pion déjà sur le plateau ne peut pas non plus devenir guerrier.}
