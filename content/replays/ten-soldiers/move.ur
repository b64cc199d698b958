[Ruleset "ten-soldiers"]
[Title.fr "Avancer un soldat"]
[Title.en "Moving a soldier"]
[Rule "move"]
[Position "8/L7/2L5 L 8/10 0/0"]

{en: Light has soldiers on a2 and c1, and throws a three.}
{fr: Clair a des soldats en a2 et en c1, et fait un trois.}
1. L 3 d2-g2?no-piece c1-a1?wrong-distance a2-c2?wrong-distance a2-d2
  {en: Light has no soldier on d2. The three moves one soldier exactly three squares: neither two for c1 nor two for a2, but a2 to d2.}
  {fr: Clair n’a aucun soldat en d2. Le trois fait avancer un seul soldat d’exactement trois cases : ni deux pour c1, ni deux pour a2, mais de a2 à d2.}
2. D 1 in-d3
= "3D4/3L4/2L5 L 8/9 0/0"
