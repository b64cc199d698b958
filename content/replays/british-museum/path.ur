[Ruleset "british-museum"]
[Title.fr "Le parcours d’un pion de Clair"]
[Title.en "The route of a Light piece"]
[Rule "path"]

{en: All pieces are waiting off the board. Light takes one piece along the whole route of 14 squares.}
{fr: Tous les pions attendent hors du plateau. Clair mène un pion sur tout le parcours de 14 cases.}
1. L 4 in-a1*
  {en: A four enters the piece on a1, the fourth square, at the end of Light’s own lane. It is a rosette: Light throws again.}
  {fr: Un quatre fait entrer le pion en a1, quatrième case, au bout de la rangée de Clair. C’est une rosette : Clair relance.}
2. L 4 a1-d2*
  {en: The piece turns into the middle lane at a2 and goes on to d2, the central rosette: another throw.}
  {fr: Le pion tourne dans la rangée du milieu par a2 et va jusqu’à d2, la rosette centrale : nouveau lancer.}
3. L 4 d2-h2
  {en: It runs down the middle lane, shared by both sides, to its far end at h2, the twelfth square.}
  {fr: Il parcourt la rangée du milieu, commune aux deux camps, jusqu’à son extrémité h2, douzième case.}
= "8/7L/8 D 4/5 0/0"
4. D 0 pass
5. L 2 h2-g1*
  {en: From h2 the piece comes back into Light’s lane: h1, then g1, the fourteenth and last square, a rosette.}
  {fr: De h2, le pion revient dans la rangée de Clair : h1, puis g1, quatorzième et dernière case, une rosette.}
6. L 1 g1-out
  {en: One more step, the fifteenth, takes the piece off the board: it has finished.}
  {fr: Un pas de plus, le quinzième, fait sortir le pion du plateau : il a terminé.}
= "8/8/8 D 4/5 1/0"

[Ruleset "british-museum"]
[Title.fr "Le parcours d’un pion de Foncé"]
[Title.en "The route of a Dark piece"]
[Rule "path"]
[First "D"]

{en: Dark’s route mirrors Light’s: its own lane is rank 3, from d3 to a3 and from h3 to g3.}
{fr: Le parcours de Foncé est le reflet de celui de Clair : sa propre rangée est la rangée 3, de d3 à a3 et de h3 à g3.}
1. D 4 in-a3*
  {en: Dark enters on a3, its first rosette, and throws again.}
  {fr: Foncé entre en a3, sa première rosette, et relance.}
2. D 4 a3-d2*
  {en: Like Light’s pieces, Dark’s piece crosses into the middle lane at a2 and stops on d2.}
  {fr: Comme ceux de Clair, le pion de Foncé passe dans la rangée du milieu par a2 et s’arrête en d2.}
3. D 4 d2-h2
4. L 0 pass
5. D 2 h2-g3*
  {en: At the end of the middle lane Dark turns back into its own lane: h3, then g3.}
  {fr: Au bout de la rangée du milieu, Foncé revient dans sa rangée : h3, puis g3.}
6. D 1 g3-out
= "8/8/8 L 5/4 0/1"
