[Ruleset "knights"]
[Title.fr "Le compte exact"]
[Title.en "The exact count"]
[Rule "overshoot"]
[Position "8/7L/8 L 6/7 0/0"]

{en: Light’s piece on h2, square 12, is one or two steps from the goal squares.}
{fr: Le pion clair de h2, case 12, est à un ou deux pas des cases de but.}
1. L 3 h2-out?overshoot in-b1
  {en: Three would go past g1, the last square, and there is nothing beyond it: refused. Light plays another piece.}
  {fr: Un 3 irait au-delà de g1, la dernière case, et il n’y a rien après : refusé. Clair joue un autre pion.}
2. D 6 pass
3. L 2 h2-g1=
  {en: The exact count: the piece arrives on g1 and becomes a knight.}
  {fr: Le compte exact : le pion arrive en g1 et devient chevalier.}
4. D 6 pass
5. L 4 g1-out?overshoot g1-f2
  {en: A knight cannot go past g1 either; it can only turn back.}
  {fr: Un chevalier ne peut pas non plus dépasser g1 ; il ne peut que revenir en arrière.}
= "8/5L'2/1L6 D 5/7 0/0"
