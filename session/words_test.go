package session

import (
	"fmt"
	"hexstorm/hexmap"
	"hexstorm/session/seat"
	"hexstorm/sim"
	"slices"
	"strings"
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

// TestDesignD19_CasualtyPolicyReadsAsWhoPlacesTheHits: a side's switch of
// casualty policy (a computer side at Hard makes it at its first order)
// says who places its hits, in words, not the event's name.
func TestDesignD19_CasualtyPolicyReadsAsWhoPlacesTheHits(t *testing.T) {
	st := newTestSession(t, 3, seat.Human, seat.Human).State()
	got := DescribeEvents(st, []sim.Event{
		{Kind: sim.EvCasualtyPolicy, Side: 0, Value: 1},
		{Kind: sim.EvCasualtyPolicy, Side: 1, Value: 0},
	}, nil)
	want := []string{SideName(st, 0) + ": choosing which unit takes each hit", SideName(st, 1) + ": hits fall on the strongest block first"}
	if !slices.Equal(got, want) {
		t.Fatalf("got %q\nwant %q", got, want)
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
		if got := PlainWords(c.in, name); got != c.want {
			t.Errorf("PlainWords(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestLinesAtNameTheHexTheyAreAbout: a move's line is about where it ends,
// a combat die's about its battle, and the initiative's about no hex.
func TestLinesAtNameTheHexTheyAreAbout(t *testing.T) {
	s := newTestSession(t, 3, seat.Human, seat.Human)
	st := s.State()
	name := func(id string) string { t, _ := sim.LookupUnitType(id); return t.Name }
	u := st.Units[0]
	a, b := u.Hex, u.Hex.Neighbor(0)
	battle := u.Hex.Neighbor(3)
	lines := DescribeEventsAt(st, []sim.Event{
		{Kind: sim.EvInitiative, Side: 0},
		{Kind: sim.EvUnitMoved, Side: u.Side, Unit: u.ID, From: a, To: b},
		{Kind: sim.EvUnitMoved, Side: u.Side, Unit: u.ID, From: b, To: a},
		{Kind: sim.EvDiceRolled, Side: u.Side, Unit: u.ID, Dice: []int{4}, Sides: 12, Value: 3, From: battle, To: battle},
		{Kind: sim.EvDiceRolled, Side: 0, Dice: []int{5}, Sides: 6, Why: "initiative"},
	}, name)
	if len(lines) != 4 {
		t.Fatalf("lines %+v", lines)
	}
	for i, want := range []struct {
		has bool
		at  hexmap.Hex
	}{{false, hexmap.Hex{}}, {true, a}, {true, battle}, {false, hexmap.Hex{}}} {
		if lines[i].HasHex != want.has || want.has && lines[i].At != want.at {
			t.Errorf("line %q: at %v (%v), want %v (%v)", lines[i].Text, lines[i].At, lines[i].HasHex, want.at, want.has)
		}
	}
}

// TestMoveLinesNameWhereTheUnitStartedAndEnded: a move or a retreat from
// or to a named place says its name, so "moves 21,1 (London) → 20,2" reads
// without a look at the map.
func TestMoveLinesNameWhereTheUnitStartedAndEnded(t *testing.T) {
	s := newTestSession(t, 3, seat.Human, seat.Human)
	st := s.State()
	name := func(id string) string { t, _ := sim.LookupUnitType(id); return t.Name }
	i := slices.IndexFunc(st.Units, func(u sim.Unit) bool { return st.Map.Cell(u.Hex).Name != "" && u.CarriedBy == 0 })
	if i < 0 {
		t.Fatal("no unit stands in a named place")
	}
	u := st.Units[i]
	to := u.Hex.Neighbor(0)
	got := DescribeEvents(st, []sim.Event{{Kind: sim.EvUnitMoved, Side: u.Side, Unit: u.ID, From: u.Hex, To: to}}, name)
	want := fmt.Sprintf("%s %s moves %s (%s) → %s%s", SideName(st, u.Side), name(u.Type), u.Hex, st.Map.Cell(u.Hex).Name, to, PlaceSuffix(st, to))
	if len(got) != 1 || got[0] != want {
		t.Fatalf("got %q, want %q", got, want)
	}
	got = DescribeEvents(st, []sim.Event{{Kind: sim.EvUnitRetreated, Side: u.Side, Unit: u.ID, From: u.Hex, To: to}}, name)
	wantPart := fmt.Sprintf(" retreats %s (%s) → %s%s", u.Hex, st.Map.Cell(u.Hex).Name, to, PlaceSuffix(st, to))
	if len(got) != 1 || !strings.HasSuffix(got[0], wantPart) {
		t.Fatalf("got %q, want a line ending %q", got, wantPart)
	}
}
