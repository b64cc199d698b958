[Ruleset "royal"]
[Title.fr "Aucun coup possible"]
[Title.en "No move possible"]
[Rule "lost-turn"]
[Position "8/2L5/LLLL4 L 2/7 0/0"]

{en: Light fills d1, c1, b1 and a1, and has a piece on c2.}
{fr: Clair occupe d1, c1, b1 et a1, et a un pion en c2.}
1. L 3 in-b1?own-piece d1-a1?own-piece c1-a2?must-stop-on-rosette a1-c2?own-piece c2-f2?must-stop-on-rosette pass
  {en: With a three, every piece would land on its own side or pass a rosette: no move is legal, so Light loses the turn.}
  {fr: Avec un trois, chaque pion tomberait sur un pion de son camp ou dépasserait une rosette : aucun coup n’est permis, Clair perd son tour.}
2. D 2 in-c3
= "2D5/2L5/LLLL4 L 2/6 0/0"
