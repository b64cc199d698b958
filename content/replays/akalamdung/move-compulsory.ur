[Ruleset "akalamdung"]
[Title.fr "Jouer est obligatoire"]
[Title.en "You must move if you can"]
[Rule "move-compulsory"]
[Position "8/3(DL)4/8 L 0/6 6/0"]

{en: Light’s last piece shares the central rosette d2 with a Dark piece, safe from capture.}
{fr: Le dernier pion clair partage la rosette centrale d2 avec un pion foncé, à l’abri de toute prise.}
1. L 1 pass?move-compulsory d2-e2
  {en: Light would rather stay, but a move exists, so it must be played: the piece leaves the refuge for e2.}
  {fr: Clair préférerait rester, mais un coup existe, il faut donc le jouer : le pion quitte le refuge pour e2.}
2. D 1 d2-e2x*
  {en: Dark follows and captures it.}
  {fr: Foncé le suit et le prend.}
= "8/4D3/8 D 1/6 6/0 extra=1"
