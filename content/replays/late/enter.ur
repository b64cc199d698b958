[Ruleset "late"]
[Title.fr "Chaque pion entre sur sa case"]
[Title.en "Each piece enters on its own square"]
[Rule "enter"]

{en: All pieces are waiting. Each numbered piece has its own entry throw and its own square: 2 for piece 1 on square 1, then 5, 6, 7 and 10 for pieces 2 to 5 on squares 5, 6, 7 and 10.}
{fr: Tous les pions attendent. Chaque pion numéroté a son lancer d’entrée et sa case : 2 pour le pion 1 sur la case 1, puis 5, 6, 7 et 10 pour les pions 2 à 5 sur les cases 5, 6, 7 et 10.}
1. L 2 in-c1?wrong-distance in-d1
  {en: A two enters piece 1 on d1, square 1, not on c1, square 2.}
  {fr: Un deux fait entrer le pion 1 en d1, case 1, et non en c1, case 2.}
2. D 2 in-d3
3. L 1+ in-a2
  {en: A 5 enters piece 2 on a2, square 5. The piece is placed there: it does not pass over the marked a1 and pays nothing.}
  {fr: Un 5 fait entrer le pion 2 en a2, case 5. Il y est posé : il ne passe pas par-dessus la case marquée a1 et ne paie rien.}
4. D 1 d3-c3
5. L 2+ in-b2
  {en: A 6 enters piece 3 on b2, square 6.}
  {fr: Un 6 fait entrer le pion 3 en b2, case 6.}
6. D 1 c3-b3
7. L 3+ in-c2
  {en: A 7 enters piece 4 on c2, square 7.}
  {fr: Un 7 fait entrer le pion 4 en c2, case 7.}
8. D 1 b3-a3
= "(D1)7/(L2)(L3)(L4)5/3(L1)4 L 1/4 0/0 tokens=15/16 pool=19"
9. L 4+ in-f2
  {en: A 10 enters piece 5 on f2, square 10, beyond the marked d2, again without a toll. All five Light pieces are in play.}
  {fr: Un 10 fait entrer le pion 5 en f2, case 10, au-delà de la case marquée d2, là encore sans péage. Les cinq pions de Clair sont en jeu.}
= "(D1)7/(L2)(L3)(L4)2(L5)2/3(L1)4 D 0/4 0/0 tokens=15/16 pool=19"
