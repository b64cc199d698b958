[Ruleset "masters"]
[Title.fr "Une rosette donne un lancer de plus"]
[Title.en "A rosette earns another throw"]
[Rule "rosette-again"]
[Position "8/1L6/2L5 L 5/7 0/0"]

{en: Light has pieces on c1 and b2.}
{fr: Clair a des pions en c1 et b2.}
1. L 3 c1-a2
  {en: The piece passes over the a1 rosette without stopping there: no extra throw, Dark plays.}
  {fr: Le pion passe sur la rosette a1 sans s’y arrêter : pas de lancer de plus, Foncé joue.}
= "8/LL6/8 D 5/7 0/0"
2. D 1 in-d3
3. L 2 b2-d2*
  {en: This time the piece stops on d2, a rosette: Light throws again.}
  {fr: Cette fois le pion s’arrête en d2, une rosette : Clair relance.}
= "3D4/L2L4/8 L 5/6 0/0 extra=1"
4. L 1 a2-b2
  {en: Light’s second throw; after it, the turn passes to Dark.}
  {fr: Le second lancer de Clair ; ensuite, la main passe à Foncé.}
= "3D4/1L1L4/8 D 5/6 0/0"
