[Ruleset "late"]
[Title.fr "Une bourse trop légère"]
[Title.en "Too light a purse"]
[Rule "cannot-pay"]
[Position "3(D1)4/8/3(L1)4 L 4/4 0/0 tokens=4/16 pool=30"]

{en: Light’s next piece is piece 2, whose entry costs 5 tokens; Light has only 4.}
{fr: Le pion suivant de Clair est le pion 2, dont l’entrée coûte 5 jetons ; Clair n’en a que 4.}
1. L pay in-a2?cannot-pay
  {en: Light cannot pay: refused. Since paying allows nothing else, Light throws instead.}
  {fr: Clair ne peut pas payer : refusé. Comme payer ne permet rien d’autre, Clair lance plutôt.}
= "3(D1)4/8/3(L1)4 L 4/4 0/0 tokens=4/16 pool=30"
2. L 1+ in-a2
  {en: The throw gives the 5 that piece 2 needs: it enters on a2, for free.}
  {fr: Le lancer donne le 5 qu’il faut au pion 2 : il entre en a2, gratuitement.}
= "3(D1)4/(L2)7/3(L1)4 D 3/4 0/0 tokens=4/16 pool=30"
