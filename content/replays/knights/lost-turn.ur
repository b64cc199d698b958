[Ruleset "knights"]
[Title.fr "Aucun coup possible"]
[Title.en "No move possible"]
[Rule "lost-turn"]
[Position "8/7(LL)/8 L 0/7 0/0 removed=5/0"]

{en: Light has lost five pieces; its last two form a tower on h2, square 12, and none waits to enter.}
{fr: Clair a perdu cinq pions ; ses deux derniers forment une tour en h2, case 12, et aucun n’attend d’entrer.}
1. L 3 h2-out?overshoot h2-e2?forward-only in-b1?no-piece pass
  {en: A three overshoots g1, the piece may not go back, and no piece is left to enter: Light has no move and loses the turn.}
  {fr: Un 3 dépasse g1, le pion ne peut pas reculer, et il ne reste aucun pion à faire entrer : Clair n’a aucun coup et perd son tour.}
2. D 2 in-c3
= "2D5/7(LL)/8 L 0/6 0/0 removed=5/0"
3. L 1 h2-h1=
