[Ruleset "akalamdung"]
[Title.fr "Ce que vaut un lancer"]
[Title.en "What a throw is worth"]
[Rule "dice"]
[Position "8/8/8 L 7/7 0/0"]

{en: Three two-sided dice, white on one side and black on the other; each black side up moves a piece one square.}
{fr: Trois dés à deux faces, blanche et noire ; chaque face noire visible fait avancer un pion d’une case.}
1. L 1 in-d1
  {en: One black side: one square.}
  {fr: Une face noire : une case.}
2. D 2 in-c3
  {en: Two black sides: two squares.}
  {fr: Deux faces noires : deux cases.}
3. L 3 in-c1?wrong-distance in-b1
  {en: Three black sides: three squares, no fewer.}
  {fr: Trois faces noires : trois cases, pas moins.}
4. D 0 c3-b3?lost-throw pass
  {en: Three white sides: the throw is worth nothing and Dark loses the turn.}
  {fr: Trois faces blanches : le lancer ne vaut rien et Foncé perd son tour.}
= "2D5/8/1L1L4 L 5/6 0/0"
