[Ruleset "british-museum"]
[Title.fr "Quatre dés, de 0 à 4"]
[Title.en "Four dice, from 0 to 4"]
[Rule "dice"]

{en: A throw is four two-sided dice; it is worth the number of marked faces up. In 16 throws, on average: one 0, four 1s, six 2s, four 3s and one 4.}
{fr: On lance quatre dés à deux faces ; le lancer vaut le nombre de faces marquées visibles. Sur 16 lancers, en moyenne : un 0, quatre 1, six 2, quatre 3 et un 4.}
1. L 1 in-d1
  {en: One marked face: one square.}
  {fr: Une face marquée : une case.}
2. D 2 in-c3
3. L 3 in-b1
4. D 4 in-a3*
  {en: Four marked faces move four squares: Dark lands on the rosette a3 and throws again.}
  {fr: Quatre faces marquées font avancer de quatre cases : Foncé arrive sur la rosette a3 et relance.}
5. D 0 in-d3?lost-throw pass
  {en: A throw with no marked face is worth nothing here (not four, as in the Long Road): Dark loses the turn.}
  {fr: Un lancer sans face marquée ne vaut rien ici (et non quatre, comme dans la variante du long parcours) : Foncé perd son tour.}
= "D1D5/8/1L1L4 L 3/3 0/0"
