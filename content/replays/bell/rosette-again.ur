[Ruleset "bell"]
[Title.fr "Une rosette donne un lancer, pas deux"]
[Title.en "A rosette earns one throw, not two"]
[Rule "rosette-again"]
[Position "8/2L5/8 L 6/7 0/0 tokens=15/15 pool=10"]

{en: Light’s piece on c2 is one square short of the rosette d2.}
{fr: Le pion clair de c2 est à une case de la rosette d2.}
1. L 2 c2-d2*$
= "8/3L4/8 L 6/7 0/0 extra=1 tokens=14/15 pool=11"
  {en: Landing on a rosette earns another throw, and so does the two itself. Our reading: the two rewards do not add up, Light is owed a single throw.}
  {fr: S’arrêter sur une rosette donne un nouveau lancer, le deux aussi. Notre lecture : ces deux droits ne s’additionnent pas, Clair n’a droit qu’à un lancer.}
2. L 1 pass
= "8/3L4/8 D 6/7 0/0 tokens=14/15 pool=11"
  {en: That one throw moves nothing, and the turn goes to Dark.}
  {fr: Ce lancer unique ne fait rien avancer, et le tour passe à Foncé.}
