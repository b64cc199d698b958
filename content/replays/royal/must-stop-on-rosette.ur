[Ruleset "royal"]
[Title.fr "Les rosettes sont des arrêts obligatoires"]
[Title.en "Rosettes are compulsory stops"]
[Rule "must-stop-on-rosette"]
[Position "8/8/1L6 L 6/7 0/0"]

{en: Light has a piece on b1, one square short of the first rosette.}
{fr: Clair a un pion en b1, à une case de la première rosette.}
1. L 2 b1-a2?must-stop-on-rosette in-c1
  {en: Two would carry the b1 piece past the rosette on a1: refused. Light enters a piece instead.}
  {fr: Un deux ferait dépasser la rosette a1 au pion de b1 : refusé. Clair fait entrer un pion.}
2. D 0 pass
3. L 1 b1-a1*
= "8/8/L1L5 L 5/7 0/0 extra=1"

[Ruleset "royal"]
[Title.fr "S’arrêter en d2 et en g1"]
[Title.en "Stopping on d2 and g1"]
[Rule "must-stop-on-rosette"]
[Position "8/2L5/7L L 5/7 0/0"]

{en: Light has a piece on c2, just before the central rosette, and one on h1, just before the last rosette.}
{fr: Clair a un pion en c2, juste avant la rosette centrale, et un en h1, juste avant la dernière rosette.}
1. L 2 c2-e2?must-stop-on-rosette h1-out?must-stop-on-rosette in-c1
  {en: A two would carry c2 past d2, and h1 past g1 and off the board: both refused. A piece leaves only from g1.}
  {fr: Un deux ferait passer le pion de c2 par-dessus d2, et celui de h1 par-dessus g1 jusqu’à la sortie : deux refus. On ne sort que depuis g1.}
2. D 0 pass
3. L 1 h1-g1*
4. L 1 c2-d2*
  {en: Each piece stops exactly on its rosette, and each stop earns another throw.}
  {fr: Chaque pion s’arrête pile sur sa rosette, et chaque arrêt fait rejouer.}
= "8/3L4/2L3L1 L 4/7 0/0 extra=1"
