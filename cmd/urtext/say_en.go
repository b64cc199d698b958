package main

// sayEN is the command's lines in English.
var sayEN = [numLines]string{
	lCheckSummary:      "urtext check: {games} in {files}, {plies}, {failed} failed",
	lCheckDescriptions: "urtext check: {errors} in the rulesets' descriptions: no record played until they are mended",
	lCheckNone:         "urtext check: no game records found: expected .ur files, or Markdown pages with ```urtext blocks",
	lBuildDone:         "urtext build: {pages}, {files}, {kb} KB written to {dir} (built in {ms} ms)",
	lBuildFailed:       "urtext build: failed; {dir} left as it was",
	lServe:             "urtext serve: {url} (Ctrl-C to stop)",
	lServeKiosk:        "urtext serve: the kiosk at {url} (Ctrl-C to stop)",
	lServePrefix:       "urtext serve: ",
	lServeNoPlayer:     "serving without the browser player: {err}",
	lServeNoWatch:      "not watching {dir}: {err}",
	lServeEmbedded:     "serving the embedded content (no content/ here to watch)",
	lGames:             "{n} game",
	lGamesMany:         "{n} games",
	lFiles:             "{n} file",
	lFilesMany:         "{n} files",
	lPlies:             "{n} ply played",
	lPliesMany:         "{n} plies played",
	lErrors:            "{n} error",
	lErrorsMany:        "{n} errors",
	lPages:             "{n} page",
	lPagesMany:         "{n} pages",
	lRulesets:          "{n} ruleset",
	lRulesetsMany:      "{n} rulesets",
}
