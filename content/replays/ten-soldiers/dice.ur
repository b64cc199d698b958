[Ruleset "ten-soldiers"]
[Title.fr "Le dé et ses six"]
[Title.en "The die and its sixes"]
[Rule "dice"]
[Position "8/8/8 L 10/10 0/0"]

{en: One ordinary die is thrown. One to five count as thrown; a six counts for nothing and the die is thrown again.}
{fr: On lance un dé ordinaire. De un à cinq, il compte ce qu’il montre ; un six ne compte pas et l’on relance le dé.}
1. L 1 in-d1
2. D 2 in-c3
3. L 6,3 d1-f2?wrong-distance in-b1
  {en: Light throws a six, then a three. Only the three counts: the soldier on d1 cannot go nine squares.}
  {fr: Clair fait un six, puis un trois. Seul le trois compte : le soldat de d1 ne peut pas faire neuf cases.}
4. D 4 in-a3
5. L 6,6,5 in-a2
  {en: Two sixes, thrown again each time, then a five: the highest move, which brings a soldier straight to a2.}
  {fr: Deux six, relancés chaque fois, puis un cinq : le plus grand déplacement, qui amène un soldat directement en a2.}
6. D 5 c3-c2
= "D7/L1D5/1L1L4 L 7/8 0/0"
