package sim

import "fmt"

// Bounds on a record's work. Opening a record re-simulates every command,
// so a record of legal commands can still be built to hold a computer for
// long: 790,000 casualty-policy switches took 22 s and 1 GB to open. No game
// comes near these bounds (a 100-turn game of Channel Storm has about 3,300
// commands, and its busiest phase a few dozen), and a game in play is held
// to them too, so every save a game writes can be opened again.
const (
	// MaxRecordSteps bounds the commands of a record in all.
	MaxRecordSteps = 200_000
	// phaseStepsBase and phaseStepsPerUnit bound the commands between two
	// end_phase commands: phaseStepsBase plus phaseStepsPerUnit for each
	// unit in the game, built or lost ones included.
	phaseStepsBase    = 1_000
	phaseStepsPerUnit = 20
)

// MaxPhaseSteps returns how many commands one phase of s may hold.
func MaxPhaseSteps(s *State) int { return phaseStepsBase + phaseStepsPerUnit*len(s.Units) }

// BoundsError is a record, or a command to add to one, past a bound.
type BoundsError struct {
	// Step is the 1-based command past the bound; Limit the bound.
	Step, Limit int
	// Phase is true for the bound on one phase, false for the whole record.
	Phase bool
}

// Error says which bound and why it is there.
func (e *BoundsError) Error() string {
	if e.Phase {
		return fmt.Sprintf("command %d is one of more than %d in a single phase, more than any game needs; a record like this is refused so that it cannot hold the game up", e.Step, e.Limit)
	}
	return fmt.Sprintf("the record holds more than %d commands, more than any game needs; a record like this is refused so that it cannot hold the game up", e.Limit)
}

// phaseRun counts the commands at the end of r since its last end_phase,
// stopping at limit.
func (r *Record) phaseRun(limit int) int {
	n := 0
	for i := len(r.Steps) - 1; i >= 0 && n < limit && r.Steps[i].Command.Kind != CmdEndPhase; i-- {
		n++
	}
	return n
}

// checkAppend refuses a command that would take r past a bound, as a rule
// refusal a player reads.
func (r *Record) checkAppend(s *State, cmd Command) error {
	if len(r.Steps) >= MaxRecordSteps {
		return refuse("", "this game has reached %d commands, the most a game may hold", MaxRecordSteps)
	}
	if limit := MaxPhaseSteps(s); cmd.Kind != CmdEndPhase && r.phaseRun(limit) >= limit {
		return refuse("", "this phase has reached %d commands, the most one phase may hold: end the phase", limit)
	}
	return nil
}
