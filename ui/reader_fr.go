//go:build !js || reader

package ui

var readerFR = [numKeys]string{
	kReaderAt:          "Ligne {l}, colonne {c}\u00a0: ",
	kReaderOk:          "{n}\u00a0parties lues, chaque coup vérifié par le moteur.",
	kReaderOkOne:       "Une partie lue, chaque coup vérifié par le moteur.",
	kReaderToobig:      "Ce relevé fait {k}\u00a0Ko\u00a0: le lecteur accepte les relevés d’au plus {m}\u00a0Ko.",
	kReaderNogame:      "Le relevé ne contient aucune partie\u00a0: une partie commence par des étiquettes comme [Ruleset \"royal\"].",
	kReaderEmpty:       "Collez d’abord un relevé, ou choisissez un fichier.",
	kReaderCopied:      "Le lien est copié.",
	kReaderCopyhand:    "Copiez le lien ci-dessous.",
	kReaderBadlink:     "Le relevé contenu dans ce lien est illisible\u00a0: le lien est abîmé ou tronqué.",
	kReaderLoading:     "Lecture…",
	kReaderGame:        "Partie",
	kReaderLinkEmpty:   "Ce lien s’arrête à «\u00a0#record=\u00a0»\u00a0: il ne contient aucun relevé.",
	kReaderLinkToobig:  "Le relevé de ce lien dépasse {m}\u00a0Ko une fois décompressé\u00a0: le lecteur accepte les relevés d’au plus {m}\u00a0Ko.",
	kReaderLinkNottext: "Le relevé de ce lien n’est pas du texte\u00a0: le lien est abîmé.",
	kReaderBroken:      "Le lecteur n’a pas pu finir ce relevé\u00a0: il s’est arrêté sur une erreur interne.",
}
