[Ruleset "british-museum"]
[Title.fr "Le dernier pion sort"]
[Title.en "The last piece leaves"]
[Rule "win"]
[Position "1D6/8/7L L 0/4 4/0"]

{en: Light has four pieces off and the fifth on h1.}
{fr: Clair a sorti quatre pions, et le cinquième est en h1.}
1. L 2 h1-out#
  {en: The fifth piece leaves: Light wins.}
  {fr: Le cinquième pion sort : Clair gagne.}
= "1D6/8/8 L 0/4 5/0"
2. D 1 b3-a3?game-over
  {en: The game is over: Dark may not move any more.}
  {fr: La partie est finie : Foncé ne peut plus jouer.}
