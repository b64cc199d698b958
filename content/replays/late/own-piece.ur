[Ruleset "late"]
[Title.fr "Jamais deux pions sur une case"]
[Title.en "Never two pieces on a square"]
[Rule "own-piece"]
[Position "3(D1)4/(L2)(L1)6/8 L 3/4 0/0 tokens=15/15 pool=20"]

{en: Light’s piece 2 is on a2, its piece 1 just ahead on b2.}
{fr: Le pion 2 de Clair est en a2, son pion 1 juste devant, en b2.}
1. L 1 a2-b2?own-piece b2-c2
  {en: A 1 would put piece 2 on b2, where Light’s own piece 1 stands: refused. Light moves piece 1 instead.}
  {fr: Un 1 mènerait le pion 2 en b2, où se trouve déjà le pion 1 de Clair : refusé. Clair avance plutôt le pion 1.}
2. D 1 d3-c3
3. L 1 a2-b2
  {en: Now that b2 is free, the same move is allowed.}
  {fr: Maintenant que b2 est libre, le même déplacement est permis.}
= "2(D1)5/1(L2)(L1)5/8 D 3/4 0/0 tokens=15/15 pool=20"
4. D 1 c3-b3
5. L 2+ in-b2?own-piece c2-h1$
  {en: An entry is refused too when the square is held by one’s own piece: the 6 cannot enter piece 3 on b2. Light uses it for piece 1, which passes d2 and pays 1.}
  {fr: Une entrée est refusée de même quand la case est tenue par un pion de son camp : le 6 ne peut pas faire entrer le pion 3 en b2. Clair l’utilise pour le pion 1, qui passe d2 et paie 1.}
= "1(D1)6/1(L2)6/7(L1) D 3/4 0/0 tokens=14/15 pool=21"
