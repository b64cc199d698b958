[Ruleset "british-museum"]
[Title.fr "Faire entrer un pion"]
[Title.en "Entering a piece"]
[Rule "enter"]

{en: All pieces are waiting. A throw of n puts a waiting piece on the nth square of the route.}
{fr: Tous les pions attendent. Un lancer de n pose un pion en attente sur la n-ième case du parcours.}
1. L 3 in-c1?wrong-distance in-b1
  {en: A three enters on the third square, b1: c1, the second square, is refused.}
  {fr: Un trois fait entrer sur la troisième case, b1 : c1, la deuxième case, est refusée.}
2. D 1 in-d3
  {en: A one enters on d3, the first square of Dark’s route.}
  {fr: Un lancer de un fait entrer en d3, la première case du parcours de Foncé.}
3. L 2 in-c1
= "3D4/8/1LL5 D 3/4 0/0"
