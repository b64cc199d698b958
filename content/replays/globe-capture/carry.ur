[Ruleset "globe-capture"]
[Title.fr "Le prisonnier suit son geôlier"]
[Title.en "The prisoner follows its jailer"]
[Rule "carry"]
[Position "8/2(DL)3D1/8 L 6/5 0/0"]

{en: A Light soldier on c2 holds a Dark prisoner. Another Dark soldier stands on g2.}
{fr: Un soldat clair en c2 garde un prisonnier foncé. Un autre soldat foncé se tient en g2.}
1. L 2 c2-e2
  {en: The soldier moves, and its prisoner goes with it, still underneath.}
  {fr: Le soldat se déplace, et son prisonnier le suit, toujours dessous.}
= "8/4(DL)1D1/8 D 6/5 0/0"
2. D 1 in-d3
3. L 2 e2-g2x
  {en: A second capture: the jailer now holds two prisoners, and both will follow it.}
  {fr: Deuxième prise : le geôlier garde maintenant deux prisonniers, qui le suivront tous deux.}
= "3D4/6(DDL)1/8 D 6/4 0/0"

[Ruleset "globe-capture"]
[Title.fr "Capturer le geôlier libère le prisonnier"]
[Title.en "Capturing the jailer frees its prisoner"]
[Rule "carry"]
[Position "8/1D1(DL)4/8 D 6/5 0/0"]

{en: On d2 a Light soldier holds a Dark prisoner. Dark has a soldier on b2.}
{fr: En d2, un soldat clair garde un prisonnier foncé. Foncé a un soldat en b2.}
1. D 2 b2-d2x
  {en: Dark lands on the column and captures the Light jailer.}
  {fr: Foncé se pose sur la colonne et capture le geôlier clair.}
= "8/3(DLD)4/8 L 6/5 0/0"
2. L 1 in-d1
3. D 1 d2-e2
  {en: Dark’s soldier leaves with the Light piece just beneath it, and the Dark piece at the bottom stays on d2, free.}
  {fr: Le soldat foncé repart avec le pion clair qui était juste sous lui, et le pion foncé du bas reste en d2, libre.}
= "8/3D(LD)3/3L4 L 5/5 0/0"

[Ruleset "globe-capture"]
[Title.fr "Sur une colonne de trois pions"]
[Title.en "Onto a column of three"]
[Rule "carry"]
[Position "8/2L1(DLD)3/8 L 5/5 0/0"]

{en: On e2, from the bottom: a Dark piece held by a Light one, itself held by a Dark one. A Light soldier waits on c2.}
{fr: En e2, de bas en haut : un pion foncé gardé par un pion clair, lui-même gardé par un pion foncé. Un soldat clair attend en c2.}
1. L 2 c2-e2x
  {en: Light climbs on top of the column and captures the top Dark piece.}
  {fr: Clair monte au sommet de la colonne et capture le pion foncé du dessus.}
= "8/4(DLDL)3/8 D 5/5 0/0"
2. D 1 in-d3
3. L 1 e2-f2
  {en: Light leaves with that Dark piece only. The column below is set free: the Light piece is on top again, still holding its own prisoner.}
  {fr: Clair ne repart qu’avec ce pion foncé. La colonne du dessous est libérée : le pion clair s’y retrouve au sommet, avec toujours son propre prisonnier.}
= "3D4/4(DL)(DL)2/8 D 5/4 0/0"
