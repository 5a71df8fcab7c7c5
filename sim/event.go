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

// Supply and production events (D22-D25, seed 004 Factories).
const (
	// EvSupplyChanged: Unit went out of supply (Value 1) or back in (Value 0).
	EvSupplyChanged EventKind = "supply_changed"
	// EvIncome: Value PP went into Side's pool named in Why.
	EvIncome EventKind = "income"
	// EvUnitBuilt: Unit was built in hex To for Value PP.
	EvUnitBuilt EventKind = "unit_built"
	// EvFactoryExchanged: a factory in hex To was exchanged for a 0 PP one.
	EvFactoryExchanged EventKind = "factory_exchanged"
	// EvFactoryRecovered: a factory in hex To gained 1 PP, now Value PP.
	EvFactoryRecovered EventKind = "factory_recovered"
	// EvUnitRepaired: capital ship Unit was repaired to Value cv in hex To.
	EvUnitRepaired EventKind = "unit_repaired"
	// EvUnitReinforced: block Unit gained a step, now Value steps, paid
	// from the pool named in Why (DESIGN D35).
	EvUnitReinforced EventKind = "unit_reinforced"
)

// Combat events (combat*.go, D17-D21). From and To hold the battle's hex
// unless said otherwise.
const (
	// EvBattleDeclared: Side's Unit brought on a battle against side Value.
	EvBattleDeclared EventKind = "battle_declared"
	// EvBattleStarted: Side attacks side Value; both sides are revealed (D9).
	EvBattleStarted EventKind = "battle_started"
	// EvRoundStarted, EvRoundEnded: round Value of the battle.
	EvRoundStarted EventKind = "round_started"
	EvRoundEnded   EventKind = "round_ended"
	// EvStepStarted: fire step Value (a Step) begins; Why names it.
	EvStepStarted EventKind = "step_started"
	// EvUnitHit: Unit takes a hit from unit Value (0: a factory).
	EvUnitHit EventKind = "unit_hit"
	// EvUnitDamaged: Unit lost a step and has Value cv left.
	EvUnitDamaged EventKind = "unit_damaged"
	// EvUnitEliminated: Unit's cv reached 0; it left the map.
	EvUnitEliminated EventKind = "unit_eliminated"
	// EvLogisticsHit: the logistics target in Why was hit by Unit; Value is
	// a factory's PP left, or the hits the target took this battle.
	EvLogisticsHit EventKind = "logistics_hit"
	// EvLogisticsDestroyed: the target in Why was destroyed (or a major
	// airfield reduced to minor).
	EvLogisticsDestroyed EventKind = "logistics_destroyed"
	// EvUnitRetreated: Unit retreated from From to To.
	EvUnitRetreated EventKind = "unit_retreated"
	// EvBattleEnded: the battle is over; Value is the winning side, -1 for
	// none; Why gives the result.
	EvBattleEnded EventKind = "battle_ended"
)

// Movement and transport events (move*.go, transport*.go, seed 001, seed 004).
const (
	// EvUnitLoaded: Unit went aboard carrier Value in hex To.
	EvUnitLoaded EventKind = "unit_loaded"
	// EvUnitUnloaded: Unit left carrier Value at From and landed in To; Why
	// says when it was an amphibious landing.
	EvUnitUnloaded EventKind = "unit_unloaded"
	// EvAirdrop: paratrooper Unit was dropped by transport Value into To.
	EvAirdrop EventKind = "airdrop"
	// EvTransportExposed: air transport Unit (carrying unit Value, 0 for
	// none) entered enemy hex To, whose AAA and fighters get a free attack.
	EvTransportExposed EventKind = "transport_exposed"
	// EvForcedMarch: Unit's movement points were renewed to Value.
	EvForcedMarch EventKind = "forced_march"
	// EvLogisticsCaptured: Side captured the airfield, Mulberry or factory
	// (logistics.go) in To, usable by it from turn Value.
	EvLogisticsCaptured EventKind = "logistics_captured"
	// EvUnitCaptured: Unit switched from side Value to Side (seed 001 Blitz, AAA).
	EvUnitCaptured EventKind = "unit_captured"
)

// Construction events (construct.go, DESIGN D26, seed 004).
const (
	// EvConstructed: Engineer or Marine Unit built the piece named in Why in
	// hex To (a bridge: between From and To).
	EvConstructed EventKind = "constructed"
)

// Seed 001 ability events (casualty_policy.go, combat_withdraw.go,
// combat_bombard.go, supply_drop.go, combat_capture.go).
const (
	// EvCasualtyPolicy: Side now chooses its casualties (Value 1) or lets
	// the policy place them (Value 0).
	EvCasualtyPolicy EventKind = "casualty_policy"
	// EvUnitWithdrew: Auxiliary Cruiser Unit withdrew from the battle at From
	// to To (seed 001 Withdraw).
	EvUnitWithdrew EventKind = "unit_withdrew"
	// EvSupplyDrop: air transport Unit dropped supplies in To; Value is the
	// number of units put back in supply (seed 001 Supply Drop).
	EvSupplyDrop EventKind = "supply_drop"
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
	// Reroll marks a combat die thrown again after a miss (seed 001
	// Reconnaissance): it replaces the die its unit threw just before.
	Reroll bool `json:"reroll,omitempty"`
	// Block is set only on an event redacted for a viewer (State.EventsFor):
	// the class ("ground", "air", "naval") of the block the event names,
	// which that viewer sees face down and so knows by owner and class only.
	Block string `json:"block,omitempty"`
}

// emit appends an event stamped with the current turn and phase.
func (t *tx) emit(e Event) {
	e.Turn, e.Phase = t.s.Turn, t.s.Phase
	t.events = append(t.events, e)
}

// roll throws one die of the given size from the state's generator and logs
// it, so every die in the game shows in the events with who threw it and why.
func (t *tx) roll(size, side int, why string) int {
	return t.throw(Event{Side: side, Sides: size, Why: why})
}

// throw rolls one die of size d.Sides and emits d, whole, as the
// EvDiceRolled event of that die: callers fill in everything else the die's
// event says (its hex, firer, rating, reroll) before it is thrown, so no
// event is changed after it is emitted.
func (t *tx) throw(d Event) int {
	var v int
	switch d.Sides {
	case 6:
		v = t.s.Rand.D6()
	case 12:
		v = t.s.Rand.D12()
	default:
		v = 1 + t.s.Rand.Intn(d.Sides)
	}
	d.Kind, d.Dice = EvDiceRolled, []int{v}
	t.emit(d)
	return v
}
