[Ruleset "murray"]
[Title.fr "Aucun coup possible : le tour est perdu"]
[Title.en "No possible move: the turn is lost"]
[Rule "lost-turn"]
[Position "8/3D1L~2/8 L 0/6 6/0"]

{en: Light’s last piece is on f2, on its way back; Dark holds the rosette d2.}
{fr: Le dernier pion de Clair est en f2, sur le chemin du retour ; Foncé tient la rosette d2.}
1. L 2 f2-d2?rosette-occupied pass
  {en: A 2 leads only to d2, where the Dark piece is safe: Light has no move and loses the turn.}
  {fr: Un 2 ne mène qu’en d2, où le pion foncé est à l’abri : Clair n’a aucun coup et perd son tour.}
= "8/3D1L~2/8 D 0/6 6/0"
2. D 1 d2-e2
3. L 2 f2-d2*
  {en: Once the rosette is free, the same throw gives a move.}
  {fr: Une fois la rosette libre, le même lancer permet de jouer.}
= "8/3L~D3/8 L 0/6 6/0 extra=1"
