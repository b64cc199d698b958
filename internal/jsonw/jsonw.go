// Package jsonw writes JSON: what the browser's module hands back to the
// page, which reads it with one JSON.parse. Building the same objects
// through syscall/js costs one call out of the module per property, and
// encoding/json would add its weight (reflect) to the download; this is a
// writer of a few hundred bytes, with commas and escapes looked after.
//
//	var w jsonw.Writer
//	w.Object()
//	w.Key("ok").Bool(true)
//	w.Key("plies").Array().Int(1).Int(2).End()
//	w.End()
//	w.String() // {"ok":true,"plies":[1,2]}
//
// Strings are written as the text they hold: invalid UTF-8 becomes U+FFFD,
// as with encoding/json, so that the page never receives broken text.
package jsonw

import (
	"strconv"
	"unicode/utf8"
)

// Writer builds one JSON value. The zero value is ready to use.
type Writer struct {
	b     []byte
	open  []byte // the closing bracket of each object or array open
	comma bool   // a value came before: the next one needs a comma
}

func (w *Writer) value() {
	if w.comma {
		w.b = append(w.b, ',')
	}
	w.comma = true
}

// Object opens an object; End closes it.
func (w *Writer) Object() *Writer {
	w.value()
	w.b = append(w.b, '{')
	w.open = append(w.open, '}')
	w.comma = false
	return w
}

// Array opens an array; End closes it.
func (w *Writer) Array() *Writer {
	w.value()
	w.b = append(w.b, '[')
	w.open = append(w.open, ']')
	w.comma = false
	return w
}

// End closes the object or array opened last.
func (w *Writer) End() *Writer {
	if n := len(w.open); n > 0 {
		w.b = append(w.b, w.open[n-1])
		w.open = w.open[:n-1]
	}
	w.comma = true
	return w
}

// Key writes the name of an object's member; its value comes next.
func (w *Writer) Key(k string) *Writer {
	w.value()
	w.quote(k)
	w.b = append(w.b, ':')
	w.comma = false
	return w
}

// Str writes a string.
func (w *Writer) Str(s string) *Writer {
	w.value()
	w.quote(s)
	return w
}

// Int writes a number.
func (w *Writer) Int(n int) *Writer {
	w.value()
	w.b = strconv.AppendInt(w.b, int64(n), 10)
	return w
}

// Bool writes true or false.
func (w *Writer) Bool(v bool) *Writer {
	w.value()
	w.b = strconv.AppendBool(w.b, v)
	return w
}

// Null writes null.
func (w *Writer) Null() *Writer {
	w.value()
	w.b = append(w.b, "null"...)
	return w
}

// Raw writes a value already written as JSON, such as another Writer's.
func (w *Writer) Raw(json []byte) *Writer {
	w.value()
	w.b = append(w.b, json...)
	return w
}

// Bytes returns what was written, closing whatever is still open.
func (w *Writer) Bytes() []byte {
	for len(w.open) > 0 {
		w.End()
	}
	return w.b
}

// String returns what was written, as Bytes does.
func (w *Writer) String() string { return string(w.Bytes()) }

const hex = "0123456789abcdef"

func (w *Writer) quote(s string) {
	b := append(w.b, '"')
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			switch {
			case c == '"' || c == '\\':
				b = append(b, '\\', c)
			case c == '\n':
				b = append(b, '\\', 'n')
			case c < 0x20:
				b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&15])
			default:
				b = append(b, c)
			}
			i++
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n == 1 {
			b = append(b, "\\ufffd"...)
		} else {
			b = append(b, s[i:i+n]...)
		}
		i += n
	}
	w.b = append(b, '"')
}
