[Ruleset "akalamdung"]
[Title.fr "Les jumeaux"]
[Title.en "Twins"]
[Rule "twins"]
[Position "8/2D5/1L1L4 L 5/6 0/0"]

{en: Light has pieces on d1 and b1; a single Dark piece stands on c2.}
{fr: Clair a des pions en d1 et en b1 ; un pion foncé seul se tient en c2.}
1. L 2 d1-b1
  {en: In the Rosette Game this move would be refused. Here the two Light pieces meet on b1 and become twins, stacked one on the other.}
  {fr: Au jeu des rosettes, ce coup serait refusé. Ici, les deux pions clairs se rejoignent en b1 et deviennent jumeaux, posés l’un sur l’autre.}
= "8/2D5/1(LL)6 D 5/6 0/0"
2. D 1 in-d3
3. L 1 b1-a1*
  {en: One throw moves both twins together, here onto the rosette a1.}
  {fr: Un seul lancer fait avancer les deux jumeaux ensemble, ici jusqu’à la rosette a1.}
4. L 3 a1-c2x*
  {en: The twins land on the single Dark piece and take it.}
  {fr: Les jumeaux tombent sur le pion foncé seul et le prennent.}
= "3D4/2(LL)5/8 L 5/6 0/0 extra=1"
