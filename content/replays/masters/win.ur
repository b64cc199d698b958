[Ruleset "masters"]
[Title.fr "Le premier à sortir tous ses pions gagne"]
[Title.en "The first to bear off every piece wins"]
[Rule "win"]
[Position "3D4/7L/8 L 0/6 6/0"]

{en: Light has borne off six pieces; its seventh is on h2, three steps from the exit.}
{fr: Clair a sorti six pions ; le septième est en h2, à trois pas de la sortie.}
1. L 3 h2-out#
  {en: Three exactly: the last piece leaves the board, and Light wins.}
  {fr: Trois exactement : le dernier pion sort du plateau, et Clair gagne.}
= "3D4/8/8 L 0/6 7/0"
2. D 1 d3-c3?game-over
  {en: The game is over: Dark may not move any more.}
  {fr: La partie est finie : Foncé ne peut plus jouer.}
