[Ruleset "akalamdung"]
[Title.fr "La victoire"]
[Title.en "Winning"]
[Rule "win"]
[Position "8/6D1/6L1 D 0/6 6/0"]

{en: Light has borne off six pieces; its seventh waits on g1.}
{fr: Clair a sorti six pions ; le septième attend en g1.}
1. D 2 g2-h3
2. L 1 g1-out#
  {en: The seventh piece leaves: Light has borne off all its pieces and wins.}
  {fr: Le septième pion sort : Clair a sorti tous ses pions et gagne.}
= "7D/8/8 L 0/6 7/0"
3. D 1 h3-g3?game-over
  {en: The game is over: Dark can no longer move.}
  {fr: La partie est finie : Foncé ne peut plus jouer.}
