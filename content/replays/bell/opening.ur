[Ruleset "bell"]
[Title.fr "Qui commence"]
[Title.en "Who starts"]
[Rule "opening"]
[Opening "1:1 0:2"]

{en: Each player throws once and the higher move starts. Both first throw a one, worth nothing: a tie, thrown again. Then Light’s zero is worth 4 and Dark’s two only 1, so Light starts.}
{fr: Chaque joueur lance une fois et le plus fort déplacement commence. Les deux font d’abord un 1, qui ne vaut rien : égalité, on relance. Puis le 0 de Clair vaut 4 et le 2 de Foncé seulement 1 : Clair commence.}
1. L 3 in-a2*
= "8/L7/8 L 6/7 0/0 extra=1 tokens=15/15 pool=10"
  {en: Light’s first throw is a five and brings a piece onto a2.}
  {fr: Le premier lancer de Clair est un cinq et fait entrer un pion en a2.}
2. L 1 pass
