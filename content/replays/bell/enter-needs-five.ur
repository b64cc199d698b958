[Ruleset "bell"]
[Title.fr "Un pion n’entre qu’avec un cinq"]
[Title.en "A piece enters only with a five"]
[Rule "enter-needs-five"]

{en: Every piece is waiting to enter.}
{fr: Tous les pions attendent d’entrer.}
1. L 0 in-a1?enter-needs-five pass
  {en: A four would normally bring a piece onto the fourth square, a1: refused. Light has nothing else to play and passes, but throws again.}
  {fr: Un quatre mènerait d’ordinaire un pion sur la quatrième case, a1 : refusé. Clair n’a rien d’autre à jouer et passe, mais relance.}
2. L 2 in-d1?enter-needs-five pass
3. L 3 in-a2*
= "8/L7/8 L 6/7 0/0 extra=1 tokens=15/15 pool=10"
  {en: The five brings a piece in, onto the fifth square, a2.}
  {fr: Le cinq fait entrer un pion, sur la cinquième case, a2.}
4. L 0 in-a1?enter-needs-five a2-e2*
  {en: With a four, Light must move the piece already on the board.}
  {fr: Avec un quatre, Clair doit déplacer le pion déjà sur le plateau.}
5. L 1 pass
