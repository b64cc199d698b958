[Ruleset "blitz"]
[Title.fr "Prendre, et relancer"]
[Title.en "Take, and throw again"]
[Rule "capture-again"]
[Position "8/L1D2D2/8 L 4/3 0/0"]

{en: A Light piece on a2 has two Dark pieces ahead of it, on c2 and f2.}
{fr: Un pion de Clair en a2 a devant lui deux pions de Foncé, en c2 et en f2.}
1. L 2 a2-c2x*
  {en: Light takes the piece on c2 and earns another throw.}
  {fr: Clair prend le pion de c2 et gagne un nouveau lancer.}
2. L 3 c2-f2x*
  {en: The extra throw is a three: a second capture, and a second extra throw.}
  {fr: Le lancer supplémentaire donne trois : deuxième prise, et deuxième lancer supplémentaire.}
= "8/5L2/8 L 4/5 0/0 extra=1"
3. L 0 pass
  {en: An extra throw is an ordinary throw: this one shows no marked face and moves nothing.}
  {fr: Un lancer supplémentaire est un lancer ordinaire : celui-ci ne montre aucune face marquée et ne fait rien avancer.}
4. D 2 in-c3
= "2D5/5L2/8 L 4/4 0/0"
