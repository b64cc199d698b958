package main

import (
	"strconv"

	"github.com/urtext/urtext/words"
)

// The command's own lines, where an author meets them (check, build,
// serve, review), in the language of the user's locale, with every error
// of the engine, the notation, the rulesets' descriptions and the site
// (site.ErrorsIn): the summaries and the failures of check and build,
// the address serve serves on, review's usage and files written (its
// table of plies stays English, as the review files it mirrors). One table per language (say_en.go,
// say_fr.go). The other commands (sim, match, engine, atlas, rulesets)
// are the project's own tools and speak English, as do the flags'
// errors.
type line uint8

const (
	lCheckSummary      line = iota // a check's last line
	lCheckDescriptions             // the descriptions fail
	lCheckNone                     // no record anywhere
	lContentMissing                // -content names no folder
	lContentFile                   // -content names a file
	lNoSuchPath                    // a path given that does not exist
	lPathError                     // a path given that cannot be read, and the system's reason
	lBuilding                      // at once, before the work
	lEmbeddedContent               // the source of a build without a content folder
	lBuildDone
	lBuildFailed
	lBuildRefused      // the output folder, and why
	lBuildRefusedForce // and -force would replace it
	lBuildBase
	lBuildWriteFailed // the output could not be written, and why
	lReviewNoArgs
	lReviewNoRecord
	lReviewUpToDate
	lReviewWritten // a review written, and its flags in the site's words
	lNewUsage
	lNewNotEmpty
	lNewDone
	lNewFile
	lServeBuilding
	lServe
	lServeKiosk
	lServePrefix // before each line of serve's log
	lServeNoPlayer
	lServeNoWatch
	lServeEmbedded
	lGames // counts: one, and more (plural)
	lGamesMany
	lFiles
	lFilesMany
	lPlies
	lPliesMany
	lErrors
	lErrorsMany
	lPages
	lPagesMany
	lRulesets
	lRulesetsMany
	lRecordPlies // a record's plies, played or not
	lRecordPliesMany
	numLines
)

var sayings = [words.Count]*[numLines]string{words.EN: &sayEN, words.FR: &sayFR}

// one reports whether n takes the singular in l: 1 in English, 0 and 1
// in French.
var one = [words.Count]func(n int) bool{
	words.EN: func(n int) bool { return n == 1 },
	words.FR: func(n int) bool { return n == 0 || n == 1 },
}

// say is the line k in l with vars filled (names and values in turn).
func say(l words.Lang, k line, vars ...string) string {
	return words.Fill(sayings[l][k], vars...)
}

// count is n things in l, k being the singular's line and k+1 the
// plural's: "1 game", "3 plies", « 0 partie ».
func count(l words.Lang, n int, k line) string {
	if !one[l](n) {
		k++
	}
	return say(l, k, "n", strconv.Itoa(n))
}

// userLang is the language of the user's locale (POSIX: LC_ALL, then
// LC_MESSAGES, then LANG, the first set deciding); English where it
// names a language the site does not have, or none.
func userLang(getenv func(string) string) words.Lang {
	for _, v := range []string{"LC_ALL", "LC_MESSAGES", "LANG"} {
		if name := getenv(v); name != "" {
			l, _ := words.Locale(name)
			return l
		}
	}
	return words.EN
}
