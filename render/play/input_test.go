package play

import (
	"image"
	"slices"
	"strings"
	"testing"

	"hexstorm/render/app"
	"hexstorm/sim"
)

// These tests play the map scene as a person does: they inject one tick's
// keyboard and mouse input at a time into the test shell's snapshot
// (testShell.in), which every scene reads, and run the scene's Update, so
// clicks go through the same hit-testing, panels and key bindings as in
// the window.

// driver injects input into a scene.
type driver struct {
	t *testing.T
	s *Scene
	g *testShell
}

// newDriver sizes the scene like a 1280x800 window.
func newDriver(t *testing.T, s *Scene) *driver {
	d := &driver{t: t, s: s, g: shellOf(s)}
	d.g.in = app.Input{Width: 1280, Height: 800, MouseX: 640, MouseY: 400, CursorIn: true}
	d.tick()
	return d
}

// tick runs one Update with the current input, then clears the one-tick
// edges (presses, releases, key downs).
func (d *driver) tick() {
	d.t.Helper()
	in := &d.g.in
	if err := d.s.Update(d.g.context()); err != nil {
		d.t.Fatal(err)
	}
	in.Pressed, in.Released = [3]bool{}, [3]bool{}
	in.Just, in.Repeat = [app.ActionCount]bool{}, [app.ActionCount]bool{}
	in.Digit = 0
}

// toMovement ends phases until side's movement phase.
func (d *driver) toMovement(side int) {
	st := d.s.state
	for st.ActiveSide() != side || st.Phase != sim.PhaseMovement {
		d.press(app.ActEndPhase)
	}
}

// press presses and releases an action's key.
func (d *driver) press(a app.Action) {
	d.g.in.Just[a], d.g.in.Held[a] = true, true
	d.tick()
	d.g.in.Held[a] = false
	d.tick()
}

// digit presses a number key.
func (d *driver) digit(k int) {
	d.g.in.Digit = k
	d.tick()
}

// click moves the mouse to (x, y) and clicks the left button.
func (d *driver) click(x, y int) {
	in := &d.g.in
	in.MouseX, in.MouseY = x, y
	d.tick()
	in.Down[app.MouseLeft], in.Pressed[app.MouseLeft] = true, true
	d.tick()
	in.Down[app.MouseLeft], in.Released[app.MouseLeft] = false, true
	d.tick()
}

// clickHex clicks the centre of hex (col, row).
func (d *driver) clickHex(col, row int) {
	x, y := d.s.Board.HexCenter(&d.s.Cam, at(col, row))
	d.click(int(x), int(y))
}

// untilIdle ticks until the battle animation is over, counting the ticks.
func (d *driver) untilIdle() int {
	n := 0
	for d.s.battle != nil && d.s.battle.animating() {
		d.tick()
		n++
		if n > 100000 {
			d.t.Fatal("the battle animation never ends")
		}
	}
	return n
}

// newBattleScene starts a game with an Allied infantry and armor stack
// next to an Axis infantry, both sides choosing their own casualties, in
// the Allies' movement phase.
func newBattleScene(t *testing.T) (*Scene, *sim.State) {
	t.Helper()
	setup := sim.Setup{
		Map:   testMap("~~~~~~~~", "~..f..C~", "~.^^...~", "~......~", "~~~~~~~~"),
		Sides: []sim.Side{{Name: "Allies", ChooseCasualties: true}, {Name: "Axis", ChooseCasualties: true}},
		Units: []sim.UnitSetup{
			{Type: "infantry", Side: 0, Hex: at(1, 1)},
			{Type: "armor", Side: 0, Hex: at(1, 1)},
			{Type: "infantry", Side: 1, Hex: at(2, 1)},
		},
		Victory: sim.Victory{Turns: 5},
	}
	st, _, err := sim.NewGame(setup, 3)
	if err != nil {
		t.Fatal(err)
	}
	s := NewFor(newTestShell().deps(), st)
	return s, st
}

// A player selects a unit with the mouse, moves it onto the enemy, ends
// the movement phase with Enter, opens the battle with key 1, fights it
// with Space (placing casualties with the number keys when asked), closes
// it and ends the combat phase: the game reaches the next player turn with
// the battle decided by the rules (DESIGN D17).
func TestInput_SelectMoveAttackResolveEndTurn(t *testing.T) {
	s, st := newBattleScene(t)
	d := newDriver(t, s)
	for st.ActiveSide() != 0 || st.Phase != sim.PhaseMovement {
		d.press(app.ActEndPhase)
	}
	turn := st.Turn

	d.clickHex(1, 1)
	if s.ord.selected == 0 || st.Unit(s.ord.selected).Side != 0 {
		t.Fatalf("clicking the Allied stack selected %d", s.ord.selected)
	}
	attacker := s.ord.selected
	if !s.ord.reachable(at(2, 1)) || !s.ord.enemyAt[st.Map.Index(at(2, 1))] {
		t.Fatal("the enemy hex next to the stack is not offered as an attack")
	}
	d.clickHex(2, 1)
	if u := st.Unit(attacker); u.Hex != at(2, 1) {
		t.Fatalf("after clicking the enemy hex the unit is at %v", u.Hex)
	}
	if b := st.BattleAt(at(2, 1)); b == nil || b.Attacker != 0 || b.Defender != 1 {
		t.Fatalf("moving onto the enemy declared no battle: %+v", st.Battles)
	}
	s.hover, s.hoverOK = at(2, 1), true
	s.refreshTooltip()
	if tip := tipWords(s); !strings.Contains(tip, "Battle: Allies attack Axis") {
		t.Errorf("the battle hex's tooltip reads %q, want the verb to agree with Allies", tip)
	}

	d.press(app.ActEndPhase)
	if st.Phase != sim.PhaseCombat {
		t.Fatalf("Enter left the game in the %s phase", st.Phase)
	}
	d.digit(1) // the combat panel's first button opens the battle
	if s.battle == nil || s.battle.hex != at(2, 1) {
		t.Fatal("key 1 did not open the battle view")
	}
	rolled := 0
	for step := 0; st.BattleAt(at(2, 1)) != nil; step++ {
		if step > 50 {
			t.Fatalf("the battle never ended: %+v", st.Battles)
		}
		b := st.BattleAt(at(2, 1))
		if len(b.Decisions) > 0 {
			d.digit(1) // place the hit on the first unit offered
		} else {
			d.press(app.ActBattleGo) // fight, or continue the next round
		}
		rolled += d.untilIdle()
	}
	if rolled == 0 {
		t.Fatal("the battle was resolved without any animation ticks")
	}
	if a, d := s.battle.columnHeads(st); a != "Allies attack" || d != "Axis defends" {
		t.Errorf("the battle view's columns are headed %q and %q", a, d)
	}
	if !slices.Contains(s.battle.log, "Allies attack Axis") {
		t.Errorf("the battle view's log %q does not open with the attack in agreeing words", s.battle.log)
	}
	log := strings.Join(s.hud.events, "\n")
	if !strings.Contains(log, "Battle at 2,1:") {
		t.Fatalf("the ticker does not report the battle's end:\n%s", log)
	}
	// The battle ended one of the ways D17 allows: the defender gone, or
	// the attacker gone or back where it came from.
	defGone := len(st.UnitsAt(at(2, 1))) == 0 || st.Unit(3) == nil
	attBack := st.Unit(attacker) == nil || st.Unit(attacker).Hex == at(1, 1)
	if !defGone && !attBack {
		t.Fatalf("after the battle: defender %+v, attacker %+v", st.Unit(3), st.Unit(attacker))
	}
	d.press(app.ActBattleGo) // close the view
	if s.battle != nil {
		t.Fatal("Space did not close the finished battle")
	}
	d.press(app.ActEndPhase)
	if st.ActiveSide() == 0 && st.Turn == turn {
		t.Fatalf("ending combat left the Allies playing (turn %d, %s phase)", st.Turn, st.Phase)
	}
}

// The battle view paces the events on ticks, but the state is the rules'
// final state at once: the same command applied to a copy gives the same
// hash, whether the animation runs tick by tick or is skipped (DESIGN
// section 3, frame independence).
func TestBattleAnimationNeverChangesOutcome(t *testing.T) {
	outcome := func(skip bool) (string, int) {
		s, st := newBattleScene(t)
		d := newDriver(t, s)
		for st.ActiveSide() != 0 || st.Phase != sim.PhaseMovement {
			d.press(app.ActEndPhase)
		}
		s.selectUnit(1)
		s.moveTo(at(2, 1))
		d.press(app.ActEndPhase)
		d.digit(1)
		want := st.Clone()
		if _, err := want.Apply(sim.Command{Kind: sim.CmdFight, Side: 0, Hex: at(2, 1)}); err != nil {
			t.Fatal(err)
		}
		d.press(app.ActBattleGo)
		if st.Hash() != want.Hash() {
			t.Fatal("the state after Fight differs from the rules' own result")
		}
		ticks := 0
		if skip {
			d.press(app.ActBattleGo)
		} else {
			ticks = d.untilIdle()
		}
		return st.Hash(), ticks
	}
	slow, ticks := outcome(false)
	fast, _ := outcome(true)
	if slow != fast {
		t.Fatal("skipping the animation changed the game")
	}
	if ticks < tickRound {
		t.Fatalf("the animation took %d ticks; the dice are not paced", ticks)
	}
}

// A move can be undone with U; once dice are rolled, undo is refused and
// the reason is shown.
func TestInput_UndoMoveUntilDice(t *testing.T) {
	s, st := newBattleScene(t)
	d := newDriver(t, s)
	for st.ActiveSide() != 0 || st.Phase != sim.PhaseMovement {
		d.press(app.ActEndPhase)
	}
	before := st.Hash()
	d.clickHex(1, 1)
	id := s.ord.selected
	d.clickHex(1, 2)
	if st.Unit(id).Hex != at(1, 2) {
		t.Fatalf("the unit did not move: at %v", st.Unit(id).Hex)
	}
	d.press(app.ActUndo)
	if st.Unit(id).Hex != at(1, 1) || st.Hash() != before {
		t.Fatalf("undo left the unit at %v (state changed: %v)", st.Unit(id).Hex, st.Hash() != before)
	}
	s.selectUnit(id)
	s.moveTo(at(2, 1))
	d.press(app.ActEndPhase)
	d.press(app.ActUndo)
	if !s.Msg.Err || !strings.Contains(s.Msg.Text, "phase began") {
		t.Fatalf("undo after the phase ended says %q", s.Msg.Text)
	}
	d.digit(1)
	d.press(app.ActBattleGo)
	d.untilIdle()
	d.press(app.ActUndo)
	if !s.Msg.Err || !strings.Contains(s.Msg.Text, "dice were rolled") {
		t.Fatalf("undo after a battle says %q", s.Msg.Text)
	}
}

// newAirScene starts a game with an Allied fighter in the city at 6,1, an
// Allied infantry at 1,3 and Axis infantry at 4,1 and 2,3, plus an Axis
// fighter at 6,3 able to defend.
func newAirScene(t *testing.T) (*Scene, *sim.State) {
	t.Helper()
	m := testMap("~~~~~~~~", "~..f..C~", "~.^^...~", "~.....C~", "~~~~~~~~")
	setup := sim.Setup{
		Map:   m,
		Sides: []sim.Side{{Name: "Allies"}, {Name: "Axis"}},
		Units: []sim.UnitSetup{
			{Type: "fighter", Side: 0, Hex: at(6, 1)},
			{Type: "infantry", Side: 0, Hex: at(1, 3)},
			{Type: "infantry", Side: 1, Hex: at(4, 1)},
			{Type: "infantry", Side: 1, Hex: at(2, 3)},
			{Type: "fighter", Side: 1, Hex: at(6, 3)},
		},
		Victory: sim.Victory{Turns: 5},
	}
	st, _, err := sim.NewGame(setup, 5)
	if err != nil {
		t.Fatal(err)
	}
	return NewFor(newTestShell().deps(), st), st
}

// An air unit strikes by selecting it, pressing K and clicking a lit
// enemy hex (DESIGN D17); the defender is then offered its fighter to
// commit, and commits it with the number keys (D11).
func TestInput_AirStrikeAndCommitAir(t *testing.T) {
	s, st := newAirScene(t)
	d := newDriver(t, s)
	for st.ActiveSide() != 0 || st.Phase != sim.PhaseMovement {
		d.press(app.ActEndPhase)
	}
	d.clickHex(6, 1)
	fighter := s.ord.selected
	if fighter != 1 {
		t.Fatalf("clicking the fighter's city selected %d", fighter)
	}
	d.press(app.ActStrike)
	if !s.ord.striking || len(s.ord.strikeTargets) == 0 {
		t.Fatalf("K did not start strike targeting (targets %v, message %q)", s.ord.strikeTargets, s.Msg.Text)
	}
	d.clickHex(4, 1)
	if b := st.BattleAt(at(4, 1)); b == nil || st.Unit(fighter).Hex != at(4, 1) {
		t.Fatalf("the strike declared no battle at 4,1 (fighter at %v)", st.Unit(fighter).Hex)
	}
	s.selectUnit(2)
	s.moveTo(at(2, 3))
	d.press(app.ActEndPhase)
	if len(st.Committing) == 0 || st.Actor() != 1 {
		t.Fatalf("the Axis is not asked to commit air (committing %v)", st.Committing)
	}
	if !strings.Contains(s.hud.panel.title, "commit air") {
		t.Fatalf("the panel offers %q", s.hud.panel.title)
	}
	d.digit(1)
	if u := st.Unit(5); u.Hex != at(4, 1) && u.Hex != at(2, 3) {
		t.Fatalf("key 1 did not commit the Axis fighter; it is at %v", u.Hex)
	}
	for len(st.Committing) > 0 {
		d.digit(len(s.hud.panel.choices)) // the last button: done committing
	}
	if st.Actor() != 0 {
		t.Fatal("after committing, the game does not wait for the attacker")
	}
}

// In the Production Phase the player clicks a factory city, picks the
// army pool and builds with the number keys; the unit appears in the city
// and the pool pays its cost (DESIGN D23-D24).
func TestInput_ProductionBuildsInClickedCity(t *testing.T) {
	m := testMap("~~~~~~~~", "~..f..C~", "~.^^...~", "~......~", "~~~~~~~~")
	storm := at(0, 4)
	control := make([]int8, m.Len())
	for i := range control {
		control[i] = 0
	}
	setup := sim.Setup{
		Map:       m,
		Sides:     []sim.Side{{Name: "Allies"}, {Name: "Axis"}},
		Units:     []sim.UnitSetup{{Type: "infantry", Side: 0, Hex: at(1, 1)}, {Type: "infantry", Side: 1, Hex: at(1, 3)}},
		Options:   sim.Options{Logistics: true},
		Control:   control,
		Storm:     &storm,
		Factories: []sim.Factory{{Hex: at(6, 1), Kind: sim.FactoryArmy, PP: 2, Side: 0}},
		Pools:     []sim.Pool{{Side: 0, Kind: sim.FactoryArmy, PP: 10}},
		Victory:   sim.Victory{Turns: 5},
	}
	st, _, err := sim.NewGame(setup, 9)
	if err != nil {
		t.Fatal(err)
	}
	s := NewFor(newTestShell().deps(), st)
	d := newDriver(t, s)
	for st.Phase != sim.PhaseProduction || st.ActiveSide() != 0 {
		d.press(app.ActEndPhase)
	}
	pool := st.PoolPP(0, sim.FactoryArmy)
	units := len(st.Units)
	d.clickHex(6, 1)
	if s.prodHex == nil || *s.prodHex != at(6, 1) {
		t.Fatal("clicking the factory city did not open it")
	}
	d.digit(2) // 1 is "back"; 2 the army pool
	if s.prodKind != int(sim.FactoryArmy) {
		t.Fatalf("key 2 opened pool %d", s.prodKind)
	}
	label := s.hud.panel.choices[1].label
	d.digit(2) // the first build
	if len(st.Units) != units+1 {
		t.Fatalf("pressing %q built nothing", label)
	}
	built := st.Units[len(st.Units)-1]
	if built.Hex != at(6, 1) || built.Side != 0 {
		t.Fatalf("built %+v", built)
	}
	typ, _ := sim.LookupUnitType(built.Type)
	if got := st.PoolPP(0, sim.FactoryArmy); got != pool-typ.Cost {
		t.Fatalf("pool %d after building a %d PP unit from %d", got, typ.Cost, pool)
	}
	if !strings.Contains(label, typ.Name) {
		t.Fatalf("button %q built a %s", label, typ.Name)
	}
}

// Shift-clicking a lit hex moves the selected unit's whole stack along
// one path (seed 001 moves together, sim CmdMove Units).
func TestInput_ShiftClickMovesStack(t *testing.T) {
	s, st := newBattleScene(t)
	d := newDriver(t, s)
	for st.ActiveSide() != 0 || st.Phase != sim.PhaseMovement {
		d.press(app.ActEndPhase)
	}
	d.clickHex(1, 1)
	d.g.in.Held[app.ActFast] = true
	d.clickHex(1, 2)
	d.g.in.Held[app.ActFast] = false
	if st.Unit(1).Hex != at(1, 2) || st.Unit(2).Hex != at(1, 2) {
		t.Fatalf("after a Shift-click the stack is at %v and %v", st.Unit(1).Hex, st.Unit(2).Hex)
	}
}

// Before a battle is fought the attacker may set its units against a
// logistics target in the hex (DESIGN D20): the battle panel offers the
// enemy factory, and pressing it assigns the attacking units to it.
func TestInput_TargetLogisticsFromBattlePanel(t *testing.T) {
	m := testMap("~~~~~~~~", "~..f..C~", "~.^^...~", "~......~", "~~~~~~~~")
	setup := sim.Setup{
		Map:       m,
		Sides:     []sim.Side{{Name: "Allies"}, {Name: "Axis"}},
		Units:     []sim.UnitSetup{{Type: "infantry", Side: 0, Hex: at(5, 1)}, {Type: "infantry", Side: 1, Hex: at(6, 1)}},
		Factories: []sim.Factory{{Hex: at(6, 1), Kind: sim.FactoryArmy, PP: 2, Side: 1}},
		Victory:   sim.Victory{Turns: 5},
	}
	st, _, err := sim.NewGame(setup, 4)
	if err != nil {
		t.Fatal(err)
	}
	s := NewFor(newTestShell().deps(), st)
	d := newDriver(t, s)
	for st.ActiveSide() != 0 || st.Phase != sim.PhaseMovement {
		d.press(app.ActEndPhase)
	}
	d.clickHex(5, 1)
	d.clickHex(6, 1)
	d.press(app.ActEndPhase)
	d.digit(1)
	key := 0
	for i, c := range s.hud.battle.choices {
		if strings.Contains(c.label, "army factory") {
			key = s.hud.battle.choices[i].key
		}
	}
	if key == 0 {
		t.Fatalf("the battle panel offers no factory target: %+v", s.hud.battle.choices)
	}
	d.digit(key)
	b := st.BattleAt(at(6, 1))
	if b == nil || len(b.Targets) != 1 || b.Targets[0].Target.Kind != sim.TargetFactory {
		t.Fatalf("after choosing the target the battle has %+v", b)
	}
}

// A ground unit boards a transport in its port from the movement panel,
// the transport sails, and the panel lands the cargo on the far shore
// (seed 001 Naval Transport).
func TestInput_BoardSailAndLand(t *testing.T) {
	m := testMap("~~~~~~~~", "~C~~...~", "~~~~...~", "~......~", "~~~~~~~~")
	m.SetPort(at(1, 1), true)
	setup := sim.Setup{
		Map:   m,
		Sides: []sim.Side{{Name: "Allies"}, {Name: "Axis"}},
		Units: []sim.UnitSetup{
			{Type: "infantry", Side: 0, Hex: at(1, 1)},
			{Type: "naval_transport", Side: 0, Hex: at(1, 1)},
			{Type: "infantry", Side: 1, Hex: at(6, 3)},
		},
		Victory: sim.Victory{Turns: 5},
	}
	st, _, err := sim.NewGame(setup, 2)
	if err != nil {
		t.Fatal(err)
	}
	s := NewFor(newTestShell().deps(), st)
	d := newDriver(t, s)
	for st.ActiveSide() != 0 || st.Phase != sim.PhaseMovement {
		d.press(app.ActEndPhase)
	}
	press := func(label string) {
		t.Helper()
		for _, c := range s.hud.panel.choices {
			if strings.Contains(c.label, label) && c.key > 0 {
				d.digit(c.key)
				return
			}
		}
		t.Fatalf("no %q button in %+v", label, s.hud.panel.choices)
	}
	s.selectUnit(1)
	press("Board the Naval Transport")
	if st.Unit(1).CarriedBy != 2 {
		t.Fatal("the infantry did not board")
	}
	s.selectUnit(2)
	s.moveTo(at(3, 1))
	if st.Unit(2).Hex != at(3, 1) || st.Unit(1).Hex != at(3, 1) {
		t.Fatalf("the transport sailed to %v with its cargo at %v", st.Unit(2).Hex, st.Unit(1).Hex)
	}
	press("Land the Infantry at")
	if u := st.Unit(1); u.CarriedBy != 0 || !st.Map.Terrain(u.Hex).IsLand() {
		t.Fatalf("after landing the infantry is at %v aboard %d", u.Hex, u.CarriedBy)
	}
}

// A side that chooses its own casualties (D19) is asked in the battle
// panel: one button per unit the hit may fall on; pressing one places the
// hit through the rules and the battle goes on.
func TestDesignD19_CasualtyChoiceFromPanel(t *testing.T) {
	for seed := uint64(1); seed <= 60; seed++ {
		setup := sim.Setup{
			Map:   testMap("~~~~~~~~", "~..f..C~", "~.^^...~", "~......~", "~~~~~~~~"),
			Sides: []sim.Side{{Name: "Allies", ChooseCasualties: true}, {Name: "Axis", ChooseCasualties: true}},
			Units: []sim.UnitSetup{
				{Type: "infantry", Side: 0, Hex: at(1, 1)}, {Type: "armor", Side: 0, Hex: at(1, 1)},
				{Type: "infantry", Side: 1, Hex: at(2, 1)}, {Type: "artillery", Side: 1, Hex: at(2, 1)},
			},
			Victory: sim.Victory{Turns: 5},
		}
		st, _, err := sim.NewGame(setup, seed)
		if err != nil {
			t.Fatal(err)
		}
		s := NewFor(newTestShell().deps(), st)
		d := newDriver(t, s)
		for st.ActiveSide() != 0 || st.Phase != sim.PhaseMovement {
			d.press(app.ActEndPhase)
		}
		s.selectUnit(1)
		s.moveTo(at(2, 1))
		d.press(app.ActEndPhase)
		d.digit(1)
		for st.BattleAt(at(2, 1)) != nil {
			b := st.BattleAt(at(2, 1))
			if len(b.Decisions) == 0 {
				d.press(app.ActBattleGo)
				d.untilIdle()
				continue
			}
			dec := b.Decisions[0]
			var offered []string
			for _, c := range s.hud.battle.choices {
				offered = append(offered, c.label)
			}
			if len(offered) == 0 || !strings.Contains(offered[0], " left)") {
				t.Fatalf("seed %d: a casualty choice offers %q", seed, offered)
			}
			hits := len(dec.Hits)
			before := st.Hash()
			for range hits {
				if st.Hash() != before {
					break
				}
				d.digit(1)
			}
			if st.Hash() == before {
				t.Fatalf("seed %d: placing %d hits from the panel changed nothing", seed, hits)
			}
			return
		}
	}
	t.Skip("no battle of 60 seeds asked for a casualty choice")
}

// TestInput_ClickOnOwnStackSelectsIt: with a unit selected, a click on a
// hex of one's own units selects them instead of moving the unit there (the
// play-test's unit walked into the stack it meant to select); a right-click
// still moves onto them.
func TestInput_ClickOnOwnStackSelectsIt(t *testing.T) {
	setup := sim.Setup{
		Map:   testMap("~~~~~~~~", "~......~", "~......~", "~......~", "~~~~~~~~"),
		Sides: []sim.Side{{Name: "Allies"}, {Name: "Axis"}},
		Units: []sim.UnitSetup{
			{Type: "infantry", Side: 0, Hex: at(1, 3)},
			{Type: "armor", Side: 0, Hex: at(2, 3)},
			{Type: "infantry", Side: 1, Hex: at(6, 1)},
		},
		Victory: sim.Victory{Turns: 5},
	}
	st, _, err := sim.NewGame(setup, 3)
	if err != nil {
		t.Fatal(err)
	}
	s := NewFor(newTestShell().deps(), st)
	d := newDriver(t, s)
	for st.ActiveSide() != 0 || st.Phase != sim.PhaseMovement {
		d.press(app.ActEndPhase)
	}
	d.clickHex(1, 3)
	if s.ord.selected != 1 || !s.ord.reachable(at(2, 3)) {
		t.Fatalf("selected %d; the armor's hex reachable: %v", s.ord.selected, s.ord.reachable(at(2, 3)))
	}
	d.clickHex(2, 3)
	if s.ord.selected != 2 || st.Unit(1).Hex != at(1, 3) {
		t.Fatalf("after clicking the armor: selected %d, infantry at %s", s.ord.selected, st.Unit(1).Hex)
	}
	d.clickHex(1, 3)
	x, y := s.Board.HexCenter(&s.Cam, at(2, 3))
	in := &d.g.in
	in.MouseX, in.MouseY = int(x), int(y)
	d.tick()
	in.Down[app.MouseRight], in.Pressed[app.MouseRight] = true, true
	d.tick()
	in.Down[app.MouseRight], in.Released[app.MouseRight] = false, true
	d.tick()
	if st.Unit(1).Hex != at(2, 3) {
		t.Fatalf("a right-click did not move the infantry onto the armor: it is at %s", st.Unit(1).Hex)
	}
}

// TestTooltipStaysInsideTheWindow: near any edge the tooltip flips to the
// other side of the cursor and never leaves the window (the play-test saw
// it cut by the left edge), and it does not show over the help, the log,
// the settings or the game menu.
func TestTooltipStaysInsideTheWindow(t *testing.T) {
	area := image.Rect(8, 48, 1272, 792)
	for _, c := range []struct{ mx, my, w, h int }{
		{5, 400, 300, 120},     // at the left edge
		{1270, 400, 300, 120},  // at the right edge
		{640, 790, 300, 120},   // at the bottom
		{640, 2, 300, 120},     // over the top bar
		{200, 400, 900, 120},   // wider than the room on either side of the cursor
		{1260, 780, 1400, 900}, // larger than the window: its corner stays in
	} {
		r := tooltipRect(c.mx, c.my, c.w, c.h, area)
		if r.Dx() != c.w || r.Dy() != c.h {
			t.Fatalf("%+v: tooltip resized to %v", c, r)
		}
		if r.Min.X < area.Min.X || r.Min.Y < area.Min.Y || (c.w <= area.Dx() && r.Max.X > area.Max.X) || (c.h <= area.Dy() && r.Max.Y > area.Max.Y) {
			t.Errorf("%+v: tooltip at %v leaves %v", c, r, area)
		}
	}
	s, _ := newBattleScene(t)
	d := newDriver(t, s)
	g := d.g
	g.GoTo(s)
	s.hoverOK = true
	if !s.tooltipShown() {
		t.Fatal("no tooltip on the bare map")
	}
	for _, open := range []*bool{&s.over.log} {
		*open = true
		if s.tooltipShown() {
			t.Error("the tooltip shows over an open overlay")
		}
		*open = false
	}
	g.scenes.Current = newGameMenuScene(s)
	if s.tooltipShown() {
		t.Error("the tooltip shows under the game menu")
	}
}

// tipWords joins the hovered hex's tooltip lines.
func tipWords(s *Scene) string {
	var words []string
	for _, l := range s.hud.tipText {
		words = append(words, l.text)
	}
	return strings.Join(words, "\n")
}
