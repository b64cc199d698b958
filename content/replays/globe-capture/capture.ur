[Ruleset "globe-capture"]
[Title.fr "Faire un prisonnier"]
[Title.en "Taking a prisoner"]
[Rule "capture"]
[Position "8/L1D5/8 L 6/6 0/0"]

{en: Light has a soldier on a2, two squares behind a Dark soldier on c2.}
{fr: Clair a un soldat en a2, deux cases derrière un soldat foncé en c2.}
1. L 2 a2-c2x
  {en: Light lands on c2 and takes the Dark soldier prisoner: it stays on the board, beneath its captor. The capture earns no extra throw.}
  {fr: Clair arrive en c2 et fait prisonnier le soldat foncé : celui-ci reste sur le plateau, sous son geôlier. La prise ne fait pas rejouer.}
= "8/2(DL)5/8 D 6/6 0/0"
2. D 1 in-d3

[Ruleset "globe-capture"]
[Title.fr "Un officier se capture aussi"]
[Title.en "Officers can be captured too"]
[Rule "capture"]
[Position "8/1L1D'4/8 L 6/6 0/0"]

{en: A Dark officer, face up, stands on d2; a Light soldier is on b2.}
{fr: Un officier foncé, face marquée visible, se tient en d2 ; un soldat clair est en b2.}
1. L 2 b2-d2x
  {en: Rank gives no protection: the officer becomes the soldier’s prisoner like any other piece.}
  {fr: Le grade ne protège pas : l’officier devient le prisonnier du soldat comme n’importe quel pion.}
= "8/3(D'L)4/8 D 6/6 0/0"
2. D 1 in-d3
