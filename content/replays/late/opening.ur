[Ruleset "late"]
[Title.fr "Le plus fort dé commence"]
[Title.en "The higher die starts"]
[Rule "opening"]
[Opening "3:3 2:4"]

{en: Each side throws the die alone. 3 against 3 is a tie, so both throw again; then Dark’s 4 beats Light’s 2, and Dark plays first.}
{fr: Chaque camp lance le dé seul. 3 contre 3 : égalité, on relance ; puis le 4 de Foncé bat le 2 de Clair, et Foncé joue en premier.}
1. D 2 in-d3
  {en: Dark’s first turn is a new throw: a two enters its piece 1 on d3.}
  {fr: Le premier tour de Foncé est un nouveau lancer : un deux fait entrer son pion 1 en d3.}
2. L 2 in-d1
= "3(D1)4/8/3(L1)4 D 4/4 0/0 tokens=15/15 pool=20"
