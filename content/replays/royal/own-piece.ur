[Ruleset "royal"]
[Title.fr "Pas sur son propre pion"]
[Title.en "Not onto your own piece"]
[Rule "own-piece"]
[Position "8/8/1L1L4 L 5/7 0/0"]

{en: Light has pieces on b1 and d1.}
{fr: Clair a des pions en b1 et en d1.}
1. L 2 d1-b1?own-piece in-c1
  {en: A two would put the d1 piece onto Light’s own piece on b1: refused. Light enters a piece on c1 instead.}
  {fr: Un deux amènerait le pion de d1 sur le pion clair de b1 : refusé. Clair fait plutôt entrer un pion en c1.}
2. D 1 in-d3
3. L 1 in-d1?own-piece d1-c1?own-piece c1-b1?own-piece b1-a1*
  {en: With a one, every square ahead is Light’s own, except the rosette a1: only the b1 piece can move.}
  {fr: Avec un 1, chaque case visée porte déjà un pion clair, sauf la rosette a1 : seul le pion de b1 peut avancer.}
= "3D4/8/L1LL4 L 4/6 0/0 extra=1"
