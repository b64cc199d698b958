[Ruleset "akalamdung"]
[Title.fr "Tenir la vision"]
[Title.en "Holding the vision"]
[Rule "vision-holds"]
[Position "8/6L1/1L1L2L1 L 0/7 3/0"]

{en: Light holds the vision with d1, b1 and g2; its fourth piece is on g1, and three are already off.}
{fr: Clair tient la vision avec d1, b1 et g2 ; son quatrième pion est en g1, et trois sont déjà sortis.}
1. L 1 d1-c1?vision-holds g1-out*
  {en: Light may not break the vision while another piece can move: the g1 piece leaves instead.}
  {fr: Clair ne peut pas briser la vision tant qu’un autre pion peut bouger : c’est le pion de g1 qui sort.}
2. L 0 pass
  {en: Three white sides: no move at all. While the vision holds, Light simply throws again.}
  {fr: Trois faces blanches : aucun coup. Tant que dure la vision, Clair relance simplement.}
= "8/6L1/1L1L4 L 0/7 4/0 extra=1"
3. L 2 pass?move-compulsory g2-h1
  {en: This two moves only one of the three: it must be played, and the vision ends.}
  {fr: Ce deux ne peut faire avancer qu’un des trois : il faut le jouer, et la vision prend fin.}
= "8/8/1L1L3L D 0/7 4/0"
4. D 1 in-d3
  {en: Dark plays again.}
  {fr: Foncé joue de nouveau.}
