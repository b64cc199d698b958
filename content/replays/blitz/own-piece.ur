[Ruleset "blitz"]
[Title.fr "Jamais deux pions d’un camp sur une case"]
[Title.en "Never two pieces of a side on one square"]
[Rule "own-piece"]
[Position "8/L7/1L6 L 3/5 0/0"]

{en: Light has pieces on b1 and a2.}
{fr: Clair a des pions en b1 et en a2.}
1. L 2 b1-a2?own-piece a2-c2
  {en: From b1, a two ends on a2, where Light already has a piece: refused. Light moves a2 to c2 instead.}
  {fr: Depuis b1, un deux aboutit en a2, où Clair a déjà un pion : refusé. Clair joue plutôt de a2 en c2.}
2. D 1 in-d3
3. L 2 b1-a2
  {en: a2 is free now, and the move is allowed.}
  {fr: La case a2 est maintenant libre, et le déplacement est permis.}
= "3D4/L1L5/8 D 3/4 0/0"
