[Ruleset "globe-capture"]
[Title.fr "Qui commence"]
[Title.en "Who starts"]
[Rule "opening"]
[Opening "3:3 2:1"]

{en: Each player throws once. Three against three is a tie, thrown again: two beats one, and Light starts.}
{fr: Chaque joueur lance une fois. Trois contre trois : égalité, on relance. Deux bat un, Clair commence.}
1. L 1 in-d1
  {en: Light throws again for its first move.}
  {fr: Clair relance les dés pour son premier coup.}
2. D 2 in-c3
= "2D5/8/3L4 L 6/6 0/0"

[Ruleset "globe-capture"]
[Title.fr "Foncé gagne le tirage"]
[Title.en "Dark wins the opening"]
[Rule "opening"]
[Opening "0:0 1:2"]

{en: Neither player shows a marked side: a tie, thrown again. Dark’s two beats Light’s one, so Dark starts.}
{fr: Aucun joueur n’a de face marquée : égalité, on relance. Le deux de Foncé bat le un de Clair : Foncé commence.}
1. D 3 in-b3
  {en: Dark opens the game with a new throw.}
  {fr: Foncé ouvre la partie avec un nouveau lancer.}
2. L 1 in-d1
= "1D6/8/3L4 D 6/6 0/0"
