// Package atlas is the variant atlas: how each ruleset plays, from games
// simulated with fixed seeds. Random play (uniformly random ways and
// moves) gives the length of a game, how often each rule comes into play
// and the first player's advantage; games between two equal computers
// (the intermediate level) give that advantage when both sides play
// well; the strong level's games against random moves and against the
// beginner (internal/match) show how much skill counts.
//
// The figures cost about a minute for the ten rulesets, and the strong
// level's games about 25 minutes on two cores: far too long for the build.
// go generate writes them into content/atlas.json (urtext atlas -write,
// which leaves a file of the same simulation as it is), the site reads
// the file, and a test plays a smaller simulation again and finds the
// file's figures within their uncertainty, and plays some of its strong
// games again to find the same winners.
package atlas

import (
	"math"
	"slices"
	"strings"

	"github.com/urtext/urtext/internal/match"
	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/rules/opponent"
)

// Stats are a ruleset's figures.
type Stats struct {
	Ruleset string `json:"ruleset"`
	Seed    uint64 `json:"seed"`
	Random  Random `json:"random"`
	Equal   Share  `json:"equal"` // the first player's wins between two intermediate computers
	Skill   Skill  `json:"skill"`
}

// Skill is how much skill counts: the strong computer's wins against
// uniformly random moves and against the beginner, in matches played by
// internal/match from the atlas's seed, and the winner of each game in
// turn (A the strong computer, B the other, - unfinished), so that a test
// can play some again.
type Skill struct {
	Random        Share  `json:"random"`
	Beginner      Share  `json:"beginner"`
	RandomGames   string `json:"randomGames"`
	BeginnerGames string `json:"beginnerGames"`
}

// Opponents are the players the strong computer meets for Skill, in its
// order.
var Opponents = [2]match.Player{{Name: "random", Random: true}, {Name: "beginner", Level: opponent.Beginner}}

// Strong is the strong computer, as A of Skill's matches.
var Strong = match.Player{Name: "strong", Level: opponent.Strong}

// Random are the figures of random play.
type Random struct {
	Games int `json:"games"`
	// Plies and Turns: the length of a game, in throws and in turns (a
	// turn ends when the dice pass to the other side).
	Plies Length `json:"plies"`
	Turns Length `json:"turns"`
	First Share  `json:"first"` // the first player's wins
	// Per game, on average: captures (in the capture games, pieces
	// stacked on as prisoners), extra throws, lost turns (no legal move);
	// the powers (warriors declared, twins formed, visions), paid entries,
	// and the winner's and the loser's purse at the end, where the
	// ruleset has them.
	Captures Mean `json:"captures"`
	Again    Mean `json:"again"`
	Lost     Mean `json:"lost"`
	Warriors Mean `json:"warriors"`
	Twins    Mean `json:"twins"`
	Visions  Mean `json:"visions"`
	Paid     Mean `json:"paid"`
	Winner   Mean `json:"winnerPurse"`
	Loser    Mean `json:"loserPurse"`
}

// Length is the distribution of a game's length.
type Length struct {
	Mean   float64 `json:"mean"`
	SD     float64 `json:"sd"`
	Median int     `json:"median"`
	P90    int     `json:"p90"`
	// Hist counts the games by length: bin i holds the lengths from
	// i*Width to (i+1)*Width-1, the last bin all those beyond.
	Width int   `json:"width"`
	Hist  []int `json:"hist"`
}

// Mean is a mean per game with its standard deviation.
type Mean struct {
	Mean float64 `json:"mean"`
	SD   float64 `json:"sd"`
}

// Share is how many of Games a side won, with the 95% interval.
type Share struct {
	Games int     `json:"games"`
	Wins  int     `json:"wins"`
	Low   float64 `json:"low"`
	High  float64 `json:"high"`
}

// Rate is the share won.
func (s Share) Rate() float64 { return float64(s.Wins) / float64(max(s.Games, 1)) }

func share(wins, games int) Share {
	lo, hi := opponent.Wilson(float64(wins), games)
	return Share{Games: games, Wins: wins, Low: round4(lo), High: round4(hi)}
}

func round4(x float64) float64 { return math.Round(x*1e4) / 1e4 }

// Bins is the number of bins of a length's histogram.
const Bins = 24

// Of simulates a ruleset: games of random play, equal games between
// two intermediate computers, and skill games of the strong computer
// against each of Opponents (none when skill is 0), workers at a time,
// from seed.
func Of(r *rules.Ruleset, games, equal, skill, workers int, seed uint64) Stats {
	return of(r, games, equal, skill, workers, seed, Strong)
}

// of is Of with a as the skill games' A: a test counts a quicker
// player's wins as it would the strong computer's.
func of(r *rules.Ruleset, games, equal, skill, workers int, seed uint64, a match.Player) Stats {
	s := Stats{Ruleset: r.ID(), Seed: seed, Random: random(r, games, seed), Equal: equalGames(r, equal, seed)}
	s.Skill.Random, s.Skill.RandomGames = skillGames(r, a, Opponents[0], skill, workers, seed)
	s.Skill.Beginner, s.Skill.BeginnerGames = skillGames(r, a, Opponents[1], skill, workers, seed)
	return s
}

// skillGames plays n games of a against b: a's wins, and each game's
// winner.
func skillGames(r *rules.Ruleset, a, b match.Player, n, workers int, seed uint64) (Share, string) {
	if n == 0 {
		return Share{}, ""
	}
	won := make([]byte, n)
	todo := make([]int, n)
	for g := range todo {
		todo[g] = g
	}
	match.Play(r, [2]match.Player{a, b}, seed, todo, workers, func(g int, res match.Result) {
		won[g] = Winner(res)
	})
	return share(strings.Count(string(won), "A"), n), string(won)
}

// Winner is a game's winner as Skill writes it: A, B, or - (unfinished,
// or an illegal move).
func Winner(res match.Result) byte {
	if res.Illegal != nil || res.Winner < 0 {
		return '-'
	}
	return "AB"[res.Winner]
}

// game is what one game of random play counted.
type game struct {
	plies, turns                   int
	firstWon                       bool
	captures, again, lost          int
	warriors, twins, visions, paid int
	winnerPurse, loserPurse        int
}

func random(r *rules.Ruleset, n int, seed uint64) Random {
	src := rules.NewSource(seed)
	gs := make([]game, n)
	for i := range gs {
		gs[i] = playRandom(r, src)
	}
	out := Random{Games: n}
	out.Plies = length(gs, func(g *game) int { return g.plies })
	out.Turns = length(gs, func(g *game) int { return g.turns })
	wins := 0
	for i := range gs {
		if gs[i].firstWon {
			wins++
		}
	}
	out.First = share(wins, n)
	for _, c := range []struct {
		m *Mean
		f func(g *game) int
	}{
		{&out.Captures, func(g *game) int { return g.captures }},
		{&out.Again, func(g *game) int { return g.again }},
		{&out.Lost, func(g *game) int { return g.lost }},
		{&out.Warriors, func(g *game) int { return g.warriors }},
		{&out.Twins, func(g *game) int { return g.twins }},
		{&out.Visions, func(g *game) int { return g.visions }},
		{&out.Paid, func(g *game) int { return g.paid }},
		{&out.Winner, func(g *game) int { return g.winnerPurse }},
		{&out.Loser, func(g *game) int { return g.loserPurse }},
	} {
		*c.m = mean(gs, c.f)
	}
	return out
}

// playRandom plays a game of uniformly random ways and moves.
func playRandom(r *rules.Ruleset, src rules.Source) game {
	p := r.Start()
	first := p.Turn
	var g game
	var ways [4]rules.Way
	var buf [rules.MaxMoves]rules.Move
	for g.plies < rules.MaxPlies && !p.Over() {
		ws := p.Ways(ways[:0])
		w := ws[src.Uint64()%uint64(len(ws))]
		if w.Pay {
			g.paid++
		}
		side := p.Turn
		t := p.Roll(w, src)
		m := rules.Pass
		if moves := p.Legal(t, buf[:0]); len(moves) > 0 {
			m = moves[src.Uint64()%uint64(len(moves))]
		}
		if m.Warrior {
			g.warriors++
		}
		// Twins form when a single piece joins one of its own.
		joins := r.Family() == rules.PowersGame && m != rules.Pass && m.To.OnBoard() && alone(&p, m.To, side) &&
			(m.From == rules.In || alone(&p, m.From, side))
		eff, _ := p.Play(t, m)
		g.plies++
		if p.Turn != side || p.Over() {
			g.turns++
		}
		if joins && twins(&p, m.To, side) {
			g.twins++
		}
		for _, c := range []struct {
			f rules.Effect
			n *int
		}{{rules.Capture, &g.captures}, {rules.Again, &g.again}, {rules.Lost, &g.lost}, {rules.Vision, &g.visions}} {
			if eff.Has(c.f) {
				*c.n++
			}
		}
	}
	if w, ok := p.Winner(); ok {
		g.firstWon = w == first
		g.winnerPurse, g.loserPurse = p.Tokens[w], p.Tokens[w.Other()]
	}
	return g
}

// alone reports whether sq holds one piece, of side's.
func alone(p *rules.Position, sq rules.Square, side rules.Side) bool {
	st := p.Stack(sq)
	return len(st) == 1 && st[0].Side == side
}

// twins reports whether sq holds two of side's pieces, as twins are.
func twins(p *rules.Position, sq rules.Square, side rules.Side) bool {
	st := p.Stack(sq)
	return len(st) == 2 && st[0].Side == side && st[1].Side == side
}

func equalGames(r *rules.Ruleset, n int, seed uint64) Share {
	wins := 0
	for i := range n {
		src := rules.NewSource(seed + uint64(i))
		c := opponent.Player{Level: opponent.Intermediate, Src: src}
		p := r.Start()
		first := p.Turn
		for ply := 0; ply < rules.MaxPlies && !p.Over(); ply++ {
			t := p.Roll(c.Way(&p), src)
			p.Play(t, c.Choose(&p, t))
		}
		if w, ok := p.Winner(); ok && w == first {
			wins++
		}
	}
	return share(wins, n)
}

func length(gs []game, f func(*game) int) Length {
	xs := make([]int, len(gs))
	for i := range gs {
		xs[i] = f(&gs[i])
	}
	slices.Sort(xs)
	m := mean(gs, f)
	l := Length{Mean: m.Mean, SD: m.SD, Median: xs[len(xs)/2], P90: xs[len(xs)*9/10]}
	// Bins of a round width that hold all but the longest 1%.
	top := xs[len(xs)*99/100]
	l.Width = roundWidth((top + Bins - 1) / Bins)
	l.Hist = make([]int, Bins)
	for _, x := range xs {
		l.Hist[min(x/l.Width, Bins-1)]++
	}
	return l
}

// roundWidth is the first of 1, 2, 5, 10, 20, 25, 50, 100… at least w.
func roundWidth(w int) int {
	for scale := 1; ; scale *= 10 {
		for _, k := range [...]int{1, 2, 5} {
			if k*scale >= w {
				return k * scale
			}
		}
	}
}

func mean(gs []game, f func(*game) int) Mean {
	var s, s2 float64
	for i := range gs {
		x := float64(f(&gs[i]))
		s += x
		s2 += x * x
	}
	n := float64(max(len(gs), 1))
	mu := s / n
	return Mean{Mean: round4(mu), SD: round4(math.Sqrt(max(0, s2/n-mu*mu)))}
}
