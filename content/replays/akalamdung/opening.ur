[Ruleset "akalamdung"]
[Title.fr "Qui commence"]
[Title.en "Who starts"]
[Rule "opening"]
[Opening "1:1 2:3"]

{en: Each player throws once. One against one is a tie, thrown again; Dark’s three beats Light’s two, so Dark starts.}
{fr: Chaque joueur lance une fois. Un contre un : égalité, on relance ; le trois de Foncé bat le deux de Clair, Foncé commence.}
1. D 2 in-c3
  {en: Dark throws again for its first move.}
  {fr: Foncé relance les dés pour son premier coup.}
2. L 1 in-d1
= "2D5/8/3L4 D 6/6 0/0"
