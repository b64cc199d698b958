// Package site builds the static bilingual site from the content: the
// pages of each language (Markdown with front matter), the replays played
// by the engine and drawn as board diagrams, the generated home cards and
// comparison, the reader's annotated games, and the kiosk. It checks what
// a reader would trip over: a page missing in a language, sections or
// replays that differ between languages, a rule without its section, a
// link or an anchor that goes nowhere.
//
// # The content
//
// Build reads an fs.FS (content/, or the copy embedded in the binary):
//
//	en/<name>.md, fr/<name>.md   the pages, Markdown with front matter
//	replays/<ruleset>/<rule>.ur  the replays, shown by ```replay blocks
//	games/<ruleset>.ur           the reader's annotated games
//	kiosk.yaml                   the kiosk's settings (optional)
//
// Options.Prefix names the content in errors ("content/").
//
// # Stages
//
// A build is four stages, each a function of the values the ones before
// return: none changes the content once it is loaded, and none writes a
// file (Build returns them).
//
//  1. load(fsys, prefix) reads the content into a content value: every
//     replay and annotated game played by the engine, every page read
//     (its text cleaned and bounded, its front matter, its Markdown
//     parsed and indexed: sections, replays, links, refusal codes), the
//     kiosk's settings. Its errors are those of one file at a time.
//  2. check(c) compares what no single file shows: both languages have
//     every page, with the same sections and replays in the same order;
//     a ruleset's page has a section for each of its rules, states each
//     refusal, shows each replay and ends with its readings; every replay
//     is on a page. The build stops here on any error of load or check.
//  3. render(c, t, d) makes the files of a target from the content: its
//     pages are rendered in parallel, as many at once as there are
//     processors, since they share nothing that changes. The replays'
//     drawings d, most of a page's work, are made once for the build and
//     shared by the targets (a replay on a rules page and on its kiosk
//     copy is drawn once); a drawing is keyed by all it is made of: the
//     replay, its language, id and source, and where its refused moves
//     link to.
//  4. checkLinks(c, files, targets, base) reads every built page: a link,
//     script or style sheet that leaves the site or goes nowhere, a
//     fragment with no such id on its page, an id used twice, is an
//     error. A link written in a page's Markdown is reported once, at its
//     line and column in the page, not in each page built from it.
//
// Build returns the files as a Site, which Site.Write writes to a folder
// (see Guard) and Site.ServeHTTP serves from memory.
//
// # Targets
//
// A target is one rendering of the content, with its place in the site
// and its policy for links:
//
//   - the site: index.html (the choice of language), every page under
//     en/ and fr/, 404.html, and the annotated games under games/; every
//     link stays. With a player, each ruleset has a play page under its
//     own (en/royal/play/), linked from the top of its rules page and from
//     its card, and each language a list of them (en/play/) in the
//     navigation.
//   - the kiosk, under kiosk/: a start screen per language, the rules
//     pages with their play pages, and a manifest; a link stays only to
//     another rules page of the kiosk or within the page, anything else
//     becomes plain text, so that the kiosk has no way out.
//
// The assets (assets/: the style sheet, scripts, icons, and the browser
// player of Options.Player) are shared. The kiosk's service worker,
// kiosk/sw.js, is made last from the kiosk's files and the assets as
// values: the list of what it keeps offline, and a version that is a hash
// of them.
//
// Every link is relative, so that the site works from any folder, but for
// the 404 page's: a host serves it at any depth, so its links start from
// the path the site is published at (Options.Base).
//
// # Errors
//
// Every error is an *Error: a file, a line and a column, and a message
// ("content/en/royal.md:12:3: link \"../nowhere/\": …"). A build's
// error is an ErrorList, sorted by file, line and column, with at most
// ten errors of a file followed by how many more; Errors splits it into
// its lines. A page that cannot be read (its text or its front matter)
// reports that alone and is left out of the checks across pages.
//
// A message is worded in English (Error.Msg) and, the engine's, the
// notation's, the YAML reader's, the descriptions' (internal/variant) and
// the site's own (say.go: a key and its arguments, internal/said, one
// table per language), in any language on demand: Error.In, ErrorsIn
// (urtext check, build and serve ask for the user's). The refusals of
// the build's settings are worded so too: an output folder's
// (OutputError.Why) and a base path's (ErrorIn).
//
// Two builds of the same content are byte-identical.
package site
