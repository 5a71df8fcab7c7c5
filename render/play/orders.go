package play

import (
	"hexstorm/hexmap"
	"hexstorm/render/orders"
	"hexstorm/sim"
)

// ordersState is the orders being given on the map, apart from the scene
// that shows them: the selected unit, its movement range and the path to
// the hovered hex (from the rules' own costs, State.StepCost, so what is
// lit is exactly what the rules accept), air strike targeting, and an
// order waiting for a hex picked on the map (pickui.go). The scene feeds
// it the selection and the hovered hex, and draws what it holds.
type ordersState struct {
	st     *sim.State
	search *hexmap.Searcher
	// stackAt lists a hex's units as the board stacks them; stackBuf is
	// its buffer.
	stackAt  func(h hexmap.Hex, buf []sim.UnitID) []sim.UnitID
	stackBuf []sim.UnitID

	selected  sim.UnitID
	reach     []hexmap.Reach
	reachCost []int32 // per map index: cost+1 of a reachable hex, 0 if not
	// enemyAt marks, per map index, hexes with enemy units, so the range
	// shows which moves attack.
	enemyAt []bool
	// noEnd marks hexes of the range the unit may pass but not stop in
	// (stacking, an air unit's base), per map index (State.CanEndMove).
	noEnd []bool

	// path is the preview of the move to the hovered hex: its cost, and
	// whether the unit must stop there.
	path      []hexmap.Hex
	pathCost  int
	pathStops bool

	// striking is set while the selected air unit picks a target among
	// strikeTargets (combatui.go).
	striking      bool
	strikeTargets []hexmap.Hex
	// picking is an order waiting for a hex picked on the map (pickui.go).
	picking *hexPick
}

// newOrders returns the orders of a game in st, on a board whose stacks
// stackAt lists.
func newOrders(st *sim.State, stackAt func(h hexmap.Hex, buf []sim.UnitID) []sim.UnitID) ordersState {
	return ordersState{
		st:        st,
		search:    hexmap.NewSearcher(st.Map),
		stackAt:   stackAt,
		reachCost: make([]int32, st.Map.Len()),
		enemyAt:   make([]bool, st.Map.Len()),
		noEnd:     make([]bool, st.Map.Len()),
	}
}

// unit returns the selected unit, or nil.
func (o *ordersState) unit() *sim.Unit {
	if o.selected == 0 {
		return nil
	}
	return o.st.Unit(o.selected)
}

// canMove reports whether u may move now: its side's movement phase, out
// of the storm, with points left.
func (o *ordersState) canMove(u *sim.Unit) bool {
	st := o.st
	return u != nil && st.Phase == sim.PhaseMovement && u.Side == st.ActiveSide() &&
		!st.Storm.Covers(u.Hex) && st.MovePoints(u) > 0
}

// refreshRange recomputes the selected unit's movement range with the
// rules' own cost function (State.StepCost), so the highlight is exactly
// what the rules will accept.
func (o *ordersState) refreshRange() {
	for _, r := range o.reach {
		i := o.st.Map.Index(r.Hex)
		o.reachCost[i], o.enemyAt[i], o.noEnd[i] = 0, false, false
	}
	o.reach = o.reach[:0]
	u := o.unit()
	if !o.canMove(u) {
		return
	}
	st := o.st
	o.reach = o.search.Range(u.Hex, st.MovePoints(u), st.StepCost(u), o.reach)
	for _, r := range o.reach {
		if r.Hex != u.Hex {
			i := st.Map.Index(r.Hex)
			o.reachCost[i] = int32(r.Cost) + 1
			o.stackBuf = o.stackAt(r.Hex, o.stackBuf)
			o.enemyAt[i] = len(o.stackBuf) > 0 && st.Unit(o.stackBuf[0]).Side != u.Side
			o.noEnd[i] = st.CanEndMove(u, r.Hex) != nil // passable, but no place to stop
		}
	}
}

// reachable reports whether the selected unit can reach h this turn.
func (o *ordersState) reachable(h hexmap.Hex) bool {
	i := o.st.Map.Index(h)
	return i >= 0 && o.reachCost[i] > 0
}

// previewPath computes the path to the hovered hex h (none when ok is
// false) for the preview.
func (o *ordersState) previewPath(h hexmap.Hex, ok bool) {
	o.path = o.path[:0]
	u := o.unit()
	if !ok || !o.reachable(h) || u == nil {
		return
	}
	st := o.st
	path, cost, ok := o.search.Path(u.Hex, h, st.MovePoints(u), 1, st.StepCost(u))
	if !ok {
		return
	}
	o.path = append(o.path, path...)
	o.pathCost = cost
	o.pathStops = false
	for _, r := range o.reach {
		if r.Hex == h {
			o.pathStops = r.Stopped
		}
	}
}

// pathTo is the selected unit's cheapest path to h this turn, its own hex
// first.
func (o *ordersState) pathTo(h hexmap.Hex) ([]hexmap.Hex, bool) {
	u := o.unit()
	if u == nil {
		return nil, false
	}
	st := o.st
	path, _, ok := o.search.Path(u.Hex, h, st.MovePoints(u), 1, st.StepCost(u))
	return path, ok
}

// aim enters air strike targeting for the selected unit (on) or leaves it,
// and reports whether there is a target: every hex in the unit's range
// where the rules accept its strike.
func (o *ordersState) aim(on bool) bool {
	o.striking = on
	o.strikeTargets = o.strikeTargets[:0]
	u := o.unit()
	if !on || u == nil {
		return true
	}
	st := o.st
	for _, h := range hexmap.Spiral(u.Hex, st.MovePoints(u)) {
		if !st.Map.Contains(h) {
			continue
		}
		if orders.Probe(st, sim.Command{Kind: sim.CmdAirStrike, Side: u.Side, Hex: h, Units: []sim.UnitID{u.ID}}) == nil {
			o.strikeTargets = append(o.strikeTargets, h)
		}
	}
	if len(o.strikeTargets) == 0 {
		o.striking = false
		return false
	}
	return true
}
