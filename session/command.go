package session

import (
	"fmt"

	"hexstorm/sim"
)

// A command reaches the game by one of three entries, each ending in
// afterCommand (or, for undo, its reverse): Submit for a human's, Adopt for
// the computer's, Undo to take the seated player's last one back.

// Submit carries out a human's command through the rules and the record.
// Humans may command only their own sides, and in hot-seat only the seated
// one. A refused command changes nothing.
func (s *Session) Submit(cmd sim.Command) ([]sim.Event, error) {
	switch {
	case !s.Human(cmd.Side):
		return nil, fmt.Errorf("%s is played by the computer", SideName(s.State(), cmd.Side))
	case s.Humans() > 1 && cmd.Side != s.Seated:
		return nil, fmt.Errorf("the %s player has the seat", SideName(s.State(), s.Seated))
	}
	before := s.markNow()
	events, err := s.Game.Apply(cmd)
	if err != nil {
		return nil, err
	}
	s.afterCommand(cmd, events, before)
	return events, nil
}

// Adopt records a command the computer applied on its own copy of the game
// (Runner): the step goes into the record through its append path, with
// the hash computed there and a keyframe when one is due, and the game's
// state becomes the state after it, in place, so every pointer to it stays
// good. It returns the command's events.
func (s *Session) Adopt(m Move) []sim.Event {
	// Undo never takes back the computer's commands, so nothing is noted
	// to roll back.
	before := mark{none: true}
	*s.Game.State = *m.After
	s.Game.Record.AppendApplied(m.Cmd, m.Hash, m.After)
	s.afterCommand(m.Cmd, m.Events, before)
	return m.Events
}

// afterCommand is the one path after a command: the undo log, the charts,
// the other human sides' recaps and trails, and the autosave when a phase
// ends. before is what the recap, trails and charts were before it.
func (s *Session) afterCommand(cmd sim.Command, events []sim.Event, before mark) {
	st := s.State()
	if s.Log.Record(st, cmd, events) {
		s.marks = append(s.marks, before)
	} else {
		s.marks = s.marks[:0]
	}
	if s.Stats != nil {
		s.Stats.Add(st, events)
	}
	for side := range s.recap {
		if side == cmd.Side || !s.Human(side) {
			continue
		}
		s.recap[side] = AddRecap(s.recap[side], st, side, events, s.TypeName)
		s.trails[side] = AddTrails(s.trails[side], side, events)
	}
	if m := markOf(st); m != s.phase {
		s.phase = m
		s.autosave()
	}
}

// Undo takes back the seated player's last command: the state, the record,
// and what the command added to the other sides' recaps and trails and to
// the charts all return to what they were before it. It returns the
// command taken back, or why nothing can be.
func (s *Session) Undo() (sim.Command, error) {
	if n := len(s.Log.Cmds); n > 0 {
		last := s.Log.Cmds[n-1]
		if !s.Human(last.Side) || (s.Humans() > 1 && last.Side != s.Seated) {
			return last, fmt.Errorf("Nothing to undo: the last order was %s's, not yours.", SideName(s.State(), last.Side))
		}
	}
	st, last, err := s.Log.Undo()
	if err != nil {
		return last, err
	}
	*s.Game.State = *st
	// The record must stay the game's: drop the command.
	s.Game.Record.Truncate(len(s.Game.Record.Steps) - 1)
	if n := len(s.marks); n > 0 {
		if m := s.marks[n-1]; !m.none {
			s.restore(m)
		}
		s.marks = s.marks[:n-1]
	}
	return last, nil
}

// EmptyCombat returns the command that ends the seated human's combat
// phase when it asks nothing of them (sim.State.NothingToFight), for the
// "pass a combat phase with no battle" setting; ok is false when the phase
// is not empty or not theirs. The window submits it like any command, so
// undo takes the pass back.
func (s *Session) EmptyCombat() (cmd sim.Command, ok bool) {
	side := s.State().ActiveSide()
	if !s.Human(side) || (s.Humans() > 1 && side != s.Seated) {
		return sim.Command{}, false
	}
	return EmptyCombatOf(s.State(), side)
}

// EmptyCombatOf returns the command that ends side's combat phase in st
// when it asks nothing of side, for a game played anywhere (at a desk, or
// a seat's view online); ok is false otherwise.
func EmptyCombatOf(st *sim.State, side int) (cmd sim.Command, ok bool) {
	if !st.NothingToFight() || st.ActiveSide() != side {
		return sim.Command{}, false
	}
	return sim.Command{Kind: sim.CmdEndPhase, Side: side}, true
}
