[Ruleset "bell"]
[Title.fr "Aucun coup possible"]
[Title.en "No move possible"]
[Rule "lost-turn"]
[Position "8/2LD4/8 L 6/6 0/0 tokens=15/14 pool=11"]

{en: Light’s only piece on the board stands on c2, just behind a Dark piece on the rosette d2.}
{fr: Le seul pion clair sur le plateau est en c2, juste derrière un pion foncé posé sur la rosette d2.}
1. L 2 c2-d2?rosette-occupied pass
= "8/2LD4/8 L 6/6 0/0 extra=1 tokens=15/14 pool=11"
  {en: The one-square move is blocked and only a five brings a piece in: with no legal move, Light passes. The two still earns its extra throw.}
  {fr: Le pas d’une case est bloqué et seul un cinq fait entrer un pion : sans coup permis, Clair passe. Le deux donne quand même son lancer supplémentaire.}
2. L 1 pass
= "8/2LD4/8 D 6/6 0/0 tokens=15/14 pool=11"
  {en: This throw is worth nothing: the turn goes to Dark.}
  {fr: Ce lancer ne vaut rien : le tour passe à Foncé.}
