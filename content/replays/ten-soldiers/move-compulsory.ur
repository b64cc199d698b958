[Ruleset "ten-soldiers"]
[Title.fr "Jouer est obligatoire"]
[Title.en "You must move if you can"]
[Rule "move-compulsory"]
[Position "8/3(DL)4/8 L 9/9 0/0"]

{en: Light holds a Dark prisoner on d2 and throws a five.}
{fr: Clair garde un prisonnier foncé en d2 et fait un cinq.}
1. L 5 pass?move-compulsory in-a2
  {en: Light may not pass while a move exists: it brings a soldier in on a2.}
  {fr: Clair ne peut pas passer tant qu’un coup existe : il fait entrer un soldat en a2.}
2. D 1 in-d3
= "3D4/L2(DL)4/8 L 8/8 0/0"
