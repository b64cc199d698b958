[Ruleset "bell"]
[Title.fr "Pas deux pions du même camp sur une case"]
[Title.en "No two pieces of one side on a square"]
[Rule "own-piece"]
[Position "8/LL6/8 L 5/7 0/0 tokens=15/15 pool=10"]

{en: Light has pieces on a2 and b2.}
{fr: Clair a des pions en a2 et b2.}
1. L 2 a2-b2?own-piece b2-c2*
  {en: The a2 piece may not land on b2, held by Light: the b2 piece moves instead.}
  {fr: Le pion de a2 ne peut pas s’arrêter en b2, déjà occupée par Clair : c’est le pion de b2 qui avance.}
2. L 3 in-a2?own-piece a2-f2*
= "8/2L2L2/8 L 5/7 0/0 extra=1 tokens=15/15 pool=10"
  {en: No new piece can enter onto a2 while a Light piece stands there.}
  {fr: Aucun nouveau pion ne peut entrer en a2 tant qu’un pion clair s’y trouve.}
3. L 1 pass
