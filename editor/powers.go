package editor

import (
	"fmt"
	"slices"

	"hexstorm/hexmap"
	"hexstorm/scenarios"
)

// The major powers of the strategic layer (DESIGN D27, seeds 000 and 002):
// each edit is one undoable step, and the loader's checks report what is
// out of range.

// Powers returns a copy of the major powers, none without a strategic section.
func (d *Doc) Powers() []scenarios.PowerDef {
	if d.f.Strategic == nil {
		return nil
	}
	return clonePowers(d.f.Strategic.Powers)
}

// Start returns the strategic calendar's first season, "" for none.
func (d *Doc) Start() string {
	if d.f.Strategic == nil {
		return ""
	}
	return d.f.Strategic.Start
}

// SetStart sets the season of turn 1 ("Spring 1936"; "" for undated turns).
func (d *Doc) SetStart(s string) bool {
	return d.edit(func(f *scenarios.File) bool {
		st := strategic(f)
		if st.Start == s {
			return false
		}
		st.Start = s
		return true
	})
}

// AddPower adds a major power of the first side, with a name not yet used,
// a small income and Reserve; it adds the strategic section if there is none.
func (d *Doc) AddPower() bool {
	if len(d.f.Sides) == 0 || (d.f.Strategic != nil && len(d.f.Strategic.Powers) >= scenarios.MaxPowers) {
		return false
	}
	return d.edit(func(f *scenarios.File) bool {
		st := strategic(f)
		for n := len(st.Powers) + 1; ; n++ {
			name := fmt.Sprintf("Power %d", n)
			if !slices.ContainsFunc(st.Powers, func(p scenarios.PowerDef) bool { return p.Name == name }) {
				st.Powers = append(st.Powers, newPower(name, f.Sides[0].Name))
				return true
			}
		}
	})
}

// SetPower replaces power i; a new name is carried to everything that names
// the power (units, events, minors' rebels, cards).
func (d *Doc) SetPower(i int, p scenarios.PowerDef) bool {
	if d.f.Strategic == nil || i < 0 || i >= len(d.f.Strategic.Powers) {
		return false
	}
	return d.edit(func(f *scenarios.File) bool {
		ps := f.Strategic.Powers
		old := ps[i]
		if powersEqual(old, p) {
			return false
		}
		ps[i] = clonePowers([]scenarios.PowerDef{p})[0]
		if old.Name != p.Name {
			forPowers(f, func(s *string) {
				if *s == old.Name {
					*s = p.Name
				}
			})
		}
		return true
	})
}

// RemovePower removes power i and the units' references to it. Removing
// the last power of a section with no minors, events or cards removes the
// section (its facts too, which concern powers) and turns the strategic
// layer off, since a section without powers cannot load; undo brings all
// of it back.
func (d *Doc) RemovePower(i int) bool {
	if d.f.Strategic == nil || i < 0 || i >= len(d.f.Strategic.Powers) {
		return false
	}
	return d.edit(func(f *scenarios.File) bool {
		st := f.Strategic
		name := st.Powers[i].Name
		st.Powers = slices.Delete(st.Powers, i, i+1)
		for k := range f.Units {
			if f.Units[k].Power == name {
				f.Units[k].Power = ""
			}
		}
		if len(st.Powers) == 0 && len(st.Minors) == 0 && len(st.Events) == 0 && len(st.Deck) == 0 {
			f.Strategic, f.Options.Strategic = nil, false
		}
		return true
	})
}

// SetStrategic turns the strategic layer (DESIGN D27) on or off as one
// undoable step. Turning it on in a scenario without major powers gives
// each side one, named after the side, with the cities the side controls
// as its home cities, so the layer loads at once; turning it off keeps the
// powers, so that turning it on again brings them back.
func (d *Doc) SetStrategic(on bool) bool {
	var homes [][]hexmap.Hex
	if on && len(d.Powers()) == 0 {
		homes = d.sideCities()
	}
	return d.edit(func(f *scenarios.File) bool {
		if f.Options.Strategic == on {
			return false
		}
		f.Options.Strategic = on
		if !on || (f.Strategic != nil && len(f.Strategic.Powers) > 0) {
			return true
		}
		st := strategic(f)
		for i, side := range f.Sides {
			p := newPower(side.Name, side.Name)
			if i < len(homes) {
				p.Cities = homes[i]
			}
			st.Powers = append(st.Powers, p)
		}
		return true
	})
}

// sideCities lists the city hexes each side controls, by side, in map
// order; nothing when the scenario cannot be previewed.
func (d *Doc) sideCities() [][]hexmap.Hex {
	st := d.Preview()
	if st == nil {
		return nil
	}
	out := make([][]hexmap.Hex, len(d.f.Sides))
	for _, h := range st.Map.Hexes() {
		if c := st.ControlOf(h); st.Map.Terrain(h) == hexmap.City && c >= 0 && c < len(out) {
			out[c] = append(out[c], h)
		}
	}
	return out
}

// newPower is a power of side with a small income and Reserve, the
// editor's starting point for a new major power.
func newPower(name, side string) scenarios.PowerDef {
	return scenarios.PowerDef{Name: name, Side: side, Income: 4, Tiles: 2, Activity: 3,
		Reserve: []scenarios.StockDef{{Type: "infantry", Count: 4}, {Type: "armor", Count: 1}, {Type: "fighter", Count: 1}}}
}

// HomeCities returns the cities power i could take as its home cities: the
// city hexes its side controls that no other power has, in map order.
func (d *Doc) HomeCities(i int) []hexmap.Hex {
	ps := d.Powers()
	if i < 0 || i >= len(ps) {
		return nil
	}
	side := slices.IndexFunc(d.f.Sides, func(s scenarios.SideDef) bool { return s.Name == ps[i].Side })
	st := d.Preview()
	if side < 0 || st == nil {
		return nil
	}
	var out []hexmap.Hex
	for _, h := range st.Map.Hexes() {
		if st.Map.Terrain(h) != hexmap.City || st.ControlOf(h) != side {
			continue
		}
		taken := false
		for k, p := range ps {
			if k != i && slices.Contains(p.Cities, h) {
				taken = true
			}
		}
		if !taken {
			out = append(out, h)
		}
	}
	return out
}

// strategic returns f's strategic section, adding an empty one.
func strategic(f *scenarios.File) *scenarios.StrategicDef {
	if f.Strategic == nil {
		f.Strategic = &scenarios.StrategicDef{}
	}
	return f.Strategic
}

// powersEqual reports whether two powers are the same in every field.
func powersEqual(a, b scenarios.PowerDef) bool {
	return a.Name == b.Name && a.Side == b.Side && a.Bloc == b.Bloc && a.Income == b.Income && a.Tiles == b.Tiles &&
		a.Activity == b.Activity && slices.Equal(a.Cities, b.Cities) && slices.Equal(a.FactorySteps, b.FactorySteps) &&
		slices.Equal(a.Reserve, b.Reserve)
}

// clonePowers deep-copies powers.
func clonePowers(ps []scenarios.PowerDef) []scenarios.PowerDef {
	out := slices.Clone(ps)
	for i := range out {
		out[i].Cities = slices.Clone(ps[i].Cities)
		out[i].FactorySteps = slices.Clone(ps[i].FactorySteps)
		out[i].Reserve = slices.Clone(ps[i].Reserve)
	}
	return out
}

// cloneStrategic deep-copies a strategic section, nil staying nil.
func cloneStrategic(s *scenarios.StrategicDef) *scenarios.StrategicDef {
	if s == nil {
		return nil
	}
	c := *s
	c.Powers = clonePowers(s.Powers)
	c.Minors = slices.Clone(s.Minors)
	for i := range c.Minors {
		c.Minors[i].Rebels = slices.Clone(s.Minors[i].Rebels)
	}
	c.Events = slices.Clone(s.Events)
	for i := range c.Events {
		c.Events[i].Rebels = slices.Clone(s.Events[i].Rebels)
	}
	c.Deck = slices.Clone(s.Deck)
	return &c
}

// forPowers calls fn on every power name the file holds outside the powers
// themselves: units, scenario events and their targets, minors' rebels, and
// the cards of the deck and their targets.
func forPowers(f *scenarios.File, fn func(*string)) {
	for i := range f.Units {
		fn(&f.Units[i].Power)
	}
	st := f.Strategic
	if st == nil {
		return
	}
	for i := range st.Events {
		e := &st.Events[i]
		fn(&e.Power)
		fn(&e.Target)
		for k := range e.Rebels {
			fn(&e.Rebels[k])
		}
	}
	for i := range st.Minors {
		for k := range st.Minors[i].Rebels {
			fn(&st.Minors[i].Rebels[k])
		}
	}
	for i := range st.Deck {
		fn(&st.Deck[i].Power)
		fn(&st.Deck[i].Target)
	}
}

// Facts returns the campaign facts at the start (seed 003: Russian
// cohesion, garrisons, the Pact's concessions, a purge); zero without a
// strategic section.
func (d *Doc) Facts() scenarios.FactsDef {
	if d.f.Strategic == nil {
		return scenarios.FactsDef{}
	}
	return d.f.Strategic.Facts
}

// SetFacts sets the campaign facts at the start as one undoable step; it
// needs a strategic section (the layer's switch or a power adds one).
func (d *Doc) SetFacts(facts scenarios.FactsDef) bool {
	if d.f.Strategic == nil {
		return false
	}
	return d.edit(func(f *scenarios.File) bool {
		if f.Strategic.Facts == facts {
			return false
		}
		f.Strategic.Facts = facts
		return true
	})
}
