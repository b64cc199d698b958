[Ruleset "late"]
[Seed "6"]
[Title.en "Light buys its way in and keeps all fifty tokens"]
[Title.fr "Clair achète ses entrées et finit avec les cinquante jetons"]
[Annotator "Urtext"]

{en: The computer plays both sides. Each has five pieces numbered 1 to 5, which enter in order, each with its own throw; the throw is a four-sided die, with a stick that may be thrown with it to turn 1, 2, 3 and 4 into 5, 6, 7 and 10. Fifty tokens change hands: 15 in each purse and 20 in the pool at the start. Watch the money after each move: stopping on a marked square (a1, d2 and g1 for Light, a3, d2 and g3 for Dark) wins tokens, passing over one costs them, and both sides spend freely on buying entries.}
{fr: L’ordinateur joue les deux camps. Chacun a cinq pions numérotés de 1 à 5, qui entrent dans l’ordre, chacun avec son propre lancer ; on lance un dé à quatre faces, et l’on peut y joindre un bâtonnet qui change 1, 2, 3 et 4 en 5, 6, 7 et 10. Cinquante jetons changent de mains : 15 dans chaque bourse et 20 à la cagnotte au départ. Suivez l’argent après chaque coup : s’arrêter sur une case marquée (a1, d2 et g1 pour Clair, a3, d2 et g3 pour Foncé) rapporte des jetons, passer dessus en coûte, et les deux camps dépensent sans compter pour acheter leurs entrées.}
1. L pay in-d1
  {en: Light does not throw: it pays the pool 2 tokens, the entry throw of piece 1, and sets the piece on d1. Dark answers the same way.}
  {fr: Clair ne lance pas : il verse à la cagnotte 2 jetons, le lancer d’entrée du pion 1, et pose le pion en d1. Foncé répond de la même façon.}
2. D pay in-d3
3. L 4- d1-a2$
  {en: The stick falls “no”, so the die’s 4 stands. Piece 1 goes from d1 to a2 and passes over the marked square a1 without stopping: it pays its number, 1 token, into the pool.}
  {fr: Le bâtonnet tombe sur « non », et le 4 du dé reste tel quel. Le pion 1 va de d1 en a2 et passe sur la case marquée a1 sans s’y arrêter : il verse son numéro, 1 jeton, à la cagnotte.}
4. D pay in-a2x
  {en: Dark buys the entry of its piece 2 for 5 tokens. The piece is set down on a2, where Light’s piece 1 stands, and takes it: Light pays Dark 1 token, and its piece 1 must enter again.}
  {fr: Foncé achète l’entrée de son pion 2 pour 5 jetons. Le pion est posé en a2, où se trouve le pion 1 de Clair, et le prend : Clair verse 1 jeton à Foncé, et son pion 1 doit entrer de nouveau.}
5. L pay in-d1
  {en: The taken piece is the lowest number waiting, so it is Light’s next piece. Light pays 2 tokens once more to bring it back.}
  {fr: Le pion pris est le plus petit numéro en attente, c’est donc le pion suivant de Clair. Clair paie de nouveau 2 jetons pour le faire revenir.}
6. D 4+ a2-out$
  {en: The stick falls “yes”: the 4 becomes a 10, the exact count from a2 off the board. On its way piece 2 passes d2, which costs its number, 2, and leaves without having stopped on g3, the last marked square, which costs 2 more. Dark’s purse drops from 9 to 5.}
  {fr: Le bâtonnet tombe sur « oui » : le 4 devient un 10, le compte exact de a2 à la sortie. En chemin, le pion 2 passe sur d2, ce qui coûte son numéro, 2, et sort sans s’être arrêté sur g3, la dernière case marquée, ce qui coûte 2 de plus. La bourse de Foncé tombe de 9 à 5.}
7. L 1+ in-a2
  {en: A 1 with the stick’s “yes” is a 5, the entry throw of piece 2: this entry costs nothing.}
  {fr: Un 1 avec le « oui » du bâtonnet vaut 5, le lancer d’entrée du pion 2 : cette entrée ne coûte rien.}
8. D 3- d3-a3
  {en: Dark’s piece 1 stops on a3, a marked square, and takes 1 token from the pool, its number.}
  {fr: Le pion 1 de Foncé s’arrête en a3, une case marquée, et prend à la cagnotte 1 jeton, son numéro.}
9. L 4- a2-e2$
10. D pay in-b2
  {en: Dark spends its last 6 tokens on the entry of piece 3, on b2. Its purse is now empty, and that will cost it dearly.}
  {fr: Foncé dépense ses 6 derniers jetons pour l’entrée du pion 3, en b2. Sa bourse est vide, et il va le payer cher.}
11. L pay in-b2x
  {en: Light pays 6 in turn for its own piece 3 and enters it on b2, taking Dark’s piece 3. A taken piece normally costs its owner 1 token, but Dark’s purse is empty: it pays nothing.}
  {fr: Clair paie 6 à son tour pour son propre pion 3 et le fait entrer en b2, en y prenant le pion 3 de Foncé. Un pion pris coûte d’ordinaire 1 jeton à son propriétaire, mais la bourse de Foncé est vide : il ne paie rien.}
12. D 3- a3-c2
13. L 3+ in-c2x
  {en: A 7 is the entry throw of piece 4, and its square, c2, holds Dark’s last piece on the board. Taken, it goes back to wait with the others.}
  {fr: Un 7 est le lancer d’entrée du pion 4, et sa case, c2, porte le dernier pion de Foncé sur le plateau. Pris, il retourne attendre avec les autres.}
14. D 1 pass
  {en: Dark has no piece on the board, and a 1 enters none of its pieces: it loses its turn. A lost turn costs 1 token, which Dark does not have, so it loses its next turn too, and Light plays twice.}
  {fr: Foncé n’a plus de pion sur le plateau, et un 1 ne fait entrer aucun de ses pions : il perd son tour. Un tour perdu coûte 1 jeton, que Foncé n’a pas ; il perd donc aussi son tour suivant, et Clair joue deux fois.}
15. L 1- c2-d2
  {en: Piece 4 stops on d2, the marked square in the middle of the board, and takes 4 tokens from the pool.}
  {fr: Le pion 4 s’arrête en d2, la case marquée au milieu du plateau, et prend 4 jetons à la cagnotte.}
16. L 3- d1-a1
17. D 4 pass
18. L 4+ in-f2
  {en: A 10 enters piece 5 on f2, beyond d2. The piece is set down on its square and passes over nothing, so it pays no toll.}
  {fr: Un 10 fait entrer le pion 5 en f2, au-delà de d2. Le pion est posé sur sa case et ne passe sur rien : il ne paie aucun péage.}
19. L 3+ d2-out$
  {en: Piece 4 leaves the board from d2 without having stopped on g1: it pays the flat toll of the last marked square, 2 tokens, not its number.}
  {fr: Le pion 4 sort du plateau depuis d2 sans s’être arrêté en g1 : il paie le péage fixe de la dernière case marquée, 2 jetons, et non son numéro.}
20. D 3 pass
21. L 1- f2-g2
22. L 1+ e2-g1
  {en: Piece 2 jumps over piece 5 on g2, an occupied square that counts in the throw all the same, and stops on g1, the last marked square: 2 tokens from the pool.}
  {fr: Le pion 2 saute par-dessus le pion 5 en g2, case occupée qui compte tout de même dans le lancer, et s’arrête en g1, la dernière case marquée : 2 jetons pris à la cagnotte.}
23. D 1 pass
24. L 3 b2-e2$
25. L 4 g2-out$
  {en: Piece 5 passes g1 on its way off: the toll of the last marked square is 2, whatever the piece’s number.}
  {fr: Le pion 5 passe sur g1 en sortant : le péage de la dernière case marquée est de 2, quel que soit le numéro du pion.}
26. D 1 pass
27. L 3+ a1-g2$
  {en: Piece 1 passes d2 and pays its last token. Both purses are empty: all fifty tokens are in the pool.}
  {fr: Le pion 1 passe sur d2 et paie son dernier jeton. Les deux bourses sont vides : les cinquante jetons sont à la cagnotte.}
28. L 2 g2-h1
29. D 1 pass
30. L 1 g1-out
  {en: Piece 2 leaves from g1, the last marked square, where it stopped: this exit costs nothing.}
  {fr: Le pion 2 sort depuis g1, la dernière case marquée, où il s’était arrêté : cette sortie ne coûte rien.}
31. L 1- h1-g1
32. D 2 in-d3
  {en: At last a 2, the entry throw of piece 1: Dark is back in the game, with four pieces still to bring round.}
  {fr: Enfin un 2, le lancer d’entrée du pion 1 : Foncé revient dans la partie, avec encore quatre pions à faire tourner.}
33. L 2 e2-g2
34. D 2- d3-b3
35. L 2 g2-h1
36. D 1+ b3-d2
37. L 2 h1-out$
  {en: Piece 3 leaves from h1 without stopping on g1. The toll is 2 but Light holds only 1 token: it pays what it has, and the rest is dropped.}
  {fr: Le pion 3 sort depuis h1 sans s’arrêter en g1. Le péage est de 2, mais Clair n’a qu’un jeton : il paie ce qu’il a, et le reste est effacé.}
38. D 3- d2-g2
39. L 2 pass
  {en: Light’s last piece, on g1, needs an exact 1. With an empty purse, this lost turn costs Light its next one as well: Dark plays twice and brings its piece 1 home.}
  {fr: Le dernier pion de Clair, en g1, a besoin d’un 1 exact. Avec une bourse vide, ce tour perdu coûte aussi à Clair le suivant : Foncé joue deux fois et fait sortir son pion 1.}
40. D 2 g2-h3
41. D 2 h3-out$
42. L 4 pass
  {en: Neither side has a token left, so each pass costs the next turn too. The two lost turns cancel out, and the sides go on taking turns.}
  {fr: Aucun des deux camps n’a plus de jeton : chaque tour perdu coûte donc aussi le suivant. Les deux tours perdus s’annulent, et les camps continuent de jouer chacun leur tour.}
43. D 3+ pass
44. L 4 pass
45. D 3- pass
46. L 1 g1-out#
  {en: The 1 at last: Light’s last piece, piece 1, leaves from g1, and Light wins. It takes the whole pool. Dark, with two pieces home and three waiting to enter, would owe 2 tokens for each of the three, 6 in all, but it pays only what its purse holds: nothing. Light ends with all fifty tokens.}
  {fr: Enfin le 1 : le dernier pion de Clair, le pion 1, sort depuis g1, et Clair gagne. Il prend toute la cagnotte. Foncé, avec deux pions sortis et trois qui attendent d’entrer, devrait 2 jetons pour chacun des trois, 6 en tout, mais il ne paie que ce que contient sa bourse : rien. Clair finit avec les cinquante jetons.}
= "8/8/8 L 0/3 5/2 tokens=50/0"
