[Ruleset "masters"]
[Title.fr "Sans face marquée, le lancer vaut quatre"]
[Title.en "No marked face counts four"]
[Rule "dice"]
[First "L"]

{en: Three two-sided dice: a throw is worth the number of marked faces up, 1, 2 or 3, and no marked face at all counts 4. No throw is worth nothing.}
{fr: Trois dés à deux faces : un lancer vaut le nombre de faces marquées visibles, 1, 2 ou 3, et un lancer sans face marquée compte 4. Aucun lancer ne vaut zéro.}
1. L 0 pass?move-compulsory in-a1*
  {en: No marked face up is a four, not a lost throw, so Light may not pass. The piece enters on a1, the fourth square, a rosette: Light throws again.}
  {fr: Un lancer sans face marquée vaut quatre, et non rien : Clair ne peut pas passer. Le pion entre en a1, la quatrième case, une rosette : Clair relance.}
= "8/8/L7 L 6/7 0/0 extra=1"
2. L 3 a1-c2
  {en: Three marked faces: three squares, from a1 to c2.}
  {fr: Trois faces marquées : trois cases, de a1 à c2.}
3. D 0 in-a3*
  {en: The same for Dark: a four enters its piece on a3, a rosette.}
  {fr: De même pour Foncé : un quatre fait entrer son pion en a3, une rosette.}
4. D 2 in-c3
= "D1D5/2L5/8 L 6/5 0/0"
