[Ruleset "blitz"]
[Title.fr "Il faut jouer, même à regret"]
[Title.en "A move must be made, even a poor one"]
[Rule "move-compulsory"]
[Position "8/DL6/8 L 0/4 4/0"]

{en: Light’s last piece is on b2, one square ahead of a Dark piece on a2.}
{fr: Le dernier pion de Clair est en b2, une case devant un pion de Foncé posé en a2.}
1. L 1 pass?move-compulsory b2-c2
  {en: Light would rather stay: Dark needs a one to take it there, a two after the move, and a two is the likelier throw. But a legal move exists, so passing is refused.}
  {fr: Clair préférerait rester : là, Foncé ne peut le prendre qu’avec un 1 ; après le déplacement, il lui faudra un 2, le lancer le plus probable. Mais un déplacement permis existe : passer est refusé.}
2. D 2 a2-c2x*
  {en: Dark throws that two, takes the piece and throws again.}
  {fr: Foncé obtient justement ce deux, prend le pion et relance.}
3. D 3 in-b3
= "1D6/2D5/8 L 1/3 4/0"
