[Ruleset "finkel"]
[Title.fr "Un quatre sans emploi"]
[Title.en "A four with no use"]
[Rule "lost-turn"]
[Position "8/L2DL3/L2L3L L 2/6 0/0"]

{en: Light has pieces on d1, a1, a2, e2 and h1, and two waiting; a Dark piece holds the central rosette d2.}
{fr: Clair a des pions en d1, a1, a2, e2 et h1, et deux en attente ; un pion de Foncé tient la rosette centrale d2.}
1. L 4 in-a1?own-piece d1-a2?own-piece a1-d2?rosette-occupied a2-e2?own-piece e2-h1?own-piece h1-out?overshoot pass
  {en: Every use of the four is barred: four moves end on Light’s own pieces, one on the guarded rosette, and the h1 piece would go past the exit. Light loses the turn.}
  {fr: Tout emploi du quatre est interdit : quatre déplacements aboutissent sur des pions de Clair, un sur la rosette gardée, et le pion de h1 dépasserait la sortie. Clair perd son tour.}
= "8/L2DL3/L2L3L D 2/6 0/0"

[Ruleset "finkel"]
[Title.fr "Le dernier pion, trop loin"]
[Title.en "The last piece, too far along"]
[Rule "lost-turn"]
[Position "8/8/6L1 L 0/7 6/0"]

{en: Light has borne off six pieces; the seventh is on g1 and needs a one.}
{fr: Clair a sorti six pions ; le septième est en g1 et il lui faut un lancer de un.}
1. L 3 g1-out?overshoot pass
  {en: A three cannot be used: Light has nothing else to move, and the turn passes.}
  {fr: Un trois ne peut servir à rien : Clair n’a rien d’autre à déplacer, et la main passe.}
= "8/8/6L1 D 0/7 6/0"
