[Ruleset "murray"]
[Title.fr "Un pion sur une rosette est à l’abri"]
[Title.en "A piece on a rosette is safe"]
[Rule "rosette-occupied"]
[Position "8/2LD4/8 L 6/6 0/0"]

{en: A Dark piece sits on the rosette d2; a Light piece is right behind it on c2.}
{fr: Un pion foncé occupe la rosette d2 ; un pion clair le suit de près en c2.}
1. L 1 c2-d2?rosette-occupied in-d1
  {en: Light may not land on d2: an opponent on a rosette cannot be taken. Light enters a piece instead.}
  {fr: Clair ne peut pas s’arrêter en d2 : un pion adverse sur une rosette ne peut pas être pris. Clair fait entrer un pion.}
2. D 1 d2-e2
  {en: The Dark piece leaves the rosette.}
  {fr: Le pion foncé quitte la rosette.}
3. L 1 c2-d2*
  {en: Now the rosette is free: Light lands there and throws again.}
  {fr: La rosette est libre : Clair s’y arrête et relance.}
= "8/3LD3/3L4 L 5/6 0/0 extra=1"

[Ruleset "murray"]
[Title.fr "Foncé à l’abri sur la rosette g1"]
[Title.en "Dark safe on the rosette g1"]
[Rule "rosette-occupied"]
[Position "8/6L1/6D1 L 6/6 0/0"]

{en: Murray’s track brings Dark’s pieces into Light’s lane at the far end: a Dark piece rests on g1, Light’s rosette. Light is on g2 and throws 1.}
{fr: Le parcours de Murray amène les pions foncés dans la rangée de Clair, au bout du plateau : un pion foncé s’est posé en g1, la rosette de Clair. Clair est en g2 et fait 1.}
1. L 1 g2-g1?rosette-occupied in-d1
  {en: The rosette is held by Dark: Light may not land there, and enters a piece instead.}
  {fr: La rosette est tenue par Foncé : Clair ne peut pas s’y arrêter et fait entrer un pion.}
2. D 1 g1-g2x
  {en: The Dark piece goes on its way back, to g2, and takes the Light piece there.}
  {fr: Le pion foncé repart vers le milieu, en g2, et y prend le pion clair.}
= "8/6D~1/3L4 L 6/6 0/0"
