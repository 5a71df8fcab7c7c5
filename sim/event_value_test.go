package sim

import "testing"

// The named readings of Event.Value answer only for the kinds that carry
// them.
func TestEventValueReadings(t *testing.T) {
	started := Event{Kind: EvBattleStarted, Side: 0, Value: 1}
	if d, ok := started.Defender(); !ok || d != 1 {
		t.Errorf("Defender of a battle start = %d, %v", d, ok)
	}
	if _, ok := started.Winner(); ok {
		t.Error("a battle start has a winner")
	}
	hit := Event{Kind: EvUnitHit, Unit: 4, Value: 7}
	if f, ok := hit.Firer(); !ok || f != 7 {
		t.Errorf("Firer = %d, %v", f, ok)
	}
	if _, ok := (Event{Kind: EvDiceRolled, Dice: []int{3}, Sides: 6}).Rating(); ok {
		t.Error("an initiative die has a rating")
	}
	if r, ok := (Event{Kind: EvDiceRolled, Dice: []int{3}, Sides: 12, Value: 4}).Rating(); !ok || r != 4 {
		t.Errorf("Rating of a shot = %d, %v", r, ok)
	}
	if n, ok := (Event{Kind: EvUnitDamaged, Value: 2}).StepsLeft(); !ok || n != 2 {
		t.Errorf("StepsLeft = %d, %v", n, ok)
	}
}
