[Ruleset "murray"]
[Title.fr "Pas deux pions du même camp sur une case"]
[Title.en "No two pieces of one side on a square"]
[Rule "own-piece"]
[Position "8/8/1L1L4 L 5/7 0/0"]

{en: Light has pieces on d1 and b1 and throws 2.}
{fr: Clair a des pions en d1 et en b1 et fait 2.}
1. L 2 d1-b1?own-piece in-c1
  {en: The d1 piece would land on its own piece on b1: refused. Light enters a piece on c1 instead.}
  {fr: Le pion de d1 tomberait sur le pion clair de b1 : refusé. Clair fait plutôt entrer un pion en c1.}
2. D 1 in-d3
= "3D4/8/1LLL4 L 4/6 0/0"

[Ruleset "murray"]
[Title.fr "Un pion à l’aller bloque un pion au retour"]
[Title.en "A piece going out blocks one coming back"]
[Rule "own-piece"]
[Position "8/2L1L~3/8 L 5/7 0/0"]

{en: On Murray’s track the middle lane is run twice. Light has a piece on c2 going out and one on e2 on its way back (the ~), and throws 2.}
{fr: Sur le parcours de Murray, la rangée du milieu se parcourt deux fois. Clair a un pion en c2 à l’aller et un en e2 au retour (le ~), et fait 2.}
1. L 2 e2-c2?own-piece c2-e2?own-piece in-c1
  {en: The returning piece cannot land on c2, nor the outgoing one on e2: a square holds one piece, whichever pass it is on. Light enters a piece on c1.}
  {fr: Le pion qui revient ne peut pas s’arrêter en c2, ni celui qui part en e2 : une case ne porte qu’un pion, à l’aller comme au retour. Clair fait entrer un pion en c1.}
2. D 2 in-c3
= "2D5/2L1L~3/2L5 L 4/6 0/0"
