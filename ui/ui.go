// Package ui holds what the site and the browser player say to readers:
// the one table of interface strings in both languages, and the words for
// a ply. It compiles to WebAssembly, so it keeps to strings and strconv.
package ui

// Langs are the site's languages, in the order of the language switch.
var Langs = []string{"en", "fr"}

// ui is the one table of interface strings, in both languages.
var ui = map[string]struct{ en, fr string }{
	"site.name":        {"Urtext", "Urtext"},
	"p.colon":          {": ", "\u00a0: "},
	"p.semi":           {"; ", "\u202f; "},
	"site.tagline":     {"The Royal Game of Ur and its rules, played out", "Le jeu royal d’Ur et ses règles, mises en jeu"},
	"lang.name":        {"English", "Français"},
	"lang.switch":      {"Lire en français", "Read in English"},
	"lang.pick":        {"Choose your language", "Choisissez votre langue"},
	"skip":             {"Skip to the content", "Aller au contenu"},
	"nav.label":        {"Site", "Site"},
	"nav.home":         {"Home", "Accueil"},
	"nav.rulesets":     {"Rulesets", "Règles"},
	"nav.compare":      {"Compare", "Comparer"},
	"nav.notation":     {"Notation", "Notation"},
	"nav.sources":      {"Sources", "Sources"},
	"section.other":    {"This section in French", "Cette section en anglais"},
	"footer":           {"Every replay on this site is played by the Urtext engine when the site is built.", "Chaque partie commentée de ce site est jouée par le moteur d’Urtext à la construction du site."},
	"light":            {"Light", "Clair"},
	"dark":             {"Dark", "Foncé"},
	"to.play":          {"to play", "au trait"},
	"waiting":          {"waiting", "en attente"},
	"off":              {"off", "sortis"},
	"removed":          {"out of the game", "hors jeu"},
	"pool":             {"Pool", "Cagnotte"},
	"purse":            {"purse", "bourse"},
	"debt":             {"owes", "doit"},
	"extra":            {"throws again", "rejoue"},
	"board":            {"Board", "Plateau"},
	"board.empty":      {"empty", "vide"},
	"on":               {"on", "en"},
	"replay":           {"Replay", "Partie commentée"},
	"replay.start":     {"Start", "Départ"},
	"replay.end":       {"End", "Fin"},
	"replay.moves":     {"Moves", "Coups"},
	"replay.show":      {"Show the board", "Voir le plateau"},
	"replay.source":    {"Record", "Relevé"},
	"throws":           {"throws", "lance"},
	"throw.value":      {"worth", "vaut"},
	"throw.marked":     {"marked", "marqués"},
	"refused":          {"refused", "refusé"},
	"pass":             {"passes", "passe"},
	"move.enter":       {"enters", "entre en"},
	"move.off":         {"off", "sortie"},
	"effect.capture":   {"captures", "prend"},
	"effect.again":     {"throws again", "rejoue"},
	"effect.fine":      {"pays a fine", "paie une amende"},
	"effect.promote":   {"is promoted", "est promu"},
	"effect.win":       {"wins", "gagne"},
	"effect.lost":      {"turn lost", "tour perdu"},
	"position":         {"Position", "Position"},
	"cards.title":      {"The rulesets", "Les règles"},
	"card.open":        {"Read the rules", "Lire les règles"},
	"compare.path":     {"Path", "Parcours"},
	"compare.squares":  {"squares", "cases"},
	"compare.pieces":   {"Pieces each", "Pions par joueur"},
	"compare.dice":     {"Dice", "Dés"},
	"compare.chances":  {"Chance of each move", "Chances de chaque déplacement"},
	"compare.nomove":   {"none", "aucun"},
	"compare.rosettes": {"Rosettes", "Rosettes"},
	"compare.capture":  {"Captures", "Prises"},
	"compare.extra":    {"Extra throws", "Lancers en plus"},
	"compare.entry":    {"Entry", "Entrée"},
	"compare.exit":     {"Exit", "Sortie"},
	"compare.money":    {"Stakes", "Mises"},
	"compare.yes":      {"yes", "oui"},
	"compare.no":       {"no", "non"},
	"board.marks":      {"The board and its marks", "Le plateau et ses marques"},
	"mark.rosette":     {"rosette", "rosette"},
	"mark.eyes":        {"eyes", "yeux"},
	"mark.five-dots":   {"five dots", "cinq points"},
	"path.of":          {"path of", "parcours de"},

	// The browser player.
	"player.label":       {"Replay player", "Lecteur de la partie"},
	"player.first":       {"First position", "Première position"},
	"player.prev":        {"Previous ply", "Coup précédent"},
	"player.next":        {"Next ply", "Coup suivant"},
	"player.last":        {"Last position", "Dernière position"},
	"player.play":        {"Play", "Lecture"},
	"player.pause":       {"Pause", "Pause"},
	"player.speed":       {"Speed", "Vitesse"},
	"player.slow":        {"slow", "lente"},
	"player.normal":      {"normal", "normale"},
	"player.fast":        {"fast", "rapide"},
	"player.goto":        {"Go to ply", "Aller au coup"},
	"player.takeover":    {"Play on from here", "Jouer à partir d’ici"},
	"player.newgame":     {"New game", "Nouvelle partie"},
	"player.back":        {"Back to the replay", "Revenir à la partie commentée"},
	"player.throw":       {"Throw", "Lancer"},
	"player.setthrow":    {"Set the throw", "Choisir le lancer"},
	"player.pass":        {"Pass", "Passer"},
	"player.undo":        {"Undo", "Annuler"},
	"player.computer":    {"The computer plays", "L’ordinateur joue"},
	"player.nobody":      {"nobody", "personne"},
	"player.record":      {"Show the record", "Voir le relevé"},
	"player.record.hide": {"Hide the record", "Masquer le relevé"},
	"player.rule":        {"See the rule", "Voir la règle"},
	"player.enter":       {"Enter a piece", "Entrer un pion"},
	"player.thrown":      {"Thrown", "Lancer"},
	"player.choose":      {"Click a piece to move it", "Cliquez un pion pour le déplacer"},
	"player.throwfirst":  {"Throw the dice first", "Lancez d’abord les dés"},
	"player.nomove":      {"No move is possible: pass", "Aucun déplacement possible\u00a0: passez"},
	"player.square":      {"Square", "Case"},
	"player.live":        {"Playing", "En jeu"},

	// The comparison: the engine's parameters in words.
	"path.standard":    {"standard path", "parcours standard"},
	"path.long-road":   {"long road", "long parcours"},
	"path.murray":      {"Murray’s track", "piste de Murray"},
	"dice.3b-zero-4":   {"three two-sided dice; none marked counts 4", "trois dés binaires ; aucune face marquée vaut 4"},
	"dice.3b":          {"three two-sided dice; none marked is a lost throw", "trois dés binaires ; aucune face marquée, lancer perdu"},
	"dice.4b":          {"four two-sided dice; none marked is a lost throw", "quatre dés binaires ; aucune face marquée, lancer perdu"},
	"dice.3b-bell":     {"three two-sided dice read through Bell’s table", "trois dés binaires lus dans la table de Bell"},
	"dice.d6-rethrow":  {"one die; a 6 is thrown again", "un dé ; le 6 se relance"},
	"dice.d6":          {"one die; a 6 is a lost throw", "un dé ; le 6, lancer perdu"},
	"entry.any":        {"a throw of n enters a piece on square n", "un lancer de n fait entrer un pion sur la case n"},
	"entry.only":       {"only with a throw of", "seulement avec un lancer de"},
	"exit.exact":       {"exact count", "compte exact"},
	"exit.last":        {"exact count, so only from the last rosette with a 1", "compte exact, donc seulement depuis la dernière rosette avec un 1"},
	"rosette.again":    {"another throw", "un lancer de plus"},
	"rosette.guarded":  {"a piece on one cannot be taken", "un pion qui s’y trouve ne peut être pris"},
	"rosette.stop":     {"compulsory stops", "arrêts obligatoires"},
	"rosette.shared":   {"the central one holds any pieces, all safe", "la centrale accueille tous les pions, à l’abri"},
	"rosette.single":   {"the last holds one piece", "la dernière n’accueille qu’un pion"},
	"capture.send":     {"landing on an opponent sends it back to start", "s’arrêter sur un pion adverse le renvoie au départ"},
	"capture.guarded":  {"except on a rosette", "sauf sur une rosette"},
	"capture.shared":   {"except on the central rosette", "sauf sur la rosette centrale"},
	"extra.rosette":    {"a rosette", "une rosette"},
	"extra.capture":    {"a capture", "une prise"},
	"extra.exit":       {"a piece borne off", "un pion sorti"},
	"extra.table":      {"throws with", "les lancers à"},
	"extra.table.post": {"marked faces", "faces marquées"},
	"compare.table":    {"Side by side", "Côte à côte"},
	"extra.one":        {"at most one per move", "au plus un par coup"},
	"money.rules":      {"purse %p, stake %s, fine %f per rosette; the winner takes the pool", "bourse %p, mise %s, amende %f par rosette ; le gagnant rafle la cagnotte"},
	"compare.none":     {"none", "aucune"},
}

// T returns the UI string key in lang. A missing key shows as itself, and
// the tests fail on it.
func T(lang, key string) string {
	s, ok := ui[key]
	switch {
	case !ok:
		return "[" + key + "]"
	case lang == "fr":
		return s.fr
	}
	return s.en
}

// Other returns the other language.
func Other(lang string) string {
	if lang == "fr" {
		return "en"
	}
	return "fr"
}

// Keys lists the keys of the UI table (for tests).
func Keys() []string {
	var out []string
	for k := range ui {
		out = append(out, k)
	}
	return out
}
