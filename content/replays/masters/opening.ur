[Ruleset "masters"]
[Title.fr "Le plus haut lancer commence"]
[Title.en "The higher throw starts"]
[Rule "opening"]
[Opening "1:1 3:0"]

{en: Each side throws once and the higher throw starts. One against one is a tie, thrown again; then Light throws three and Dark no marked face, which counts four: Dark starts.}
{fr: Chaque camp lance une fois, et le plus haut lancer commence. Un contre un est une égalité, on relance ; puis Clair fait trois et Foncé aucune face marquée, soit quatre : Foncé commence.}
1. D 2 in-c3
  {en: Dark, winner of the opening, plays the first move.}
  {fr: Foncé, vainqueur du lancer d’ouverture, joue le premier coup.}
2. L 3 in-b1
= "2D5/8/1L6 D 6/6 0/0"
