package ai

import (
	"testing"

	"hexstorm/hexmap"
	"hexstorm/sim"
)

// drownedSteps plays Channel Storm, level a for the Allies against Normal's
// Axis, and counts the Allied steps lost aboard ships that enemy ships
// sank: troops that went down with their transport where an enemy ship
// stands after the battle (an air strike flies home).
func drownedSteps(t *testing.T, seed uint64, a Level) int {
	t.Helper()
	g := channelGame(t, seed)
	players := []*Player{New(a, 0, seed*7+1), New(Normal, 1, seed*13+2)}
	lost := 0
	apply := func(c sim.Command) error {
		aboard := map[sim.UnitID]int{}
		for _, u := range g.State.Units {
			if u.Side == 0 && u.CarriedBy != 0 {
				aboard[u.ID] = u.CV
			}
		}
		evs, err := g.Apply(c)
		for _, e := range evs {
			if e.Kind == sim.EvUnitEliminated && aboard[e.Unit] > 0 && enemyShipIn(g.State, e.From) {
				lost += aboard[e.Unit]
			}
		}
		return err
	}
	if _, err := Play(g.State, apply, players, commandCap); err != nil {
		t.Fatalf("seed %d, %v: %v", seed, a, err)
	}
	return lost
}

// enemyShipIn reports whether an Axis naval block stands in h.
func enemyShipIn(s *sim.State, h hexmap.Hex) bool {
	for i := range s.Units {
		if u := &s.Units[i]; u.Side == 1 && u.Hex == h && classOf(u) == sim.ClassNaval {
			return true
		}
	}
	return false
}

// TestSeed001Transport_NormalAndHardShipNoTroopsWhereEnemyShipsCanSinkThem
// (seed 001 Transport: cargo is lost with its ship; style.safeCrossing):
// over Channel Storm games
// against Normal's Axis, whose destroyer waits in Cherbourg, no enemy ship
// sinks troops of Normal's or Hard's Allies, where Easy's, sailing on
// regardless, lose whole blocks that way in at least three of the six
// games. (Enemy aircraft can still strike a transport: the rule reckons
// with ships.)
func TestSeed001Transport_NormalAndHardShipNoTroopsWhereEnemyShipsCanSinkThem(t *testing.T) {
	easyLost := 0
	for seed := uint64(1); seed <= 6; seed++ {
		for _, l := range []Level{Normal, Hard} {
			if n := drownedSteps(t, seed, l); n > 0 {
				t.Errorf("seed %d: %v's Allies lost %d steps aboard ships", seed, l, n)
			}
		}
		if drownedSteps(t, seed, Easy) > 0 {
			easyLost++
		}
	}
	if easyLost < 3 {
		t.Fatalf("Easy's Allies lost troops at sea in only %d of 6 games: the test no longer shows the danger", easyLost)
	}
}

// TestSeed001Transport_NoWaitAtSeaWithTroopsThatCannotAllLand (seed 001
// Transport: cargo is lost with its ship; D15: four ground blocks a hex):
// a sea hex an enemy ship reaches is safe for a loaded transport only if
// every block aboard finds room ashore next to it. In a Channel Storm game
// (seed 5, Normal on both sides, with a change to garrisons tried in
// session 33) the Allies sailed to 9,8 off Cherbourg with two blocks
// aboard, landed the one the crowded shore had room for, and lost the
// other, four steps, with the transport to the Axis destroyer.
func TestSeed001Transport_NoWaitAtSeaWithTroopsThatCannotAllLand(t *testing.T) {
	g := channelGame(t, 1)
	s := g.State
	toMovementOf(t, s, 0)
	m := &mover{p: New(Normal, 0, 1), w: s, side: 0, done: map[sim.UnitID]bool{}}
	m.survey()
	exposed := make([]bool, s.Map.Len())
	for i := range exposed {
		exposed[i] = true
	}
	for i := range s.Map.Len() {
		h := s.Map.HexAt(i)
		if s.Map.Terrain(h).IsLand() || s.Map.Cell(h).Port {
			continue
		}
		room := 0
		for _, l := range hexNeighbors(h) {
			if _, ok := m.landing(l); ok {
				room += s.GroundRoom(l, m.side)
			}
		}
		if room == 0 {
			continue
		}
		if !m.safeFor(h, exposed, room) {
			t.Errorf("%s: %d blocks aboard should all land (room for %d ashore)", h.Offset(), room, room)
		}
		if m.safeFor(h, exposed, room+1) {
			t.Errorf("%s: %d blocks aboard cannot all land (room for %d ashore): not safe", h.Offset(), room+1, room)
		}
		return
	}
	t.Fatal("no sea hex next to a landing hex: the test tempts nothing")
}
