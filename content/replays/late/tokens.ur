[Ruleset "late"]
[Title.fr "Cinquante jetons"]
[Title.en "Fifty tokens"]
[Rule "tokens"]

{en: The game has 50 tokens. Each player starts with 15 in its purse, and the other 20 make up the pool.}
{fr: La partie compte 50 jetons. Chaque joueur en reçoit 15 dans sa bourse, et les 20 autres forment la cagnotte.}
= "8/8/8 L 5/5 0/0 tokens=15/15 pool=20"
1. L pay in-d1
  {en: Paying to enter moves 2 tokens from Light’s purse to the pool.}
  {fr: Payer pour entrer fait passer 2 jetons de la bourse de Clair à la cagnotte.}
= "8/8/3(L1)4 D 4/5 0/0 tokens=13/15 pool=22"
2. D 2 in-d3
3. L 3 d1-a1
  {en: Stopping on a marked square takes tokens from the pool: 1 for piece 1.}
  {fr: S’arrêter sur une case marquée prend des jetons à la cagnotte : 1 pour le pion 1.}
= "3(D1)4/8/(L1)7 D 4/4 0/0 tokens=14/15 pool=21"
4. D 4 d3-a2$
  {en: Passing over one without stopping pays the pool: Dark’s piece 1 passes a3 and pays 1.}
  {fr: Passer par-dessus sans s’arrêter paie la cagnotte : le pion 1 de Foncé passe a3 et paie 1.}
= "8/(D1)7/(L1)7 L 4/4 0/0 tokens=14/14 pool=22"
5. L 1 a1-a2x
  {en: A capture moves a token from purse to purse: Dark pays Light 1. The tokens only change hands; there are still 50.}
  {fr: Une prise fait passer un jeton d’une bourse à l’autre : Foncé verse 1 jeton à Clair. Les jetons ne font que changer de mains ; il y en a toujours 50.}
= "8/(L1)7/8 D 4/5 0/0 tokens=15/13 pool=22"
