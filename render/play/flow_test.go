package play

import (
	"slices"
	"strings"
	"testing"
	"time"

	"hexstorm/ai"
	"hexstorm/hexmap"
	"hexstorm/render/app"
	"hexstorm/render/internal/scenetest"
	"hexstorm/render/menus"
	"hexstorm/render/replayview"
	"hexstorm/render/widget"
	"hexstorm/replay"
	"hexstorm/session"
	"hexstorm/session/seat"
	"hexstorm/sim"
)

// startSession starts a recorded game of the built-in scenario with the
// given players and returns its map scene, current in g.
func startSession(t *testing.T, g *testShell, seed uint64, players ...seat.Player) *Scene {
	t.Helper()
	m := NewSession(g.deps(), session.New(scenetest.Channel(t, seed), players, g.store))
	g.scenes = app.Scenes{}
	g.GoTo(m)
	return m
}

// tick runs one update with no input but what set adds.
func tick(t *testing.T, g *testShell, set func(in *app.Input)) {
	t.Helper()
	scenetest.Tick(t, g, set)
}

// pressEnter is the Enter key (scenetest.PressEnter).
func pressEnter(in *app.Input) { scenetest.PressEnter(in) }

// settle runs empty ticks until no scene change is fading.
func settle(t *testing.T, g *testShell) { scenetest.Settle(t, g) }

// clickEntry clicks the menu entry whose label starts with prefix.
func clickEntry(t *testing.T, g *testShell, entries []widget.MenuEntry, prefix string) {
	t.Helper()
	scenetest.ClickEntry(t, g, entries, prefix)
}

// Hot-seat (DESIGN D32): whenever the game waits for another human, the
// map scene hands over to the handoff screen, and only that player's
// confirmation puts the map back, seen by the new side.
func TestHotSeat_HandoffWheneverControlPassesBetweenHumans(t *testing.T) {
	g := newFlowGame(t)
	m := startSession(t, g, 5, seat.Human, seat.Human)
	sess := m.Session()
	tick(t, g, nil)
	settle(t, g)
	h, ok := g.scenes.Current.(*menus.Handoff)
	if !ok {
		t.Fatalf("a hot-seat game opens on %T, want the handoff screen", g.scenes.Current)
	}
	first := m.state.Actor()
	if h.Side() != first || !m.blanked() {
		t.Fatalf("handoff names side %d, actor is %d; map blanked: %v", h.Side(), first, m.blanked())
	}
	tick(t, g, pressEnter)
	settle(t, g)
	if g.scenes.Current != app.Scene(m) || sess.Seated != first {
		t.Fatalf("after taking the seat: scene %T, seated %d", g.scenes.Current, sess.Seated)
	}
	handoffs := 0
	for range 40 {
		before := m.state.Actor()
		tick(t, g, pressEnter)
		if m.state.Actor() != before && !m.blanked() && m.Session().NeedsHandoff() {
			t.Fatal("the map still draws after control passed to another human")
		}
		tick(t, g, nil)
		settle(t, g)
		after := m.state.Actor()
		if _, ok := g.scenes.Current.(*menus.Handoff); ok {
			if after == before {
				t.Fatal("handoff while the same side keeps playing")
			}
			handoffs++
			tick(t, g, pressEnter)
			settle(t, g)
			if _, ok := g.scenes.Current.(*menus.Recap); ok {
				tick(t, g, pressEnter)
				settle(t, g)
			}
			if sess.Seated != after {
				t.Fatalf("seated %d after the handoff to %d", sess.Seated, after)
			}
		} else if after != before && after >= 0 {
			t.Fatalf("control passed from %d to %d with no handoff", before, after)
		}
	}
	if handoffs < 3 {
		t.Fatalf("only %d handoffs in 40 phases", handoffs)
	}
}

// A human can command only the side in the seat, and never the computer's.
func TestHotSeat_OnlyTheSeatedSideCommands(t *testing.T) {
	g := newFlowGame(t)
	m := startSession(t, g, 5, seat.Human, seat.Computer(seat.Easy))
	st := m.state
	human := 0
	if st.Actor() == human {
		if _, err := m.applyCmd(sim.Command{Kind: sim.CmdEndPhase, Side: human}); err != nil {
			t.Fatal(err)
		}
	}
	before := len(m.Session().Game.Record.Steps)
	_, err := m.applyCmd(sim.Command{Kind: sim.CmdEndPhase, Side: 1})
	if err == nil || !strings.Contains(err.Error(), "computer") {
		t.Fatalf("a human command for the computer's side: %v", err)
	}
	if len(m.Session().Game.Record.Steps) != before {
		t.Fatal("a refused command reached the record")
	}
}

// The recap and the ticker show another side's hidden blocks by class only
// (DESIGN D9); the mover's own lines name its units.
func TestD9_RecapShowsHiddenBlocksByClassOnly(t *testing.T) {
	s, st := newTestScene(t)
	for st.ActiveSide() != 0 || st.Phase != sim.PhaseMovement {
		s.endPhase()
	}
	inf := st.Units[0]
	events, err := st.Apply(sim.Command{Kind: sim.CmdMove, Side: 0, Unit: inf.ID, Path: []hexmap.Hex{at(2, 1)}})
	if err != nil {
		t.Fatal(err)
	}
	enemy := strings.Join(recapLines(st, 1, events, s.Board.TypeName), "\n")
	own := strings.Join(recapLines(st, 0, events, s.Board.TypeName), "\n")
	if !strings.Contains(enemy, "ground block") || strings.Contains(enemy, "Infantry") {
		t.Fatalf("the enemy's recap shows %q", enemy)
	}
	if !strings.Contains(own, "Infantry") {
		t.Fatalf("the owner's recap shows %q", own)
	}
	hidden := []sim.Event{{Kind: sim.EvIncome, Side: 0, Value: 5, Why: "army"}, {Kind: sim.EvSupplyChanged, Side: 0, Unit: inf.ID, Value: 1}}
	if lines := recapLines(st, 1, hidden, s.Board.TypeName); len(lines) != 0 {
		t.Fatalf("the enemy learns of income and supply: %q", lines)
	}
}

// Solo play: a game against the computer goes from the first turn to the
// victory screen. The human's commands go through the map scene (Enter
// ends a phase; a battle's choices are the ones the combat panel would
// send); the computer's come from its goroutine and go through the same
// session path, so the record verifies at the end.
func TestSolo_GameAgainstComputerPlaysToTheEnd(t *testing.T) {
	g := newFlowGame(t)
	m := startSession(t, g, 8, seat.Human, seat.Computer(seat.Easy))
	sess := m.Session()
	helper := ai.New(ai.Easy, 0, 99)
	idle := 0
	for steps := 0; ; steps++ {
		if _, ok := g.scenes.Current.(*menus.Victory); ok {
			break
		}
		if steps > 200000 {
			t.Fatalf("no end after %d ticks (turn %d, %s)", steps, m.state.Turn, m.state.Phase)
		}
		n := len(sess.Game.Record.Steps)
		st := m.state
		switch {
		case m.flow.runner != nil:
			// Watch at the fastest pace: skip.
			r := m.flow.runner
			tick(t, g, pressEnter)
			if len(r.Out) == 0 {
				time.Sleep(time.Millisecond) // let the computer think
			}
		default:
			playerTick(t, g, m, helper)
		}
		if len(sess.Game.Record.Steps) == n && m.flow.runner == nil && g.scenes.Fade == 0 {
			idle++
			if idle > 100 {
				t.Fatalf("stuck at turn %d, %s phase, actor %d, scene %T", st.Turn, st.Phase, st.Actor(), g.scenes.Current)
			}
		} else {
			idle = 0
		}
	}
	st := m.state
	if st.Phase != sim.PhaseGameOver || st.Result == "" {
		t.Fatalf("victory screen before the end: %s", st.Phase)
	}
	final, err := replay.Verify(&sess.Game.Record)
	if err != nil {
		t.Fatalf("the solo game's record does not verify: %v", err)
	}
	if final.Hash() != st.Hash() {
		t.Fatal("the record replays to another state than the game's")
	}
	// The computer's commands went through the record's append path too:
	// a keyframe every sim.KeyframeEvery commands.
	if steps, keys := len(sess.Game.Record.Steps), len(sess.Game.Record.Keyframes); keys != steps/sim.KeyframeEvery {
		t.Fatalf("a solo game of %d commands has %d keyframes, want %d", steps, keys, steps/sim.KeyframeEvery)
	}
	v := g.scenes.Current.(*menus.Victory)
	if stats, why := v.Stats(); len(stats) < st.Turn || why != "" {
		t.Fatalf("charts have %d turns for a game of %d (%s)", len(stats), st.Turn, why)
	}
	g.flushSaves()
	auto, ok := g.store.Latest()
	if !ok || !auto.Auto || auto.Phase != "game over" {
		t.Fatalf("the autosave is %+v, want the finished game", auto)
	}
	// The victory screen offers the replay: it opens on the whole game,
	// and Esc comes back to the victory screen.
	tick(t, g, nil)
	clickEntry(t, g, v.Entries(), "Watch the replay")
	ls, ok := g.scenes.Current.(*menus.Loading)
	if !ok {
		t.Fatalf("Watch the replay went to %T, not the loading scene", g.scenes.Current)
	}
	ls.Wait(g.context())
	settle(t, g)
	rs, ok := g.scenes.Current.(*replayview.Viewer)
	if !ok {
		t.Fatalf("Watch the replay went to %T", g.scenes.Current)
	}
	if rs.Timeline().Len() != len(sess.Game.Record.Steps) {
		t.Fatalf("the replay has %d commands, the game %d", rs.Timeline().Len(), len(sess.Game.Record.Steps))
	}
	tick(t, g, func(in *app.Input) { in.Just[app.ActBack] = true })
	settle(t, g)
	if g.scenes.Current != v {
		t.Fatalf("Esc in the replay went to %T, want the victory screen", g.scenes.Current)
	}
	t.Logf("%s after %d commands, %d turns", st.Result, len(sess.Game.Record.Steps), st.Turn)
}

// The per-turn figures of the victory charts come from the record: units
// on the map and losses add up to the units that ever took the field.
func TestVictoryStatsFollowTheRecord(t *testing.T) {
	g := newFlowGame(t)
	m := startSession(t, g, 4, seat.Computer(seat.Easy), seat.Computer(seat.Easy))
	game := m.Session().Game
	players := []*ai.Player{ai.New(ai.Easy, 0, 1), ai.New(ai.Easy, 1, 2)}
	apply := func(c sim.Command) error { _, err := game.Apply(c); return err }
	if _, err := ai.Play(game.State, apply, players, 20000); err != nil {
		t.Fatal(err)
	}
	tracker, err := session.GameStats(game)
	if err != nil {
		t.Fatal(err)
	}
	stats := tracker.Samples(game.State)
	last := stats[len(stats)-1]
	st := game.State
	for side := range st.Sides {
		on, lost := 0, 0
		for _, u := range st.Units {
			if u.Side == side {
				on++
			}
		}
		for _, u := range st.Eliminated {
			if u.Side == side {
				lost++
			}
		}
		if last.Units[side] != on || last.Losses[side] != lost {
			t.Fatalf("side %d: last sample %d units %d lost, state has %d and %d", side, last.Units[side], last.Losses[side], on, lost)
		}
	}
	if stats[0].Turn != 1 || last.Turn != st.Turn {
		t.Fatalf("samples run from turn %d to %d, game from 1 to %d", stats[0].Turn, last.Turn, st.Turn)
	}
}

// A battle that needs the other human's choice hands the seat over for it
// (seed 001 casualties under a manual policy, D19): when the defender must
// place hits, the handoff names the defender, and after the choice the seat
// comes back to the attacker.
func TestHotSeat_BattleChoiceHandsOff(t *testing.T) {
	decided := 0
	for seed := uint64(1); seed <= 30 && decided == 0; seed++ {
		m := testMap(
			"~~~~~~~~",
			"~......~",
			"~......~",
			"~~~~~~~~",
		)
		setup := sim.Setup{
			Map:   m,
			Sides: []sim.Side{{Name: "Allies"}, {Name: "Axis", ChooseCasualties: true}},
			Units: []sim.UnitSetup{
				{Type: "armor", Side: 0, Hex: at(2, 1)}, {Type: "armor", Side: 0, Hex: at(2, 1)},
				{Type: "armor", Side: 0, Hex: at(2, 1)}, {Type: "infantry", Side: 0, Hex: at(2, 1)},
				{Type: "infantry", Side: 1, Hex: at(3, 1)}, {Type: "infantry", Side: 1, Hex: at(3, 1)},
			},
			Victory: sim.Victory{Turns: 5},
		}
		st, _, err := sim.NewGame(setup, seed)
		if err != nil {
			t.Fatal(err)
		}
		game := &replay.Game{State: st, Record: sim.Record{Format: sim.RecordFormat, Rules: sim.RulesVersion, Seed: seed, StartHash: st.Hash()}}
		g := newFlowGame(t)
		sess := session.New(game, []seat.Player{seat.Human, seat.Human}, nil)
		s := NewSession(g.deps(), sess)
		g.scenes = app.Scenes{}
		g.GoTo(s)
		// Play to the Allies' movement, seating whoever the game waits for.
		for st.ActiveSide() != 0 || st.Phase != sim.PhaseMovement {
			sess.Sit(st.Actor())
			s.endPhase()
		}
		sess.Sit(0)
		for _, u := range st.Units {
			if u.Side == 0 {
				s.submit(sim.Command{Kind: sim.CmdMove, Side: 0, Unit: u.ID, Path: []hexmap.Hex{at(3, 1)}})
			}
		}
		s.endPhase()
		if st.Phase != sim.PhaseCombat || st.Actor() != 0 || len(st.Battles) != 1 {
			t.Fatalf("seed %d: %s phase, actor %d, %d battles", seed, st.Phase, st.Actor(), len(st.Battles))
		}
		s.submit(sim.Command{Kind: sim.CmdFight, Side: 0, Hex: at(3, 1)})
		for st.Phase == sim.PhaseCombat && st.Actor() == 0 && len(st.Battles) > 0 && st.Battles[0].AwaitingOrders {
			s.submit(sim.Command{Kind: sim.CmdContinueBattle, Side: 0, Hex: at(3, 1)})
		}
		if st.Actor() != 1 {
			continue // no hit on the Axis under this seed
		}
		decided++
		tick(t, g, nil)
		settle(t, g)
		h, ok := g.scenes.Current.(*menus.Handoff)
		if !ok || h.Side() != 1 || !strings.Contains(h.Why(), "must decide in a battle") {
			t.Fatalf("seed %d: the defender's choice shows %T", seed, g.scenes.Current)
		}
		h.Menu().Focus = len(h.Menu().Entries) - 2 // "Take the seat", past the recap
		tick(t, g, pressEnter)
		settle(t, g)
		if sess.Seated != 1 {
			t.Fatalf("seed %d: seat is with %d after the handoff", seed, sess.Seated)
		}
		b := st.Battles[0]
		units := st.AssignHits(b.Decisions[0].Hits, false)
		s.submit(sim.Command{Kind: sim.CmdCasualties, Side: 1, Hex: b.Hex, Units: units})
		if st.Actor() == 0 {
			tick(t, g, nil)
			settle(t, g)
			if h, ok := g.scenes.Current.(*menus.Handoff); !ok || h.Side() != 0 {
				t.Fatalf("seed %d: after the defender's choice the scene is %T", seed, g.scenes.Current)
			}
		}
	}
	if decided == 0 {
		t.Fatal("no seed gave the defender a casualty choice")
	}
}

// Each hot-seat player finds the map as they left it, and never where the
// other player was looking.
func TestHotSeat_EachPlayerKeepsOwnView(t *testing.T) {
	g := newFlowGame(t)
	m := startSession(t, g, 5, seat.Human, seat.Human)
	sess := m.Session()
	// seat takes the handoff (and the recap, if offered) to the map.
	seat := func() {
		t.Helper()
		for range 100 {
			tick(t, g, nil)
			settle(t, g)
			switch g.scenes.Current.(type) {
			case *menus.Handoff, *menus.Recap:
				tick(t, g, pressEnter)
				settle(t, g)
				continue
			}
			if !sess.NeedsHandoff() && g.scenes.Current == app.Scene(m) {
				return
			}
		}
		t.Fatal("no way to the map")
	}
	// pass ends phases until the other human has the seat.
	pass := func() {
		t.Helper()
		was := sess.Seated
		for range 100 {
			if sess.NeedsHandoff() {
				seat()
				if sess.Seated == was {
					t.Fatal("the seat came back to the same side")
				}
				return
			}
			tick(t, g, pressEnter)
		}
		t.Fatal("the seat never passed")
	}
	seat()
	first := sess.Seated
	m.Cam.Pan(120, -40)
	m.Cam.ZoomAt(400, 300, 1.5)
	firstView := m.Cam
	pass()
	if m.Cam == firstView {
		t.Fatal("the second player sees the first player's view")
	}
	m.Cam.Pan(-300, 90)
	pass()
	if sess.Seated != first || m.Cam != firstView {
		t.Fatalf("back to side %d: view %+v, left at %+v", sess.Seated, m.Cam, firstView)
	}
}

// Undo in hot-seat, from the map: the order leaves the record and what the
// next player will be shown, its recap and the trail of the block.
func TestHotSeat_UndoFromTheMapLeavesNothingForTheNextPlayer(t *testing.T) {
	g := newFlowGame(t)
	m := startSession(t, g, 5, seat.Human, seat.Human)
	sess := m.Session()
	st := m.state
	for i := 0; !(st.Phase == sim.PhaseMovement && st.Actor() == 0); i++ {
		if i > 40 {
			t.Fatal("the Allies never reach their movement phase")
		}
		sess.Sit(st.Actor())
		m.submit(sim.Command{Kind: sim.CmdEndPhase, Side: st.Actor()})
	}
	sess.Sit(0)
	recap, trails, steps := len(sess.Recap(1)), len(sess.Trails(1)), len(sess.Game.Record.Steps)
	moved := false
	for _, u := range st.Units {
		if u.Side != 0 || moved {
			continue
		}
		for _, h := range u.Hex.Neighbors() {
			if _, ok := m.submitEvents(sim.Command{Kind: sim.CmdMove, Side: 0, Unit: u.ID, Path: []hexmap.Hex{h}}, true); ok {
				moved = true
				break
			}
		}
	}
	if !moved || len(sess.Recap(1)) == recap || len(sess.Trails(1)) == trails {
		t.Fatalf("the move did not reach the Axis recap and trails (moved %v)", moved)
	}
	m.undoLast()
	if len(sess.Recap(1)) != recap || len(sess.Trails(1)) != trails || len(sess.Game.Record.Steps) != steps {
		t.Fatalf("after undo the Axis recap has %d lines (want %d), %d trails (want %d), the record %d commands (want %d)",
			len(sess.Recap(1)), recap, len(sess.Trails(1)), trails, len(sess.Game.Record.Steps), steps)
	}
}

// TestSolo_ComputerTurnOffersOnlyTheWatchControls: while the computer plays
// its turn, the panel offers none of the player's orders (the play-test saw
// Undo and End movement for the computer's side), U does nothing, and Enter
// skips the computer's turn without also ending the player's next phase.
func TestSolo_ComputerTurnOffersOnlyTheWatchControls(t *testing.T) {
	g := newFlowGame(t)
	m := startSession(t, g, 8, seat.Human, seat.Computer(seat.Easy))
	st, sess := m.state, m.Session()
	for i := 0; !m.standAside(); i++ {
		if i > 1000 {
			t.Fatal("the computer never got its turn")
		}
		tick(t, g, pressEnter) // the player ends phases until the computer plays
	}
	m.refreshPanel()
	for _, b := range m.hud.panel.choices {
		t.Errorf("the panel offers %q during the computer's turn", b.label)
	}
	n := len(sess.Game.Record.Steps)
	tick(t, g, func(in *app.Input) { in.Just[app.ActUndo] = true })
	if len(sess.Game.Record.Steps) < n {
		t.Fatal("U undid an order during the computer's turn")
	}
	for i := 0; m.standAside() || m.flow.runner != nil; i++ {
		if i > 100000 {
			t.Fatal("the computer's turn never ended")
		}
		tick(t, g, pressEnter)
		if r := m.flow.runner; r != nil && len(r.Out) == 0 {
			time.Sleep(time.Millisecond)
		}
	}
	for _, step := range sess.Game.Record.Steps[n:] {
		if step.Command.Side != 1 {
			t.Fatalf("while Enter skipped the computer's turn, the player's side gave %s", step.Command)
		}
	}
	if st.Actor() != 0 {
		t.Fatalf("after the skip side %d acts, want the player", st.Actor())
	}
	m.refreshPanel()
	if len(m.hud.panel.choices) == 0 {
		t.Fatal("the player's panel offers nothing on the player's turn")
	}
}

// TestLeaveToTitle_KeepsTheGameForContinue: leaving a game for the title
// menu, from the game menu or from a handoff, writes it first, so the
// title offers Continue and Continue takes the game up exactly where it
// was, orders of the phase in progress included (the play-test lost a
// production phase's builds this way).
func TestLeaveToTitle_KeepsTheGameForContinue(t *testing.T) {
	for _, from := range []string{"game menu", "handoff"} {
		t.Run(from, func(t *testing.T) {
			g := newFlowGame(t)
			m := startSession(t, g, 6, seat.Human, seat.Human)
			sess := m.Session()
			st := m.state
			m.sit(m.state.Actor(), false) // the first player takes the seat
			helper := ai.New(ai.Easy, st.Actor(), 5)
			// One order of the phase in progress, not yet autosaved.
			cmd, err := helper.Next(st)
			if err != nil {
				t.Fatal(err)
			}
			if _, ok := m.submitEvents(cmd, true); !ok {
				t.Fatalf("%s refused: %s", cmd, m.Msg.Text)
			}
			want, steps := st.Hash(), len(sess.Game.Record.Steps)
			var entries []widget.MenuEntry
			switch from {
			case "game menu":
				entries = newGameMenuScene(m).Entries()
			case "handoff":
				entries = newHandoffScene(m).Menu().Entries
			}
			i := slices.IndexFunc(entries, func(e widget.MenuEntry) bool { return strings.HasPrefix(e.Label, "Leave to the title menu") })
			if i < 0 {
				t.Fatal("no way to the title menu")
			}
			entries[i].Do()
			if title, ok := g.scenes.Next.(testScene); !ok || title.name != "title" {
				t.Fatalf("leaving went to %v, not the title menu", g.scenes.Next)
			}
			// The title's Continue takes up the newest save (render's
			// TestTitle_ContinueResumesNewestSave) as the loading scene
			// does: ReadSave, then NewLoaded.
			g.flushSaves()
			latest, ok := g.store.Latest()
			if !ok || !latest.Auto {
				t.Fatalf("the newest save is %+v, not the autosave", latest)
			}
			l, err := ReadSave(latest, nil)
			if err != nil {
				t.Fatal(err)
			}
			back := NewLoaded(g.deps(), latest, l)
			if back.state.Hash() != want || len(back.Session().Game.Record.Steps) != steps {
				t.Fatalf("Continue did not take the game up where it was left")
			}
		})
	}
}

// playerTick plays one tick of a solo game for the player of side 0: Enter
// ends its movement and production phases, helper gives its battles'
// orders as the combat panel would, and otherwise the tick passes with no
// input. A computer player's error fails the test.
func playerTick(t *testing.T, g *testShell, m *Scene, helper *ai.Player) {
	t.Helper()
	st := m.state
	switch {
	case st.Actor() == 0 && (st.Phase == sim.PhaseMovement || st.Phase == sim.PhaseProduction):
		tick(t, g, pressEnter)
	case st.Actor() == 0:
		cmd, err := helper.Next(st)
		if err != nil {
			t.Fatal(err)
		}
		m.submit(cmd)
		tick(t, g, nil)
	default:
		tick(t, g, nil)
	}
	if m.flow.aiErr != "" {
		t.Fatal(m.flow.aiErr)
	}
}

// TestSolo_ComputerBattlesAreWatchedInTheBattleView: a battle the computer
// fights against the player opens the battle view, where its dice fall as
// in the player's own battles, and once its result has been on screen a
// while the view closes by itself and the computer plays on, with no key
// pressed (the play-test saw an empty view of the computer's battle stay
// open with no dice and no result).
func TestSolo_ComputerBattlesAreWatchedInTheBattleView(t *testing.T) {
	g := newFlowGame(t)
	m := startSession(t, g, 8, seat.Human, seat.Computer(seat.Normal))
	if !watchComputerBattle(t, g, m, func(bool) {}) {
		t.Fatal("the computer's battle view closed without showing a die")
	}
	t.Logf("watched a battle of the computer's to its end on turn %d", m.state.Turn)
}

// TestSolo_TheMapGoesBackWhereItWasWhenABattleViewCloses: the battle view
// moves the map to show the battle's hex in the strip above it, and when
// the view closes the map is back where the player had it (the play-test
// of session 48 saw the tutorial's map left in the top third of the
// screen after the computer's first battle).
func TestSolo_TheMapGoesBackWhereItWasWhenABattleViewCloses(t *testing.T) {
	g := newFlowGame(t)
	m := startSession(t, g, 8, seat.Human, seat.Computer(seat.Normal))
	before, moved := m.Cam, false
	watchComputerBattle(t, g, m, func(open bool) {
		if !open {
			before = m.Cam
		} else if m.Cam != before {
			moved = true
		}
	})
	if !moved {
		t.Fatal("the battle view did not move the map to show its battle")
	}
	if m.Cam != before {
		t.Errorf("after the battle the camera is %+v, want it back at %+v", m.Cam, before)
	}
}

// watchComputerBattle plays the human side with an Easy helper and watches
// the computer's turns, keys untouched, until a battle the computer fights
// has opened the battle view, shown its result and closed by itself. It
// calls each after every tick, with whether the computer's battle view is
// open, and reports whether a die was seen in it.
func watchComputerBattle(t *testing.T, g *testShell, m *Scene, each func(open bool)) (sawDice bool) {
	t.Helper()
	helper := ai.New(ai.Easy, 0, 99)
	sawResult := false
	for steps := 0; ; steps++ {
		if steps > 400000 || m.state.Phase == sim.PhaseGameOver {
			t.Fatalf("no battle of the computer's watched to its end (dice %v, result %v) by turn %d", sawDice, sawResult, m.state.Turn)
		}
		open := m.battle != nil && m.battle.byComputer
		if open && len(m.battle.dice) > 0 {
			sawDice = true
		}
		if open && m.battle.ended {
			sawResult = true
		}
		switch {
		case m.flow.runner != nil || open:
			tick(t, g, nil) // watch: any key would skip the computer's turn
			if r := m.flow.runner; r != nil && len(r.Out) == 0 {
				time.Sleep(100 * time.Microsecond)
			}
		default:
			playerTick(t, g, m, helper)
		}
		if open && sawResult && m.battle == nil {
			return sawDice
		}
		each(m.battle != nil && m.battle.byComputer)
	}
}
