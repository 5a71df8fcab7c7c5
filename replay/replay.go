// Package replay turns game records into games: it starts a new recorded
// game from a scenario, rebuilds the opening state of a saved record, and
// re-simulates a record to verify every state hash (DESIGN section 3).
package replay

import (
	"bytes"
	"encoding/json"
	"fmt"

	"hexstorm/scenarios"
	"hexstorm/sim"
)

// MaxRecordSize is the largest record file accepted, checked before decoding.
const MaxRecordSize = 64 << 20

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

// Encode returns the record as indented JSON.
func (g *Game) Encode() ([]byte, error) { return Encode(&g.Record) }

// Encode returns a record as indented JSON, one step per line.
func Encode(r *sim.Record) ([]byte, error) {
	return json.MarshalIndent(r, "", " ")
}

// Decode reads a record, refusing files that are too large, malformed, of an
// unknown format, or recorded under other rules.
func Decode(data []byte) (*sim.Record, error) {
	if len(data) > MaxRecordSize {
		return nil, fmt.Errorf("record is %d bytes, more than the %d allowed", len(data), MaxRecordSize)
	}
	var probe struct {
		Format *int `json:"format"`
	}
	if err := json.Unmarshal(data, &probe); err != nil {
		return nil, fmt.Errorf("not a game record: %v", err)
	}
	switch {
	case probe.Format == nil:
		return nil, fmt.Errorf("not a game record: no format field")
	case *probe.Format > sim.RecordFormat:
		return nil, fmt.Errorf("record format %d is newer than this game understands (%d)", *probe.Format, sim.RecordFormat)
	case *probe.Format < 1:
		return nil, fmt.Errorf("record format %d is not valid", *probe.Format)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	var r sim.Record
	if err := dec.Decode(&r); err != nil {
		return nil, fmt.Errorf("record is damaged: %v", err)
	}
	if r.Rules != sim.RulesVersion {
		return nil, fmt.Errorf("record was played under rules version %d; this game has rules version %d", r.Rules, sim.RulesVersion)
	}
	return &r, nil
}

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
// returns the game at its last step.
func Resume(r *sim.Record) (*Game, error) {
	sc, st, _, err := Start(r)
	if err != nil {
		return nil, err
	}
	final, err := r.Replay(st, nil)
	if err != nil {
		return nil, err
	}
	return &Game{Scenario: sc, Record: *r, State: final}, nil
}
