//go:build !js || reader

package ui

var readerEN = [numKeys]string{
	kReaderAt:          "Line {l}, column {c}: ",
	kReaderOk:          "{n} games read, every move checked by the engine.",
	kReaderOkOne:       "One game read, every move checked by the engine.",
	kReaderToobig:      "This record is {k} KB: the reader takes records of up to {m} KB.",
	kReaderNogame:      "The record holds no game: a game starts with tag pairs such as [Ruleset \"royal\"].",
	kReaderEmpty:       "Paste a record first, or choose a file.",
	kReaderCopied:      "The link is copied.",
	kReaderCopyhand:    "Copy the link below.",
	kReaderBadlink:     "The record in this link cannot be read: it is damaged or cut short.",
	kReaderLoading:     "Reading…",
	kReaderGame:        "Game",
	kReaderLinkEmpty:   "This link ends at “#record=”: it carries no record.",
	kReaderLinkToobig:  "The record in this link unfolds to more than {m} KB: the reader takes records of up to {m} KB.",
	kReaderLinkNottext: "The record in this link is not text: the link is damaged.",
	kReaderBroken:      "The reader could not finish this record: it stopped on an internal error.",
}
