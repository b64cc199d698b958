[Ruleset "knights"]
[Title.fr "Devenir chevalier"]
[Title.en "Becoming a knight"]
[Rule "promotion"]
[Position "8/5(DL)L1/8 L 5/6 0/0"]

{en: A Light piece on f2 holds a Dark prisoner; another Light piece is on g2.}
{fr: Un pion clair en f2 garde un prisonnier foncé ; un autre pion clair est en g2.}
1. L 3 f2-h1=
  {en: Three squares lead exactly to h1, square 13, a goal square: the piece becomes a knight, turned face up, and its prisoner leaves the game.}
  {fr: Trois cases mènent exactement en h1, case 13, une case de but : le pion devient chevalier, retourné face visible, et son prisonnier quitte la partie.}
= "8/6L1/7L' D 5/6 0/0 removed=0/1"
2. D 6 pass
3. L 3 g2-g1=
  {en: g1, square 14, is the other goal square: a second knight.}
  {fr: g1, case 14, est l’autre case de but : un deuxième chevalier.}
= "8/8/6L'L' D 5/6 0/0 removed=0/1"
