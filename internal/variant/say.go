package variant

import (
	"github.com/urtext/urtext/internal/said"
	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/rules/messages"
	"github.com/urtext/urtext/words"
)

// A description's messages are a key and its arguments (internal/said),
// worded in English in Error.Msg and in any language by Error.In; one
// table per language (say_en.go, say_fr.go). The engine's refusals of a
// definition are its own messages (rules/messages), given within.
type saying uint8

// The messages: a description's own, then what a key expected (used
// within mExpected), then what it found instead (within mExpected too).
const (
	mFileName saying = iota
	mNotText
	mTooLarge
	mCycle
	mEmpty
	mNotMapping
	mNoBase
	mNameLang
	mNoNames
	mUnknownKey
	mUnknownKeyOne // of a group of one key
	mTwice
	mNotGroup
	mProblem // the engine's refusal, at the key that set it
	mCamp
	mEntryKeys
	mDiceKind
	mRethrowBinary
	mAgainThrow
	mAgainDie
	mExpected // {key}: expected {want}, {found}
	// What a key expected.
	wRulesetID
	wSource
	wFamily
	wName
	wFlag
	wSquares
	wVision
	wCamps
	wEntries
	wPath
	wSquare
	wDice
	wMoves
	wAgain
	wNumber
	wNumbers
	// What it found instead.
	fQuoted
	fList
	fMapping
	fAlias
	fNothing
	fCount
	numKeys
)

// sayings are the tables, by language; their tests hold each to numKeys
// messages.
var sayings = said.Catalogue{words.EN: &sayEN, words.FR: &sayFR}

func say(k saying, args ...said.Arg) *said.Message { return sayings.Say(int(k), args...) }

// engine is the engine's message m, as rules/messages words it.
func engine(name string, m rules.Message) said.Arg {
	return said.Worded(name, func(l words.Lang) string { return messages.Text(l, m) })
}
