// Package ui holds what the site and the browser player say to readers:
// the catalogue of the player's words (the site's pages add theirs, in
// package templates) and the words for a ply. It compiles to WebAssembly,
// so it keeps to strconv; its tables are arrays, which cost the module no
// code to build, where maps would.
package ui

import "github.com/urtext/urtext/words"

// Langs are the site's languages' codes, in the order of the language
// switch.
var Langs = words.Codes()

// key is a word of the catalogue; names are the keys as the templates and
// the page's script ask for them ("player.play").
type key uint8

const (
	kPColon key = iota
	kPSemi
	kLight
	kDark
	kToPlay
	kWaiting
	kOff
	kOffOne
	kPool
	kDebt
	kScoreOff
	kScoreLeft
	kBoard
	kBoardEmpty
	kOn
	kReplayStart
	kReplaySource
	kThrows
	kThrowValue
	kRefused
	kPass
	kMoveEnter
	kMoveOff
	kEffectCapture
	kEffectAgain
	kEffectFine
	kEffectPromote
	kEffectWin
	kEffectRemoved
	kEffectVision
	kEffectLost
	kPlayerLabel
	kPlayerFirst
	kPlayerPrev
	kPlayerNext
	kPlayerLast
	kPlayerPlay
	kPlayerPause
	kPlayerSpeed
	kPlayerSlow
	kPlayerNormal
	kPlayerFast
	kPlayerGoto
	kPlayerTakeover
	kPlayerNewgame
	kPlayerBack
	kPlayerThrow
	kPlayerSetthrow
	kPlayerPass
	kPlayerUndo
	kPlayerComputer
	kPlayerNobody
	kPlayerRecord
	kPlayerRecordHide
	kPlayerRule
	kPlayerEnter
	kPlayerThrown
	kPlayerChoose
	kPlayerThrowfirst
	kPlayerNomove
	kPlayerSquare
	kPlayerLive
	kPlayerLeave
	kPlayerWarrior
	kPlayerCarryAll
	kPlayerCarryOne
	kPlayerCarryMany
	kReaderAt
	kReaderOk
	kReaderOkOne
	kReaderToobig
	kReaderNogame
	kReaderEmpty
	kReaderCopied
	kReaderCopyhand
	kReaderBadlink
	kReaderLoading
	kReaderGame
	kPlayerStick
	kPlayerPay
	kPaysEntry
	kThrowPay
	kEffectReward
	kEffectToll
	kReaderLinkEmpty
	kReaderLinkToobig
	kReaderLinkNottext
	kReaderBroken
	kTrayRemoved
	kAPIBadArgument
	kAPINoGame
	kAPINotThrown
	kAPIThrown
	kAPINotTeaching
	kAPIGameOver
	kAPINothingToUndo
	kPlayYouThrow
	kPlayYouMove
	kPlayYouPass
	kPlaySideThrow
	kPlaySideMove
	kPlaySidePass
	kPlayThinking
	kPlayTagYou
	kPlayTagComputer
	kPlayWatching
	kPlayWonYou
	kPlayWonComputer
	kPlayWonSide
	kPlayOpening
	kPlayYouFirst
	kPlayThemFirst
	kPlayYouThrowDie
	kPlaySideThrowDie
	kPlayOpeningSides
	kPlayCopied
	kPlayResumed
	kPlayLost
	kPlayPause
	kPlayGoOn
	kPlayNewConfirm
	numKeys
)

var names = [numKeys]string{
	kPColon:            "p.colon",
	kPSemi:             "p.semi",
	kLight:             "light",
	kDark:              "dark",
	kToPlay:            "to.play",
	kWaiting:           "waiting",
	kOff:               "off",
	kOffOne:            "off.one",
	kPool:              "pool",
	kDebt:              "debt",
	kScoreOff:          "score.off",
	kScoreLeft:         "score.left",
	kBoard:             "board",
	kBoardEmpty:        "board.empty",
	kOn:                "on",
	kReplayStart:       "replay.start",
	kReplaySource:      "replay.source",
	kThrows:            "throws",
	kThrowValue:        "throw.value",
	kRefused:           "refused",
	kPass:              "pass",
	kMoveEnter:         "move.enter",
	kMoveOff:           "move.off",
	kEffectCapture:     "effect.capture",
	kEffectAgain:       "effect.again",
	kEffectFine:        "effect.fine",
	kEffectPromote:     "effect.promote",
	kEffectWin:         "effect.win",
	kEffectRemoved:     "effect.removed",
	kEffectVision:      "effect.vision",
	kEffectLost:        "effect.lost",
	kPlayerLabel:       "player.label",
	kPlayerFirst:       "player.first",
	kPlayerPrev:        "player.prev",
	kPlayerNext:        "player.next",
	kPlayerLast:        "player.last",
	kPlayerPlay:        "player.play",
	kPlayerPause:       "player.pause",
	kPlayerSpeed:       "player.speed",
	kPlayerSlow:        "player.slow",
	kPlayerNormal:      "player.normal",
	kPlayerFast:        "player.fast",
	kPlayerGoto:        "player.goto",
	kPlayerTakeover:    "player.takeover",
	kPlayerNewgame:     "player.newgame",
	kPlayerBack:        "player.back",
	kPlayerThrow:       "player.throw",
	kPlayerSetthrow:    "player.setthrow",
	kPlayerPass:        "player.pass",
	kPlayerUndo:        "player.undo",
	kPlayerComputer:    "player.computer",
	kPlayerNobody:      "player.nobody",
	kPlayerRecord:      "player.record",
	kPlayerRecordHide:  "player.record.hide",
	kPlayerRule:        "player.rule",
	kPlayerEnter:       "player.enter",
	kPlayerThrown:      "player.thrown",
	kPlayerChoose:      "player.choose",
	kPlayerThrowfirst:  "player.throwfirst",
	kPlayerNomove:      "player.nomove",
	kPlayerSquare:      "player.square",
	kPlayerLive:        "player.live",
	kPlayerLeave:       "player.leave",
	kPlayerWarrior:     "player.warrior",
	kPlayerCarryAll:    "player.carry.all",
	kPlayerCarryOne:    "player.carry.one",
	kPlayerCarryMany:   "player.carry.many",
	kReaderAt:          "reader.at",
	kReaderOk:          "reader.ok",
	kReaderOkOne:       "reader.ok.one",
	kReaderToobig:      "reader.toobig",
	kReaderNogame:      "reader.nogame",
	kReaderEmpty:       "reader.empty",
	kReaderCopied:      "reader.copied",
	kReaderCopyhand:    "reader.copyhand",
	kReaderBadlink:     "reader.badlink",
	kReaderLoading:     "reader.loading",
	kReaderGame:        "reader.game",
	kPlayerStick:       "player.stick",
	kPlayerPay:         "player.pay",
	kPaysEntry:         "pays.entry",
	kThrowPay:          "throw.pay",
	kEffectReward:      "effect.reward",
	kEffectToll:        "effect.toll",
	kReaderLinkEmpty:   "reader.link.empty",
	kReaderLinkToobig:  "reader.link.toobig",
	kReaderLinkNottext: "reader.link.nottext",
	kReaderBroken:      "reader.broken",
	kTrayRemoved:       "tray.removed",
	kAPIBadArgument:    "api.bad-argument",
	kAPINoGame:         "api.no-game",
	kAPINotThrown:      "api.not-thrown",
	kAPIThrown:         "api.thrown",
	kAPINotTeaching:    "api.not-teaching",
	kAPIGameOver:       "api.game-over",
	kAPINothingToUndo:  "api.nothing-to-undo",
	kPlayYouThrow:      "play.you.throw",
	kPlayYouMove:       "play.you.move",
	kPlayYouPass:       "play.you.pass",
	kPlaySideThrow:     "play.side.throw",
	kPlaySideMove:      "play.side.move",
	kPlaySidePass:      "play.side.pass",
	kPlayThinking:      "play.thinking",
	kPlayTagYou:        "play.tag.you",
	kPlayTagComputer:   "play.tag.computer",
	kPlayWatching:      "play.watching",
	kPlayWonYou:        "play.won.you",
	kPlayWonComputer:   "play.won.computer",
	kPlayWonSide:       "play.won.side",
	kPlayOpening:       "play.opening",
	kPlayYouFirst:      "play.you.first",
	kPlayThemFirst:     "play.them.first",
	kPlayYouThrowDie:   "play.you.throw.die",
	kPlaySideThrowDie:  "play.side.throw.die",
	kPlayOpeningSides:  "play.opening.sides",
	kPlayCopied:        "play.copied",
	kPlayResumed:       "play.resumed",
	kPlayLost:          "play.lost",
	kPlayPause:         "play.pause",
	kPlayGoOn:          "play.goon",
	kPlayNewConfirm:    "play.new.confirm",
}

// tables are the catalogue's words, by language: one file each.
var tables = [words.Count]*[numKeys]string{words.EN: &en, words.FR: &fr}

// lookup finds a key by its name.
func lookup(name string) (key, bool) {
	for k, n := range names {
		if n == name {
			return key(k), true
		}
	}
	return 0, false
}

// Text is the word named name in l, and ok when the catalogue has it.
func Text(l words.Lang, name string) (s string, ok bool) {
	k, ok := lookup(name)
	if !ok || l >= words.Count {
		return "", false
	}
	if s = tables[l][k]; s == "" && reader[l] != nil {
		s = reader[l][k]
	}
	return s, true
}

// T returns the UI string named key in the language of code (English for
// an unknown code). A missing key shows as itself, and the tests fail on
// it.
func T(code, key string) string {
	if s, ok := Text(words.Of(code), key); ok {
		return s
	}
	return "[" + key + "]"
}

// MaxRecord is the largest game record the reader reads, in bytes: the
// page refuses a larger one before reading, the module too. A whole game
// is a few kilobytes.
const MaxRecord = 256 << 10

// Other returns the other language.
func Other(lang string) string {
	if lang == "fr" {
		return "en"
	}
	return "fr"
}
