[Ruleset "akalamdung"]
[Title.fr "Une prise fait rejouer"]
[Title.en "A capture earns another throw"]
[Rule "capture-again"]
[Position "8/1LD1L1D1/8 L 5/5 0/0"]

{en: Light has pieces on b2 and e2, each one step behind a Dark piece.}
{fr: Clair a des pions en b2 et en e2, chacun juste derrière un pion foncé.}
1. L 1 b2-c2x*
  {en: Light takes the piece on c2 and throws again.}
  {fr: Clair prend le pion de c2 et relance.}
2. L 2 e2-g2x*
  {en: A second capture, a second extra throw.}
  {fr: Deuxième prise, nouveau lancer.}
= "8/2L3L1/8 L 5/7 0/0 extra=1"
3. L 1 g2-h2
  {en: A plain move earns nothing: the dice pass to Dark.}
  {fr: Un simple déplacement ne rapporte rien : les dés passent à Foncé.}
4. D 2 in-c3
= "2D5/2L4L/8 L 5/6 0/0"
