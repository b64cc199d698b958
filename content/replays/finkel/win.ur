[Ruleset "finkel"]
[Title.fr "Sept pions dehors"]
[Title.en "Seven pieces home"]
[Rule "win"]
[Position "2D5/8/6L1 L 0/5 6/1"]

{en: Six Light pieces are off the board; the seventh stands on g1.}
{fr: Six pions de Clair sont sortis du plateau ; le septième est en g1.}
1. L 1 g1-out#
  {en: The seventh piece leaves, and Light wins the game.}
  {fr: Le septième pion sort, et Clair remporte la partie.}
= "2D5/8/8 L 0/5 7/1"
2. D 3 c3-a2?game-over
  {en: Nothing more can be played once the game is won.}
  {fr: Une fois la partie gagnée, plus rien ne peut être joué.}
