[Ruleset "bell"]
[Title.fr "Prendre un pion adverse"]
[Title.en "Taking an opposing piece"]
[Rule "capture"]
[Position "8/L3D3/8 L 6/6 0/0 tokens=15/15 pool=10"]

{en: A Dark piece stands on e2, four squares ahead of Light’s piece on a2.}
{fr: Un pion foncé se trouve en e2, quatre cases devant le pion clair de a2.}
1. L 0 a2-e2x*
= "8/4L3/8 L 6/7 0/0 extra=1 tokens=15/15 pool=10"
  {en: Light lands on e2 and takes the Dark piece: it goes back off the board and must enter again.}
  {fr: Clair s’arrête en e2 et prend le pion foncé : il retourne hors du plateau et devra entrer de nouveau.}
2. L 1 pass

[Ruleset "bell"]
[Title.fr "Prendre en entrant"]
[Title.en "Taking on entry"]
[Rule "capture"]
[Position "8/D7/8 L 7/6 0/0 tokens=15/15 pool=10"]

{en: Both sides enter on a2, and a Dark piece stands there.}
{fr: Les deux camps entrent en a2, et un pion foncé s’y trouve.}
1. L 3 in-a2x*
= "8/L7/8 L 6/7 0/0 extra=1 tokens=15/15 pool=10"
  {en: Light’s entering piece takes the Dark piece on a2.}
  {fr: Le pion que Clair fait entrer prend le pion foncé de a2.}
2. L 1 pass
3. D 3 in-a2x*
= "8/D7/8 D 7/6 0/0 extra=1 tokens=15/15 pool=10"
  {en: Dark answers in kind with its own five.}
  {fr: Foncé répond de même avec son propre cinq.}
