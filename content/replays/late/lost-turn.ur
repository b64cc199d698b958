[Ruleset "late"]
[Title.fr "Aucun coup possible : un jeton pour la cagnotte"]
[Title.en "No move possible: a token for the pool"]
[Rule "lost-turn"]
[Position "3(D1)4/8/7(L1) L 4/4 0/0 tokens=15/15 pool=20"]

{en: Light’s piece 1 is on h1, two squares from leaving; its next piece, piece 2, needs a 5 to enter.}
{fr: Le pion 1 de Clair est en h1, à deux cases de la sortie ; son pion suivant, le pion 2, demande un 5 pour entrer.}
1. L 3 h1-out?overshoot in-a2?entry-throw pass
  {en: The 3 can neither take piece 1 off nor enter piece 2: Light loses the turn and pays 1 token into the pool.}
  {fr: Le 3 ne peut ni faire sortir le pion 1 ni faire entrer le pion 2 : Clair perd son tour et verse 1 jeton à la cagnotte.}
= "3(D1)4/8/7(L1) D 4/4 0/0 tokens=14/15 pool=21"
2. D 1 d3-c3
= "2(D1)5/8/7(L1) L 4/4 0/0 tokens=14/15 pool=21"

[Ruleset "late"]
[Title.fr "Une bourse vide fait perdre un tour de plus"]
[Title.en "An empty purse loses one more turn"]
[Rule "lost-turn"]
[Position "3(D1)4/8/7(L1) L 4/4 0/0 tokens=0/30 pool=20"]

{en: The same position, but Light’s purse is empty.}
{fr: La même position, mais la bourse de Clair est vide.}
1. L 3 pass
  {en: Light loses the turn and cannot pay its token: it pays nothing, and must also skip its next turn.}
  {fr: Clair perd son tour et ne peut pas payer son jeton : il ne paie rien, et doit aussi passer son tour suivant.}
= "3(D1)4/8/7(L1) D 4/4 0/0 skip=1/0 tokens=0/30 pool=20"
2. D 1 d3-c3
  {en: After Dark’s move, Light’s turn is skipped: Dark throws again.}
  {fr: Après le coup de Foncé, le tour de Clair est sauté : Foncé lance de nouveau.}
= "2(D1)5/8/7(L1) D 4/4 0/0 tokens=0/30 pool=20"
3. D 1 c3-b3
4. L 2 h1-out
  {en: Light plays again. Its piece leaves from h1 and owes the flat 2 for passing g1, but its purse is empty: nothing is paid.}
  {fr: Clair rejoue. Son pion sort depuis h1 et devrait les 2 forfaitaires pour avoir passé g1, mais sa bourse est vide : rien n’est payé.}
= "1(D1)6/8/8 D 4/4 1/0 tokens=0/30 pool=20"
