package sim

import "hexstorm/hexmap"

// EventKind names what happened.
type EventKind string

// The events the rules report. Each names units by id and carries what a
// client needs to animate and log it; none holds anything about the screen.
const (
	EvTurnBegan     EventKind = "turn_began"
	EvPhaseBegan    EventKind = "phase_began"
	EvDiceRolled    EventKind = "dice_rolled"
	EvInitiative    EventKind = "initiative"
	EvStormStep     EventKind = "storm_step"
	EvStormRestart  EventKind = "storm_restart"
	EvUnitMoved     EventKind = "unit_moved"
	EvControlChange EventKind = "control_changed"
	EvGameOver      EventKind = "game_over"
)

// Event is a plain, serialisable record of one change to the game.
type Event struct {
	Kind  EventKind `json:"kind"`
	Turn  int       `json:"turn"`
	Phase Phase     `json:"phase"`
	// Side is the side the event concerns, -1 for none.
	Side int        `json:"side"`
	Unit UnitID     `json:"unit,omitempty"`
	From hexmap.Hex `json:"from"`
	To   hexmap.Hex `json:"to"`
	// Dice holds the faces rolled, for EvDiceRolled; Sides is the die size.
	Dice  []int `json:"dice,omitempty"`
	Sides int   `json:"sides,omitempty"`
	// Value carries a number whose meaning depends on the kind (a storm
	// direction, a control side, the winner).
	Value int `json:"value,omitempty"`
	// Why explains a roll or a result in words, citing its rule.
	Why string `json:"why,omitempty"`
}

// emit appends an event stamped with the current turn and phase.
func (t *tx) emit(e Event) {
	e.Turn, e.Phase = t.s.Turn, t.s.Phase
	t.events = append(t.events, e)
}

// roll throws one die of the given size from the state's generator and logs
// it, so every die in the game shows in the events with who threw it and why.
func (t *tx) roll(size, side int, why string) int {
	var v int
	switch size {
	case 6:
		v = t.s.Rand.D6()
	case 12:
		v = t.s.Rand.D12()
	default:
		v = 1 + t.s.Rand.Intn(size)
	}
	t.emit(Event{Kind: EvDiceRolled, Side: side, Dice: []int{v}, Sides: size, Why: why})
	return v
}
