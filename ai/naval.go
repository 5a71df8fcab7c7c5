package ai

import (
	"hexstorm/hexmap"
	"hexstorm/sim"
)

// isTransport reports whether u carries ground units (seed 001 Transport).
func isTransport(u *sim.Unit) bool {
	t := typeOf(u.Type)
	if t.Class != sim.ClassNaval {
		return false
	}
	for _, sl := range t.Carries {
		for _, ty := range sl.Types {
			if ty == "infantry" {
				return true
			}
		}
	}
	return false
}

// stranded reports whether ground unit u has no land route to any goal.
func (m *mover) stranded(u *sim.Unit) bool {
	return classOf(u) == sim.ClassGround && u.CarriedBy == 0 && m.goal[m.idx(u.Hex)] >= unreachable
}

// landing scores land hex h as a place to put troops ashore, lower being
// better; ok is false where troops should not land.
func (m *mover) landing(h hexmap.Hex) (int, bool) {
	w := m.w
	if !w.Map.Contains(h) || !w.Map.Terrain(h).IsLand() || enemyIn(w, m.side, h) || w.Storm.Covers(h) {
		return 0, false
	}
	d := m.goal[m.idx(h)]
	if d >= unreachable {
		return 0, false
	}
	if w.ControlOf(h) != m.side {
		d += 3 // an opposed beach is a worse place than a held one
	}
	return d, true
}

// ferry loads stranded troops onto transports in their port, sails loaded
// transports towards the best beaches and lands the troops, and sends empty
// transports back to ports where troops wait.
func (m *mover) ferry() {
	w := m.w
	var ships []sim.UnitID
	for i := range w.Units {
		if u := &w.Units[i]; u.Side == m.side && isTransport(u) && !m.done[u.ID] {
			ships = append(ships, u.ID)
		}
	}
	if len(ships) == 0 {
		return
	}
	toBeach := m.beachField()
	if toBeach == nil {
		return
	}
	var waiting []hexmap.Hex
	for i := range w.Units {
		u := &w.Units[i]
		if u.Side == m.side && m.stranded(u) && w.Map.Cell(u.Hex).Port {
			waiting = append(waiting, u.Hex)
		}
	}
	var exposed []bool
	if m.p.st.safeCrossing {
		exposed = m.enemyShipReach()
	}
	for _, id := range ships {
		u := w.Unit(id)
		if u == nil {
			continue
		}
		if exposed == nil || len(w.Cargo(id)) > 0 || m.crossingOpen(id, toBeach, exposed) {
			m.loadAt(id)
		}
		if len(w.Cargo(id)) > 0 {
			if !m.unloadFrom(id) {
				field := toBeach
				if h, ok := m.bestBeach(u.Hex); ok {
					field = seaField(w, []hexmap.Hex{h})
				}
				m.sailSafely(id, field, exposed)
				m.unloadFrom(id)
			}
		} else if len(waiting) > 0 {
			m.sail(id, seaField(w, waiting))
		}
		m.done[id] = true
	}
}

// enemyShipReach marks the hexes an enemy naval block could sail into on
// its next move (style.safeCrossing). A block whose type the side has not
// seen is taken to move hiddenShipMove (D9).
func (m *mover) enemyShipReach() []bool {
	w := m.w
	out := make([]bool, w.Map.Len())
	for i := range w.Units {
		u := &w.Units[i]
		if u.Side == m.side || classOf(u) != sim.ClassNaval || u.CarriedBy != 0 {
			continue
		}
		mv := hiddenShipMove
		if w.KnownTo(m.side, u) {
			mv = typeOf(u.Type).Move
		}
		for j, d := range seaField(w, []hexmap.Hex{u.Hex}) {
			if d <= mv {
				out[j] = true
			}
		}
	}
	return out
}

// hiddenShipMove is how far the side assumes an enemy ship it has not seen
// sails in a move: destroyers, cruisers, battleships and transports all
// move 2 (seed 001).
const hiddenShipMove = 2

// safeFor reports whether a transport may end its move in h with blocks
// troops aboard: they can all land from there, or no enemy ship reaches
// it. A block left aboard for want of room ashore (D15) went down with its
// transport.
func (m *mover) safeFor(h hexmap.Hex, exposed []bool, blocks int) bool {
	if !exposed[m.idx(h)] {
		return true
	}
	room := 0
	spots := append([]hexmap.Hex{h}, hexNeighbors(h)...)
	for _, l := range spots {
		if _, ok := m.landing(l); ok && (l != h || m.w.Map.Cell(h).Port) {
			room += m.w.GroundRoom(l, m.side)
		}
	}
	return room >= blocks
}

// toLoad is how many blocks transport id would carry if it loaded where it
// stands: the stranded troops there, at most as many as its cargo slots
// hold (catalog Carries; a Naval Transport one infantry and one other, D33).
func (m *mover) toLoad(id sim.UnitID) int {
	w := m.w
	t := w.Unit(id)
	slots := 0
	for _, sl := range typeOf(t.Type).Carries {
		slots += sl.Count
	}
	n := 0
	for _, gid := range w.UnitsAt(t.Hex) {
		if g := w.Unit(gid); g.Side == m.side && !m.done[gid] && m.stranded(g) {
			n++
		}
	}
	return min(n, slots)
}

// crossingOpen reports whether transport id, loaded where it stands, could
// sail nearer the beaches to a hex safe for its troops this move.
func (m *mover) crossingOpen(id sim.UnitID, toBeach []int, exposed []bool) bool {
	u := m.w.Unit(id)
	here, blocks := toBeach[m.idx(u.Hex)], m.toLoad(id)
	for _, r := range m.reachable(id) {
		if toBeach[m.idx(r.Hex)] < here && !enemyIn(m.w, m.side, r.Hex) && m.safeFor(r.Hex, exposed, blocks) {
			return true
		}
	}
	return false
}

// sailSafely sails transport id down field, to the hexes safe for its
// troops where exposed is given; with none of them nearer, it stays where
// it is if that is safe, or sails on regardless if not.
func (m *mover) sailSafely(id sim.UnitID, field []int, exposed []bool) {
	if exposed == nil {
		m.sail(id, field)
		return
	}
	blocks := len(m.w.Cargo(id))
	safe := make([]int, len(field))
	for i, d := range field {
		safe[i] = d
		if h := m.w.Map.HexAt(i); d < unreachable && !m.safeFor(h, exposed, blocks) {
			safe[i] = unreachable
		}
	}
	here := m.w.Unit(id).Hex
	m.sail(id, safe)
	if m.w.Unit(id).Hex == here && !m.safeFor(here, exposed, blocks) {
		m.sail(id, field)
	}
}

// beachField is the sea distance to the beaches: sea hexes next to a good
// landing hex. It is nil when there are none.
func (m *mover) beachField() []int {
	if m.beaches != nil {
		return m.beaches
	}
	w := m.w
	best := unreachable
	for i := range w.Map.Len() {
		if sc, ok := m.landing(w.Map.HexAt(i)); ok && w.Map.Coastal(w.Map.HexAt(i)) && sc < best {
			best = sc
		}
	}
	var beaches []hexmap.Hex
	for i := range w.Map.Len() {
		h := w.Map.HexAt(i)
		if sc, ok := m.landing(h); !ok || sc > best+6 {
			continue
		}
		for _, n := range h.Neighbors() {
			if w.Map.Contains(n) && passableSea(w.Map, n) {
				beaches = append(beaches, n)
			}
		}
	}
	if len(beaches) == 0 {
		return nil
	}
	m.beaches = seaField(w, beaches)
	return m.beaches
}

// bestBeach returns the sea hex (or friendly port) from which a ship at
// from lands troops soonest nearest their goals: sea steps plus the landing
// hex's distance to the goals, both in movement points.
func (m *mover) bestBeach(from hexmap.Hex) (hexmap.Hex, bool) {
	w := m.w
	sea := seaField(w, []hexmap.Hex{from})
	var best hexmap.Hex
	bestCost := unreachable
	for i := range w.Map.Len() {
		l := w.Map.HexAt(i)
		sc, ok := m.landing(l)
		if !ok {
			continue
		}
		spots := []hexmap.Hex{l}
		if !w.Map.Cell(l).Port || w.ControlOf(l) != m.side {
			spots = hexNeighbors(l)
		}
		for _, n := range spots {
			j := m.idx(n)
			if j < 0 || sea[j] >= unreachable || (n != l && !passableSea(w.Map, n)) {
				continue
			}
			if c := sea[j] + sc; c < bestCost {
				best, bestCost = n, c
			}
		}
	}
	return best, bestCost < unreachable
}

// loadAt embarks the stranded troops in transport id's hex.
func (m *mover) loadAt(id sim.UnitID) {
	w := m.w
	t := w.Unit(id)
	for _, gid := range w.UnitsAt(t.Hex) {
		g := w.Unit(gid)
		if g.Side != m.side || m.done[gid] || !m.stranded(g) {
			continue
		}
		if m.apply(sim.Command{Kind: sim.CmdLoad, Side: m.side, Unit: gid, Carrier: id}) {
			m.done[gid] = true
		}
	}
}

// unloadFrom lands transport id's cargo on the best landing hex next to it
// (or in its port); it reports whether any cargo went ashore.
func (m *mover) unloadFrom(id sim.UnitID) bool {
	w := m.w
	t := w.Unit(id)
	any := false
	for _, cid := range w.Cargo(id) {
		cands := append([]hexmap.Hex{t.Hex}, hexNeighbors(t.Hex)...)
		var best hexmap.Hex
		bestSc := unreachable
		for _, h := range cands {
			if sc, ok := m.landing(h); ok && sc < bestSc && w.CanEndMove(w.Unit(cid), h) == nil {
				best, bestSc = h, sc
			}
		}
		if bestSc < unreachable && m.apply(sim.Command{Kind: sim.CmdUnload, Side: m.side, Unit: cid, Hex: best}) {
			m.done[cid] = true
			any = true
		}
	}
	return any
}

func hexNeighbors(h hexmap.Hex) []hexmap.Hex {
	n := h.Neighbors()
	return n[:]
}

// sail moves ship id to the hex of its range lowest on field.
func (m *mover) sail(id sim.UnitID, field []int) {
	w := m.w
	u := w.Unit(id)
	if u == nil || w.MovePoints(u) == 0 {
		return
	}
	best, bestD := u.Hex, field[m.idx(u.Hex)]
	for _, r := range m.reachable(id) {
		if enemyIn(w, m.side, r.Hex) {
			continue
		}
		if d := field[m.idx(r.Hex)]; d < bestD {
			best, bestD = r.Hex, d
		}
	}
	if best != u.Hex {
		m.moveTo(id, best)
	}
}

// warships attack enemy ships at sea where the estimate favours it and
// otherwise close with the enemy fleet when stronger, or stay in port.
func (m *mover) warships() {
	w := m.w
	var mine []sim.UnitID
	for _, id := range m.free(sim.ClassNaval) {
		if !isTransport(w.Unit(id)) {
			mine = append(mine, id)
		}
	}
	if len(mine) == 0 {
		return
	}
	var enemies []hexmap.Hex
	enemyPower, myPower := 0, 0
	for i := range w.Units {
		u := &w.Units[i]
		if classOf(u) != sim.ClassNaval {
			continue
		}
		f := known(w, m.side, u)
		if u.Side == m.side {
			myPower += f.Attack[sim.ClassNaval]
			continue
		}
		enemyPower += f.Defense[sim.ClassNaval]
		if !w.Map.Terrain(u.Hex).IsLand() {
			enemies = append(enemies, u.Hex)
		}
	}
	// Attacks on ships at sea.
	for _, h := range enemies {
		if w.BattleAt(h) != nil && w.BattleAt(h).Attacker != m.side {
			continue
		}
		def := defendersAt(w, m.side, h)
		if len(def) == 0 {
			continue
		}
		var att []Fighter
		var pick []sim.UnitID
		chance := 0
		for _, id := range mine {
			if m.done[id] {
				continue
			}
			in := false
			for _, r := range m.reachable(id) {
				in = in || r.Hex == h
			}
			if !in {
				continue
			}
			pick = append(pick, id)
			att = append(att, known(w, m.side, w.Unit(id)))
			if chance = m.p.est.WinChance(att, def, sim.MaxRounds); chance >= m.p.want()+100 {
				break
			}
		}
		if chance >= m.p.want() {
			for _, id := range pick {
				m.moveTo(id, h)
			}
		}
	}
	if len(enemies) == 0 || myPower <= enemyPower {
		return
	}
	hunt := seaField(w, enemies)
	for _, id := range mine {
		if !m.done[id] {
			m.sail(id, hunt)
			m.done[id] = true
		}
	}
}
