package sim

import (
	"fmt"
	"slices"

	"hexstorm/hexmap"
)

// Setup is everything a new game starts from: the map, the sides, the
// pieces and the rules in force. A scenario file decodes into a Setup.
type Setup struct {
	Map     *hexmap.Map
	Sides   []Side
	Units   []UnitSetup
	Options Options
	Victory Victory
	// Control gives the controlling side of each hex by map index, -1 for none;
	// nil means no hex starts controlled.
	Control    []int8
	Factories  []Factory
	Airfields  []Airfield
	Mulberries []Mulberry
	// BrokenBridges and BrokenCanals are destruction markers already on the map.
	BrokenBridges []hexmap.Hexside
	BrokenCanals  []hexmap.Hex
	// Storm places the Storm; nil starts it at the map centre (seed 004).
	Storm *hexmap.Hex
	// Pools are production points each side starts with.
	Pools []Pool
	// Resources are resource bonuses placed in cities (seed 004, D25).
	Resources []Resource
	// Campaign is the strategic layer's starting state (D27), used when
	// Options.Strategic is on; its Owners are filled from Units.
	Campaign *Campaign
}

// UnitSetup places one unit at the start of a game.
type UnitSetup struct {
	Type string
	Side int
	Hex  hexmap.Hex
	CV   int
	// Power is the major power the unit belongs to in the strategic layer;
	// "" gives it to the power whose home the hex is (D27).
	Power string
	// Aboard is the id (its 1-based place in Units) of the carrier, ship or
	// air transport the unit starts aboard, 0 for none: aircraft on a
	// carrier, troops on a transport (seed 001 Carry Aircraft, cargo).
	Aboard UnitID
}

// NewGame builds the opening state of a game from a setup and a seed, runs
// the first turn's automatic phases (initiative, storm) and returns the state
// with the events they caused. The setup is expected to have been validated
// by the scenario loader; NewGame still refuses what would break the state's
// invariants.
func NewGame(setup Setup, seed uint64) (*State, []Event, error) {
	s, err := newState(setup, seed)
	if err != nil {
		return nil, nil, err
	}
	t := &tx{s: s}
	t.emit(Event{Kind: EvTurnBegan, Side: -1})
	t.beginCampaignTurn() // support.go: seed 002 10.31
	t.emit(Event{Kind: EvPhaseBegan, Side: -1})
	t.advance()
	return s, t.events, nil
}

func newState(setup Setup, seed uint64) (*State, error) {
	m := setup.Map
	if m == nil {
		return nil, fmt.Errorf("setup has no map")
	}
	if len(setup.Sides) < 2 {
		return nil, fmt.Errorf("a game needs at least two sides, got %d", len(setup.Sides))
	}
	s := &State{
		Map:           m,
		Options:       setup.Options,
		Sides:         slices.Clone(setup.Sides),
		Rand:          NewRand(seed),
		Turn:          1,
		Phase:         PhaseInitiative,
		Victory:       setup.Victory,
		Factories:     slices.Clone(setup.Factories),
		Airfields:     slices.Clone(setup.Airfields),
		Mulberries:    slices.Clone(setup.Mulberries),
		BrokenBridges: slices.Clone(setup.BrokenBridges),
		BrokenCanals:  slices.Clone(setup.BrokenCanals),
		Pools:         slices.Clone(setup.Pools),
		Resources:     slices.Clone(setup.Resources),
		Winner:        -1,
		NextUnitID:    1,
	}
	s.Victory.Objectives = slices.Clone(setup.Victory.Objectives)
	s.Control = make([]int8, m.Len())
	for i := range s.Control {
		s.Control[i] = -1
	}
	if setup.Control != nil {
		if len(setup.Control) != m.Len() {
			return nil, fmt.Errorf("control layer has %d hexes, map has %d", len(setup.Control), m.Len())
		}
		copy(s.Control, setup.Control)
	}
	s.Storm = Storm{On: setup.Options.Logistics, Hex: m.Center()}
	if setup.Storm != nil {
		s.Storm = Storm{On: true, Hex: *setup.Storm}
	}
	for i, u := range setup.Units {
		t, ok := LookupUnitType(u.Type)
		if !ok {
			return nil, fmt.Errorf("unit %d: unknown type %q", i+1, u.Type)
		}
		if u.Side < 0 || u.Side >= len(s.Sides) {
			return nil, fmt.Errorf("unit %d: no side %d", i+1, u.Side)
		}
		if !m.Contains(u.Hex) {
			return nil, fmt.Errorf("unit %d: hex %s is off the map", i+1, u.Hex)
		}
		cv := u.CV
		if cv == 0 {
			cv = t.MaxCV
		}
		if cv < 1 || cv > t.MaxCV {
			return nil, fmt.Errorf("unit %d: cv %d outside 1..%d for %s", i+1, cv, t.MaxCV, t.Name)
		}
		s.Units = append(s.Units, Unit{ID: s.NextUnitID, Type: u.Type, Side: u.Side, Hex: u.Hex, CV: cv})
		s.NextUnitID++
	}
	if err := s.setupAboard(setup.Units); err != nil {
		return nil, err
	}
	s.sortPieces()
	s.lakes = lakeHexes(m) // cached for naval movement (move_naval.go)
	if err := s.setupCampaign(setup); err != nil {
		return nil, err
	}
	return s, nil
}

// sortPieces keeps every list of map pieces in map storage order, so the hash
// and every loop over them are independent of how they were added.
func (s *State) sortPieces() {
	byHex := func(a, b hexmap.Hex) int { return s.Map.Index(a) - s.Map.Index(b) }
	slices.SortStableFunc(s.Factories, func(a, b Factory) int {
		if c := byHex(a.Hex, b.Hex); c != 0 {
			return c
		}
		return int(a.Kind) - int(b.Kind)
	})
	slices.SortStableFunc(s.Airfields, func(a, b Airfield) int { return byHex(a.Hex, b.Hex) })
	slices.SortStableFunc(s.Mulberries, func(a, b Mulberry) int { return byHex(a.Hex, b.Hex) })
	slices.SortStableFunc(s.Resources, func(a, b Resource) int { return byHex(a.Hex, b.Hex) })
	slices.SortStableFunc(s.BrokenCanals, byHex)
	slices.SortStableFunc(s.BrokenBridges, func(a, b hexmap.Hexside) int {
		if c := byHex(a.Hex, b.Hex); c != 0 {
			return c
		}
		return int(a.Dir) - int(b.Dir)
	})
	slices.SortStableFunc(s.Pools, func(a, b Pool) int {
		if a.Side != b.Side {
			return a.Side - b.Side
		}
		return int(a.Kind) - int(b.Kind)
	})
}

// setupAboard puts the units a setup starts aboard a carrier on it: the
// carrier must be another unit of the side in the same hex, not itself
// aboard anything, with room for them (the same rules as loading and
// landing in play).
func (s *State) setupAboard(units []UnitSetup) error {
	for i, u := range units {
		if u.Aboard == 0 {
			continue
		}
		id := UnitID(i + 1)
		c := s.Unit(u.Aboard)
		switch {
		case c == nil || c.ID == id:
			return fmt.Errorf("unit %d: aboard unit %d, which is not another unit of the setup", id, u.Aboard)
		case c.Side != u.Side || c.Hex != u.Hex:
			return fmt.Errorf("unit %d: aboard unit %d, which is not its side's in its hex", id, u.Aboard)
		case units[u.Aboard-1].Aboard != 0:
			return fmt.Errorf("unit %d: aboard unit %d, which is itself aboard another", id, u.Aboard)
		}
		if !s.cargoFits(c, s.Unit(id)) {
			return fmt.Errorf("unit %d: unit %d %s has no room aboard for a %s", id, c.ID, c.Type, u.Type)
		}
		s.Unit(id).CarriedBy = c.ID
	}
	return nil
}

// CargoFits reports whether a unit of type carrier can carry units of the
// given types all at once (seed 001 Carry Aircraft, Transport and Cargo),
// for the scenario validator.
func CargoFits(carrier string, cargo []string) bool {
	t, ok := LookupUnitType(carrier)
	if !ok || len(t.Carries) == 0 {
		return false
	}
	room := make([]int, len(t.Carries))
	for i, sl := range t.Carries {
		room[i] = sl.Count
	}
	return fitSlots(t.Carries, room, cargo)
}
