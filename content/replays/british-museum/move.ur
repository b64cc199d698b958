[Ruleset "british-museum"]
[Title.fr "Un seul pion avance de tout le lancer"]
[Title.en "One piece moves by the whole throw"]
[Rule "move"]
[Position "8/1LD5/2L5 L 3/4 0/0"]

{en: Light has pieces on c1 and b2; a Dark piece stands on c2.}
{fr: Clair a des pions en c1 et en b2 ; un pion de Foncé est en c2.}
1. L 3 c1-b1?wrong-distance c2-f2?no-piece b2-e2
  {en: The three cannot be split: c1 to b1 uses only one step, refused. Light has no piece on c2 to move. The b2 piece goes three squares, to e2.}
  {fr: Le trois ne se partage pas : de c1 à b1, un seul pas, refusé. Clair n’a pas de pion en c2 à déplacer. Le pion de b2 avance de trois cases, en e2.}
= "8/2D1L3/2L5 D 3/4 0/0"
