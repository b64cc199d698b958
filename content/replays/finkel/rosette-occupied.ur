[Ruleset "finkel"]
[Title.fr "À l’abri sur la rosette centrale"]
[Title.en "Sheltered on the central rosette"]
[Rule "rosette-occupied"]
[Position "8/1D1L4/8 D 6/6 0/0"]

{en: A Light piece rests on d2, the central rosette; a Dark piece is on b2, two squares behind it.}
{fr: Un pion de Clair est posé en d2, la rosette centrale ; un pion de Foncé se trouve en b2, deux cases derrière lui.}
1. D 2 b2-d2?rosette-occupied in-c3
  {en: Dark’s two would end on the Light piece, but a piece on a rosette cannot be taken: refused. Dark brings a piece in on c3.}
  {fr: Le deux de Foncé s’achèverait sur le pion de Clair, mais un pion sur une rosette ne peut pas être pris : refusé. Foncé fait entrer un pion en c3.}
2. L 3 d2-g2
  {en: Light leaves the rosette.}
  {fr: Clair quitte la rosette.}
3. D 2 b2-d2*
  {en: The rosette is free: Dark stops on it and throws again.}
  {fr: La rosette est libre : Foncé s’y arrête et relance.}
4. D 3 d2-g2x
  {en: Off its rosette, the Light piece is exposed, and Dark takes it.}
  {fr: Hors de sa rosette, le pion de Clair est exposé, et Foncé le prend.}
= "2D5/6D1/8 L 7/5 0/0"
