[Ruleset "knights"]
[Title.fr "Les tours"]
[Title.en "Towers"]
[Rule "towers"]
[Position "8/L1L5/8 L 5/7 0/0"]

{en: Light has pieces on a2 and c2.}
{fr: Clair a des pions en a2 et en c2.}
1. L 2 a2-c2
  {en: A piece may land on one of its own side: the two now stand one on the other, a tower.}
  {fr: Un pion peut s’arrêter sur un pion de son camp : les deux sont maintenant l’un sur l’autre, en tour.}
= "8/2(LL)5/8 D 5/7 0/0"
2. D 6 pass
3. L 2 in-c1
4. D 6 pass
5. L 5 c1-c2
  {en: A third piece joins them: a tower may be as high as one likes.}
  {fr: Un troisième pion les rejoint : une tour peut être aussi haute qu’on veut.}
= "8/2(LLL)5/8 D 4/7 0/0"
