[Ruleset "late"]
[Title.fr "Sortir avec le compte exact"]
[Title.en "Leaving with the exact count"]
[Rule "overshoot"]
[Position "3(D1)4/8/3(L1)3(L2) L 3/4 0/0 tokens=15/15 pool=20"]

{en: Light’s piece 2 is on h1, square 13: it needs exactly 2 to leave, the 15th step. Piece 1 is on d1.}
{fr: Le pion 2 de Clair est en h1, case 13 : il lui faut exactement 2 pour sortir, au quinzième pas. Le pion 1 est en d1.}
1. L 3 h1-out?overshoot d1-a1
  {en: A 3 is one too many: the piece may not leave. Light moves piece 1 to the marked a1 instead and takes 1 token.}
  {fr: Un 3 est de trop : le pion ne peut pas sortir. Clair avance plutôt le pion 1 sur la case marquée a1 et prend 1 jeton.}
= "3(D1)4/8/(L1)6(L2) D 3/4 0/0 tokens=16/15 pool=19"
2. D 1 d3-c3
3. L 2 h1-out$
  {en: A 2 is the exact count: piece 2 leaves, paying the flat 2 for not having stopped on g1.}
  {fr: Un 2 donne le compte exact : le pion 2 sort, en payant les 2 forfaitaires pour ne pas s’être arrêté en g1.}
= "2(D1)5/8/(L1)7 D 3/4 1/0 tokens=14/15 pool=21"
