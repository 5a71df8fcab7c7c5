package play

import (
	"testing"
	"time"

	"hexstorm/render/app"
	"hexstorm/render/menus"
	"hexstorm/replay"
	"hexstorm/saves"
	"hexstorm/scenarios"
	"hexstorm/session"
	"hexstorm/session/seat"
)

// BenchmarkComputerGameSkipped plays a whole game of the built-in scenario
// between two Normal computer players through the map scene, skipping
// (Enter), and reports the longest UI tick: the computer thinks on its own
// goroutine, so a tick only applies the commands that are ready (at most
// skipBudget) and stays short.
func BenchmarkComputerGameSkipped(b *testing.B) {
	b.Setenv(saves.DirEnv, b.TempDir())
	sc, err := scenarios.Builtin("channel")
	if err != nil {
		b.Fatal(err)
	}
	var longest time.Duration
	ticks, commands := 0, 0
	for i := 0; b.Loop(); i++ {
		g := newTestShell()
		game, _, err := replay.New(sc, uint64(i+1))
		if err != nil {
			b.Fatal(err)
		}
		m := NewSession(g.deps(), session.New(game, []seat.Player{seat.Computer(seat.Normal), seat.Computer(seat.Normal)}, g.store))
		g.GoTo(m)
		for {
			if _, ok := g.scenes.Current.(*menus.Victory); ok {
				break
			}
			g.in = app.Input{Width: 1280, Height: 800, MouseX: -1, MouseY: -1}
			g.in.Just[app.ActConfirm] = true
			t0 := time.Now()
			if err := g.scenes.Update(g.context()); err != nil {
				b.Fatal(err)
			}
			longest = max(longest, time.Since(t0))
			ticks++
			if m.flow.aiErr != "" {
				b.Fatal(m.flow.aiErr)
			}
			if r := m.flow.runner; r != nil && len(r.Out) == 0 {
				time.Sleep(200 * time.Microsecond)
			}
		}
		commands += len(game.Record.Steps)
		g.flushSaves()
	}
	b.ReportMetric(float64(longest.Microseconds())/1000, "ms/longest-tick")
	b.ReportMetric(float64(commands)/float64(b.N), "commands/game")
	b.ReportMetric(float64(ticks)/float64(b.N), "ticks/game")
}
