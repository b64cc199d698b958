[Ruleset "globe-capture"]
[Title.fr "Faire entrer un pion"]
[Title.en "Entering a piece"]
[Rule "enter"]
[Position "8/8/8 L 7/7 0/0"]

{en: The soldiers start off the board. A throw of n brings one in on the nth square of its route: d1, c1 or b1 for Light.}
{fr: Les soldats commencent hors du plateau. Un lancer de n en fait entrer un sur la n-ième case de son parcours : d1, c1 ou b1 pour Clair.}
1. L 2 in-d1?wrong-distance in-c1
  {en: A two enters on the second square, c1, not on d1.}
  {fr: Un deux fait entrer le pion sur la deuxième case, c1, et non en d1.}
2. D 3 in-b3
  {en: Dark’s route is the mirror image: a three enters on b3.}
  {fr: Le parcours de Foncé est le reflet de celui de Clair : un trois fait entrer un pion en b3.}
3. L 1 in-d1
4. D 1 in-d3
= "1D1D4/8/2LL4 L 5/5 0/0"
