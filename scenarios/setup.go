package scenarios

import (
	"hexstorm/hexmap"
	"hexstorm/sim"
)

// Setup builds the start of a game from f: the map with its terrain, places,
// roads, rivers, bridges and canals, the control layer, the logistics pieces,
// the units, the options and the victory conditions. It refuses a File that
// Validate does not pass, returning the Problems.
func (f File) Setup() (sim.Setup, error) {
	c := f.check("")
	if len(c.probs) > 0 {
		return sim.Setup{}, c.result()
	}
	return c.setup(), nil
}

// setup turns a checked File into a sim.Setup; every name and kind in it is
// known to resolve, and the map is the one the checks built.
func (c *checker) setup() sim.Setup {
	f := c.f
	s := sim.Setup{
		Map:     c.m,
		Options: f.Options,
		Control: c.control,
		Victory: sim.Victory{Turns: f.Victory.Turns, Decisive: f.Victory.Decisive},
	}
	for _, sd := range f.Sides {
		s.Sides = append(s.Sides, sim.Side{Name: sd.Name})
	}
	for _, o := range f.Victory.Objectives {
		s.Victory.Objectives = append(s.Victory.Objectives, sim.Objective{Hex: o.At, Points: o.Points})
	}
	for _, fd := range f.Factories {
		s.Factories = append(s.Factories, sim.Factory{Hex: fd.At, Kind: factoryKinds[fd.Type], PP: fd.PP, Side: c.sideIdx[fd.Side]})
	}
	for _, r := range f.Resources {
		kind := sim.FactoryArmy
		if r.Kind != "" {
			kind = factoryKinds[r.Kind]
		}
		s.Resources = append(s.Resources, sim.Resource{Hex: r.At, PP: r.PP, Kind: kind})
	}
	for _, a := range f.Airfields {
		s.Airfields = append(s.Airfields, sim.Airfield{Hex: a.At, Major: a.Major, Side: c.sideIdx[a.Side]})
	}
	for _, mb := range f.Mulberries {
		s.Mulberries = append(s.Mulberries, sim.Mulberry{Hex: mb.At, Side: c.sideIdx[mb.Side]})
	}
	for _, b := range f.Destroyed.Bridges {
		s.BrokenBridges = append(s.BrokenBridges, hexmap.SideOf(b.Hex, b.Dir))
	}
	s.BrokenCanals = append(s.BrokenCanals, f.Destroyed.Canals...)
	if f.Storm != nil {
		h := *f.Storm
		s.Storm = &h
	}
	for _, p := range f.Pools {
		s.Pools = append(s.Pools, sim.Pool{Side: c.sideIdx[p.Side], Kind: poolKinds[p.Kind], PP: p.PP})
	}
	for _, u := range f.Units {
		s.Units = append(s.Units, sim.UnitSetup{Type: u.Type, Side: c.sideIdx[u.Side], Hex: u.At, CV: u.CV, Power: u.Power, Aboard: sim.UnitID(u.Aboard)})
	}
	s.Campaign = c.campaign() // strategic.go
	return s
}
