[Ruleset "british-museum"]
[Title.fr "Un zéro ne fait rien avancer"]
[Title.en "A zero moves nothing"]
[Rule "lost-throw"]
[Position "8/8/2L5 L 4/5 0/0"]

{en: Light has a piece on c1 and four waiting.}
{fr: Clair a un pion en c1 et quatre en attente.}
1. L 0 c1-b1?lost-throw in-d1?lost-throw pass
  {en: No marked face up: the throw is worth nothing, so no piece may move or enter, and Light loses the turn.}
  {fr: Aucune face marquée : le lancer ne vaut rien, aucun pion ne peut avancer ni entrer, et Clair perd son tour.}
= "8/8/2L5 D 4/5 0/0"
2. D 2 in-c3
