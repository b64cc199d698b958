[Ruleset "ten-soldiers"]
[Title.fr "Seuls les rouges reculent"]
[Title.en "Only red soldiers go back"]
[Rule "forward-only"]
[Position "8/3L4/6L'1 L 8/10 0/0"]

{en: Light has an ordinary soldier on d2 and a red one on g1.}
{fr: Clair a un soldat ordinaire en d2 et un soldat rouge en g1.}
1. L 2 d2-b2?forward-only g1-h2
  {en: The soldier on d2 may not go back. The red one may: it goes back two squares, to h2.}
  {fr: Le soldat de d2 ne peut pas reculer. Le rouge, lui, le peut : il recule de deux cases, jusqu’en h2.}
= "8/3L3L'/8 D 8/10 0/0"
2. D 1 in-d3
3. L 3 h2-e2
  {en: Each move goes one way for the whole throw: three squares back, to e2.}
  {fr: Chaque coup va dans un seul sens pour tout le lancer : trois cases en arrière, jusqu’en e2.}
= "3D4/3LL'3/8 D 8/9 0/0"
