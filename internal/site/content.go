package site

import (
	"github.com/urtext/urtext/internal/atlas"
	"strings"

	"github.com/yuin/goldmark/ast"

	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/rules/notation"
	"github.com/urtext/urtext/rules/review"
	"github.com/urtext/urtext/templates"
)

// content is what load reads from the content's files: the replays
// played, the pages parsed, the annotated games and the kiosk's
// settings. Nothing changes it once load returns: check reads it, and
// the targets render it, concurrently.
type content struct {
	prefix   string           // Options.Prefix, before content paths in errors
	rulesets *rules.Catalogue // those rulesets/ describes, else the engine's
	// described: the rulesets are the descriptions' (rulesets/), each of
	// which must have its pages; the engine's own need only be where a
	// page or a replay uses them.
	described bool
	// names are the descriptions' names of their rulesets, by id and
	// language: what the site calls a ruleset wherever it names one.
	names   map[string]map[string]string
	compact string                        // the rulesets in the compact form, one per line, for the module
	replays map[string][]*notation.Replay // by file under replays/, each file's games played
	failed  map[string]bool               // replay files that did not parse, play or name their rule
	used    map[string]bool               // replay files named by a page
	games   []sample                      // the reader's annotated games, in file order
	pages   map[string][]*page            // by language, in name order
	kiosk   templates.KioskSettings
	atlas   *atlas.File // the variant atlas, when the content has one
}

// meta is a page's front matter.
type meta struct {
	Title       string `yaml:"title"`
	Description string `yaml:"description"`
	Ruleset     string `yaml:"ruleset"`
	Nav         string `yaml:"nav"` // a short label for the navigation
}

// page is a Markdown page of one language, parsed and indexed.
type page struct {
	lang, name string // "en", "royal" ("index" for the home page)
	file       string // as shown in errors
	src        []byte
	doc        ast.Node
	meta       meta
	rules      *rules.Ruleset // for a ruleset page

	sections []section                // headings, in order
	ids      []string                 // every id of the page: sections and anchored codes
	replays  []replayRef              // replay blocks, in order
	codes    map[string]*ast.CodeSpan // refusal codes anchored on their first mention
	blocks   map[ast.Node][]replayRef // the replays of each replay or record block
	links    []mdLink                 // the links and images written in the page

	// broken is a page that could not be read: the checks across pages
	// leave it out rather than add knock-on errors to its own.
	broken bool
}

// mdLink is a link or an image of a page's Markdown, where it is written.
type mdLink struct {
	target string
	pos    notation.Pos
}

type section struct {
	id, title string
	level     int
	pos       notation.Pos
}

// replayRef is a replay on a page: a game of a replay file, or a record
// written in the page.
type replayRef struct {
	source string // "royal/path.ur#1", or "inline:N"
	id     string // element id
	played *notation.Replay
	pos    notation.Pos
}

// sample is an annotated game of games/, for the reader: played by the
// engine when the site is built, like the replays, and published as the
// record it is.
type sample struct {
	file   string // under games/
	replay *notation.Replay
	text   []byte // the record as published: LF line ends, no byte-order mark
	// Its review (urtext review), published beside it for the reader's
	// page to show without rating the game again.
	review     *review.File
	reviewText []byte
}

// path is the page's folder in a target, from the target's root: "en/",
// "fr/royal/".
func (p *page) path() string {
	if p.name == "index" {
		return p.lang + "/"
	}
	return p.lang + "/" + p.name + "/"
}

// up is the relative path from a file's folder (a path from the root
// ending in /, or a file's path) to the site's root: "../../".
func up(from string) string { return strings.Repeat("../", strings.Count(from, "/")) }

// find returns the page of a language by name.
func (c *content) find(lang, name string) *page {
	for _, p := range c.pages[lang] {
		if p.name == name {
			return p
		}
	}
	return nil
}

// inSite reports whether the content has a ruleset: a page in some
// language, or replays.
// name is what the site calls ruleset r in lang: its description's
// name, else (the engine's own rulesets) the title of its page q, else
// its id.
func (c *content) name(lang string, r *rules.Ruleset, q *page) string {
	if n := c.names[r.ID()][lang]; n != "" {
		return n
	}
	if q != nil {
		return q.meta.Title
	}
	return r.ID()
}

func (c *content) inSite(r *rules.Ruleset) bool {
	for _, lang := range templates.Langs {
		if c.find(lang, r.ID()) != nil {
			return true
		}
	}
	for file := range c.replays {
		if strings.HasPrefix(file, r.ID()+"/") {
			return true
		}
	}
	return false
}

// anyBroken reports whether a page could not be read, and so may be the
// one that uses a replay.
func (c *content) anyBroken() bool {
	for _, pages := range c.pages {
		for _, p := range pages {
			if p.broken {
				return true
			}
		}
	}
	return false
}

// start is the place of an error of a whole file: its first line.
var start = notation.Pos{Line: 1, Col: 1}
