[Ruleset "akalamdung"]
[Title.fr "Le chemin du guerrier"]
[Title.en "The warrior’s path"]
[Rule "warrior"]
[Position "8/1L'6/8 L 6/7 0/0"]

{en: Light’s warrior, face up, stands on b2, square 6. It has stopped only on the warrior’s squares so far.}
{fr: Le guerrier clair, face marquée visible, est en b2, la case 6. Jusqu’ici il ne s’est arrêté que sur les cases du guerrier.}
1. L 2 b2-d2*
  {en: The central rosette d2, square 8, is one of its squares.}
  {fr: La rosette centrale d2, case 8, fait partie de ses cases.}
2. L 1 d2-e2
  {en: e2, square 9, marked with five dots, too.}
  {fr: e2, case 9 marquée de cinq points, aussi.}
3. D 1 in-d3
4. L 3 e2-h2
  {en: Then h2, square 12, the last five-dot square.}
  {fr: Puis h2, case 12, la dernière case à cinq points.}
5. D 1 d3-c3
6. L 2 h2-g1#
  {en: The warrior reaches the last rosette g1 still a warrior: Light wins at once.}
  {fr: Le guerrier atteint la dernière rosette, g1, toujours guerrier : Clair gagne sur-le-champ.}
= "2D5/8/6L'1 L 6/6 0/0"
7. D 2 c3-a3?game-over

[Ruleset "akalamdung"]
[Title.fr "Le guerrier redevient un pion ordinaire"]
[Title.en "The warrior becomes an ordinary piece"]
[Rule "warrior"]
[Position "8/8/2L'5 L 6/7 0/0"]

{en: Light’s warrior has just entered on c1.}
{fr: Le guerrier clair vient d’entrer en c1.}
1. L 1 c1-b1
  {en: Moved onto b1, square 3, which is not one of the warrior’s squares, it is turned face down: an ordinary piece from now on.}
  {fr: Déplacé en b1, la case 3, qui n’est pas une case du guerrier, il est retourné : c’est désormais un pion ordinaire.}
= "8/8/1L6 D 6/7 0/0"
2. D 1 in-d3
