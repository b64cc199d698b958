[Ruleset "finkel"]
[Title.fr "Rosette après rosette"]
[Title.en "Rosette after rosette"]
[Rule "rosette-again"]

1. L 4 in-a1*
  {en: Light enters on a1, a rosette: another throw.}
  {fr: Clair entre en a1, une rosette : un lancer de plus.}
2. L 4 a1-d2*
  {en: The same piece stops on d2, another rosette: yet another throw.}
  {fr: Le même pion s’arrête en d2, autre rosette : encore un lancer.}
= "8/3L4/8 L 6/7 0/0 extra=1"
3. L 2 in-c1
  {en: c1 has no rosette, so the turn goes to Dark.}
  {fr: La case c1 ne porte pas de rosette : la main passe à Foncé.}
4. D 3 in-b3
5. L 3 c1-a2
  {en: This piece runs over the rosette a1 without stopping: passing earns nothing.}
  {fr: Ce pion franchit la rosette a1 sans s’y arrêter : passer ne rapporte rien.}
= "1D6/L2L4/8 D 5/6 0/0"
