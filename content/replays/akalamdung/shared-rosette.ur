[Ruleset "akalamdung"]
[Title.fr "La rosette centrale est un refuge"]
[Title.en "The central rosette is a refuge"]
[Rule "shared-rosette"]
[Position "8/1LLD4/8 L 5/6 0/0"]

{en: A Dark piece stands on the central rosette d2; Light has pieces on b2 and c2.}
{fr: Un pion foncé occupe la rosette centrale d2 ; Clair a des pions en b2 et en c2.}
1. L 1 c2-d2*
  {en: The c2 piece joins the Dark piece on d2: no capture there, both stay, and the rosette earns a throw.}
  {fr: Le pion de c2 rejoint le pion foncé en d2 : aucune prise ici, les deux restent, et la rosette fait rejouer.}
2. L 2 b2-d2*
  {en: A second Light piece arrives: d2 holds any number of pieces, and two Light pieces there do not become twins.}
  {fr: Un deuxième pion clair arrive : d2 accueille autant de pions qu’on veut, et deux pions clairs n’y deviennent pas jumeaux.}
= "8/3(DLL)4/8 L 5/6 0/0 extra=1"
3. L 1 d2-e2
  {en: So a one moves a single Light piece out of the refuge, to e2.}
  {fr: Un 1 ne fait donc sortir du refuge qu’un seul pion clair, jusqu’en e2.}
4. D 1 d2-e2x*
  {en: Off the rosette it is no longer safe: the Dark piece follows and takes it.}
  {fr: Hors de la rosette, il n’est plus à l’abri : le pion foncé le suit et le prend.}
= "8/3LD3/8 D 6/6 0/0 extra=1"
