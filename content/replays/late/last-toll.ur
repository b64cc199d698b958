[Ruleset "late"]
[Title.fr "Le péage de la dernière case marquée"]
[Title.en "The toll of the last marked square"]
[Rule "last-toll"]
[Position "3(D1)4/8/6(L4)(L5) L 1/4 2/0 tokens=15/15 pool=20"]

{en: Light’s piece 4 is on g1, the last marked square, where it has stopped; its piece 5 is on h1, just before it.}
{fr: Le pion 4 de Clair est en g1, la dernière case marquée, où il s’est arrêté ; son pion 5 est en h1, juste avant.}
1. L 2 h1-out$
  {en: Piece 5 leaves from h1 without having stopped on g1: it pays a flat 2 tokens, not its number 5.}
  {fr: Le pion 5 sort depuis h1 sans s’être arrêté en g1 : il paie 2 jetons forfaitaires, et non son numéro 5.}
= "3(D1)4/8/6(L4)1 D 1/4 3/0 tokens=13/15 pool=22 off=125/0"
2. D 1 d3-c3
3. L 1 g1-out
  {en: Piece 4 leaves from g1 itself: it passes no marked square and pays nothing.}
  {fr: Le pion 4 sort depuis g1 même : il ne passe aucune case marquée et ne paie rien.}
= "2(D1)5/8/8 D 1/4 4/0 tokens=13/15 pool=22 off=1245/0"

[Ruleset "late"]
[Title.fr "Un 10 qui passe deux cases marquées"]
[Title.en "A 10 that passes two marked squares"]
[Rule "last-toll"]
[Position "3(D1)4/(L3)7/8 L 4/4 0/0 tokens=15/15 pool=20"]

{en: Light’s piece 3 is on a2, square 5, exactly ten squares from leaving.}
{fr: Le pion 3 de Clair est en a2, case 5, à exactement dix cases de la sortie.}
1. L 4+ a2-out$
  {en: The 10 takes it straight off the board. It passes d2, which costs its number, 3, and g1, which costs the flat 2: 5 tokens in all.}
  {fr: Le 10 le fait sortir directement. Il passe d2, ce qui coûte son numéro, 3, et g1, ce qui coûte les 2 forfaitaires : 5 jetons en tout.}
= "3(D1)4/8/8 D 4/4 1/0 tokens=10/15 pool=25 off=3/0"
