[Ruleset "late"]
[Title.fr "Le dé et le bâtonnet"]
[Title.en "The die and the stick"]
[Rule "dice"]
[Position "3(D1)4/8/3(L1)4 L 4/4 0/0 tokens=15/15 pool=20"]

{en: Each side has its piece 1 on the board. Before each throw the player chooses: the tetrahedral die alone, 1 to 4, or the die with the stick. The stick’s "no" leaves the die as it is; its "yes" turns 1, 2, 3, 4 into 5, 6, 7, 10.}
{fr: Chaque camp a son pion 1 sur le plateau. Avant chaque lancer, le joueur choisit : le dé tétraédrique seul, de 1 à 4, ou le dé avec le bâtonnet. Le « non » du bâtonnet laisse le dé tel quel ; son « oui » change 1, 2, 3, 4 en 5, 6, 7, 10.}
1. L 1 d1-c1
  {en: The die alone shows 1: the piece goes one square.}
  {fr: Le dé seul donne 1 : le pion avance d’une case.}
2. D 3- d3-a3
  {en: Dark throws the stick too and gets "no": the die’s 3 counts as it is, and the piece stops on the marked square a3 (1 token from the pool).}
  {fr: Foncé lance aussi le bâtonnet et obtient « non » : le 3 du dé compte tel quel, et le pion s’arrête sur la case marquée a3 (1 jeton de la cagnotte).}
= "(D1)7/8/2(L1)5 L 4/4 0/0 tokens=15/16 pool=19"
3. L 1+ c1-b1?wrong-distance c1-c2$
  {en: Die 1 and the stick’s "yes": the throw is worth 5, not 1. The piece goes from square 2 to square 7, passing over the marked a1, which costs its number, 1 token.}
  {fr: Dé 1 et « oui » du bâtonnet : le lancer vaut 5, et non 1. Le pion va de la case 2 à la case 7 en passant par-dessus la case marquée a1, ce qui coûte son numéro, 1 jeton.}
= "(D1)7/2(L1)5/8 D 4/4 0/0 tokens=14/16 pool=20"
4. D 4+ a3-g3$
  {en: Die 4 and "yes" make 10, the largest throw: from square 4 to square 14. The piece pays 1 for passing d2, then takes 1 for stopping on g3.}
  {fr: Dé 4 et « oui » font 10, le plus fort lancer : de la case 4 à la case 14. Le pion paie 1 pour avoir passé d2, puis prend 1 en s’arrêtant sur g3.}
= "6(D1)1/2(L1)5/8 L 4/4 0/0 tokens=14/16 pool=20"
