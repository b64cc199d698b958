[Ruleset "bell"]
[Title.fr "Faire entrer un pion"]
[Title.en "Bringing a piece in"]
[Rule "enter"]

{en: Every piece starts off the board.}
{fr: Tous les pions commencent hors du plateau.}
1. L 3 in-a2*
= "8/L7/8 L 6/7 0/0 extra=1 tokens=15/15 pool=10"
  {en: A throw of five enters a piece on the fifth square of the route, a2.}
  {fr: Un lancer de cinq fait entrer un pion sur la cinquième case du parcours, a2.}
2. L 2 a2-b2*
3. L 3 in-a2*
4. L 1 pass
= "8/LL6/8 D 5/7 0/0 tokens=15/15 pool=10"
  {en: Once a2 is free again, another five brings in a second piece.}
  {fr: Une fois a2 libérée, un autre cinq fait entrer un deuxième pion.}
