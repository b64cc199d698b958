[Ruleset "british-museum"]
[Title.fr "Le plus fort lancer commence"]
[Title.en "The higher throw starts"]
[Rule "opening"]
[Opening "1:1 0:2"]

{en: Each side throws the four dice. 1 against 1 is a tie, so both throw again; then Dark’s 2 beats Light’s 0, and Dark plays first.}
{fr: Chaque camp lance les quatre dés. 1 contre 1 est une égalité, on relance ; puis le 2 de Foncé bat le 0 de Clair, et Foncé joue en premier.}
1. D 3 in-b3
  {en: Dark’s first turn is a new throw: a three enters a piece on b3.}
  {fr: Le premier tour de Foncé est un nouveau lancer : un trois fait entrer un pion en b3.}
2. L 2 in-c1
= "1D6/8/2L5 D 4/4 0/0"
