package rules

import "testing"

// TestAkalamdung plays one move from a position and checks the refusal,
// or the effects and the position after.
func TestAkalamdung(t *testing.T) {
	playCases(t, Akalamdung, []moveCase{
		{name: "two singles meet: twins", pos: "8/8/1L1L4 L 5/7 0/0", throw: "2", move: Move{From: Sq(3, 1), To: Sq(1, 1)},
			after: "8/8/1(LL)6 D 5/7 0/0"},
		{name: "twins move as one", pos: "8/8/1(LL)6 L 5/7 0/0", throw: "1", move: Move{From: Sq(1, 1), To: Sq(0, 1)}, eff: Again,
			after: "8/8/(LL)7 L 5/7 0/0 extra=1"},
		{name: "a third piece is refused", pos: "8/8/1(LL)L5 L 4/7 0/0", throw: "1", move: Move{From: Sq(2, 1), To: Sq(1, 1)}, why: SquareFull},
		{name: "a single may not take twins", pos: "8/L(DD)6/8 L 6/5 0/0", throw: "1", move: Move{From: Sq(0, 2), To: Sq(1, 2)}, why: TwinsNeedTwins},
		{name: "twins take twins", pos: "8/(LL)1(DD)5/8 L 5/5 0/0", throw: "2", move: Move{From: Sq(0, 2), To: Sq(2, 2)}, eff: Capture | Again,
			after: "8/2(LL)5/8 L 5/7 0/0 extra=1"},
		{name: "twins split to reach the central rosette", pos: "8/1(LL)6/8 L 5/7 0/0", throw: "2", move: Move{From: Sq(1, 2), To: Sq(3, 2)}, eff: Again,
			after: "8/1L1L4/8 L 5/7 0/0 extra=1"},
		{name: "twins split on square 10", pos: "8/4(LL)3/8 L 5/7 0/0", throw: "1", move: Move{From: Sq(4, 2), To: Sq(5, 2)},
			after: "8/5(LL)2/8 D 5/7 0/0"},
		{name: "after the split they move alone", pos: "8/5(LL)2/8 L 5/7 0/0", throw: "1", move: Move{From: Sq(5, 2), To: Sq(6, 2)},
			after: "8/5LL1/8 D 5/7 0/0"},
		{name: "on the central rosette no twins form", pos: "8/3(LL)4/8 L 5/7 0/0", throw: "2", move: Move{From: Sq(3, 2), To: Sq(5, 2)},
			after: "8/3L1L2/8 D 5/7 0/0"},
		{name: "both taken on square 10", pos: "8/4D(LL)2/8 D 5/6 0/0", throw: "1", move: Move{From: Sq(4, 2), To: Sq(5, 2)}, eff: Capture | Again,
			after: "8/5D2/8 D 7/6 0/0 extra=1"},
		{name: "a warrior is declared on square 2", pos: "8/8/8 L 7/7 0/0", throw: "2", move: Move{From: In, To: Sq(2, 1), Warrior: true}, eff: Enter,
			after: "8/8/2L'5 D 6/7 0/0"},
		{name: "only on square 2", pos: "8/8/8 L 7/7 0/0", throw: "3", move: Move{From: In, To: Sq(1, 1), Warrior: true}, why: WarriorOnTwo},
		{name: "a warrior stays alone", pos: "8/8/L1L'5 L 5/7 0/0", throw: "2", move: Move{From: Sq(2, 1), To: Sq(0, 1)}, why: WarriorAlone},
		{name: "forced elsewhere it is ordinary", pos: "8/8/2L'5 L 6/7 0/0", throw: "1", move: Move{From: Sq(2, 1), To: Sq(1, 1)},
			after: "8/8/1L6 D 6/7 0/0"},
		{name: "a warrior on 14 wins", pos: "8/7L'/8 L 6/7 0/0", throw: "2", move: Move{From: Sq(7, 2), To: Sq(6, 1)}, eff: Win,
			after: "8/8/6L'1 L 6/7 0/0"},
		{name: "the vision sends the opponent back", pos: "8/2D2L2/1L1L4 L 4/6 0/0", throw: "1", move: Move{From: Sq(5, 2), To: Sq(6, 2)}, eff: Vision,
			after: "8/6L1/1L1L4 L 4/7 0/0 extra=1"},
		{name: "the three stay while another piece can move", pos: "8/6L1/1L1L4 L 4/7 0/0", throw: "1", move: Move{From: Sq(6, 2), To: Sq(7, 2)}, why: VisionHolds},
		{name: "the opponent does not play", pos: "8/6L1/1L1L4 L 4/7 0/0", throw: "2", move: Move{From: In, To: Sq(2, 1)}, eff: Enter,
			after: "8/6L1/1LLL4 L 3/7 0/0 extra=1"},
	})
}
