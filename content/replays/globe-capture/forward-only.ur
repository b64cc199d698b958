[Ruleset "globe-capture"]
[Title.fr "Les soldats avancent, les officiers reculent aussi"]
[Title.en "Soldiers go forward, officers go back as well"]
[Rule "forward-only"]
[Position "8/4L1L'1/8 L 5/7 0/0"]

{en: Light has a soldier on e2 and an officer on g2.}
{fr: Clair a un soldat en e2 et un officier en g2.}
1. L 3 e2-b2?forward-only g2-d2
  {en: The soldier may not go back. The officer may: it moves back three squares, from g2 to d2.}
  {fr: Le soldat ne peut pas reculer. L’officier, si : il recule de trois cases, de g2 à d2.}
= "8/3L'L3/8 D 5/7 0/0"
2. D 1 in-d3
3. L 3 d2-e2?wrong-distance d2-a2
  {en: The whole throw goes one way: three forward is g2, three back is a2. Two forward and one back, ending on e2, is refused.}
  {fr: Tout le lancer se joue dans un seul sens : trois en avant mène en g2, trois en arrière en a2. Deux en avant puis un en arrière, pour finir en e2, est refusé.}
4. D 1 d3-c3
5. L 3 a2-c1
  {en: The officer may go back over the whole route, into Light’s own row, as far as its first squares.}
  {fr: L’officier peut reculer sur tout le parcours, jusque dans la rangée de Clair et ses toutes premières cases.}
= "2D5/4L3/2L'5 D 5/6 0/0"
