package render

import (
	"fmt"

	"hexstorm/sim"
)

// describeCombat returns the ticker line for a combat, production or
// construction event, "" for one the player need not read (a step's
// start), and "-" for an event it does not describe.
func describeCombat(st *sim.State, e sim.Event, typeName func(string) string) string {
	who := func() string { return sideName(st, e.Side) + " " + eventUnit(st, e, typeName) }
	at := e.To.String() + placeSuffix(st, e.To)
	switch e.Kind {
	case sim.EvBattleDeclared:
		return fmt.Sprintf("%s attacks %s at %s: battle declared", sideName(st, e.Side), sideName(st, e.Value), at)
	case sim.EvBattleStarted:
		return fmt.Sprintf("Battle at %s: %s attacks %s", at, sideName(st, e.Side), sideName(st, e.Value))
	case sim.EvRoundStarted:
		return fmt.Sprintf("Battle at %s: round %d", at, e.Value)
	case sim.EvStepStarted, sim.EvRoundEnded:
		return ""
	case sim.EvUnitHit:
		return who() + " is hit"
	case sim.EvUnitDamaged:
		return fmt.Sprintf("%s is damaged, %d cv left", who(), e.Value)
	case sim.EvUnitEliminated:
		return who() + " is eliminated"
	case sim.EvUnitRetreated:
		return fmt.Sprintf("%s retreats %s → %s%s", who(), e.From, e.To, placeSuffix(st, e.To))
	case sim.EvBattleEnded:
		return fmt.Sprintf("Battle at %s: %s", at, e.Why)
	case sim.EvUnitBuilt:
		return fmt.Sprintf("%s built at %s for %d PP", who(), at, e.Value)
	case sim.EvIncome:
		return fmt.Sprintf("%s: %s", sideName(st, e.Side), e.Why)
	case sim.EvConstructed:
		return fmt.Sprintf("%s: %s at %s", who(), e.Why, at)
	}
	return "-"
}
