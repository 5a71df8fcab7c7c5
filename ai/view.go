package ai

import (
	"hexstorm/hexmap"
	"hexstorm/sim"
)

// catalog indexes the unit catalog by type id once, so the AI's inner loops
// do not copy a type on every look-up (lookups only; never iterated).
var catalog = func() map[string]*sim.UnitType {
	out := map[string]*sim.UnitType{}
	for _, t := range sim.UnitTypes() {
		out[t.ID] = &t
	}
	return out
}()

// unknownType stands for a type id the catalog lacks: it can do nothing.
var unknownType = &sim.UnitType{}

// typeOf returns the catalog entry for a type id; callers must not change it.
func typeOf(id string) *sim.UnitType {
	if t, ok := catalog[id]; ok {
		return t
	}
	return unknownType
}

// classAverage holds, per unit class, the average ratings and cost of the
// buildable types: what the AI assumes of an enemy block it cannot see
// (DESIGN D9: hidden blocks show only their owner and class).
var classAverage = func() [3]Fighter {
	var sums [3]Fighter
	var n [3]int
	for _, t := range sim.UnitTypes() {
		if t.CannotBuild || t.Move == 0 {
			continue
		}
		c := t.Class
		n[c]++
		sums[c].Cost += t.Cost
		for k := range 3 {
			sums[c].Attack[k] += int(t.Attack[k])
			sums[c].Defense[k] += int(t.Defense[k])
		}
	}
	var out [3]Fighter
	for c := range 3 {
		d := max(1, n[c])
		// A hidden block's steps are hidden too (D9): assume a block of
		// 3 steps, a ship of one.
		cv := 3
		if sim.TargetClass(c) == sim.ClassNaval {
			cv = 1
		}
		out[c] = Fighter{Class: sim.TargetClass(c), CV: cv, Cost: (sums[c].Cost + d/2) / d}
		for k := range 3 {
			// Rounded to the nearest: ratings are small numbers.
			out[c].Attack[k] = (sums[c].Attack[k] + d/2) / d
			out[c].Defense[k] = (sums[c].Defense[k] + d/2) / d
		}
	}
	return out
}()

// known returns u as the estimator sees it: its true type to its own side,
// to everyone with open blocks, and to a side fighting it in a running
// battle in its hex; else the average of its class.
func known(s *sim.State, viewer int, u *sim.Unit) Fighter {
	t := typeOf(u.Type)
	if s.KnownTo(viewer, u) {
		f := Fighter{Class: t.Class, CV: u.CV, Cost: t.Cost, OneDie: t.CapitalShip()}
		for k := range 3 {
			f.Attack[k], f.Defense[k] = int(t.Attack[k]), int(t.Defense[k])
		}
		if u.OutOfSupply && u.Side == viewer {
			for k := range 3 {
				f.Attack[k], f.Defense[k] = max(0, f.Attack[k]-1), max(0, f.Defense[k]-1)
			}
		}
		return f
	}
	return classAverage[t.Class]
}

// classOf returns u's broad class, which every side may see.
func classOf(u *sim.Unit) sim.TargetClass {
	t := typeOf(u.Type)
	return t.Class
}

// defendersAt lists the fighters of every side but viewer's in h as viewer
// sees them, leaving out ground cargo aboard ships (it does not fight).
func defendersAt(s *sim.State, viewer int, h hexmap.Hex) []Fighter {
	var out []Fighter
	for i := range s.Units {
		u := &s.Units[i]
		if u.Hex != h || u.Side == viewer || (u.CarriedBy != 0 && classOf(u) == sim.ClassGround) {
			continue
		}
		out = append(out, known(s, viewer, u))
	}
	return out
}

// sideAt lists side's own fighters in h.
func sideAt(s *sim.State, side int, h hexmap.Hex) []Fighter {
	var out []Fighter
	for i := range s.Units {
		u := &s.Units[i]
		if u.Hex == h && u.Side == side && (u.CarriedBy == 0 || classOf(u) != sim.ClassGround) {
			out = append(out, known(s, side, u))
		}
	}
	return out
}

// power sums a force's ratings against ground (attack or defence), the rough
// size of a stack for threat and garrison sums.
func power(fs []Fighter, attack bool) int {
	t := 0
	for _, f := range fs {
		if attack {
			t += f.Attack[sim.ClassGround]
		} else {
			t += f.Defense[sim.ClassGround]
		}
	}
	return t
}

// enemyIn reports whether h holds a unit of another side than side.
func enemyIn(s *sim.State, side int, h hexmap.Hex) bool {
	for i := range s.Units {
		if s.Units[i].Hex == h && s.Units[i].Side != side {
			return true
		}
	}
	return false
}
