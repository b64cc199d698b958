[Ruleset "blitz"]
[Title.fr "Cinq pions sortis"]
[Title.en "Five pieces off"]
[Rule "win"]
[Position "1D6/7L/8 L 0/2 4/2"]

{en: Light has four pieces off; the fifth is on h2, three steps from the exit.}
{fr: Clair a sorti quatre pions ; le cinquième est en h2, à trois pas de la sortie.}
1. L 3 h2-out#
  {en: An exact three: the fifth piece leaves and Light wins.}
  {fr: Un trois exact : le cinquième pion sort, et Clair gagne.}
= "1D6/8/8 L 0/2 5/2"
2. D 2 b3-a2?game-over
  {en: The game is over; Dark may play no more.}
  {fr: La partie est terminée ; Foncé ne peut plus jouer.}
