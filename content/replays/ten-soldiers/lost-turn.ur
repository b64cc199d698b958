[Ruleset "ten-soldiers"]
[Title.fr "Aucun coup possible"]
[Title.en "No move possible"]
[Rule "lost-turn"]
[Position "8/4(LD)3/7L L 0/9 0/0 removed=8/0"]

{en: Light has only one free soldier left, on h1; another is a prisoner on e2 and the rest are out of the game.}
{fr: Il ne reste à Clair qu’un soldat libre, en h1 ; un autre est prisonnier en e2 et les autres ont quitté la partie.}
1. L 3 h1-out?overshoot in-b1?no-piece pass
  {en: A three would overshoot g1, the soldier cannot go back, and no soldier is waiting: Light loses its turn.}
  {fr: Un trois dépasserait g1, le soldat ne peut pas reculer et aucun soldat n’attend : Clair passe son tour.}
2. D 2 e2-g2
= "8/6(LD)1/7L L 0/9 0/0 removed=8/0"
