package cloud

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
	"sync"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/types"

	"hexstorm/ai"
	"hexstorm/replay"
	"hexstorm/scenarios"
	"hexstorm/sim"
)

// Seat kinds, as stored in the seats collection.
const (
	seatHuman    = "human"
	seatComputer = "computer"
	seatOpen     = "open"
)

// Game statuses, as stored in the games collection.
const (
	statusOpen     = "open"     // a seat still waits for its invitation
	statusPlaying  = "playing"  // every seat taken
	statusFinished = "finished" // the game is over; its record is released
)

// seat is one side's seat of a game in memory.
type seat struct {
	Kind   string
	Level  string
	Player string // the users record id of a human seat
	ai     *ai.Player
}

// liveGame is a game the server holds in memory: the true state with its
// record (replay.Game), and what each side has learnt of every command
// (seen), computed by sim.State.EventsFor on the state right after it.
// Every field but used is guarded by mu.
type liveGame struct {
	mu     sync.Mutex
	id     string
	game   *replay.Game
	seats  []seat
	status string
	// seen[side][step] is what side learnt of step's events; step 0 holds
	// the opening events.
	seen   [][][]sim.Event
	aiBusy bool
	// gone marks a game evicted from memory: it is no longer the game's
	// copy, and a request that finds it gone asks for the game again.
	gone bool
	// used is s.clock when the game was last asked for; guarded by s.mu.
	used uint64
}

// steps returns the number of commands played.
func (g *liveGame) steps() int { return len(g.game.Record.Steps) }

// actor returns the side the game waits on, -1 once it is over.
func (g *liveGame) actor() int {
	if g.game.State.Phase == sim.PhaseGameOver {
		return -1
	}
	return g.game.State.Actor()
}

// learn adds what each side learns of a step's events.
func (g *liveGame) learn(evs []sim.Event) {
	for side := range g.seen {
		g.seen[side] = append(g.seen[side], g.game.State.EventsFor(side, evs))
	}
}

// turnLocked returns where g stands for side's seat; the caller holds g.mu.
func (g *liveGame) turnLocked(side int) Turn {
	actor := g.actor()
	return Turn{Game: g.id, Side: side, Step: g.steps(), Status: g.status, Actor: actor,
		YourTurn: actor == side && g.status == statusPlaying}
}

// stepEvents returns what side learnt of step and whose command it was;
// the caller holds g.mu.
func (g *liveGame) stepEvents(side, step int) StepEvents {
	by := -1
	if step > 0 {
		by = g.game.Record.Steps[step-1].Command.Side
	}
	return StepEvents{Step: step, By: by, Events: g.seen[side][step]}
}

// sidesOf returns the sides the user holds in g, in side order.
func (g *liveGame) sidesOf(user string) []int {
	var out []int
	for i, s := range g.seats {
		if s.Kind == seatHuman && s.Player == user {
			out = append(out, i)
		}
	}
	return out
}

// startGame builds a new game's opening from its scenario, seed and options.
func startGame(id string, raw []byte, seed uint64, opts *sim.Options) (*liveGame, error) {
	sc, err := scenarios.Load("game "+id, raw)
	if err != nil {
		return nil, err
	}
	o := sc.Setup.Options
	if opts != nil {
		o = *opts
	}
	rg, evs, err := replay.NewWithOptions(sc, seed, o)
	if err != nil {
		return nil, err
	}
	n := len(rg.State.Sides)
	g := &liveGame{id: id, game: rg, seats: make([]seat, n), seen: make([][][]sim.Event, n)}
	g.learn(evs)
	return g, nil
}

// loadGame rebuilds a game from its rows: the opening from the games row,
// then every command row in order through the rules, each hash checked.
func loadGame(app core.App, id string) (*liveGame, error) {
	rec, err := app.FindRecordById("games", id)
	if err != nil {
		return nil, err
	}
	seed, err := strconv.ParseUint(rec.GetString("seed"), 10, 64)
	if err != nil {
		return nil, fmt.Errorf("game %s: bad seed: %w", id, err)
	}
	var opts sim.Options
	if err := json.Unmarshal(rawJSON(rec.Get("options")), &opts); err != nil {
		return nil, fmt.Errorf("game %s: bad options: %w", id, err)
	}
	g, err := startGame(id, rawJSON(rec.Get("scenario")), seed, &opts)
	if err != nil {
		return nil, err
	}
	g.game.Scenario.ID = rec.GetString("scenario_id") // "" for an uploaded one
	g.status = rec.GetString("status")
	seats, err := app.FindAllRecords("seats", dbx.HashExp{"game": id})
	if err != nil {
		return nil, err
	}
	for _, s := range seats {
		side := s.GetInt("side")
		if side < 0 || side >= len(g.seats) {
			return nil, fmt.Errorf("game %s: seat for side %d of %d", id, side, len(g.seats))
		}
		g.seats[side] = seat{Kind: s.GetString("kind"), Level: s.GetString("level"), Player: s.GetString("player")}
	}
	var rows []*core.Record
	err = app.RecordQuery("commands").AndWhere(dbx.HashExp{"game": id}).OrderBy("`index` ASC").All(&rows)
	if err != nil {
		return nil, err
	}
	for i, row := range rows {
		if row.GetInt("index") != i+1 {
			return nil, fmt.Errorf("game %s: command %d is numbered %d", id, i+1, row.GetInt("index"))
		}
		cmd, err := decodeCommand(rawJSON(row.Get("command")))
		if err != nil {
			return nil, fmt.Errorf("game %s: command %d: %w", id, i+1, err)
		}
		evs, err := g.game.Apply(cmd)
		if err != nil {
			return nil, fmt.Errorf("game %s: command %d refused on replay: %w", id, i+1, err)
		}
		if got, want := g.game.State.Hash(), row.GetString("hash"); got != want {
			return nil, fmt.Errorf("game %s: state hash after command %d is %s, the store says %s", id, i+1, got, want)
		}
		g.learn(evs)
	}
	return g, nil
}

// decodeCommand reads one command, refusing unknown fields as command
// scripts do (sim.DecodeCommands).
func decodeCommand(data []byte) (sim.Command, error) {
	var cmd sim.Command
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&cmd); err != nil {
		return cmd, fmt.Errorf("bad command: %w", err)
	}
	return cmd, nil
}

// rawJSON returns a JSON field's value as bytes.
func rawJSON(v any) []byte {
	switch x := v.(type) {
	case types.JSONRaw:
		return x
	case []byte:
		return x
	case string:
		return []byte(x)
	}
	b, _ := json.Marshal(v)
	return b
}
