[Ruleset "akalamdung"]
[Title.fr "La vision de l’oracle"]
[Title.en "The oracle’s vision"]
[Rule "vision"]
[Position "1D6/2DD1L2/1L1L4 L 4/4 0/0"]

{en: Light holds d1 and b1, squares 1 and 3, two of the three squares marked with eyes. Its f2 piece is one step from the third, g2.}
{fr: Clair tient d1 et b1, les cases 1 et 3, deux des trois cases marquées d’yeux. Son pion de f2 est à un pas de la troisième, g2.}
1. L 1 f2-g2
  {en: The vision forms: every Dark piece on the board goes back to start, even the one safe on d2.}
  {fr: La vision se forme : tous les pions foncés du plateau retournent au départ, même celui qui était à l’abri en d2.}
= "8/6L1/1L1L4 L 4/7 0/0 extra=1"
2. L 2 in-c1
  {en: While the three stay, Dark does not play: Light throws again and again.}
  {fr: Tant que les trois restent, Foncé ne joue pas : Clair lance encore et encore.}
= "8/6L1/1LLL4 L 3/7 0/0 extra=1"
