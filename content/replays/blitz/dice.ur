[Ruleset "blitz"]
[Title.fr "Quatre dés, et le zéro est perdu"]
[Title.en "Four dice, and a zero is lost"]
[Rule "dice"]

{en: Four two-sided dice; a throw is worth the number of marked faces up. The chances in sixteen are one for 0, four for 1, six for 2, four for 3 and one for 4.}
{fr: Quatre dés binaires ; un lancer vaut le nombre de faces marquées visibles. Sur seize chances, une donne 0, quatre donnent 1, six donnent 2, quatre donnent 3 et une donne 4.}
1. L 3 in-b1
  {en: Three marked faces: three squares.}
  {fr: Trois faces marquées : trois cases.}
2. D 4 in-a3*
  {en: All four marked: Dark’s piece comes in on the rosette a3, and Dark throws again.}
  {fr: Les quatre faces marquées : le pion de Foncé entre sur la rosette a3, et Foncé relance.}
3. D 0 a3-d2?lost-throw pass
  {en: No marked face at all: the throw moves nothing, and the extra throw is wasted. With three dice, the Long Road counts this throw as a four.}
  {fr: Aucune face marquée : le lancer ne fait rien avancer, et le lancer supplémentaire est perdu. Avec trois dés, le long parcours compte ce lancer pour quatre.}
4. L 2 b1-a2
= "D7/L7/8 D 4/4 0/0"
