[Ruleset "globe-capture"]
[Title.fr "Jouer est obligatoire"]
[Title.en "You must move if you can"]
[Rule "move-compulsory"]
[Position "8/4D'3/6L'L L 0/4 0/0 removed=5/2"]

{en: Light has an officer on g1 and a soldier on h1, both out of Dark’s reach in Light’s own row. A Dark officer waits on e2.}
{fr: Clair a un officier en g1 et un soldat en h1, tous deux hors de portée de Foncé dans la rangée de Clair. Un officier foncé guette en e2.}
1. L 2 pass?move-compulsory g1-h2
  {en: Light would rather not move, but a move exists: the officer must go back two squares to h2, into the shared row.}
  {fr: Clair préférerait ne pas jouer, mais un coup existe : l’officier doit reculer de deux cases jusqu’en h2, dans la rangée commune.}
= "8/4D'2L'/7L D 0/4 0/0 removed=5/2"
2. D 3 e2-h2x
  {en: Dark’s officer lands on h2 and takes Light’s officer prisoner.}
  {fr: L’officier foncé arrive en h2 et fait prisonnier l’officier clair.}
= "8/7(L'D')/7L L 0/4 0/0 removed=5/2"
