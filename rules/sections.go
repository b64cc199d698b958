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
)

// Rules lists the ids of the rules of r, in the order a rules page states
// them; it is derived from r's parameters, so it cannot drift from them.
func (r *Ruleset) Rules() []string {
	ids := []string{RulePath, RuleDice, RuleOpening, RuleEnter, RuleMove}
	add := func(ok bool, id string) {
		if ok {
			ids = append(ids, id)
		}
	}
	add(r.EnterOnly != 0, EnterNeedsFive.Code())
	ids = append(ids, OwnPiece.Code(), RuleCapture)
	add(r.GuardedRosettes, RosetteOccupied.Code())
	add(r.SharedSquare != 0, RuleSharedRosette)
	add(r.StopOnRosettes, MustStopOnRosette.Code())
	add(r.SingleLast, LastRosetteFull.Code())
	ids = append(ids, Overshoot.Code())
	add(r.RosetteAgain, RuleRosetteAgain)
	add(r.CaptureAgain, RuleCaptureAgain)
	add(r.ExitAgain, RuleExitAgain)
	add(r.Dice.hasZero(), LostThrow.Code())
	ids = append(ids, RuleLostTurn, MoveCompulsory.Code())
	add(r.Purse > 0, RuleStakes)
	return append(ids, RuleWin)
}

// Refusals lists the refusal codes r can give.
func (r *Ruleset) Refusals() []Refusal {
	out := []Refusal{GameOver, NoPiece, WrongDistance}
	for _, id := range r.Rules() {
		if why, ok := RefusalByCode(id); ok {
			out = append(out, why)
		}
	}
	return out
}

func (d *Dice) hasZero() bool {
	for _, o := range d.Outcomes {
		if o.Value == 0 {
			return true
		}
	}
	return false
}
