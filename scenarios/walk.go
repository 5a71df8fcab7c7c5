package scenarios

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"unicode"

	"hexstorm/hexmap"
)

var (
	hexType     = reflect.TypeFor[hexmap.Hex]()
	hexsideType = reflect.TypeFor[hexmap.Hexside]()
	errTooMany  = errors.New("too many problems")
)

// Numbers in a file must fit in 32 bits, so that sums of PP or points can
// never overflow on any platform.
const maxNumber = 1<<31 - 1

// walker checks a JSON document against a Go type, token by token.
type walker struct {
	dec *json.Decoder
	r   *report
}

// value reads one value that should have type t, at path.
func (w *walker) value(t reflect.Type, path string) error {
	tok, err := w.dec.Token()
	if err != nil {
		return err
	}
	return w.valueTok(t, path, tok)
}

// valueTok checks a value whose first token has been read.
func (w *walker) valueTok(t reflect.Type, path string, tok json.Token) error {
	if w.r.full() {
		return errTooMany
	}
	switch t {
	case hexType:
		return w.text(path, tok, "a hex \"col,row\"", func(s string) error { _, err := hexmap.ParseOffset(s); return err })
	case hexsideType:
		return w.text(path, tok, "a hexside \"col,row/DIR\"", func(s string) error { _, err := hexmap.ParseHexside(s); return err })
	}
	switch t.Kind() {
	case reflect.Pointer:
		if tok == nil {
			return nil
		}
		return w.valueTok(t.Elem(), path, tok)
	case reflect.String:
		return w.text(path, tok, "a string", nil)
	case reflect.Bool:
		if _, ok := tok.(bool); !ok {
			return w.wrongType(path, "true or false", tok)
		}
		return nil
	case reflect.Int:
		return w.number(path, tok)
	case reflect.Slice:
		return w.list(t, path, tok)
	case reflect.Struct:
		return w.object(t, path, tok)
	}
	return fmt.Errorf("scenarios: no schema for %s at %s", t, path)
}

// text checks a string value, and its form when parse is given.
func (w *walker) text(path string, tok json.Token, want string, parse func(string) error) error {
	s, ok := tok.(string)
	if !ok {
		return w.wrongType(path, want, tok)
	}
	if parse == nil {
		if msg := badText(s, !strings.HasSuffix(path, "name")); msg != "" {
			w.r.add(path, "%s", msg)
		}
	}
	if parse != nil {
		if len(s) > 40 {
			w.r.add(path, "want %s, got a string of %d bytes", want, len(s))
		} else if err := parse(s); err != nil {
			w.r.add(path, "%v", err)
		}
	}
	return nil
}

// badText says what is wrong with a text a player will read, or "": a
// control character (a line break is allowed where lines is true, in
// descriptions and event texts), or an invisible direction override or
// isolate (U+202A-U+202E, U+2066-U+2069), which can make a name read as
// something other than what it holds. Invalid UTF-8 is refused for the
// whole file before (Decode).
func badText(s string, lines bool) string {
	for _, r := range s {
		switch {
		case r == '\n' && lines, r == '\t' && lines:
		case unicode.IsControl(r):
			return fmt.Sprintf("contains a control character (U+%04X): remove it", r)
		case r >= 0x202A && r <= 0x202E, r >= 0x2066 && r <= 0x2069:
			return fmt.Sprintf("contains an invisible direction override (U+%04X), which can make a text read differently from what it holds: remove it", r)
		}
	}
	return ""
}

// number checks a whole number that fits in 32 bits.
func (w *walker) number(path string, tok json.Token) error {
	n, ok := tok.(json.Number)
	if !ok {
		return w.wrongType(path, "a whole number", tok)
	}
	v, err := strconv.ParseInt(string(n), 10, 64)
	switch {
	case err != nil && !errors.Is(err, strconv.ErrRange) && strings.ContainsAny(string(n), ".eE"):
		w.r.add(path, "want a whole number, got %s", n)
	case err != nil || v > maxNumber || v < -maxNumber:
		w.r.add(path, "number %s is out of range", n)
	}
	return nil
}

// list checks a JSON array of t's element type; null reads as an empty list.
func (w *walker) list(t reflect.Type, path string, tok json.Token) error {
	if tok == nil {
		return nil
	}
	if d, ok := tok.(json.Delim); !ok || d != '[' {
		return w.wrongType(path, "a list", tok)
	}
	n := 0
	for w.dec.More() {
		if err := w.value(t.Elem(), fmt.Sprintf("%s[%d]", path, n)); err != nil {
			return err
		}
		n++
	}
	if _, err := w.dec.Token(); err != nil {
		return err
	}
	if path == "units" && n > MaxUnits {
		w.r.add(path, "%d units, over the limit of %d", n, MaxUnits)
	}
	return nil
}

// object checks a JSON object against struct t: every key must be one of
// its json field names, spelled exactly, and appear once.
func (w *walker) object(t reflect.Type, path string, tok json.Token) error {
	if d, ok := tok.(json.Delim); !ok || d != '{' {
		return w.wrongType(path, "an object", tok)
	}
	var seen []string
	for w.dec.More() {
		if w.r.full() {
			return errTooMany
		}
		kt, err := w.dec.Token()
		if err != nil {
			return err
		}
		key, _ := kt.(string)
		sub := key
		if path != "" {
			sub = path + "." + key
		}
		ft, ok := fieldType(t, key)
		if !ok {
			w.r.add(path, "unknown field %s", quoteShort(key))
			if err := w.skip(); err != nil {
				return err
			}
			continue
		}
		if contains(seen, key) {
			w.r.add(sub, "field %q appears twice", key)
		}
		seen = append(seen, key)
		if err := w.value(ft, sub); err != nil {
			return err
		}
	}
	_, err := w.dec.Token()
	return err
}

func contains(list []string, s string) bool {
	for _, v := range list {
		if v == s {
			return true
		}
	}
	return false
}

// fieldType finds the struct field whose json name is key.
func fieldType(t reflect.Type, key string) (reflect.Type, bool) {
	for i := range t.NumField() {
		f := t.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		if name == "" {
			name = f.Name
		}
		if f.IsExported() && name == key && name != "-" {
			return f.Type, true
		}
	}
	return nil, false
}

// wrongType reports a value of the wrong JSON type and skips the rest of it.
func (w *walker) wrongType(path, want string, tok json.Token) error {
	w.r.add(path, "want %s, got %s", want, describe(tok))
	if d, ok := tok.(json.Delim); ok && (d == '[' || d == '{') {
		return w.skipOpen()
	}
	return nil
}

// skip reads and discards one whole value.
func (w *walker) skip() error {
	tok, err := w.dec.Token()
	if err != nil {
		return err
	}
	if d, ok := tok.(json.Delim); ok && (d == '[' || d == '{') {
		return w.skipOpen()
	}
	return nil
}

// skipOpen discards the rest of an array or object whose opening bracket
// has been read.
func (w *walker) skipOpen() error {
	for depth := 1; depth > 0; {
		tok, err := w.dec.Token()
		if err != nil {
			return err
		}
		if d, ok := tok.(json.Delim); ok {
			if d == '[' || d == '{' {
				depth++
			} else {
				depth--
			}
		}
	}
	return nil
}

// describe names the JSON type of a token for messages.
func describe(tok json.Token) string {
	switch v := tok.(type) {
	case nil:
		return "null"
	case bool:
		return strconv.FormatBool(v)
	case json.Number:
		return "the number " + string(v)
	case string:
		return "the string " + quoteShort(v)
	case json.Delim:
		if v == '[' {
			return "a list"
		}
		return "an object"
	}
	return "an unknown value"
}

// quoteShort quotes s for a message, cut short if it is long.
func quoteShort(s string) string {
	if len(s) > 40 {
		return strconv.Quote(s[:40]) + "..."
	}
	return strconv.Quote(s)
}
