package rules

import "testing"

// TestLate checks the late variant's rules one move at a time; the tokens
// expected are worked out from the seed's rules, not read off the engine.
func TestLate(t *testing.T) {
	d1, c1, a1 := Sq(3, 1), Sq(2, 1), Sq(0, 1)
	a2, b2, c2, e2 := Sq(0, 2), Sq(1, 2), Sq(2, 2), Sq(4, 2)
	h1, g1 := Sq(7, 1), Sq(6, 1)
	const fresh = " 0/0 tokens=15/15 pool=20"
	playCases(t, Late, []moveCase{
		{name: "piece 1 enters with a 2 onto square 1", pos: "8/8/8 L 5/5" + fresh, throw: "2", move: Move{From: In, To: d1}, eff: Enter,
			after: "8/8/3(L1)4 D 4/5" + fresh},
		{name: "piece 2 needs its own throw", pos: "8/8/3(L1)4 L 4/5" + fresh, throw: "2", move: Move{From: In, To: a2}, why: EntryThrow},
		{name: "the stick's yes turns 1 into 5: piece 2 enters", pos: "8/8/3(L1)4 L 4/5" + fresh, throw: "1+", move: Move{From: In, To: a2}, eff: Enter,
			after: "8/(L2)7/3(L1)4 D 3/5" + fresh},
		{name: "paying 5 enters piece 2", pos: "8/8/3(L1)4 L 4/5" + fresh, throw: "pay", move: Move{From: In, To: a2}, eff: Enter,
			after: "8/(L2)7/3(L1)4 D 3/5 0/0 tokens=10/15 pool=25"},
		{name: "a purse too light cannot pay", pos: "8/8/3(L1)4 L 4/5 0/0 tokens=4/26 pool=20", throw: "pay", move: Move{From: In, To: a2}, why: CannotPay},
		{name: "paying buys an entry only", pos: "8/8/3(L1)4 L 4/5" + fresh, throw: "pay", move: Move{From: d1, To: c1}, why: PayEnters},
		{name: "paying is not passing", pos: "8/8/3(L1)4 L 4/5" + fresh, throw: "pay", move: Pass, why: PayEnters},
		{name: "passing over a marked square pays the number", pos: "8/8/3(L3)4 L 4/5" + fresh, throw: "1+", move: Move{From: d1, To: b2}, eff: Fine,
			after: "8/1(L3)6/8 D 4/5 0/0 tokens=12/15 pool=23"},
		{name: "stopping on one takes the number", pos: "8/8/2(L2)5 L 4/5" + fresh, throw: "2", move: Move{From: c1, To: a1}, eff: Reward,
			after: "8/8/(L2)7 D 4/5 0/0 tokens=17/15 pool=18"},
		{name: "the pool gives what it has", pos: "8/8/2(L2)5 L 4/5 0/0 tokens=25/24 pool=1", throw: "2", move: Move{From: c1, To: a1}, eff: Reward,
			after: "8/8/(L2)7 D 4/5 0/0 tokens=26/24"},
		{name: "jumps over pieces, both sides", pos: "8/(L1)(D1)(L2)5/8 L 3/4" + fresh, throw: "4", move: Move{From: a2, To: e2}, eff: Fine,
			after: "8/1(D1)(L2)1(L1)3/8 D 3/4 0/0 tokens=14/15 pool=21"},
		{name: "one piece per square", pos: "8/(L1)1(L2)5/8 L 3/5" + fresh, throw: "2", move: Move{From: a2, To: c2}, why: OwnPiece},
		{name: "a capture: the owner pays the captor 1", pos: "8/(L1)(D1)6/8 L 4/4" + fresh, throw: "1", move: Move{From: a2, To: b2}, eff: Capture,
			after: "8/1(L1)6/8 D 4/5 0/0 tokens=16/14 pool=20"},
		{name: "a piece on a marked square is safe", pos: "8/1(L1)1(D1)4/8 L 4/4" + fresh, throw: "2", move: Move{From: b2, To: Sq(3, 2)}, why: RosetteOccupied},
		{name: "no move: the turn is lost and costs 1", pos: "8/8/7(L1) L 4/5" + fresh, throw: "3", move: Pass, eff: Lost | Fine,
			after: "8/8/7(L1) D 4/5" + fresh[:5] + "tokens=14/15 pool=21"},
		{name: "a move exists: no passing", pos: "8/8/7(L1) L 4/5" + fresh, throw: "1", move: Pass, why: MoveCompulsory},
		{name: "an empty purse loses the next turn too", pos: "8/8/7(L1) L 4/5 0/0 tokens=0/30 pool=20", throw: "3", move: Pass, eff: Lost,
			after: "8/8/7(L1) D 4/5 0/0 skip=1/0 tokens=0/30 pool=20"},
		{name: "leaving needs the exact throw", pos: "8/8/7(L5) L 4/5" + fresh, throw: "3", move: Move{From: h1, To: Out}, why: Overshoot},
		{name: "leaving from the last marked square costs nothing", pos: "8/8/6(L5)1 L 4/5" + fresh, throw: "1", move: Move{From: g1, To: Out}, eff: Exit,
			after: "8/8/8 D 4/5 1/0 tokens=15/15 pool=20 off=5/0"},
		{name: "passing the last marked square costs 2, not the number", pos: "8/8/7(L5) L 4/5" + fresh, throw: "2", move: Move{From: h1, To: Out}, eff: Exit | Fine,
			after: "8/8/8 D 4/5 1/0 tokens=13/15 pool=22 off=5/0"},
		{name: "a 10 from square 5 passes 8 and 14", pos: "8/(L3)7/8 L 4/5" + fresh, throw: "4+", move: Move{From: a2, To: Out}, eff: Exit | Fine,
			after: "8/8/8 D 4/5 1/0 tokens=10/15 pool=25 off=3/0"},
		{name: "the winner takes the pool, 1 per piece left and 2 per piece waiting", pos: "8/(D1)7/6(L5)1 L 0/4 4/0 tokens=10/10 pool=30", throw: "1", move: Move{From: g1, To: Out}, eff: Exit | Win,
			after: "8/(D1)7/8 L 0/4 5/0 tokens=49/1"},
		{name: "the loser pays what it has", pos: "8/(D1)7/6(L5)1 L 0/4 4/0 tokens=17/3 pool=30", throw: "1", move: Move{From: g1, To: Out}, eff: Exit | Win,
			after: "8/(D1)7/8 L 0/4 5/0 tokens=50/0"},
	})
}

// TestLateSkips plays the turn after a lost one that could not be paid:
// the other side plays, then the turn to skip goes by.
func TestLateSkips(t *testing.T) {
	p, err := Late.ParsePosition("8/8/7(L1) D 4/5 0/0 skip=1/0 tokens=0/30 pool=20")
	if err != nil {
		t.Fatal(err)
	}
	th, _ := Late.Dice().Parse("2")
	if _, why := p.Play(th, Move{From: In, To: Sq(3, 3)}); why != OK {
		t.Fatal(why)
	}
	if got, want := p.String(), "3(D1)4/8/7(L1) D 4/4 0/0 tokens=0/30 pool=20"; got != want {
		t.Errorf("after Dark's move: %s, want %s (Light's turn skipped)", got, want)
	}
}
