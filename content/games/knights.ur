[Ruleset "knights"]
[Seed "41"]
[Title.en "Two knights turn back"]
[Title.fr "Deux chevaliers font demi-tour"]
[Annotator "Urtext"]

{en: The computer plays both sides: seven pieces each and one die, where a six means no move. A piece that lands on an enemy sits on it and holds it prisoner, pieces pile up into towers, and a piece that reaches h1 or g1 (h3 or g3 for Dark) becomes a knight, free to ride back into the fight. Here two knights turn back from h1 to take prisoners.}
{fr: L’ordinateur joue les deux camps : sept pions chacun et un seul dé, où le six signifie « pas de mouvement ». Un pion qui s’arrête sur un ennemi se pose dessus et le garde prisonnier, les pions s’empilent en tours, et un pion qui atteint h1 ou g1 (h3 ou g3 pour Foncé) devient chevalier, libre de repartir au combat. Ici, deux chevaliers font demi-tour depuis h1 pour faire des prisonniers.}
1. L 5 in-a2
  {en: A five brings Light’s first piece straight onto a2, in the middle row where the two sides meet.}
  {fr: Un cinq fait entrer le premier pion clair directement en a2, dans la rangée du milieu où les deux camps se rencontrent.}
2. D 2 in-c3
3. L 4 a2-e2
4. D 1 in-d3
5. L 1 in-d1
6. D 5 c3-c2
7. L 4 e2-h1=
  {en: Four squares from e2 reach h1, square 13, the first of Light’s two goal squares. The piece becomes a knight, turned face up, even without a prisoner.}
  {fr: Quatre cases mènent de e2 à h1, la case 13, la première des deux cases de but de Clair. Le pion devient chevalier, retourné face visible, même sans prisonnier.}
8. D 3 in-b3
9. L 4 in-a1
10. D 4 in-a3
11. L 3 a1-c2x
  {en: The first capture: the Light piece from a1 lands on the Dark piece on c2 and sits on top of it. The Dark piece stays on the board, a prisoner.}
  {fr: Première prise : le pion clair de a1 s’arrête sur le pion foncé de c2 et se pose dessus. Le pion foncé reste sur le plateau, prisonnier.}
12. D 2 in-c3
13. L 4 c2-g2
14. D 5 c3-c2
15. L 1 in-d1
  {en: Light enters a piece on d1, where it already has one: the two form a tower. Dark does the same on a3 and b3 a few moves later.}
  {fr: Clair fait entrer un pion en d1, où il en a déjà un : les deux forment une tour. Foncé fait de même en a3 et en b3 quelques coups plus tard.}
16. D 6 pass
  {en: A six: no move, and Dark’s turn is lost.}
  {fr: Un six : pas de mouvement, et Foncé perd son tour.}
17. L 2 g2-h1=
  {en: The captor carries its prisoner from g2 to h1 by the exact count. It becomes a knight in turn, its prisoner leaves the game for good, and the two knights stand in a tower on h1.}
  {fr: Le geôlier emmène son prisonnier de g2 à h1 avec le compte exact. Il devient chevalier à son tour, son prisonnier quitte la partie pour de bon, et les deux chevaliers forment une tour en h1.}
18. D 4 in-a3
19. L 6 pass
20. D 3 in-b3
21. L 5 in-a2
22. D 5 c2-h2
23. L 3 in-b1
24. D 3 d3-a3
25. L 1 h1-h2x
  {en: Knights may move back. The top knight on h1 steps back one square to h2 and takes the Dark piece that had stopped there.}
  {fr: Les chevaliers peuvent reculer. Le chevalier du dessus de h1 recule d’une case jusqu’en h2 et prend le pion foncé qui s’y était arrêté.}
26. D 5 a3-e2
27. L 5 a2-f2
28. D 1 e2-f2x
29. L 3 h1-f2x
  {en: Dark has just taken a Light piece on f2. The knight left on h1 rides three squares back and captures that captor. The knight on h2 could not turn back with its prisoner: a loaded knight may only move toward the goal, and going back would mean leaving the prisoner free.}
  {fr: Foncé vient de prendre un pion clair en f2. Le chevalier resté en h1 recule de trois cases et capture ce geôlier. Le chevalier de h2, lui, ne pouvait pas reculer avec son prisonnier : chargé d’un prisonnier, il ne peut aller que vers le but, et reculer l’obligerait à le laisser libre.}
= "(DD)(DD)6/5(LDL')1(DL')/1L1(LL)4 D 1/0 0/0 removed=0/1"
30. D 1 b3-a3
31. L 4 f2-g1
  {en: Forward now, four squares to g1: the knight takes the Dark piece along and leaves the freed Light piece on f2. At g1 the prisoner leaves the game, the second Dark piece to go.}
  {fr: En avant cette fois, quatre cases jusqu’en g1 : le chevalier emmène le pion foncé et laisse en f2 le pion clair libéré. En g1, le prisonnier quitte la partie, le deuxième pion foncé à partir.}
32. D 3 a3-c2
33. L 5 d1-b2
34. D 1 b3-a3
35. L 1 b2-c2x
36. D 1 a3-a2
37. L 5 in-a2x
  {en: Light’s last piece enters with a five onto a2 and takes the Dark piece standing there.}
  {fr: Le dernier pion clair entre avec un cinq en a2 et prend le pion foncé qui s’y trouvait.}
38. D 1 a3-a2x
  {en: Dark’s piece from a3 lands on the captor: a2 holds, from the bottom, Dark, Light and Dark.}
  {fr: Le pion foncé de a3 s’arrête sur le geôlier : a2 porte, de bas en haut, un foncé, un clair et un foncé.}
39. L 3 f2-h1=
  {en: The piece freed on f2 reaches h1 and becomes Light’s third knight.}
  {fr: Le pion libéré en f2 atteint h1 et devient le troisième chevalier de Clair.}
40. D 6 pass
41. L 2 b1-a2x
  {en: Light lands on a2 in turn: the tower now holds four pieces, Dark and Light alternating.}
  {fr: Clair se pose à son tour en a2 : la tour compte maintenant quatre pions, foncés et clairs en alternance.}
42. D 5 a3-e2
43. L 1 a2-b2
  {en: The top piece of a2 moves on, taking only the Dark piece directly beneath it. The Light piece below stays on a2 with its own prisoner.}
  {fr: Le pion du dessus de a2 repart en n’emmenant que le pion foncé placé juste sous lui. Le pion clair du dessous reste en a2 avec son propre prisonnier.}
44. D 2 e2-g2
  {en: Dark’s piece on e2 is its last free one, with nothing left to enter: the move is forced.}
  {fr: Le pion foncé de e2 est son dernier pion libre, et plus rien n’est à faire entrer : le coup est forcé.}
45. L 4 c2-g2x#
  {en: The captor on c2 carries its prisoner four squares to g2 and takes Dark’s last free piece. Two Dark pieces are out of the game and the five others are prisoners: Light wins.}
  {fr: Le geôlier de c2 emmène son prisonnier quatre cases plus loin, en g2, et prend le dernier pion libre de Foncé. Deux pions foncés sont hors jeu et les cinq autres sont prisonniers : Clair gagne.}
= "8/(DL)(DL)4(DDL)(DL')/3L2L'L' L 0/0 0/0 removed=0/2"
