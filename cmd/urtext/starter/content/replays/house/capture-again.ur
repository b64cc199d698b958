[Ruleset "house"]
[Title.en "A capture earns another throw"]
[Title.fr "Une prise fait rejouer"]
[Rule "capture-again"]
[Position "8/1LLDD3/8 L 3/3 0/0"]

{en: Light has pieces on b2 and c2; Dark has one on the rosette d2 and one on e2.}
{fr: Clair a des pions en b2 et en c2 ; Foncé en a un sur la rosette d2 et un en e2.}
1. L 2 b2-d2?rosette-occupied c2-e2x*
  {en: A two would take the b2 piece onto d2, where the Dark piece is safe on its rosette: refused. The c2 piece takes e2 instead, and Light throws again.}
  {fr: Un deux mènerait le pion de b2 en d2, où le pion de Foncé est à l’abri sur sa rosette : refusé. Le pion de c2 prend donc celui de e2, et Clair relance.}
= "8/1L1DL3/8 L 3/4 0/0 extra=1"
2. L 1 b2-c2
  {en: A plain move earns nothing: the dice pass to Dark.}
  {fr: Un simple déplacement ne rapporte rien : les dés passent à Foncé.}
= "8/2LDL3/8 D 3/4 0/0"
