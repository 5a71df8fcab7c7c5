package sim

// Transports (seed 001 Naval Transport, Troopship, Transport Aircraft,
// Carry Aircraft): loading, cargo moving with its carrier, unloading and
// amphibious landings, and the paratroopers' airdrop.
//
// A carrier's cargo is every unit whose CarriedBy names it; it stands in the
// carrier's hex, does not count towards ground stacking, and moves with the
// carrier. The catalog's Carries slots say what fits.

import (
	"slices"

	"hexstorm/hexmap"
)

// AirExposure records an air transport entering an enemy-held or
// enemy-controlled hex this player turn, with the unit it carried there (0
// for none): seed 001 gives the AAA and fighters of that hex one free attack
// on it, which the combat rules resolve (an airdropped paratrooper whose
// transport falls is lost with it).
type AirExposure struct {
	Transport UnitID     `json:"transport"`
	Cargo     UnitID     `json:"cargo,omitempty"`
	Hex       hexmap.Hex `json:"hex"`
}

// cargoRule names the seed 001 paragraph that gives carrier c its room.
func cargoRule(c *Unit) string {
	t := catalogType(c.Type)
	for _, id := range []string{"transport", "limited_cargo", "cargo", "carry_aircraft"} {
		if a, ok := t.Ability(id); ok {
			return "seed 001 " + a.Name
		}
	}
	return "seed 001 Transport"
}

// Cargo returns the ids of the units aboard carrier id, in id order.
func (s *State) Cargo(id UnitID) []UnitID {
	var out []UnitID
	for i := range s.Units {
		if s.Units[i].CarriedBy == id && id != 0 {
			out = append(out, s.Units[i].ID)
		}
	}
	return out
}

// cargoFits reports whether u fits aboard c beside c's other cargo: every
// unit must get a place in a slot that accepts its type (catalog Carries).
func (s *State) cargoFits(c, u *Unit) bool {
	t := catalogType(c.Type)
	if len(t.Carries) == 0 || c.CarriedBy != 0 {
		return false
	}
	types := []string{u.Type}
	for _, id := range s.Cargo(c.ID) {
		if id != u.ID {
			types = append(types, s.Unit(id).Type)
		}
	}
	room := make([]int, len(t.Carries))
	for i, sl := range t.Carries {
		room[i] = sl.Count
	}
	return fitSlots(t.Carries, room, types)
}

// fitSlots places types into slots with room left, trying every slot for
// each unit in turn (there are at most a handful of either).
func fitSlots(slots []CargoSlot, room []int, types []string) bool {
	if len(types) == 0 {
		return true
	}
	for i, sl := range slots {
		if room[i] > 0 && slices.Contains(sl.Types, types[0]) {
			room[i]--
			ok := fitSlots(slots, room, types[1:])
			room[i]++
			if ok {
				return true
			}
		}
	}
	return false
}

// carryCargo moves carrier u's cargo to u's hex after u moved from start.
func (t *tx) carryCargo(u *Unit, start hexmap.Hex) {
	s := t.s
	for _, id := range s.Cargo(u.ID) {
		c := s.Unit(id)
		if c.Hex != start {
			continue // flown off to a battle; it keeps its place aboard
		}
		c.Hex = u.Hex
		t.emit(Event{Kind: EvUnitMoved, Side: c.Side, Unit: id, From: start, To: u.Hex, Why: "aboard its carrier"})
	}
}

// loseCargo eliminates the cargo of carrier id, lost with it (seed 001:
// "any air unit aboard is considered cargo and is lost along with it"; "If
// an air transport is destroyed while carrying cargo, that cargo is lost").
// The combat rules call it when a carrier is eliminated.
func (t *tx) loseCargo(id UnitID) {
	for _, c := range t.s.Cargo(id) {
		t.eliminate(c, "is lost with the unit carrying it (seed 001 Transport, Carry Aircraft)")
	}
}

// load carries out CmdLoad: ground unit Unit (or an air unit for a carrier)
// embarks on Carrier in the same hex (seed 001 Transport, Limited Cargo,
// Cargo, Carry Aircraft). Embarking uses up the cargo's move.
func (t *tx) load(cmd Command) error {
	s := t.s
	if s.Phase != PhaseMovement {
		return refuse("DESIGN D11", "units embark in the movement phase, not the %s phase", s.Phase)
	}
	u, c := s.Unit(cmd.Unit), s.Unit(cmd.Carrier)
	switch {
	case u == nil || c == nil || u == c:
		return refuse("", "load names unit %d and carrier %d, which are not two units", cmd.Unit, cmd.Carrier)
	case u.Side != cmd.Side || c.Side != cmd.Side:
		return refuse("", "units %d and %d must both belong to %s", u.ID, c.ID, s.sideName(cmd.Side))
	case u.CarriedBy != 0:
		return refuse("seed 001 Transport", "unit %d is already aboard unit %d", u.ID, u.CarriedBy)
	case u.Hex != c.Hex:
		return refuse("seed 001 Transport", "unit %d is at %s and carrier %d at %s: cargo embarks in the carrier's hex", u.ID, u.Hex, c.ID, c.Hex)
	case s.Storm.Covers(u.Hex):
		return refuse("seed 004 Storms", "units inside the storm area cannot move")
	case !s.cargoFits(c, u):
		return refuse(cargoRule(c), "unit %d %s cannot carry unit %d %s beside its cargo", c.ID, c.Type, u.ID, u.Type)
	}
	ct := catalogType(c.Type)
	ut := catalogType(u.Type)
	if ct.Class == ClassAir && ut.Class == ClassGround {
		// seed 001 Transport Aircraft, Cargo and Airdrop (A), (C).
		if u.Spent > 0 || u.Halted != StopNone || c.Spent > 0 || c.Halted != StopNone {
			return refuse("seed 001 Transport Aircraft", "neither the air transport nor its cargo may have moved this turn")
		}
		if s.ControlOf(u.Hex) != u.Side || s.capturedThisTurn(u.Hex) {
			return refuse("seed 001 Transport Aircraft", "air transports load in a hex their side has held since the turn began")
		}
	} else if s.MovePoints(u) == 0 {
		return refuse("DESIGN D13", "unit %d has no movement left to embark", u.ID)
	}
	u.CarriedBy = c.ID
	if ut.Class == ClassGround {
		u.Spent, u.Halted = max(u.Spent, ut.Move), StopEmbarked
	}
	t.emit(Event{Kind: EvUnitLoaded, Side: u.Side, Unit: u.ID, From: u.Hex, To: u.Hex, Value: int(c.ID),
		Why: "embarks (" + cargoRule(c) + ")"})
	return nil
}

// unload carries out CmdUnload: cargo Unit disembarks into Hex: a ship's own
// hex when it is a port or Mulberry, or a land hex next to the ship; an air
// transport's own hex, held since the turn began (seed 001 Cargo). Landing
// from a ship in an enemy-held or enemy-controlled hex is an amphibious
// landing (Unit.Amphibious); enemy units there bring on a battle (D17).
func (t *tx) unload(cmd Command) error {
	s := t.s
	if s.Phase != PhaseMovement {
		return refuse("DESIGN D11", "units land in the movement phase, not the %s phase", s.Phase)
	}
	u := s.Unit(cmd.Unit)
	if u == nil || u.Side != cmd.Side {
		return refuse("", "%s has no unit %d", s.sideName(cmd.Side), cmd.Unit)
	}
	c := s.Unit(u.CarriedBy)
	if c == nil {
		return refuse("seed 001 Transport", "unit %d is not aboard a carrier", u.ID)
	}
	ut := catalogType(u.Type)
	ct := catalogType(c.Type)
	h := cmd.Hex
	switch {
	case ut.Class != ClassGround:
		return refuse("DESIGN D15", "air units leave a carrier by moving")
	case s.Storm.Covers(c.Hex) || s.Storm.Covers(h):
		return refuse("seed 004 Storms", "units cannot move into, out of or through the storm area")
	case !s.Map.Contains(h) || !s.Map.Terrain(h).IsLand():
		return refuse("seed 001 Transport", "cargo lands on a land hex, and %s is not one", h)
	case ct.Class == ClassAir && (h != c.Hex || s.ControlOf(h) != u.Side || s.capturedThisTurn(h)):
		return refuse("seed 001 Transport Aircraft", "an air transport unloads in its own hex, held since the turn began")
	case h != c.Hex && hexmap.Distance(h, c.Hex) != 1:
		return refuse("seed 001 Transport", "%s is neither the ship's hex nor next to it", h)
	}
	if e := s.endProblem(u, h, 0); e != nil {
		return e
	}
	hostile := s.enemyUnitIn(h, u.Side) || s.enemyControlled(h, u.Side)
	from := u.Hex
	u.CarriedBy, u.Hex, u.Halted = 0, h, StopLanded
	u.Spent = max(u.Spent, ut.Move)
	u.Amphibious = hostile && ct.Class == ClassNaval
	u.Engaged = u.Engaged || hostile
	why := "lands (seed 001 Transport)"
	if u.Amphibious {
		why = "amphibious landing: no artillery support in the assault (seed 001 Infantry)"
	}
	t.emit(Event{Kind: EvUnitUnloaded, Side: u.Side, Unit: u.ID, From: from, To: h, Value: int(c.ID), Why: why})
	if s.enemyUnitIn(h, u.Side) {
		t.declareBattle(h, u.ID, c.Hex, false)
	} else {
		t.takeControl(h, u.Side)
	}
	return nil
}
