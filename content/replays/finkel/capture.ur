[Ruleset "finkel"]
[Title.fr "Une prise dans la rangée centrale"]
[Title.en "A capture in the middle lane"]
[Rule "capture"]
[Position "8/1L3D2/8 L 6/6 0/0"]

{en: A Light piece on b2 is four squares behind a Dark piece on f2.}
{fr: Un pion de Clair en b2 se trouve quatre cases derrière un pion de Foncé en f2.}
1. L 4 b2-f2x
  {en: Light’s four ends on f2: the Dark piece is taken and leaves the board.}
  {fr: Le quatre de Clair s’achève en f2 : le pion de Foncé est pris et quitte le plateau.}
= "8/5L2/8 D 6/7 0/0"
2. D 2 in-c3
  {en: With all seven pieces waiting again, Dark brings one in on c3; the captured piece will have to run its whole route again.}
  {fr: Foncé, qui a de nouveau sept pions en attente, en fait entrer un en c3 ; le pion pris devra refaire tout son parcours.}
= "2D5/5L2/8 L 6/6 0/0"
