[Ruleset "knights"]
[Title.fr "Les chevaliers restent au milieu"]
[Title.en "Knights stay in the middle"]
[Rule "beyond-range"]
[Position "8/1L'6/8 L 6/7 0/0"]

{en: A Light knight is on b2, square 6.}
{fr: Un chevalier clair est en b2, case 6.}
1. L 3 b2-b1?beyond-range b2-e2
  {en: Going back three would take it to b1, in its own row: a knight stays on squares 5 to 14. It moves forward instead.}
  {fr: Reculer de trois le mènerait en b1, dans sa propre rangée : un chevalier reste sur les cases 5 à 14. Il avance donc.}
2. D 6 pass
3. L 4 e2-a2
  {en: Back to a2, square 5, the end of the middle row: as far back as a knight goes.}
  {fr: Retour en a2, case 5, au bout de la rangée du milieu : un chevalier ne recule pas plus loin.}
= "8/L'7/8 D 6/7 0/0"
