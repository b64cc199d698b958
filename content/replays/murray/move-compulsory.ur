[Ruleset "murray"]
[Title.fr "Jouer est obligatoire"]
[Title.en "A possible move must be played"]
[Rule "move-compulsory"]
[Position "6L1/4D3/8 L 0/6 6/0"]

{en: Light’s last piece is safe on the rosette g3; a Dark piece waits on e2.}
{fr: Le dernier pion de Clair est à l’abri sur la rosette g3 ; un pion foncé guette en e2.}
1. L 1 pass?move-compulsory g3-g2
  {en: Light would rather stay, but passing is refused while a move exists: the piece must leave the rosette for g2.}
  {fr: Clair préférerait rester, mais passer est refusé tant qu’un coup existe : le pion doit quitter la rosette pour g2.}
= "8/4D1L~1/8 D 0/6 6/0"
2. D 2 e2-g2x
  {en: Dark takes it at once.}
  {fr: Foncé le prend aussitôt.}
= "8/6D1/8 L 1/6 6/0"
