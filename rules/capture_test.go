package rules

import "testing"

// In knights a captor carries all its prisoners, none (/leave), or only
// the ones nearest it (/carry1, /carry2…): "the top piece decides which
// pieces travel with it".
func TestCarrySome(t *testing.T) {
	b2, c2 := Sq(1, 2), Sq(2, 2)
	three := "8/1(DDDL)6/8 L 6/4 0/0" // Light on b2 over three Dark prisoners
	playCases(t, Knights, []moveCase{
		{name: "all", pos: three, throw: "1", move: Move{From: b2, To: c2}, after: "8/2(DDDL)5/8 D 6/4 0/0"},
		{name: "the nearest one", pos: three, throw: "1", move: Move{From: b2, To: c2, Carry: 1}, after: "8/1(DD)(DL)5/8 D 6/4 0/0"},
		{name: "the nearest two", pos: three, throw: "1", move: Move{From: b2, To: c2, Carry: 2}, after: "8/1D(DDL)5/8 D 6/4 0/0"},
		{name: "none", pos: three, throw: "1", move: Move{From: b2, To: c2, Leave: true}, after: "8/1(DDD)L5/8 D 6/4 0/0"},
		{name: "as many as it holds is all: no choice to write", pos: three, throw: "1", move: Move{From: b2, To: c2, Carry: 3}, why: CarryCount},
		{name: "more than it holds", pos: three, throw: "1", move: Move{From: b2, To: c2, Carry: 4}, why: CarryCount},
		{name: "an entering piece holds nothing", pos: three, throw: "1", move: Move{From: In, To: Sq(3, 1), Carry: 1}, why: CarryCount},
		{name: "carrying some and none at once", pos: three, throw: "1", move: Move{From: b2, To: c2, Carry: 1, Leave: true}, why: NoChoice},
	})
	// Ten soldiers carry all or none.
	playCases(t, TenSoldiers, []moveCase{
		{name: "no such choice in ten-soldiers", pos: "8/1(DDL)6/8 L 9/8 0/0", throw: "1", move: Move{From: b2, To: c2, Carry: 1}, why: NoChoice},
	})
	// Nor does any other family.
	playCases(t, Royal, []moveCase{
		{name: "no such choice in royal", pos: "8/1L6/8 L 6/7 0/0", throw: "1", move: Move{From: b2, To: c2, Carry: 1}, why: NoChoice},
	})
}
