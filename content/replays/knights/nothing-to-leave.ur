[Ruleset "knights"]
[Title.fr "Rien à laisser"]
[Title.en "Nothing to leave"]
[Rule "nothing-to-leave"]
[Position "8/1L6/8 L 6/7 0/0"]

{en: Light has a piece on b2 that holds no prisoner.}
{fr: Clair a en b2 un pion qui ne garde aucun prisonnier.}
1. L 2 b2-d2/leave?nothing-to-leave in-c1/leave?nothing-to-leave b2-d2
  {en: A piece with no prisoner, or one just entering, has nothing to leave behind: the choice is refused, and the piece simply moves.}
  {fr: Un pion sans prisonnier, ou qui entre, n’a rien à laisser : ce choix est refusé, et le pion avance simplement.}
= "8/3L4/8 D 6/7 0/0"
