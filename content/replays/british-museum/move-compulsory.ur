[Ruleset "british-museum"]
[Title.fr "Jouer est obligatoire"]
[Title.en "A move is compulsory"]
[Rule "move-compulsory"]
[Position "8/1D1L4/8 L 0/4 4/0"]

{en: Light’s last piece is safe on the rosette d2; a Dark piece waits on b2.}
{fr: Le dernier pion de Clair est à l’abri sur la rosette d2 ; un pion de Foncé attend en b2.}
1. L 2 pass?move-compulsory d2-f2
  {en: Light would rather stay, but a move exists, so passing is refused: the piece must leave the rosette.}
  {fr: Clair préférerait rester, mais un déplacement existe, donc passer est refusé : le pion doit quitter la rosette.}
2. D 4 b2-f2x
  {en: Out of shelter, the Light piece is taken.}
  {fr: Hors de l’abri, le pion de Clair est pris.}
= "8/5D2/8 L 1/4 4/0"
