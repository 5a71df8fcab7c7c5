package session

import (
	"fmt"

	"hexstorm/replay"
	"hexstorm/sim"
)

// TurnStats are the figures of one turn, by side: PP earned that turn,
// units on the map at its end, and units lost since the game began.
type TurnStats struct {
	Turn   int
	PP     []int
	Units  []int
	Losses []int
}

// Stats samples a game turn by turn as its commands are applied.
type Stats struct {
	cur TurnStats
	out []TurnStats
}

// NewStats starts the figures of a game at st.
func NewStats(st *sim.State) *Stats {
	return &Stats{cur: TurnStats{Turn: st.Turn, PP: make([]int, len(st.Sides))}}
}

// Add takes the state after a command and its events: income counts for
// the turn it was earned in, and a new turn closes the last one's sample.
func (t *Stats) Add(st *sim.State, evs []sim.Event) {
	n := len(st.Sides)
	for _, e := range evs {
		if e.Kind != sim.EvIncome || e.Side < 0 || e.Side >= n {
			continue
		}
		if e.Turn == t.cur.Turn {
			t.cur.PP[e.Side] += e.Value
		}
	}
	if st.Turn == t.cur.Turn {
		return
	}
	t.out = append(t.out, t.sample(st))
	t.cur = TurnStats{Turn: st.Turn, PP: make([]int, n)}
	for _, e := range evs {
		if e.Kind == sim.EvIncome && e.Side >= 0 && e.Side < n && e.Turn == st.Turn {
			t.cur.PP[e.Side] += e.Value
		}
	}
}

// sample completes the current turn's figures from the state.
func (t *Stats) sample(st *sim.State) TurnStats {
	n := len(st.Sides)
	s := t.cur
	s.PP = append([]int(nil), t.cur.PP...)
	s.Units, s.Losses = make([]int, n), make([]int, n)
	for _, u := range st.Units {
		if u.Side >= 0 && u.Side < n {
			s.Units[u.Side]++
		}
	}
	for _, u := range st.Eliminated {
		if u.Side >= 0 && u.Side < n {
			s.Losses[u.Side]++
		}
	}
	return s
}

// Samples returns every turn's figures, the current turn's so far last.
func (t *Stats) Samples(st *sim.State) []TurnStats {
	return append(append([]TurnStats(nil), t.out...), t.sample(st))
}

// GameStats re-plays a game's record and returns its tracker, for a game
// loaded from a save.
func GameStats(g *replay.Game) (*Stats, error) {
	_, st, _, err := replay.Start(&g.Record)
	if err != nil {
		return nil, err
	}
	t := NewStats(st)
	for i, step := range g.Record.Steps {
		evs, err := st.Apply(step.Command)
		if err != nil {
			return nil, fmt.Errorf("command %d: %w", i+1, err)
		}
		t.Add(st, evs)
	}
	return t, nil
}

// statsMark is what Stats was before a command, for undo.
type statsMark struct {
	cur TurnStats
	out int
}

// mark notes the figures before a command.
func (t *Stats) mark() statsMark {
	m := statsMark{cur: t.cur, out: len(t.out)}
	m.cur.PP = append([]int(nil), t.cur.PP...)
	return m
}

// restore takes the figures back to a mark.
func (t *Stats) restore(m statsMark) {
	t.cur, t.out = m.cur, t.out[:m.out]
}
