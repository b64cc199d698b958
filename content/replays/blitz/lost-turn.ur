[Ruleset "blitz"]
[Title.fr "Deux pions trop près de la sortie"]
[Title.en "Two pieces too near the exit"]
[Rule "lost-turn"]
[Position "8/7L/6L1 L 0/5 3/0"]

{en: Light has three pieces off; the other two are on h2, the fourteenth square, and g1, the sixteenth.}
{fr: Clair a sorti trois pions ; les deux autres sont en h2, quatorzième case, et en g1, seizième case.}
1. L 4 h2-out?overshoot g1-out?overshoot pass
  {en: A four would carry both pieces past the exit and none is waiting to enter: the turn is lost.}
  {fr: Un quatre ferait dépasser la sortie aux deux pions, et aucun n’attend d’entrer : le tour est perdu.}
= "8/7L/6L1 D 0/5 3/0"
2. D 2 in-c3
3. L 3 h2-out
  {en: A three is the exact count for the piece on h2, which leaves the board.}
  {fr: Un trois est le compte exact pour le pion de h2, qui sort du plateau.}
= "2D5/8/6L1 D 0/4 4/0"
