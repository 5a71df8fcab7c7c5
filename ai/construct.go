package ai

import (
	"hexstorm/hexmap"
	"hexstorm/sim"
)

// Engineer and marine construction in the Production Phase (seed 004
// Airfields, Mulberries, Destruction Markers): each construction costs the
// builder a step (DESIGN D35), so the computer builds only where the work
// pays: rebuilding a bridge or canal and a Mulberry where troops ashore
// have no port are worth even a one-step builder; an airfield is worth a
// step only to a builder that keeps one.

// Construction reach: how near a friendly port, airfield or the enemy a
// hex must be for the work there to pay.
const (
	portReach     = 3 // a beach this far from a friendly port or Mulberry needs a Mulberry
	airfieldReach = 3 // an airfield this near another is not needed
	frontReach    = 5 // an airfield this near an enemy-held hex serves the front
)

// constructions plans the side's engineer and marine work on w, applying
// each accepted command to w: rebuild the destroyed bridges and canals it
// holds, establish a Mulberry where its troops ashore have no port near,
// and build an airfield (or upgrade one) near the front where its air
// units have none.
func (p *Player) constructions(w *sim.State) []sim.Command {
	var plan []sim.Command
	try := func(c sim.Command) bool {
		if _, err := w.Apply(c); err != nil {
			return false
		}
		plan = append(plan, c)
		return true
	}
	var engineers, marines []sim.UnitID
	for i := range w.Units {
		u := &w.Units[i]
		if u.Side != p.side || u.CarriedBy != 0 {
			continue
		}
		switch u.Type {
		case "engineers":
			engineers = append(engineers, u.ID)
		case "marines":
			marines = append(marines, u.ID)
		}
	}
	hasAir := false
	for i := range w.Units {
		if u := &w.Units[i]; u.Side == p.side && classOf(u) == sim.ClassAir {
			hasAir = true
			break
		}
	}
	for _, id := range engineers {
		u := w.Unit(id)
		if u == nil {
			continue
		}
		h := u.Hex
		if try(sim.Command{Kind: sim.CmdRebuildCanal, Side: p.side, Unit: id}) {
			continue
		}
		rebuilt := false
		for _, n := range h.Neighbors() {
			if try(sim.Command{Kind: sim.CmdRebuildBridge, Side: p.side, Unit: id, Hex: n}) {
				rebuilt = true
				break
			}
		}
		if rebuilt || !hasAir || w.Unit(id).CV < 2 || !p.nearEnemy(w, h, frontReach) {
			continue
		}
		if !p.friendlyAirfieldNear(w, h, airfieldReach, false) {
			try(sim.Command{Kind: sim.CmdBuildAirfield, Side: p.side, Unit: id})
		} else if !p.friendlyAirfieldNear(w, h, airfieldReach, true) {
			try(sim.Command{Kind: sim.CmdUpgradeAirfield, Side: p.side, Unit: id})
		}
	}
	for _, id := range marines {
		u := w.Unit(id)
		if u == nil || !w.Map.Coastal(u.Hex) || p.friendlyPortNear(w, u.Hex, portReach) {
			continue
		}
		try(sim.Command{Kind: sim.CmdBuildMulberry, Side: p.side, Unit: id})
	}
	return plan
}

// friendlyPortNear reports whether a port the side controls or a Mulberry of
// its own lies within reach of h.
func (p *Player) friendlyPortNear(w *sim.State, h hexmap.Hex, reach int) bool {
	for _, m := range w.Mulberries {
		if m.Side == p.side && hexmap.Distance(m.Hex, h) <= reach {
			return true
		}
	}
	for _, c := range hexmap.Spiral(h, reach) {
		if w.Map.Contains(c) && w.Map.Cell(c).Port && w.ControlOf(c) == p.side {
			return true
		}
	}
	return false
}

// friendlyAirfieldNear reports whether an airfield of the side (a major one
// when major is set) lies within reach of h.
func (p *Player) friendlyAirfieldNear(w *sim.State, h hexmap.Hex, reach int, major bool) bool {
	for _, a := range w.Airfields {
		if a.Side == p.side && (a.Major || !major) && hexmap.Distance(a.Hex, h) <= reach {
			return true
		}
	}
	return false
}

// nearEnemy reports whether an enemy-held land hex lies within reach of h.
func (p *Player) nearEnemy(w *sim.State, h hexmap.Hex, reach int) bool {
	for _, c := range hexmap.Spiral(h, reach) {
		if w.Map.Contains(c) && w.Map.Terrain(c).IsLand() {
			if ctl := w.ControlOf(c); ctl >= 0 && ctl != p.side {
				return true
			}
		}
	}
	return false
}
