[Ruleset "blitz"]
[Title.fr "Zéro : le lancer est perdu"]
[Title.en "Zero: the throw is lost"]
[Rule "lost-throw"]
[Position "8/3D4/1L6 L 4/4 0/0"]

{en: Light has a piece on b1; a Dark piece is on d2, five squares ahead of it.}
{fr: Clair a un pion en b1 ; un pion de Foncé est en d2, cinq cases devant lui.}
1. L 0 b1-a1?lost-throw in-d1?lost-throw pass
  {en: No marked face: the throw is worth nothing, so no piece moves or enters, and the turn passes.}
  {fr: Aucune face marquée : le lancer ne vaut rien, aucun pion n’avance ni n’entre, et la main passe.}
= "8/3D4/1L6 D 4/4 0/0"
2. D 2 d2-f2
