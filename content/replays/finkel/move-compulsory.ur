[Ruleset "finkel"]
[Title.fr "On ne peut pas refuser de jouer"]
[Title.en "No refusing to move"]
[Rule "move-compulsory"]
[Position "8/2DL4/8 L 0/6 6/0"]

{en: Light’s last piece is safe on the rosette d2; a Dark piece is just behind it, on c2.}
{fr: Le dernier pion de Clair est à l’abri sur la rosette d2 ; un pion de Foncé le suit de près, en c2.}
1. L 1 pass?move-compulsory d2-e2
  {en: Light would keep the piece where it is, but d2 to e2 is a legal move, so passing is refused.}
  {fr: Clair garderait volontiers son pion en place, mais le déplacement de d2 à e2 est permis : passer est refusé.}
2. D 2 c2-e2x
  {en: Dark throws two and takes the piece that had to leave its shelter.}
  {fr: Foncé fait deux et prend le pion qui a dû quitter son abri.}
= "8/4D3/8 L 1/6 6/0"
