[Ruleset "murray"]
[Title.fr "Le plus fort lancer d’ouverture commence"]
[Title.en "The higher opening throw starts"]
[Rule "opening"]
[Opening "2:2 1:0"]

{en: Both players throw 2: a tie, so they throw again. Light throws 1, Dark no marked face, which counts 4: Dark starts.}
{fr: Les deux joueurs font 2 : égalité, ils relancent. Clair fait 1, Foncé aucune face marquée, ce qui compte pour 4 : Foncé commence.}
1. D 2 in-c3
  {en: Dark, winner of the opening, plays first.}
  {fr: Foncé, vainqueur de l’ouverture, joue le premier.}
2. L 1 in-d1
= "2D5/8/3L4 D 6/6 0/0"
