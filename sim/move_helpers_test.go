package sim

import (
	"errors"
	"strings"
	"testing"

	"hexstorm/hexmap"
)

// mvGame starts a two-side game on an ASCII map, with setup changed by opt,
// and runs it to side 0's movement phase.
func mvGame(t testing.TB, rows []string, opt func(*Setup), units ...UnitSetup) *State {
	t.Helper()
	setup := twoSides(asciiMap(t, rows...), units...)
	if opt != nil {
		opt(&setup)
	}
	s := newTestGame(t, setup, 3)
	toMovement(t, s, 0)
	return s
}

// setControl gives side control of the hexes.
func setControl(s *State, side int, hexes ...hexmap.Hex) {
	for _, h := range hexes {
		s.Control[s.Map.Index(h)] = int8(side)
	}
}

// along returns the hexes of row r from column c0 to c1 (either way), each
// adjacent to the one before on a flat-topped odd-q map.
func along(r, c0, c1 int) []hexmap.Hex {
	var out []hexmap.Hex
	step := 1
	if c1 < c0 {
		step = -1
	}
	for c := c0; c != c1+step; c += step {
		out = append(out, at(c, r))
	}
	return out
}

// refusedBy applies c, expects a refusal citing rule, and checks the state
// did not change.
func refusedBy(t testing.TB, s *State, c Command, rule string) {
	t.Helper()
	before := snapshot(t, s)
	evs, err := s.Apply(c)
	var re *RuleError
	if !errors.As(err, &re) || !strings.Contains(re.Rule, rule) {
		t.Fatalf("%s: got %v, want a refusal citing %q", c, err, rule)
	}
	if evs != nil || snapshot(t, s) != before {
		t.Fatalf("%s: refused but the state changed", c)
	}
}

// hasEvent reports whether evs holds an event of kind k about unit id.
func hasEvent(evs []Event, k EventKind, id UnitID) bool {
	for _, e := range evs {
		if e.Kind == k && e.Unit == id {
			return true
		}
	}
	return false
}

// group is a CmdMove of a stack: lead unit id with the others along path.
func group(side int, ids []UnitID, path ...hexmap.Hex) Command {
	return Command{Kind: CmdMove, Side: side, Unit: ids[0], Units: ids[1:], Path: path}
}
