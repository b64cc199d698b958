package site

import (
	"github.com/urtext/urtext/internal/said"
	"github.com/urtext/urtext/words"
)

// The site's own messages about its content (a page, a link, a replay's
// place), worded in English when the error is made (Error.Msg) and in
// the user's language when it is shown (Error.In): a message is a key
// and its arguments (internal/said), one table per language (say_en.go,
// say_fr.go), the refusals of the build's settings (-o, -base) among
// them.
type key uint8

// sayings are the tables, by language; their tests hold each to numKeys
// messages.
var sayings = said.Catalogue{words.EN: &sayEN, words.FR: &sayFR}

func say(k key, args ...said.Arg) *said.Message { return sayings.Say(int(k), args...) }

// The kinds of arguments (internal/said).
var (
	plain  = said.Plain
	number = said.Number
	quoted = said.Quoted
	orList = said.Or
	inner  = said.Inner
)

// The messages, by the file that gives them.
const (
	// frontmatter.go
	mFrontMatterMissing key = iota
	mFrontMatterUnclosed
	mFrontMatterEmpty
	mFrontMatterUnknownKey
	mFrontMatterTwice
	mFrontMatterText
	mFrontMatterNeeds
	// games.go
	mGameTitle
	mGameNoReview
	mGameReviewStale
	// kiosk.go
	mKioskLang
	mKioskSeconds
	mKioskUnknown
	// limits.go
	mIndent
	mNesting
	mBrackets
	// load.go
	mLangDir
	mNoReplay
	mReplayNoRule
	mReplayUnknownRule
	// page.go
	mUnknownRuleset
	mRulesetPageName
	mTitleHeading
	mHeadingID
	mIDTwice
	mRawHTML
	mLinkNotURL
	mLinkRuns
	// links.go, notfound.go
	mLink
	mLinkIn
	mPageIDTwice
	mNotURL
	mNoDescriptions
	mReviewLine
	mReviewNumber
	mReviewMover
	mReviewNoChoice
	mReviewChoice
	mReviewBest
	mReplayTooLong
	mPageTooHeavy
	mDescriptionNoPage
	mPageNameTaken
	mWriteFailed
	mLeaves
	mRootPath
	mAbove
	mNoFile
	mNoID
	mNotFoundRoot
	// check.go
	mOneLanguage
	mRulesetDiffers
	mNothing
	mSections
	mReplays
	mRulesPage
	mRulesMissing
	mRefusalsMissing
	mInterpretation
	mReplayNotShown
	mReplayOnNoPage
	// errors.go
	mMoreError
	mMoreErrors
	// output.go, site.go: the output folder and the base path
	mContentFolder
	mSourceFolder
	mOutputIs
	mOutputContains
	mOutputInside
	mOutputSymlink
	mOutputFile
	mOutputUnderFile
	mOutputForeign
	mOutputForeignMore
	mOutputForeignOneMore
	mBase
	numKeys
)
