[Ruleset "finkel"]
[Title.fr "Quatre dés binaires"]
[Title.en "Four two-sided dice"]
[Rule "dice"]

{en: Each throw uses four dice with two outcomes each; its value is the count of marked faces showing, from 0 to 4. A 2 is the likeliest value (six chances in sixteen), a 0 or a 4 the rarest (one in sixteen each).}
{fr: Chaque lancer se fait avec quatre dés à deux issues ; sa valeur est le nombre de faces marquées visibles, de 0 à 4. Le 2 est la valeur la plus probable (six chances sur seize), le 0 et le 4 les plus rares (une chance sur seize chacun).}
1. L 2 in-c1
  {en: Two marked faces: the new piece goes two squares, to c1.}
  {fr: Deux faces marquées : le nouveau pion avance de deux cases, jusqu’en c1.}
2. D 4 in-a3*
  {en: Four marked faces: four squares, onto the rosette a3, and Dark throws again.}
  {fr: Quatre faces marquées : quatre cases, jusqu’à la rosette a3, et Foncé relance.}
3. D 1 in-d3
4. L 0 c1-b1?lost-throw pass
  {en: Not one marked face: the throw is worth nothing and Light’s turn ends without a move.}
  {fr: Pas une seule face marquée : le lancer ne vaut rien, et le tour de Clair s’achève sans déplacement.}
5. D 3 in-b3
= "DD1D4/8/2L5 L 6/4 0/0"
