[Ruleset "murray"]
[Title.fr "Trois dés binaires, et zéro face marquée vaut 4"]
[Title.en "Three binary dice, and no marked face counts 4"]
[Rule "dice"]

{en: Each of the three dice shows a marked face or not; the throw is the number of marked faces, but none at all counts 4, so every throw moves something.}
{fr: Chacun des trois dés montre une face marquée ou non ; le lancer compte les faces marquées, mais un lancer sans face marquée vaut 4 : aucun lancer n’est perdu.}
1. L 0 pass?move-compulsory in-d1?wrong-distance in-a1*
  {en: No marked face: this is a 4, not a lost throw. Passing is refused, and so is entering on d1; the piece enters on a1, the fourth square, a rosette.}
  {fr: Pas de face marquée : c’est un 4, pas un lancer perdu. Passer est refusé, entrer en d1 aussi ; le pion entre en a1, la quatrième case, une rosette.}
2. L 1 a1-a2
  {en: One marked face: one square.}
  {fr: Une face marquée : une case.}
3. D 2 in-c3
  {en: Two marked faces: two squares.}
  {fr: Deux faces marquées : deux cases.}
4. L 3 a2-d2*
  {en: Three marked faces: three squares, from a2 to the rosette d2.}
  {fr: Trois faces marquées : trois cases, de a2 à la rosette d2.}
= "2D5/3L4/8 L 6/6 0/0 extra=1"
