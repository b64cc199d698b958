[Ruleset "british-museum"]
[Title.fr "Pas sur son propre pion"]
[Title.en "Not onto one’s own piece"]
[Rule "own-piece"]
[Position "8/8/1L1L4 L 3/5 0/0"]

{en: Light has pieces on d1 and b1.}
{fr: Clair a des pions en d1 et en b1.}
1. L 2 d1-b1?own-piece b1-a2
  {en: A two would take the d1 piece onto b1, where Light already stands: refused. Light moves the b1 piece instead.}
  {fr: Un deux mènerait le pion de d1 en b1, où Clair est déjà : refusé. Clair avance plutôt le pion de b1.}
2. D 0 pass
3. L 2 d1-b1
  {en: Now that b1 is free, the same move is allowed.}
  {fr: Maintenant que b1 est libre, le même déplacement est permis.}
= "8/L7/1L6 D 3/5 0/0"
