[Ruleset "knights"]
[Title.fr "Dans une tour, chaque pion avance seul"]
[Title.en "In a tower, each piece moves on its own"]
[Rule "towers"]
[Position "8/2(DLL)5/8 L 5/6 0/0"]

{en: On c2, a Dark prisoner lies under two Light pieces.}
{fr: En c2, un prisonnier foncé est sous deux pions clairs.}
1. L 1 c2-d2
  {en: Only the top piece moves, and it goes alone: the Light piece beneath it keeps the prisoner.}
  {fr: Seul le pion du dessus avance, et il part seul : le pion clair en dessous garde le prisonnier.}
= "8/2(DL)L4/8 D 5/6 0/0"
2. D 6 pass
3. L 2 c2-e2
  {en: The second piece moves in a later turn, with the prisoner.}
  {fr: Le second pion avance à un autre tour, avec le prisonnier.}
= "8/3L(DL)3/8 D 5/6 0/0"
