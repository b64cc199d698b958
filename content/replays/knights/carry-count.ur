[Ruleset "knights"]
[Title.fr "Combien en emmener"]
[Title.en "How many to carry"]
[Rule "carry-count"]
[Position "8/1(DDL)6/8 L 6/5 0/0"]

{en: The Light piece on b2 holds two prisoners.}
{fr: Le pion clair en b2 garde deux prisonniers.}
1. L 1 b2-c2/carry2?carry-count b2-c2/carry3?carry-count b2-c2
  {en: Carrying two of two is carrying them all, which a move writes without a choice; carrying three is more than it holds. Both are refused, and the piece takes both prisoners along.}
  {fr: En emmener deux sur deux, c’est les emmener tous, ce qu’un coup écrit sans choix ; en emmener trois, c’est plus qu’il n’en garde. Les deux demandes sont refusées, et le pion emmène ses deux prisonniers.}
= "8/2(DDL)5/8 D 6/5 0/0"
