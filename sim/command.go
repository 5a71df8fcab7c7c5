package sim

import (
	"fmt"

	"hexstorm/hexmap"
)

// CommandKind names what a command asks for.
type CommandKind string

// The commands the rules accept. Every change to a game is one of these,
// whoever issues it: a player's click, the AI, a replay or a test.
const (
	// CmdEndPhase ends the active side's current phase.
	CmdEndPhase CommandKind = "end_phase"
	// CmdMove moves one unit along Path (the hexes entered, in order).
	CmdMove CommandKind = "move"
)

// Command is a plain, serialisable request to change the game. Units are
// named by id and hexes by offset, so a command means the same thing in a
// record, a script or a network message.
type Command struct {
	Kind CommandKind `json:"kind"`
	// Side is the side issuing the command; only the side whose turn it is may act.
	Side int    `json:"side"`
	Unit UnitID `json:"unit,omitempty"`
	// Path lists the hexes a move enters, in order, not including the start.
	Path []hexmap.Hex `json:"path,omitempty"`
}

// String describes the command for logs and error messages.
func (c Command) String() string {
	switch c.Kind {
	case CmdMove:
		to := "nowhere"
		if len(c.Path) > 0 {
			to = c.Path[len(c.Path)-1].String()
		}
		return fmt.Sprintf("side %d moves unit %d to %s", c.Side, c.Unit, to)
	default:
		return fmt.Sprintf("side %d: %s", c.Side, c.Kind)
	}
}

// RuleError is why a command was refused. Rule cites the seed rule or design
// decision that forbids it, when there is one.
type RuleError struct {
	Rule string
	Msg  string
}

// Error returns the message, followed by the rule in brackets.
func (e *RuleError) Error() string {
	if e.Rule == "" {
		return e.Msg
	}
	return e.Msg + " (" + e.Rule + ")"
}

// refuse builds a RuleError; format follows fmt.Sprintf.
func refuse(rule, format string, args ...any) *RuleError {
	return &RuleError{Rule: rule, Msg: fmt.Sprintf(format, args...)}
}

// Apply validates cmd and, if the rules allow it, carries it out and returns
// the events it caused. An illegal command returns a *RuleError and leaves
// the state exactly as it was: the command runs on a copy that replaces the
// state only when it succeeds, so no half-applied command can ever be seen.
func (s *State) Apply(cmd Command) ([]Event, error) {
	next := s.Clone()
	t := &tx{s: next}
	if err := t.apply(cmd); err != nil {
		return nil, err
	}
	*s = *next
	return t.events, nil
}

// tx is one command being applied: the state it changes and the events so far.
type tx struct {
	s      *State
	events []Event
}

func (t *tx) apply(cmd Command) error {
	s := t.s
	if s.Phase == PhaseGameOver {
		return refuse("", "the game is over")
	}
	if cmd.Side < 0 || cmd.Side >= len(s.Sides) {
		return refuse("", "there is no side %d", cmd.Side)
	}
	if active := s.ActiveSide(); cmd.Side != active {
		return refuse("DESIGN D11", "it is %s's %s phase, not %s's", s.sideName(active), s.Phase, s.Sides[cmd.Side].Name)
	}
	switch cmd.Kind {
	case CmdEndPhase:
		return t.endPhase()
	case CmdMove:
		return t.move(cmd)
	default:
		return refuse("", "unknown command %q", cmd.Kind)
	}
}

func (s *State) sideName(side int) string {
	if side < 0 || side >= len(s.Sides) {
		return "nobody"
	}
	return s.Sides[side].Name
}
