[Ruleset "murray"]
[Title.fr "Une rosette donne un nouveau lancer"]
[Title.en "A rosette earns another throw"]
[Rule "rosette-again"]
[Position "8/1L5L/8 L 5/7 0/0"]

{en: Light has pieces on b2 and h2.}
{fr: Clair a des pions en b2 et en h2.}
1. L 2 b2-d2*
  {en: The b2 piece lands on the rosette d2: Light throws again.}
  {fr: Le pion de b2 s’arrête sur la rosette d2 : Clair relance.}
2. L 2 h2-g3*
  {en: The h2 piece lands on g3, a rosette in Dark’s lane that Murray’s track crosses: it earns another throw too.}
  {fr: Le pion de h2 s’arrête en g3, une rosette de la rangée de Foncé que traverse le parcours de Murray : elle donne aussi un nouveau lancer.}
= "6L1/3L4/8 L 5/7 0/0 extra=1"
3. L 1 g3-g2
  {en: g2, on the way back, is no rosette: the turn passes to Dark.}
  {fr: g2, au retour, n’est pas une rosette : la main passe à Foncé.}
= "8/3L2L~1/8 D 5/7 0/0"
4. D 1 in-d3
