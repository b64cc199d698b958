[Ruleset "royal"]
[Title.fr "Qui commence"]
[Title.en "Who starts"]
[Rule "opening"]
[Opening "2:2 3:1"]

{en: Both players throw once. Two against two is a tie, so they throw again: three beats one and Light starts.}
{fr: Chaque joueur lance une fois. Deux contre deux : égalité, on relance. Trois bat un, Clair commence.}
1. L 2 in-c1
  {en: Light throws again for its first move.}
  {fr: Clair relance les dés pour son premier coup.}
2. D 1 in-d3
= "3D4/8/2L5 L 6/6 0/0"

[Ruleset "royal"]
[Title.fr "Foncé gagne le tirage"]
[Title.en "Dark wins the opening"]
[Rule "opening"]
[Opening "0:0 1:3"]

{en: Neither player shows a marked face: tie, thrown again. Dark’s three beats Light’s one, so Dark starts.}
{fr: Aucun joueur n’a de face marquée : égalité, on relance. Le trois de Foncé bat le un de Clair : Foncé commence.}
1. D 3 in-b3
  {en: Dark opens the game.}
  {fr: Foncé ouvre la partie.}
2. L 1 in-d1
= "1D6/8/3L4 D 6/6 0/0"
