[Ruleset "blitz"]
[Title.fr "Une rosette fait rejouer"]
[Title.en "A rosette earns another throw"]
[Rule "rosette-again"]
[Position "8/1L6/2L5 L 3/5 0/0"]

{en: Light has pieces on c1 and b2.}
{fr: Clair a des pions en c1 et en b2.}
1. L 2 c1-a1*
  {en: The c1 piece stops on the rosette a1: Light throws again.}
  {fr: Le pion de c1 s’arrête sur la rosette a1 : Clair relance.}
= "8/1L6/L7 L 3/5 0/0 extra=1"
2. L 3 b2-e2
  {en: This piece crosses the rosette d2 without stopping: no extra throw, and Dark plays.}
  {fr: Ce pion franchit la rosette d2 sans s’y arrêter : pas de lancer supplémentaire, et Foncé joue.}
= "8/4L3/L7 D 3/5 0/0"
3. D 4 in-a3*
4. D 1 in-d3
= "D2D4/4L3/L7 L 3/3 0/0"
