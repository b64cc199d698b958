[Ruleset "bell"]
[Title.fr "Sortir au compte exact"]
[Title.en "Bearing off by the exact count"]
[Rule "overshoot"]
[Position "8/8/6L1 L 6/7 0/0 tokens=14/15 pool=11"]

{en: Light has a piece on g1, the last square: it needs exactly one to leave.}
{fr: Clair a un pion en g1, la dernière case : il lui faut exactement un pour sortir.}
1. L 0 g1-out?overshoot pass
  {en: A four would carry it beyond the end: refused. Nothing else can be played, so Light passes and throws again.}
  {fr: Un quatre l’emmènerait au-delà de la fin : refusé. Rien d’autre n’est jouable, Clair passe et relance.}
2. L 3 g1-out?overshoot in-a2*
3. L 2 g1-out*
= "8/L7/8 L 5/7 1/0 extra=1 tokens=14/15 pool=11"
  {en: The exact throw of one bears the piece off.}
  {fr: Le lancer exact, un, fait sortir le pion.}
4. L 1 pass
