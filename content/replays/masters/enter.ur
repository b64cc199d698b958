[Ruleset "masters"]
[Title.fr "Un lancer de n fait entrer un pion sur la n-ième case"]
[Title.en "A throw of n enters a piece on the nth square"]
[Rule "enter"]
[First "L"]

{en: Every piece starts off the board. A throw of one enters a piece on d1, two on c1, three on b1, four on a1 (Dark: d3, c3, b3, a3).}
{fr: Tous les pions commencent hors du plateau. Un lancer de un fait entrer un pion en d1, deux en c1, trois en b1, quatre en a1 (pour Foncé : d3, c3, b3, a3).}
1. L 1 in-d1
  {en: One: the piece enters on d1, the first square.}
  {fr: Un : le pion entre en d1, la première case.}
2. D 2 in-c3
3. L 3 in-c1?wrong-distance in-b1
  {en: A three enters on the third square, b1, not on c1: refused. The piece goes to b1.}
  {fr: Un lancer de trois fait entrer le pion sur la troisième case, b1, pas en c1 : refusé. Le pion va en b1.}
4. D 0 in-a3*
  {en: No marked face counts four: Dark enters on a3, a rosette, and throws again.}
  {fr: Sans face marquée, le lancer compte quatre : Foncé entre en a3, une rosette, et relance.}
5. D 1 in-d3
= "D1DD4/8/1L1L4 L 5/4 0/0"
