package notation

import (
	"github.com/urtext/urtext/internal/ascii"
	"github.com/urtext/urtext/rules"
)

// Frame is the game after an item, or at the start (Item nil).
type Frame struct {
	Item     *Item
	Throw    rules.Throw
	Effects  rules.Effect
	Position rules.Position
}

// Replay is a record played by the engine.
type Replay struct {
	Game   *Game
	Rules  *rules.Ruleset
	Frames []Frame
}

// Play plays a game with the engine and checks every claim it makes: the
// side to move, the throws (against the seed when there is one), every
// move, the refusals with their codes, the marked effects and the expected
// positions. It stops at the first claim the engine contradicts, since
// what follows would be played from a wrong position.
func Play(file string, g *Game) (*Replay, error) { return PlayIn(nil, file, g) }

// PlayIn is Play with the rulesets of a catalogue (those a site's
// descriptions define); nil for the engine's own.
func PlayIn(c *rules.Catalogue, file string, g *Game) (*Replay, error) {
	pl := &player{file: file, g: g, cat: c}
	err := pl.play()
	return &Replay{Game: g, Rules: pl.r, Frames: pl.frames}, err
}

type player struct {
	cat    *rules.Catalogue // nil: the engine's own rulesets
	file   string
	g      *Game
	r      *rules.Ruleset
	pos    rules.Position
	frames []Frame
}

func (pl *player) errorf(at Pos, id rules.MessageID, args ...rules.Arg) error {
	return &Error{pl.file, at, rules.Message{ID: id, Args: args}}
}

// lookup finds a ruleset of the player's catalogue, and lists their ids.
func (pl *player) lookup(id string) (*rules.Ruleset, bool, string) {
	all := rules.All()
	if pl.cat != nil {
		all = pl.cat.All()
	}
	var ids []string
	for _, r := range all {
		if r.ID() == id {
			return r, true, ""
		}
		ids = append(ids, r.ID())
	}
	return nil, false, ascii.Join(ids, ", ")
}

func (pl *player) play() error {
	g := pl.g
	id, _ := g.Tag("Ruleset")
	r, ok, ids := pl.lookup(id)
	if !ok {
		return pl.errorf(pl.tagPos("Ruleset"), rules.MsgUnknownRuleset, rules.TextArg(quote(id)), rules.TextArg(ids))
	}
	pl.r = r
	pl.pos = r.Start()
	if err := pl.tags(); err != nil {
		return err
	}
	if err := pl.bilingual(g.Comments); err != nil {
		return err
	}
	pl.frames = make([]Frame, 0, len(g.Items)+1)
	pl.frames = append(pl.frames, Frame{Position: pl.pos})
	var src rules.Source
	if s, ok := g.Tag("Seed"); ok {
		seed, _ := ascii.Uint(s) // checked in tags
		src = rules.NewSource(seed)
	}
	for i := range g.Items {
		it := &g.Items[i]
		if err := pl.bilingual(it.Comments); err != nil {
			return err
		}
		if it.Kind == PositionItem {
			if err := pl.expect(it); err != nil {
				return err
			}
			pl.frames = append(pl.frames, Frame{Item: it, Position: pl.pos})
			continue
		}
		fr, err := pl.ply(it, src)
		if err != nil {
			return err
		}
		pl.frames = append(pl.frames, fr)
	}
	return nil
}

func (pl *player) tagPos(name string) Pos {
	for _, t := range pl.g.Tags {
		if t.Name == name {
			return t.Pos
		}
	}
	return pl.g.Pos
}

// tags checks the tags the engine reads and sets up the starting position.
func (pl *player) tags() error {
	g, r := pl.g, pl.r
	if s, ok := g.Tag("Position"); ok {
		p, err := r.ParsePosition(s)
		if err != nil {
			return pl.positionError(pl.tagPos("Position"), len("[Position \""), err)
		}
		pl.pos = p
	}
	for _, lang := range Languages {
		if _, ok := g.Tag("Title." + lang); !ok {
			for _, other := range Languages {
				if _, has := g.Tag("Title." + other); has {
					return pl.errorf(pl.tagPos("Title."+other), rules.MsgTitleUntranslated, rules.TextArg(other), rules.TextArg(lang))
				}
			}
		}
	}
	if s, ok := g.Tag("Seed"); ok {
		if _, ok := ascii.Uint(s); !ok {
			return pl.errorf(pl.tagPos("Seed"), rules.MsgExpectedSeed, rules.TextArg(quote(s)))
		}
	}
	if s, ok := g.Tag("Opening"); ok {
		if err := pl.opening(s); err != nil {
			return err
		}
	}
	if s, ok := g.Tag("First"); ok {
		var side rules.Side
		switch s {
		case "L":
			side = rules.Light
		case "D":
			side = rules.Dark
		default:
			return pl.errorf(pl.tagPos("First"), rules.MsgExpectedFirst, rules.TextArg(quote(s)))
		}
		if _, open := g.Tag("Opening"); open && side != pl.pos.Turn {
			return pl.errorf(pl.tagPos("First"), rules.MsgFirstContradictsOpening, rules.SideArg(pl.pos.Turn), rules.SideArg(side))
		}
		pl.pos.Turn = side
	}
	return nil
}

// opening plays the opening throws, "L:D" pairs: ties throw again, the
// higher throw starts.
func (pl *player) opening(s string) error {
	at := pl.tagPos("Opening")
	pairs := ascii.Fields(s)
	if len(pairs) == 0 {
		return pl.errorf(at, rules.MsgExpectedOpening)
	}
	for i, pair := range pairs {
		l, d, ok := ascii.Cut(pair, ":")
		tl, okl := pl.r.Dice().Parse(l)
		td, okd := pl.r.Dice().Parse(d)
		// The opening is thrown the first way (the late variant's die
		// alone): neither the stick nor paying settles who starts.
		if !ok || !okl || !okd || pl.r.WayOf(tl) != (rules.Way{}) || pl.r.WayOf(td) != (rules.Way{}) {
			return pl.errorf(at, rules.MsgExpectedOpeningPair, rules.TextArg(quote(pair)), rules.DiceArg(pl.r.Dice().ID()))
		}
		first, decided := pl.r.Opening(tl, td)
		last := i == len(pairs)-1
		if decided && !last {
			return pl.errorf(at, rules.MsgOpeningDecided, rules.TextArg(quote(pair)))
		}
		if !decided && last {
			return pl.errorf(at, rules.MsgOpeningTie, rules.TextArg(quote(pair)))
		}
		pl.pos.Turn = first
	}
	return nil
}

// positionError places an error of a position string inside the record.
func (pl *player) positionError(at Pos, prefix int, err error) error {
	pe, ok := err.(*rules.PositionError)
	if !ok {
		return pl.errorf(at, rules.MsgPosition, rules.TextArg(err.Error()))
	}
	// The position's own message, inside the record's.
	return &Error{pl.file, Pos{at.Line, at.Col + prefix + pe.Col}, rules.Message{ID: rules.MsgPosition, Args: rules.MessageArgs(pe.Message)}}
}

// bilingual checks that comments come in both languages: as many in
// each. The first comment names the language missing.
func (pl *player) bilingual(cs []Comment) error {
	if len(cs) == 0 {
		return nil
	}
	var count [2]int // by Languages
	for _, c := range cs {
		for i, lang := range Languages {
			if c.Lang == lang {
				count[i]++
			}
		}
	}
	if count[0] == count[1] {
		return nil
	}
	c := cs[0]
	for _, lang := range Languages {
		if lang != c.Lang {
			return pl.errorf(c.Pos, rules.MsgCommentUntranslated, rules.TextArg(c.Lang), rules.TextArg(lang))
		}
	}
	return nil
}

func (pl *player) expect(it *Item) error {
	want, err := pl.r.ParsePosition(it.Position)
	if err != nil {
		return pl.positionError(it.Pos, len("= \""), err)
	}
	if w, got := want.String(), pl.pos.String(); w != got {
		// Both written by the engine: printable, and shown whole.
		return pl.errorf(it.Pos, rules.MsgPositionDiffers, rules.TextArg(quoteValue(w)), rules.TextArg(quoteValue(got)))
	}
	return nil
}

// plyArg names a ply in messages: "ply 12 (L 3)". Only errors need it,
// so it is made then, not for every ply.
func plyArg(it *Item) rules.Arg { return rules.PlyArg(it.Number, it.Side, cut(it.Throw)) }

// cut shortens a throw for a message: the parser lets through a throw of
// any length ("6,6,6,…"), made of digits, commas, + and - only.
func cut(throw string) string {
	if len(throw) > 20 {
		return throw[:20] + "…"
	}
	return throw
}

// throwError says what the dice can give and how to write it.
func (pl *player) throwError(it *Item) error {
	d := pl.r.Dice()
	var raws []string
	for _, o := range d.All() {
		raws = append(raws, o.Raw)
	}
	if t, ok := pl.r.ParseThrow("pay"); ok {
		raws = append(raws, pl.r.ThrowText(t))
	}
	if d.Rethrow() != "" {
		// A face thrown again never ends a throw: the throws are written
		// as they fell, the faces thrown again first.
		example := d.Rethrow() + "," + d.Outcome(rules.Throw(d.Len()/2)).Raw
		return pl.errorf(it.ThrowPos, rules.MsgRethrowFace, plyArg(it), rules.TextArg(d.Rethrow()), rules.TextArg(ascii.Join(raws, ", ")), rules.TextArg(example), rules.TextArg(quote(it.Throw)))
	}
	return pl.errorf(it.ThrowPos, rules.MsgThrowImpossible, plyArg(it), rules.DiceArg(d.ID()), rules.TextArg(ascii.Join(raws, ", ")), rules.TextArg(quote(it.Throw)))
}

func (pl *player) ply(it *Item, src rules.Source) (Frame, error) {
	r := pl.r
	fr := Frame{Item: it}
	over := pl.pos.Over()
	if over && !it.Refused {
		w, _ := pl.pos.Winner()
		return fr, pl.errorf(it.Pos, rules.MsgGameOver, plyArg(it), rules.SideArg(w))
	}
	if it.Side != pl.pos.Turn && !over {
		return fr, pl.errorf(it.Pos, rules.MsgWrongSide, plyArg(it), rules.SideArg(it.Side), rules.SideArg(pl.pos.Turn))
	}
	t, ok := r.ParseThrow(it.Throw)
	if !ok {
		return fr, pl.throwError(it)
	}
	if src != nil && !over {
		// The record says how the player chose to throw; the seed, what fell.
		if want := pl.pos.Roll(r.WayOf(t), src); want != t {
			return fr, pl.errorf(it.ThrowPos, rules.MsgSeedThrows, plyArg(it), rules.TextArg(cut(it.Throw)), rules.TextArg(r.ThrowText(want)))
		}
	}
	// Refused attempts alone end a ply once the game is over, or when the
	// throw allows nothing, not even passing: paying to enter with too
	// light a purse (the player then throws instead).
	if it.Refused && !over && (pl.pos.HasLegal(t) || pl.pos.Check(t, rules.Pass) == rules.OK) {
		return fr, pl.errorf(it.Pos, rules.MsgExpectedMoveAfterRefusals, plyArg(it))
	}
	fr.Throw = t
	for _, ref := range it.Refusals {
		if err := pl.refusal(it, t, ref); err != nil {
			return fr, err
		}
	}
	if it.Refused {
		fr.Position = pl.pos
		return fr, nil
	}
	for _, c := range it.Action.Choices {
		if _, carry := CarryChoice(c); c != ChoiceLeave && c != ChoiceWarrior && !carry {
			return fr, pl.errorf(it.ActionPos, rules.MsgUnknownChoice, plyArg(it), rules.TextArg(c), rules.TextArg(ascii.Join(Choices, ", /")))
		}
	}
	eff, why := pl.pos.Play(t, it.Action.Move())
	if why != rules.OK {
		if why == rules.MoveCompulsory {
			return fr, pl.errorf(it.ActionPos, rules.MsgEngineRefusesLegal, plyArg(it), rules.TextArg(it.Action.Move().String()), rules.TextArg(why.Code()), rules.RefusalArg(why), rules.TextArg(pl.legal(t)))
		}
		return fr, pl.errorf(it.ActionPos, rules.MsgEngineRefuses, plyArg(it), rules.TextArg(it.Action.Move().String()), rules.TextArg(why.Code()), rules.RefusalArg(why))
	}
	for _, mc := range markChars {
		if it.Action.Marks&mc.mark != 0 && eff&mc.effect == 0 {
			return fr, pl.errorf(it.ActionPos, rules.MsgMarkNotFound, plyArg(it), rules.EffectsArg(mc.effect), rules.TextArg(string(mc.c)), rules.EffectsArg(eff))
		}
	}
	fr.Effects, fr.Position = eff, pl.pos
	return fr, nil
}

func (pl *player) legal(t rules.Throw) string {
	var out []string
	for _, m := range pl.pos.Legal(t, nil) {
		out = append(out, m.String())
	}
	return ascii.Join(out, ", ")
}

func (pl *player) refusal(it *Item, t rules.Throw, ref Refusal) error {
	want, ok := rules.RefusalByCode(ref.Code)
	if !ok {
		var codes []string
		for _, r := range rules.AllRefusals() {
			codes = append(codes, r.Code())
		}
		return pl.errorf(ref.Pos, rules.MsgUnknownRefusal, plyArg(it), rules.TextArg(quote(ref.Code)), rules.TextArg(ascii.Join(codes, ", ")))
	}
	before := pl.pos
	_, why := pl.pos.Play(t, ref.Action.Move())
	attempt := ref.Action.Move().String()
	switch {
	case why == rules.OK:
		pl.pos = before
		return pl.errorf(ref.Pos, rules.MsgRefusalPlayed, plyArg(it), rules.TextArg(attempt), rules.TextArg(want.Code()))
	case why != want:
		return pl.errorf(ref.Pos, rules.MsgRefusalOther, plyArg(it), rules.TextArg(attempt), rules.TextArg(want.Code()), rules.TextArg(why.Code()), rules.RefusalArg(why))
	case string(pl.pos.AppendBinary(nil)) != string(before.AppendBinary(nil)): // the whole state
		return pl.errorf(ref.Pos, rules.MsgRefusalChangedPosition, plyArg(it), rules.TextArg(attempt))
	}
	return nil
}
