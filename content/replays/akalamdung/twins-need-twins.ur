[Ruleset "akalamdung"]
[Title.fr "Seuls des jumeaux prennent des jumeaux"]
[Title.en "Only twins take twins"]
[Rule "twins-need-twins"]
[Position "8/L(LL)(DD)5/8 L 4/5 0/0"]

{en: Dark twins stand on c2. Light has a single piece on a2 and twins on b2.}
{fr: Des jumeaux foncés se tiennent en c2. Clair a un pion seul en a2 et des jumeaux en b2.}
1. L 2 a2-c2?twins-need-twins in-c1
  {en: A single piece cannot take twins: refused. Light enters a piece instead.}
  {fr: Un pion seul ne peut pas prendre des jumeaux : refusé. Clair fait entrer un pion à la place.}
2. D 0 pass
3. L 1 b2-c2x*
  {en: The Light twins can: both Dark pieces go back off the board, and Light throws again.}
  {fr: Les jumeaux clairs, eux, le peuvent : les deux pions foncés retournent hors du plateau, et Clair rejoue.}
= "8/L1(LL)5/2L5 L 3/7 0/0 extra=1"
