package play

import (
	"hexstorm/cloud/online"
	"hexstorm/hexmap"
	"hexstorm/render/board"
	"hexstorm/render/lesson"
	"hexstorm/scenarios"
	"hexstorm/session"
	"hexstorm/sim"
)

// What the shell's tests read of a scene they reach through the window
// (the scripted windows drive the whole game from the title menu), and the
// few orders they give it directly. The scene's own tests are in this
// package and read it from the inside.

// State is the game's state the scene shows.
func (s *Scene) State() *sim.State { return s.state }

// Scenario is the scenario played, nil for a state without one.
func (s *Scene) Scenario() *scenarios.Scenario { return s.sc }

// Online is the seat's session on a server, nil at a desk.
func (s *Scene) Online() *online.Session {
	if s.flow == nil || s.flow.net == nil {
		return nil
	}
	return s.flow.net.sess
}

// Sending reports whether the seat's order is on its way to the server.
func (s *Scene) Sending() bool { return s.flow != nil && s.flow.net != nil && s.flow.net.order != nil }

// Viewer is the side whose eyes the map is drawn with, -1 for all.
func (s *Scene) Viewer() int { return s.viewer() }

// UnitOptions say how the units are drawn: through the viewer's fog.
func (s *Scene) UnitOptions() board.UnitOptions { return s.unitOptions() }

// Select selects the unit id (0 for none) as a click on it does.
func (s *Scene) Select(id sim.UnitID) { s.selectUnit(id) }

// CanMove reports whether u may move now.
func (s *Scene) CanMove(u *sim.Unit) bool { return s.ord.canMove(u) }

// Reach is the selected unit's movement range.
func (s *Scene) Reach() []hexmap.Reach { return s.ord.reach }

// Submit gives cmd as the panels do and reports whether the rules took it.
func (s *Scene) Submit(cmd sim.Command) bool {
	_, ok := s.submitEvents(cmd, true)
	return ok
}

// Lesson is the guided course's card, nil outside Learn to play.
func (s *Scene) Lesson() *lesson.Card { return s.lesson }

// Trails are the other sides' moves drawn on the map since the seated
// side's last turn.
func (s *Scene) Trails() []session.Trail {
	if s.flow == nil {
		return nil
	}
	return s.flow.trails
}

// ToMove is what the top bar says of whose turn it is.
func (s *Scene) ToMove() string { return s.hud.toMove }

// Log is the event log (C) as the viewer reads it.
func (s *Scene) Log() []session.Line { return s.hud.history.lines(s.viewer()) }

// SupplyShown reports whether the supply overlay (O) is on.
func (s *Scene) SupplyShown() bool { return s.over.supply }

// Computer says whether the computer is playing its turn, how many
// commands it has sent in it, and why it stopped if it failed.
func (s *Scene) Computer() (playing bool, sent int, err string) {
	f := s.flow
	if f == nil {
		return false, 0, ""
	}
	if f.runner != nil {
		playing, sent = true, f.runner.Sent
	}
	return playing, sent, f.aiErr
}
