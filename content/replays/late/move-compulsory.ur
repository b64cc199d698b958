[Ruleset "late"]
[Title.fr "Jouer est obligatoire"]
[Title.en "A move is compulsory"]
[Rule "move-compulsory"]
[Position "8/1(D1)1(L1)4/8 L 4/4 0/0 tokens=15/15 pool=20"]

{en: Light’s piece 1 is safe on the marked square d2; Dark’s piece 1 waits on b2, behind it.}
{fr: Le pion 1 de Clair est à l’abri sur la case marquée d2 ; le pion 1 de Foncé attend en b2, derrière lui.}
1. L 1 pass?move-compulsory d2-e2
  {en: Light would rather stay, but a move exists, so passing is refused: the piece must leave its shelter.}
  {fr: Clair préférerait rester, mais un déplacement existe, donc passer est refusé : le pion doit quitter son abri.}
2. D 3 b2-e2x$
  {en: Out of shelter, the Light piece is taken, and Light pays Dark 1 token. Dark’s piece paid 1 for jumping over d2.}
  {fr: Hors de l’abri, le pion de Clair est pris, et Clair verse 1 jeton à Foncé. Le pion de Foncé a payé 1 pour avoir sauté par-dessus d2.}
= "8/4(D1)3/8 L 5/4 0/0 tokens=14/15 pool=21"
