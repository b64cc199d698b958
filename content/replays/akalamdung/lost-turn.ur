[Ruleset "akalamdung"]
[Title.fr "Aucun coup possible"]
[Title.en "No move possible"]
[Rule "lost-turn"]
[Position "8/2(LL)5/(LL)(LL)6 L 1/7 0/0"]

{en: Light has twins on a1, b1 and c2, and one piece waiting.}
{fr: Clair a des jumeaux en a1, en b1 et en c2, et un pion en attente.}
1. L 3 in-b1?square-full b1-b2?must-stop-on-rosette a1-c2?square-full c2-f2?must-stop-on-rosette pass
  {en: With a three, every move would make a third piece on a square or jump a rosette: none is legal, so Light loses the turn.}
  {fr: Avec un trois, chaque coup mettrait trois pions sur une case ou sauterait une rosette : aucun n’est permis, Clair perd son tour.}
2. D 2 in-c3
= "2D5/2(LL)5/(LL)(LL)6 L 1/6 0/0"
