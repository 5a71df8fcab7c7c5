package sim

import (
	"fmt"
	"slices"

	"hexstorm/hexmap"
)

// The Production Phase (DESIGN D11 step 4, D23-D25, seed 004 Factories).
// Each side plays it in initiative order. As it begins, the side collects
// income into its pools and its damaged capital ships in operative naval
// bases are repaired; the side then builds and exchanges factories; as it
// ends, every city of the side below its maximum factory value recovers 1 PP.

// Resource is a resource bonus placed by the scenario in a city: each
// Production Phase its PP go to the controlling side, into the pool of the
// factory type its owner assigned (seed 004 Factories NOTE, D25).
type Resource struct {
	Hex hexmap.Hex `json:"hex"`
	PP  int        `json:"pp"`
	// Kind is the factory type the owner assigned the resource's PP to.
	Kind FactoryKind `json:"kind"`
}

// PoolPP returns the production points in side's pool of the given kind.
func (s *State) PoolPP(side int, kind FactoryKind) int {
	if i, ok := s.poolIndex(side, kind); ok {
		return s.Pools[i].PP
	}
	return 0
}

// poolIndex finds side's pool of kind in the sorted pool list, or where it goes.
func (s *State) poolIndex(side int, kind FactoryKind) (int, bool) {
	return slices.BinarySearchFunc(s.Pools, Pool{Side: side, Kind: kind}, func(a, b Pool) int {
		if a.Side != b.Side {
			return a.Side - b.Side
		}
		return int(a.Kind) - int(b.Kind)
	})
}

// addPool adds pp (possibly negative) to side's pool of kind, creating it in
// its sorted place if needed.
func (s *State) addPool(side int, kind FactoryKind, pp int) {
	i, ok := s.poolIndex(side, kind)
	if !ok {
		s.Pools = slices.Insert(s.Pools, i, Pool{Side: side, Kind: kind})
	}
	s.Pools[i].PP += pp
}

// factoryAt returns side's factory of kind in h, or nil.
func (s *State) factoryAt(h hexmap.Hex, kind FactoryKind, side int) *Factory {
	for i := range s.Factories {
		f := &s.Factories[i]
		if f.Hex == h && f.Kind == kind && f.Side == side {
			return f
		}
	}
	return nil
}

// beginProduction opens side's Production Phase: the per-city marks of the
// last phase are cleared, income is paid and capital ships are repaired.
func (t *tx) beginProduction(side int) {
	s := t.s
	s.Produced, s.Exchanged, s.Reinforced, s.Constructed = nil, nil, nil, nil
	if side < 0 {
		return
	}
	t.income(side)
	t.repairCapitalShips(side)
}

// income pays side its production points (D23). With the Logistics set each
// factory adds its PP to the pool of its type, whether or not its city is in
// supply or under the Storm (seed 004: "Production in a city within a storm
// area continues as normal"); without it, each controlled city and town adds
// its size to the generic pool. Resources add their PP after (D25).
func (t *tx) income(side int) {
	s := t.s
	var gain [PoolGeneric + 1]int
	if s.Options.Logistics {
		for _, f := range s.Factories {
			if f.Side == side {
				gain[f.Kind] += f.PP
			}
		}
	} else {
		for i, c := range s.Control {
			if int(c) != side {
				continue
			}
			if cell := s.Map.Cell(s.Map.HexAt(i)); cell.Terrain.IsSettlement() {
				gain[PoolGeneric] += cell.Size
			}
		}
	}
	for _, r := range s.Resources {
		if s.ControlOf(r.Hex) != side {
			continue
		}
		if !s.Options.Logistics {
			gain[PoolGeneric] += r.PP
		} else if k, ok := s.resourceKind(r, side); ok {
			gain[k] += r.PP
		}
	}
	for k, pp := range gain {
		if pp == 0 {
			continue
		}
		kind := FactoryKind(k)
		s.addPool(side, kind, pp)
		t.emit(Event{Kind: EvIncome, Side: side, Value: pp,
			Why: fmt.Sprintf("%d PP into the %s pool (DESIGN D23)", pp, kind)})
	}
}

// resourceKind returns the factory type a resource's PP go to: the type its
// owner assigned while the city holds that factory, else the city's first
// factory of side in type order (army, air, naval). A city without a factory
// of side converts nothing: resources are converted "in Factories" (seed 004).
func (s *State) resourceKind(r Resource, side int) (FactoryKind, bool) {
	if s.factoryAt(r.Hex, r.Kind, side) != nil {
		return r.Kind, true
	}
	for _, f := range s.Factories {
		if f.Hex == r.Hex && f.Side == side {
			return f.Kind, true
		}
	}
	return 0, false
}

// repairCapitalShips repairs, free of cost, side's damaged capital ships in
// an operative friendly naval base (D24, D31; seed 001 Capital Ship: "can be
// repaired by a visit to an operative friendly naval base").
func (t *tx) repairCapitalShips(side int) {
	s := t.s
	for i := range s.Units {
		u := &s.Units[i]
		typ := catalogType(u.Type)
		// Only capital ships mend free: any other block worn to fewer
		// steps buys them back one a phase (D35, reinforce).
		if u.Side != side || !typ.CapitalShip() || u.CV >= typ.MaxCV {
			continue
		}
		if !s.operativeNavalBase(u.Hex, side) {
			continue
		}
		u.CV = typ.MaxCV
		t.emit(Event{Kind: EvUnitRepaired, Side: side, Unit: u.ID, From: u.Hex, To: u.Hex, Value: u.CV,
			Why: "capital ship repaired at an operative friendly naval base (DESIGN D24, seed 001 Capital Ship)"})
	}
}

// operativeNavalBase reports whether h is an operative friendly naval base
// for side (D31): a friendly port city, holding a Naval factory of side above
// 0 PP with the Logistics set, or in supply without it.
func (s *State) operativeNavalBase(h hexmap.Hex, side int) bool {
	c := s.Map.Cell(h)
	if !c.Port || c.Terrain != hexmap.City || s.ControlOf(h) != side || s.enemyUnitIn(h, side) {
		return false
	}
	if s.Options.Logistics {
		f := s.factoryAt(h, FactoryNaval, side)
		return f != nil && f.PP > 0
	}
	return s.cityInSupply(h, side)
}

// cityInSupply reports whether city h is in supply for side. A city side
// controls with no enemy unit in it is itself a supply source (D22), so it
// always is: the build and naval-base rules that ask "in supply" (D24, D31)
// need no trace. This is the one place to change should sources ever need
// more, such as a line to a capital.
func (s *State) cityInSupply(h hexmap.Hex, side int) bool {
	return s.Map.Terrain(h) == hexmap.City && s.ControlOf(h) == side && !s.enemyUnitIn(h, side)
}

// endProduction closes side's Production Phase with the automatic factory
// recovery of seed 004: "At the end of the Production Phase, every City
// which currently has less than its maximum Factories receives an automatic
// 1PP increase." A city's maximum is its size. The increase goes to one of
// the side's factories there: the one with the fewest PP, ties to the first
// type in army, air, naval order, so a single damaged factory is always the
// one rebuilt. A city with no factory has nothing to rebuild and gains none.
func (t *tx) endProduction(side int) {
	s := t.s
	s.Produced, s.Exchanged, s.Reinforced, s.Constructed = nil, nil, nil, nil
	if side < 0 || !s.Options.Logistics {
		return
	}
	for i := 0; i < len(s.Factories); {
		h := s.Factories[i].Hex
		j, total, pick := i, 0, -1
		for ; j < len(s.Factories) && s.Factories[j].Hex == h; j++ {
			f := &s.Factories[j]
			total += f.PP
			if f.Side == side && (pick < 0 || f.PP < s.Factories[pick].PP) {
				pick = j
			}
		}
		if pick >= 0 && total < s.Map.Cell(h).Size {
			f := &s.Factories[pick]
			f.PP++
			t.emit(Event{Kind: EvFactoryRecovered, Side: side, From: h, To: h, Value: f.PP,
				Why: fmt.Sprintf("%s factory recovers 1 PP at the end of the Production Phase (seed 004 Factories)", f.Kind)})
		}
		i = j
	}
}

// markCity records that city h did something this phase, keeping the list
// sorted by map index.
func (s *State) markCity(list []hexmap.Hex, h hexmap.Hex) []hexmap.Hex {
	i, ok := slices.BinarySearchFunc(list, h, func(a, b hexmap.Hex) int { return s.Map.Index(a) - s.Map.Index(b) })
	if ok {
		return list
	}
	return slices.Insert(list, i, h)
}

// parseKind reads a factory type name from a command.
func parseKind(name string) (FactoryKind, error) {
	var k FactoryKind
	if err := k.UnmarshalText([]byte(name)); err != nil || k == PoolGeneric {
		return 0, refuse("seed 004 Factories", "unknown factory type %q (want army, air or naval)", name)
	}
	return k, nil
}

// assignResource sets the factory type the resource in city Hex feeds from
// the next income on (D25: the owner assigns a resource's PP to the factory
// types present).
func (t *tx) assignResource(cmd Command) error {
	s := t.s
	if s.Phase != PhaseProduction {
		return refuse("DESIGN D11", "resources are assigned in the Production Phase, not the %s phase", s.Phase)
	}
	k, err := parseKind(cmd.Factory)
	if err != nil {
		return err
	}
	i := slices.IndexFunc(s.Resources, func(r Resource) bool { return r.Hex == cmd.Hex })
	if i < 0 {
		return refuse("DESIGN D25", "there is no resource in %s", cmd.Hex)
	}
	if s.ControlOf(cmd.Hex) != cmd.Side {
		return refuse("DESIGN D25", "%s is not controlled by %s", cmd.Hex, s.sideName(cmd.Side))
	}
	if s.factoryAt(cmd.Hex, k, cmd.Side) == nil {
		return refuse("DESIGN D25", "%s holds no %s factory of %s to convert the resource", cmd.Hex, k, s.sideName(cmd.Side))
	}
	s.Resources[i].Kind = k
	return nil
}
