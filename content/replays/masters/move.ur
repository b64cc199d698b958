[Ruleset "masters"]
[Title.fr "Un seul pion avance du lancer entier"]
[Title.en "One piece moves by the whole throw"]
[Rule "move"]
[Position "3D4/L7/2L5 L 5/6 0/0"]

{en: Light has pieces on c1 and a2, Dark one on d3. Light throws two.}
{fr: Clair a des pions en c1 et a2, Foncé un pion en d3. Clair fait deux.}
1. L 2 b1-a1?no-piece d3-b3?no-piece c1-b1?wrong-distance a2-d2?wrong-distance a2-c2
  {en: Light has no piece on b1, and the d3 piece is Dark’s: refused. Moving one square, or three, is not the throw, and the two cannot be shared between pieces: refused. One piece goes the whole two squares, a2 to c2.}
  {fr: Clair n’a pas de pion en b1, et le pion de d3 est à Foncé : refusé. Avancer d’une case, ou de trois, ne correspond pas au lancer, et les deux cases ne se partagent pas entre deux pions : refusé. Un seul pion fait les deux cases, de a2 à c2.}
= "3D4/2L5/2L5 D 5/6 0/0"
2. D 1 d3-c3
3. L 3 c2-b2?wrong-distance c2-f2
  {en: Pieces only move forward: going back from c2 to b2 is refused.}
  {fr: Les pions n’avancent que vers l’avant : reculer de c2 à b2 est refusé.}
= "2D5/5L2/2L5 D 5/6 0/0"
