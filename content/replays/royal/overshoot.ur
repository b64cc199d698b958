[Ruleset "royal"]
[Title.fr "Sortir avec un 1"]
[Title.en "Bearing off with a one"]
[Rule "overshoot"]
[Position "8/8/6L1 L 6/7 0/0"]

{en: Light’s piece on g1 is one step from leaving the board.}
{fr: Le pion clair de g1 est à un pas de la sortie.}
1. L 2 g1-out?overshoot in-c1
  {en: A two is too much: a piece leaves only with the exact count, here one. Light plays another piece.}
  {fr: Un deux, c’est trop : un pion ne sort qu’avec le compte exact, ici un. Clair joue un autre pion.}
2. D 1 in-d3
3. L 3 g1-out?overshoot in-b1
4. D 0 pass
5. L 1 g1-out*
  {en: The one bears the piece off.}
  {fr: Le 1 fait sortir le pion.}
= "3D4/8/1LL5 L 4/6 1/0 extra=1"
