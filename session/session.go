// Package session is a game played at this desk, beneath the window: the
// recorded game, who plays each side, the seat, the computer runner, the
// undo log, what each human side has seen happen since it last had the
// seat, the statistics and the wording of events. Every command reaches the
// game through one of three entries, Submit (a human's), Adopt (the
// computer's) and Undo, which end in one path after a command. It imports
// no Ebitengine: the window (package render) calls it.
package session

import (
	"fmt"
	"slices"
	"time"

	"hexstorm/hexmap"
	"hexstorm/replay"
	"hexstorm/saves"
	"hexstorm/session/seat"
	"hexstorm/sim"
)

// Session is a game played at this desk.
type Session struct {
	Game    *replay.Game
	Players []seat.Player
	// Store is where saves and the autosave go; nil saves nothing. BG,
	// when set, writes the autosave off the window's thread.
	Store *saves.Store
	BG    *saves.Background
	// Name is the name the player last saved under, "" before.
	Name string
	// Seated is the human side at the desk, -1 before anyone sat down.
	Seated int
	// Log is the undo log: what the seated player may take back (undo.go).
	Log UndoLog
	// recap holds, per side, the lines that side could see of what the
	// others did since it last had the seat (through its fog, D9).
	recap [][]Line
	// trails holds, per side, the paths of the other sides' blocks it saw
	// move since it last had the seat (block positions are public, D9).
	trails [][]Trail
	// marks holds what the recap, trails and statistics were before each
	// command Undo can still take back, so undo rolls them back too.
	marks []mark
	// phase is where the last autosave was taken; AutosaveErr the last
	// autosave's failure, for the window to show once.
	phase       phaseMark
	AutosaveErr string
	// Now is the clock for save labels; tests fix it.
	Now func() time.Time
	// TypeName names unit types for the recap.
	TypeName func(string) string
	// Stats samples the game turn by turn for the victory charts; nil,
	// with StatsErr, when a loaded record could not be sampled.
	Stats    *Stats
	StatsErr string
}

// Play is what the play scene needs of a game, played at this desk
// (Session) or one seat of it online (package cloud/online's Session).
type Play interface {
	// State is the state the viewer's map shows: the whole game at this
	// desk, the side's view online.
	State() *sim.State
	Viewer() int
	Submit(cmd sim.Command) ([]sim.Event, error)
	Recap(side int) []string
	// RecapLines is Recap with the hex each line is about, so a click on
	// a line can bring it into view.
	RecapLines(side int) []Line
	Sit(side int) []string
	Trails(side int) []Trail
	TakeTrails(side int) []Trail
	PlayerName(side int) string
	NeedsHandoff() bool
	ComputerToMove() bool
}

var _ Play = (*Session)(nil)

// phaseMark identifies a phase of play: an autosave is due when it changes.
type phaseMark struct {
	turn   int
	phase  sim.Phase
	active int
}

func markOf(st *sim.State) phaseMark {
	return phaseMark{turn: st.Turn, phase: st.Phase, active: st.Active}
}

// New wraps a recorded game. players has one entry per side.
func New(g *replay.Game, players []seat.Player, store *saves.Store) *Session {
	s := &Session{
		Game: g, Players: players, Store: store, Seated: -1,
		recap: make([][]Line, len(g.State.Sides)), trails: make([][]Trail, len(g.State.Sides)),
		Now: time.Now, TypeName: func(id string) string { return id },
	}
	s.phase = markOf(g.State)
	s.Log.Reset(g.State)
	if len(g.Record.Steps) == 0 {
		s.Stats = NewStats(g.State)
	} else if t, err := GameStats(g); err == nil {
		s.Stats = t
	} else {
		s.StatsErr = err.Error()
	}
	if s.Humans() == 1 {
		for side, p := range players {
			if p.Human {
				s.Seated = side
			}
		}
	}
	return s
}

// State returns the game's current state.
func (s *Session) State() *sim.State { return s.Game.State }

// Humans counts the sides played at this desk.
func (s *Session) Humans() int {
	n := 0
	for _, p := range s.Players {
		if p.Human {
			n++
		}
	}
	return n
}

// Human reports whether side is played by a human.
func (s *Session) Human(side int) bool {
	return side >= 0 && side < len(s.Players) && s.Players[side].Human
}

// ComputerToMove reports whether the game waits for a computer side.
func (s *Session) ComputerToMove() bool {
	st := s.State()
	side := st.Actor()
	return st.Phase != sim.PhaseGameOver && side >= 0 && side < len(s.Players) && !s.Players[side].Human
}

// NeedsHandoff reports whether the seat must pass to another human before
// play goes on: the game waits for a human side that is not seated, and
// more than one human plays (with one, that human never leaves the seat).
func (s *Session) NeedsHandoff() bool {
	st := s.State()
	side := st.Actor()
	return st.Phase != sim.PhaseGameOver && s.Human(side) && side != s.Seated && s.Humans() > 1
}

// Viewer is the side whose view the map shows: the seated human, or -1 (an
// onlooker who sees everything) in a game of computers only.
func (s *Session) Viewer() int { return s.Seated }

// Sit gives the seat to side and returns its recap, emptied.
func (s *Session) Sit(side int) []string {
	s.Seated = side
	lines := s.recap[side]
	s.recap[side] = nil
	return Texts(lines)
}

// Recap returns the lines side has waiting for it, without taking them.
func (s *Session) Recap(side int) []string { return Texts(s.recap[side]) }

// RecapLines is Recap with the hex each line is about.
func (s *Session) RecapLines(side int) []Line { return s.recap[side] }

// recapKeep bounds a recap; a long absence shows its latest lines.
// trailKeep bounds the trails the same way.
const (
	recapKeep = 400
	trailKeep = 80
)

// Trail is the path of one block of another side, seen moving.
type Trail struct {
	Side int
	Unit sim.UnitID
	Path []hexmap.Hex
}

// AddTrails adds the moves and retreats of other sides than viewer to
// trails, joining a unit's steps into one path, and keeps the latest.
func AddTrails(trails []Trail, viewer int, events []sim.Event) []Trail {
	for _, e := range events {
		if (e.Kind != sim.EvUnitMoved && e.Kind != sim.EvUnitRetreated) || e.Side == viewer || e.Side < 0 {
			continue
		}
		if n := len(trails); n > 0 && trails[n-1].Unit == e.Unit && trails[n-1].Path[len(trails[n-1].Path)-1] == e.From {
			trails[n-1].Path = append(trails[n-1].Path, e.To)
			continue
		}
		trails = append(trails, Trail{Side: e.Side, Unit: e.Unit, Path: []hexmap.Hex{e.From, e.To}})
	}
	if extra := len(trails) - trailKeep; extra > 0 {
		trails = append(trails[:0], trails[extra:]...)
	}
	return trails
}

// AddRecap adds viewer's lines for events (Lines, through its fog) to recap
// and keeps the latest.
func AddRecap(recap []Line, st *sim.State, viewer int, events []sim.Event, typeName func(string) string) []Line {
	recap = append(recap, LinesAt(st, viewer, events, typeName)...)
	if extra := len(recap) - recapKeep; extra > 0 {
		recap = append(recap[:0], recap[extra:]...)
	}
	return recap
}

// Trails returns side's trails without taking them.
func (s *Session) Trails(side int) []Trail { return s.trails[side] }

// TakeTrails returns side's trails and forgets them.
func (s *Session) TakeTrails(side int) []Trail {
	t := s.trails[side]
	s.trails[side] = nil
	return t
}

// mark is what a command changes besides the game: the recap and trails of
// every side and the statistics, as they were before it.
type mark struct {
	recap  [][]Line
	trails [][]Trail
	stats  statsMark
	hasSt  bool
	// none marks a command that is never taken back (the computer's).
	none bool
}

// markNow notes the recap, trails and statistics before a command.
func (s *Session) markNow() mark {
	m := mark{recap: make([][]Line, len(s.recap)), trails: make([][]Trail, len(s.trails))}
	for i := range s.recap {
		m.recap[i] = slices.Clone(s.recap[i])
	}
	for i, ts := range s.trails {
		m.trails[i] = make([]Trail, len(ts))
		for j, t := range ts {
			t.Path = slices.Clone(t.Path)
			m.trails[i][j] = t
		}
	}
	if s.Stats != nil {
		m.stats, m.hasSt = s.Stats.mark(), true
	}
	return m
}

// restore takes the recap, trails and statistics back to m.
func (s *Session) restore(m mark) {
	s.recap, s.trails = m.recap, m.trails
	if m.hasSt && s.Stats != nil {
		s.Stats.restore(m.stats)
	}
}

// Label describes the game for a save.
func (s *Session) Label() sim.SaveInfo {
	st := s.State()
	return sim.SaveInfo{Turn: st.Turn, Phase: st.Phase.String(), Players: seat.Names(s.Players)}
}

// autosave writes the autosave; a failure is kept for the window to show.
func (s *Session) autosave() {
	if s.Store == nil {
		return
	}
	if s.BG == nil {
		if _, err := s.Store.Save(saves.AutosaveName, &s.Game.Record, s.Label(), s.Now()); err != nil {
			s.AutosaveErr = "Autosave failed: " + err.Error()
		}
		return
	}
	// A failure of an earlier background write shows now.
	if err := s.BG.Err(); err != nil {
		s.AutosaveErr = "Autosave failed: " + err.Error()
	}
	s.BG.Save(saves.AutosaveName, &s.Game.Record, s.Label(), s.Now())
}

// Autosave writes the autosave now, as at the end of a phase.
func (s *Session) Autosave() { s.autosave() }

// Save writes the game under name.
func (s *Session) Save(name string) (saves.Entry, error) {
	if s.Store == nil {
		return saves.Entry{}, fmt.Errorf("saving is off in this game")
	}
	e, err := s.Store.Save(name, &s.Game.Record, s.Label(), s.Now())
	if err == nil {
		s.Name = name
	}
	return e, err
}

// PlayerName names who plays side, for the handoff and set-up screens.
func (s *Session) PlayerName(side int) string {
	st := s.State()
	if side < 0 || side >= len(s.Players) {
		return "nobody"
	}
	if s.Players[side].Human {
		return st.Sides[side].Name + " player"
	}
	return st.Sides[side].Name + " (computer, " + s.Players[side].Level.String() + ")"
}
