[Ruleset "masters"]
[Title.fr "Un pion sur une rosette ne peut pas être pris"]
[Title.en "A piece on a rosette cannot be taken"]
[Rule "rosette-occupied"]
[Position "8/1L1D4/8 L 6/6 0/0"]

{en: A Dark piece sits on d2, the rosette in the middle lane. Light has a piece two squares behind, on b2.}
{fr: Un pion foncé occupe d2, la rosette de la rangée du milieu. Clair a un pion deux cases derrière, en b2.}
1. L 2 b2-d2?rosette-occupied in-c1
  {en: Two would land on the Dark piece, but it is safe on its rosette: refused. Light enters a piece on c1 instead.}
  {fr: Un lancer de deux mènerait sur le pion foncé, mais il est à l’abri sur sa rosette : refusé. Clair fait plutôt entrer un pion en c1.}
= "8/1L1D4/2L5 D 5/6 0/0"
2. D 1 d2-e2
3. L 2 b2-d2*
  {en: Once the rosette is free, Light may stop there, and throws again.}
  {fr: Une fois la rosette libérée, Clair peut s’y arrêter, et il relance.}
= "8/3LD3/2L5 L 5/6 0/0 extra=1"

[Ruleset "masters"]
[Title.fr "La rosette g3, où les chemins se croisent"]
[Title.en "The g3 rosette, where the roads cross"]
[Rule "rosette-occupied"]
[Position "6D1/4L3/8 L 6/6 0/0"]

{en: g3 is Dark’s last square and also on Light’s road. A Dark piece stands there; Light has a piece on e2.}
{fr: g3 est la dernière case de Foncé et se trouve aussi sur le chemin de Clair. Un pion foncé s’y trouve ; Clair a un pion en e2.}
1. L 3 e2-g3?rosette-occupied in-b1
  {en: Three would reach g3, a rosette held by Dark: refused. Light enters a piece on b1.}
  {fr: Un lancer de trois atteindrait g3, une rosette tenue par Foncé : refusé. Clair fait entrer un pion en b1.}
2. D 1 g3-out
3. L 3 e2-g3*
  {en: The Dark piece has left the board: now Light lands on g3 and throws again.}
  {fr: Le pion foncé est sorti du plateau : Clair s’arrête maintenant en g3 et relance.}
= "6L1/8/1L6 L 5/6 0/1 extra=1"
