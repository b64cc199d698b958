[Ruleset "knights"]
[Title.fr "Jouer est obligatoire"]
[Title.en "You must move if you can"]
[Rule "move-compulsory"]
[Position "8/D1L5/8 L 6/6 0/0"]

{en: A Light piece on c2 is two squares ahead of a Dark piece on a2.}
{fr: Un pion clair en c2 a deux cases d’avance sur un pion foncé en a2.}
1. L 1 pass?move-compulsory c2-d2
  {en: Light cannot decline to play while a move exists. It moves the c2 piece, now three squares from the Dark one.}
  {fr: Clair ne peut pas refuser de jouer quand un coup existe. Il avance le pion de c2, désormais à trois cases du pion foncé.}
2. D 3 a2-d2x
  {en: Dark throws a three and takes it.}
  {fr: Foncé fait 3 et le prend.}
= "8/3(LD)4/8 L 6/6 0/0"
