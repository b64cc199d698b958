[Ruleset "masters"]
[Title.fr "Aucun coup possible : le tour est perdu"]
[Title.en "No possible move: the turn is lost"]
[Rule "lost-turn"]
[Position "8/8/6LL L 0/7 5/0"]

{en: Light has five pieces off and its last two on h1 and g1, close to the exit.}
{fr: Clair a sorti cinq pions ; ses deux derniers sont en h1 et g1, près de la sortie.}
1. L 3 h1-out?overshoot g1-out?overshoot pass
  {en: A three carries both pieces past the exit, and no piece waits to enter: Light has no move and loses the turn.}
  {fr: Un lancer de trois ferait dépasser la sortie aux deux pions, et aucun pion n’attend d’entrer : Clair n’a aucun coup et perd son tour.}
= "8/8/6LL D 0/7 5/0"
2. D 2 in-c3
3. L 1 h1-g1?own-piece g1-out
  {en: A one gives a move again: h1 may not land on its own piece on g1, but g1 bears off.}
  {fr: Un lancer de un redonne un coup : h1 ne peut pas s’arrêter sur son propre pion en g1, mais le pion de g1 sort.}
= "2D5/8/7L D 0/6 6/0"

[Ruleset "masters"]
[Title.fr "Un tour perdu devant une rosette tenue"]
[Title.en "A turn lost before a held rosette"]
[Rule "lost-turn"]
[Position "6D1/4L3/8 L 0/6 6/0"]

{en: Light’s last piece is on e2; a Dark piece holds the g3 rosette.}
{fr: Le dernier pion de Clair est en e2 ; un pion foncé tient la rosette g3.}
1. L 3 e2-g3?rosette-occupied pass
  {en: Its only move would land on the guarded rosette: Light has no legal move and passes.}
  {fr: Son seul coup mènerait sur la rosette gardée : Clair n’a aucun coup permis et passe.}
= "6D1/4L3/8 D 0/6 6/0"
2. D 1 g3-out
= "8/4L3/8 L 0/6 6/1"
