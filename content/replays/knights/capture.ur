[Ruleset "knights"]
[Title.fr "Faire un prisonnier"]
[Title.en "Taking a prisoner"]
[Rule "capture"]
[Position "8/L1D5/8 L 6/6 0/0"]

{en: Light has a piece on a2, two squares behind a Dark piece on c2.}
{fr: Clair a un pion en a2, deux cases derrière un pion foncé en c2.}
1. L 2 a2-c2x
  {en: Light lands exactly on c2 and sets its piece on top of the Dark one, which is now its prisoner and stays beneath it.}
  {fr: Clair arrive exactement en c2 et pose son pion sur le pion foncé, qui devient son prisonnier et reste dessous.}
= "8/2(DL)5/8 D 6/6 0/0"
2. D 5 in-a2
3. L 5 in-a2x
  {en: Entering with a five onto a2 takes the Dark piece that stands there.}
  {fr: Entrer avec un 5 en a2 fait prisonnier le pion foncé qui s’y trouve.}
= "8/(DL)1(DL)5/8 D 5/5 0/0"

[Ruleset "knights"]
[Title.fr "Un chevalier se prend aussi"]
[Title.en "Knights can be taken too"]
[Rule "capture"]
[Position "8/1D1L'4/8 D 6/6 0/0"]

{en: A Light knight stands on d2, two squares ahead of a Dark piece on b2.}
{fr: Un chevalier clair est en d2, deux cases devant un pion foncé en b2.}
1. D 2 b2-d2x
  {en: A knight is taken like any other piece: it becomes Dark’s prisoner.}
  {fr: Un chevalier se prend comme tout autre pion : il devient le prisonnier de Foncé.}
= "8/3(L'D)4/8 L 6/6 0/0"
