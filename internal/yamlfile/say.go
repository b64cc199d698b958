package yamlfile

import "github.com/urtext/urtext/words"

// key is a message about a text; each has its singular and, next, its
// plural form, for a plural subject.
type key uint8

const (
	kNotYAML key = iota // {why}
	kNotYAMLPlural
	kNotYAMLRaw // {found}: the parser's own words
	kNotYAMLRawPlural
	kNotMapping
	kNotMappingPlural
	numKeys
)

// reason is what the YAML parser found, in our words.
type reason uint8

const (
	rNone reason = iota
	rUnclosedQuote
	rSecondColon
	rKeyValue
	rReserved
	rMissingValue
	rTab
	rUnclosedList
	numReasons
)

// wording is the messages in one language.
type wording struct {
	messages [numKeys]string
	reasons  [numReasons]string
}

var sayings = [words.Count]*wording{words.EN: &sayEN, words.FR: &sayFR}
