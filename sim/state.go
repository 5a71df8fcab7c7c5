// Package sim holds the game's rules: the state, the commands that change it,
// the events that report each change, the seeded dice, the canonical hash and
// the game record. It is pure and deterministic (DESIGN section 3): it never
// reads the clock, files or the environment, uses integers only, and nothing
// in it depends on map iteration order.
package sim

import (
	"slices"

	"hexstorm/hexmap"
)

// UnitID identifies a unit for the whole game; ids are never reused.
type UnitID int

// Unit is a block on the map (DESIGN D4).
type Unit struct {
	ID   UnitID     `json:"id"`
	Type string     `json:"type"`
	Side int        `json:"side"`
	Hex  hexmap.Hex `json:"hex"`
	// CV is the unit's current strength in steps, 1..its type's MaxCV.
	CV int `json:"cv"`
	// Spent is the movement points used in the current player turn.
	Spent int `json:"spent,omitempty"`
	// Halted says why the unit must end its move where it stands for the
	// rest of the player turn (a river crossed without a bridge, D13, enemy
	// ground entered, D14, and others: stop.go); StopNone while it may move.
	Halted Stop `json:"halted,omitempty"`
	// OutOfSupply is set by the supply check at the start of its side's
	// player turn (D22) and lowers its combat ratings by 1 (D21).
	OutOfSupply bool `json:"out_of_supply,omitempty"`
	// Movement and transport (move*.go, transport*.go). CarriedBy is the
	// ship or aircraft this unit is aboard, 0 for none; cargo stands in its
	// carrier's hex and moves with it (seed 001 Transport, Carry Aircraft).
	CarriedBy UnitID `json:"carried_by,omitempty"`
	// Amphibious marks a ground unit landed from a ship this player turn
	// into an enemy-held or enemy-controlled hex: combat denies it artillery
	// support (seed 001 "not gained during amphibious assaults").
	Amphibious bool `json:"amphibious,omitempty"`
	// Airdropped marks a paratrooper dropped into an enemy hex this player
	// turn (seed 001 Airdrop): it attacks at 2 in round 1 and may not withdraw.
	Airdropped bool `json:"airdropped,omitempty"`
	// ForcedMarch is set once the unit has used seed 001 Forced March this
	// player turn; ColumnMoved once a Supply Column's stack made its move
	// after combat (D31).
	ForcedMarch bool `json:"forced_march,omitempty"`
	ColumnMoved bool `json:"column_moved,omitempty"`
	// Engaged is set when the unit entered an enemy-held or enemy-controlled
	// hex this player turn: a combat move, after which no Forced March.
	Engaged bool `json:"engaged,omitempty"`
	// SupplyDropped is set on an air transport that made a seed 001 Supply
	// Drop this player turn (supply_drop.go); Bombarded on a ship that has
	// bombarded a battle this player turn (combat_bombard.go).
	SupplyDropped bool `json:"supply_dropped,omitempty"`
	Bombarded     bool `json:"bombarded,omitempty"`
}

// Side is one of the game's sides (DESIGN D32).
type Side struct {
	Name string `json:"name"`
	// Doctrines are the doctrines the side has (D8), e.g. "Mechanization";
	// units that need one it lacks cannot be built. Scenario flags.
	Doctrines []string `json:"doctrines,omitempty"`
	// ChooseCasualties makes the side's player place the hits its units take
	// (combat_casualty.go); otherwise the strongest block takes each hit (D34).
	ChooseCasualties bool `json:"choose_casualties,omitempty"`
}

// Phase is a step of the turn sequence (DESIGN D11).
type Phase uint8

// The phases of a turn in order. Initiative, Storm and Supply resolve by
// themselves; Movement, Combat and Production are played by each side in
// initiative order.
const (
	PhaseInitiative Phase = iota
	PhaseStorm
	PhaseMovement
	PhaseCombat
	PhaseProduction
	PhaseSupply
	PhaseGameOver
)

var phaseNames = []string{"initiative", "storm", "movement", "combat", "production", "supply", "game over"}

// String returns the phase's lower-case name.
func (p Phase) String() string {
	if int(p) < len(phaseNames) {
		return phaseNames[p]
	}
	return "unknown"
}

// MarshalText encodes the phase by name.
func (p Phase) MarshalText() ([]byte, error) { return []byte(p.String()), nil }

// UnmarshalText decodes a phase name.
func (p *Phase) UnmarshalText(b []byte) error {
	for i, n := range phaseNames {
		if n == string(b) {
			*p = Phase(i)
			return nil
		}
	}
	return &RuleError{Msg: "unknown phase " + string(b)}
}

// State is a whole game at one moment. Everything that can change in play is
// here and is covered by the hash; the map itself is fixed by the scenario and
// shared between states.
type State struct {
	Map     *hexmap.Map `json:"-" hash:"-"`
	Options Options     `json:"options"`
	Sides   []Side      `json:"sides"`
	// Units holds every unit on the map, sorted by id.
	Units []Unit `json:"units"`
	// Eliminated holds units removed from play, in the order they fell.
	Eliminated []Unit  `json:"eliminated,omitempty"`
	NextUnitID UnitID  `json:"next_unit_id"`
	Turn       int     `json:"turn"`
	Phase      Phase   `json:"phase"`
	Order      []int   `json:"order"`  // sides in initiative order this turn
	Active     int     `json:"active"` // index into Order of the side now playing
	Rand       Rand    `json:"rand"`
	Storm      Storm   `json:"storm"`
	Victory    Victory `json:"victory"`
	// Control is the controlling side of each hex by map index, -1 for none.
	Control []int8 `json:"control"`
	// Logistics pieces of seed 004; each list is kept sorted by hex.
	Factories  []Factory  `json:"factories,omitempty"`
	Airfields  []Airfield `json:"airfields,omitempty"`
	Mulberries []Mulberry `json:"mulberries,omitempty"`
	// Destruction markers (seed 004): destroyed bridges and canals.
	BrokenBridges []hexmap.Hexside `json:"broken_bridges,omitempty"`
	BrokenCanals  []hexmap.Hex     `json:"broken_canals,omitempty"`
	// Pools holds each side's production points by pool (D23).
	Pools []Pool `json:"pools,omitempty"`
	// Production bookkeeping (production.go): cities that built a unit, and
	// cities that exchanged a factory, in the current Production Phase
	// (seed 004 Factories), sorted by map index.
	Produced  []hexmap.Hex `json:"produced,omitempty"`
	Exchanged []hexmap.Hex `json:"exchanged,omitempty"`
	// Reinforced lists the blocks that gained a step in the current
	// Production Phase (reinforce.go, DESIGN D35), in the order reinforced.
	Reinforced []UnitID `json:"reinforced,omitempty"`
	// Constructed lists the blocks that built something in the current
	// Production Phase (construct.go): one construction a block a phase.
	Constructed []UnitID `json:"constructed,omitempty"`
	// Resources are scenario-placed resource bonuses converted to PP in the
	// factories of their city (seed 004 Factories NOTE, D25), sorted by hex.
	Resources []Resource `json:"resources,omitempty"`
	// Combat (combat*.go, D17-D21): the battles of the current player turn,
	// sorted by map index, and the defending sides yet to commit air units
	// at the start of the combat phase, in side order.
	Battles    []Battle `json:"battles,omitempty"`
	Committing []int    `json:"committing,omitempty"`
	// Movement (move*.go, transport*.go): hexes whose control changed in
	// the current player turn, sorted by map index (air transports unload
	// only where control held since the turn began, seed 001), and the
	// air transports exposed to a free AAA and fighter attack (seed 001
	// Airdrop), for combat to resolve.
	Captured     []hexmap.Hex  `json:"captured,omitempty"`
	AirExposures []AirExposure `json:"air_exposures,omitempty"`
	// Campaign is the strategic layer (strategic.go, D27-D28); nil when off.
	Campaign *Campaign `json:"campaign,omitempty"`
	// Winner is the winning side once the game is over, -1 for a draw.
	Winner int `json:"winner"`
	// Result describes the outcome once the game is over.
	Result string `json:"result,omitempty"`
	// lakes caches lakeHexes(Map) (move_naval.go): derived from the fixed
	// map alone, shared read-only by clones, outside the hash and the JSON.
	lakes []bool `hash:"-"`
}

// Storm is the Storm counter of seed 004.
type Storm struct {
	On  bool       `json:"on"`
	Hex hexmap.Hex `json:"hex"`
}

// Area returns the storm's 7 hexes: its own and the six around it (seed 004
// Storms); none when the storm is off.
func (s Storm) Area() []hexmap.Hex {
	if !s.On {
		return nil
	}
	return hexmap.Spiral(s.Hex, 1)
}

// Covers reports whether h is inside the storm area.
func (s Storm) Covers(h hexmap.Hex) bool { return s.On && hexmap.Distance(s.Hex, h) <= 1 }

// FactoryKind is the type of a factory and of its production pool (D23).
type FactoryKind uint8

// The factory types of seed 004, and the generic pool used without the
// Logistics set.
const (
	FactoryArmy FactoryKind = iota
	FactoryAir
	FactoryNaval
	PoolGeneric
)

var factoryNames = []string{"army", "air", "naval", "generic"}

// String returns the kind's lower-case name.
func (k FactoryKind) String() string {
	if int(k) < len(factoryNames) {
		return factoryNames[k]
	}
	return "unknown"
}

// MarshalText encodes the kind by name.
func (k FactoryKind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// UnmarshalText decodes a factory kind name.
func (k *FactoryKind) UnmarshalText(b []byte) error {
	for i, n := range factoryNames {
		if n == string(b) {
			*k = FactoryKind(i)
			return nil
		}
	}
	return &RuleError{Msg: "unknown factory type " + string(b) + " (want army, air or naval)"}
}

// Factory is an Air, Naval or Army factory in a city (seed 004 Factories).
type Factory struct {
	Hex  hexmap.Hex  `json:"hex"`
	Kind FactoryKind `json:"kind"`
	PP   int         `json:"pp"`
	Side int         `json:"side"`
}

// Airfield is a minor or major airfield (seed 004 Airfields).
type Airfield struct {
	Hex   hexmap.Hex `json:"hex"`
	Major bool       `json:"major"`
	Side  int        `json:"side"`
	// UsableFrom is the first turn the owner's air units may use it: a captured
	// airfield serves its captor from the following turn (seed 004).
	UsableFrom int `json:"usable_from,omitempty"`
}

// Mulberry is a Mulberry harbour (seed 004 Mulberries).
type Mulberry struct {
	Hex  hexmap.Hex `json:"hex"`
	Side int        `json:"side"`
	// UsableFrom is the first turn it works as a port for its owner; a
	// captured Mulberry serves its captor from the next turn (seed 004).
	UsableFrom int `json:"usable_from,omitempty"`
}

// Pool is one side's store of production points of one kind (D23).
type Pool struct {
	Side int         `json:"side"`
	Kind FactoryKind `json:"kind"`
	PP   int         `json:"pp"`
}

// Options are the rule options a game is played with (scenario settings).
type Options struct {
	// Logistics turns on the seed 004 Logistics set.
	Logistics bool `json:"logistics"`
	// EngineerBuilding, AirborneBuilding and MarineBuilding are seed 004's
	// optional building rules.
	EngineerBuilding bool `json:"engineer_building,omitempty"`
	AirborneBuilding bool `json:"airborne_building,omitempty"`
	MarineBuilding   bool `json:"marine_building,omitempty"`
	// OpenBlocks shows every block face up to everyone (D9).
	OpenBlocks bool `json:"open_blocks,omitempty"`
	// Strategic turns on the strategic layer of seeds 000, 002, 003 (D27).
	Strategic bool `json:"strategic,omitempty"`
	// ProductionInterval is the number of turns between production turns;
	// 0 or 1 means every turn (D11).
	ProductionInterval int `json:"production_interval,omitempty"`
}

// Victory holds a scenario's victory conditions (D29).
type Victory struct {
	// Turns is the last turn; the game ends after it.
	Turns int `json:"turns"`
	// Objectives are hexes worth points to the side that controls them at the end.
	Objectives []Objective `json:"objectives,omitempty"`
	// Decisive is the point margin for a decisive rather than marginal victory.
	Decisive int `json:"decisive,omitempty"`
}

// Objective is a victory hex and its worth.
type Objective struct {
	Hex    hexmap.Hex `json:"hex"`
	Points int        `json:"points"`
}

// Unit returns a pointer to the unit with the given id, or nil. The pointer
// is valid until units are added or removed.
func (s *State) Unit(id UnitID) *Unit {
	i, ok := slices.BinarySearchFunc(s.Units, id, func(u Unit, id UnitID) int { return int(u.ID - id) })
	if !ok {
		return nil
	}
	return &s.Units[i]
}

// UnitsAt returns the ids of the units in h, in id order.
func (s *State) UnitsAt(h hexmap.Hex) []UnitID {
	var out []UnitID
	for i := range s.Units {
		if s.Units[i].Hex == h {
			out = append(out, s.Units[i].ID)
		}
	}
	return out
}

// ActiveSide returns the side now playing, or -1 outside player phases.
func (s *State) ActiveSide() int {
	if s.Active < 0 || s.Active >= len(s.Order) {
		return -1
	}
	return s.Order[s.Active]
}

// ControlOf returns the side controlling h, or -1.
func (s *State) ControlOf(h hexmap.Hex) int {
	if i := s.Map.Index(h); i >= 0 && i < len(s.Control) {
		return int(s.Control[i])
	}
	return -1
}

// Clone returns a deep copy of the state sharing only the read-only map.
func (s *State) Clone() *State {
	c := *s
	c.Sides = slices.Clone(s.Sides)
	c.Units = slices.Clone(s.Units)
	c.Eliminated = slices.Clone(s.Eliminated)
	c.Order = slices.Clone(s.Order)
	c.Control = slices.Clone(s.Control)
	c.Factories = slices.Clone(s.Factories)
	c.Airfields = slices.Clone(s.Airfields)
	c.Mulberries = slices.Clone(s.Mulberries)
	c.BrokenBridges = slices.Clone(s.BrokenBridges)
	c.BrokenCanals = slices.Clone(s.BrokenCanals)
	c.Pools = slices.Clone(s.Pools)
	c.Produced = slices.Clone(s.Produced)
	c.Reinforced = slices.Clone(s.Reinforced)
	c.Constructed = slices.Clone(s.Constructed)
	c.Exchanged = slices.Clone(s.Exchanged)
	c.Resources = slices.Clone(s.Resources)
	for i := range c.Sides {
		c.Sides[i].Doctrines = slices.Clone(s.Sides[i].Doctrines)
	}
	c.Battles = cloneBattles(s.Battles) // combat
	c.Committing = slices.Clone(s.Committing)
	c.Captured = slices.Clone(s.Captured) // movement
	c.AirExposures = slices.Clone(s.AirExposures)
	c.Victory.Objectives = slices.Clone(s.Victory.Objectives)
	c.Campaign = s.Campaign.clone() // strategic layer
	return &c
}
