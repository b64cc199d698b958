package templates

import (
	"github.com/urtext/urtext/ui"
	"github.com/urtext/urtext/words"
)

// The catalogue of the words of the site's pages, on top of the player's
// (package ui): kept out of ui so that the browser player does not carry
// them. One table per language, one file each.

// key is a word of the site's pages; names are the keys as the templates
// ask for them ("nav.home").
type key uint16

const (
	kComparePowers key = iota
	kPowerTwins
	kPowerWarrior
	kPowerVision
	kSiteName
	kSiteTagline
	kLangName
	kLangSwitch
	kLangPick
	kSkip
	kNavLabel
	kNavHome
	kNavRulesets
	kNavCompare
	kNavNotation
	kNavSources
	kSectionOther
	kFooter
	kRemoved
	kPurse
	kExtra
	kReplay
	kReplayEnd
	kReplayMoves
	kReplayShow
	kThrowMarked
	kPosition
	kCardsTitle
	kLegendPlayed
	kLegendCan
	kLegendTower
	kLegendPrisoner
	kLegendPromoted
	kGlanceTitle
	kGlanceToc
	kGlanceWinRace
	kGlanceWinCapture
	kCardOpen
	kComparePath
	kCompareSquares
	kComparePieces
	kCompareDice
	kCompareChances
	kCompareNomove
	kCompareRosettes
	kCompareCapture
	kCompareExtra
	kCompareEntry
	kCompareExit
	kCompareMoney
	kCompareYes
	kCompareNo
	kBoardMarks
	kMarkRosette
	kMarkEyes
	kMarkFiveDots
	kPathOf
	kPathStandard
	kPathLongRoad
	kPathMurray
	kDice3bZero4
	kDice3b
	kDice4b
	kDice3bBell
	kDiceD6Rethrow
	kDiceD6
	kEntryAny
	kEntryOnly
	kEntryOnto
	kExitExact
	kExitLast
	kRosetteAgain
	kRosetteGuarded
	kRosetteStop
	kRosetteShared
	kRosetteSingle
	kCaptureSend
	kCaptureGuarded
	kCaptureShared
	kExtraRosette
	kExtraCapture
	kExtraExit
	kExtraTable
	kExtraTablePost
	kCompareTable
	kExtraOne
	kDiceTetraStick
	kDiceBinary
	kDiceDie
	kEntryNumbered
	kMoneyLate
	kKioskTitle
	kKioskIntro
	kKioskHome
	kKioskStill
	kKioskBack
	kKioskStay
	kKioskTouch
	kKioskMore
	kKioskAbout
	kNavReader
	kReaderLoad
	kReaderDrop
	kReaderFile
	kReaderPaste
	kReaderRead
	kReaderDownload
	kReaderLink
	kReaderShare
	kReaderSamples
	kReaderPlies
	kReviewGraph
	kReviewLightWins
	kReviewDarkWins
	kReviewInaccuracy
	kReviewMistake
	kReviewBlunder
	kReviewCount
	kReviewLost
	kReviewFlagged
	kReviewAccuracy
	kReviewLuck
	kReviewSidesHow
	kReviewNone
	kReviewMethod
	kReaderReview
	kReaderReviewQuick
	kReaderReviewFull
	kReaderReviewDone
	kReaderReviewFailed
	kReaderReviewChance
	kReaderReviewBeside
	kReaderRuleset
	kReaderLight
	kReaderDark
	kReaderDate
	kReaderEvent
	kReaderResult
	kReaderWonLight
	kReaderWonDark
	kReaderUnfinished
	kMoneyRules
	kCompareNone
	kCaptureCover
	kNotfoundTitle
	kNotfoundText
	kNotfoundHome
	kExitGoal
	kNavPlay
	kNavRace
	kNavCapture
	kNavMenu
	kHomeStart
	kHomeStartText
	kHomeStartPlay
	kCardRules
	kCardRace
	kCardCapture
	kCardPieces
	kCardSquares
	kCardDiceBinary
	kCardDiceD6
	kCardDiceStick
	kFeatPrisoners
	kFeatTowers
	kFeatPowers
	kFeatNumbered
	kFeatTokens
	kFeatStakes
	kFeatStops
	kFeatAgain
	kSectionOtherShort
	kPrint
	kPlayIndexTitle
	kPlayIndexIntro
	kPlayHeading
	kPlayRules
	kPlayThis
	kPlayNeeds
	kPlaySide
	kPlaySideLight
	kPlaySideDark
	kPlaySideDraw
	kPlayOpponent
	kPlayComputer
	kPlayLevel
	kPlayLevel1
	kPlayLevel2
	kPlayLevel3
	kPlayFriend
	kPlayWatch
	kPlayStart
	kPlayMoves
	kPlayCopy
	kPlayDownload
	kPlayOpen
	kPlayReview
	kHint
	kHintWait
	kHintSays
	kHintChances
	kHintNone
	kHintFailed
	kAtlasTitle
	kAtlasHist
	kAtlasPlies
	kAtlasTurns
	kAtlasFirst
	kAtlasPerGame
	kAtlasCaptures
	kAtlasPrisoners
	kAtlasAgain
	kAtlasLost
	kAtlasWarriors
	kAtlasTwins
	kAtlasVisions
	kAtlasPaid
	kAtlasWinnerPurse
	kAtlasLoserPurse
	kAtlasMethod
	kAtlasCompare
	kAtlasColRuleset
	kAtlasColMean
	kAtlasColMedian
	kAtlasColP90
	kAtlasColFirst
	kAtlasColEqual
	kAtlasColCaptures
	kAtlasColAgain
	kAtlasSkill
	kAtlasMethodSkill
	kAtlasColSkillRandom
	kAtlasColSkillBeginner
	kPlayNew
	kPlayReviewThis
	kPlayOptions
	kPlayCoords
	kPlaySound
	kPlayKeys
	kPlayKeyThrow
	kPlayKeyPiece
	kPlayKeyMove
	kPlayKeyEnter
	kPlayKeyPass
	kPlayKeyUndo
	kPlayKeyNew
	kPlayKeyPast
	kPlayKeyBack
	kKeySpace
	kKeyEscape
	kPlayPast
	kPlayBack
	kKeyEnter
	kRefusalGameOver
	kRefusalLostThrow
	kRefusalNoPiece
	kRefusalWrongDistance
	kRefusalOvershoot
	kRefusalOwnPiece
	kRefusalRosetteOccupied
	kRefusalMustStopOnRosette
	kRefusalLastRosetteFull
	kRefusalEnterNeedsFive
	kRefusalMoveCompulsory
	kRefusalNoChoice
	kRefusalPrisoner
	kRefusalForwardOnly
	kRefusalBeyondRange
	kRefusalMustCarry
	kRefusalNothingToLeave
	kRefusalPrisonersForward
	kRefusalArrivalFull
	kRefusalCampClosed
	kRefusalWarriorOnTwo
	kRefusalWarriorAlone
	kRefusalSquareFull
	kRefusalTwinsNeedTwins
	kRefusalVisionHolds
	kRefusalEntryThrow
	kRefusalCannotPay
	kRefusalCarryCount
	kRefusalPayEnters
	kThrowThen
	kThrowYes
	kThrowNo
	// The comparison's pages: a pair side by side, every ruleset fact by fact.
	kCompareFamily
	kFamilyRace
	kFamilyCapture
	kFamilyPowers
	kFamilyNumbered
	kPairTitle
	kPairDesc
	kCompareAll
	kCompareAllIntro
	kCompareDrawn
	kCompareOverview
	kCompareChoose
	kCompareWith
	kCompareShown
	kCompareDiffer
	kCompareAlike
	kCompareDiffers
	kCompareSame
	numKeys
)

var names = [numKeys]string{
	kComparePowers:            "compare.powers",
	kPowerTwins:               "power.twins",
	kPowerWarrior:             "power.warrior",
	kPowerVision:              "power.vision",
	kSiteName:                 "site.name",
	kSiteTagline:              "site.tagline",
	kLangName:                 "lang.name",
	kLangSwitch:               "lang.switch",
	kLangPick:                 "lang.pick",
	kSkip:                     "skip",
	kNavLabel:                 "nav.label",
	kNavHome:                  "nav.home",
	kNavRulesets:              "nav.rulesets",
	kNavCompare:               "nav.compare",
	kNavNotation:              "nav.notation",
	kNavSources:               "nav.sources",
	kSectionOther:             "section.other",
	kFooter:                   "footer",
	kRemoved:                  "removed",
	kPurse:                    "purse",
	kExtra:                    "extra",
	kReplay:                   "replay",
	kReplayEnd:                "replay.end",
	kReplayMoves:              "replay.moves",
	kReplayShow:               "replay.show",
	kThrowMarked:              "throw.marked",
	kPosition:                 "position",
	kCardsTitle:               "cards.title",
	kLegendPlayed:             "legend.played",
	kLegendCan:                "legend.can",
	kLegendTower:              "legend.tower",
	kLegendPrisoner:           "legend.prisoner",
	kLegendPromoted:           "legend.promoted",
	kGlanceTitle:              "glance.title",
	kGlanceToc:                "glance.toc",
	kGlanceWinRace:            "glance.win.race",
	kGlanceWinCapture:         "glance.win.capture",
	kCardOpen:                 "card.open",
	kComparePath:              "compare.path",
	kCompareSquares:           "compare.squares",
	kComparePieces:            "compare.pieces",
	kCompareDice:              "compare.dice",
	kCompareChances:           "compare.chances",
	kCompareNomove:            "compare.nomove",
	kCompareRosettes:          "compare.rosettes",
	kCompareCapture:           "compare.capture",
	kCompareExtra:             "compare.extra",
	kCompareEntry:             "compare.entry",
	kCompareExit:              "compare.exit",
	kCompareMoney:             "compare.money",
	kCompareYes:               "compare.yes",
	kCompareNo:                "compare.no",
	kBoardMarks:               "board.marks",
	kMarkRosette:              "mark.rosette",
	kMarkEyes:                 "mark.eyes",
	kMarkFiveDots:             "mark.five-dots",
	kPathOf:                   "path.of",
	kPathStandard:             "path.standard",
	kPathLongRoad:             "path.long-road",
	kPathMurray:               "path.murray",
	kDice3bZero4:              "dice.3b-zero-4",
	kDice3b:                   "dice.3b",
	kDice4b:                   "dice.4b",
	kDice3bBell:               "dice.3b-bell",
	kDiceD6Rethrow:            "dice.d6-rethrow",
	kDiceD6:                   "dice.d6",
	kEntryAny:                 "entry.any",
	kEntryOnly:                "entry.only",
	kEntryOnto:                "entry.onto",
	kExitExact:                "exit.exact",
	kExitLast:                 "exit.last",
	kRosetteAgain:             "rosette.again",
	kRosetteGuarded:           "rosette.guarded",
	kRosetteStop:              "rosette.stop",
	kRosetteShared:            "rosette.shared",
	kRosetteSingle:            "rosette.single",
	kCaptureSend:              "capture.send",
	kCaptureGuarded:           "capture.guarded",
	kCaptureShared:            "capture.shared",
	kExtraRosette:             "extra.rosette",
	kExtraCapture:             "extra.capture",
	kExtraExit:                "extra.exit",
	kExtraTable:               "extra.table",
	kExtraTablePost:           "extra.table.post",
	kCompareTable:             "compare.table",
	kExtraOne:                 "extra.one",
	kDiceTetraStick:           "dice.tetra-stick",
	kDiceBinary:               "dice.binary",
	kDiceDie:                  "dice.die",
	kEntryNumbered:            "entry.numbered",
	kMoneyLate:                "money.late",
	kKioskTitle:               "kiosk.title",
	kKioskIntro:               "kiosk.intro",
	kKioskHome:                "kiosk.home",
	kKioskStill:               "kiosk.still",
	kKioskBack:                "kiosk.back",
	kKioskStay:                "kiosk.stay",
	kKioskTouch:               "kiosk.touch",
	kKioskMore:                "kiosk.more",
	kKioskAbout:               "kiosk.about",
	kNavReader:                "nav.reader",
	kReaderLoad:               "reader.load",
	kReaderDrop:               "reader.drop",
	kReaderFile:               "reader.file",
	kReaderPaste:              "reader.paste",
	kReaderRead:               "reader.read",
	kReaderDownload:           "reader.download",
	kReaderLink:               "reader.link",
	kReaderShare:              "reader.share",
	kReaderSamples:            "reader.samples",
	kReaderPlies:              "reader.plies",
	kReviewGraph:              "review.graph",
	kReviewLightWins:          "review.light.wins",
	kReviewDarkWins:           "review.dark.wins",
	kReviewInaccuracy:         "review.inaccuracy",
	kReviewMistake:            "review.mistake",
	kReviewBlunder:            "review.blunder",
	kReviewCount:              "review.count",
	kReviewLost:               "review.lost",
	kReviewFlagged:            "review.flagged",
	kReviewAccuracy:           "review.accuracy",
	kReviewLuck:               "review.luck",
	kReviewSidesHow:           "review.sides.how",
	kReviewNone:               "review.none",
	kReviewMethod:             "review.method",
	kReaderReview:             "reader.review",
	kReaderReviewQuick:        "reader.review.quick",
	kReaderReviewFull:         "reader.review.full",
	kReaderReviewDone:         "reader.review.done",
	kReaderReviewFailed:       "reader.review.failed",
	kReaderReviewChance:       "reader.review.chance",
	kReaderReviewBeside:       "reader.review.beside",
	kReaderRuleset:            "reader.ruleset",
	kReaderLight:              "reader.light",
	kReaderDark:               "reader.dark",
	kReaderDate:               "reader.date",
	kReaderEvent:              "reader.event",
	kReaderResult:             "reader.result",
	kReaderWonLight:           "reader.won.light",
	kReaderWonDark:            "reader.won.dark",
	kReaderUnfinished:         "reader.unfinished",
	kMoneyRules:               "money.rules",
	kCompareNone:              "compare.none",
	kCaptureCover:             "capture.cover",
	kNotfoundTitle:            "notfound.title",
	kNotfoundText:             "notfound.text",
	kNotfoundHome:             "notfound.home",
	kExitGoal:                 "exit.goal",
	kNavPlay:                  "nav.play",
	kNavRace:                  "nav.race",
	kNavCapture:               "nav.capture",
	kNavMenu:                  "nav.menu",
	kHomeStart:                "home.start",
	kHomeStartText:            "home.start.text",
	kHomeStartPlay:            "home.start.play",
	kCardRules:                "card.rules",
	kCardRace:                 "card.race",
	kCardCapture:              "card.capture",
	kCardPieces:               "card.pieces",
	kCardSquares:              "card.squares",
	kCardDiceBinary:           "card.dice.binary",
	kCardDiceD6:               "card.dice.d6",
	kCardDiceStick:            "card.dice.stick",
	kFeatPrisoners:            "feature.prisoners",
	kFeatTowers:               "feature.towers",
	kFeatPowers:               "feature.powers",
	kFeatNumbered:             "feature.numbered",
	kFeatTokens:               "feature.tokens",
	kFeatStakes:               "feature.stakes",
	kFeatStops:                "feature.stops",
	kFeatAgain:                "feature.again",
	kSectionOtherShort:        "section.other.short",
	kPrint:                    "print",
	kPlayIndexTitle:           "play.index.title",
	kPlayIndexIntro:           "play.index.intro",
	kPlayHeading:              "play.heading",
	kPlayRules:                "play.rules",
	kPlayThis:                 "play.this",
	kPlayNeeds:                "play.needs",
	kPlaySide:                 "play.side",
	kPlaySideLight:            "play.side.light",
	kPlaySideDark:             "play.side.dark",
	kPlaySideDraw:             "play.side.draw",
	kPlayOpponent:             "play.opponent",
	kPlayComputer:             "play.computer",
	kPlayLevel:                "play.level",
	kPlayLevel1:               "play.level.1",
	kPlayLevel2:               "play.level.2",
	kPlayLevel3:               "play.level.3",
	kPlayFriend:               "play.friend",
	kPlayWatch:                "play.watch",
	kPlayStart:                "play.start",
	kPlayMoves:                "play.moves",
	kPlayCopy:                 "play.copy",
	kPlayDownload:             "play.download",
	kPlayOpen:                 "play.open",
	kPlayReview:               "play.review",
	kHint:                     "hint",
	kHintWait:                 "hint.wait",
	kHintSays:                 "hint.says",
	kHintChances:              "hint.chances",
	kHintNone:                 "hint.none",
	kHintFailed:               "hint.failed",
	kAtlasTitle:               "atlas.title",
	kAtlasHist:                "atlas.hist",
	kAtlasPlies:               "atlas.plies",
	kAtlasTurns:               "atlas.turns",
	kAtlasFirst:               "atlas.first",
	kAtlasPerGame:             "atlas.pergame",
	kAtlasCaptures:            "atlas.captures",
	kAtlasPrisoners:           "atlas.prisoners",
	kAtlasAgain:               "atlas.again",
	kAtlasLost:                "atlas.lost",
	kAtlasWarriors:            "atlas.warriors",
	kAtlasTwins:               "atlas.twins",
	kAtlasVisions:             "atlas.visions",
	kAtlasPaid:                "atlas.paid",
	kAtlasWinnerPurse:         "atlas.purse.winner",
	kAtlasLoserPurse:          "atlas.purse.loser",
	kAtlasMethod:              "atlas.method",
	kAtlasCompare:             "atlas.compare",
	kAtlasColRuleset:          "atlas.col.ruleset",
	kAtlasColMean:             "atlas.col.mean",
	kAtlasColMedian:           "atlas.col.median",
	kAtlasColP90:              "atlas.col.p90",
	kAtlasColFirst:            "atlas.col.first",
	kAtlasColEqual:            "atlas.col.equal",
	kAtlasColCaptures:         "atlas.col.captures",
	kAtlasColAgain:            "atlas.col.again",
	kAtlasSkill:               "atlas.skill",
	kAtlasMethodSkill:         "atlas.method.skill",
	kAtlasColSkillRandom:      "atlas.col.skill.random",
	kAtlasColSkillBeginner:    "atlas.col.skill.beginner",
	kPlayNew:                  "play.new",
	kPlayReviewThis:           "play.review.this",
	kPlayOptions:              "play.options",
	kPlayCoords:               "play.coords",
	kPlaySound:                "play.sound",
	kPlayKeys:                 "play.keys",
	kPlayKeyThrow:             "play.key.throw",
	kPlayKeyPiece:             "play.key.piece",
	kPlayKeyMove:              "play.key.move",
	kPlayKeyEnter:             "play.key.enter",
	kPlayKeyPass:              "play.key.pass",
	kPlayKeyUndo:              "play.key.undo",
	kPlayKeyNew:               "play.key.new",
	kPlayKeyPast:              "play.key.past",
	kPlayKeyBack:              "play.key.back",
	kKeySpace:                 "key.space",
	kKeyEscape:                "key.escape",
	kPlayPast:                 "play.past",
	kPlayBack:                 "play.back",
	kKeyEnter:                 "key.enter",
	kRefusalGameOver:          "refusal.game-over",
	kRefusalLostThrow:         "refusal.lost-throw",
	kRefusalNoPiece:           "refusal.no-piece",
	kRefusalWrongDistance:     "refusal.wrong-distance",
	kRefusalOvershoot:         "refusal.overshoot",
	kRefusalOwnPiece:          "refusal.own-piece",
	kRefusalRosetteOccupied:   "refusal.rosette-occupied",
	kRefusalMustStopOnRosette: "refusal.must-stop-on-rosette",
	kRefusalLastRosetteFull:   "refusal.last-rosette-full",
	kRefusalEnterNeedsFive:    "refusal.enter-needs-five",
	kRefusalMoveCompulsory:    "refusal.move-compulsory",
	kRefusalNoChoice:          "refusal.no-choice",
	kRefusalPrisoner:          "refusal.prisoner",
	kRefusalForwardOnly:       "refusal.forward-only",
	kRefusalBeyondRange:       "refusal.beyond-range",
	kRefusalMustCarry:         "refusal.must-carry",
	kRefusalNothingToLeave:    "refusal.nothing-to-leave",
	kRefusalPrisonersForward:  "refusal.prisoners-forward",
	kRefusalArrivalFull:       "refusal.arrival-full",
	kRefusalCampClosed:        "refusal.camp-closed",
	kRefusalWarriorOnTwo:      "refusal.warrior-on-two",
	kRefusalWarriorAlone:      "refusal.warrior-alone",
	kRefusalSquareFull:        "refusal.square-full",
	kRefusalTwinsNeedTwins:    "refusal.twins-need-twins",
	kRefusalVisionHolds:       "refusal.vision-holds",
	kRefusalEntryThrow:        "refusal.entry-throw",
	kRefusalCannotPay:         "refusal.cannot-pay",
	kRefusalCarryCount:        "refusal.carry-count",
	kRefusalPayEnters:         "refusal.pay-enters",
	kThrowThen:                "throw.then",
	kThrowYes:                 "throw.yes",
	kThrowNo:                  "throw.no",
	// The comparison's pages: a pair side by side, every ruleset fact by fact.
	kCompareFamily:   "compare.family",
	kFamilyRace:      "family.race",
	kFamilyCapture:   "family.capture",
	kFamilyPowers:    "family.powers",
	kFamilyNumbered:  "family.numbered",
	kPairTitle:       "compare.pair.title",
	kPairDesc:        "compare.pair.description",
	kCompareAll:      "compare.all",
	kCompareAllIntro: "compare.all.intro",
	kCompareDrawn:    "compare.drawn",
	kCompareOverview: "compare.overview",
	kCompareChoose:   "compare.choose",
	kCompareWith:     "compare.with",
	kCompareShown:    "compare.shown",
	kCompareDiffer:   "compare.differ",
	kCompareAlike:    "compare.alike",
	kCompareDiffers:  "compare.differs",
	kCompareSame:     "compare.same",
}

// tables are the catalogue's words, by language.
var tables = [words.Count]*[numKeys]string{words.EN: &en, words.FR: &fr}

// T is the word named key in the language of code: the site's, else the
// player's (ui.T). A missing key shows as itself, and the tests fail on
// it.
func T(code, key string) string {
	for k, n := range names {
		if n == key {
			return tables[words.Of(code)][k]
		}
	}
	return ui.T(code, key)
}
