[Ruleset "bell"]
[Title.fr "Jouer est obligatoire"]
[Title.en "A move is compulsory"]
[Rule "move-compulsory"]
[Position "8/L7/8 L 6/7 0/0 tokens=15/15 pool=10"]

{en: Light has a piece on a2.}
{fr: Clair a un pion en a2.}
1. L 0 pass?move-compulsory a2-e2*
= "8/4L3/8 L 6/7 0/0 extra=1 tokens=15/15 pool=10"
  {en: The four can move the a2 piece, so Light may not pass: it must play.}
  {fr: Le quatre peut faire avancer le pion de a2, Clair ne peut donc pas passer : il doit jouer.}
2. L 1 pass
