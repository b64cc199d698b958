// Package ui holds what the site and the browser player say to readers:
// the one table of interface strings in both languages, and the words for
// a ply. It compiles to WebAssembly, so it keeps to strings and strconv.
package ui

// Langs are the site's languages, in the order of the language switch.
var Langs = []string{"en", "fr"}

// ui is the one table of interface strings, in both languages.
var ui = map[string]struct{ en, fr string }{
	"p.colon":        {": ", "\u00a0: "},
	"p.semi":         {"; ", "\u202f; "},
	"light":          {"Light", "Clair"},
	"dark":           {"Dark", "Foncé"},
	"to.play":        {"to play", "au trait"},
	"waiting":        {"waiting", "en attente"},
	"off":            {"off", "sortis"},
	"pool":           {"Pool", "Cagnotte"},
	"debt":           {"owes", "doit"},
	"board":          {"Board", "Plateau"},
	"board.empty":    {"empty", "vide"},
	"on":             {"on", "en"},
	"replay.start":   {"Start", "Départ"},
	"replay.source":  {"Record", "Relevé"},
	"throws":         {"throws", "lance"},
	"throw.value":    {"worth", "vaut"},
	"refused":        {"refused", "refusé"},
	"pass":           {"passes", "passe"},
	"move.enter":     {"enters", "entre en"},
	"move.off":       {"off", "sortie"},
	"effect.capture": {"captures", "prend"},
	"effect.again":   {"throws again", "rejoue"},
	"effect.fine":    {"pays a fine", "paie une amende"},
	"effect.promote": {"is promoted", "est promu"},
	"effect.win":     {"wins", "gagne"},
	"effect.removed": {"its prisoners leave the game", "ses prisonniers quittent le jeu"},
	"effect.vision":  {"the vision sends the opponent’s pieces back", "la vision renvoie les pions adverses au départ"},
	"effect.lost":    {"turn lost", "tour perdu"},

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
	"player.leave":       {"leaving the prisoners", "en laissant les prisonniers"},
	"player.warrior":     {"as a warrior", "en guerrier"},
	"reader.at":          {"Line {l}, column {c}: ", "Ligne {l}, colonne {c} : "},
	"reader.ok":          {"Read: {n} games, every move checked by the engine.", "Lu : {n} parties, chaque coup vérifié par le moteur."},
	"reader.ok.one":      {"Read: one game, every move checked by the engine.", "Lu : une partie, chaque coup vérifié par le moteur."},
	"reader.toobig":      {"This record is {k} KB: the reader takes records of up to {m} KB.", "Ce relevé fait {k} Ko : le lecteur accepte les relevés d’au plus {m} Ko."},
	"reader.nogame":      {"The record holds no game: a game starts with tag pairs such as [Ruleset \"royal\"].", "Le relevé ne contient aucune partie\u00a0: une partie commence par des étiquettes comme [Ruleset \"royal\"]."},
	"reader.empty":       {"Paste a record first, or choose a file.", "Collez d’abord un relevé, ou choisissez un fichier."},
	"reader.copied":      {"The link is copied.", "Le lien est copié."},
	"reader.copyhand":    {"Copy the link below.", "Copiez le lien ci-dessous."},
	"reader.badlink":     {"The record in this link cannot be read: it is damaged or cut short.", "Le relevé de ce lien est illisible : il est abîmé ou tronqué."},
	"reader.loading":     {"Reading…", "Lecture…"},
	"reader.game":        {"Game", "Partie"},
	"player.stick":       {"Throw with the stick", "Lancer avec le bâtonnet"},
	"player.pay":         {"Pay %c to enter piece %n", "Payer %c pour entrer le pion %n"},
	"pays.entry":         {"pays to enter", "paie pour entrer"},
	"throw.pay":          {"Paid to enter: no throw", "Entrée payée : pas de lancer"},
	"effect.reward":      {"takes tokens from the pool", "prend des jetons dans la cagnotte"},
	"effect.toll":        {"pays the pool", "paie la cagnotte"},

	// The reader's links and its work.
	"reader.link.empty":   {"This link ends at “#record=”: it carries no record.", "Ce lien s’arrête à «\u00a0#record=\u00a0»\u00a0: il ne contient aucun relevé."},
	"reader.link.toobig":  {"The record in this link unfolds to more than {m} KB: the reader takes records of up to {m} KB.", "Le relevé de ce lien dépasse {m}\u00a0Ko une fois décompressé\u00a0: le lecteur accepte les relevés d’au plus {m}\u00a0Ko."},
	"reader.link.nottext": {"The record in this link is not text: the link is damaged.", "Le relevé de ce lien n’est pas du texte\u00a0: le lien est abîmé."},
	"reader.broken":       {"The reader could not finish this record: it stopped on an internal error.", "Le lecteur n’a pas pu finir ce relevé\u00a0: il s’est arrêté sur une erreur interne."},
}

// more are the strings of the site's pages, registered by the site's
// templates: kept out of this package so that the browser player does not
// carry them (see Register).
var more map[string]struct{ en, fr string }

// Register adds the strings of the site's pages to the table.
func Register(strings map[string][2]string) {
	if more == nil {
		more = map[string]struct{ en, fr string }{}
	}
	for k, v := range strings {
		more[k] = struct{ en, fr string }{v[0], v[1]}
	}
}

// T returns the UI string key in lang. A missing key shows as itself, and
// the tests fail on it.
func T(lang, key string) string {
	s, ok := ui[key]
	if !ok {
		s, ok = more[key]
	}
	switch {
	case !ok:
		return "[" + key + "]"
	case lang == "fr":
		return s.fr
	}
	return s.en
}

// MaxRecord is the largest game record the reader reads, in bytes: the
// page refuses a larger one before reading, the module too. A whole game
// is a few kilobytes.
const MaxRecord = 256 << 10

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
	for k := range more {
		out = append(out, k)
	}
	return out
}
