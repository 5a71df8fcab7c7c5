package scenarios

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
)

// wrapAt is the line length past which short lists (rivers, bridges,
// canals) continue on the next line.
const wrapAt = 100

// Encode writes f as indented JSON meant to be read and edited by hand: one
// terrain or control row per line, one place, road, piece or unit per line,
// fields in a fixed order. The same File always gives the same bytes, and
// Decode of the result gives f back.
func Encode(f File) ([]byte, error) {
	e := &encoder{}
	e.field("format", f.Format)
	e.field("name", f.Name)
	if f.Description != "" {
		e.field("description", f.Description)
	}
	e.field("width", f.Width)
	e.field("height", f.Height)
	e.lines("terrain", f.Terrain, true)
	if f.Control != nil {
		e.lines("control", f.Control, true)
	}
	e.lines("sides", f.Sides, true)
	e.lines("places", f.Places, false)
	e.lines("roads", f.Roads, false)
	e.wrapped("rivers", f.Rivers)
	e.wrapped("bridges", f.Bridges)
	e.wrapped("canals", f.Canals)
	e.lines("factories", f.Factories, false)
	e.lines("resources", f.Resources, false)
	e.lines("airfields", f.Airfields, false)
	e.lines("mulberries", f.Mulberries, false)
	if len(f.Destroyed.Bridges)+len(f.Destroyed.Canals) > 0 {
		e.field("destroyed", f.Destroyed)
	}
	if f.Storm != nil {
		e.field("storm", *f.Storm)
	}
	e.lines("pools", f.Pools, false)
	e.lines("units", f.Units, false)
	if f.Strategic != nil {
		e.strategicSection(*f.Strategic)
	}
	e.field("options", f.Options)
	e.victory(f.Victory)
	if e.err != nil {
		return nil, e.err
	}
	e.buf.WriteString("\n}\n")
	return e.buf.Bytes(), nil
}

// encoder writes the top-level object field by field.
type encoder struct {
	buf bytes.Buffer
	n   int
	err error
}

// key starts a top-level field.
func (e *encoder) key(name string) {
	if e.n == 0 {
		e.buf.WriteString("{\n")
	} else {
		e.buf.WriteString(",\n")
	}
	e.n++
	fmt.Fprintf(&e.buf, "  %q: ", name)
}

// field writes a field whose value fits on one line.
func (e *encoder) field(name string, v any) {
	e.key(name)
	e.buf.WriteString(e.compact(v))
}

// lines writes a list one element per line; empty lists are left out unless
// always is set.
func (e *encoder) lines(name string, list any, always bool) {
	rv := reflect.ValueOf(list)
	if rv.Len() == 0 && !always {
		return
	}
	e.key(name)
	e.list(rv, "  ")
}

// list writes the elements of rv one per line, indented by indent plus two.
func (e *encoder) list(rv reflect.Value, indent string) {
	if rv.Len() == 0 {
		e.buf.WriteString("[]")
		return
	}
	e.buf.WriteString("[")
	for i := range rv.Len() {
		if i > 0 {
			e.buf.WriteString(",")
		}
		e.buf.WriteString("\n" + indent + "  " + e.compact(rv.Index(i).Interface()))
	}
	e.buf.WriteString("\n" + indent + "]")
}

// wrapped writes a list of short values several to a line.
func (e *encoder) wrapped(name string, list any) {
	rv := reflect.ValueOf(list)
	if rv.Len() == 0 {
		return
	}
	e.key(name)
	e.buf.WriteString("[")
	width := wrapAt
	for i := range rv.Len() {
		item := e.compact(rv.Index(i).Interface())
		if i > 0 {
			e.buf.WriteString(",")
			width++
		}
		if width+len(item)+1 > wrapAt {
			e.buf.WriteString("\n    ")
			width = 4
		} else {
			e.buf.WriteString(" ")
			width++
		}
		e.buf.WriteString(item)
		width += len(item)
	}
	e.buf.WriteString("\n  ]")
}

// victory writes the victory conditions with one objective per line.
func (e *encoder) victory(v VictoryDef) {
	e.key("victory")
	fmt.Fprintf(&e.buf, "{\n    \"turns\": %d", v.Turns)
	if len(v.Objectives) > 0 {
		e.buf.WriteString(",\n    \"objectives\": ")
		e.list(reflect.ValueOf(v.Objectives), "    ")
	}
	if v.Decisive != 0 {
		fmt.Fprintf(&e.buf, ",\n    \"decisive\": %d", v.Decisive)
	}
	e.buf.WriteString("\n  }")
}

// compact encodes v on one line with a space after each colon and comma,
// leaving HTML characters unescaped so descriptions stay readable.
func (e *encoder) compact(v any) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		if e.err == nil {
			e.err = err
		}
		return "null"
	}
	raw := bytes.TrimSuffix(b.Bytes(), []byte("\n"))
	out := make([]byte, 0, len(raw)+len(raw)/4)
	inString, escaped := false, false
	for _, ch := range raw {
		out = append(out, ch)
		switch {
		case escaped:
			escaped = false
		case inString && ch == '\\':
			escaped = true
		case ch == '"':
			inString = !inString
		case !inString && (ch == ':' || ch == ','):
			out = append(out, ' ')
		}
	}
	return string(out)
}
