package editor

import (
	"slices"

	"hexstorm/hexmap"
	"hexstorm/scenarios"
)

// toggle adds v to list when absent and removes every copy when present.
func toggle[T comparable](list *[]T, v T) {
	if i := slices.Index(*list, v); i >= 0 {
		*list = slices.DeleteFunc(*list, func(x T) bool { return x == v })
		return
	}
	*list = append(*list, v)
}

// canonSides returns the list with every hexside in canonical form, so
// that a side written from either hex is found.
func canonSides(list []hexmap.Hexside) []hexmap.Hexside {
	for i, s := range list {
		if s.Dir.Valid() {
			list[i] = hexmap.SideOf(s.Hex, s.Dir)
		}
	}
	return list
}

// HasRiver reports whether the hexside s carries a river.
func (d *Doc) HasRiver(s hexmap.Hexside) bool {
	return slices.Contains(canonSides(slices.Clone(d.f.Rivers)), hexmap.SideOf(s.Hex, s.Dir))
}

// ToggleRiver adds or removes a river on hexside s; removing a river
// removes its bridge and the bridge's destruction marker too.
func (d *Doc) ToggleRiver(s hexmap.Hexside) bool {
	s = hexmap.SideOf(s.Hex, s.Dir)
	return d.edit(func(f *scenarios.File) bool {
		f.Rivers = canonSides(f.Rivers)
		toggle(&f.Rivers, s)
		if !slices.Contains(f.Rivers, s) {
			f.Bridges = slices.DeleteFunc(canonSides(f.Bridges), func(x hexmap.Hexside) bool { return x == s })
			f.Destroyed.Bridges = slices.DeleteFunc(canonSides(f.Destroyed.Bridges), func(x hexmap.Hexside) bool { return x == s })
		}
		return true
	})
}

// ToggleBridge adds or removes a bridge on hexside s; the loader refuses a
// bridge off a river, and live validation says so.
func (d *Doc) ToggleBridge(s hexmap.Hexside) bool {
	s = hexmap.SideOf(s.Hex, s.Dir)
	return d.edit(func(f *scenarios.File) bool {
		f.Bridges = canonSides(f.Bridges)
		toggle(&f.Bridges, s)
		if !slices.Contains(f.Bridges, s) {
			f.Destroyed.Bridges = slices.DeleteFunc(canonSides(f.Destroyed.Bridges), func(x hexmap.Hexside) bool { return x == s })
		}
		return true
	})
}

// ToggleDestroyedBridge puts or lifts a destruction marker on the bridge at
// s (seed 004).
func (d *Doc) ToggleDestroyedBridge(s hexmap.Hexside) bool {
	s = hexmap.SideOf(s.Hex, s.Dir)
	return d.edit(func(f *scenarios.File) bool {
		f.Destroyed.Bridges = canonSides(f.Destroyed.Bridges)
		toggle(&f.Destroyed.Bridges, s)
		return true
	})
}

// HasRoad reports whether a road joins the adjacent hexes a and b.
func (d *Doc) HasRoad(a, b hexmap.Hex) bool {
	_, _, ok := findRoad(d.f.Roads, a, b)
	return ok
}

// findRoad finds a road step between a and b in either direction.
func findRoad(roads [][]hexmap.Hex, a, b hexmap.Hex) (road, step int, ok bool) {
	for i, r := range roads {
		for j := 1; j < len(r); j++ {
			if (r[j-1] == a && r[j] == b) || (r[j-1] == b && r[j] == a) {
				return i, j, true
			}
		}
	}
	return 0, 0, false
}

// ToggleRoad adds a road step between the adjacent hexes a and b, or
// removes it, cutting its road in two.
func (d *Doc) ToggleRoad(a, b hexmap.Hex) bool {
	if _, adj := a.DirectionTo(b); !adj {
		return false
	}
	return d.edit(func(f *scenarios.File) bool {
		if i, j, ok := findRoad(f.Roads, a, b); ok {
			r := f.Roads[i]
			head, tail := slices.Clone(r[:j]), slices.Clone(r[j:])
			f.Roads = slices.Delete(f.Roads, i, i+1)
			for _, part := range [][]hexmap.Hex{head, tail} {
				if len(part) >= 2 {
					f.Roads = append(f.Roads, part)
				}
			}
			return true
		}
		// Extend a road that ends at a, so a drawn line stays one road.
		for i, r := range f.Roads {
			if r[len(r)-1] == a {
				f.Roads[i] = append(r, b)
				return true
			}
		}
		f.Roads = append(f.Roads, []hexmap.Hex{a, b})
		return true
	})
}

// ToggleCanal adds or removes a canal in h; removing it removes its
// destruction marker.
func (d *Doc) ToggleCanal(h hexmap.Hex) bool {
	if !d.Contains(h) {
		return false
	}
	return d.edit(func(f *scenarios.File) bool {
		toggle(&f.Canals, h)
		if !slices.Contains(f.Canals, h) {
			f.Destroyed.Canals = slices.DeleteFunc(f.Destroyed.Canals, func(x hexmap.Hex) bool { return x == h })
		}
		return true
	})
}

// ToggleDestroyedCanal puts or lifts a destruction marker on the canal in h.
func (d *Doc) ToggleDestroyedCanal(h hexmap.Hex) bool {
	if !d.Contains(h) {
		return false
	}
	return d.edit(func(f *scenarios.File) bool {
		toggle(&f.Destroyed.Canals, h)
		return true
	})
}

// Place returns the place entry of h, and false when it has none.
func (d *Doc) Place(h hexmap.Hex) (scenarios.Place, bool) {
	i := slices.IndexFunc(d.f.Places, func(p scenarios.Place) bool { return p.At == h })
	if i < 0 {
		return scenarios.Place{At: h}, false
	}
	return d.f.Places[i], true
}

// SetPlace writes the place entry of h (name, size and port); an entry
// with nothing in it is removed.
func (d *Doc) SetPlace(p scenarios.Place) bool {
	if !d.Contains(p.At) {
		return false
	}
	return d.edit(func(f *scenarios.File) bool {
		i := slices.IndexFunc(f.Places, func(x scenarios.Place) bool { return x.At == p.At })
		empty := p.Name == "" && p.Size == 0 && !p.Port
		switch {
		case i >= 0 && f.Places[i] == p:
			return false
		case i >= 0 && empty:
			f.Places = slices.Delete(f.Places, i, i+1)
		case i >= 0:
			f.Places[i] = p
		case empty:
			return false
		default:
			f.Places = append(f.Places, p)
		}
		return true
	})
}

// Factories returns the factories in h.
func (d *Doc) Factories(h hexmap.Hex) []scenarios.FactoryDef {
	var out []scenarios.FactoryDef
	for _, fd := range d.f.Factories {
		if fd.At == h {
			out = append(out, fd)
		}
	}
	return out
}

// SetFactory places a factory of the given type, PP and side in h,
// replacing one of that type already there; pp below 0 removes it. The
// seed 004 limits (cities only, PP within the city's size, naval on the
// coast) are the loader's checks and show as problems.
//
// Placing a factory gives its city to the factory's side too, in the same
// undo step, since a city's factories belong to the side that holds it.
func (d *Doc) SetFactory(h hexmap.Hex, typ string, pp int, side string) bool {
	if !d.Contains(h) {
		return false
	}
	return d.edit(func(f *scenarios.File) bool {
		i := slices.IndexFunc(f.Factories, func(x scenarios.FactoryDef) bool { return x.At == h && x.Type == typ })
		nf := scenarios.FactoryDef{At: h, Type: typ, PP: pp, Side: side}
		switch {
		case pp < 0 && i < 0:
			return false
		case pp < 0:
			f.Factories = slices.Delete(f.Factories, i, i+1)
		case i >= 0 && f.Factories[i] == nf:
			return false
		case i >= 0:
			f.Factories[i] = nf
		default:
			f.Factories = append(f.Factories, nf)
		}
		// The factory's side holds its city (it is the side's supply
		// source, D22): placed in one step, undone in one.
		if s := slices.IndexFunc(f.Sides, func(sd scenarios.SideDef) bool { return sd.Name == side }); pp >= 0 && s >= 0 && s < 10 {
			setControl(f, h, byte('0'+s))
		}
		return true
	})
}

// Airfield returns the airfield in h, and false when there is none.
func (d *Doc) Airfield(h hexmap.Hex) (scenarios.AirfieldDef, bool) {
	i := slices.IndexFunc(d.f.Airfields, func(a scenarios.AirfieldDef) bool { return a.At == h })
	if i < 0 {
		return scenarios.AirfieldDef{}, false
	}
	return d.f.Airfields[i], true
}

// CycleAirfield steps the airfield in h through none, minor and major
// (seed 004), owned by side.
func (d *Doc) CycleAirfield(h hexmap.Hex, side string) bool {
	if !d.Contains(h) {
		return false
	}
	return d.edit(func(f *scenarios.File) bool {
		i := slices.IndexFunc(f.Airfields, func(a scenarios.AirfieldDef) bool { return a.At == h })
		switch {
		case i < 0:
			f.Airfields = append(f.Airfields, scenarios.AirfieldDef{At: h, Side: side})
		case !f.Airfields[i].Major:
			f.Airfields[i].Major, f.Airfields[i].Side = true, side
		default:
			f.Airfields = slices.Delete(f.Airfields, i, i+1)
		}
		return true
	})
}

// ToggleMulberry places or removes a Mulberry harbour of side in h.
func (d *Doc) ToggleMulberry(h hexmap.Hex, side string) bool {
	if !d.Contains(h) {
		return false
	}
	return d.edit(func(f *scenarios.File) bool {
		i := slices.IndexFunc(f.Mulberries, func(m scenarios.MulberryDef) bool { return m.At == h })
		if i >= 0 {
			f.Mulberries = slices.Delete(f.Mulberries, i, i+1)
		} else {
			f.Mulberries = append(f.Mulberries, scenarios.MulberryDef{At: h, Side: side})
		}
		return true
	})
}

// Storm returns the Storm's start hex, and false when it starts at the map
// centre (seed 004 Storms).
func (d *Doc) Storm() (hexmap.Hex, bool) {
	if d.f.Storm == nil {
		return hexmap.Hex{}, false
	}
	return *d.f.Storm, true
}

// SetStorm makes h the Storm's start hex; setting the hex it already has
// clears it, so the Storm starts at the map centre again.
func (d *Doc) SetStorm(h hexmap.Hex) bool {
	if !d.Contains(h) {
		return false
	}
	return d.edit(func(f *scenarios.File) bool {
		if f.Storm != nil && *f.Storm == h {
			f.Storm = nil
		} else {
			f.Storm = &h
		}
		return true
	})
}

// Units returns the units placed in h, in file order.
func (d *Doc) Units(h hexmap.Hex) []scenarios.UnitDef {
	var out []scenarios.UnitDef
	for _, u := range d.f.Units {
		if u.At == h {
			out = append(out, u)
		}
	}
	return out
}

// AddUnit places a unit; cv 0 means full strength.
func (d *Doc) AddUnit(u scenarios.UnitDef) bool {
	if !d.Contains(u.At) {
		return false
	}
	return d.edit(func(f *scenarios.File) bool {
		f.Units = append(f.Units, u)
		return true
	})
}

// RemoveUnit removes the last unit placed in h.
func (d *Doc) RemoveUnit(h hexmap.Hex) bool {
	return d.edit(func(f *scenarios.File) bool {
		for i := len(f.Units) - 1; i >= 0; i-- {
			if f.Units[i].At == h {
				f.Units = scenarios.DeleteUnitAt(f.Units, i)
				return true
			}
		}
		return false
	})
}

// Objective returns the points the objective in h is worth, 0 for none.
func (d *Doc) Objective(h hexmap.Hex) int {
	for _, o := range d.f.Victory.Objectives {
		if o.At == h {
			return o.Points
		}
	}
	return 0
}

// SetObjective makes h a victory hex worth points (DESIGN D29); 0 removes it.
func (d *Doc) SetObjective(h hexmap.Hex, points int) bool {
	if !d.Contains(h) {
		return false
	}
	return d.edit(func(f *scenarios.File) bool {
		obj := &f.Victory.Objectives
		i := slices.IndexFunc(*obj, func(o scenarios.ObjectiveDef) bool { return o.At == h })
		switch {
		case points <= 0 && i < 0:
			return false
		case points <= 0:
			*obj = slices.Delete(*obj, i, i+1)
		case i >= 0 && (*obj)[i].Points == points:
			return false
		case i >= 0:
			(*obj)[i].Points = points
		default:
			*obj = append(*obj, scenarios.ObjectiveDef{At: h, Points: points})
		}
		return true
	})
}

// Resource returns the resource bonus in h: its PP (0 for none) and kind.
func (d *Doc) Resource(h hexmap.Hex) (int, string) {
	for _, r := range d.f.Resources {
		if r.At == h {
			return r.PP, r.Kind
		}
	}
	return 0, ""
}

// SetResource gives the city in h a resource bonus of pp PP, converted
// first into factories of kind (seed 004 Factories NOTE, DESIGN D25); pp
// 0 removes it.
func (d *Doc) SetResource(h hexmap.Hex, pp int, kind string) bool {
	if !d.Contains(h) {
		return false
	}
	return d.edit(func(f *scenarios.File) bool {
		i := slices.IndexFunc(f.Resources, func(r scenarios.ResourceDef) bool { return r.At == h })
		nr := scenarios.ResourceDef{At: h, PP: pp, Kind: kind}
		switch {
		case pp <= 0 && i < 0:
			return false
		case pp <= 0:
			f.Resources = slices.Delete(f.Resources, i, i+1)
		case i >= 0 && f.Resources[i] == nr:
			return false
		case i >= 0:
			f.Resources[i] = nr
		default:
			f.Resources = append(f.Resources, nr)
		}
		return true
	})
}

// RemoveAirfield removes the airfield in h.
func (d *Doc) RemoveAirfield(h hexmap.Hex) bool {
	return d.edit(func(f *scenarios.File) bool {
		n := len(f.Airfields)
		f.Airfields = slices.DeleteFunc(f.Airfields, func(a scenarios.AirfieldDef) bool { return a.At == h })
		return len(f.Airfields) != n
	})
}
