[Ruleset "british-museum"]
[Title.fr "Aucun déplacement possible"]
[Title.en "No move possible"]
[Rule "lost-turn"]
[Position "8/1L1D4/L1L5 L 2/4 0/0"]

{en: Light has pieces on c1, a1 and b2, and two waiting; a Dark piece holds the rosette d2.}
{fr: Clair a des pions en c1, a1 et b2, et deux en attente ; un pion de Foncé tient la rosette d2.}
1. L 2 in-c1?own-piece c1-a1?own-piece a1-b2?own-piece b2-d2?rosette-occupied pass
  {en: Every move of two is blocked: three land on Light’s own pieces, the fourth on a guarded rosette. Light loses the turn.}
  {fr: Tous les déplacements de deux sont bloqués : trois tombent sur des pions de Clair, le quatrième sur une rosette protégée. Clair perd son tour.}
= "8/1L1D4/L1L5 D 2/4 0/0"

[Ruleset "british-museum"]
[Title.fr "Trop près de la sortie"]
[Title.en "Too close to the exit"]
[Rule "lost-turn"]
[Position "8/8/7L L 0/5 4/0"]

{en: Light’s last piece is on h1, two steps from leaving.}
{fr: Le dernier pion de Clair est en h1, à deux pas de la sortie.}
1. L 3 h1-out?overshoot pass
  {en: A three is too much to leave and Light has no other piece: the turn is lost.}
  {fr: Un trois est trop fort pour sortir et Clair n’a pas d’autre pion : le tour est perdu.}
= "8/8/7L D 0/5 4/0"
