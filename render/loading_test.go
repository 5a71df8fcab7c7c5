package render

import (
	"fmt"
	"os"
	"runtime"
	"sync/atomic"
	"testing"
	"time"

	"hexstorm/render/app"
	"hexstorm/render/menus"
	"hexstorm/render/play"
	"hexstorm/render/replayview"
	"hexstorm/render/start"
	"hexstorm/render/widget"
	"hexstorm/replay"
	"hexstorm/saves"
	"hexstorm/sim"
)

// TestLoading_SaveLoadsBehindAProgressBar: choosing a save shows the loading
// scene at once, on the window's thread, while the game is replayed on
// another goroutine; the map follows when it is done, and the bar went
// from the first command to the last.
func TestLoading_SaveLoadsBehindAProgressBar(t *testing.T) {
	g := newGame(Options{})
	rec := readTestRecord(t)
	st := &saves.Store{Dir: t.TempDir()}
	game, err := replay.Resume(rec)
	if err != nil {
		t.Fatal(err)
	}
	e, err := st.Save("Long game", &game.Record, sim.SaveInfo{Turn: game.State.Turn, Phase: game.State.Phase.String()}, time.Unix(0, 0))
	if err != nil {
		t.Fatal(err)
	}
	back := newTitleScene(g)
	g.GoTo(back)
	loadSave(g, e, back, nil, func(g *Game, err error) { t.Fatalf("load failed: %v", err) })
	ls, ok := g.scenes.Next.(*menus.Loading)
	if !ok {
		t.Fatalf("choosing the save went to %T, not the loading scene", g.scenes.Next)
	}
	finishLoading(t, g)
	m, ok := g.scenes.Next.(*play.Scene)
	if !ok {
		t.Fatalf("after loading: %T, not the map", g.scenes.Next)
	}
	if m.State().Hash() != game.State.Hash() {
		t.Fatal("the loaded game is not the saved one")
	}
	n := int64(len(rec.Steps))
	if done, total := ls.Progress(); done != n || total != n {
		t.Fatalf("progress %d of %d, want %d of %d", done, total, n, n)
	}
}

// TestLoading_EscCancels: Esc during a load returns to where the player
// was at once, and the work stops at its next step instead of running on.
func TestLoading_EscCancels(t *testing.T) {
	g := newGame(Options{})
	back := newTitleScene(g)
	g.GoTo(back)
	gate := make(chan struct{})
	const total = 1000
	reached := 0
	ls := startLoading(g, "Loading a long game", back, func(p replay.Progress) (int, error) {
		for i := 1; i <= total; i++ {
			reached = i
			if !p(i, total) {
				return 0, sim.ErrStopped
			}
			if i == 10 {
				<-gate // hold the load here until the player has pressed Esc
			}
		}
		return total, nil
	}, func(*Game, int) { t.Error("a cancelled load finished") }, func(_ *Game, err error) { t.Errorf("a cancelled load failed: %v", err) })
	for done, _ := ls.Progress(); done < 10; done, _ = ls.Progress() {
		runtime.Gosched()
	}
	ls.Update(g.context()) // no key: still loading
	if g.scenes.Next != ls {
		t.Fatalf("without a key the scene changed to %T", g.scenes.Next)
	}
	g.in.Just[app.ActBack] = true
	ls.Update(g.context())
	g.in.Just[app.ActBack] = false
	if g.scenes.Next != back {
		t.Fatalf("Esc went to %T, not back to the title", g.scenes.Next)
	}
	close(gate)
	ls.Wait(g.context()) // the work's end: nothing to do
	if reached != 11 {
		t.Fatalf("the cancelled work ran to step %d, want it stopped at 11", reached)
	}
	if g.scenes.Next != back {
		t.Fatalf("the cancelled load changed the scene to %T", g.scenes.Next)
	}
}

// readTestRecord reads the known-good record the replay tests use.
func readTestRecord(t *testing.T) *sim.Record {
	t.Helper()
	rec, err := replayview.ReadRecord(replayTestRecord)
	if err != nil {
		t.Fatal(err)
	}
	return rec
}

// finishLoading waits for the loading scene the game is going to, if any,
// and carries out its end as its Update would.
func finishLoading(t *testing.T, g *Game) {
	t.Helper()
	ls, ok := g.scenes.Next.(*menus.Loading)
	if !ok {
		t.Fatalf("not loading: going to %T", g.scenes.Next)
	}
	ls.Wait(g.context())
}

// TestLoadingScriptedWindow_ShowsProgressAndEscCancels: in the window, a
// long load shows its bar while the window keeps drawing, and Esc, read
// through the input layer, cancels it back to the title menu.
func TestLoadingScriptedWindow_ShowsProgressAndEscCancels(t *testing.T) {
	if os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		t.Skip("no display: run the window tests under `xvfb-run -a go test ./render/...`")
	}
	runFlowChild(t, "loading")
}

// loadingScript starts a load held at command 1,200 of 3,269 (as a long
// save would be), looks at it, and cancels it with Esc.
func loadingScript() []flowStep {
	gate := make(chan struct{})
	var ls *menus.Loading
	var stoppedAt atomic.Int64
	return []flowStep{
		sceneIs[*start.Title]("title"),
		check("start a long load", func(d *flowDriver) error {
			ls = startLoading(d.g, "Loading Campaign", d.g.scenes.Current, func(p replay.Progress) (int, error) {
				for i := 1; i <= 3269; i++ {
					if !p(i, 3269) {
						stoppedAt.Store(int64(i))
						return 0, sim.ErrStopped
					}
					if i == 1200 {
						<-gate
					}
				}
				return 3269, nil
			}, func(*Game, int) {}, func(*Game, error) {})
			return nil
		}),
		sceneIs[*menus.Loading]("the loading scene"),
		capture("loading"),
		check("the bar stands at command 1200 of 3269", func(d *flowDriver) error {
			img := d.shots["loading"]
			w, h := img.Bounds().Dx(), img.Bounds().Dy()
			bw := min(520, w-80)
			x0, y := (w-bw)/2, h/2+14
			filled, empty := img.RGBAAt(x0+bw*1200/3269-6, y), img.RGBAAt(x0+bw*1200/3269+6, y)
			if filled != widget.ColAccent || empty != widget.ColPanel {
				return fmt.Errorf("bar at %d,%d: filled %v, empty %v", x0+bw*1200/3269, y, filled, empty)
			}
			return nil
		}),
		press("Esc", app.ActBack),
		sceneIs[*start.Title]("back at the title"),
		check("the load stopped", func(d *flowDriver) error {
			close(gate)
			ls.Wait(d.g.context())
			if n := stoppedAt.Load(); n != 1201 {
				return fmt.Errorf("the load stopped at command %d, want 1201", n)
			}
			return nil
		}),
	}
}

// TestEventLogScriptedWindow_ALoadedGamesWholeLog: in the window, Continue
// loads a long save and C shows its log, scrolled back with the wheel.
func TestEventLogScriptedWindow_ALoadedGamesWholeLog(t *testing.T) {
	if os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		t.Skip("no display: run the window tests under `xvfb-run -a go test ./render/...`")
	}
	runFlowChild(t, "eventlog")
}

// eventLogScript saves a known-good game, continues it from the title and
// opens its event log.
func eventLogScript() []flowStep {
	return []flowStep{
		check("save a long game", func(d *flowDriver) error {
			rec, err := replayview.ReadRecord(replayTestRecord)
			if err != nil {
				return err
			}
			rec.Truncate(301) // a game in progress, turn 8
			game, err := replay.Resume(rec)
			if err != nil {
				return err
			}
			_, err = d.g.store.Save("Long game", &game.Record, sim.SaveInfo{Turn: game.State.Turn, Phase: game.State.Phase.String(), Players: []string{"human", "human"}}, time.Unix(0, 0))
			d.g.GoTo(newTitleScene(d.g)) // the title again, now with Continue
			return err
		}),
		sceneIs[*start.Title]("title"),
		enter("Continue"),
		sceneIs[*menus.Handoff]("the handoff"),
		enter("Take the seat"),
		sceneIs[*play.Scene]("the loaded game"),
		press("open the log", app.ActLog),
		capture("eventlog"),
		check("the log holds the game from its start", func(d *flowDriver) error {
			m := d.g.scenes.Current.(*play.Scene)
			if lines := m.Log(); len(lines) < 200 {
				return fmt.Errorf("the log has %d lines", len(lines))
			}
			return nil
		}),
	}
}

// TestSupplyOverlayScriptedWindow: in the window, O shows the reach of the
// side's supply and circles its cut-off units, without washing the enemy's
// land (the play-test saw all enemy land turned purple).
func TestSupplyOverlayScriptedWindow(t *testing.T) {
	if os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
		t.Skip("no display: run the window tests under `xvfb-run -a go test ./render/...`")
	}
	runFlowChild(t, "supply")
}

// startSoloGame is the steps from the title menu to the player's first
// turn of Channel Storm against the computer, its turn skipped.
func startSoloGame() []flowStep {
	return flowSteps([]flowStep{
		sceneIs[*start.Title]("title"),
	}, toChannelSetup(), []flowStep{
		enter("Start"),
		{name: "the player's turn", run: func(d *flowDriver, in *app.Input) (bool, error) {
			m, ok := d.g.scenes.Current.(*play.Scene)
			if !ok || !d.settled() {
				return false, nil
			}
			if m.Session().ComputerToMove() { // the player's orders stand aside
				in.Just[app.ActConfirm] = true // skip the computer's turn
				return false, nil
			}
			return true, nil
		}},
	})
}

// supplyScript starts the first scenario against the computer and turns the
// supply overlay on at the player's first turn.
func supplyScript() []flowStep {
	return append(startSoloGame(),
		press("supply overlay", app.ActSupply),
		capture("supply"),
		check("the overlay is on", func(d *flowDriver) error {
			if m := d.g.scenes.Current.(*play.Scene); !m.SupplyShown() {
				return fmt.Errorf("O did not turn the supply overlay on")
			}
			return nil
		}),
	)
}
