[Ruleset "bell"]
[Title.fr "L’amende payée, puis due"]
[Title.en "The fine paid, then owed"]
[Rule "stakes"]
[Position "8/2L5/7L L 0/7 5/0 tokens=1/15 pool=24"]

{en: Each player began with a purse of 20 and staked 5 in the pool. Light has only 1 left in its purse.}
{fr: Chaque joueur a commencé avec une bourse de 20 et a misé 5 dans la cagnotte. Il ne reste que 1 dans la bourse de Clair.}
1. L 2 c2-d2*$
= "8/3L4/7L L 0/7 5/0 extra=1 tokens=0/15 pool=25"
  {en: Landing on the rosette d2 costs a fine of 1: Light pays its last coin into the pool.}
  {fr: S’arrêter sur la rosette d2 coûte une amende de 1 : Clair verse sa dernière pièce dans la cagnotte.}
2. L 2 h1-g1*$
= "8/3L4/6L1 L 0/7 5/0 extra=1 tokens=0/15 pool=25 debt=1/0"
  {en: A second rosette, g1, but the purse is empty: the fine is owed, to be settled at the end of the game.}
  {fr: Une deuxième rosette, g1, mais la bourse est vide : l’amende est due, et sera réglée en fin de partie.}
3. L 1 pass

[Ruleset "bell"]
[Title.fr "Le gagnant rafle la cagnotte"]
[Title.en "The winner takes the pool"]
[Rule "stakes"]
[Position "8/2D5/6L1 D 0/6 6/0 tokens=12/0 pool=28"]

{en: Light needs a one-square move to bear off its last piece. Dark’s purse is empty.}
{fr: Il suffit à Clair d’avancer d’une case pour sortir son dernier pion. La bourse de Foncé est vide.}
1. D 2 c2-d2*$
  {en: Dark lands on the rosette d2 and owes the fine.}
  {fr: Foncé s’arrête sur la rosette d2 et doit l’amende.}
2. D 1 pass
= "8/3D4/6L1 L 0/6 6/0 tokens=12/0 pool=28 debt=0/1"
3. L 2 g1-out#
= "8/3D4/8 L 0/6 7/0 tokens=40/0"
  {en: Light wins. Debts are paid as far as purses allow: Dark has nothing, so nothing more is paid. Light takes the whole pool of 28.}
  {fr: Clair gagne. Les dettes sont payées autant que les bourses le permettent : Foncé n’a rien, rien de plus n’est versé. Clair emporte toute la cagnotte, soit 28.}
