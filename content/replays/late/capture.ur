[Ruleset "late"]
[Title.fr "Prendre un pion, et être payé"]
[Title.en "Taking a piece, and being paid for it"]
[Rule "capture"]
[Position "8/(L1)(D1)6/8 L 4/4 0/0 tokens=15/15 pool=20"]

{en: Light’s piece 1 is on a2; Dark’s piece 1 is on b2, the next square.}
{fr: Le pion 1 de Clair est en a2 ; le pion 1 de Foncé est en b2, la case suivante.}
1. L 1 a2-b2x
  {en: Light lands on the Dark piece and takes it: it goes back off the board to enter again, and Dark pays Light 1 token.}
  {fr: Clair arrive sur le pion de Foncé et le prend : il retourne hors du plateau pour entrer de nouveau, et Foncé verse 1 jeton à Clair.}
= "8/1(L1)6/8 D 4/5 0/0 tokens=16/14 pool=20"
2. D 2 in-d3
  {en: The taken piece starts its route again: it enters with its own throw, a 2.}
  {fr: Le pion pris recommence son parcours : il entre avec son propre lancer, un 2.}
= "3(D1)4/1(L1)6/8 L 4/4 0/0 tokens=16/14 pool=20"

[Ruleset "late"]
[Title.fr "Une entrée qui prend"]
[Title.en "An entry that takes"]
[Rule "capture"]
[Position "8/(D1)1(D2)5/3(L1)4 L 4/3 0/0 tokens=15/15 pool=20"]

{en: Dark’s pieces 1 and 2 are on a2 and c2. a2 is square 5 for both sides, where Light’s piece 2 enters.}
{fr: Les pions 1 et 2 de Foncé sont en a2 et en c2. a2 est la case 5 des deux camps, celle où entre le pion 2 de Clair.}
1. L 1+ in-a2x
  {en: A 5 enters Light’s piece 2 on a2, and it takes the Dark piece there: Dark pays 1 token.}
  {fr: Un 5 fait entrer le pion 2 de Clair en a2, et il y prend le pion de Foncé : Foncé verse 1 jeton.}
= "8/(L2)1(D2)5/3(L1)4 D 3/4 0/0 tokens=16/14 pool=20"
2. D 2+ in-b2?entry-throw c2-h3$
  {en: Dark’s next piece is piece 1 again, the lowest number waiting: the 6 cannot enter piece 3. Dark moves piece 2 instead, which passes d2 and pays 2.}
  {fr: Le pion suivant de Foncé est de nouveau le pion 1, le plus petit numéro en attente : le 6 ne peut pas faire entrer le pion 3. Foncé avance plutôt le pion 2, qui passe d2 et paie 2.}
= "7(D2)/(L2)7/3(L1)4 L 3/4 0/0 tokens=16/12 pool=22"
3. L 2 d1-b1
4. D 2 in-d3
  {en: A 2 brings Dark’s piece 1 back onto d3.}
  {fr: Un 2 fait revenir le pion 1 de Foncé en d3.}
= "3(D1)3(D2)/(L2)7/1(L1)6 L 3/3 0/0 tokens=16/12 pool=22"

[Ruleset "late"]
[Title.fr "Une bourse vide ne paie rien"]
[Title.en "An empty purse pays nothing"]
[Rule "capture"]
[Position "8/(L1)(D1)6/8 L 4/4 0/0 tokens=30/0 pool=20"]

{en: Dark’s purse is empty.}
{fr: La bourse de Foncé est vide.}
1. L 1 a2-b2x
  {en: The capture still sends the Dark piece back, but Dark has no token to pay: Light gets nothing, and Dark owes nothing.}
  {fr: La prise renvoie quand même le pion de Foncé, mais Foncé n’a aucun jeton à verser : Clair ne reçoit rien, et Foncé ne doit rien.}
= "8/1(L1)6/8 D 4/5 0/0 tokens=30/0 pool=20"
