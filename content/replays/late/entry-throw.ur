[Ruleset "late"]
[Title.fr "Le pion suivant, avec son propre lancer"]
[Title.en "The next piece, with its own throw"]
[Rule "entry-throw"]

{en: All pieces are waiting. Pieces enter in number order, and the next one enters only with its own throw: piece 1 needs a 2.}
{fr: Tous les pions attendent. Les pions entrent dans l’ordre de leurs numéros, et le suivant n’entre qu’avec son propre lancer : le pion 1 demande un 2.}
1. L 1+ in-a2?entry-throw pass
  {en: A 5 would enter piece 2, but piece 1 comes first: refused. With no piece in play, Light can do nothing and loses the turn, which costs 1 token.}
  {fr: Un 5 ferait entrer le pion 2, mais le pion 1 passe avant : refusé. Sans pion en jeu, Clair ne peut rien faire et perd son tour, ce qui lui coûte 1 jeton.}
= "8/8/8 D 5/5 0/0 tokens=14/15 pool=21"
2. D 2 in-d3
3. L 2 in-d1
  {en: The 2 is piece 1’s throw: it enters on d1.}
  {fr: Le 2 est le lancer du pion 1 : il entre en d1.}
4. D 2 in-c3?entry-throw d3-b3
  {en: Dark’s next piece is now piece 2, which needs a 5: the 2 cannot enter it, so it moves piece 1 instead.}
  {fr: Le pion suivant de Foncé est maintenant le pion 2, qui demande un 5 : le 2 ne peut pas le faire entrer, il fait donc avancer le pion 1.}
= "1(D1)6/8/3(L1)4 L 4/4 0/0 tokens=14/15 pool=21"

[Ruleset "late"]
[Title.fr "Après une prise, le plus petit numéro d’abord"]
[Title.en "After a capture, the lowest number first"]
[Rule "entry-throw"]
[Position "3(D1)4/(L2)7/8 L 4/4 0/0 tokens=14/16 pool=20"]

{en: Light’s piece 1 has been taken and waits again, with pieces 3, 4 and 5; piece 2 stands on a2.}
{fr: Le pion 1 de Clair a été pris et attend de nouveau, avec les pions 3, 4 et 5 ; le pion 2 est en a2.}
1. L 2+ in-b2?entry-throw a2-g2$
  {en: A 6 is piece 3’s throw, but the lowest-numbered waiting piece, piece 1, must enter first: refused. Light moves piece 2 instead, paying 2 for passing over d2.}
  {fr: Un 6 est le lancer du pion 3, mais le plus petit numéro en attente, le pion 1, doit entrer d’abord : refusé. Clair avance plutôt le pion 2, et paie 2 pour avoir passé d2.}
= "3(D1)4/6(L2)1/8 D 4/4 0/0 tokens=12/16 pool=22"
2. D 1 d3-c3
3. L 2 in-d1
  {en: A 2 brings piece 1 back onto d1.}
  {fr: Un 2 fait revenir le pion 1 en d1.}
= "2(D1)5/6(L2)1/3(L1)4 D 3/4 0/0 tokens=12/16 pool=22"
