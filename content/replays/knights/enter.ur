[Ruleset "knights"]
[Title.fr "Faire entrer un pion"]
[Title.en "Entering a piece"]
[Rule "enter"]
[Position "8/8/8 L 7/7 0/0"]

{en: Pieces start off the board. A throw of n brings one in on the nth square of its route.}
{fr: Les pions commencent hors du plateau. Un lancer de n en fait entrer un sur la n-ième case de son parcours.}
1. L 2 in-d1?wrong-distance in-c1
  {en: A two enters on the second square, c1, not on d1.}
  {fr: Un 2 fait entrer le pion sur la deuxième case, c1, et non en d1.}
2. D 5 in-a2
  {en: A five enters on the fifth square: a2 for Dark too, since both routes cross the middle row from a2.}
  {fr: Un 5 fait entrer un pion sur la cinquième case : a2 pour Foncé aussi, car les deux parcours traversent la rangée du milieu à partir de a2.}
3. L 1 in-d1
4. D 3 in-b3
= "1D6/D7/2LL4 L 5/5 0/0"
