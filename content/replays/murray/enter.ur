[Ruleset "murray"]
[Title.fr "Faire entrer un pion"]
[Title.en "Entering a piece"]
[Rule "enter"]

{en: Every piece waits off the board. A throw of n brings one in on the nth square of its owner’s track.}
{fr: Tous les pions attendent hors du plateau. Un lancer de n en fait entrer un sur la n-ième case du parcours de son camp.}
1. L 3 in-b1
  {en: Three: the piece enters on b1, the third square.}
  {fr: Trois : le pion entre en b1, la troisième case.}
2. D 1 in-d3
  {en: One: d3, Dark’s first square.}
  {fr: Un : d3, la première case de Foncé.}
3. L 2 in-d1?wrong-distance in-c1
  {en: With a 2 the piece cannot enter on d1: it goes to c1, the second square.}
  {fr: Avec un 2, le pion ne peut pas entrer en d1 : il va en c1, la deuxième case.}
4. D 0 in-a3*
  {en: No marked face counts 4: the piece enters on a3, Dark’s rosette, and Dark throws again.}
  {fr: Sans face marquée, le lancer vaut 4 : le pion entre en a3, la rosette de Foncé, et Foncé relance.}
= "D2D4/8/1LL5 D 5/5 0/0 extra=1"
