[Ruleset "late"]
[Title.fr "Payer n’achète qu’une entrée"]
[Title.en "Paying buys an entry only"]
[Rule "pay-enters"]
[Position "3(D1)4/8/3(L1)4 L 4/4 0/0 tokens=15/15 pool=20"]

{en: Light has piece 1 on d1 and chooses to pay instead of throwing.}
{fr: Clair a son pion 1 en d1 et choisit de payer au lieu de lancer.}
1. L pay d1-b1?pay-enters pass?pay-enters in-a2
  {en: Paying gives no throw: piece 1 cannot move with it, and Light cannot pass either. The only move is the entry of the next piece, piece 2, for 5 tokens.}
  {fr: Payer ne donne aucun lancer : le pion 1 ne peut pas avancer grâce à lui, et Clair ne peut pas non plus passer. Le seul coup est l’entrée du pion suivant, le pion 2, pour 5 jetons.}
= "3(D1)4/(L2)7/3(L1)4 D 3/4 0/0 tokens=10/15 pool=25"
