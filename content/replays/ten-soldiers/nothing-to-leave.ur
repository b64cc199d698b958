[Ruleset "ten-soldiers"]
[Title.fr "Rien à laisser"]
[Title.en "Nothing to leave"]
[Rule "nothing-to-leave"]
[Position "8/2L5/8 L 9/10 0/0"]

{en: The Light soldier on c2 holds no prisoner.}
{fr: Le soldat clair de c2 ne garde aucun prisonnier.}
1. L 2 c2-e2/leave?nothing-to-leave in-c1/leave?nothing-to-leave c2-e2
  {en: A soldier with no prisoner, or one just coming in, has nothing to leave behind: it simply moves.}
  {fr: Un soldat sans prisonnier, ou qui vient d’entrer, n’a rien à laisser derrière lui : il avance, tout simplement.}
= "8/4L3/8 D 9/10 0/0"
