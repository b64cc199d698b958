[Ruleset "finkel"]
[Title.fr "L’entrée des pions"]
[Title.en "Bringing pieces in"]
[Rule "enter"]

{en: Every piece is waiting. A throw of n places a waiting piece on the nth square of its owner’s route: d1, c1, b1 or a1 for Light, d3, c3, b3 or a3 for Dark.}
{fr: Tous les pions attendent. Un lancer de n place un pion en attente sur la n-ième case du parcours de son camp : d1, c1, b1 ou a1 pour Clair, d3, c3, b3 ou a3 pour Foncé.}
1. L 2 in-d1?wrong-distance in-c1
  {en: A two brings the piece in on the second square, c1; d1 is the first square and is refused.}
  {fr: Un deux fait entrer le pion sur la deuxième case, c1 ; d1 est la première case, et elle est refusée.}
2. D 4 in-a3*
  {en: A four brings a Dark piece in on a3, a rosette, so Dark throws again.}
  {fr: Un quatre fait entrer un pion de Foncé en a3, une rosette : Foncé relance donc.}
3. D 3 in-b3
4. L 1 in-d1
  {en: A one enters on d1, the first square.}
  {fr: Un lancer de un fait entrer le pion en d1, la première case.}
= "DD6/8/2LL4 D 5/5 0/0"
