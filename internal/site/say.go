package site

import (
	"strconv"

	"github.com/urtext/urtext/internal/ascii"
	"github.com/urtext/urtext/internal/yamlfile"
	"github.com/urtext/urtext/words"
)

// The site's own messages about its content (a page, a link, a replay's
// place), worded in English when the error is made (Error.Msg) and in
// the user's language when it is shown (Error.In): a message is a key
// and its arguments, one table per language (say_en.go, say_fr.go). The
// build's settings (-o, -base) and the descriptions' messages
// (internal/variant, their YAML's included) are in English only.
type key uint8

// said is a message: its key and its arguments.
type said struct {
	key  key
	args []arg
}

// An arg fills the placeholder {name}: text as it is, quoted input (in
// each language's quote marks), a list ("a, b or c") or a message within.
type arg struct {
	name string
	kind argKind
	text string
	list []string
	sub  *said
}

type argKind uint8

const (
	plainArg argKind = iota
	quotedArg
	orArg
	subArg
)

func say(k key, args ...arg) *said           { return &said{key: k, args: args} }
func plain(name, text string) arg            { return arg{name: name, text: text} }
func number(name string, n int) arg          { return arg{name: name, text: strconv.Itoa(n)} }
func quoted(name, text string) arg           { return arg{name: name, kind: quotedArg, text: text} }
func orList(name string, items []string) arg { return arg{name: name, kind: orArg, list: items} }
func inner(name string, sub *said) arg       { return arg{name: name, kind: subArg, sub: sub} }
func (m *said) in(l words.Lang) string       { return words.Fill(sayings[l].messages[m.key], m.vars(l)...) }
func (m *said) vars(l words.Lang) []string {
	t := sayings[l]
	vars := make([]string, 0, 2*len(m.args))
	for _, a := range m.args {
		v := a.text
		switch a.kind {
		case quotedArg:
			q := ascii.Quote(a.text)
			v = t.quotes[0] + q[1:len(q)-1] + t.quotes[1]
		case orArg:
			v = yamlfile.OrListIn(l, a.list)
		case subArg:
			v = a.sub.in(l)
		}
		vars = append(vars, a.name, v)
	}
	return vars
}

// wording is the site's messages in one language.
type wording struct {
	messages [numKeys]string
	quotes   [2]string // around quoted input
}

var sayings = [words.Count]*wording{words.EN: &sayEN, words.FR: &sayFR}

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
	numKeys
)
