package main

// sayFR is the command's lines in French.
var sayFR = [numLines]string{
	lCheckSummary:      "urtext check\u00a0: {games} dans {files}, {plies}, {failed} en échec",
	lCheckDescriptions: "urtext check\u00a0: {errors} dans les descriptions des variantes\u00a0: aucune partie n’est jouée tant qu’elles ne sont pas corrigées",
	lCheckNone:         "urtext check\u00a0: aucune partie trouvée\u00a0: des fichiers .ur, ou des pages Markdown avec des blocs ```urtext, sont attendus",
	lBuildDone:         "urtext build\u00a0: {pages}, {files}, {kb}\u00a0Ko écrits dans {dir} (en {ms}\u00a0ms)",
	lBuildFailed:       "urtext build\u00a0: échec\u202f; {dir} est resté tel quel",
	lServe:             "urtext serve\u00a0: {url} (Ctrl-C pour arrêter)",
	lServeKiosk:        "urtext serve\u00a0: la borne interactive, à l’adresse {url} (Ctrl-C pour arrêter)",
	lServePrefix:       "urtext serve\u00a0: ",
	lServeNoPlayer:     "le site est servi sans le module du navigateur, ses démonstrations restent fixes\u00a0: {err}",
	lServeNoWatch:      "{dir} n’est pas surveillé\u00a0: {err}",
	lServeEmbedded:     "le contenu intégré au programme est servi (pas de dossier content/ ici à surveiller)",
	lGames:             "{n} partie",
	lGamesMany:         "{n} parties",
	lFiles:             "{n} fichier",
	lFilesMany:         "{n} fichiers",
	lPlies:             "{n} coup joué",
	lPliesMany:         "{n} coups joués",
	lErrors:            "{n} erreur",
	lErrorsMany:        "{n} erreurs",
	lPages:             "{n} page",
	lPagesMany:         "{n} pages",
	lRulesets:          "{n} variante",
	lRulesetsMany:      "{n} variantes",
}
