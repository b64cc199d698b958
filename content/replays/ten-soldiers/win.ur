[Ruleset "ten-soldiers"]
[Title.fr "La victoire"]
[Title.en "Winning"]
[Rule "win"]
[Position "8/1L1D1(DDL)2/8 L 8/0 0/0 removed=0/7"]

{en: Seven Dark soldiers are out of the game and two are prisoners on f2. Only the one on d2 is still free.}
{fr: Sept soldats foncés ont quitté la partie et deux sont prisonniers en f2. Seul celui de d2 est encore libre.}
1. L 2 b2-d2x#
  {en: Light captures it: Dark has no free soldier left, and Light wins.}
  {fr: Clair le capture : Foncé n’a plus aucun soldat libre, et Clair gagne.}
= "8/3(DL)1(DDL)2/8 L 8/0 0/0 removed=0/7"
2. D 3 d2-g2?game-over
  {en: The game is over: nothing more can be played.}
  {fr: La partie est finie : plus rien ne peut être joué.}
