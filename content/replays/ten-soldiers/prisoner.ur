[Ruleset "ten-soldiers"]
[Title.fr "Un prisonnier ne bouge pas seul"]
[Title.en "A prisoner does not move on its own"]
[Rule "prisoner"]
[Position "8/3(LD)4/2L5 L 8/9 0/0"]

{en: A Light soldier lies captive under a Dark one on d2; another Light soldier stands on c1.}
{fr: Un soldat clair est captif sous un soldat foncé en d2 ; un autre soldat clair se tient en c1.}
1. L 2 d2-f2?prisoner c1-a1
  {en: The captive cannot move: Light plays its other soldier.}
  {fr: Le captif ne peut pas bouger : Clair joue son autre soldat.}
2. D 2 d2-f2
  {en: The prisoner only moves with its captor.}
  {fr: Le prisonnier ne se déplace qu’avec son geôlier.}
= "8/5(LD)2/L7 L 8/9 0/0"
