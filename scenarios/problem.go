package scenarios

import (
	"fmt"
	"strings"

	"hexstorm/hexmap"
)

// Problem is one thing wrong with a scenario file, located as precisely as
// the file allows so that the command line can print it and the editor can
// highlight it.
type Problem struct {
	// File is the name the caller gave the file.
	File string
	// Line and Column locate a JSON syntax error (1-based); 0 otherwise.
	Line, Column int
	// Path is the JSON field path, e.g. "units[14].type"; empty for the whole file.
	Path string
	// Hex is the hex the problem is at, when there is one.
	Hex *hexmap.Hex
	// Side is the hexside the problem is at, for rivers and bridges.
	Side *hexmap.Hexside
	Msg  string
}

// Error formats the problem as "file: path: msg at col,row".
func (p Problem) Error() string {
	var b strings.Builder
	b.WriteString(p.File)
	if p.Line > 0 {
		fmt.Fprintf(&b, ":%d:%d", p.Line, p.Column)
	}
	if p.Path != "" {
		if b.Len() > 0 {
			b.WriteString(": ")
		}
		b.WriteString(p.Path)
	}
	if b.Len() > 0 {
		b.WriteString(": ")
	}
	b.WriteString(p.Msg)
	switch {
	case p.Side != nil:
		b.WriteString(" at " + p.Side.String())
	case p.Hex != nil:
		b.WriteString(" at " + p.Hex.String())
	}
	return b.String()
}

// Problems is every problem found in one file; as an error it prints one
// problem per line.
type Problems []Problem

// Error returns the problems, one per line.
func (ps Problems) Error() string {
	lines := make([]string, len(ps))
	for i, p := range ps {
		lines[i] = p.Error()
	}
	return strings.Join(lines, "\n")
}

// Messages returns each problem's Error text, for tests and tools that
// compare or list them.
func (ps Problems) Messages() []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = p.Error()
	}
	return out
}

// report collects problems for one file, keeping at most maxProblems so
// that a file of a million mistakes costs little to refuse.
type report struct {
	name    string
	probs   Problems
	dropped bool
}

// push records p, or notes that the cap dropped it.
func (r *report) push(p Problem) {
	if len(r.probs) >= maxProblems {
		r.dropped = true
		return
	}
	r.probs = append(r.probs, p)
}

// full reports whether the cap has been reached, so long checks can stop.
func (r *report) full() bool { return len(r.probs) >= maxProblems }

// result returns the problems, ending with a note when some were dropped.
func (r *report) result() Problems {
	if r.dropped {
		return append(r.probs, Problem{File: r.name, Msg: fmt.Sprintf("more than %d problems; fix these first", maxProblems)})
	}
	return r.probs
}

// add records a problem at path; format follows fmt.Sprintf.
func (r *report) add(path string, format string, args ...any) {
	r.push(Problem{File: r.name, Path: path, Msg: fmt.Sprintf(format, args...)})
}

// addAt records a problem at a hex.
func (r *report) addAt(path string, h hexmap.Hex, format string, args ...any) {
	r.push(Problem{File: r.name, Path: path, Hex: &h, Msg: fmt.Sprintf(format, args...)})
}

// addSide records a problem at a hexside.
func (r *report) addSide(path string, s hexmap.Hexside, format string, args ...any) {
	r.push(Problem{File: r.name, Path: path, Side: &s, Msg: fmt.Sprintf(format, args...)})
}
