// Package motion slides blocks along the paths the rules moved them, on
// fixed ticks (60 a second), so that a move is seen rather than jumped at
// any frame rate. The rules have already placed every block where it ends;
// motion only says, for a block still on its way, between which two hexes it
// is drawn and how far along, so the outcome never waits on the animation.
package motion

import (
	"hexstorm/hexmap"
	"hexstorm/sim"
)

// Paces in ticks a hex: a player's own moves go quickly, the computer's and
// the other hot-seat side's at a pace the eye can follow. Zero is reduced
// motion: blocks jump to where they end, as before.
const (
	Quick   = 5
	Watched = 12
	Off     = 0
)

// Tracker holds the slides under way.
type Tracker struct {
	slides []slide
}

// slide is one block's way along path, perHex ticks a hex, t ticks in
// (negative while it waits for an earlier slide of the same block).
type slide struct {
	unit   sim.UnitID
	path   []hexmap.Hex
	perHex int
	t      int
}

// Add queues the slides a command's events describe, perHex ticks a hex
// (Off: none). A block's consecutive moves make one path; a retreat is a
// slide of one hex. A block already sliding goes on to its new path after
// the one under way.
func (tr *Tracker) Add(events []sim.Event, perHex int) {
	if perHex <= 0 {
		return
	}
	for i := 0; i < len(events); i++ {
		e := events[i]
		if e.Kind != sim.EvUnitMoved && e.Kind != sim.EvUnitRetreated {
			continue
		}
		path := []hexmap.Hex{e.From, e.To}
		for e.Kind == sim.EvUnitMoved && i+1 < len(events) && events[i+1].Kind == sim.EvUnitMoved &&
			events[i+1].Unit == e.Unit && events[i+1].From == path[len(path)-1] {
			i++
			path = append(path, events[i].To)
		}
		if e.Unit == 0 || path[0] == path[len(path)-1] {
			continue
		}
		tr.add(slide{unit: e.Unit, path: path, perHex: perHex})
	}
}

// add queues s after the block's slides already under way.
func (tr *Tracker) add(s slide) {
	for _, o := range tr.slides {
		if o.unit == s.unit {
			s.t = min(s.t, o.t-o.length())
		}
	}
	tr.slides = append(tr.slides, s)
}

// length returns the slide's ticks from start to end.
func (s slide) length() int { return (len(s.path) - 1) * s.perHex }

// Tick advances every slide by one tick and drops those that have arrived.
func (tr *Tracker) Tick() {
	kept := tr.slides[:0]
	for _, s := range tr.slides {
		s.t++
		if s.t < s.length() {
			kept = append(kept, s)
		}
	}
	tr.slides = kept
}

// Busy reports whether a block is still on its way.
func (tr *Tracker) Busy() bool { return len(tr.slides) > 0 }

// Finish brings every block to where it ends at once (a skip, or a new
// order given before the last slide arrived).
func (tr *Tracker) Finish() { tr.slides = tr.slides[:0] }

// Where says where block id is drawn while it slides: between hexes from
// and to, num/den of the way. ok is false when the block is not sliding (it
// stands where the rules put it) — also while it waits for an earlier slide
// of its own, when it stands at that slide's start.
func (tr *Tracker) Where(id sim.UnitID) (from, to hexmap.Hex, num, den int, ok bool) {
	for _, s := range tr.slides {
		if s.unit != id {
			continue
		}
		if s.t < 0 {
			return s.path[0], s.path[0], 0, 1, true
		}
		step := s.t / s.perHex
		return s.path[step], s.path[step+1], s.t % s.perHex, s.perHex, true
	}
	return hexmap.Hex{}, hexmap.Hex{}, 0, 1, false
}
