package play

import (
	"slices"
	"strings"
	"testing"

	"hexstorm/ai"
	"hexstorm/hexmap"
	"hexstorm/render/app"
	"hexstorm/session/seat"
	"hexstorm/sim"
)

// pressChoice presses, by its digit as a player would, the button of panel
// p whose label starts with prefix.
func pressChoice(t *testing.T, d *driver, p *actionPanel, prefix string) {
	t.Helper()
	var labels []string
	for _, c := range p.choices {
		if strings.HasPrefix(c.label, prefix) && c.enabled && c.key > 0 {
			d.digit(c.key)
			return
		}
		labels = append(labels, c.label)
	}
	t.Fatalf("no button %q among %q", prefix, labels)
}

// airGame is a strip of land with a city (an air base) at 1,1 held by the
// Allies, who hold the west half; the Axis the east half.
func airGame(t *testing.T, units ...sim.UnitSetup) (*Scene, *sim.State, *driver) {
	t.Helper()
	m := testMap("~~~~~~~~~~", "~C.......~", "~........~", "~~~~~~~~~~")
	control := make([]int8, m.Len())
	for i := range control {
		h := m.HexAt(i)
		switch {
		case !m.Terrain(h).IsLand():
			control[i] = -1
		case h.Offset().Col <= 3:
			control[i] = 0
		default:
			control[i] = 1
		}
	}
	st, _, err := sim.NewGame(sim.Setup{Map: m, Sides: []sim.Side{{Name: "Allies"}, {Name: "Axis"}},
		Units: units, Control: control, Victory: sim.Victory{Turns: 5}}, 2)
	if err != nil {
		t.Fatal(err)
	}
	s := NewFor(newTestShell().deps(), st)
	d := newDriver(t, s)
	for st.ActiveSide() != 0 || st.Phase != sim.PhaseMovement {
		d.press(app.ActEndPhase)
	}
	return s, st, d
}

// selectByClicks clicks hex h until unit id is selected (a click on a
// stack selects its next block).
func selectByClicks(t *testing.T, d *driver, h hexmap.Hex, id sim.UnitID) {
	t.Helper()
	o := h.Offset()
	for range 4 {
		if d.s.ord.selected == id {
			return
		}
		d.clickHex(o.Col, o.Row)
	}
	if d.s.ord.selected != id {
		t.Fatalf("clicking %s never selected unit %d", h, id)
	}
}

// A player airdrops the paratroopers (seed 001 Airdrop): board the
// transport, select it, press the Airdrop button, click the lit enemy hex;
// the paratroopers land there and a battle is declared.
func TestInput_AirdropPicksTheDropHexOnTheMap(t *testing.T) {
	s, st, d := airGame(t,
		sim.UnitSetup{Type: "transport_aircraft", Side: 0, Hex: at(1, 1)},
		sim.UnitSetup{Type: "paratroopers", Side: 0, Hex: at(1, 1)},
		sim.UnitSetup{Type: "infantry", Side: 1, Hex: at(4, 1)})
	selectByClicks(t, d, at(1, 1), 2)
	pressChoice(t, d, &s.hud.panel, "Board the ")
	if st.Unit(2).CarriedBy != 1 {
		t.Fatal("the paratroopers did not board the transport")
	}
	selectByClicks(t, d, at(1, 1), 1)
	pressChoice(t, d, &s.hud.panel, "Airdrop the ")
	if s.ord.picking == nil || len(s.ord.picking.hexes) == 0 {
		t.Fatal("the airdrop lights no hex")
	}
	d.clickHex(4, 1)
	if p := st.Unit(2); p.Hex != at(4, 1) || p.CarriedBy != 0 || st.BattleAt(at(4, 1)) == nil {
		t.Fatalf("after the drop: paratroopers %+v, battle %v", *p, st.BattleAt(at(4, 1)) != nil)
	}
	if s.ord.picking != nil {
		t.Fatal("the map still waits for a hex")
	}
}

// A player makes a supply drop (seed 001 Supply Drop): select the transport
// at its base, press the Supply drop button, click the lit cut-off hex.
func TestInput_SupplyDropPicksTheCutOffHex(t *testing.T) {
	s, st, d := airGame(t,
		sim.UnitSetup{Type: "transport_aircraft", Side: 0, Hex: at(1, 1)},
		sim.UnitSetup{Type: "infantry", Side: 0, Hex: at(3, 2)})
	st.Unit(2).OutOfSupply = true
	s.afterChange()
	selectByClicks(t, d, at(1, 1), 1)
	pressChoice(t, d, &s.hud.panel, "Supply drop")
	if s.ord.picking == nil || len(s.ord.picking.hexes) != 1 || s.ord.picking.hexes[0] != at(3, 2) {
		t.Fatalf("lit hexes %v, want only 3,2", s.ord.picking)
	}
	// Esc cancels; the button again, then the click.
	d.press(app.ActBack)
	if s.ord.picking != nil || !st.Unit(2).OutOfSupply {
		t.Fatal("Esc did not cancel the supply drop")
	}
	pressChoice(t, d, &s.hud.panel, "Supply drop")
	d.clickHex(3, 2)
	if st.Unit(2).OutOfSupply {
		t.Fatal("the supply drop did not put the infantry back in supply")
	}
}

// A player switches the side's casualty policy from the battle panel (DESIGN
// D19), through the rules' casualty_policy command.
func TestInput_CasualtyPolicySwitchInTheBattlePanel(t *testing.T) {
	s, st, d := declareAttack(t)
	d.press(app.ActEndPhase)
	for st.Phase == sim.PhaseCombat && st.Actor() != 0 {
		if _, err := st.Apply(sim.Command{Kind: sim.CmdEndCommit, Side: st.Actor()}); err != nil {
			t.Fatal(err)
		}
		s.afterChange()
	}
	s.openBattle(at(2, 1))
	before := st.Sides[0].ChooseCasualties
	pressChoice(t, d, &s.hud.battle, "Casualties: ")
	if st.Sides[0].ChooseCasualties == before {
		t.Fatal("the switch did not change the Allies' casualty policy")
	}
}

// When the computer places its own hits (Hard does, DESIGN D19), the
// battle view a human watches says so and offers no buttons for them: the
// casualty buttons are the human's own, and the computer's answer comes
// from its runner.
func TestInput_ComputerPlacesItsOwnHitsWithoutButtons(t *testing.T) {
	g := newFlowGame(t)
	m := startSession(t, g, 5, seat.Human, seat.Computer(seat.Hard))
	st := m.state
	st.Sides[1].ChooseCasualties = true // as Hard asks with its first order
	players := []*ai.Player{ai.New(ai.Normal, 0, 1), ai.New(ai.Normal, 1, 2)}
	var b *sim.Battle
	for n := 0; n < 5000 && b == nil && st.Phase != sim.PhaseGameOver; n++ {
		for i := range st.Battles {
			if ds := st.Battles[i].Decisions; len(ds) > 0 && ds[0].Chooser == 1 && ds[0].Victim == 1 {
				b = &st.Battles[i]
			}
		}
		if b != nil {
			break
		}
		c, err := players[st.Actor()].Next(st)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := st.Apply(c); err != nil {
			t.Fatalf("%v: %v", c, err)
		}
	}
	if b == nil {
		t.Fatal("no battle waited on the computer's own hits")
	}
	m.openBattle(b.Hex)
	m.refreshBattlePanel()
	p := &m.hud.battle
	var lines []string
	for _, l := range p.lines {
		lines = append(lines, l.text)
	}
	if !slices.ContainsFunc(lines, func(l string) bool { return strings.Contains(l, "which units take the hits") }) {
		t.Errorf("battle view lines %q, want one saying the computer chooses its hits", lines)
	}
	for _, c := range p.choices {
		if strings.Contains(c.label, "left)") {
			t.Errorf("the view offers %q for the computer's hits", c.label)
		}
	}
}
