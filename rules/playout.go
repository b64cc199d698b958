package rules

// MaxPlies bounds a random game, so a ruleset that could cycle still ends.
const MaxPlies = 100000

// racePlayout is Playout on the race's bit sets.
func (p *Position) racePlayout(src Source) int {
	var buf [MaxPieces]cand
	for ply := 1; ply <= MaxPlies; ply++ {
		// One draw per ply: the high half throws, the low half chooses.
		x := src.Uint64()
		t := p.r.def.Dice.roll(uint32(x>>32), 0)
		c := cand{-1, 0}
		if n := p.candidates(p.r.def.Dice.Value(t), &buf); n > 0 {
			c = buf[scale(uint32(x), n)]
		}
		if p.apply(t, int(c.from), int(c.to))&Win != 0 {
			return ply
		}
	}
	return MaxPlies
}
