package sim

import (
	"testing"

	"hexstorm/hexmap"
)

// portAssault brings side 0's units 1.. (standing next to the port at 2,3
// of coastRows) into the port held by side 1, fights the battle there and
// returns the events of the fight.
func portAssault(t *testing.T, s *State, attackers ...UnitID) []Event {
	t.Helper()
	port := at(2, 3)
	for _, id := range attackers {
		mustApply(t, s, move(0, id, port))
	}
	for i := 0; i < 5 && !(s.Phase == PhaseCombat && s.Actor() == 0); i++ {
		mustApply(t, s, Command{Kind: CmdEndPhase, Side: s.Actor()})
	}
	if s.BattleAt(port) == nil {
		t.Fatalf("no battle at the port: phase %s, battles %v", s.Phase, s.Battles)
	}
	var evs []Event
	evs = append(evs, mustApply(t, s, Command{Kind: CmdFight, Side: 0, Hex: port})...)
	for i := 0; i < 5 && s.BattleAt(port) != nil; i++ {
		b := s.BattleAt(port)
		if !b.AwaitingOrders {
			t.Fatalf("the battle waits for a decision: %+v", b)
		}
		evs = append(evs, mustApply(t, s, Command{Kind: CmdContinueBattle, Side: 0, Hex: port})...)
	}
	return evs
}

// DESIGN D36: ships in a port hex do not hold it against ground troops; two
// infantry attacking a port held by one destroyer take it, and the destroyer
// puts to sea to an adjacent sea hex.
func TestDesignD36_ShipsDoNotHoldPortAgainstGroundTroops(t *testing.T) {
	port := at(2, 3)
	s := mvGame(t, coastRows, withPort,
		UnitSetup{Type: "infantry", Side: 0, Hex: at(1, 3)},
		UnitSetup{Type: "infantry", Side: 0, Hex: at(3, 3)},
		UnitSetup{Type: "destroyer", Side: 1, Hex: port})
	setControl(s, 1, port)
	evs := portAssault(t, s, 1, 2)
	ended := kinds(evs, EvBattleEnded)
	if len(ended) != 1 || ended[0].Value != 0 {
		t.Fatalf("battle result %+v, want side 0 winning", ended)
	}
	if s.ControlOf(port) != 0 {
		t.Fatalf("the port is held by side %d after the assault, want 0", s.ControlOf(port))
	}
	d := s.Unit(3)
	if d == nil {
		t.Fatal("the destroyer was lost although open sea lies next to the port")
	}
	if s.Map.Terrain(d.Hex) != hexmap.Sea || hexmap.Distance(d.Hex, port) != 1 {
		t.Fatalf("the destroyer is at %s, want an adjacent sea hex", d.Hex)
	}
	for _, id := range []UnitID{1, 2} {
		if u := s.Unit(id); u == nil || u.Hex != port {
			t.Fatalf("infantry %d is not in the port it took: %+v", id, u)
		}
	}
}

// DESIGN D36: with every adjacent sea hex held by enemy ships, the ships in a
// port that falls are eliminated.
func TestDesignD36_ShipsLostWhenNoSeaToPutTo(t *testing.T) {
	port := at(2, 3)
	units := []UnitSetup{
		{Type: "infantry", Side: 0, Hex: at(1, 3)},
		{Type: "destroyer", Side: 1, Hex: port},
	}
	for _, n := range port.Neighbors() {
		if n.Offset().Row < 3 && n.Offset().Row >= 0 {
			units = append(units, UnitSetup{Type: "destroyer", Side: 0, Hex: n})
		}
	}
	s := mvGame(t, coastRows, withPort, units...)
	setControl(s, 1, port)
	portAssault(t, s, 1)
	if s.ControlOf(port) != 0 {
		t.Fatalf("the port is held by side %d, want 0", s.ControlOf(port))
	}
	if s.Unit(2) != nil {
		t.Fatalf("the destroyer survived at %s with no free sea next to its port", s.Unit(2).Hex)
	}
}

// DESIGN D36: armor that destroys the last defending infantry of a port
// still holding a destroyer has taken the port; it need not retreat.
func TestDesignD36_LastInfantryGoneTakesPortDespiteShip(t *testing.T) {
	port := at(2, 3)
	s := mvGame(t, coastRows, withPort,
		UnitSetup{Type: "armor", Side: 0, Hex: at(1, 3)},
		UnitSetup{Type: "infantry", Side: 1, Hex: port},
		UnitSetup{Type: "destroyer", Side: 1, Hex: port})
	setControl(s, 1, port)
	s.Rand = diceFor(t, hit(1)) // the armor's first die hits
	portAssault(t, s, 1)
	if s.Unit(2) != nil {
		t.Fatal("the infantry survived the armor's hit")
	}
	if s.ControlOf(port) != 0 || s.Unit(1) == nil || s.Unit(1).Hex != port {
		t.Fatalf("the armor did not take the port: control %d, armor %+v", s.ControlOf(port), s.Unit(1))
	}
	if d := s.Unit(3); d != nil && s.Map.Terrain(d.Hex) != hexmap.Sea {
		t.Fatalf("the destroyer is still at %s", d.Hex)
	}
}
