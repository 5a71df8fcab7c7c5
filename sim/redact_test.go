package sim

import "testing"

// D9: the other side learns of an enemy move only as a block of its owner
// and class; the mover reads it in full. A battle reveals both sides'
// blocks for its events.
func TestDesignD9_EventsForNamesHiddenEnemyBlocksByOwnerAndClass(t *testing.T) {
	m := nineByNine(t)
	s := newTestGame(t, twoSides(m,
		UnitSetup{Type: "infantry", Side: 0, Hex: at(1, 1)},
		UnitSetup{Type: "infantry", Side: 1, Hex: at(6, 6)},
	), 1)
	toMovement(t, s, 1)
	evs := mustApply(t, s, move(1, 2, at(6, 5)))
	moves := 0
	for _, e := range s.EventsFor(0, evs) {
		if e.Unit != 2 {
			continue
		}
		moves++
		if e.Block != "ground" || e.Why != "" || e.Side != 1 {
			t.Errorf("the Allies learn of the Axis move as %+v, want an Axis ground block and no explanation", e)
		}
	}
	if moves == 0 {
		t.Fatal("the Allies do not learn that an Axis block moved (block positions are public)")
	}
	for _, e := range s.EventsFor(1, evs) {
		if e.Block != "" {
			t.Errorf("the Axis read its own move face down: %+v", e)
		}
	}
	for _, e := range s.EventsFor(-1, evs) {
		if e.Block != "" {
			t.Errorf("an onlooker reads %+v face down", e)
		}
	}
	// The other side's income and supply are its own.
	private := []Event{{Kind: EvIncome, Side: 1, Value: 5, Why: "5 PP"}, {Kind: EvSupplyChanged, Side: 1, Unit: 2, Value: 1}}
	if got := s.EventsFor(0, private); len(got) != 0 {
		t.Errorf("the Allies learn of the Axis economy: %+v", got)
	}
	if got := s.EventsFor(1, private); len(got) != 2 {
		t.Errorf("the Axis learn %d of its own 2 events", len(got))
	}
	// A build tells its price, which would tell the type: blanked.
	built := s.EventsFor(0, []Event{{Kind: EvUnitBuilt, Side: 1, Unit: 2, Value: 3, Why: "Infantry built from the army pool"}})
	if built[0].Value != 0 || built[0].Why != "" || built[0].Block != "ground" {
		t.Errorf("an Axis build reads to the Allies as %+v", built[0])
	}
	// A battle the Allies fight reveals the Axis block for its events, even
	// once it is over; a battle of other sides does not.
	battle := []Event{
		{Kind: EvBattleStarted, Side: 0, Value: 1, To: at(6, 5)},
		{Kind: EvUnitHit, Side: 1, Unit: 2, Value: 1, To: at(6, 5)},
		{Kind: EvBattleEnded, Side: 0, Value: -1, To: at(6, 5), Why: "no result"},
	}
	for _, e := range s.EventsFor(0, battle) {
		if e.Block != "" {
			t.Errorf("a battle the Allies fought still hides %+v", e)
		}
	}
	// A battle begun by an earlier command, ended by this one.
	for _, e := range s.EventsFor(0, battle[1:]) {
		if e.Block != "" {
			t.Errorf("the end of a battle the Allies fought hides %+v", e)
		}
	}
	// Events are not changed in place.
	if evs[len(evs)-1].Block != "" {
		t.Error("EventsFor changed its argument")
	}
}

// D10: blocks in the storm area are face down for everyone, their owner
// included.
func TestDesignD10_EventsForStormBlocksFaceDownForOwnerToo(t *testing.T) {
	m := nineByNine(t)
	setup := twoSides(m,
		UnitSetup{Type: "infantry", Side: 0, Hex: at(4, 4)},
		UnitSetup{Type: "infantry", Side: 0, Hex: at(1, 1)},
	)
	setup.Options.Logistics = true
	centre := at(4, 4)
	setup.Storm = &centre
	s := newTestGame(t, setup, 1)
	if !s.Storm.Covers(s.Unit(1).Hex) {
		t.Fatal("the test's block is not in the storm")
	}
	evs := []Event{
		{Kind: EvUnitDamaged, Side: 0, Unit: 1, Value: 2, Why: "Infantry retreats into the storm"},
		{Kind: EvUnitBuilt, Side: 0, Unit: 2, Value: 3, Why: "Infantry built"},
	}
	for viewer := 0; viewer < 2; viewer++ {
		got := s.EventsFor(viewer, evs)
		if got[0].Block != "ground" || got[0].Why != "" || got[0].Value != 0 {
			t.Errorf("side %d learns of a block in the storm as %+v, want a face-down ground block", viewer, got[0])
		}
		if viewer == 0 && got[1].Block != "" {
			t.Errorf("the owner reads its block outside the storm face down: %+v", got[1])
		}
	}
}
