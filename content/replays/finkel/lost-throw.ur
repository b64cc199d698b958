[Ruleset "finkel"]
[Title.fr "Un lancer qui ne vaut rien"]
[Title.en "A throw worth nothing"]
[Rule "lost-throw"]
[Position "8/2L5/1L6 L 5/7 0/0"]

{en: Light has pieces on b1 and c2, and five more waiting.}
{fr: Clair a des pions en b1 et en c2, et cinq autres en attente.}
1. L 0 b1-a1?lost-throw in-d1?lost-throw pass
  {en: No marked face is up: nothing may move, not even a new piece, and Light passes.}
  {fr: Aucune face marquée n’est visible : rien ne peut bouger, pas même un nouveau pion, et Clair passe.}
= "8/2L5/1L6 D 5/7 0/0"
2. D 0 pass
  {en: The same can happen to Dark.}
  {fr: La même chose peut arriver à Foncé.}
3. L 2 b1-a2
= "8/L1L5/8 D 5/7 0/0"
