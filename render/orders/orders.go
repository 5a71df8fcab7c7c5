// Package orders is what the window asks of the rules without changing a
// game: a command tried on a copy of the state, a refusal in plain words,
// the logistics targets a battle hex could hold and the catalog's names.
// Panels offer only what the rules allow and never repeat their checks.
package orders

import (
	"errors"

	"hexstorm/hexmap"
	"hexstorm/sim"
)

// Probe reports whether the rules would accept cmd now, without changing
// the game: the command is tried on a copy of the state. Panels offer only
// what the rules allow, and never repeat the rules' checks themselves.
func Probe(st *sim.State, cmd sim.Command) error {
	_, err := st.Try(cmd)
	return err
}

// ProbeEvents is Probe that also returns the events the command would cause,
// for previews (where a retreat would go).
func ProbeEvents(st *sim.State, cmd sim.Command) ([]sim.Event, error) {
	return st.Try(cmd)
}

// ReasonText words a refusal for the player: the rules' reason in plain
// words, without the rule number the error carries for tests and the
// command line (a *sim.RuleError's Rule).
func ReasonText(err error) string {
	var re *sim.RuleError
	if errors.As(err, &re) {
		return re.Msg
	}
	return err.Error()
}

// LogisticsCandidates are every target a battle hex could hold (D20); the
// rules say which are there.
func LogisticsCandidates() []sim.LogisticsTarget {
	out := []sim.LogisticsTarget{
		{Kind: sim.TargetFactory, Factory: sim.FactoryArmy},
		{Kind: sim.TargetFactory, Factory: sim.FactoryAir},
		{Kind: sim.TargetFactory, Factory: sim.FactoryNaval},
		{Kind: sim.TargetAirfield},
		{Kind: sim.TargetMulberry},
		{Kind: sim.TargetCanal},
	}
	for _, d := range hexmap.Directions {
		out = append(out, sim.LogisticsTarget{Kind: sim.TargetBridge, Dir: d})
	}
	return out
}

// UnitTitle is a unit type's name as the catalog spells it.
func UnitTitle(id string) string {
	if t, ok := sim.LookupUnitType(id); ok {
		return t.Name
	}
	return id
}
