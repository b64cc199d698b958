[Ruleset "murray"]
[Title.fr "Le premier à sortir ses sept pions gagne"]
[Title.en "The first to bear off all seven pieces wins"]
[Rule "win"]
[Position "3D4/8/2L~5 L 0/6 6/0"]

{en: Light has six pieces off; the seventh is on c1, two squares from the exit.}
{fr: Clair a sorti six pions ; le septième est en c1, à deux cases de la sortie.}
1. L 2 c1-out#
  {en: The last Light piece leaves the board: Light wins.}
  {fr: Le dernier pion clair sort du plateau : Clair gagne.}
= "3D4/8/8 L 0/6 7/0"
2. D 1 d3-c3?game-over
  {en: The game is over: Dark can no longer move.}
  {fr: La partie est finie : Foncé ne peut plus jouer.}
