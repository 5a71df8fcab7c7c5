package cli

import (
	"hexstorm/hexmap"
	"hexstorm/sim"
)

// StateView is the JSON that `hexstorm run` prints: the state in words a
// reader can follow, with sides by name. Its fields are documented in the
// README.
type StateView struct {
	Scenario      string           `json:"scenario"`
	Seed          uint64           `json:"seed"`
	Turn          int              `json:"turn"`
	Phase         string           `json:"phase"`
	ActiveSide    string           `json:"active_side,omitempty"`
	Order         []string         `json:"initiative_order"`
	Sides         []string         `json:"sides"`
	Units         []UnitView       `json:"units"`
	Eliminated    []UnitView       `json:"eliminated"`
	Places        []PlaceView      `json:"places"`
	Storm         StormView        `json:"storm"`
	Factories     []PieceView      `json:"factories"`
	Airfields     []PieceView      `json:"airfields"`
	Mulberries    []PieceView      `json:"mulberries"`
	BrokenBridges []hexmap.Hexside `json:"broken_bridges"`
	BrokenCanals  []hexmap.Hex     `json:"broken_canals"`
	Pools         []PoolView       `json:"pools"`
	// Campaign is the strategic layer (powers, support breakdowns, facts),
	// left out when the game is played without it.
	Campaign *sim.Campaign `json:"campaign,omitempty"`
	Winner   string        `json:"winner,omitempty"`
	Result   string        `json:"result,omitempty"`
	Hash     string        `json:"hash"`
	Events   []sim.Event   `json:"events"`
}

// UnitView is one unit in a StateView.
type UnitView struct {
	ID    sim.UnitID `json:"id"`
	Type  string     `json:"type"`
	Side  string     `json:"side"`
	Hex   hexmap.Hex `json:"hex"`
	CV    int        `json:"cv"`
	MaxCV int        `json:"max_cv"`
	// Supply is "in" or "out": the unit's supply as last checked (DESIGN
	// D22, at the start of its side's player turn); left out for the
	// eliminated.
	Supply string `json:"supply,omitempty"`
	// CarriedBy is the ship or aircraft the unit is aboard, if any.
	CarriedBy sim.UnitID `json:"carried_by,omitempty"`
}

// PlaceView is a city or town and who controls it.
type PlaceView struct {
	Hex     hexmap.Hex `json:"hex"`
	Name    string     `json:"name,omitempty"`
	Kind    string     `json:"kind"`
	Size    int        `json:"size"`
	Port    bool       `json:"port,omitempty"`
	Control string     `json:"control,omitempty"`
}

// StormView is the Storm and its area.
type StormView struct {
	On   bool         `json:"on"`
	Hex  hexmap.Hex   `json:"hex"`
	Area []hexmap.Hex `json:"area,omitempty"`
}

// PieceView is a factory, airfield or Mulberry.
type PieceView struct {
	Hex   hexmap.Hex `json:"hex"`
	Side  string     `json:"side"`
	Kind  string     `json:"kind,omitempty"`
	PP    *int       `json:"pp,omitempty"`
	Major *bool      `json:"major,omitempty"`
}

// PoolView is a side's production pool.
type PoolView struct {
	Side string `json:"side"`
	Kind string `json:"kind"`
	PP   int    `json:"pp"`
}

// NewStateView describes st for printing.
func NewStateView(scenario string, seed uint64, st *sim.State, events []sim.Event) StateView {
	name := func(side int) string {
		if side < 0 || side >= len(st.Sides) {
			return ""
		}
		return st.Sides[side].Name
	}
	unit := func(u sim.Unit) UnitView {
		t, _ := sim.LookupUnitType(u.Type)
		return UnitView{ID: u.ID, Type: u.Type, Side: name(u.Side), Hex: u.Hex, CV: u.CV, MaxCV: t.MaxCV, CarriedBy: u.CarriedBy}
	}
	supplied := func(v UnitView, u sim.Unit) UnitView {
		v.Supply = "in"
		if u.OutOfSupply {
			v.Supply = "out"
		}
		return v
	}
	v := StateView{
		Scenario: scenario, Seed: seed, Turn: st.Turn, Phase: st.Phase.String(),
		ActiveSide: name(st.ActiveSide()), Winner: name(st.Winner), Result: st.Result,
		Hash: st.Hash(), Events: events,
		Storm:         StormView{On: st.Storm.On, Hex: st.Storm.Hex, Area: st.Storm.Area()},
		BrokenBridges: append([]hexmap.Hexside{}, st.BrokenBridges...),
		BrokenCanals:  append([]hexmap.Hex{}, st.BrokenCanals...),
		Units:         []UnitView{}, Eliminated: []UnitView{}, Places: []PlaceView{},
		Factories: []PieceView{}, Airfields: []PieceView{}, Mulberries: []PieceView{}, Pools: []PoolView{},
	}
	if v.Events == nil {
		v.Events = []sim.Event{}
	}
	for _, s := range st.Order {
		v.Order = append(v.Order, name(s))
	}
	for _, s := range st.Sides {
		v.Sides = append(v.Sides, s.Name)
	}
	for _, u := range st.Units {
		v.Units = append(v.Units, supplied(unit(u), u))
	}
	for _, u := range st.Eliminated {
		v.Eliminated = append(v.Eliminated, unit(u))
	}
	for _, h := range st.Map.Hexes() {
		c := st.Map.Cell(h)
		if c.Terrain.IsSettlement() {
			v.Places = append(v.Places, PlaceView{Hex: h, Name: c.Name, Kind: c.Terrain.String(), Size: c.Size, Port: c.Port, Control: name(st.ControlOf(h))})
		}
	}
	for _, f := range st.Factories {
		pp := f.PP
		v.Factories = append(v.Factories, PieceView{Hex: f.Hex, Side: name(f.Side), Kind: f.Kind.String(), PP: &pp})
	}
	for _, a := range st.Airfields {
		major := a.Major
		v.Airfields = append(v.Airfields, PieceView{Hex: a.Hex, Side: name(a.Side), Major: &major})
	}
	for _, m := range st.Mulberries {
		v.Mulberries = append(v.Mulberries, PieceView{Hex: m.Hex, Side: name(m.Side)})
	}
	for _, p := range st.Pools {
		v.Pools = append(v.Pools, PoolView{Side: name(p.Side), Kind: p.Kind.String(), PP: p.PP})
	}
	v.Campaign = st.Campaign
	return v
}
