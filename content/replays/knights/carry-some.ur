[Ruleset "knights"]
[Title.fr "N’emmener qu’une partie de ses prisonniers"]
[Title.en "Carrying only some prisoners"]
[Rule "carry-some"]
[Position "8/1(DDL)6/8 L 6/5 0/0"]

{en: A Light piece on b2 holds two Dark prisoners, one above the other.}
{fr: Un pion clair en b2 garde deux prisonniers foncés, l’un sur l’autre.}
1. L 1 b2-c2/carry1
  {en: Light takes only the nearer prisoner along: the one at the bottom stays on b2, free again.}
  {fr: Clair n’emmène que le prisonnier le plus proche : celui du dessous reste en b2, de nouveau libre.}
= "8/1D(DL)5/8 D 6/5 0/0"
2. D 1 b2-c2x
  {en: The freed piece strikes back at once: it lands on the captor and takes it prisoner, with the Dark piece it still held.}
  {fr: Le pion libéré riposte aussitôt : il se pose sur le geôlier et le fait prisonnier, avec le pion foncé qu’il gardait encore.}
= "8/2(DLD)5/8 L 6/5 0/0"
