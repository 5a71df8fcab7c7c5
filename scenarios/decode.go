package scenarios

import (
	"bytes"
	"encoding/json"
	"errors"
	"reflect"
	"strconv"
	"unicode/utf8"
)

// maxProblems caps how many problems one file reports.
const maxProblems = 500

// Decode reads a scenario file without judging its content: it checks the
// size limit, the JSON syntax, the format version, every field name and
// value type, the hex texts and the unit limit, and reports every such
// problem at once as Problems. Validate checks the content.
//
// The file is walked token by token against File's shape before anything is
// decoded, because encoding/json stops at the first bad value and names no
// path; the walk keeps nothing that grows with the file.
func Decode(name string, data []byte) (File, error) {
	r := &report{name: name}
	if len(data) > MaxFileSize {
		r.add("", "file is %d bytes, over the limit of %d (16 MiB)", len(data), MaxFileSize)
		return File{}, r.probs
	}
	// A byte-order mark (Windows Notepad writes one) says only that the
	// file is UTF-8, which a scenario always is: read past it.
	data = bytes.TrimPrefix(data, []byte("\xEF\xBB\xBF"))
	if i := invalidUTF8(data); i >= 0 {
		line, col := lineCol(data, int64(i)+1)
		r.push(Problem{File: r.name, Line: line, Column: col, Msg: "the file is not valid UTF-8 text here: save it as UTF-8"})
		return File{}, r.probs
	}
	if !r.checkHead(data) {
		return File{}, r.probs
	}
	w := &walker{dec: json.NewDecoder(bytes.NewReader(data)), r: r}
	w.dec.UseNumber()
	if err := w.value(reflect.TypeFor[File](), ""); errors.Is(err, errTooMany) {
		r.dropped = true
	} else if err != nil {
		r.add("", "%v", err)
	}
	if len(r.probs) > 0 {
		return File{}, r.result()
	}
	var f File
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&f); err != nil {
		// The walk above accepts only what decodes; this is a safety net.
		r.add("", "%v", err)
		return File{}, r.probs
	}
	f.normalize()
	return f, nil
}

// checkHead checks the JSON syntax of the whole file and its format number,
// before anything else: a newer file is refused with one clear message
// rather than a list of fields this game does not know.
func (r *report) checkHead(data []byte) bool {
	var head struct {
		Format json.RawMessage `json:"format"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		var syn *json.SyntaxError
		var typ *json.UnmarshalTypeError
		switch {
		case errors.As(err, &syn):
			line, col := lineCol(data, syn.Offset)
			r.push(Problem{File: r.name, Line: line, Column: col, Msg: "invalid JSON: " + syn.Error()})
		case errors.As(err, &typ):
			r.add("", "a scenario file holds one JSON object, not %s", typ.Value)
		default:
			r.add("", "invalid JSON: %v", err)
		}
		return false
	}
	raw := string(head.Format)
	if raw == "" || raw == "null" {
		r.add("format", "format is missing: this game reads format %d files", FormatVersion)
		return false
	}
	n, err := strconv.Atoi(raw)
	if err != nil {
		r.add("format", "want a whole number, got %s", raw)
		return false
	}
	return r.checkFormat(n)
}

// checkFormat reports a format number this game cannot read.
func (r *report) checkFormat(n int) bool {
	switch {
	case n > FormatVersion:
		r.add("format", "format %d is newer than this game understands (%d)", n, FormatVersion)
	case n < 1:
		r.add("format", "format %d is not a valid format (this game reads %d)", n, FormatVersion)
	default:
		return true
	}
	return false
}

// lineCol turns the byte offset encoding/json reports (bytes read when the
// error was found) into a 1-based line and column.
func lineCol(data []byte, offset int64) (int, int) {
	pos := int(min(max(offset-1, 0), int64(len(data))))
	before := data[:pos]
	line := 1 + bytes.Count(before, []byte("\n"))
	col := pos - (bytes.LastIndexByte(before, '\n') + 1) + 1
	return line, col
}

// invalidUTF8 returns the offset of the first byte of data that is not
// valid UTF-8, or -1.
func invalidUTF8(data []byte) int {
	for i := 0; i < len(data); {
		r, n := utf8.DecodeRune(data[i:])
		if r == utf8.RuneError && n <= 1 {
			return i
		}
		i += n
	}
	return -1
}

// normalize turns empty lists into nil, so that a decoded File compares equal
// to the File decoded from its own encoding (which leaves empty lists out).
func (f *File) normalize() {
	nilIfEmpty(&f.Terrain)
	nilIfEmpty(&f.Control)
	nilIfEmpty(&f.Sides)
	nilIfEmpty(&f.Places)
	nilIfEmpty(&f.Roads)
	nilIfEmpty(&f.Rivers)
	nilIfEmpty(&f.Bridges)
	nilIfEmpty(&f.Canals)
	nilIfEmpty(&f.Factories)
	nilIfEmpty(&f.Resources)
	nilIfEmpty(&f.Airfields)
	nilIfEmpty(&f.Mulberries)
	nilIfEmpty(&f.Destroyed.Bridges)
	nilIfEmpty(&f.Destroyed.Canals)
	nilIfEmpty(&f.Pools)
	nilIfEmpty(&f.Units)
	nilIfEmpty(&f.Victory.Objectives)
	if st := f.Strategic; st != nil { // strategic.go
		nilIfEmpty(&st.Powers)
		nilIfEmpty(&st.Minors)
		nilIfEmpty(&st.Events)
		nilIfEmpty(&st.Deck)
		for i := range st.Powers {
			nilIfEmpty(&st.Powers[i].Cities)
			nilIfEmpty(&st.Powers[i].FactorySteps)
			nilIfEmpty(&st.Powers[i].Reserve)
		}
		for i := range st.Minors {
			nilIfEmpty(&st.Minors[i].Rebels)
		}
		for i := range st.Events {
			nilIfEmpty(&st.Events[i].Rebels)
		}
	}
}

func nilIfEmpty[T any](s *[]T) {
	if len(*s) == 0 {
		*s = nil
	}
}
