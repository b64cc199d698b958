[Ruleset "ten-soldiers"]
[Title.fr "Cinq soldats au plus sur g1"]
[Title.en "At most five soldiers on g1"]
[Rule "arrival-full"]
[Position "8/6L1/6(L'L'L'L'L')1 L 4/10 0/0"]

{en: Five red Light soldiers already stand on g1; another Light soldier is on g2.}
{fr: Cinq soldats rouges de Clair occupent déjà g1 ; un autre soldat clair se trouve en g2.}
1. L 3 g2-g1?arrival-full in-b1
  {en: A sixth soldier may not join them: Light brings a new soldier in instead.}
  {fr: Un sixième soldat ne peut pas les rejoindre : Clair fait entrer un nouveau soldat à la place.}
2. D 1 in-d3
3. L 2 g1-h2
  {en: A red soldier leaves g1, going back to h2.}
  {fr: Un soldat rouge quitte g1 en reculant jusqu’en h2.}
4. D 1 d3-c3
5. L 3 g2-g1=
  {en: Now there is room: the soldier arrives as the fifth.}
  {fr: Il y a maintenant de la place : le soldat arrive en cinquième.}
= "2D5/7L'/1L4(L'L'L'L'L')1 D 3/9 0/0"

[Ruleset "ten-soldiers"]
[Title.fr "Cinq soldats au plus sur h1"]
[Title.en "At most five soldiers on h1"]
[Rule "arrival-full"]
[Position "8/7L/7(LLLLL) L 4/10 0/0"]

{en: Five Light soldiers stand on h1, the first arrival square; another is on h2.}
{fr: Cinq soldats clairs se tiennent en h1, la première case d’arrivée ; un autre est en h2.}
1. L 1 h2-h1?arrival-full h1-g1=
  {en: h1 is full too, so the soldier on h2 waits; the top soldier of h1 moves on to g1.}
  {fr: h1 est pleine elle aussi, donc le soldat de h2 attend ; celui du dessus de h1 passe en g1.}
2. D 1 in-d3
3. L 1 h2-h1
  {en: With four left on h1, the soldier from h2 can arrive.}
  {fr: Avec quatre soldats restés en h1, celui de h2 peut arriver.}
= "3D4/8/6L'(LLLLL) D 4/9 0/0"
