[Ruleset "blitz"]
[Title.fr "Seize cases, par le bout du plateau"]
[Title.en "Sixteen squares, round the far end"]
[Rule "path"]

{en: Every piece is waiting. Light takes one piece round its whole road of sixteen squares.}
{fr: Tous les pions attendent. Clair conduit un pion sur les seize cases de son parcours.}
1. L 4 in-a1*
  {en: The piece enters on a1, the fourth square, a rosette: Light throws again.}
  {fr: Le pion entre en a1, quatrième case, qui porte une rosette : Clair relance.}
2. L 3 a1-c2
  {en: From the corner a1 the road turns into the middle lane: a2, b2, c2.}
  {fr: Au coin a1, le parcours tourne pour entrer dans la rangée centrale : a2, b2, c2.}
3. D 1 in-d3
4. L 4 c2-g2
  {en: Up the middle lane to g2, the eleventh square. Unlike the fourteen-square route, this road does not run on to h2.}
  {fr: Le pion remonte la rangée centrale jusqu’en g2, onzième case. Contrairement au parcours de quatorze cases, celui-ci ne continue pas jusqu’en h2.}
5. D 2 d3-b3
6. L 1 g2-g3*
  {en: Instead it crosses into Dark’s lane: g3, the twelfth square, is a rosette, and Light throws again.}
  {fr: Il passe au contraire dans la rangée de Foncé : g3, douzième case, porte une rosette, et Clair relance.}
7. L 2 g3-h2
  {en: On through h3, then back into the middle lane at h2, the fourteenth square.}
  {fr: Le pion passe par h3, puis revient dans la rangée centrale en h2, quatorzième case.}
= "1D6/7L/8 D 4/4 0/0"
8. D 1 b3-a3*
9. D 3 in-b3
10. L 3 h2-out
  {en: h1 and g1 are the fifteenth and sixteenth squares; the third step, the seventeenth, takes the piece off.}
  {fr: h1 et g1 sont les quinzième et seizième cases ; le troisième pas, le dix-septième, fait sortir le pion.}
= "DD6/8/8 D 4/3 1/0"

[Ruleset "blitz"]
[Title.fr "Le parcours de Foncé passe par la rangée de Clair"]
[Title.en "Dark’s road runs through Light’s lane"]
[Rule "path"]
[Position "8/5D2/8 D 5/4 0/0"]

{en: Dark’s road is Light’s reflected onto rank 3. A Dark piece is on f2, its tenth square.}
{fr: Le parcours de Foncé est le reflet de celui de Clair sur la rangée 3. Un pion de Foncé est en f2, sa dixième case.}
1. D 2 f2-g1*
  {en: Past g2, Dark turns into Light’s lane and stops on g1, its twelfth square and a rosette: another throw.}
  {fr: Après g2, Foncé passe dans la rangée de Clair et s’arrête en g1, sa douzième case, une rosette : nouveau lancer.}
2. D 3 g1-h3
  {en: h1, then h2 in the middle lane, then h3, Dark’s fifteenth square.}
  {fr: h1, puis h2 dans la rangée centrale, puis h3, quinzième case de Foncé.}
3. L 1 in-d1
4. D 1 h3-g3*
  {en: g3 is Dark’s sixteenth and last square, a rosette.}
  {fr: g3 est la seizième et dernière case de Foncé, une rosette.}
5. D 1 g3-out
= "8/8/3L4 L 4/4 0/1"
