[Ruleset "akalamdung"]
[Title.fr "Sortir un pion fait rejouer"]
[Title.en "Bearing off earns another throw"]
[Rule "exit-again"]
[Position "8/7L/6L1 L 5/7 0/0"]

{en: Light has a piece on g1 and another on h2.}
{fr: Clair a un pion en g1 et un autre en h2.}
1. L 1 g1-out*
  {en: The g1 piece leaves the board, and Light throws again.}
  {fr: Le pion de g1 sort du plateau, et Clair relance.}
2. L 2 h2-g1*
3. L 1 g1-out*
  {en: A second piece off, a second extra throw.}
  {fr: Deuxième pion sorti, nouveau lancer.}
= "8/8/8 L 5/7 2/0 extra=1"
4. L 0 pass
  {en: This time nothing moves, and the turn goes to Dark.}
  {fr: Cette fois rien n’avance, et la main passe à Foncé.}
5. D 1 in-d3
