[Ruleset "globe-capture"]
[Title.fr "Pas sur son propre pion"]
[Title.en "Not onto your own piece"]
[Rule "own-piece"]
[Position "8/8/1L1L4 L 5/7 0/0"]

{en: Light has soldiers on b1 and d1.}
{fr: Clair a des soldats en b1 et en d1.}
1. L 2 d1-b1?own-piece in-c1
  {en: A two would put the d1 soldier onto Light’s own piece on b1: refused. Light enters a piece on c1 instead.}
  {fr: Un deux amènerait le soldat de d1 sur le pion clair de b1 : refusé. Clair fait plutôt entrer un pion en c1.}
2. D 1 in-d3
3. L 1 in-d1?own-piece d1-c1?own-piece c1-b1?own-piece b1-a1
  {en: With a one, every square ahead is taken by Light, except a1: only the b1 soldier can move.}
  {fr: Avec un 1, chaque case visée porte déjà un pion clair, sauf a1 : seul le soldat de b1 peut avancer.}
= "3D4/8/L1LL4 D 4/6 0/0"

[Ruleset "globe-capture"]
[Title.fr "Deux pions clairs sur une case, pour libérer un prisonnier"]
[Title.en "Two Light pieces on one square, to free a prisoner"]
[Rule "own-piece"]
[Position "8/L1(LD)5/8 L 5/6 0/0"]

{en: On c2 a Dark soldier holds a Light prisoner beneath it. Light has another soldier on a2.}
{fr: En c2, un soldat foncé garde un prisonnier clair sous lui. Clair a un autre soldat en a2.}
1. L 2 a2-c2x
  {en: The top of c2 is Dark, so Light may land there: it captures the jailer. For a moment two Light pieces share c2, the lower one still beneath the Dark piece.}
  {fr: Le dessus de c2 est foncé : Clair peut donc s’y poser, et il capture le geôlier. Deux pions clairs partagent alors c2, celui du bas encore sous le pion foncé.}
= "8/2(LDL)5/8 D 5/6 0/0"
2. D 2 in-c3
3. L 1 c2-d2
  {en: The top soldier moves on with its prisoner, and the Light piece left on c2 is free again.}
  {fr: Le soldat du dessus repart avec son prisonnier, et le pion clair resté en c2 est de nouveau libre.}
= "2D5/2L(DL)4/8 D 5/5 0/0"
