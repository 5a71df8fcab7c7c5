package editor

import (
	"fmt"
	"slices"
	"strings"

	"hexstorm/scenarios"
	"hexstorm/sim"
)

// Settings are the scenario-wide fields of the settings panel.
type Settings struct {
	Name, Description string
	Turns             int
	Decisive          int
	Options           sim.Options
}

// Settings returns the scenario-wide fields as they stand.
func (d *Doc) Settings() Settings {
	return Settings{Name: d.f.Name, Description: d.f.Description, Turns: d.f.Victory.Turns,
		Decisive: d.f.Victory.Decisive, Options: d.f.Options}
}

// SetSettings writes the scenario-wide fields as one undoable step. Values
// out of range are kept as given: the loader's checks report them.
func (d *Doc) SetSettings(s Settings) bool {
	return d.edit(func(f *scenarios.File) bool {
		if d.Settings() == s {
			return false
		}
		f.Name, f.Description = s.Name, s.Description
		f.Victory.Turns, f.Victory.Decisive = s.Turns, s.Decisive
		f.Options = s.Options
		return true
	})
}

// Sides returns the side names in order.
func (d *Doc) Sides() []string {
	out := make([]string, len(d.f.Sides))
	for i, s := range d.f.Sides {
		out[i] = s.Name
	}
	return out
}

// AddSide adds a side with a name not yet used.
func (d *Doc) AddSide() bool {
	if len(d.f.Sides) >= scenarios.MaxSides {
		return false
	}
	return d.edit(func(f *scenarios.File) bool {
		for n := len(f.Sides) + 1; ; n++ {
			name := fmt.Sprintf("Side %d", n)
			if !slices.ContainsFunc(f.Sides, func(s scenarios.SideDef) bool { return s.Name == name }) {
				f.Sides = append(f.Sides, scenarios.SideDef{Name: name})
				return true
			}
		}
	})
}

// RenameSide renames side i and every piece, pool and unit that names it.
func (d *Doc) RenameSide(i int, name string) bool {
	if i < 0 || i >= len(d.f.Sides) {
		return false
	}
	return d.edit(func(f *scenarios.File) bool {
		old := f.Sides[i].Name
		if old == name {
			return false
		}
		f.Sides[i].Name = name
		forSides(f, func(s *string) {
			if *s == old {
				*s = name
			}
		})
		return true
	})
}

// RemoveSide removes side i with its units, pieces, pools and control.
func (d *Doc) RemoveSide(i int) bool {
	if i < 0 || i >= len(d.f.Sides) || len(d.f.Sides) <= 2 {
		return false
	}
	return d.edit(func(f *scenarios.File) bool {
		name := f.Sides[i].Name
		f.Sides = slices.Delete(f.Sides, i, i+1)
		f.Factories = slices.DeleteFunc(f.Factories, func(x scenarios.FactoryDef) bool { return x.Side == name })
		f.Airfields = slices.DeleteFunc(f.Airfields, func(x scenarios.AirfieldDef) bool { return x.Side == name })
		f.Mulberries = slices.DeleteFunc(f.Mulberries, func(x scenarios.MulberryDef) bool { return x.Side == name })
		f.Pools = slices.DeleteFunc(f.Pools, func(x scenarios.PoolDef) bool { return x.Side == name })
		f.Units = scenarios.DeleteUnits(f.Units, func(x scenarios.UnitDef) bool { return x.Side == name })
		if f.Strategic != nil {
			f.Strategic.Powers = slices.DeleteFunc(f.Strategic.Powers, func(p scenarios.PowerDef) bool { return p.Side == name })
		}
		for r, row := range f.Control {
			f.Control[r] = strings.Map(func(c rune) rune {
				switch {
				case c == rune('0'+i):
					return '-'
				case c > rune('0'+i) && c <= '9':
					return c - 1
				}
				return c
			}, row)
		}
		return true
	})
}

// forSides calls fn on every side name a piece, pool, unit or major power
// holds.
func forSides(f *scenarios.File, fn func(*string)) {
	for i := range f.Factories {
		fn(&f.Factories[i].Side)
	}
	for i := range f.Airfields {
		fn(&f.Airfields[i].Side)
	}
	for i := range f.Mulberries {
		fn(&f.Mulberries[i].Side)
	}
	for i := range f.Pools {
		fn(&f.Pools[i].Side)
	}
	for i := range f.Units {
		fn(&f.Units[i].Side)
	}
	if f.Strategic != nil {
		for i := range f.Strategic.Powers {
			fn(&f.Strategic.Powers[i].Side)
		}
	}
}

// Pool returns the production points side starts with in a pool kind.
func (d *Doc) Pool(side, kind string) int {
	for _, p := range d.f.Pools {
		if p.Side == side && p.Kind == kind {
			return p.PP
		}
	}
	return 0
}

// SetPool sets the production points side starts with in a pool kind
// ("army", "air", "naval" or "generic"); 0 removes the pool.
func (d *Doc) SetPool(side, kind string, pp int) bool {
	return d.edit(func(f *scenarios.File) bool {
		i := slices.IndexFunc(f.Pools, func(p scenarios.PoolDef) bool { return p.Side == side && p.Kind == kind })
		switch {
		case pp <= 0 && i < 0:
			return false
		case pp <= 0:
			f.Pools = slices.Delete(f.Pools, i, i+1)
		case i >= 0 && f.Pools[i].PP == pp:
			return false
		case i >= 0:
			f.Pools[i].PP = pp
		default:
			f.Pools = append(f.Pools, scenarios.PoolDef{Side: side, Kind: kind, PP: pp})
		}
		return true
	})
}
