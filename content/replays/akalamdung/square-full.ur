[Ruleset "akalamdung"]
[Title.fr "Un pion ou une paire par case"]
[Title.en "One piece or one pair per square"]
[Rule "square-full"]
[Position "8/8/1(LL)L5 L 4/7 0/0"]

{en: Light has twins on b1 and a single piece on c1.}
{fr: Clair a des jumeaux en b1 et un pion seul en c1.}
1. L 1 c1-b1?square-full in-d1
  {en: A third piece cannot join the twins: a square holds one piece or one pair. Light enters a piece instead.}
  {fr: Un troisième pion ne peut pas rejoindre les jumeaux : une case n’accueille qu’un pion ou une paire. Clair fait entrer un pion à la place.}
= "8/8/1(LL)LL4 D 3/7 0/0"
2. D 0 pass
3. L 2 d1-b1?square-full c1-a1*
  {en: The d1 piece cannot join the twins on b1 either; the c1 piece goes to the rosette a1.}
  {fr: Le pion de d1 ne peut pas non plus rejoindre les jumeaux de b1 ; le pion de c1 gagne la rosette a1.}
= "8/8/L(LL)1L4 L 3/7 0/0 extra=1"
