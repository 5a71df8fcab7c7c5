package ai

import (
	"testing"

	"hexstorm/hexmap"
	"hexstorm/sim"
)

// lossBattle is the tutorial at the Allies' first combat phase with one
// battle on open ground away from every other unit: an Allied armour block
// of 3 steps and an infantry block of 2 attack an Axis infantry block of 4
// steps and an artillery block of 3. Both sides place their own hits.
func lossBattle(t *testing.T) (s *sim.State, at hexmap.Hex, ids map[string]sim.UnitID) {
	t.Helper()
	s = tutorialAt(t, 0)
	occupied := map[hexmap.Hex]bool{}
	for i := range s.Units {
		occupied[s.Units[i].Hex] = true
	}
	clearOf := func(h hexmap.Hex) bool {
		if s.Map.Index(h) < 0 || s.Map.Terrain(h) != hexmap.Clear || s.Storm.Covers(h) {
			return false
		}
		if occupied[h] {
			return false
		}
		for _, n := range h.Neighbors() {
			if occupied[n] {
				return false
			}
		}
		return true
	}
	var from hexmap.Hex
	found := false
	for i := 0; i < s.Map.Len() && !found; i++ {
		at = s.Map.HexAt(i)
		if !clearOf(at) {
			continue
		}
		for _, d := range hexmap.Directions {
			if n := at.Neighbor(d); clearOf(n) && !s.Map.River(at, d) {
				from, found = n, true
				break
			}
		}
	}
	if !found {
		t.Fatal("no open ground for the battle")
	}
	ids = map[string]sim.UnitID{}
	place := func(side int, key, typ string, cv int, h hexmap.Hex) {
		for i := range s.Units {
			u := &s.Units[i]
			if u.Side == side && classOf(u) == sim.ClassGround && u.CarriedBy == 0 && !isPlaced(ids, u.ID) {
				u.Type, u.CV, u.Hex = typ, cv, h
				ids[key] = u.ID
				return
			}
		}
		t.Fatalf("side %d has no ground block left for %s", side, key)
	}
	place(0, "armor", "armor", 3, from)
	place(0, "infantry", "infantry", 2, from)
	place(1, "defender infantry", "infantry", 4, at)
	place(1, "artillery", "artillery", 3, at)
	s.Control[s.Map.Index(at)] = 1
	for i := range s.Sides {
		s.Sides[i].ChooseCasualties = true
	}
	for _, key := range []string{"armor", "infantry"} {
		if _, err := s.Apply(sim.Command{Kind: sim.CmdMove, Side: 0, Unit: ids[key], Path: []hexmap.Hex{at}}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.Apply(sim.Command{Kind: sim.CmdEndPhase, Side: 0}); err != nil {
		t.Fatal(err)
	}
	for n := 0; n < 20 && s.Actor() == 1; n++ { // the Axis commits no aircraft
		if _, err := s.Apply(sim.Command{Kind: sim.CmdEndCommit, Side: 1}); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.Apply(sim.Command{Kind: sim.CmdFight, Side: 0, Hex: at}); err != nil {
		t.Fatal(err)
	}
	return s, at, ids
}

func isPlaced(ids map[string]sim.UnitID, id sim.UnitID) bool {
	for _, v := range ids {
		if v == id {
			return true
		}
	}
	return false
}

// TestDesignD19_HardPlacesItsLossesWhereTheyCostLeast: Hard chooses its own
// casualties (DESIGN D19) and gives each hit to the step whose loss costs
// least in dice and production: the attacking infantry before the armour
// (the rules' strongest-first policy, D34, would wear the armour, which has
// more steps), the defending artillery, which defends at 1, before the
// infantry it supports (strongest first would wear the infantry). Normal
// leaves its hits to the rules' policy.
func TestDesignD19_HardPlacesItsLossesWhereTheyCostLeast(t *testing.T) {
	s, at, ids := lossBattle(t)
	want := map[int]sim.UnitID{0: ids["infantry"], 1: ids["artillery"]}
	policy := map[int]sim.UnitID{0: ids["armor"], 1: ids["defender infantry"]}
	checked := map[int]bool{}
	for n := 0; n < 200 && len(checked) < 2; n++ {
		b := s.BattleAt(at)
		if b == nil {
			break
		}
		if len(b.Decisions) == 0 || b.Decisions[0].Chooser != b.Decisions[0].Victim {
			c, err := New(Easy, s.Actor(), 1).Next(s)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := s.Apply(c); err != nil {
				t.Fatal(err)
			}
			continue
		}
		d := b.Decisions[0]
		own := lossesByWorth(s, b, d)
		rules := s.AssignHits(d.Hits, false)
		if !checked[d.Victim] && len(d.Hits[0].Targets) == 2 {
			if own[0] != want[d.Victim] {
				t.Errorf("side %d's first loss on unit %d, want %d", d.Victim, own[0], want[d.Victim])
			}
			if rules[0] != policy[d.Victim] {
				t.Errorf("the rules' policy gives side %d's first loss to unit %d, want %d: the test no longer tells them apart", d.Victim, rules[0], policy[d.Victim])
			}
			checked[d.Victim] = true
		}
		c, ok := casualties(s, d.Chooser)
		if !ok {
			t.Fatal("no answer to a casualty decision")
		}
		if _, err := s.Apply(c); err != nil {
			t.Fatalf("%v: %v", c, err)
		}
	}
	if len(checked) < 2 {
		t.Fatalf("checked the first losses of sides %v only: the battle needs hits on both", checked)
	}

	// Hard asks to place its own losses with its first order; Normal never does.
	for _, tc := range []struct {
		level  Level
		manual bool
	}{{Hard, true}, {Normal, false}} {
		s := tutorialAt(t, 0)
		c, err := New(tc.level, 0, 1).Next(s)
		if err != nil {
			t.Fatal(err)
		}
		if got := c.Kind == sim.CmdCasualtyPolicy && c.Manual; got != tc.manual {
			t.Errorf("%v's first order %v: places its own losses %v, want %v", tc.level, c, got, tc.manual)
		}
	}
}
