[Ruleset "blitz"]
[Title.fr "Qui commence"]
[Title.en "Who goes first"]
[Rule "opening"]
[Opening "1:1 2:4"]

{en: Both sides throw the four dice. A one each is a tie, thrown again; then Dark’s 4 beats Light’s 2, so Dark plays first.}
{fr: Les deux camps lancent les quatre dés. Un partout : égalité, on relance ; puis le 4 de Foncé bat le 2 de Clair, et Foncé joue donc le premier.}
1. D 2 in-c3
  {en: Dark’s first move comes from a new throw, here a two.}
  {fr: Le premier coup de Foncé vient d’un nouveau lancer, ici un deux.}
2. L 3 in-b1
= "2D5/8/1L6 D 4/4 0/0"
