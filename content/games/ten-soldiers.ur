[Ruleset "ten-soldiers"]
[Seed "27"]
[Title.en "Nine soldiers in one tower"]
[Title.fr "Neuf soldats dans une seule tour"]
[Annotator "Urtext"]

{en: The computer plays both sides: ten soldiers each and one die, a six being thrown again. A soldier that lands on an enemy covers it and holds it prisoner, towers may grow as tall as the fight demands, and a soldier that reaches g1 (g3 for Dark) turns red and may then march both ways. Watch a2, where a single tower grows to nine soldiers.}
{fr: L’ordinateur joue les deux camps : dix soldats chacun et un seul dé, le six étant relancé. Un soldat qui s’arrête sur un ennemi le recouvre et le garde prisonnier, les tours montent aussi haut que l’exige le combat, et un soldat qui atteint g1 (g3 pour Foncé) passe au rouge et peut alors marcher dans les deux sens. Suivez a2, où une seule tour monte jusqu’à neuf soldats.}
1. L 4 in-a1
2. D 5 in-a2
  {en: A five brings a Dark soldier straight onto a2, square 5: the first square of the battlefield, which both routes share.}
  {fr: Un cinq fait entrer un soldat foncé directement en a2, case 5 : la première case du champ de bataille, commune aux deux parcours.}
3. L 3 in-b1
4. D 5 a2-f2
5. L 1 in-d1
6. D 5 in-a2
7. L 5 in-a2x
  {en: Light also enters with a five, right onto the Dark soldier on a2: it covers it and holds it prisoner. The captured soldier does not go home, it stays on the board.}
  {fr: Clair entre lui aussi avec un cinq, droit sur le soldat foncé de a2 : il le recouvre et le garde prisonnier. Le soldat pris ne retourne pas au départ, il reste sur le plateau.}
8. D 5 in-a2x
  {en: Dark answers in kind: its new soldier lands on the captor. The pile on a2 reads, from the bottom, Dark, Light, Dark.}
  {fr: Foncé répond de même : son nouveau soldat s’arrête sur le geôlier. La pile de a2 compte, de bas en haut, un foncé, un clair, un foncé.}
9. L 3 in-b1
  {en: A soldier may stop on one of its own side: Light enters on b1, where it already has a soldier, and starts a tower. This one will reach four.}
  {fr: Un soldat peut s’arrêter sur un soldat de son camp : Clair entre en b1, où il en a déjà un, et commence une tour. Celle-ci montera jusqu’à quatre.}
10. D 5 a2-f2
  {en: Only the top soldier of a2 moves. It takes along the Light soldier right beneath it and leaves its friend at the bottom free on a2. On f2 it stops on another Dark soldier, its prisoner between them.}
  {fr: Seul le soldat du dessus de a2 bouge. Il emmène le soldat clair placé juste sous lui et laisse son ami du bas libre en a2. En f2, il s’arrête sur un autre soldat foncé, son prisonnier entre eux deux.}
11. L 3 in-b1
12. D 2 f2-h2
13. L 4 d1-a2x
14. D 3 f2-h3
15. L 2 a2-c2
16. D 2 h2-g3=
  {en: From h2, a two is the exact count to g3, square 14. The Dark soldier turns red, and its Light prisoner leaves the game for good.}
  {fr: Depuis h2, un deux est le compte exact pour g3, la case 14. Le soldat foncé passe au rouge, et son prisonnier clair quitte la partie pour de bon.}
17. L 4 in-a1
18. D 2 in-c3
19. L 3 in-b1
20. D 5 c3-c2x
21. L 3 a1-c2x
  {en: Captor on captor: c2 now holds four soldiers, from the bottom Dark, Light, Dark, and the Light soldier just arrived from a1 on top.}
  {fr: Geôlier sur geôlier : c2 porte maintenant quatre soldats, de bas en haut un foncé, un clair, un foncé, et au sommet le soldat clair arrivé de a1.}
22. D 3 in-b3
23. L 4 c2-g2
  {en: The top soldier takes along only the Dark soldier directly beneath it, down to its own friend. The other Light soldier stays on c2, still holding its own prisoner.}
  {fr: Le soldat du dessus n’emmène que le soldat foncé placé juste sous lui, jusqu’à son ami. L’autre soldat clair reste en c2, et garde toujours son propre prisonnier.}
24. D 2 in-c3
25. L 3 g2-g1=
  {en: Three squares, exactly, from g2 to g1: Light’s first red soldier, and the first Dark soldier out of the game.}
  {fr: Trois cases exactement, de g2 à g1 : le premier soldat rouge de Clair, et le premier soldat foncé hors jeu.}
26. D 4 b3-c2x
27. L 5 in-a2
28. D 1 c2-d2
29. L 4 a1-d2x
30. D 5 in-a2x
31. L 4 b1-c2x
32. D 4 in-a3
33. L 2 b1-a2x
34. D 2 in-c3
35. L 1 d2-e2
  {en: The top soldier on d2 goes on to e2 with its Dark prisoner and sets free the Light soldier that lay at the bottom of the pile, captured by Dark a few moves earlier.}
  {fr: Le soldat du dessus de d2 repart en e2 avec son prisonnier foncé et libère le soldat clair du bas de la pile, pris par Foncé quelques coups plus tôt.}
36. D 5 in-a2x
37. L 5 in-a2x
38. D 3 c3-a2x
39. L 2 b1-a2x
40. D 1 a3-a2x
41. L 2 b1-a2x
  {en: Since move 36, each side has kept landing on top of a2, with its last soldiers to enter and with soldiers from its camp. The tower now holds nine soldiers, five Light and four Dark, alternating, and only the one on top can move.}
  {fr: Depuis le coup 36, chaque camp s’est posé tour à tour au sommet de a2, avec ses derniers soldats à entrer et avec des soldats de son camp. La tour compte maintenant neuf soldats, cinq clairs et quatre foncés en alternance, et seul celui du dessus peut bouger.}
= "2D3D'D/(LDLDLDLDL)1(DL)L(DL)3/6L'1 D 0/0 0/0 removed=1/1"
42. D 5 c3-c2x
43. L 4 e2-h1
  {en: The captor on e2 reaches h1, square 13, with its prisoner. Taking the prisoner along was a choice: Light could have left it free on e2. And h1 is only a passage: the soldier is not promoted there and keeps its prisoner.}
  {fr: Le geôlier de e2 atteint h1, case 13, avec son prisonnier. L’emmener était un choix : Clair aurait pu le laisser libre en e2. Et h1 n’est qu’une case de passage : le soldat n’y est pas promu et garde son prisonnier.}
44. D 2 c2-e2
45. L 2 a2-c2x
  {en: The top of the great tower leaves with the Dark soldier beneath it and captures the Dark soldier on c2. Seven soldiers remain on a2.}
  {fr: Le sommet de la grande tour part avec le soldat foncé placé sous lui et prend le soldat foncé de c2. Il reste sept soldats en a2.}
46. D 1 h3-g3=
  {en: The Dark soldier waiting on h3 steps onto g3 and turns red beside the first red one: each arrival square may hold up to five soldiers of a side.}
  {fr: Le soldat foncé qui attendait en h3 passe en g3 et devient rouge à côté du premier soldat rouge : chaque case d’arrivée peut recevoir jusqu’à cinq soldats d’un camp.}
47. L 5 g1-e2x
  {en: A red soldier may march back. Light’s goes five squares back, from g1 to e2, and covers the Dark captor that held a Light soldier there.}
  {fr: Un soldat rouge peut reculer. Celui de Clair recule de cinq cases, de g1 à e2, et recouvre le geôlier foncé qui y gardait un soldat clair.}
48. D 2 g3-h2
49. L 4 d2-h2x
  {en: A red soldier can be taken like any other: the plain Light soldier from d2 lands on the red one that had just stepped back to h2.}
  {fr: Un soldat rouge se prend comme les autres : le simple soldat clair de d2 s’arrête sur le soldat rouge qui venait de reculer en h2.}
50. D 2 g3-h2x
  {en: Dark’s other red soldier steps back from g3 to h2 too and covers the captor.}
  {fr: L’autre soldat rouge de Foncé recule lui aussi de g3 à h2 et recouvre le geôlier.}
51. L 3 e2-h2x#
  {en: With a prisoner, a red soldier may only head for its arrival squares, and this move goes forward. Light’s red soldier carries the Dark captor away, frees the Light soldier on e2, and covers the whole pile on h2. Dark has no free soldier left, one out of the game and nine prisoners: Light wins.}
  {fr: Avec un prisonnier, un soldat rouge ne peut aller que vers ses cases d’arrivée, et ce coup va de l’avant. Le soldat rouge clair emporte le geôlier foncé, libère le soldat clair de e2 et recouvre toute la pile de h2. Foncé n’a plus aucun soldat libre, un hors jeu et neuf prisonniers : Clair gagne.}
= "8/(LDLDLDL)1(DDL)1L2(D'LD'DL')/7(DL) L 0/0 0/0 removed=1/1"
