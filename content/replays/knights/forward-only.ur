[Ruleset "knights"]
[Title.fr "Seuls les chevaliers reculent"]
[Title.en "Only knights move back"]
[Rule "forward-only"]
[Position "8/3L1D2/7L' L 5/6 0/0"]

{en: Light has an ordinary piece on d2 and a knight on h1. A Dark piece stands on f2.}
{fr: Clair a un pion ordinaire en d2 et un chevalier en h1. Un pion foncé se trouve en f2.}
1. L 3 d2-a2?forward-only h1-f2x
  {en: The ordinary piece may not go back. The knight may: it goes three squares back and takes the Dark piece on f2.}
  {fr: Le pion ordinaire ne peut pas reculer. Le chevalier, si : il recule de trois cases et fait prisonnier le pion foncé de f2.}
= "8/3L1(DL')2/8 D 5/6 0/0"
