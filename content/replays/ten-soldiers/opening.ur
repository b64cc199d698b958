[Ruleset "ten-soldiers"]
[Title.fr "Qui commence"]
[Title.en "Who starts"]
[Rule "opening"]
[Opening "4:4 6,5:2"]

{en: Each player throws the die. Four against four is a tie, thrown again; Light’s six is thrown again too, and its five beats Dark’s two.}
{fr: Chaque joueur lance le dé. Quatre contre quatre : égalité, on relance ; le six de Clair est relancé lui aussi, et son cinq bat le deux de Foncé.}
1. L 3 in-b1
  {en: Light starts, with a new throw for its first move.}
  {fr: Clair commence, avec un nouveau lancer pour son premier coup.}
2. D 1 in-d3
= "3D4/8/1L6 L 9/9 0/0"

[Ruleset "ten-soldiers"]
[Title.fr "Foncé gagne le tirage"]
[Title.en "Dark wins the opening"]
[Rule "opening"]
[Opening "2:6,6,3"]

{en: Light throws a two; Dark throws two sixes, then a three. The three beats the two: Dark starts.}
{fr: Clair fait un deux ; Foncé fait deux six, puis un trois. Le trois bat le deux : Foncé commence.}
1. D 5 in-a2
  {en: Dark opens the game.}
  {fr: Foncé ouvre la partie.}
2. L 2 in-c1
= "8/D7/2L5 D 9/9 0/0"
