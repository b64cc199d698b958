[Ruleset "finkel"]
[Title.fr "Le meilleur lancer ouvre la partie"]
[Title.en "The better throw opens the game"]
[Rule "opening"]
[Opening "3:3 4:0"]

{en: Each player throws the four dice once. Three all is a tie and both throw again; then Light’s 4 beats Dark’s 0, and Light plays first.}
{fr: Chaque joueur lance une fois les quatre dés. Trois partout : c’est une égalité, et l’on recommence ; puis le 4 de Clair bat le 0 de Foncé, et Clair joue le premier.}
1. L 4 in-a1*
  {en: The opening throw only decides who starts: Light now throws again for its first move, and this 4 puts a piece on the rosette a1.}
  {fr: Le lancer d’ouverture décide seulement qui commence : Clair lance de nouveau pour son premier coup, et ce 4 pose un pion sur la rosette a1.}
2. L 2 in-c1
3. D 2 in-c3
= "2D5/8/L1L5 L 5/6 0/0"
