[Ruleset "akalamdung"]
[Title.fr "Les rosettes sont des arrêts obligatoires"]
[Title.en "Rosettes are compulsory stops"]
[Rule "must-stop-on-rosette"]
[Position "8/2L5/1L6 L 5/7 0/0"]

{en: Light has a piece on b1, just before the rosette a1, and one on c2, just before the rosette d2.}
{fr: Clair a un pion en b1, juste avant la rosette a1, et un en c2, juste avant la rosette d2.}
1. L 2 b1-a2?must-stop-on-rosette c2-e2?must-stop-on-rosette in-c1
  {en: A two would carry either piece past its rosette: both refused. Light enters a piece instead.}
  {fr: Un deux ferait passer l’un ou l’autre pion par-dessus sa rosette : deux refus. Clair fait entrer un pion à la place.}
2. D 0 pass
3. L 1 b1-a1*
  {en: With a one the piece stops exactly on a1, and the rosette earns another throw.}
  {fr: Avec un 1, le pion s’arrête exactement en a1, et la rosette fait rejouer.}
= "8/2L5/L1L5 L 4/7 0/0 extra=1"
