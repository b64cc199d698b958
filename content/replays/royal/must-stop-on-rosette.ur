[Ruleset "royal"]
[Title.fr "Les rosettes sont des arrêts obligatoires"]
[Title.en "Rosettes are compulsory stops"]
[Rule "must-stop-on-rosette"]
[Position "8/8/1L6 L 6/7 0/0"]

{en: Light has a piece on b1, one square short of the first rosette.}
{fr: Clair a un pion en b1, à une case de la première rosette.}
1. L 2 b1-a2?must-stop-on-rosette in-c1
  {en: Two would carry the b1 piece past the rosette on a1: refused. Light enters a piece instead.}
  {fr: Un deux ferait dépasser la rosette a1 au pion de b1 : refusé. Clair fait entrer un pion.}
2. D 0 d3-b3?lost-throw pass
3. L 1 b1-a1*
= "8/8/L1L5 L 5/7 0/0 extra=1"
