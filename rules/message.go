package rules

import (
	"strconv"
)

// Message is something the engine or the notation says about an input:
// what it says, by id, and its arguments, in the order of its Params. Its wording, in each
// language, is the catalogue of package rules/messages, which programs
// that show messages import and ask (messages.Text); the browser player
// does not, and leaves the wording to the page.
type Message struct {
	ID   MessageID
	Args []Arg
}

// MessageID is what a message says; each is worded in every language of
// rules/messages, with its arguments' names as placeholders.
type MessageID uint8

// The messages of the engine and the notation.
const (
	MsgText MessageID = iota
	MsgCommentUntranslated
	MsgTitleUntranslated
	MsgCommentNotClosed
	MsgCommentsNest
	MsgCommentEmpty
	MsgStackEmpty
	MsgEngineRefuses
	MsgEngineRefusesLegal
	MsgExpectedChoice
	MsgExpectedCell
	MsgExpectedCommentLang
	MsgExpectedMoveFromTo
	MsgExpectedMoveAfterRefusals
	MsgExpectedNumber
	MsgExpectedPiece
	MsgExpectedPlyNumber
	MsgExpectedPly
	MsgExpectedRefusalCode
	MsgNoGame
	MsgFileTooLarge
	MsgExpectedRulesetTag
	MsgExpectedTagName
	MsgExpectedTagPair
	MsgThrowImpossible
	MsgExpectedRankEnd
	MsgExpectedPosition
	MsgExpectedQuoted
	MsgExpectedField
	MsgExpectedPair
	MsgExpectedOpening
	MsgExpectedEscape
	MsgExpectedBoardEnd
	MsgExpectedFirst
	MsgExpectedMove
	MsgExpectedSeed
	MsgExpectedSide
	MsgExpectedSquareTo
	MsgExpectedThrow
	MsgExpectedTagClose
	MsgTooManyPieces
	MsgPieceCount
	MsgPieceNumberRange
	MsgSquareHoldsOne
	MsgHoleInRank
	MsgOffPathNotPrisoner
	MsgOffPath
	MsgOpeningDecided
	MsgExpectedOpeningPair
	MsgOpeningTie
	MsgPassesOnce
	MsgPieceTwice
	MsgOffOnBoard
	MsgExpectedOffNumbers
	MsgOffCount
	MsgPosition
	MsgPositionDiffers
	MsgRankShort
	MsgRankLong
	MsgStackNotClosed
	MsgStringNotClosed
	MsgStringNotClosedOnLine
	MsgTagTwice
	MsgRefusalChangedPosition
	MsgGameOver
	MsgFirstContradictsOpening
	MsgPiecesNotNumbered
	MsgPiecesNumbered
	MsgRefusalPlayed
	MsgRefusalOther
	MsgMarkNotFound
	MsgSeedThrows
	MsgPlyNumber
	MsgMoneyTotal
	MsgUnknownChoice
	MsgUnknownField
	MsgUnknownRefusal
	MsgUnknownRuleset
	MsgRethrowFace
	MsgTagNotClosedOnLine
	MsgHoleSquare
	MsgWrongSide
	MsgExpectedMark
	MsgRefusalMarked
	MsgMarksOrder
	MsgNUL
	MsgNotUTF8
	MsgControl
	MsgNoneOff
	MsgPrisonerLeavable
	MsgChoiceTwice
	MsgNoMoney
	MsgNotPromoted
	// What New, NewCatalogue, NewPath, NewBinaryDice and NewDie refuse
	// in a definition (SpecError, PathError).
	MsgSpecMissing
	MsgSpecFamily
	MsgSpecPieces
	MsgSpecOffPath
	MsgSpecCarrySome
	MsgSpecStacks
	MsgSpecGoal
	MsgSpecPowers
	MsgSpecCapturePath
	MsgSpecPowersPath
	MsgSpecNumbered
	MsgSpecStranded
	MsgSpecEntries
	MsgSpecOnlyThrow
	MsgSpecTolls
	MsgSpecShared
	MsgSpecCaptureRosettes
	MsgSpecPowersRosettes
	MsgSpecNumberedRosettes
	MsgSpecMoney
	MsgSpecIDTwice
	MsgDiceCount
	MsgDiceAgainCount
	MsgDieFaces
	MsgDiceMovesCount
	MsgDiceMoveRange
	MsgDiceNoMove
	MsgPathLength
	MsgPathNotSquare
	MsgPathNotNext
	MsgPathThird
	// NumMessages is how many messages there are.
	NumMessages
)

// Params are each message's arguments, by name, in the order they are
// given: the placeholders of its wording in every language.
var Params = [NumMessages]string{
	MsgText:                      "text",
	MsgCommentUntranslated:       "given missing",
	MsgTitleUntranslated:         "given missing",
	MsgCommentEmpty:              "lang",
	MsgEngineRefuses:             "ply move code refusal",
	MsgEngineRefusesLegal:        "ply move code refusal legal",
	MsgExpectedChoice:            "found",
	MsgExpectedMoveFromTo:        "found",
	MsgExpectedMoveAfterRefusals: "ply",
	MsgExpectedPlyNumber:         "found",
	MsgExpectedPly:               "found",
	MsgExpectedRefusalCode:       "found",
	MsgFileTooLarge:              "size max",
	MsgExpectedTagName:           "found",
	MsgExpectedTagPair:           "found",
	MsgThrowImpossible:           "ply dice throws found",
	MsgExpectedRankEnd:           "rank",
	MsgExpectedQuoted:            "what found",
	MsgExpectedFirst:             "found",
	MsgExpectedMove:              "found",
	MsgExpectedSeed:              "found",
	MsgExpectedSquareTo:          "found",
	MsgExpectedThrow:             "found",
	MsgExpectedTagClose:          "found",
	MsgTooManyPieces:             "side pieces",
	MsgPieceCount:                "side count ruleset pieces",
	MsgPieceNumberRange:          "ruleset pieces",
	MsgSquareHoldsOne:            "square ruleset",
	MsgHoleInRank:                "square",
	MsgOffPathNotPrisoner:        "square side ruleset",
	MsgOffPath:                   "square side ruleset",
	MsgOpeningDecided:            "pair",
	MsgExpectedOpeningPair:       "pair dice",
	MsgOpeningTie:                "pair",
	MsgPassesOnce:                "side square",
	MsgPieceTwice:                "side piece",
	MsgOffOnBoard:                "side piece",
	MsgOffCount:                  "count side off",
	MsgPosition:                  "error",
	MsgPositionDiffers:           "want got",
	MsgRankShort:                 "rank",
	MsgRankLong:                  "rank",
	MsgTagTwice:                  "tag",
	MsgRefusalChangedPosition:    "ply move",
	MsgGameOver:                  "ply winner",
	MsgFirstContradictsOpening:   "opening first",
	MsgPiecesNotNumbered:         "ruleset",
	MsgPiecesNumbered:            "ruleset",
	MsgRefusalPlayed:             "ply move want",
	MsgRefusalOther:              "ply move want code refusal",
	MsgMarkNotFound:              "ply effect mark effects",
	MsgSeedThrows:                "ply throw seed",
	MsgPlyNumber:                 "number written",
	MsgMoneyTotal:                "sum ruleset money",
	MsgUnknownChoice:             "ply choice choices",
	MsgUnknownField:              "field",
	MsgUnknownRefusal:            "ply code codes",
	MsgUnknownRuleset:            "ruleset rulesets",
	MsgRethrowFace:               "ply face faces example found",
	MsgHoleSquare:                "square",
	MsgWrongSide:                 "ply side turn",
	MsgExpectedMark:              "found",
	MsgRefusalMarked:             "found",
	MsgMarksOrder:                "canonical written",
	MsgNUL:                       "char",
	MsgNotUTF8:                   "byte",
	MsgControl:                   "char",
	MsgNoneOff:                   "ruleset",
	MsgPrisonerLeavable:          "square side ruleset",
	MsgChoiceTwice:               "choice",
	MsgNoMoney:                   "field ruleset",
	MsgNotPromoted:               "ruleset",
	MsgSpecPieces:                "max",
	MsgSpecOffPath:               "square last",
	MsgSpecCarrySome:             "field",
	MsgSpecStranded:              "square",
	MsgSpecEntries:               "pieces",
	MsgSpecOnlyThrow:             "throw",
	MsgSpecShared:                "square",
	MsgDiceCount:                 "found",
	MsgDiceAgainCount:            "want found",
	MsgDieFaces:                  "found",
	MsgDiceMovesCount:            "want found",
	MsgDiceMoveRange:             "move",
	MsgPathLength:                "max found",
	MsgPathNotNext:               "square before",
	MsgPathThird:                 "square",
}

// ArgKind is what an argument is, and so how it is worded.
type ArgKind uint8

// The kinds of arguments.
const (
	// ArgText is shown as it is, in every language: quoted input, codes,
	// squares, lists.
	ArgText    ArgKind = iota
	ArgNumber          // N is a number
	ArgSide            // N is a Side
	ArgRefusal         // N is a Refusal, worded as its reason
	ArgEffects         // N is an Effect: what a move did, in words
	ArgPhrase          // N is a Phrase
	ArgDice            // Text is the dice' id, worded as what they are
	ArgPly             // N is the ply's number, Text its side and throw ("L 3")
	// ArgMessage is a message within the message: N is its id, and the
	// arguments after this one are its own.
	ArgMessage
)

// Arg is a message's argument; its name is in Params. It is small, and
// has no name and no pointer to a message within the message (see
// ArgMessage): the engine builds messages in the browser player too.
type Arg struct {
	Text string
	Kind ArgKind
	N    int32
}

// Phrase is a fixed phrase a message can take as an argument.
type Phrase uint8

// The phrases.
const (
	EndOfRecord     Phrase = iota // what the parser found: nothing more
	EndOfLine                     // what the parser found: the line's end
	NothingFound                  // an empty word where one was expected
	TagValue                      // what is expected in double quotes: a tag's value
	PositionExample               // or a position, with an example
	NumPhrases
)

// TextArg is an argument shown as it is.
func TextArg(s string) Arg { return Arg{Text: s} }

// NumberArg is a number.
func NumberArg(n int) Arg { return Arg{Kind: ArgNumber, N: int32(n)} }

// SideArg is a side, named in the message's language.
func SideArg(s Side) Arg { return Arg{Kind: ArgSide, N: int32(s)} }

// RefusalArg is a refusal's reason, in the message's language.
func RefusalArg(r Refusal) Arg { return Arg{Kind: ArgRefusal, N: int32(r)} }

// EffectsArg is what a move did, in words ("a capture, another throw").
func EffectsArg(e Effect) Arg { return Arg{Kind: ArgEffects, N: int32(e)} }

// PhraseArg is a fixed phrase.
func PhraseArg(p Phrase) Arg { return Arg{Kind: ArgPhrase, N: int32(p)} }

// DiceArg is dice, by their id, worded as what they are.
func DiceArg(id string) Arg { return Arg{Kind: ArgDice, Text: id} }

// PlyArg names a ply by its number, side and throw: "ply 12 (L 3)".
func PlyArg(n int, side Side, throw string) Arg {
	return Arg{Kind: ArgPly, N: int32(n), Text: string(side.Letter()) + " " + throw}
}

// MessageArgs are the arguments of a message with m within it, last.
func MessageArgs(m Message) []Arg {
	return append([]Arg{{Kind: ArgMessage, N: int32(m.ID)}}, m.Args...)
}

// String is the text of a message already worded (MsgText), and any
// other without its wording, for logs: its id and its arguments
// ("message 12(\"x\")"). Programs that show messages word them
// with rules/messages.
func (m Message) String() string {
	if m.ID == MsgText && len(m.Args) == 1 {
		return m.Args[0].Text
	}
	s := "message " + strconv.Itoa(int(m.ID)) + "("
	for i, a := range m.Args {
		if i > 0 {
			s += ", "
		}
		v := a.Text
		if a.Kind != ArgText && a.Kind != ArgDice {
			v = strconv.Itoa(int(a.N))
		}
		s += v
	}
	return s + ")"
}
