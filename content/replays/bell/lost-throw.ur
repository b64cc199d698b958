[Ruleset "bell"]
[Title.fr "Le lancer qui ne vaut rien"]
[Title.en "The throw worth nothing"]
[Rule "lost-throw"]
[Position "8/L7/8 L 6/7 0/0 tokens=15/15 pool=10"]

{en: Light has a piece on a2.}
{fr: Clair a un pion en a2.}
1. L 1 a2-b2?lost-throw pass
= "8/L7/8 D 6/7 0/0 tokens=15/15 pool=10"
  {en: One marked face is worth nothing in Bell’s table: no piece may move, Light passes, and the turn goes to Dark.}
  {fr: Une face marquée ne vaut rien dans la table de Bell : aucun pion ne peut bouger, Clair passe et le tour va à Foncé.}
2. D 1 in-a2?lost-throw pass
= "8/L7/8 L 6/7 0/0 tokens=15/15 pool=10"
  {en: The same for Dark: not even an entry.}
  {fr: De même pour Foncé : pas même une entrée.}
