package sim

import (
	"slices"
	"testing"

	"hexstorm/hexmap"
)

func nineByNine(t *testing.T) *hexmap.Map {
	return asciiMap(t,
		".........",
		".........",
		".........",
		".........",
		".........",
		".........",
		".........",
		".........",
		".........")
}

func TestSeed004_StormAreaIsSevenHexes(t *testing.T) {
	st := Storm{On: true, Hex: at(4, 4)}
	area := st.Area()
	if len(area) != 7 {
		t.Fatalf("storm area has %d hexes, want 7", len(area))
	}
	for _, h := range area {
		if !st.Covers(h) {
			t.Errorf("Covers(%s) false for a hex of the area", h)
		}
	}
	if st.Covers(at(4, 2)) {
		t.Error("a hex two steps away is inside the storm area")
	}
	if (Storm{Hex: at(4, 4)}).Covers(at(4, 4)) {
		t.Error("a storm that is off covers its hex")
	}
}

func TestSeed004_StormStartsAtMapCentre(t *testing.T) {
	m := nineByNine(t)
	setup := twoSides(m)
	setup.Options.Logistics = true
	s, err := newState(setup, 1)
	if err != nil {
		t.Fatal(err)
	}
	if !s.Storm.On || s.Storm.Hex != at(4, 4) {
		t.Fatalf("storm at %s (on %v), want the centre 4,4", s.Storm.Hex, s.Storm.On)
	}
	placed := at(1, 2)
	setup.Storm = &placed
	s, _ = newState(setup, 1)
	if s.Storm.Hex != placed {
		t.Fatalf("scenario-placed storm at %s, want %s", s.Storm.Hex, placed)
	}
}

// TestDesignD12_StormDirections checks the die-to-direction mapping: 1 north,
// then clockwise, on flat-topped hexes.
func TestDesignD12_StormDirections(t *testing.T) {
	m := nineByNine(t)
	cases := []struct {
		dir  hexmap.Direction
		want hexmap.Hex
	}{
		{1, at(4, 3)}, {2, at(5, 3)}, {3, at(5, 4)}, {4, at(4, 5)}, {5, at(3, 4)}, {6, at(3, 3)},
	}
	for _, c := range cases {
		steps, restarted := StormPath(m, at(4, 4), c.dir, 1)
		if restarted || len(steps) != 1 || steps[0] != c.want {
			t.Errorf("direction %d from 4,4: %v (restarted %v), want %s", c.dir, steps, restarted, c.want)
		}
	}
}

func TestSeed004_StormMovesHexByHex(t *testing.T) {
	m := nineByNine(t)
	steps, restarted := StormPath(m, at(4, 4), hexmap.North, 3)
	want := []hexmap.Hex{at(4, 3), at(4, 2), at(4, 1)}
	if restarted || !slices.Equal(steps, want) {
		t.Fatalf("storm path %v (restarted %v), want %v", steps, restarted, want)
	}
}

func TestSeed004_StormOffMapRestartsAtCentre(t *testing.T) {
	m := nineByNine(t)
	steps, restarted := StormPath(m, at(4, 1), hexmap.North, 4)
	if !restarted || !slices.Equal(steps, []hexmap.Hex{at(4, 0)}) {
		t.Fatalf("path %v restarted %v; want one step to 4,0 then restart", steps, restarted)
	}
	// Through the whole turn sequence: a storm at the top edge that rolls
	// north always ends at the centre.
	for seed := uint64(1); seed < 200; seed++ {
		setup := twoSides(m)
		top := at(4, 0)
		setup.Storm = &top
		s, evs, err := NewGame(setup, seed)
		if err != nil {
			t.Fatal(err)
		}
		dice := stormDice(evs)
		if dice[0] != int(hexmap.North) {
			continue
		}
		if s.Storm.Hex != m.Center() {
			t.Fatalf("seed %d: storm rolled north off the map and is at %s, want the centre", seed, s.Storm.Hex)
		}
		if !slices.ContainsFunc(evs, func(e Event) bool { return e.Kind == EvStormRestart }) {
			t.Fatalf("seed %d: no restart event", seed)
		}
		return
	}
	t.Fatal("no seed rolled north")
}

// stormDice returns the direction and distance dice of the storm roll.
func stormDice(evs []Event) []int {
	var out []int
	for _, e := range evs {
		if e.Kind == EvDiceRolled && (e.Why == "storm direction (seed 004 Storms)" || e.Why == "storm distance (seed 004 Storms)") {
			out = append(out, e.Dice[0])
		}
	}
	return out
}

// TestSeed004_StormRolledByInitiativeLoserAfterInitiative: after each
// initiative roll the loser rolls two dice separately, direction then
// distance, and the storm moves that way.
func TestSeed004_StormRolledByInitiativeLoserAfterInitiative(t *testing.T) {
	m := nineByNine(t)
	for seed := uint64(1); seed <= 50; seed++ {
		setup := twoSides(m)
		setup.Options.Logistics = true
		s, evs, err := NewGame(setup, seed)
		if err != nil {
			t.Fatal(err)
		}
		lastInit, firstStorm := -1, -1
		var stormSides []int
		for i, e := range evs {
			if e.Kind == EvDiceRolled && e.Why == "initiative" {
				lastInit = i
			}
			if e.Kind == EvDiceRolled && e.Sides == 6 && e.Why != "initiative" {
				if firstStorm < 0 {
					firstStorm = i
				}
				stormSides = append(stormSides, e.Side)
			}
		}
		if firstStorm < lastInit {
			t.Fatalf("seed %d: storm dice at event %d before the last initiative die at %d", seed, firstStorm, lastInit)
		}
		loser := s.Order[len(s.Order)-1]
		if len(stormSides) != 2 || stormSides[0] != loser || stormSides[1] != loser {
			t.Fatalf("seed %d: storm dice thrown by %v, want twice by the initiative loser %d", seed, stormSides, loser)
		}
		dice := stormDice(evs)
		steps, restarted := StormPath(m, m.Center(), hexmap.Direction(dice[0]), dice[1])
		want := m.Center()
		if !restarted && len(steps) > 0 {
			want = steps[len(steps)-1]
		}
		if s.Storm.Hex != want {
			t.Fatalf("seed %d: dice %v moved the storm to %s, want %s", seed, dice, s.Storm.Hex, want)
		}
	}
}

func TestDesignD11_InitiativeHighestRollMovesFirst(t *testing.T) {
	m := nineByNine(t)
	ties := 0
	for seed := uint64(1); seed <= 100; seed++ {
		setup := twoSides(m)
		setup.Sides = append(setup.Sides, Side{Name: "Neutral"})
		s, evs, err := NewGame(setup, seed)
		if err != nil {
			t.Fatal(err)
		}
		var rolls []Event
		for _, e := range evs {
			if e.Kind == EvDiceRolled && e.Why == "initiative" {
				rolls = append(rolls, e)
			}
		}
		if len(rolls) > 3 {
			ties++
		}
		// The first three rolls are one per side; the first side in the order
		// rolled at least as high as every other side in that round.
		first := s.Order[0]
		for _, r := range rolls[:3] {
			if r.Dice[0] > rolls[first].Dice[0] {
				t.Fatalf("seed %d: side %d rolled %d but side %d (rolled %d) moves first", seed, r.Side, r.Dice[0], first, rolls[first].Dice[0])
			}
		}
		got := slices.Clone(s.Order)
		slices.Sort(got)
		if !slices.Equal(got, []int{0, 1, 2}) {
			t.Fatalf("seed %d: order %v is not a permutation of the sides", seed, s.Order)
		}
	}
	if ties == 0 {
		t.Fatal("no tie was re-rolled in 100 games")
	}
}
