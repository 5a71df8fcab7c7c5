package sim

import "hexstorm/hexmap"

// Named readings of Event.Value, whose meaning depends on the kind (event.go
// says which). Each returns the number and whether e is of a kind that
// carries it, so a reader names what it wants instead of knowing the
// encoding.

// Defender returns the side attacked, for a battle declared or started.
func (e Event) Defender() (int, bool) {
	return e.Value, e.Kind == EvBattleDeclared || e.Kind == EvBattleStarted
}

// Round returns the battle round a round event marks.
func (e Event) Round() (int, bool) {
	return e.Value, e.Kind == EvRoundStarted || e.Kind == EvRoundEnded
}

// Winner returns the side that won a battle, -1 for none.
func (e Event) Winner() (int, bool) { return e.Value, e.Kind == EvBattleEnded }

// Firer returns the unit whose fire hit Unit (0: a factory's fire).
func (e Event) Firer() (UnitID, bool) { return UnitID(e.Value), e.Kind == EvUnitHit }

// Rating returns the rating a combat die had to roll at or under to hit;
// ok is false for dice that are not a unit's shot (initiative, the storm).
func (e Event) Rating() (int, bool) {
	return e.Value, e.Kind == EvDiceRolled && e.Value > 0
}

// StepsLeft returns the steps (cv) a damaged or repaired unit has now.
func (e Event) StepsLeft() (int, bool) {
	return e.Value, e.Kind == EvUnitDamaged || e.Kind == EvUnitRepaired || e.Kind == EvUnitReinforced
}

// Carrier returns the ship or transport a unit boarded, left, or was
// dropped from.
func (e Event) Carrier() (UnitID, bool) {
	return UnitID(e.Value), e.Kind == EvUnitLoaded || e.Kind == EvUnitUnloaded || e.Kind == EvAirdrop
}

// PP returns the production points of an income, a build's price or a
// recovered factory's new value.
func (e Event) PP() (int, bool) {
	return e.Value, e.Kind == EvIncome || e.Kind == EvUnitBuilt || e.Kind == EvFactoryRecovered
}

// StormDirection returns the direction of a storm step (D12).
func (e Event) StormDirection() (hexmap.Direction, bool) {
	return hexmap.Direction(e.Value), e.Kind == EvStormStep
}
