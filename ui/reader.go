//go:build !js || reader

package ui

// The reader's words: what its build of the module says of a record it
// reads (wasm/reader.go) and what reader.js asks it for. They are filled
// in only where they are needed, natively and in the reader's build, so
// that the player's module, which never reads a record, does not carry
// them.
var readerWords = [...]struct {
	k      key
	en, fr string
}{
	{kReaderAt, "Line {l}, column {c}: ", "Ligne {l}, colonne {c}\u00a0: "},
	{kReaderOk, "{n} games read, every move checked by the engine.", "{n}\u00a0parties lues, chaque coup vérifié par le moteur."},
	{kReaderOkOne, "One game read, every move checked by the engine.", "Une partie lue, chaque coup vérifié par le moteur."},
	{kReaderToobig, "This record is {k} KB: the reader takes records of up to {m} KB.", "Ce relevé fait {k}\u00a0Ko\u00a0: le lecteur accepte les relevés d’au plus {m}\u00a0Ko."},
	{kReaderNogame, "The record holds no game: a game starts with tag pairs such as [Ruleset \"royal\"].", "Le relevé ne contient aucune partie\u00a0: une partie commence par des étiquettes comme [Ruleset \"royal\"]."},
	{kReaderEmpty, "Paste a record first, or choose a file.", "Collez d’abord un relevé, ou choisissez un fichier."},
	{kReaderCopied, "The link is copied.", "Le lien est copié."},
	{kReaderCopyhand, "Copy the link below.", "Copiez le lien ci-dessous."},
	{kReaderBadlink, "The record in this link cannot be read: it is damaged or cut short.", "Le relevé contenu dans ce lien est illisible\u00a0: le lien est abîmé ou tronqué."},
	{kReaderLoading, "Reading…", "Lecture…"},
	{kReaderGame, "Game", "Partie"},
	{kReaderLinkEmpty, "This link ends at “#record=”: it carries no record.", "Ce lien s’arrête à «\u00a0#record=\u00a0»\u00a0: il ne contient aucun relevé."},
	{kReaderLinkToobig, "The record in this link unfolds to more than {m} KB: the reader takes records of up to {m} KB.", "Le relevé de ce lien dépasse {m}\u00a0Ko une fois décompressé\u00a0: le lecteur accepte les relevés d’au plus {m}\u00a0Ko."},
	{kReaderLinkNottext, "The record in this link is not text: the link is damaged.", "Le relevé de ce lien n’est pas du texte\u00a0: le lien est abîmé."},
	{kReaderBroken, "The reader could not finish this record: it stopped on an internal error.", "Le lecteur n’a pas pu finir ce relevé\u00a0: il s’est arrêté sur une erreur interne."},
}

func init() {
	for _, w := range readerWords {
		en[w.k], fr[w.k] = w.en, w.fr
	}
}
