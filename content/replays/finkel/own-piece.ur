[Ruleset "finkel"]
[Title.fr "Une case, un pion"]
[Title.en "One piece to a square"]
[Rule "own-piece"]
[Position "8/8/L1L5 L 5/7 0/0"]

{en: Light has a piece on c1 and another on the rosette a1.}
{fr: Clair a un pion en c1 et un autre sur la rosette a1.}
1. L 2 c1-a1?own-piece in-c1?own-piece a1-b2
  {en: With a two, c1 would land on a1 and a new piece would land on c1: both squares already hold a Light piece, so both moves are refused. Light plays a1 to b2.}
  {fr: Avec un deux, le pion de c1 arriverait en a1 et un nouveau pion en c1 : ces deux cases portent déjà un pion de Clair, si bien que les deux déplacements sont refusés. Clair joue de a1 en b2.}
2. D 1 in-d3
3. L 2 c1-a1*
  {en: a1 is empty now, so the same move is allowed, and the rosette gives Light another throw.}
  {fr: La case a1 est maintenant libre : le même déplacement est permis, et la rosette donne un nouveau lancer à Clair.}
4. L 0 pass
= "3D4/1L6/L7 D 5/6 0/0"
