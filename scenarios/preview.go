package scenarios

import (
	"hexstorm/hexmap"
	"hexstorm/sim"
)

// Preview checks f like Validate and also returns a state to draw it from,
// however many problems the file has: the map as the checks built it (each
// entry that passed its own check applied), the control layer, and every
// unit and piece whose side, type and hex resolve. It is what the editor
// shows while a scenario is being made; it is not a game and must not be
// played. The state is nil only when the map size itself is invalid.
func (f File) Preview(name string) (*sim.State, Problems) {
	c := f.check(name)
	probs := c.result()
	if c.m == nil {
		return nil, probs
	}
	m := c.m
	st := &sim.State{
		Map:        m,
		Options:    f.Options,
		Turn:       1,
		Phase:      sim.PhaseMovement,
		Winner:     -1,
		NextUnitID: 1,
		Victory:    sim.Victory{Turns: f.Victory.Turns, Decisive: f.Victory.Decisive},
	}
	for _, sd := range f.Sides {
		st.Sides = append(st.Sides, sim.Side{Name: sd.Name})
	}
	st.Control = make([]int8, m.Len())
	for i := range st.Control {
		st.Control[i] = -1
	}
	copy(st.Control, c.control)
	side := func(name string) (int, bool) { i, ok := c.sideIdx[name]; return i, ok }
	for _, o := range f.Victory.Objectives {
		if m.Contains(o.At) {
			st.Victory.Objectives = append(st.Victory.Objectives, sim.Objective{Hex: o.At, Points: o.Points})
		}
	}
	for _, fd := range f.Factories {
		kind, ok := factoryKinds[fd.Type]
		s, sok := side(fd.Side)
		if ok && sok && m.Contains(fd.At) {
			st.Factories = append(st.Factories, sim.Factory{Hex: fd.At, Kind: kind, PP: max(fd.PP, 0), Side: s})
		}
	}
	for _, a := range f.Airfields {
		if s, ok := side(a.Side); ok && m.Contains(a.At) {
			st.Airfields = append(st.Airfields, sim.Airfield{Hex: a.At, Major: a.Major, Side: s})
		}
	}
	for _, mb := range f.Mulberries {
		if s, ok := side(mb.Side); ok && m.Contains(mb.At) {
			st.Mulberries = append(st.Mulberries, sim.Mulberry{Hex: mb.At, Side: s})
		}
	}
	for _, b := range f.Destroyed.Bridges {
		if b.Dir.Valid() {
			s := hexmap.SideOf(b.Hex, b.Dir)
			if m.Bridge(s.Hex, s.Dir) {
				st.BrokenBridges = append(st.BrokenBridges, s)
			}
		}
	}
	for _, h := range f.Destroyed.Canals {
		if m.Contains(h) && m.Cell(h).Canal {
			st.BrokenCanals = append(st.BrokenCanals, h)
		}
	}
	st.Storm = sim.Storm{On: f.Options.Logistics || f.Storm != nil, Hex: m.Center()}
	if f.Storm != nil && m.Contains(*f.Storm) {
		st.Storm.Hex = *f.Storm
	}
	for _, u := range f.Units {
		typ, ok := sim.LookupUnitType(u.Type)
		s, sok := side(u.Side)
		if !ok || !sok || !m.Contains(u.At) {
			continue
		}
		cv := u.CV
		if cv < 1 || cv > typ.MaxCV {
			cv = typ.MaxCV
		}
		st.Units = append(st.Units, sim.Unit{ID: st.NextUnitID, Type: u.Type, Side: s, Hex: u.At, CV: cv})
		st.NextUnitID++
	}
	return st, probs
}
