[Ruleset "late"]
[Title.fr "Le dernier pion sort, et l’on règle les comptes"]
[Title.en "The last piece leaves, and the accounts are settled"]
[Rule "win"]
[Position "8/(D1)1(D2)5/6(L5)1 L 0/3 4/0 tokens=10/10 pool=30"]

{en: Light has four pieces off and piece 5 on g1. Dark has two pieces on the board, on a2 and c2, and three still waiting.}
{fr: Clair a sorti quatre pions, et le pion 5 est en g1. Foncé a deux pions sur le plateau, en a2 et en c2, et trois encore en attente.}
1. L 1 g1-out#
  {en: Light’s fifth piece leaves: Light wins. It takes the whole pool, 30 tokens, and Dark pays it 1 token for each of its 2 pieces on the board and 2 for each of its 3 pieces waiting: 8 tokens.}
  {fr: Le cinquième pion de Clair sort : Clair gagne. Il prend toute la cagnotte, 30 jetons, et Foncé lui verse 1 jeton pour chacun de ses 2 pions sur le plateau et 2 pour chacun de ses 3 pions en attente : 8 jetons.}
= "8/(D1)1(D2)5/8 L 0/3 5/0 tokens=48/2"
2. D 1 a2-b2?game-over
  {en: The game is over: Dark may not move any more.}
  {fr: La partie est finie : Foncé ne peut plus jouer.}

[Ruleset "late"]
[Title.fr "Le perdant paie ce qu’il a"]
[Title.en "The loser pays what it has"]
[Rule "win"]
[Position "8/(D1)1(D2)5/7(L5) L 0/3 4/0 tokens=17/3 pool=30"]

{en: Light’s piece 5 is on h1; Dark has only 3 tokens left.}
{fr: Le pion 5 de Clair est en h1 ; il ne reste que 3 jetons à Foncé.}
1. L 2 h1-out$#
  {en: The last piece leaves, paying the flat 2 into the pool, and Light wins. It takes the pool, now 32 tokens, and Dark’s 3 tokens, all Dark has of the 8 it owes: Light holds all 50.}
  {fr: Le dernier pion sort en payant les 2 forfaitaires à la cagnotte, et Clair gagne. Il prend la cagnotte, désormais de 32 jetons, et les 3 jetons de Foncé, tout ce qu’il a sur les 8 qu’il doit : Clair détient les 50 jetons.}
= "8/(D1)1(D2)5/8 L 0/3 5/0 tokens=50/0"
2. D 2+ pass?game-over
  {en: Nothing can follow the win, not even a pass.}
  {fr: Rien ne peut suivre la victoire, pas même un passage de tour.}
