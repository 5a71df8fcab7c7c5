package render

import (
	"fmt"
	"time"

	"hexstorm/hexmap"
	"hexstorm/replay"
	"hexstorm/saves"
	"hexstorm/sim"
)

// session is a game played at this desk: the recorded game, who plays each
// side, where it is saved, which human has the seat, and what each human
// side has seen happen since it last had it. Every command, human or
// computer, goes through apply and so through the record (DESIGN section 3).
type session struct {
	game    *replay.Game
	players []saves.Player
	// store is where saves and the autosave go; nil saves nothing. bg,
	// when set, writes the autosave off the UI thread.
	store *saves.Store
	bg    *saves.Background
	// name is the name the player last saved under, "" before.
	name string
	// seated is the human side at the desk, -1 before anyone sat down.
	seated int
	// recap holds, per side, the lines that side could see of what the
	// others did since it last had the seat (through its fog, D9).
	recap [][]string
	// trails holds, per side, the paths of the other sides' blocks it saw
	// move since it last had the seat (block positions are public, D9).
	trails [][]trail
	// phase is where the last autosave was taken; autosaveErr the last
	// autosave's failure, shown once.
	phase       phaseMark
	autosaveErr string
	// now is the clock for save labels; tests fix it.
	now func() time.Time
	// typeName names unit types for the recap.
	typeName func(string) string
	// stats samples the game turn by turn for the victory charts; nil,
	// with statsErr, when a loaded record could not be sampled.
	stats    *statsTracker
	statsErr string
}

// phaseMark identifies a phase of play: an autosave is due when it changes.
type phaseMark struct {
	turn   int
	phase  sim.Phase
	active int
}

func markOf(st *sim.State) phaseMark {
	return phaseMark{turn: st.Turn, phase: st.Phase, active: st.Active}
}

// newSession wraps a recorded game. players has one entry per side.
func newSession(g *replay.Game, players []saves.Player, store *saves.Store) *session {
	s := &session{
		game: g, players: players, store: store, seated: -1,
		recap: make([][]string, len(g.State.Sides)), trails: make([][]trail, len(g.State.Sides)),
		now: time.Now, typeName: func(id string) string { return id },
	}
	s.phase = markOf(g.State)
	if len(g.Record.Steps) == 0 {
		s.stats = newStatsTracker(g.State)
	} else if t, err := gameStats(g); err == nil {
		s.stats = t
	} else {
		s.statsErr = err.Error()
	}
	if s.humans() == 1 {
		for side, p := range players {
			if p.Human {
				s.seated = side
			}
		}
	}
	return s
}

// state returns the game's current state.
func (s *session) state() *sim.State { return s.game.State }

// humans counts the sides played at this desk.
func (s *session) humans() int {
	n := 0
	for _, p := range s.players {
		if p.Human {
			n++
		}
	}
	return n
}

// human reports whether side is played by a human.
func (s *session) human(side int) bool {
	return side >= 0 && side < len(s.players) && s.players[side].Human
}

// computerToMove reports whether the game waits for a computer side.
func (s *session) computerToMove() bool {
	st := s.state()
	side := st.Actor()
	return st.Phase != sim.PhaseGameOver && side >= 0 && side < len(s.players) && !s.players[side].Human
}

// needsHandoff reports whether the seat must pass to another human before
// play goes on: the game waits for a human side that is not seated, and
// more than one human plays (with one, that human never leaves the seat).
func (s *session) needsHandoff() bool {
	st := s.state()
	side := st.Actor()
	return st.Phase != sim.PhaseGameOver && s.human(side) && side != s.seated && s.humans() > 1
}

// viewer is the side whose view the map shows: the seated human, or -1 (an
// onlooker who sees everything) in a game of computers only.
func (s *session) viewer() int { return s.seated }

// sit gives the seat to side and returns its recap, emptied.
func (s *session) sit(side int) []string {
	s.seated = side
	lines := s.recap[side]
	s.recap[side] = nil
	return lines
}

// apply carries out cmd through the rules and the record; on success it
// feeds the other human sides' recaps and autosaves when a phase ends.
func (s *session) apply(cmd sim.Command) ([]sim.Event, error) {
	events, err := s.game.Apply(cmd)
	if err != nil {
		return nil, err
	}
	s.afterCommand(cmd, events)
	return events, nil
}

// afterCommand feeds the charts and the other human sides' recaps with a
// command's events, and autosaves when a phase ends.
func (s *session) afterCommand(cmd sim.Command, events []sim.Event) {
	st := s.state()
	if s.stats != nil {
		s.stats.add(st, events)
	}
	for side := range s.recap {
		if side == cmd.Side || !s.human(side) {
			continue
		}
		s.recap[side] = append(s.recap[side], recapLines(st, side, events, s.typeName)...)
		if extra := len(s.recap[side]) - recapKeep; extra > 0 {
			s.recap[side] = append(s.recap[side][:0], s.recap[side][extra:]...)
		}
		s.trails[side] = addTrails(s.trails[side], side, events)
	}
	if m := markOf(st); m != s.phase {
		s.phase = m
		s.autosave()
	}
}

// adopt records a command the computer applied on its own copy of the
// game (aiRunner): the step goes into the record with the hash computed
// there, and the game's state becomes the state after it, in place, so
// every pointer to it stays good. It then does what apply does after a
// command.
func (s *session) adopt(cmd sim.Command, events []sim.Event, hash string, after *sim.State) []sim.Event {
	*s.game.State = *after
	s.game.Record.Steps = append(s.game.Record.Steps, sim.Step{Command: cmd, Hash: hash})
	s.game.Record.End = &sim.End{Steps: len(s.game.Record.Steps), Finished: after.Phase == sim.PhaseGameOver}
	s.afterCommand(cmd, events)
	return events
}

// recapKeep bounds a recap; a long absence shows its latest lines.
// trailKeep bounds the trails the same way.
const (
	recapKeep = 400
	trailKeep = 80
)

// trail is the path of one block of another side, seen moving.
type trail struct {
	side int
	unit sim.UnitID
	path []hexmap.Hex
}

// addTrails adds the moves and retreats of other sides than viewer to
// trails, joining a unit's steps into one path.
func addTrails(trails []trail, viewer int, events []sim.Event) []trail {
	for _, e := range events {
		if (e.Kind != sim.EvUnitMoved && e.Kind != sim.EvUnitRetreated) || e.Side == viewer || e.Side < 0 {
			continue
		}
		if n := len(trails); n > 0 && trails[n-1].unit == e.Unit && trails[n-1].path[len(trails[n-1].path)-1] == e.From {
			trails[n-1].path = append(trails[n-1].path, e.To)
			continue
		}
		trails = append(trails, trail{side: e.Side, unit: e.Unit, path: []hexmap.Hex{e.From, e.To}})
	}
	if extra := len(trails) - trailKeep; extra > 0 {
		trails = append(trails[:0], trails[extra:]...)
	}
	return trails
}

// takeTrails returns side's trails and forgets them.
func (s *session) takeTrails(side int) []trail {
	t := s.trails[side]
	s.trails[side] = nil
	return t
}

// label describes the game for a save.
func (s *session) label() sim.SaveInfo {
	st := s.state()
	return sim.SaveInfo{Turn: st.Turn, Phase: st.Phase.String(), Players: saves.Names(s.players)}
}

// autosave writes the autosave; a failure is kept for the scene to show.
func (s *session) autosave() {
	if s.store == nil {
		return
	}
	if s.bg == nil {
		if _, err := s.store.Save(saves.AutosaveName, &s.game.Record, s.label(), s.now()); err != nil {
			s.autosaveErr = "Autosave failed: " + err.Error()
		}
		return
	}
	// A failure of an earlier background write shows now.
	if err := s.bg.Err(); err != nil {
		s.autosaveErr = "Autosave failed: " + err.Error()
	}
	s.bg.Save(saves.AutosaveName, &s.game.Record, s.label(), s.now())
}

// save writes the game under name.
func (s *session) save(name string) (saves.Entry, error) {
	if s.store == nil {
		return saves.Entry{}, fmt.Errorf("saving is off in this game")
	}
	e, err := s.store.Save(name, &s.game.Record, s.label(), s.now())
	if err == nil {
		s.name = name
	}
	return e, err
}

// playerName names who plays side, for the handoff and set-up screens.
func (s *session) playerName(side int) string {
	st := s.state()
	if side < 0 || side >= len(s.players) {
		return "nobody"
	}
	if s.players[side].Human {
		return st.Sides[side].Name + " player"
	}
	return st.Sides[side].Name + " (computer, " + s.players[side].Level.String() + ")"
}
