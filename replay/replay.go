// Package replay turns game records into games: it starts a new recorded
// game from a scenario, rebuilds the opening state of a saved record, and
// re-simulates a record to verify every state hash (DESIGN section 3).
package replay

import (
	"encoding/json"
	"fmt"

	"hexstorm/scenarios"
	"hexstorm/sim"
)

// Game is a game in progress together with its record. Every change goes
// through Apply, so the record always replays to the current state.
type Game struct {
	Scenario *scenarios.Scenario
	Record   sim.Record
	State    *sim.State
}

// New starts a recorded game of sc with the given seed and the scenario's
// own options. It returns the game and the opening events.
func New(sc *scenarios.Scenario, seed uint64) (*Game, []sim.Event, error) {
	return NewWithOptions(sc, seed, sc.Setup.Options)
}

// NewWithOptions starts a recorded game with rule options chosen at set-up.
func NewWithOptions(sc *scenarios.Scenario, seed uint64, opts sim.Options) (*Game, []sim.Event, error) {
	setup := sc.Setup
	setup.Options = opts
	st, evs, err := sim.NewGame(setup, seed)
	if err != nil {
		return nil, nil, fmt.Errorf("scenario %s: %w", sc.Name, err)
	}
	g := &Game{
		Scenario: sc,
		State:    st,
		Record: sim.Record{
			Format:    sim.RecordFormat,
			Rules:     sim.RulesVersion,
			Scenario:  json.RawMessage(sc.Raw),
			Seed:      seed,
			Options:   opts,
			StartHash: st.Hash(),
		},
	}
	return g, evs, nil
}

// Apply carries out cmd and records it; a refused command changes nothing.
func (g *Game) Apply(cmd sim.Command) ([]sim.Event, error) {
	return g.Record.Append(g.State, cmd)
}

// Encode returns the record in the file format: gzip-compressed JSON
// (codec.go).
func (g *Game) Encode() ([]byte, error) { return Encode(&g.Record) }

// Start rebuilds the opening state of a record from its embedded scenario.
func Start(r *sim.Record) (*scenarios.Scenario, *sim.State, []sim.Event, error) {
	sc, err := scenarios.Load("record scenario", r.Scenario)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("the record's scenario is invalid:\n%w", err)
	}
	setup := sc.Setup
	setup.Options = r.Options
	st, evs, err := sim.NewGame(setup, r.Seed)
	if err != nil {
		return nil, nil, nil, err
	}
	return sc, st, evs, nil
}

// Verify re-simulates a record and checks every hash. It returns the final
// state, or an error naming the first command whose hash differs (a
// *sim.Divergence) or why the record cannot be replayed at all.
func Verify(r *sim.Record) (*sim.State, error) {
	_, st, _, err := Start(r)
	if err != nil {
		return nil, err
	}
	return r.Replay(st, nil)
}

// Resume loads a record as a game that can go on: it verifies the record and
// returns the game at its last step. A record of an older format gets what
// that format lacked (keyframes, so that the saved game can be sought in;
// its end), so the game written again is a record of the current format.
func Resume(r *sim.Record) (*Game, error) { return ResumeWith(r, nil, nil) }

// Progress hears how far a long replay has gone, done of total commands, and
// stops it by returning false (the replay then fails with sim.ErrStopped).
// A nil Progress hears nothing and never stops.
type Progress func(done, total int) bool

// tell reports one more step to p, if any, and says whether to go on.
func (p Progress) tell(done, total int) bool { return p == nil || p(done, total) }

// ResumeWith is Resume reporting its progress to p, which may stop it, and
// showing each (when not nil) the game as it is replayed: step 0 with the
// opening events, then every command's state and events, so a caller can
// rebuild what the game showed (the event log) in the same pass.
func ResumeWith(r *sim.Record, p Progress, each func(step int, s *sim.State, events []sim.Event)) (*Game, error) {
	sc, st, opening, err := Start(r)
	if err != nil {
		return nil, err
	}
	if each != nil {
		each(0, st, opening)
	}
	rekey := len(r.Keyframes) == 0
	var keys []sim.Keyframe
	final, err := r.ReplayWhile(st, func(step int, s *sim.State, evs []sim.Event) bool {
		if rekey && step%sim.KeyframeEvery == 0 {
			keys = append(keys, sim.NewKeyframe(s, step))
		}
		if each != nil {
			each(step, s, evs)
		}
		return p.tell(step, len(r.Steps))
	})
	if err != nil {
		return nil, err
	}
	g := &Game{Scenario: sc, Record: *r, State: final}
	if rekey {
		g.Record.Keyframes = keys
	}
	if g.Record.End == nil && len(g.Record.Steps) > 0 { // an older format: say it now
		g.Record.End = &sim.End{Steps: len(g.Record.Steps), Finished: final.Phase == sim.PhaseGameOver}
	}
	return g, nil
}
