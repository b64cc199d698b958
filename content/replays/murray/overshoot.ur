[Ruleset "murray"]
[Title.fr "Sortir au compte exact"]
[Title.en "Bearing off by the exact count"]
[Rule "overshoot"]
[Position "8/8/2L~5 L 4/7 2/0"]

{en: A Light piece on c1, on its way home (the ~), is on square 26: it needs exactly 2 to leave, at 28.}
{fr: Un pion clair en c1, sur le chemin du retour (le ~), est sur la case 26 : il lui faut exactement 2 pour sortir, en 28.}
1. L 3 c1-out?overshoot in-b1
  {en: A 3 would carry it one square beyond the exit: refused. Light enters a piece on b1.}
  {fr: Un 3 le mènerait une case au-delà de la sortie : refusé. Clair fait entrer un pion en b1.}
2. D 1 in-d3
3. L 2 c1-out
  {en: Exactly 2: the piece leaves the board.}
  {fr: Exactement 2 : le pion sort du plateau.}
= "3D4/8/1L6 D 3/6 3/0"
