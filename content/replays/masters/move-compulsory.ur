[Ruleset "masters"]
[Title.fr "Jouer est obligatoire"]
[Title.en "A possible move must be played"]
[Rule "move-compulsory"]
[Position "8/1D1L4/8 L 0/6 6/0"]

{en: Light’s last piece rests safely on the d2 rosette; a Dark piece waits on b2, two squares behind.}
{fr: Le dernier pion de Clair est à l’abri sur la rosette d2 ; un pion foncé guette en b2, deux cases derrière.}
1. L 1 pass?move-compulsory d2-e2
  {en: Light would rather stay put, but a move exists, so passing is refused: the piece must leave the rosette for e2.}
  {fr: Clair préférerait ne pas bouger, mais un coup existe : passer est refusé, et le pion doit quitter la rosette pour e2.}
2. D 3 b2-e2x
  {en: Dark throws three and takes the exposed piece.}
  {fr: Foncé fait trois et prend le pion exposé.}
= "8/4D3/8 L 1/6 6/0"
