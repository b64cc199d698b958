[Ruleset "bell"]
[Title.fr "Le premier à sortir tous ses pions gagne"]
[Title.en "First to bear off every piece wins"]
[Rule "win"]
[Position "8/8/7L L 0/4 6/3 tokens=13/14 pool=13"]

{en: Six Light pieces are off and the last one stands on h1.}
{fr: Six pions clairs sont sortis et le dernier est en h1.}
1. L 2 h1-g1*$
2. L 2 g1-out#
= "8/8/8 L 0/4 7/3 tokens=26/14"
  {en: The seventh piece leaves: Light wins and takes the pool.}
  {fr: Le septième pion sort : Clair gagne et emporte la cagnotte.}
3. D 3 in-a2?game-over
  {en: The game is over: Dark may no longer play.}
  {fr: La partie est terminée : Foncé ne peut plus jouer.}
