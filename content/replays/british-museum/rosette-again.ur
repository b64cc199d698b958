[Ruleset "british-museum"]
[Title.fr "Une rosette donne un nouveau lancer"]
[Title.en "A rosette gives another throw"]
[Rule "rosette-again"]

1. L 4 in-a1*
  {en: Light enters on a1, a rosette, and so throws again.}
  {fr: Clair entre en a1, une rosette, et relance donc.}
= "8/8/L7 L 4/5 0/0 extra=1"
2. L 2 in-c1
  {en: c1 is no rosette: the turn passes to Dark.}
  {fr: c1 n’est pas une rosette : le tour passe à Foncé.}
3. D 1 in-d3
= "3D4/8/L1L5 L 3/4 0/0"
