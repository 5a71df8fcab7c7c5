package sim

// Logistics pieces outside battle (seed 004): factories captured with their
// city, and Mulberries wrecked by the Storm.

import (
	"fmt"
	"slices"

	"hexstorm/hexmap"
)

// captureFactories hands the enemy factories in h to side, at their current
// strength, when side's units stand there with no enemy unit (seed 004
// Factories: "captured instantly at their current strength if alone with
// enemy Army units"). The caller has checked that side has a ground unit
// there. A captured factory produces for its captor from the next income on.
func (t *tx) captureFactories(h hexmap.Hex, side int) {
	s := t.s
	if s.enemyUnitIn(h, side) {
		return
	}
	for i := range s.Factories {
		if f := &s.Factories[i]; f.Hex == h && f.Side != side {
			f.Side = side
			t.emit(Event{Kind: EvLogisticsCaptured, Side: side, From: h, To: h, Value: s.Turn,
				Why: fmt.Sprintf("%s factory captured at its current strength, %d PP (seed 004 Factories)", f.Kind, f.PP)})
		}
	}
}

// stormWrecksMulberries resolves the Storm's effect on Mulberries once it has
// moved (seed 004 Mulberries). "Lands" is read as where the storm ends its
// move, which after leaving the map is the centre it restarts at; hexes it
// only passes through are not landed on. A Mulberry in that hex is
// destroyed; each Mulberry adjacent to it is destroyed on a d6 of 1-3, the
// seed's 50% (D2), rolled by the Mulberry's owner.
func (t *tx) stormWrecksMulberries() {
	s := t.s
	if !s.Storm.On {
		return
	}
	at := s.Storm.Hex
	mulberry := LogisticsTarget{Kind: TargetMulberry}
	var lost []hexmap.Hex
	for _, m := range s.Mulberries {
		switch hexmap.Distance(at, m.Hex) {
		case 0:
			lost = append(lost, m.Hex)
			t.emitDestroyed(m.Hex, mulberry, "the Storm lands directly on it (seed 004 Mulberries)")
		case 1:
			face := t.roll(6, m.Side, fmt.Sprintf("Mulberry at %s next to the Storm: destroyed on 1-3 (seed 004 Mulberries, DESIGN D2)", m.Hex))
			if face <= 3 {
				lost = append(lost, m.Hex)
				t.emitDestroyed(m.Hex, mulberry, fmt.Sprintf("the Storm next to it wrecks it, die %d (seed 004 Mulberries)", face))
			}
		}
	}
	s.Mulberries = slices.DeleteFunc(s.Mulberries, func(m Mulberry) bool { return slices.Contains(lost, m.Hex) })
}
