package session

import (
	"fmt"
	"hexstorm/session/seat"
	"hexstorm/sim"
	"slices"
	"testing"
)

// TestPlainWhyDropsRuleCitations: the words a player reads leave out the
// rule an explanation cites, and keep every other bracket.
func TestPlainWhyDropsRuleCitations(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"retreat into the storm: automatic loss of 1 cv (seed 004 Storms)", "retreat into the storm: automatic loss of 1 cv"},
		{"capital ship repaired at an operative friendly naval base (DESIGN D24, seed 001 Capital Ship)", "capital ship repaired at an operative friendly naval base"},
		{"embarks (aboard a transport)", "embarks (aboard a transport)"},
		{"Infantry built", "Infantry built"},
		{"", ""},
	} {
		if got := plainWhy(c.in); got != c.want {
			t.Errorf("plainWhy(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestCombatDieWordsWhoRolledWhatItNeeded: a combat die reads as who fired,
// the face, hit or miss, and the number it needed, without unit ids or the
// rule cited.
func TestCombatDieWordsWhoRolledWhatItNeeded(t *testing.T) {
	s := newTestSession(t, 3, seat.Human, seat.Human)
	st := s.State()
	u := st.Units[0]
	name := func(id string) string { t, _ := sim.LookupUnitType(id); return t.Name }
	for _, c := range []struct {
		face int
		want string
	}{{2, "hits"}, {9, "misses"}} {
		e := sim.Event{Kind: sim.EvDiceRolled, Side: u.Side, Unit: u.ID, Dice: []int{c.face}, Sides: 12, Value: 3, Why: "unit 1 infantry attacks (rating 3)"}
		got := DescribeEvents(st, []sim.Event{e}, name)
		want := fmt.Sprintf("%s %s rolls %d: %s (hits on 3 or less)", SideName(st, u.Side), name(u.Type), c.face, c.want)
		if len(got) != 1 || got[0] != want {
			t.Errorf("got %q, want %q", got, want)
		}
	}
}

// TestSupplyLinesNameTheUnitAndPlace: a supply change names the unit and
// where it stands (the play-test saw four identical "supply changed" lines).
func TestSupplyLinesNameTheUnitAndPlace(t *testing.T) {
	s := newTestSession(t, 3, seat.Human, seat.Human)
	st := s.State()
	u := st.Units[0]
	name := func(id string) string { t, _ := sim.LookupUnitType(id); return t.Name }
	got := DescribeEvents(st, []sim.Event{
		{Kind: sim.EvSupplyChanged, Side: u.Side, Unit: u.ID, From: u.Hex, To: u.Hex, Value: 1},
		{Kind: sim.EvSupplyChanged, Side: u.Side, Unit: u.ID, From: u.Hex, To: u.Hex},
	}, name)
	who := SideName(st, u.Side) + " " + name(u.Type) + " at " + u.Hex.String() + PlaceSuffix(st, u.Hex)
	want := []string{who + " is cut off: no supply line to a friendly city or port", who + " is back in supply"}
	if !slices.Equal(got, want) {
		t.Fatalf("got %q\nwant %q", got, want)
	}
}

// TestSideDoesAgreesWithTheName: "Axis wins", "Allies win".
func TestSideDoesAgreesWithTheName(t *testing.T) {
	st := &sim.State{Sides: []sim.Side{{Name: "Axis"}, {Name: "Allies"}, {Name: "Central Powers"}, {Name: "United States"}, {Name: "Britain"}}}
	want := []string{"Axis wins", "Allies win", "Central Powers win", "United States wins", "Britain wins"}
	for i, w := range want {
		if got := SideDoes(st, i, "wins"); got != w {
			t.Errorf("got %q, want %q", got, w)
		}
	}
}

// TestPlainWordsNameUnitsByTypeNotId: the explanations of dice outside a
// battle's fire (anti-aircraft at air transports, coastal guns), steps spent
// and steps gained name their units by type, never by id.
func TestPlainWordsNameUnitsByTypeNotId(t *testing.T) {
	name := func(id string) string { t, _ := sim.LookupUnitType(id); return t.Name }
	for _, c := range []struct{ in, want string }{
		{"unit 12 infantry fires at air transport 34 (rating 2, seed 001 Airdrop)", name("infantry") + " fires at air transport (rating 2)"},
		{"unit 7 fighter fires at the air transports (rating 3, seed 001 Airdrop)", name("fighter") + " fires at the air transports (rating 3)"},
		{"unit 3 infantry spends a step on a fortification, 2 left (DESIGN D35)", name("infantry") + " spends a step on a fortification, 2 left"},
		{"unit 9 light_armor fires at attacking aircraft 41 (rating 2)", name("light_armor") + " fires at attacking aircraft (rating 2)"},
	} {
		if got := plainWords(c.in, name); got != c.want {
			t.Errorf("plainWords(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
