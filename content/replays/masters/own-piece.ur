[Ruleset "masters"]
[Title.fr "Pas d’arrêt sur son propre pion"]
[Title.en "No landing on one’s own piece"]
[Rule "own-piece"]
[Position "8/8/2LL4 L 5/7 0/0"]

{en: Light has pieces on d1 and c1.}
{fr: Clair a des pions en d1 et c1.}
1. L 1 in-d1?own-piece d1-c1?own-piece c1-b1
  {en: A one would enter a piece on d1, or take d1 to c1: both squares hold a Light piece, so both are refused. The c1 piece moves to b1.}
  {fr: Un lancer de un ferait entrer un pion en d1, ou mènerait celui de d1 en c1 : ces deux cases portent déjà un pion clair, c’est refusé. Le pion de c1 va en b1.}
= "8/8/1L1L4 D 5/7 0/0"
2. D 2 in-c3
3. L 2 d1-b1?own-piece b1-a2
  {en: Two from d1 ends on b1, Light’s own piece again: refused. Light moves b1 to a2.}
  {fr: Deux cases depuis d1 mènent en b1, encore un pion clair : refusé. Clair joue b1 vers a2.}
= "2D5/L7/3L4 D 5/6 0/0"
