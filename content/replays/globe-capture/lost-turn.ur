[Ruleset "globe-capture"]
[Title.fr "Aucun coup possible"]
[Title.en "No move possible"]
[Rule "lost-turn"]
[Position "8/2(LD')(LD')4/7L L 0/5 0/0 removed=4/0"]

{en: Four Light pieces are out of the game and two are prisoners of Dark officers on c2 and d2. Light’s last free piece is a soldier on h1.}
{fr: Quatre pions clairs sont hors jeu et deux sont prisonniers d’officiers foncés en c2 et en d2. Le dernier pion libre de Clair est un soldat en h1.}
1. L 2 h1-out?overshoot c2-e2?prisoner pass
  {en: The soldier on h1 needs exactly one, the prisoners cannot move and no piece waits to enter: with this two Light has no move and loses the turn.}
  {fr: Le soldat de h1 a besoin d’un 1 exact, les prisonniers ne peuvent pas bouger et aucun pion n’attend d’entrer : avec ce deux, Clair n’a aucun coup et perd son tour.}
= "8/2(LD')(LD')4/7L D 0/5 0/0 removed=4/0"
2. D 1 in-d3
