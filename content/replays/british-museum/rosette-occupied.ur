[Ruleset "british-museum"]
[Title.fr "Une rosette protège"]
[Title.en "A rosette protects"]
[Rule "rosette-occupied"]
[Position "8/L2D4/8 L 4/4 0/0"]

{en: A Dark piece sits on d2, the central rosette; a Light piece is on a2, three squares behind.}
{fr: Un pion de Foncé occupe d2, la rosette centrale ; un pion de Clair est en a2, trois cases derrière.}
1. L 3 a2-d2?rosette-occupied in-b1
  {en: A piece on a rosette cannot be taken: refused. Light enters a piece on b1 instead.}
  {fr: Un pion posé sur une rosette ne peut pas être pris : refusé. Clair fait plutôt entrer un pion en b1.}
= "8/L2D4/1L6 D 3/4 0/0"
2. D 1 d2-e2
3. L 4 a2-e2x
  {en: Once it has left the rosette, the Dark piece can be taken.}
  {fr: Une fois sorti de la rosette, le pion de Foncé peut être pris.}
= "8/4L3/1L6 D 3/5 0/0"
