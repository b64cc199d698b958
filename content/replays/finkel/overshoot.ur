[Ruleset "finkel"]
[Title.fr "Le compte exact pour sortir"]
[Title.en "The exact count to bear off"]
[Rule "overshoot"]
[Position "8/8/7L L 5/7 1/0"]

{en: A Light piece is on h1, its thirteenth square: leaving takes exactly two more steps.}
{fr: Un pion de Clair est en h1, sa treizième case : il lui faut exactement deux pas de plus pour sortir.}
1. L 3 h1-out?overshoot in-b1
  {en: A three would go one step beyond the exit: refused. Light uses the throw to bring a piece in on b1.}
  {fr: Un trois irait un pas au-delà de la sortie : refusé. Clair se sert du lancer pour faire entrer un pion en b1.}
2. D 2 in-c3
3. L 2 h1-out
  {en: Two is the exact count, and the piece leaves the board.}
  {fr: Deux, c’est le compte exact, et le pion sort du plateau.}
= "2D5/8/1L6 D 4/6 2/0"
