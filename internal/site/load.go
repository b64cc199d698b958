package site

import (
	"errors"
	"io/fs"
	"path"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/yuin/goldmark/ast"

	"github.com/urtext/urtext/internal/records"
	"github.com/urtext/urtext/internal/said"
	"github.com/urtext/urtext/internal/variant"
	"github.com/urtext/urtext/rules"
	"github.com/urtext/urtext/rules/notation"
	"github.com/urtext/urtext/templates"
	"github.com/urtext/urtext/words"
)

// loader reads the content into a content value. Its errors are the
// load stage's: whatever can be said of one file at a time.
type loader struct {
	fsys fs.FS
	c    *content
	errs ErrorList
}

// load reads the content of fsys: it plays the replays and the annotated
// games, parses the pages and reads the kiosk's settings. A file that
// cannot be read or played is an error, and the content is still
// returned, as complete as it could be made, for check to say the rest.
func load(fsys fs.FS, prefix string) (*content, ErrorList) {
	l := &loader{fsys: fsys, c: &content{
		prefix:  prefix,
		replays: map[string][]*notation.Replay{},
		failed:  map[string]bool{},
		used:    map[string]bool{},
		pages:   map[string][]*page{},
	}}
	l.c.rulesets = l.loadRulesets()
	if len(l.errs) > 0 {
		// Only the descriptions' errors: every page and replay of a
		// ruleset they define would fail too, burying the one line that
		// says why.
		return l.c, l.errs
	}
	var compact []string
	for _, r := range l.c.rulesets.All() {
		compact = append(compact, r.Spec().Compact())
	}
	l.c.compact = strings.Join(compact, "\n")
	l.loadReplays()
	l.loadGames()
	l.loadPages()
	l.c.kiosk = l.kioskSettings()
	l.loadAtlas()
	return l.c, l.errs
}

// rulesetsDir holds the rulesets' descriptions (internal/variant).
const rulesetsDir = "rulesets"

// loadRulesets reads the rulesets the content describes: without a
// rulesets folder, the engine's own; with descriptions that fail, their
// errors (and the engine's own, which load goes no further with).
func (l *loader) loadRulesets() *rules.Catalogue {
	engine, _ := rules.NewCatalogue(rules.All())
	if _, err := fs.Stat(l.fsys, rulesetsDir); errors.Is(err, fs.ErrNotExist) {
		return engine
	}
	set, err := variant.ReadDir(l.fsys, rulesetsDir, l.c.prefix)
	var list variant.ErrorList
	switch {
	case errors.As(err, &list):
		for _, e := range list {
			l.errs = append(l.errs, &Error{File: e.File, Pos: e.Pos, Msg: e.Msg, in: func(lang words.Lang) string { return e.In(lang).Msg }})
		}
		return engine
	case err != nil:
		l.errorf(l.c.prefix+rulesetsDir, start, err.Error())
		return engine
	}
	if len(set.Descriptions) == 0 {
		// Every page and replay would name an unknown ruleset, with an
		// empty list of the known ones.
		l.say(l.c.prefix+rulesetsDir, start, say(mNoDescriptions))
		return engine
	}
	l.c.described = true
	l.c.names = map[string]map[string]string{}
	for _, d := range set.Descriptions {
		l.c.names[d.ID] = d.Names
	}
	return set.Catalogue
}

func (l *loader) errorf(file string, at notation.Pos, msg string) {
	l.errs.Add(file, at, msg)
}

// say adds the site's own message m at a place in a file.
func (l *loader) say(file string, at notation.Pos, m *said.Message) { l.errs.say(file, at, m) }

// readText reads a text file of the content, bounded in size and made
// what the parser reads (cleanSource); its errors name it as the content
// does.
func (l *loader) readText(name string) ([]byte, error) {
	data, err := records.Read(l.fsys, name)
	if ne, ok := err.(*notation.Error); ok {
		ne.File = l.c.prefix + name
	}
	if err != nil {
		return nil, err
	}
	return cleanSource(l.c.prefix+name, data)
}

// loadPages reads every page of every language.
func (l *loader) loadPages() {
	for _, lang := range templates.Langs {
		entries, err := fs.ReadDir(l.fsys, lang)
		if err != nil {
			l.say(l.c.prefix+lang, start, say(mLangDir, plain("lang", lang), plain("err", err.Error())))
			continue
		}
		var pages []*page
		for _, e := range entries {
			if e.IsDir() || path.Ext(e.Name()) != ".md" {
				continue
			}
			name := strings.TrimSuffix(e.Name(), ".md")
			file := l.c.prefix + lang + "/" + e.Name()
			src, err := records.Read(l.fsys, lang+"/"+e.Name())
			if ne, ok := err.(*notation.Error); ok {
				ne.File = file
			}
			if err != nil {
				l.errs.add(err)
				continue
			}
			p := &page{lang: lang, name: name, file: file, src: src, codes: map[string]*ast.CodeSpan{}, blocks: map[ast.Node][]replayRef{}}
			l.parsePage(p)
			pages = append(pages, p)
		}
		sort.Slice(pages, func(i, j int) bool { return pages[i].name < pages[j].name })
		l.c.pages[lang] = pages
	}
}

// refReplays adds the games of a replay file to a page.
func (l *loader) refReplays(p *page, file string, at notation.Pos) {
	played, ok := l.c.replays[file]
	if l.c.failed[file] {
		l.c.used[file] = true
		return // its own error is reported
	}
	if !ok {
		l.say(p.file, at, say(mNoReplay, quoted("file", file), plain("dir", l.c.prefix+"replays/")))
		return
	}
	l.c.used[file] = true
	base := "r-" + strings.ReplaceAll(strings.TrimSuffix(file, records.Ext), "/", "-")
	for i, rp := range played {
		n := strconv.Itoa(i + 1)
		p.replays = append(p.replays, replayRef{source: file + "#" + n, id: base + "-" + n, played: rp, pos: at})
	}
}

// loadReplays plays every replay of the content; a failing one is an
// error of the build.
func (l *loader) loadReplays() {
	failed := l.playAll("replays", func(rec records.Record, rp *notation.Replay) {
		file := strings.TrimPrefix(rec.File, "replays/")
		if l.checkRuleTag(rec) {
			l.c.replays[file] = append(l.c.replays[file], rp)
		} else {
			l.c.failed[file] = true
		}
	})
	for file := range failed {
		l.c.failed[strings.TrimPrefix(file, "replays/")] = true
	}
}

// checkRuleTag holds a replay to what the tests ask of it: a [Rule] tag
// naming a rule or a refusal of its ruleset. (Its titles are checked when
// it is played.)
func (l *loader) checkRuleTag(rec records.Record) bool {
	file := l.c.prefix + rec.File
	// A replay is drawn ply by ply into its page (about 3 KB a ply, and
	// again in the kiosk's copy): one too long would make pages of
	// hundreds of megabytes.
	if n := rec.Game.Plies(); n > maxReplayPlies {
		at := rec.Game.Pos
		for i, k := 0, 0; i < len(rec.Game.Items); i++ {
			if it := rec.Game.Items[i]; it.Kind == notation.PlyItem {
				if k++; k > maxReplayPlies {
					at = it.Pos
					break
				}
			}
		}
		l.say(file, at, say(mReplayTooLong, said.Number("n", n), said.Number("max", maxReplayPlies)))
		return false
	}
	id, _ := rec.Game.Tag("Ruleset")
	r, _ := l.c.rulesets.Lookup(id) // the game was played: its ruleset exists
	known := slices.Clone(r.RuleIDs())
	for _, why := range r.Refusals() {
		if !slices.Contains(known, why.Code()) {
			known = append(known, why.Code())
		}
	}
	var tag *notation.Tag
	for i := range rec.Game.Tags {
		if rec.Game.Tags[i].Name == "Rule" {
			tag = &rec.Game.Tags[i]
		}
	}
	switch {
	case tag == nil:
		l.say(file, rec.Game.Pos, say(mReplayNoRule, orList("rules", known)))
		return false
	case !slices.Contains(known, tag.Value):
		l.say(file, tag.Pos, say(mReplayUnknownRule, plain("ruleset", id), quoted("rule", tag.Value), orList("rules", known)))
		return false
	}
	return true
}

// playAll plays every record under dir, when the content has one; a record
// that does not parse or play is an error of the build, and the others go
// to played. It returns the files that failed, as paths in the content.
func (l *loader) playAll(dir string, played func(records.Record, *notation.Replay)) map[string]bool {
	failed := map[string]bool{}
	if _, err := fs.Stat(l.fsys, dir); err != nil {
		return failed
	}
	recs, errs := records.Load(l.fsys, dir)
	for _, err := range errs {
		if ne, ok := err.(*notation.Error); ok {
			failed[ne.File] = true
			ne.File = l.c.prefix + ne.File
		}
		l.errs.add(err)
	}
	for _, rec := range recs {
		rp, err := notation.PlayIn(l.c.rulesets, l.c.prefix+rec.File, rec.Game)
		if err != nil {
			failed[rec.File] = true
			l.errs.add(err)
			continue
		}
		played(rec, rp)
	}
	return failed
}
