package sim

import "hexstorm/hexmap"

// Supply (DESIGN D22, seed 004). The trace runs backwards from the sources
// in one multi-source breadth-first search per side, so the cost is one pass
// over the map whatever the number of units:
//
//   - Sources are friendly cities, plus friendly ports (cities or towns with
//     a port) and usable friendly Mulberries joined by sea to a friendly port
//     city. A city or port is friendly when its side controls the hex and no
//     enemy unit is in it; a Mulberry when its side owns it, it is usable
//     this turn, and its hex holds no enemy unit or enemy control. Airfields
//     are never sources (seed 004 Airfields).
//   - From a source, supply runs along roads through hexes free of enemy
//     units and enemy control. A road crossing a river hexside needs a bridge
//     without a destruction marker (seed 004 Destruction Markers).
//   - Ports and Mulberries need no road of their own: supply may be "traced
//     to an adjacent hex and hence by road normally" (seed 004 Mulberries,
//     which makes Mulberries "equivalent to Ports"). Cities supply along the
//     roads that leave them.
//   - From a source, and from any hex on a road the net reaches, supply goes
//     one hex further off the road. That step may not cross a river hexside
//     without a usable bridge: an unbridged river stops a supply line as it
//     stops a road. A roadless hex next to a port gets supply but passes it
//     no further, so a port without roads supplies only its neighbours.
//   - Sea lanes: a sea hex (or a working canal) is supplied when it is joined
//     by sea, through hexes free of enemy naval units, to a friendly port
//     city. Naval units there are in supply, and so are the air and ground
//     units they carry. This is what players of Victory-style games expect:
//     fleets draw supply from any friendly port they could sail home to, and
//     a fleet bottled up in a sea with no friendly port left runs dry.
//   - Air units are in supply at a supplied base: the same supplied-hex map
//     answers for them, so an air unit at an airfield needs a line to a city
//     like anyone else (seed 004: "Units occupying an Airfield must still
//     trace a Supply Line to a City").
//   - A stack holding a friendly Supply Column counts as in supply (D31,
//     seed 001 Supply Dump).

// SupplyTracer computes supplied hexes for one map, reusing its buffers
// between calls so a trace allocates nothing in steady state.
type SupplyTracer struct {
	m *hexmap.Map
	// delta is the index step to each neighbour by column parity and
	// direction index; supplyCell.edge says which steps leave the map.
	delta [2][6]int32
	// cell holds what the trace reads of each hex, unpacked once per map.
	cell []supplyCell
	// blocked marks hexes a line may not pass: sea, enemy units, enemy control.
	blocked []bool
	// enemyNaval marks hexes holding enemy naval units.
	enemyNaval []bool
	src        []bool // a supply source
	road       []bool // reached along the road net
	sea        []bool // reached by sea from a friendly port city
	out        []bool // supplied
	queue      []int32
}

// supplyCell is the part of a map cell a supply trace reads. Hexside masks
// have bit k set for direction hexmap.Directions[k].
type supplyCell struct {
	roads, rivers, bridges uint8
	edge                   uint8 // directions whose neighbour is off the map
	odd                    uint8 // 1 in an odd column
	land, city, port       bool
	canal                  bool
}

// NewSupplyTracer returns a tracer for m.
func NewSupplyTracer(m *hexmap.Map) *SupplyTracer {
	n := m.Len()
	t := &SupplyTracer{m: m, cell: make([]supplyCell, n), blocked: make([]bool, n),
		enemyNaval: make([]bool, n), src: make([]bool, n), road: make([]bool, n), sea: make([]bool, n),
		out: make([]bool, n), queue: make([]int32, 0, n)}
	w, ht := m.Width(), m.Height()
	for par := range 2 {
		for k := range hexmap.Directions {
			dc, dr := oddQStep(par, k)
			t.delta[par][k] = int32(dr*w + dc)
		}
	}
	for row := range ht {
		for col := range w {
			i := row*w + col
			cell := m.Cell(hexmap.Offset{Col: col, Row: row}.Hex())
			sc := supplyCell{land: cell.Terrain.IsLand(), city: cell.Terrain == hexmap.City,
				port: cell.Port && cell.Terrain.IsSettlement(), canal: cell.Canal, odd: uint8(col & 1)}
			for k := range hexmap.Directions {
				dc, dr := oddQStep(col, k)
				if c, r := col+dc, row+dr; c < 0 || c >= w || r < 0 || r >= ht {
					sc.edge |= 1 << k
				}
			}
			for k, d := range hexmap.Directions {
				if cell.Road(d) {
					sc.roads |= 1 << k
				}
				if cell.River(d) {
					sc.rivers |= 1 << k
				}
				if cell.Bridge(d) {
					sc.bridges |= 1 << k
				}
			}
			t.cell[i] = sc
		}
	}
	return t
}

// oddQStep is the offset (column, row) step to the neighbour in direction
// hexmap.Directions[k] from a hex in column col of hexmap's odd-q layout,
// where odd columns sit half a hex lower; TestSupplyTracerNeighbours checks
// it against hexmap's own Neighbor.
func oddQStep(col, k int) (int, int) {
	odd := col & 1
	switch hexmap.Directions[k] {
	case hexmap.North:
		return 0, -1
	case hexmap.NorthEast:
		return 1, odd - 1
	case hexmap.SouthEast:
		return 1, odd
	case hexmap.South:
		return 0, 1
	case hexmap.SouthWest:
		return -1, odd
	default: // NorthWest
		return -1, odd - 1
	}
}

// SupplyMap returns, by map index, whether a unit of side in each hex is in
// supply (D22): for the client's supply overlay and for the AI.
func (s *State) SupplyMap(side int) []bool {
	return NewSupplyTracer(s.Map).Trace(s, side)
}

// Trace returns the supplied hexes of side by map index. The slice belongs
// to the tracer and is overwritten by its next call.
func (t *SupplyTracer) Trace(s *State, side int) []bool {
	m := t.m
	n := m.Len()
	clear(t.enemyNaval)
	clear(t.src)
	clear(t.road)
	clear(t.sea)
	clear(t.out)
	for i := range n {
		c := int(s.Control[i])
		t.blocked[i] = !t.cell[i].land || (c >= 0 && c != side)
	}
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side == side {
			continue
		}
		if j := m.Index(u.Hex); j >= 0 {
			t.blocked[j] = true
			if catalogType(u.Type).Class == ClassNaval {
				t.enemyNaval[j] = true
			}
		}
	}
	t.traceSea(s, side)
	t.traceRoads(s, side)
	// One hex off the road net (D22).
	for i := range n {
		if !t.road[i] {
			continue
		}
		t.out[i] = true
		if !t.src[i] && t.cell[i].roads == 0 {
			continue
		}
		for k := range 6 {
			if j := t.neighbor(i, k); j >= 0 && !t.blocked[j] && t.crossable(s, i, k) {
				t.out[j] = true
			}
		}
	}
	for i := range n {
		if t.sea[i] {
			t.out[i] = true
		}
	}
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side == side && u.Type == "supply_column" {
			if j := m.Index(u.Hex); j >= 0 {
				t.out[j] = true
			}
		}
	}
	return t.out
}

// neighbor returns the map index of hex i's neighbour in direction index
// k, or -1 off the map.
func (t *SupplyTracer) neighbor(i, k int) int32 {
	c := &t.cell[i]
	if c.edge&(1<<k) != 0 {
		return -1
	}
	return int32(i) + t.delta[c.odd][k]
}

// crossable reports whether a supply line may cross hexside k of hex i:
// anywhere but over a river without a usable bridge.
func (t *SupplyTracer) crossable(s *State, i, k int) bool {
	c := &t.cell[i]
	bit := uint8(1) << k
	if c.rivers&bit == 0 {
		return true
	}
	return c.bridges&bit != 0 && s.bridgeUsable(t.m.HexAt(i), hexmap.Directions[k])
}

// waterway reports whether ships may pass hex i: sea or a working canal.
func (t *SupplyTracer) waterway(s *State, i int32) bool {
	c := &t.cell[i]
	return !c.land || (c.canal && !s.canalBroken(t.m.HexAt(int(i))))
}

// friendlyPort reports whether hex i is a port side controls with no enemy in it.
func (t *SupplyTracer) friendlyPort(s *State, i int, side int) bool {
	return t.cell[i].port && int(s.Control[i]) == side && !t.blocked[i]
}

// traceSea floods the sea lanes from every friendly port city (D22).
func (t *SupplyTracer) traceSea(s *State, side int) {
	q := t.queue[:0]
	visit := func(j int32) {
		if j >= 0 && !t.sea[j] && !t.enemyNaval[j] && t.waterway(s, j) {
			t.sea[j] = true
			q = append(q, j)
		}
	}
	for i := range t.cell {
		if t.cell[i].city && t.friendlyPort(s, i, side) {
			for k := range 6 {
				visit(t.neighbor(i, k))
			}
		}
	}
	for head := 0; head < len(q); head++ {
		for k := range 6 {
			visit(t.neighbor(int(q[head]), k))
		}
	}
	t.queue = q
}

// joinedBySea reports whether land hex i touches a sea lane reached by traceSea.
func (t *SupplyTracer) joinedBySea(i int) bool {
	for k := range 6 {
		if j := t.neighbor(i, k); j >= 0 && t.sea[j] {
			return true
		}
	}
	return false
}

// traceRoads seeds the sources and floods the road net from them (D22).
func (t *SupplyTracer) traceRoads(s *State, side int) {
	q := t.queue[:0]
	reach := func(j int32) {
		if !t.road[j] {
			t.road[j] = true
			q = append(q, j)
		}
	}
	for i := range t.cell {
		if t.blocked[i] || int(s.Control[i]) != side {
			continue
		}
		if t.cell[i].city {
			t.src[i] = true
			reach(int32(i))
		}
		if t.friendlyPort(s, i, side) && t.joinedBySea(i) {
			t.seedPort(s, i, reach)
		}
	}
	for _, mb := range s.Mulberries {
		i := t.m.Index(mb.Hex)
		if i < 0 || mb.Side != side || mb.UsableFrom > s.Turn || t.blocked[i] {
			continue
		}
		if t.joinedBySea(i) {
			t.seedPort(s, i, reach)
		}
	}
	for head := 0; head < len(q); head++ {
		i := int(q[head])
		roads := t.cell[i].roads
		for k := range 6 {
			if roads&(1<<k) == 0 {
				continue
			}
			if j := t.neighbor(i, k); j >= 0 && !t.road[j] && !t.blocked[j] && t.crossable(s, i, k) {
				reach(j)
			}
		}
	}
	t.queue = q
}

// seedPort makes a port or Mulberry in hex i a source together with its
// neighbours, from which supply goes on by road (seed 004 Mulberries).
func (t *SupplyTracer) seedPort(s *State, i int, reach func(int32)) {
	t.src[i] = true
	reach(int32(i))
	for k := range 6 {
		if j := t.neighbor(i, k); j >= 0 && !t.blocked[j] && t.crossable(s, i, k) {
			reach(j)
		}
	}
}

// checkSupply sets OutOfSupply for side's units at the start of its player
// turn (D22), reporting each unit whose status changes.
func (t *tx) checkSupply(side int) {
	s := t.s
	if side < 0 {
		return
	}
	supplied := s.SupplyMap(side)
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side != side {
			continue
		}
		j := s.Map.Index(u.Hex)
		out := j < 0 || !supplied[j]
		if out == u.OutOfSupply {
			continue
		}
		u.OutOfSupply = out
		e := Event{Kind: EvSupplyChanged, Side: side, Unit: u.ID, From: u.Hex, To: u.Hex,
			Why: "supply line restored (DESIGN D22)"}
		if out {
			e.Value = 1
			e.Why = "no supply line to a friendly city or port (DESIGN D22)"
		}
		t.emit(e)
	}
}
