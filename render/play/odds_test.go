package play

import (
	"reflect"
	"testing"

	"hexstorm/hexmap"
	"hexstorm/odds"
	"hexstorm/render/app"
	"hexstorm/render/internal/scenetest"
	"hexstorm/render/oddsview"
	"hexstorm/sim"
)

// declareAttack plays the battle scene to the Allies' movement and moves
// the Allied stack onto the Axis infantry with the mouse, declaring the
// battle at 2,1 (DESIGN D17).
func declareAttack(t *testing.T) (*Scene, *sim.State, *driver) {
	t.Helper()
	s, st := newBattleScene(t)
	g := shellOf(s)
	g.scenes = app.Scenes{}
	g.GoTo(s)
	d := newDriver(t, s)
	for st.ActiveSide() != 0 || st.Phase != sim.PhaseMovement {
		d.press(app.ActEndPhase)
	}
	for _, u := range st.Units {
		if u.Side == 0 {
			s.submit(sim.Command{Kind: sim.CmdMove, Side: 0, Unit: u.ID, Path: []hexmap.Hex{at(2, 1)}})
		}
	}
	if st.BattleAt(at(2, 1)) == nil {
		t.Fatal("no battle declared at 2,1")
	}
	return s, st, d
}

// openOdds presses B on the map and returns the calculator it opens.
func openOddsScene(t *testing.T, s *Scene, d *driver) *oddsview.Scene {
	t.Helper()
	d.press(app.ActOdds)
	o, ok := shellOf(s).scenes.Next.(*oddsview.Scene)
	if !ok {
		t.Fatalf("B opened %T", shellOf(s).scenes.Next)
	}
	settle(t, shellOf(s))
	return o
}

// The calculator opens on a planned attack with B and shows exactly what
// package odds computes for that battle; the retreat-policy buttons
// recompute it; nothing reaches the game.
func TestOddsCalculator_PlannedAttackMatchesOdds(t *testing.T) {
	s, st, d := declareAttack(t)
	// Open blocks: every block counts as it is (DESIGN D9).
	st.Options.OpenBlocks = true
	before := st.Hash()
	o := openOddsScene(t, s, d)
	want, err := odds.Compute(st, at(2, 1), odds.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if res, e := o.Calc().Result(); e != "" || !reflect.DeepEqual(res, want) {
		t.Fatalf("calculator %+v (%s), odds %+v", res, e, want)
	}
	// Click "Retreat after round 1".
	tick(t, shellOf(s), nil)
	clickEntryButton(t, shellOf(s), o, "2  Retreat after round 1")
	want, err = odds.Compute(st, at(2, 1), odds.Options{Retreat: odds.Policy{After: 1}})
	if err != nil {
		t.Fatal(err)
	}
	if res, _ := o.Calc().Result(); o.Calc().Policy() != 1 || !reflect.DeepEqual(res, want) {
		t.Fatalf("after the policy click: policy %d, result %+v, want %+v", o.Calc().Policy(), res, want)
	}
	if st.Hash() != before {
		t.Fatal("the calculator changed the game")
	}
	tick(t, shellOf(s), func(in *app.Input) { in.Just[app.ActBack] = true })
	settle(t, shellOf(s))
	if shellOf(s).scenes.Current != s {
		t.Fatalf("Esc went to %T", shellOf(s).scenes.Current)
	}
}

// clickEntryButton clicks the calculator's button labelled label.
func clickEntryButton(t *testing.T, g *testShell, o *oddsview.Scene, label string) {
	t.Helper()
	scenetest.ClickButton(t, g, o.Buttons(), label)
}

// The attacker's calculator knows only what the attacker sees (DESIGN D9):
// a face-down defender counts as the assumed type of its class, so
// changing what the block really is changes nothing in the figures.
func TestOddsCalculator_HiddenBlocksTellNothing(t *testing.T) {
	s, st, _ := declareAttack(t)
	h := at(2, 1)
	var hidden *sim.Unit
	for i := range st.Units {
		if u := &st.Units[i]; u.Side == 1 && u.Hex == h {
			hidden = u
		}
	}
	if hidden == nil || st.KnownTo(0, hidden) {
		t.Fatal("the defender should be face down to the attacker before the battle")
	}
	seen := oddsview.NewBattle(st, h, s.viewer())
	seenRes, seenErr := seen.Result()
	if s.viewer() != 0 || seenErr != "" || seen.Assumed(1) != 1 || seen.AssumptionNote() == "" {
		t.Fatalf("viewer %d, err %q, assumed %d", s.viewer(), seenErr, seen.Assumed(1))
	}
	other := st.Clone()
	for i := range other.Units {
		if other.Units[i].ID == hidden.ID {
			other.Units[i].Type = "heavy_armor"
		}
	}
	again := oddsview.NewBattle(other, h, 0)
	againRes, _ := again.Result()
	if !reflect.DeepEqual(seenRes, againRes) {
		t.Fatalf("the figures depend on the hidden block's type:\n%+v\n%+v", seenRes, againRes)
	}
	truth := oddsview.NewBattle(other, h, -1)
	if truthRes, _ := truth.Result(); reflect.DeepEqual(truthRes, againRes) {
		t.Fatal("an onlooker's figures should use the real type")
	}
}

// Aiming the attackers at a logistics target in the calculator recomputes
// the odds with the target's fate (DESIGN D20), on the calculator's copy.
func TestOddsCalculator_LogisticsTargetUpdatesOdds(t *testing.T) {
	stormStart := at(27, 2)
	setup := sim.Setup{
		// A wide map, the storm starting far east of the battle.
		Map:       testMap("~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~", "~..C..........................", "~.............................", "~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~"),
		Storm:     &stormStart,
		Sides:     []sim.Side{{Name: "Allies"}, {Name: "Axis"}},
		Options:   sim.Options{Logistics: true, OpenBlocks: true},
		Factories: []sim.Factory{{Hex: at(3, 1), Kind: sim.FactoryArmy, PP: 2, Side: 1}},
		Units: []sim.UnitSetup{
			{Type: "infantry", Side: 0, Hex: at(2, 1)}, {Type: "armor", Side: 0, Hex: at(2, 1)},
			{Type: "infantry", Side: 1, Hex: at(3, 1)},
		},
		Victory: sim.Victory{Turns: 5},
	}
	st, _, err := sim.NewGame(setup, 5)
	if err != nil {
		t.Fatal(err)
	}
	for st.ActiveSide() != 0 || st.Phase != sim.PhaseMovement {
		if _, err := st.Apply(sim.Command{Kind: sim.CmdEndPhase, Side: st.Actor()}); err != nil {
			t.Fatal(err)
		}
	}
	for _, u := range st.Units {
		if u.Side == 0 {
			if _, err := st.Apply(sim.Command{Kind: sim.CmdMove, Side: 0, Unit: u.ID, Path: []hexmap.Hex{at(3, 1)}}); err != nil {
				t.Fatal(err)
			}
		}
	}
	s := NewFor(newTestShell().deps(), st)
	g := shellOf(s)
	g.scenes = app.Scenes{}
	g.GoTo(s)
	d := newDriver(t, s)
	o := openOddsScene(t, s, d)
	tick(t, g, nil)
	before := st.Hash()
	aim := ""
	for _, b := range o.Buttons() {
		if len(b.Label) > 4 && b.Label[:4] == "Aim " {
			aim = b.Label
		}
	}
	if res, _ := o.Calc().Result(); aim == "" || len(res.Targets) != 0 {
		t.Fatalf("no logistics target offered (targets %v)", res.Targets)
	}
	clickEntryButton(t, g, o, aim)
	want := st.Clone()
	var ids []sim.UnitID
	for _, u := range want.Units {
		if u.Side == 0 {
			ids = append(ids, u.ID)
		}
	}
	if _, err := want.Apply(sim.Command{Kind: sim.CmdTargetLogistics, Side: 0, Hex: at(3, 1), Units: ids,
		Target: sim.LogisticsTarget{Kind: sim.TargetFactory, Factory: sim.FactoryArmy}}); err != nil {
		t.Fatal(err)
	}
	res, err := odds.Compute(want, at(3, 1), odds.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if got, _ := o.Calc().Result(); len(got.Targets) != 1 || got.Targets[0].Falls <= 0 || !reflect.DeepEqual(got, res) {
		t.Fatalf("after %q: %+v, want %+v", aim, got.Targets, res.Targets)
	}
	if st.Hash() != before {
		t.Fatal("aiming in the calculator changed the game")
	}
}
