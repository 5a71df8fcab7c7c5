package play

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"hexstorm/render/app"
	"hexstorm/render/replayview"
	"hexstorm/replay"
	"hexstorm/session"
	"hexstorm/sim"
)

// TestEventLog_RebuiltOnLoadKeepsTheWholeGameAndScrolls: a loaded game's
// log holds the whole game from its first turn (it used to be empty after
// a load), the ticker its latest lines; the log shows as many lines as the
// window has room for, and the wheel over it scrolls it instead of zooming
// the map.
func TestEventLog_RebuiltOnLoadKeepsTheWholeGameAndScrolls(t *testing.T) {
	g := newFlowGame(t)
	// The known-good record of a whole game the replay tests use.
	rec, err := replayview.ReadRecord(filepath.Join("..", "..", "replay", "testdata", "channel-normal-normal-1.json.gz"))
	if err != nil {
		t.Fatal(err)
	}
	game, err := replay.Resume(rec)
	if err != nil {
		t.Fatal(err)
	}
	e, err := g.store.Save("Long game", &game.Record, sim.SaveInfo{Turn: game.State.Turn, Phase: game.State.Phase.String(), Players: []string{"human", "human"}}, time.Unix(0, 0))
	if err != nil {
		t.Fatal(err)
	}
	// As the shell's loading scene does it (its own tests are render's).
	l, err := ReadSave(e, nil)
	if err != nil {
		t.Fatalf("load failed: %v", err)
	}
	m := NewLoaded(g.deps(), e, l)
	g.scenes.Current, g.scenes.Next, g.scenes.Fade = m, nil, 0
	all := session.Texts(m.hud.history.lines(-1))
	if len(all) < 200 || !strings.Contains(all[0]+all[1], "initiative") {
		t.Fatalf("the rebuilt log has %d lines, starting %q", len(all), all[:min(3, len(all))])
	}
	for v := range m.state.Sides {
		if len(m.hud.history.lines(v)) == 0 || len(m.hud.seen[v]) == 0 {
			t.Fatalf("side %d's log or ticker is empty after the load", v)
		}
	}
	d := newDriver(t, m)
	d.press(app.ActLog)
	if !m.over.log {
		t.Fatal("C did not open the log")
	}
	r, rows := m.logRect()
	if rows < 20 {
		t.Fatalf("the log shows %d lines in a 1280x800 window", rows)
	}
	zoom := m.Cam.Zoom
	in := &d.g.in
	in.MouseX, in.MouseY, in.CursorIn, in.Wheel = r.Min.X+40, r.Min.Y+60, true, 2
	d.tick()
	in.Wheel = 0
	if m.over.logScroll != 6 || m.Cam.Zoom != zoom {
		t.Fatalf("two notches over the log: scrolled %d lines, zoom %v -> %v", m.over.logScroll, zoom, m.Cam.Zoom)
	}
}
