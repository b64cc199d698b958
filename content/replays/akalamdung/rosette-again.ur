[Ruleset "akalamdung"]
[Title.fr "Une rosette fait rejouer"]
[Title.en "A rosette earns another throw"]
[Rule "rosette-again"]
[Position "8/2L5/1L6 L 5/7 0/0"]

{en: Light has pieces on b1 and c2, each one square short of a rosette.}
{fr: Clair a des pions en b1 et en c2, chacun à une case d’une rosette.}
1. L 1 b1-a1*
  {en: Landing on the rosette a1: Light throws again.}
  {fr: Arrivée sur la rosette a1 : Clair relance.}
2. L 1 c2-d2*
  {en: Landing on the rosette d2: yet another throw.}
  {fr: Arrivée sur la rosette d2 : encore un lancer.}
3. L 2 a1-b2
  {en: b2 is an ordinary square, so the turn passes to Dark.}
  {fr: b2 est une case ordinaire : la main passe à Foncé.}
= "8/1L1L4/8 D 5/7 0/0"
4. D 2 in-c3
