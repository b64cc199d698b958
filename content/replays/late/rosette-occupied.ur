[Ruleset "late"]
[Title.fr "Une case marquée protège"]
[Title.en "A marked square protects"]
[Rule "rosette-occupied"]
[Position "8/1(L2)1(D1)4/2(L1)5 L 3/4 0/0 tokens=15/15 pool=20"]

{en: Dark’s piece 1 sits on d2, the marked square in the middle lane. Light’s piece 2 is on b2, two squares behind; its piece 1 is on c1.}
{fr: Le pion 1 de Foncé occupe d2, la case marquée de la rangée du milieu. Le pion 2 de Clair est en b2, deux cases derrière ; son pion 1 est en c1.}
1. L 2 b2-d2?rosette-occupied c1-a1
  {en: A piece on a marked square cannot be taken: refused. Light moves piece 1 to a1 instead, a marked square of its own lane, and takes 1 token.}
  {fr: Un pion posé sur une case marquée ne peut pas être pris : refusé. Clair avance plutôt le pion 1 en a1, une case marquée de sa propre rangée, et prend 1 jeton.}
= "8/1(L2)1(D1)4/(L1)7 D 3/4 0/0 tokens=16/15 pool=19"
2. D 1 d2-e2
3. L 3 b2-e2x$
  {en: Once it has left the marked square, the Dark piece can be taken: Dark pays Light 1 token. On the way, Light’s piece 2 passed over d2 and paid its number, 2.}
  {fr: Une fois sorti de la case marquée, le pion de Foncé peut être pris : Foncé verse 1 jeton à Clair. En chemin, le pion 2 de Clair a passé d2 et payé son numéro, 2.}
= "8/4(L2)3/(L1)7 D 3/5 0/0 tokens=15/14 pool=21"
