[Ruleset "blitz"]
[Title.fr "Entrer sur la case du lancer"]
[Title.en "Entering on the square thrown"]
[Rule "enter"]

{en: Each side has five pieces waiting. A throw of n enters one of them on square n: d1, c1, b1, a1 for Light; d3, c3, b3, a3 for Dark.}
{fr: Chaque camp a cinq pions en attente. Un lancer de n en fait entrer un sur la case n : d1, c1, b1, a1 pour Clair ; d3, c3, b3, a3 pour Foncé.}
1. L 3 in-c1?wrong-distance in-b1
  {en: A three enters on the third square, b1; c1 is refused.}
  {fr: Un trois fait entrer le pion sur la troisième case, b1 ; c1 est refusée.}
2. D 4 in-a3*
  {en: A four enters on the rosette a3: Dark throws again.}
  {fr: Un quatre fait entrer le pion sur la rosette a3 : Foncé relance.}
3. D 2 in-c3
4. L 4 in-a1*
5. L 1 in-d1
  {en: With its extra throw Light brings a third piece in; a one enters on d1.}
  {fr: Avec son lancer supplémentaire, Clair fait entrer un troisième pion ; un lancer de un le pose en d1.}
= "D1D5/8/LL1L4 D 2/3 0/0"
