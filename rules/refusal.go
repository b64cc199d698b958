package rules

import "github.com/urtext/urtext/words"

// Refusal is why the engine refuses a move. Its Code is stable: records
// expect it, and the site uses it as the id of the section stating the rule.
type Refusal uint8

// OK is no refusal.
const OK Refusal = 0

// The refusal codes.
const (
	GameOver Refusal = iota + 1
	LostThrow
	NoPiece
	WrongDistance
	Overshoot
	OwnPiece
	RosetteOccupied
	MustStopOnRosette
	LastRosetteFull
	EnterNeedsFive
	MoveCompulsory
	NoChoice
	Prisoner
	ForwardOnly
	BeyondRange
	MustCarry
	NothingToLeave
	PrisonersForward
	ArrivalFull
	CampClosed
	WarriorOnTwo
	WarriorAlone
	SquareFull
	TwinsNeedTwins
	VisionHolds
	EntryThrow
	CannotPay
	PayEnters
	CarryCount
	numRefusals
)

// refusalCodes are the refusals' stable names.
var refusalCodes = [numRefusals]string{
	GameOver:          "game-over",
	LostThrow:         "lost-throw",
	NoPiece:           "no-piece",
	WrongDistance:     "wrong-distance",
	Overshoot:         "overshoot",
	OwnPiece:          "own-piece",
	RosetteOccupied:   "rosette-occupied",
	MustStopOnRosette: "must-stop-on-rosette",
	LastRosetteFull:   "last-rosette-full",
	EnterNeedsFive:    "enter-needs-five",
	MoveCompulsory:    "move-compulsory",
	NoChoice:          "no-choice",
	Prisoner:          "prisoner",
	ForwardOnly:       "forward-only",
	BeyondRange:       "beyond-range",
	MustCarry:         "must-carry",
	NothingToLeave:    "nothing-to-leave",
	PrisonersForward:  "prisoners-forward",
	ArrivalFull:       "arrival-full",
	CampClosed:        "camp-closed",
	WarriorOnTwo:      "warrior-on-two",
	WarriorAlone:      "warrior-alone",
	SquareFull:        "square-full",
	TwinsNeedTwins:    "twins-need-twins",
	VisionHolds:       "vision-holds",
	EntryThrow:        "entry-throw",
	CannotPay:         "cannot-pay",
	CarryCount:        "carry-count",
	PayEnters:         "pay-enters",
}

// refusals are why the engine refuses a move, in each language: one file
// each (the catalogue's format is package words').
var refusals = [words.Count]*[numRefusals]string{words.EN: &refusalsEN, words.FR: &refusalsFR}

// Code is the stable kebab-case name of the refusal ("" for OK).
func (r Refusal) Code() string { return refusalCodes[r] }

// Message is the one-line reason in l.
func (r Refusal) Message(l words.Lang) string { return refusals[l][r] }

// Error makes a refusal usable as an error.
func (r Refusal) Error() string { return r.Code() + ": " + r.Message(words.EN) }

// RefusalByCode finds a refusal by its code.
func RefusalByCode(code string) (Refusal, bool) {
	for i := Refusal(1); i < numRefusals; i++ {
		if refusalCodes[i] == code {
			return i, true
		}
	}
	return OK, false
}

// AllRefusals lists every refusal code the engine can give.
func AllRefusals() []Refusal {
	out := make([]Refusal, 0, numRefusals-1)
	for i := Refusal(1); i < numRefusals; i++ {
		out = append(out, i)
	}
	return out
}
