[Ruleset "royal"]
[Title.fr "Ce que vaut un lancer"]
[Title.en "What a throw is worth"]
[Rule "dice"]
[Position "8/8/8 L 7/7 0/0"]

{en: Three two-sided dice are thrown; each marked face showing moves a piece one square.}
{fr: On lance trois dés à deux faces ; chaque face marquée visible fait avancer un pion d’une case.}
1. L 1 in-d1
  {en: One marked face: one square.}
  {fr: Une face marquée : une case.}
2. D 2 in-c3
  {en: Two marked faces: two squares.}
  {fr: Deux faces marquées : deux cases.}
3. L 3 in-c1?wrong-distance in-b1
  {en: Three marked faces: three squares, no fewer.}
  {fr: Trois faces marquées : trois cases, pas moins.}
4. D 0 c3-b3?lost-throw pass
  {en: No marked face: the throw is worth nothing and Dark’s turn is lost.}
  {fr: Aucune face marquée : le lancer ne vaut rien et Foncé perd son tour.}
= "2D5/8/1L1L4 L 5/6 0/0"
