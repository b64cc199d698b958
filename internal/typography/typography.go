// Package typography holds, in one place, the rules of typography the
// site's words are tested against: in French a no-break space (U+00A0, or
// the narrow U+202F) before : ; ? ! and the apostrophe ’; in English the
// apostrophe ’ too. Tests of every package that writes words use it.
package typography

import "regexp"

// FrenchPunct finds, in French text, a high punctuation mark without its
// no-break space, or a straight apostrophe.
var FrenchPunct = regexp.MustCompile(`[^\x{00a0}\x{202f}][:;?!]|^[:;?!]|'`)

// EnglishApostrophe finds, in English prose, a straight apostrophe next
// to a letter or a digit.
var EnglishApostrophe = regexp.MustCompile(`[A-Za-z0-9]'|'[A-Za-z]`)
