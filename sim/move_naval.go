package sim

// Naval movement (DESIGN D15, seed 001, seed 004).
//
// Readings on a hex map: a "coastal Sea Zone" is a sea hex next to at least
// one land hex; a "Lake Zone" is a sea hex of a body of water, connected
// through sea hexes, that touches no edge of the map (the map has no lake
// terrain, so enclosed water is the lake). Ports, Mulberries and canals are
// land hexes on the water's edge: a coastal-only ship may use them, and a
// lake-only ship may use those next to a lake hex.

import (
	"slices"

	"hexstorm/hexmap"
)

// navalMover prices the steps of one ship's move.
type navalMover struct {
	s    *State
	side int
	// oversize ships cannot use canals (seed 001 Juggernaut).
	oversize bool
	// coastal: Coastal Combatant; seakeeping: Poor Seakeeping (coastal or
	// lake); lake: Lake Combatant.
	coastal, seakeeping, lake bool
	// falseFlag ships pass enemy-held sea hexes (seed 001 Auxiliary Cruiser).
	falseFlag bool
	lakes     []bool
	// enemies holds the hexes with enemy units within reach (enemiesNear).
	enemies []hexmap.Hex
}

// newNavalMover reads ship type t's movement limits for side.
func (s *State) newNavalMover(side int, t *UnitType) *navalMover {
	n := &navalMover{s: s, side: side, oversize: t.HasAbility("oversize"),
		coastal: t.HasAbility("coastal_combatant"), seakeeping: t.HasAbility("poor_seakeeping"),
		lake: t.HasAbility("lake_combatant"), falseFlag: t.HasAbility("false_flag")}
	if n.seakeeping || n.lake {
		n.lakes = s.lakeMap()
	}
	return n
}

// navalCost returns the step price of ship u of type t.
func (s *State) navalCost(u *Unit, t *UnitType) stepPrice {
	n := s.newNavalMover(u.Side, t)
	troops, guns := s.enemiesNear(u.Hex, t.Move+1, u.Side)
	n.enemies = append(troops, guns...)
	return func(from, to hexmap.Hex, d hexmap.Direction) (int, Stop) {
		if n.problem(to) != "" {
			return -1, StopNone
		}
		// Ports and Mulberries end the move; canals pass the ship on; enemy
		// units stop it unless it sails under a false flag.
		c := s.Map.Cell(to)
		port := c.Terrain != hexmap.Sea && (c.Port || s.usableMulberry(to, n.side) || s.enemyMulberry(to, n.side))
		switch {
		case port:
			return 1, StopPort
		case !n.falseFlag && slices.Contains(n.enemies, to):
			return 1, StopEnemyShips
		}
		return 1, StopNone
	}
}

// problem names the rule that keeps the ship out of h, "" if none.
func (n *navalMover) problem(h hexmap.Hex) string {
	s := n.s
	c := s.Map.Cell(h)
	switch {
	case !s.Map.Contains(h):
		return "DESIGN D15"
	case s.Storm.Covers(h):
		return "seed 004 Storms"
	case c.Terrain == hexmap.Sea:
		return n.waterProblem(h)
	case c.Port || s.usableMulberry(h, n.side):
		if s.enemyControlled(h, n.side) {
			return "DESIGN D15" // an enemy port is taken by landing troops
		}
		return n.shoreProblem(h)
	case s.enemyMulberry(h, n.side):
		// seed 004 Mulberries: "captured if alone with an enemy Army/Navy
		// unit". A ship may sail into an enemy Mulberry no enemy unit holds,
		// and captures it there (applyLeg); a held one is a battle for troops.
		if s.enemyUnitIn(h, n.side) {
			return "DESIGN D15"
		}
		return n.shoreProblem(h)
	case c.Canal:
		switch {
		case n.oversize:
			return "seed 001 Oversize"
		case s.canalBroken(h):
			return "seed 004 Destruction Markers"
		case s.enemyControlled(h, n.side):
			return "DESIGN D15"
		}
		return n.shoreProblem(h)
	}
	return "DESIGN D15"
}

// waterProblem applies the seakeeping limits to sea hex h.
func (n *navalMover) waterProblem(h hexmap.Hex) string {
	i := n.s.Map.Index(h)
	switch {
	case n.lake && !n.lakes[i]:
		return "seed 001 Lake Combatant"
	case n.coastal && !coastalSea(n.s.Map, h):
		return "seed 001 Coastal Combatant"
	case n.seakeeping && !coastalSea(n.s.Map, h) && !n.lakes[i]:
		return "seed 001 Poor Seakeeping"
	}
	return ""
}

// shoreProblem applies the lake limit to a port, Mulberry or canal hex.
func (n *navalMover) shoreProblem(h hexmap.Hex) string {
	if !n.lake {
		return ""
	}
	for _, nb := range h.Neighbors() {
		if i := n.s.Map.Index(nb); i >= 0 && n.lakes[i] {
			return ""
		}
	}
	return "seed 001 Lake Combatant"
}

// navalRule names the rule that keeps ship u of type t out of h.
func (s *State) navalRule(u *Unit, t *UnitType, h hexmap.Hex) string {
	if r := s.newNavalMover(u.Side, t).problem(h); r != "" {
		return r
	}
	return "DESIGN D15"
}

// usableMulberry reports whether h holds a Mulberry that works as a port for
// side this turn (seed 004: port capacity 2; a captured one from the next turn).
func (s *State) usableMulberry(h hexmap.Hex, side int) bool {
	for _, m := range s.Mulberries {
		if m.Hex == h && m.Side == side && m.UsableFrom <= s.Turn {
			return true
		}
	}
	return false
}

// coastalSea reports whether sea hex h lies next to land.
func coastalSea(m *hexmap.Map, h hexmap.Hex) bool {
	for _, n := range h.Neighbors() {
		if m.Contains(n) && m.Terrain(n).IsLand() {
			return true
		}
	}
	return false
}

// lakeMap returns the lake hexes of the state's map: the copy cached when the
// game was set up, or, for a state whose map was attached later (a decoded
// save), a fresh flood fill. It never writes the state, so concurrent readers
// (the AI, the renderer) may call it.
func (s *State) lakeMap() []bool {
	if len(s.lakes) == s.Map.Len() {
		return s.lakes
	}
	return lakeHexes(s.Map)
}

// lakeHexes marks, by map index, the sea hexes of bodies of water that touch
// no map edge: a flood fill through sea hexes from the sea on the border.
func lakeHexes(m *hexmap.Map) []bool {
	open := make([]bool, m.Len())
	var queue []int
	for i := range open {
		o := m.HexAt(i).Offset()
		edge := o.Col == 0 || o.Row == 0 || o.Col == m.Width()-1 || o.Row == m.Height()-1
		if edge && m.Terrain(m.HexAt(i)) == hexmap.Sea {
			open[i] = true
			queue = append(queue, i)
		}
	}
	for len(queue) > 0 {
		h := m.HexAt(queue[0])
		queue = queue[1:]
		for _, n := range h.Neighbors() {
			if j := m.Index(n); j >= 0 && !open[j] && m.Terrain(n) == hexmap.Sea {
				open[j] = true
				queue = append(queue, j)
			}
		}
	}
	lakes := make([]bool, m.Len())
	for i := range lakes {
		lakes[i] = !open[i] && m.Terrain(m.HexAt(i)) == hexmap.Sea
	}
	return lakes
}

// InLakeZone reports whether a Lake Combatant may be placed at h on m (seed
// 001 Lake Combatant: "cannot be placed or move outside of Lake Zones",
// DESIGN D39): a lake hex, or a port or canal on a lake's shore. The
// scenario validator and the build command both ask it.
func InLakeZone(m *hexmap.Map, h hexmap.Hex) bool {
	return inLakeZone(m, lakeHexes(m), h)
}

// inLakeZone is InLakeZone with the lake hexes already found.
func inLakeZone(m *hexmap.Map, lakes []bool, h hexmap.Hex) bool {
	i := m.Index(h)
	if i < 0 {
		return false
	}
	if m.Terrain(h) == hexmap.Sea {
		return lakes[i]
	}
	for _, n := range h.Neighbors() {
		if j := m.Index(n); j >= 0 && lakes[j] {
			return true
		}
	}
	return false
}
