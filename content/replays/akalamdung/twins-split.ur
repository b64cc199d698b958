[Ruleset "akalamdung"]
[Title.fr "Quand les jumeaux se séparent"]
[Title.en "When twins split"]
[Rule "twins-split"]
[Position "8/1(LL)2(LL)2(LL)/8 L 1/7 0/0"]

{en: Light has three pairs of twins: on b2, e2 and h2.}
{fr: Clair a trois paires de jumeaux : en b2, en e2 et en h2.}
1. L 2 b2-d2*
  {en: To reach the central rosette d2 the twins split: one piece goes on, the other stays on b2, single again.}
  {fr: Pour atteindre la rosette centrale d2, les jumeaux se séparent : un pion avance, l’autre reste en b2, de nouveau seul.}
= "8/1L1L(LL)2(LL)/8 L 1/7 0/0 extra=1"
2. L 2 h2-g1*
  {en: The same for the last rosette g1: one piece reaches it, the other waits on h2.}
  {fr: De même pour la dernière rosette, g1 : un pion l’atteint, l’autre attend en h2.}
3. L 1 e2-f2
  {en: Twins stopping on f2, square 10, split on arrival: two single pieces now share the square.}
  {fr: Des jumeaux qui s’arrêtent en f2, la case 10, se séparent dès leur arrivée : deux pions seuls partagent désormais la case.}
= "8/1L1L1(LL)1L/6L1 D 1/7 0/0"
4. D 0 pass
5. L 1 f2-g2
  {en: From now on they move one at a time: a one takes a single piece from f2 to g2.}
  {fr: Désormais ils avancent un par un : un 1 fait passer un seul pion de f2 en g2.}
= "8/1L1L1LLL/6L1 D 1/7 0/0"

[Ruleset "akalamdung"]
[Title.fr "Les deux pions pris en f2"]
[Title.en "Both pieces taken on f2"]
[Rule "twins-split"]
[Position "8/3D(LL)3/8 L 5/6 0/0"]

{en: Light twins stand on e2; a Dark piece waits on d2, two squares behind f2.}
{fr: Des jumeaux clairs se tiennent en e2 ; un pion foncé attend en d2, deux cases avant f2.}
1. L 1 e2-f2
  {en: The twins stop on f2 and split there.}
  {fr: Les jumeaux s’arrêtent en f2 et s’y séparent.}
2. D 2 d2-f2x*
  {en: A single Dark piece lands on f2 while both are still there: it takes both of them.}
  {fr: Un pion foncé seul arrive en f2 pendant que les deux y sont encore : il les prend tous les deux.}
= "8/5D2/8 D 7/6 0/0 extra=1"
