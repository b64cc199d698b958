[Ruleset "late"]
[Title.fr "Le parcours d’un pion de Clair"]
[Title.en "The route of a Light piece"]
[Rule "path"]
[Position "3(D1)4/8/3(L1)4 L 4/4 0/0 tokens=15/15 pool=20"]

{en: Each side has entered its piece 1: Light’s on d1, the first square of its lane, Dark’s on d3, the mirror square. Light takes its piece along the whole route of 14 squares.}
{fr: Chaque camp a fait entrer son pion 1 : celui de Clair en d1, première case de sa rangée, celui de Foncé en d3, la case symétrique. Clair mène son pion sur tout le parcours de 14 cases.}
1. L 3 d1-a1
  {en: The piece runs along its lane to the corner a1, square 4, a marked square: it takes 1 token from the pool.}
  {fr: Le pion suit sa rangée jusqu’au coin a1, case 4, une case marquée : il prend 1 jeton à la cagnotte.}
= "3(D1)4/8/(L1)7 D 4/4 0/0 tokens=16/15 pool=19"
2. D 1 d3-c3
3. L 4 a1-d2
  {en: It turns into the middle lane at a2 and stops on d2, square 8, the second marked square: 1 more token.}
  {fr: Il s’engage dans la rangée du milieu par a2 et s’arrête en d2, case 8, deuxième case marquée : 1 jeton de plus.}
= "2(D1)5/3(L1)4/8 D 4/4 0/0 tokens=17/15 pool=18"
4. D 1 c3-b3
5. L 4 d2-h2
  {en: It crosses the middle lane, shared by both sides, to h2, square 12.}
  {fr: Il traverse la rangée du milieu, commune aux deux camps, jusqu’en h2, case 12.}
= "1(D1)6/7(L1)/8 D 4/4 0/0 tokens=17/15 pool=18"
6. D 1 b3-a3
  {en: Dark’s route is the mirror image on rank 3: its piece reaches its own corner, a3, and takes 1 token in turn.}
  {fr: Le parcours de Foncé est le reflet de celui de Clair sur la rangée 3 : son pion atteint son propre coin, a3, et prend 1 jeton à son tour.}
= "(D1)7/7(L1)/8 L 4/4 0/0 tokens=17/16 pool=17"
7. L 2 h2-g1
  {en: From h2 the piece comes back into Light’s lane: h1, then g1, square 14, the last marked square.}
  {fr: De h2, le pion revient dans la rangée de Clair : h1, puis g1, case 14, dernière case marquée.}
= "(D1)7/8/6(L1)1 D 4/4 0/0 tokens=18/16 pool=16"
8. D 1 a3-a2
  {en: Dark enters the middle lane at a2, its square 5: the two sides meet only in this lane.}
  {fr: Foncé entre dans la rangée du milieu par a2, sa case 5 : les deux camps ne se croisent que dans cette rangée.}
9. L 1 g1-out
  {en: One more step, the fifteenth, takes the piece off the board: it has finished its route.}
  {fr: Un pas de plus, le quinzième, fait sortir le pion du plateau : il a fini son parcours.}
= "8/(D1)7/8 D 4/4 1/0 tokens=18/16 pool=16"
