[Ruleset "ten-soldiers"]
[Title.fr "Capturer un soldat"]
[Title.en "Capturing a soldier"]
[Rule "capture"]
[Position "8/1L1D4/8 L 9/9 0/0"]

{en: A Light soldier on b2 and a Dark one on d2 face each other on the battlefield.}
{fr: Un soldat clair en b2 et un soldat foncé en d2 se font face sur le champ de bataille.}
1. L 2 b2-d2x
  {en: With exactly two, Light lands on the Dark soldier and covers it: it stays on the board, a prisoner beneath its captor.}
  {fr: Avec exactement deux, Clair arrive sur le soldat foncé et le recouvre : il reste sur le plateau, prisonnier sous son geôlier.}
= "8/3(DL)4/8 D 9/9 0/0"
2. D 2 in-c3
= "2D5/3(DL)4/8 L 9/8 0/0"
