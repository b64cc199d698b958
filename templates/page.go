package templates

import (
	"strconv"
	"strings"

	"github.com/a-h/templ"
)

// CSP is the Content-Security-Policy of every page: nothing but the site's
// own files, no inline script or style.
// 'wasm-unsafe-eval' lets the page compile the player's WebAssembly; it
// allows no JavaScript eval.
const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'"

// Page is what the layout needs to know of a page.
type Page struct {
	Lang        string
	Title       string
	Description string
	Root        string // relative path from the page to the site's root: "../../"
	Self        string // the page's path from the root: "en/royal/"
	Alternates  []Link // the page in every language, its own included
	Home        Link   // the home page in the page's language: the brand's link
	Nav         []NavItem
	Scripts     []string // extra scripts, from the root (the dev server's reload)
	// WASM is the player module's path from the root, on pages that have
	// replays; its scripts come with it.
	WASM string
	// Reader is the game reader's page: the player starts with no replay
	// and the reader's build of the module.
	Reader bool
	// Play is a ruleset's play page.
	Play bool
	// Review is the reader's build of the module, on pages whose replays
	// can be played on in teaching mode (a worker asks it for a hint) and
	// on the play pages (a worker reviews the game).
	Review string
	// Rules are the site's rulesets in the compact form, one per line
	// (rules.Spec.Compact): the module knows none of its own, and the
	// page defines them in each instance of it (dom.js, rulesets).
	Rules string
}

// BodyAttrs tell the player script where the module is, and the style
// sheet which kind of page it is (data-home, data-play, data-reader):
// main:has() would have the browser check again at every change in the
// page (style.css).
func (p Page) BodyAttrs() templ.Attributes {
	a := templ.Attributes{}
	if p.Home.Current {
		a["data-home"] = ""
	}
	if p.Play {
		a["data-play"] = ""
	}
	if p.Reader {
		a["data-reader"] = ""
	}
	if p.WASM == "" {
		return a
	}
	a["data-wasm"], a["data-rules"] = p.Root+p.WASM, p.Rules
	if p.Review != "" {
		a["data-wasm-review"] = p.Root + p.Review
	}
	if p.Review != "" || p.Reader {
		// The hint's words (player.js), which the player's module does
		// without.
		for _, k := range [...]string{"hint", "hint.wait", "hint.says", "hint.chances", "hint.none", "hint.failed"} {
			a["data-"+strings.ReplaceAll(k, ".", "-")] = T(p.Lang, k)
		}
	}
	throwWordAttrs(a, p.Lang)
	return a
}

// throwWordAttrs adds to a page's body the words its scripts put in place of
// a throw's notation ("3+", "6,3"): the module, whose size is counted,
// does without them.
func throwWordAttrs(a templ.Attributes, lang string) {
	for _, k := range [...]string{"yes", "no", "then"} {
		a["data-throw-"+k] = T(lang, "throw."+k)
	}
}

// RefusalNames are the names, in lang, of the rules whose codes the
// engine gives, by code: what a page shows for a refused move, the code
// staying the link's anchor.
func RefusalNames(lang string) [][2]string {
	var out [][2]string
	for k, name := range names {
		if code, ok := strings.CutPrefix(name, "refusal."); ok {
			out = append(out, [2]string{code, T(lang, names[k])})
		}
	}
	return out
}

// Link is a link of the navigation or a language alternate.
type Link struct {
	Label, Href, Lang string
	Current           bool
}

// NavItem is an entry of the navigation: a link, or a group of links
// under a name (Items set, Href empty), which the page shows as a
// disclosure.
type NavItem struct {
	Link
	Items []Link
}

// Current reports whether the entry is, or holds, the page shown.
func (n NavItem) Current() bool {
	for _, l := range n.Items {
		if l.Current {
			return true
		}
	}
	return n.Link.Current
}

// Other returns the link to the page in the other language.
func (p Page) Other() Link {
	for _, a := range p.Alternates {
		if a.Lang != p.Lang {
			return a
		}
	}
	return Link{}
}

// Card is a ruleset on the home page.
type Card struct {
	ID, Title, Description, Href string
	Board                        Board
	PlayHref                     string // its play page, when the card links to it
	// Facts say what the ruleset is at a glance (race or capture, path,
	// pieces, dice); Features what sets it apart from the others.
	Facts, Features []string
}

// HomeView is the home page: its text's lead (before its first section)
// and the rest, the rulesets' cards, the board with its marks, and the
// list of games to play ("" without a player).
type HomeView struct {
	Lang, Lead, Rest string
	Cards            []Card
	Board            Board
	PlayHref         string
}

// PlayView is a ruleset's play page.
type PlayView struct {
	Lang, Ruleset, Title string
	Binary               int    // how many two-sided dice, 0 for a die
	Capture              bool   // a capture game: its board's pieces need a legend
	RulesHref            string // the rules page, from the play page
	ReaderHref           string // the reader, from the play page; "" without one
	// Paths are each side's squares in the order its pieces go, light's
	// then dark's, "d1 c1 …": a piece played slides along them.
	Paths [2]string
}

// Compared is a ruleset as the comparison names it: its id, its short
// name (the navigation's), and its rules page from the page, "" without
// one.
type Compared struct {
	ID, Name, Href string
}

// Cell is what a row of the comparison says of a ruleset: words, and for
// the path and the dice their drawing.
type Cell struct {
	Text  string
	Board *Board
	Chart *Chart
}

// Row is a line of the comparison of rulesets side by side: a fact, then
// its value for each ruleset shown, or, when they all agree, one cell
// across them. A fact more (a statistic of simulated games) is a row
// more.
type Row struct {
	ID      string // its anchor: "fact-dice"
	Label   string
	Cells   []Cell
	Differs bool // the rulesets shown do not all say the same
}

// Group is a value of a fact and the rulesets that share it.
type Group struct {
	Value    string
	Rulesets []Compared
}

// Fact is a row of the comparison of every ruleset: its values, each
// with the rulesets that give it.
type Fact struct {
	ID, Label string
	Groups    []Group
}

// Choice is a link of the comparison's chooser: to the page of the pair
// it makes, Current when that is the pair shown.
type Choice struct {
	Name, Href string
	Current    bool
}

// Chooser offers, for a ruleset shown, the others to compare it with.
type Chooser struct {
	Keep Compared
	With []Choice
}

// Drawn is a ruleset's path and dice, drawn.
type Drawn struct {
	Compared
	Board Board
	Chart Chart
}

// Comparison is the generated part of a comparison page: the rulesets
// shown side by side and their rows, the links that choose others, and on
// the overview every ruleset, fact by fact and drawn.
type Comparison struct {
	Lang     string
	Shown    []Compared
	Rows     []Row
	Choose   []Chooser
	Caption  string         // the rulesets shown, named: "Common rules and Bell side by side"
	Overview string         // from a pair's page, the overview; "" on it
	All      []Fact         // the overview's
	Drawn    []Drawn        // the overview's
	Atlas    []AtlasFigures // the overview's: the rulesets in figures
}

// Differing are the rows where the rulesets shown differ.
func (c Comparison) Differing() []Row {
	var out []Row
	for _, r := range c.Rows {
		if r.Differs {
			out = append(out, r)
		}
	}
	return out
}

// listPunct is what follows item i of a list of n in a sentence.
func listPunct(i, n int) string {
	if i == n-1 {
		return "."
	}
	return ", "
}

// Chart is a ruleset's dice distribution drawn as horizontal bars, a line
// per move value, Height units high (the width is ChartWidth).
type Chart struct {
	Label  string
	Bars   []Bar
	Height int
}

// Bar is the chance of one move value: its line's top, and its length.
type Bar struct {
	Label   string // the move value
	Percent string // "37.5%"
	Y, W    int
}

// The chart's geometry, in units of its viewBox: the width, the margin
// above and below the bars, the height of a line, where bars start, and
// the length of a bar of chance 1.
const (
	ChartWidth = 240
	ChartTop   = 4
	ChartLine  = 22
	ChartBar   = 56 // room for the French « aucun » in DejaVu Sans, Debian's only sans-serif
	ChartScale = 300
)

// Kiosk is what the kiosk's pages need to know.
// KioskCols is the class that lays n cards out on the kiosk's start
// screen in landscape: two rows, as many columns as they take (five at
// least, eight at most), so that each card keeps its board and words.
func KioskCols(n int) string {
	return "cols-" + strconv.Itoa(min(max((n+1)/2, 5), 8))
}

// KioskClip is how many characters of a ruleset's description a start
// screen of n cards shows: as many as its columns' lines hold.
func KioskClip(n int) int {
	if (n+1)/2 >= 6 {
		return 56
	}
	return 100
}

// Clip cuts s to at most n bytes at a space, so that no word or number
// is cut ("on a 2…" for 27 squares), and ends it with "…".
func Clip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	cut := strings.LastIndexByte(s[:n], ' ')
	if cut <= 0 {
		return s
	}
	return strings.TrimRight(s[:cut], ",;:\u00a0") + "…"
}

// Glance is a rules page's opening: the board with the ruleset's route,
// the facts and features of its card, how the game is won, and the
// page's sections as links.
type Glance struct {
	Board    Board
	Facts    []string
	Features []string
	Win      string
	Sections []Link
}

type Kiosk struct {
	Lang     string
	Root     string   // relative path from the page to the site's root
	Home     string   // the start screen of Lang, from the page
	Other    Link     // this page in the other language
	Langs    []Link   // the start screens, on the entry page
	Scripts  []string // the player's, from the root, on pages with replays
	WASM     string   // the player module, from the root
	Rules    string   // the rulesets in the compact form, as Page's
	Settings KioskSettings
	Loop     []string // the rulesets whose pages the attract loop plays
	Play     bool     // a play page (data-play, as Page's)
}

// KioskSection is a part of a rules page as the kiosk lays it out, the
// board first: its heading, its first paragraph, the rest of its text
// (shown on demand) and its replays, each as HTML. The page's opening
// part has no heading.
type KioskSection struct {
	Heading, Lead, More string
	Replays             []string
}

// KioskSettings are the kiosk's settings (content/kiosk.yaml); the
// entry page's query can change them: /kiosk/?lang=fr&idle=90.
type KioskSettings struct {
	Lang      string `yaml:"lang"`      // the starting language
	Idle      int    `yaml:"idle"`      // seconds without a touch before "still there?"
	Countdown int    `yaml:"countdown"` // seconds that question waits before going home
	Attract   int    `yaml:"attract"`   // seconds without a touch on the start screen before the attract loop
}

// Attrs carry the kiosk's settings to its script.
func (k Kiosk) Attrs(kind string) templ.Attributes {
	a := templ.Attributes{
		"data-kiosk":     kind,
		"data-root":      k.Root,
		"data-lang":      k.Settings.Lang,
		"data-idle":      itoa(k.Settings.Idle),
		"data-countdown": itoa(k.Settings.Countdown),
		"data-attract":   itoa(k.Settings.Attract),
		"data-loop":      strings.Join(k.Loop, " "),
	}
	if k.Play {
		a["data-play"] = ""
	}
	if k.WASM != "" {
		a["data-wasm"] = k.Root + k.WASM
		a["data-rules"] = k.Rules
		throwWordAttrs(a, k.Lang)
	}
	return a
}

// Sample is an annotated game the reader lists.
type Sample struct {
	Ruleset, Title, Href string
	Name                 string // the ruleset's name
	Plies                int
	Review               *Review
	ReviewHref           string // the review's file, for the reader's page
}

// isModule reports whether a script is one of the site's ES modules
// (templates/static): the toolchain's wasm_exec.js and the dev server's
// scripts are classic.
func isModule(src string) bool {
	return strings.HasPrefix(src, "assets/") && !strings.Contains(src, "wasm_exec")
}
