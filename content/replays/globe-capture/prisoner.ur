[Ruleset "globe-capture"]
[Title.fr "Un prisonnier ne bouge pas seul"]
[Title.en "A prisoner does not move by itself"]
[Rule "prisoner"]
[Position "8/2(DL)5/8 D 6/6 0/0"]

{en: A Dark soldier lies beneath a Light one on c2: it is a prisoner.}
{fr: Un soldat foncé est sous un soldat clair en c2 : il est prisonnier.}
1. D 1 c2-d2?prisoner in-d3
  {en: Dark cannot move it, even by the throw that would suit it: Dark must play another piece.}
  {fr: Foncé ne peut pas le déplacer, même avec le lancer qui lui conviendrait : il doit jouer un autre pion.}
2. L 1 c2-d2
  {en: The prisoner moves only when its jailer does, carried along.}
  {fr: Le prisonnier ne bouge que lorsque son geôlier bouge, emmené avec lui.}
= "3D4/3(DL)4/8 D 6/5 0/0"

[Ruleset "globe-capture"]
[Title.fr "Toujours prisonnier sous un allié"]
[Title.en "Still a prisoner under a friend"]
[Rule "prisoner"]
[Position "8/4(L'DL)3/8 L 5/6 0/0"]

{en: On e2, from the bottom: a Light officer held by a Dark soldier, and a Light soldier that has just captured that jailer.}
{fr: En e2, de bas en haut : un officier clair gardé par un soldat foncé, et un soldat clair qui vient de capturer ce geôlier.}
1. L 2 e2-c2?forward-only e2-g2
  {en: The officer is still a prisoner: only the top piece leaves e2, and that soldier cannot go back, though the officer could. The soldier goes forward and takes the jailer away.}
  {fr: L’officier est toujours prisonnier : seul le pion du dessus quitte e2, et ce soldat ne peut pas reculer, même si l’officier le pourrait. Le soldat avance et emmène le geôlier.}
= "8/4L'1(DL)1/8 D 5/6 0/0"
2. D 1 in-d3
3. L 2 e2-c2
  {en: Free and on top at last, the officer can move back.}
  {fr: Enfin libre et au sommet, l’officier peut reculer.}
= "3D4/2L'3(DL)1/8 D 5/5 0/0"
