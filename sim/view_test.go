package sim

import (
	"encoding/json"
	"strings"
	"testing"
)

// D9, D10, D41: a side's view of the state names an enemy block by owner and
// class only, puts every block in the storm face down (its owner's too),
// keeps another side's pools, the generator and the deck out, and leaves the
// true state unchanged.
func TestDesignD41_ViewForHidesWhatTheSideHasNotSeen(t *testing.T) {
	m := nineByNine(t)
	s := newTestGame(t, twoSides(m,
		UnitSetup{Type: "infantry", Side: 0, Hex: at(1, 1)},
		UnitSetup{Type: "armor", Side: 1, Hex: at(7, 7)},
		UnitSetup{Type: "fighter", Side: 1, Hex: at(7, 1)},
	), 1)
	s.Storm = Storm{On: true, Hex: at(4, 4)}
	s.Units[0].Hex = at(4, 5) // in the storm area
	s.Pools = []Pool{{Side: 0, Kind: FactoryArmy, PP: 3}, {Side: 1, Kind: FactoryArmy, PP: 9}}
	before := snapshot(t, s)

	v := s.ViewFor(0)
	if got := snapshot(t, s); got != before {
		t.Fatal("ViewFor changed the true state")
	}
	if v.Rand != (Rand{}) {
		t.Errorf("the view carries the generator %+v, which tells every die to come", v.Rand)
	}
	want := map[UnitID]Unit{
		1: {ID: 1, Type: "ground", Side: 0, Hex: at(4, 5)}, // own block, in the storm (D10)
		2: {ID: 2, Type: "ground", Side: 1, Hex: at(7, 7)},
		3: {ID: 3, Type: "air", Side: 1, Hex: at(7, 1)},
	}
	for _, u := range v.Units {
		if u != want[u.ID] {
			t.Errorf("the Allies see unit %d as %+v, want %+v", u.ID, u, want[u.ID])
		}
	}
	if len(v.Pools) != 1 || v.Pools[0].Side != 0 {
		t.Errorf("the Allies see pools %+v, want only their own", v.Pools)
	}
	b, _ := json.Marshal(v)
	for _, secret := range []string{`"armor"`, `"fighter"`} {
		if strings.Contains(string(b), secret) {
			t.Errorf("the Allies' view names %s", secret)
		}
	}

	// The Axis see their own blocks outside the storm as they are.
	v1 := s.ViewFor(1)
	if u := v1.Unit(2); u.Type != "armor" || u.CV != s.Unit(2).CV {
		t.Errorf("the Axis see their own armor as %+v", u)
	}
	// Open blocks show everything but the storm and the generator.
	s.Options.OpenBlocks = true
	if u := s.ViewFor(0).Unit(2); u.Type != "armor" {
		t.Errorf("with open blocks the Allies see %+v", u)
	}
}

// D9: an enemy block that left play is known by owner and class only.
func TestDesignD9_ViewForHidesEliminatedEnemyTypes(t *testing.T) {
	m := nineByNine(t)
	s := newTestGame(t, twoSides(m, UnitSetup{Type: "infantry", Side: 0, Hex: at(1, 1)}), 1)
	s.Eliminated = []Unit{{ID: 7, Type: "armor", Side: 1, CV: 2}, {ID: 8, Type: "artillery", Side: 0, CV: 1}}
	v := s.ViewFor(0)
	if v.Eliminated[0] != (Unit{ID: 7, Type: "ground", Side: 1}) || v.Eliminated[1].Type != "artillery" {
		t.Errorf("the Allies see the fallen as %+v", v.Eliminated)
	}
}
