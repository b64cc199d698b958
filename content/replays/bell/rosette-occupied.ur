[Ruleset "bell"]
[Title.fr "Un pion sur une rosette est à l’abri"]
[Title.en "A piece on a rosette is safe"]
[Rule "rosette-occupied"]
[Position "8/L1LD4/8 L 5/6 0/0 tokens=14/15 pool=11"]

{en: A Dark piece stands on d2, the rosette of the middle lane.}
{fr: Un pion foncé se trouve en d2, la rosette de la rangée du milieu.}
1. L 2 c2-d2?rosette-occupied a2-b2*
  {en: The Dark piece on the rosette cannot be taken: Light moves another piece.}
  {fr: Le pion foncé posé sur la rosette ne peut pas être pris : Clair déplace un autre pion.}
2. L 0 c2-g2*
= "8/1L1D2L1/8 L 5/6 0/0 extra=1 tokens=14/15 pool=11"
  {en: Jumping over the guarded rosette is allowed.}
  {fr: Sauter par-dessus la rosette occupée est permis.}
3. L 1 pass
