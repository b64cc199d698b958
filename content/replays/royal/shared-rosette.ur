[Ruleset "royal"]
[Title.fr "La rosette centrale est un refuge"]
[Title.en "The central rosette is a refuge"]
[Rule "shared-rosette"]
[Position "8/DLLD4/8 L 5/5 0/0"]

{en: A Dark piece stands on the central rosette d2. Light has pieces on b2 and c2, Dark another on a2.}
{fr: Un pion foncé occupe la rosette centrale d2. Clair a des pions en b2 et en c2, Foncé un autre en a2.}
1. L 1 b2-c2?own-piece c2-d2*
  {en: The b2 piece cannot move onto Light’s own piece on c2. But the c2 piece can join the Dark piece on d2: no capture there, both stay, and the rosette earns a throw.}
  {fr: Le pion de b2 ne peut pas aller sur le pion clair de c2. Celui de c2 peut en revanche rejoindre le pion foncé en d2 : aucune prise ici, les deux restent, et la rosette fait rejouer.}
= "8/DL1(DL)4/8 L 5/5 0/0 extra=1"
2. L 2 b2-d2*
  {en: A second Light piece joins them: d2 holds any number of pieces.}
  {fr: Un deuxième pion clair les rejoint : d2 accueille autant de pions qu’on veut.}
3. L 0 pass
4. D 3 a2-d2*
  {en: Dark lands on d2 too, and the Light pieces there are safe.}
  {fr: Foncé arrive lui aussi en d2, et les pions clairs qui s’y trouvent ne craignent rien.}
= "8/3(DLLD)4/8 D 5/5 0/0 extra=1"
