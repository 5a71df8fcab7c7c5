package saves

import (
	"testing"

	"hexstorm/ai"
	"hexstorm/replay"
	"hexstorm/scenarios"
	"hexstorm/session/seat"
	"hexstorm/sim"
)

// aiGame plays a whole game of the built-in scenario between two Normal
// computer players: a save of realistic size.
func aiGame(b *testing.B) *replay.Game {
	sc, err := scenarios.Builtin("channel")
	if err != nil {
		b.Fatal(err)
	}
	g, _, err := replay.New(sc, 7)
	if err != nil {
		b.Fatal(err)
	}
	players := []*ai.Player{ai.New(ai.Normal, 0, 1), ai.New(ai.Normal, 1, 2)}
	apply := func(c sim.Command) error { _, err := g.Apply(c); return err }
	if _, err := ai.Play(g.State, apply, players, 50000); err != nil {
		b.Fatal(err)
	}
	return g
}

// BenchmarkSaveFullGame measures one atomic save (encode, write, fsync,
// rename) of a game of a few hundred commands: the cost of an autosave.
func BenchmarkSaveFullGame(b *testing.B) {
	g := aiGame(b)
	st := &Store{Dir: b.TempDir()}
	info := labelOf(g, seat.Human, seat.Human)
	for b.Loop() {
		if _, err := st.Save(AutosaveName, &g.Record, info, clock); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(g.Record.Steps)), "commands")
}

// BenchmarkLoadFullGame measures loading the same save: reading, decoding
// and re-simulating every command to check its hash.
func BenchmarkLoadFullGame(b *testing.B) {
	g := aiGame(b)
	st := &Store{Dir: b.TempDir()}
	e, err := st.Save("x", &g.Record, labelOf(g, seat.Human, seat.Human), clock)
	if err != nil {
		b.Fatal(err)
	}
	for b.Loop() {
		if _, _, err := Load(e.Path); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(len(g.Record.Steps)), "commands")
}
