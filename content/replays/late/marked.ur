[Ruleset "late"]
[Title.fr "S’arrêter rapporte, passer coûte"]
[Title.en "Stopping pays, passing costs"]
[Rule "marked"]
[Position "3(D1)4/(L2)(L3)6/8 L 3/4 0/0 tokens=15/15 pool=20"]

{en: Light’s pieces 2 and 3 are on a2 and b2, short of the marked square d2.}
{fr: Les pions 2 et 3 de Clair sont en a2 et en b2, avant la case marquée d2.}
1. L 2 b2-d2
  {en: Piece 3 stops on d2: Light takes 3 tokens from the pool, as many as the piece’s number.}
  {fr: Le pion 3 s’arrête en d2 : Clair prend 3 jetons à la cagnotte, autant que le numéro du pion.}
= "3(D1)4/(L2)2(L3)4/8 D 3/4 0/0 tokens=18/15 pool=17"
2. D 1 d3-c3
3. L 4 a2-e2$
  {en: Piece 2 jumps over d2 without stopping: Light pays its number, 2 tokens, into the pool.}
  {fr: Le pion 2 saute par-dessus d2 sans s’y arrêter : Clair paie son numéro, 2 jetons, à la cagnotte.}
= "2(D1)5/3(L3)(L2)3/8 D 3/4 0/0 tokens=16/15 pool=19"

[Ruleset "late"]
[Title.fr "La cagnotte donne ce qu’elle a"]
[Title.en "The pool gives what it holds"]
[Rule "marked"]
[Position "3(D1)4/2(L4)5/8 L 4/4 0/0 tokens=25/24 pool=1"]

{en: Only 1 token is left in the pool. Light’s piece 4 is on c2.}
{fr: Il ne reste qu’1 jeton dans la cagnotte. Le pion 4 de Clair est en c2.}
1. L 1 c2-d2
  {en: Piece 4 stops on d2 and should take 4 tokens, but the pool holds only 1: Light takes it, and the pool is empty.}
  {fr: Le pion 4 s’arrête en d2 et devrait prendre 4 jetons, mais la cagnotte n’en a qu’1 : Clair le prend, et la cagnotte est vide.}
= "3(D1)4/3(L4)4/8 D 4/4 0/0 tokens=26/24"

[Ruleset "late"]
[Title.fr "Une bourse paie ce qu’elle peut"]
[Title.en "A purse pays what it can"]
[Rule "marked"]
[Position "3(D1)4/1(L3)6/8 L 4/4 0/0 tokens=1/29 pool=20"]

{en: Light has 1 token left. Its piece 3 is on b2.}
{fr: Il reste 1 jeton à Clair. Son pion 3 est en b2.}
1. L 3+ b2-h1$
  {en: The 7 carries piece 3 over d2, a toll of 3, but Light’s purse holds only 1: it pays that token and owes nothing more.}
  {fr: Le 7 fait passer le pion 3 par-dessus d2, un péage de 3, mais la bourse de Clair ne contient qu’1 jeton : Clair le paie et ne doit rien de plus.}
= "3(D1)4/8/7(L3) D 4/4 0/0 tokens=0/29 pool=21"
