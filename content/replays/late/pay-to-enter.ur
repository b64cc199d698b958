[Ruleset "late"]
[Title.fr "Payer pour entrer"]
[Title.en "Paying to enter"]
[Rule "pay-to-enter"]

{en: Instead of throwing, a player may announce that it pays the pool the next piece’s entry throw, in tokens, and enter that piece.}
{fr: Au lieu de lancer, un joueur peut annoncer qu’il paie à la cagnotte, en jetons, le lancer d’entrée du pion suivant, et faire entrer ce pion.}
1. L pay in-d1
  {en: Light pays 2 tokens and piece 1 enters on d1, with no throw at all.}
  {fr: Clair paie 2 jetons et le pion 1 entre en d1, sans aucun lancer.}
= "8/8/3(L1)4 D 4/5 0/0 tokens=13/15 pool=22"
2. D 2 in-d3
3. L pay in-a2
  {en: Piece 2’s entry costs 5 tokens: it enters on a2.}
  {fr: L’entrée du pion 2 coûte 5 jetons : il entre en a2.}
= "3(D1)4/(L2)7/3(L1)4 D 3/4 0/0 tokens=8/15 pool=27"
4. D pay in-a2x
  {en: Dark pays 5 too, and its piece 2 enters on a2, Dark’s square 5 as well: it takes Light’s piece, and Light pays Dark 1 token.}
  {fr: Foncé paie 5 lui aussi, et son pion 2 entre en a2, qui est aussi sa case 5 : il prend le pion de Clair, et Clair verse 1 jeton à Foncé.}
= "3(D1)4/(D2)7/3(L1)4 L 4/3 0/0 tokens=7/11 pool=32"
