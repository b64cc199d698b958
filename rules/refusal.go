package rules

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
	numRefusals
)

var refusals = [numRefusals]struct{ code, en, fr string }{
	{},
	{"game-over", "The game is over.", "La partie est terminée."},
	{"lost-throw", "This throw moves nothing: the turn is lost.", "Ce lancer ne fait rien avancer : le tour est perdu."},
	{"no-piece", "You have no piece there to move.", "Vous n’avez là aucun pion à déplacer."},
	{"wrong-distance", "The throw does not take that piece to that square.", "Le lancer ne mène pas ce pion sur cette case."},
	{"overshoot", "A move may not go past the end of the path: the count must be exact.", "Un coup ne peut pas dépasser le bout du parcours : le compte doit être exact."},
	{"own-piece", "A piece may not land on one of its own side.", "Un pion ne peut pas s’arrêter sur un pion de son camp."},
	{"rosette-occupied", "An opponent on a rosette cannot be taken.", "Un pion adverse posé sur une rosette ne peut pas être pris."},
	{"must-stop-on-rosette", "A piece may not pass a rosette: it must stop on it exactly.", "Un pion ne peut pas dépasser une rosette : il doit s’y arrêter exactement."},
	{"last-rosette-full", "The last rosette holds one piece: wait until it has left.", "La dernière rosette n’accueille qu’un pion : attendez qu’il soit sorti."},
	{"enter-needs-five", "A piece enters only with a five, onto the fifth square.", "Un pion n’entre qu’avec un cinq, sur la cinquième case."},
	{"move-compulsory", "A move is possible, so you must play one.", "Un déplacement est possible : vous devez le jouer."},
	{"no-choice", "This game offers no such choice.", "Ce jeu n’offre pas ce choix."},
	{"prisoner", "That piece is a prisoner: it moves only with its captor.", "Ce pion est prisonnier : il ne bouge qu’avec son geôlier."},
	{"forward-only", "Only a promoted piece may move backward.", "Seul un pion promu peut reculer."},
	{"beyond-range", "A promoted piece stays within its stretch of the path.", "Un pion promu reste sur sa portion du parcours."},
	{"must-carry", "A captor always takes its prisoners along.", "Un geôlier emmène toujours ses prisonniers."},
	{"nothing-to-leave", "This piece holds no prisoner to leave.", "Ce pion ne garde aucun prisonnier à laisser."},
	{"prisoners-forward", "A piece carrying prisoners moves only toward its goal.", "Un pion chargé de prisonniers n’avance que vers son but."},
	{"arrival-full", "An arrival square holds at most five pieces of one side.", "Une case d’arrivée accueille au plus cinq pions d’un camp."},
	{"camp-closed", "A camp is closed to the opponent, except to its prisoners.", "Un camp est interdit à l’adversaire, sauf à ses prisonniers."},
	{"warrior-on-two", "Only a piece entering on the second square may be declared a warrior.", "Seul un pion qui entre sur la deuxième case peut être déclaré guerrier."},
	{"warrior-alone", "A warrior never shares a square with a piece of its side.", "Un guerrier ne partage jamais une case avec un pion de son camp."},
	{"square-full", "A square holds one piece or one pair of twins.", "Une case n’accueille qu’un pion ou une paire de jumeaux."},
	{"twins-need-twins", "Only twins can take twins.", "Seuls des jumeaux peuvent prendre des jumeaux."},
	{"vision-holds", "While the vision holds, another piece must move if one can.", "Tant que dure la vision, un autre pion doit bouger s’il le peut."},
	{"entry-throw", "The next piece enters only with its own throw: 2, 5, 6, 7 or 10 for pieces 1 to 5.", "Le pion suivant n’entre qu’avec son lancer : 2, 5, 6, 7 ou 10 pour les pions 1 à 5."},
	{"cannot-pay", "Your purse cannot pay for this entry.", "Votre bourse ne peut pas payer cette entrée."},
	{"pay-enters", "Paying the pool buys the entry of the next piece, and nothing else.", "Payer la cagnotte achète l’entrée du pion suivant, et rien d’autre."},
}

// Code is the stable kebab-case name of the refusal ("" for OK).
func (r Refusal) Code() string { return refusals[r].code }

// Message is the one-line reason in lang ("fr" or "en"; English otherwise).
func (r Refusal) Message(lang string) string {
	if lang == "fr" {
		return refusals[r].fr
	}
	return refusals[r].en
}

// Error makes a refusal usable as an error.
func (r Refusal) Error() string { return r.Code() + ": " + r.Message("en") }

// RefusalByCode finds a refusal by its code.
func RefusalByCode(code string) (Refusal, bool) {
	for i := Refusal(1); i < numRefusals; i++ {
		if refusals[i].code == code {
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
