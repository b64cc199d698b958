package rules

// Rule ids name the rules a ruleset is made of. They are stable: the site
// uses them as section ids in both languages, and every replay names the
// rule it demonstrates with a [Rule "…"] tag. A rule whose broken case is
// a refusal has the refusal's code as its id.
const (
	RulePath          = "path"           // the route and where pieces enter and leave
	RuleDice          = "dice"           // what a throw is worth
	RuleOpening       = "opening"        // the higher opening throw starts
	RuleEnter         = "enter"          // a throw of n enters a piece on square n
	RuleMove          = "move"           // one piece moves forward by the whole throw
	RuleCapture       = "capture"        // landing on an opponent sends it back
	RuleRosetteAgain  = "rosette-again"  // landing on a rosette earns a throw
	RuleCaptureAgain  = "capture-again"  // a capture earns a throw
	RuleExitAgain     = "exit-again"     // bearing off earns a throw
	RuleSharedRosette = "shared-rosette" // the central rosette holds any pieces, all safe
	RuleLostTurn      = "lost-turn"      // no legal move: the turn is lost
	RuleStakes        = "stakes"         // stakes, fines and the pool
	RuleWin           = "win"            // first with every piece off

	// The capture games.
	RuleTowers    = "towers"     // pieces of one side may stand on each other
	RuleCarry     = "carry"      // a captor takes its prisoners along; capturing a captor frees
	RuleLeave     = "leave"      // the captor may leave its prisoners where they are
	RuleCarrySome = "carry-some" // or carry only the ones nearest it
	RulePromotion = "promotion"  // arriving on a goal square promotes and takes the prisoners off

	// Akalamdung.
	RuleTwins      = "twins"       // two pieces of a side that meet become twins, moving as one
	RuleTwinsSplit = "twins-split" // twins split to reach the central and last rosettes, and on square 10
	RuleWarrior    = "warrior"     // the warrior's path: a warrior reaching 14 wins at once
	RuleVision     = "vision"      // the oracle's vision on 1, 3 and 11

	// The late variant.
	RulePayToEnter = "pay-to-enter" // pay the pool the entry throw instead of throwing
	RuleTokens     = "tokens"       // fifty tokens: the purses and the pool
	RuleMarked     = "marked"       // stopping on a marked square takes the piece's number, passing pays it
	RuleLastToll   = "last-toll"    // leaving without stopping on the last marked square costs 2
)

// RuleIDs lists the ids of the rules of r, in the order a rules page states
// them; it is derived from r's parameters, so it cannot drift from them.
func (r *Ruleset) RuleIDs() []string {
	ids := []string{RulePath, RuleDice, RuleOpening, RuleEnter, RuleMove}
	add := func(ok bool, id string) {
		if ok {
			ids = append(ids, id)
		}
	}
	if r.def.Family == CaptureGame {
		add(!r.def.Stacks.Own, OwnPiece.Code())
		add(r.def.Stacks.Own, RuleTowers)
		// Only a stack's top piece moves: a move names a square, and the
		// top piece is the one that leaves it.
		ids = append(ids, RuleCapture, RuleCarry, Prisoner.Code())
		add(!r.def.Stacks.CarryChoice, MustCarry.Code())
		add(r.def.Stacks.CarryChoice, RuleLeave)
		add(r.def.Stacks.CarryChoice, NothingToLeave.Code())
		add(r.def.Stacks.CarrySome, RuleCarrySome)
		add(r.def.Stacks.CarrySome, CarryCount.Code())
		ids = append(ids, RulePromotion, ForwardOnly.Code())
		add(r.def.Promotion.RangeMin > 1, BeyondRange.Code())
		add(r.def.Stacks.ForwardOnly, PrisonersForward.Code())
		add(r.def.Stacks.ArrivalLimit > 0, ArrivalFull.Code())
		add(len(r.def.Stacks.Camps) > 0, CampClosed.Code())
		ids = append(ids, Overshoot.Code())
		add(r.def.Dice.hasZero(), LostThrow.Code())
		return append(ids, RuleLostTurn, MoveCompulsory.Code(), RuleWin)
	}
	add(r.def.Entering.Only != 0, EnterNeedsFive.Code())
	add(r.def.Family == NumberedGame, EntryThrow.Code())
	add(r.def.Entering.Pay, RulePayToEnter)
	add(r.def.Entering.Pay, CannotPay.Code())
	add(r.def.Entering.Pay, PayEnters.Code())
	add(r.def.Economy.Marked, RuleTokens)
	// With twins, landing on one's own piece makes a pair (see twins).
	add(r.def.Family != PowersGame, OwnPiece.Code())
	ids = append(ids, RuleCapture)
	add(r.def.Landing.Guarded, RosetteOccupied.Code())
	add(r.def.Landing.Shared != 0, RuleSharedRosette)
	add(r.def.Landing.StopOnRosettes, MustStopOnRosette.Code())
	add(r.def.Landing.SingleLast, LastRosetteFull.Code())
	add(r.def.Economy.Marked, RuleMarked)
	add(r.def.Economy.LastToll > 0, RuleLastToll)
	ids = append(ids, Overshoot.Code())
	add(r.def.Extra.Rosette, RuleRosetteAgain)
	add(r.def.Extra.Capture, RuleCaptureAgain)
	add(r.def.Extra.Exit, RuleExitAgain)
	if r.def.Family == PowersGame {
		ids = append(ids, RuleTwins, SquareFull.Code(), TwinsNeedTwins.Code(), RuleTwinsSplit,
			RuleWarrior, WarriorOnTwo.Code(), WarriorAlone.Code(), RuleVision, VisionHolds.Code())
	}
	add(r.def.Dice.hasZero(), LostThrow.Code())
	ids = append(ids, RuleLostTurn, MoveCompulsory.Code())
	add(r.def.Economy.Purse > 0 && !r.def.Economy.Marked, RuleStakes)
	return append(ids, RuleWin)
}

// Refusals lists the refusal codes r can give.
func (r *Ruleset) Refusals() []Refusal {
	out := []Refusal{GameOver, NoPiece, WrongDistance}
	for _, id := range r.RuleIDs() {
		if why, ok := RefusalByCode(id); ok {
			out = append(out, why)
		}
	}
	return out
}

func (d *Dice) hasZero() bool {
	for _, o := range d.outcomes {
		if o.Value == 0 {
			return true
		}
	}
	return false
}
