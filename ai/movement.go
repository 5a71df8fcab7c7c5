package ai

import (
	"hexstorm/odds"
	"slices"

	"hexstorm/hexmap"
	"hexstorm/sim"
)

// mover plans one movement phase on a working clone of the state: each
// chosen command is applied to the clone at once, so later choices see the
// board as the earlier ones left it, exactly as the real game will.
type mover struct {
	p    *Player
	w    *sim.State
	side int
	plan []sim.Command
	// done marks units that have had their move (lookup only, never iterated).
	done map[sim.UnitID]bool
	// goal is the land distance to the ground units' goals; threat the
	// estimated enemy attack power that can reach each hex; supplied the
	// side's supply map; points the objective points of each hex.
	goal    []int
	beaches []int
	threat  []int
	// watch marks the side's objectives an enemy ground unit stands near
	// enough to walk into within a couple of turns (style.watch): they are
	// never left empty.
	watch    []bool
	supplied []bool
	points   []int
	// final is set in the game's last turn for a level that plays it for
	// the score; lastWord when no other side moves after this one in it.
	final, lastWord bool
	// allIn is set while the side trails by the decisive margin, for a
	// level that then attacks every enemy objective in reach (style.allIn).
	allIn bool
	// trailing is set while another side has more points than this one
	// (the score the game would give now).
	trailing bool
	// attacked lists the hexes the plan attacks with ground units, in
	// order; declined the enemy objectives in reach it judged not worth
	// an attack.
	attacked, declined []hexmap.Hex
	// allPoints is what all the scenario's objectives are worth together.
	allPoints int
	// goals are the survey's goal seeds; hopeless the enemy-held hexes (an
	// objective or a stack of troops) a full stack of the side could not
	// take this turn (style.shun).
	goals    []seed
	hopeless []hexmap.Hex
	// shunned is the goal field with the hopeless hexes pushed back,
	// for the units not already beside one; nil when there are none.
	shunned []int
}

// want is the estimated chance (per mille) the level asks of an attack.
func (p *Player) want() int { return p.st.want }

func (p *Player) planMovement(s *sim.State) []sim.Command {
	m := &mover{p: p, w: s.Clone(), side: p.side, done: map[sim.UnitID]bool{}}
	m.survey()
	m.final = p.st.endgame && p.turnsLeft(s) == 0
	m.lastWord = s.Active == len(s.Order)-1
	m.allIn = p.st.allIn && losingDecisively(s, p.side)
	m.trailing = trailing(s, p.side)
	if m.final {
		m.captures()
	}
	if p.st.garrison > 0 && !(m.final && m.lastWord) {
		m.garrison()
	}
	if p.st.reinforce {
		m.reinforce()
	}
	m.attacks()
	if p.st.airSupport {
		m.airStrikes()
	}
	if p.st.logistics && p.turnsLeft(s) >= p.st.raidHorizon {
		m.bombing()
	}
	m.captures()
	if p.st.reinforce {
		m.reinforce() // objectives taken this phase hold only if backed
	}
	m.ferry()
	m.warships()
	m.shunHopeless()
	m.advance()
	if p.st.rebase {
		m.rebaseAir()
	}
	p.attacked, p.declined = m.attacked, m.declined
	return m.plan
}

// apply carries out cmd on the working state and plans it if legal.
func (m *mover) apply(cmd sim.Command) bool {
	if _, err := m.w.Apply(cmd); err != nil {
		return false
	}
	m.plan = append(m.plan, cmd)
	return true
}

// survey works out the goals, threats, supply and objectives of the phase.
func (m *mover) survey() {
	w, mp := m.w, m.w.Map
	n := mp.Len()
	m.points = make([]int, n)
	for _, o := range w.Victory.Objectives {
		if i := mp.Index(o.Hex); i >= 0 {
			m.points[i] += o.Points
		}
		m.allPoints += o.Points
	}
	// Goals: objectives not held, the greater nearer (all alike in a close
	// race, and one no side holds yet at once for a level that claims
	// them); enemy cities; enemy troops on land. Easy weighs them all
	// alike.
	// In the last turns (style.closing) only objectives are goals: the
	// enemy's, and the side's own where the enemy stands near.
	closing := m.p.turnsLeft(w) < m.p.st.closing
	race := m.p.inCloseRace(w)
	var goals []seed
	for i := range n {
		h := mp.HexAt(i)
		c := mp.Cell(h)
		if !c.Terrain.IsLand() {
			continue
		}
		if w.ControlOf(h) == m.side {
			if closing && m.points[i] > 0 && enemyNear(w, m.side, h, 3) {
				goals = append(goals, seed{h, max(0, 6-2*m.points[i])})
			}
			continue
		}
		switch {
		case m.points[i] > 0:
			d := m.p.st.weigh(max(0, 6-2*m.points[i]))
			if race || (m.p.st.claim && w.ControlOf(h) < 0 && !enemyIn(w, m.side, h)) {
				d = 0
			}
			goals = append(goals, seed{h, d})
		case c.Terrain == hexmap.City && !closing:
			goals = append(goals, seed{h, m.p.st.weigh(6)})
		}
	}
	m.threat = make([]int, n)
	for i := range w.Units {
		u := &w.Units[i]
		if u.Side == m.side || u.CarriedBy != 0 {
			continue
		}
		f := known(w, m.side, u)
		if f.Class == sim.ClassGround && mp.Terrain(u.Hex).IsLand() {
			if !closing || m.points[m.idx(u.Hex)] > 0 {
				goals = append(goals, seed{u.Hex, m.p.st.weigh(5)})
			}
			for _, h := range hexmap.Spiral(u.Hex, 3) {
				if j := mp.Index(h); j >= 0 {
					m.threat[j] += f.Attack[sim.ClassGround]
				}
			}
		}
	}
	if m.p.st.rally {
		goals = append(goals, m.rallyPoints()...)
	}
	if m.p.st.focus > 0 {
		m.focusOn(goals)
	}
	m.goals = goals
	m.goal = landFieldFrom(mp, goals)
	m.supplied = w.SupplyMap(m.side)
	m.watch = make([]bool, n)
	if r := m.p.st.watch; r > 0 {
		for i := range n {
			h := mp.HexAt(i)
			m.watch[i] = m.points[i] > 0 && w.ControlOf(h) == m.side && m.enemyWithin(h, r)
		}
	}
}

// rallyPoints are the side's objectives whose defenders fall short of the
// threat against them (style.rally), as goals at distance 0: troops further
// off than a move march to them too, not only those reinforce can send this
// turn.
func (m *mover) rallyPoints() []seed {
	w := m.w
	var out []seed
	for i := range w.Map.Len() {
		h := w.Map.HexAt(i)
		if m.points[i] == 0 || m.threat[i] == 0 || w.ControlOf(h) != m.side {
			continue
		}
		if holding(sideAt(w, m.side, h)) < m.threat[i] || m.likelyLost(h) {
			out = append(out, seed{h, 0})
		}
	}
	return out
}

// likelyLost reports whether the enemy blocks near h would likely take it
// from its garrison by the exact odds (style.rallyOdds).
func (m *mover) likelyLost(h hexmap.Hex) bool {
	return m.p.st.rallyOdds > 0 && m.p.fallOdds(m.w, h) >= m.p.st.rallyOdds
}

// holding is what a garrison weighs against the threat to its hex: twice
// its ratings, since a defender fires at its better rating.
func holding(garrison []Fighter) int { return 2 * power(garrison, false) }

// free lists the side's units of class c that have not had their move and
// may move at all, in id order.
func (m *mover) free(c sim.TargetClass) []sim.UnitID {
	var out []sim.UnitID
	for i := range m.w.Units {
		u := &m.w.Units[i]
		if u.Side != m.side || m.done[u.ID] || classOf(u) != c || m.w.MovePoints(u) == 0 {
			continue
		}
		if c == sim.ClassGround && u.CarriedBy != 0 {
			continue
		}
		if m.w.Storm.Covers(u.Hex) {
			continue
		}
		out = append(out, u.ID)
	}
	return out
}

// reachable returns the hexes unit id may reach this phase on the working state.
func (m *mover) reachable(id sim.UnitID) []hexmap.Reach {
	u := m.w.Unit(id)
	if u == nil {
		return nil
	}
	sr := m.p.searcherFor(m.w)
	m.p.reach = sr.Range(u.Hex, m.w.MovePoints(u), m.w.StepCost(u), m.p.reach)
	return slices.Clone(m.p.reach)
}

// moveTo moves unit id to h along its cheapest path, if the rules allow.
func (m *mover) moveTo(id sim.UnitID, h hexmap.Hex) bool {
	u := m.w.Unit(id)
	if u == nil || u.Hex == h {
		return false
	}
	path, _, ok := m.p.searcherFor(m.w).Path(u.Hex, h, m.w.MovePoints(u), 1, m.w.StepCost(u))
	if !ok || len(path) < 2 {
		return false
	}
	if m.apply(sim.Command{Kind: sim.CmdMove, Side: m.side, Unit: id, Path: path[1:]}) {
		m.done[id] = true
		return true
	}
	return false
}

// idx returns h's map index.
func (m *mover) idx(h hexmap.Hex) int { return m.w.Map.Index(h) }

// valuable reports whether h is worth holding: an objective or a city.
func (m *mover) valuable(h hexmap.Hex) bool {
	return m.points[m.idx(h)] > 0 || m.w.Map.Terrain(h) == hexmap.City
}

// garrison keeps defenders in the side's threatened objectives and cities:
// Normal keeps one unit, Hard as many as it takes to match the threat.
func (m *mover) garrison() {
	w := m.w
	for i := range w.Map.Len() {
		h := w.Map.HexAt(i)
		if w.ControlOf(h) != m.side || !m.valuable(h) || (m.threat[i] == 0 && !m.watch[i]) {
			continue
		}
		var here []sim.UnitID
		for _, id := range w.UnitsAt(h) {
			if u := w.Unit(id); u.Side == m.side && classOf(u) == sim.ClassGround && u.CarriedBy == 0 {
				here = append(here, id)
			}
		}
		slices.SortStableFunc(here, func(a, b sim.UnitID) int {
			return known(w, m.side, w.Unit(b)).Defense[0] - known(w, m.side, w.Unit(a)).Defense[0]
		})
		def := 0
		for k, id := range here {
			if k > 0 && ((m.p.st.garrison < 2 && !m.final) || def >= m.threat[i]) {
				break
			}
			m.done[id] = true
			def += known(w, m.side, w.Unit(id)).Defense[0] * 2
		}
	}
}

// reinforce moves free ground units into the side's objectives that the
// enemy can reach with more than their defenders, the most valuable first,
// nearest units first, until the defence matches the threat.
func (m *mover) reinforce() {
	w := m.w
	type hold struct {
		hex    hexmap.Hex
		points int
	}
	var holds []hold
	for i := range w.Map.Len() {
		h := w.Map.HexAt(i)
		if m.points[i] > 0 && (m.threat[i] > 0 || m.watch[i]) && w.ControlOf(h) == m.side && !enemyIn(w, m.side, h) {
			holds = append(holds, hold{h, m.points[i]})
		}
	}
	slices.SortStableFunc(holds, func(a, b hold) int { return b.points - a.points })
	units := m.free(sim.ClassGround)
	for _, hd := range holds {
		i := m.idx(hd.hex)
		here := sideAt(w, m.side, hd.hex)
		def := holding(here)
		for _, id := range units {
			if def >= m.threat[i] && (len(here) > 0 || !m.watch[i]) {
				break
			}
			u := w.Unit(id)
			if m.done[id] || u.Hex == hd.hex || m.holdsGarrison(u) || w.CanEndMove(u, hd.hex) != nil {
				continue
			}
			f := known(w, m.side, u)
			if m.moveTo(id, hd.hex) {
				def += 2 * f.Defense[0]
				here = append(here, f)
			}
		}
	}
}

// target is a hex the side might attack, with what it is worth.
type target struct {
	hex   hexmap.Hex
	value int
}

// attacks plans ground attacks: for each enemy-held land hex in reach, the
// strongest free units go in until the estimate reaches the level's bar.
func (m *mover) attacks() {
	w := m.w
	units := m.free(sim.ClassGround)
	reach := make([][]hexmap.Reach, len(units))
	for i, id := range units {
		reach[i] = m.reachable(id)
	}
	var targets []target
	seen := map[int]bool{}
	for i := range units {
		for _, r := range reach[i] {
			k := m.idx(r.Hex)
			if seen[k] || !w.Map.Terrain(r.Hex).IsLand() || !enemyIn(w, m.side, r.Hex) {
				continue
			}
			if m.final && m.lastWord && m.points[k] == 0 {
				continue // only objectives count now
			}
			seen[k] = true
			v := 10 + m.points[k]*40
			if w.Map.Terrain(r.Hex) == hexmap.City {
				v += 30
			}
			v -= power(defendersAt(w, m.side, r.Hex), false) * 3
			if m.p.st.noise > 0 {
				v += m.p.rng.Intn(m.p.st.noise * 2)
			}
			targets = append(targets, target{hex: r.Hex, value: v})
		}
	}
	slices.SortStableFunc(targets, func(a, b target) int {
		if a.value != b.value {
			return b.value - a.value
		}
		return m.idx(a.hex) - m.idx(b.hex)
	})
	for _, t := range targets {
		if slices.Contains(m.p.spare, t.hex) {
			continue // the search weighs this plan without the attack
		}
		want, exactWant, maxUnits := m.p.want(), m.p.st.exactWant, m.p.st.attackers
		if m.final && m.lastWord {
			// The last word of the game: any fair chance at an objective
			// is worth every unit that can reach it.
			want, exactWant, maxUnits = 150, 150, maxUnits+4
		}
		forced := slices.Contains(m.p.force, t.hex) || (m.allIn && m.points[m.idx(t.hex)] > 0)
		if forced {
			// The search weighs this attack made with all it can muster,
			// or the side, losing decisively, has nothing to lose by it.
			want, exactWant, maxUnits = 1000, 1000, maxUnits+3
		}
		var cands []sim.UnitID
		for i, id := range units {
			if m.done[id] {
				continue
			}
			for _, r := range reach[i] {
				if r.Hex == t.hex {
					cands = append(cands, id)
					break
				}
			}
		}
		slices.SortStableFunc(cands, func(a, b sim.UnitID) int {
			return known(w, m.side, w.Unit(b)).Attack[0] - known(w, m.side, w.Unit(a)).Attack[0]
		})
		def := defendersAt(w, m.side, t.hex)
		var att []Fighter
		var pick []sim.UnitID
		chance := 0
		for _, id := range cands {
			if len(pick) >= maxUnits {
				break
			}
			u := w.Unit(id)
			if m.p.st.garrison > 0 && m.holdsGarrison(u) {
				continue
			}
			pick = append(pick, id)
			att = append(att, known(w, m.side, u))
			chance = m.p.est.WinChance(att, def, sim.MaxRounds)
			if chance >= want+100 {
				break
			}
		}
		var air []sim.UnitID
		if chance < want && m.p.st.airSupport && len(pick) > 0 {
			air, chance = m.addAir(t.hex, att, def, chance, want)
		}
		if m.p.st.exactOdds && len(pick) > 0 && chance >= want-m.p.exactSlack() && m.p.thinkLeft(m.w.Turn) > 0 {
			// The estimate picked the force; the exact odds decide, adding
			// the next candidates while they fall short.
			r, _ := m.plannedOdds(t.hex, pick, air)
			chance = perMille(r.AttackerWins)
			for _, id := range cands {
				if chance >= exactWant || len(pick) >= maxUnits {
					break
				}
				if slices.Contains(pick, id) || (m.p.st.garrison > 0 && m.holdsGarrison(w.Unit(id))) {
					continue
				}
				pick = append(pick, id)
				r, _ = m.plannedOdds(t.hex, pick, air)
				chance = perMille(r.AttackerWins)
			}
			if chance < exactWant && !m.wearsDown(t.hex, r) && !forced {
				m.judgeHopeless(t.hex, chance, len(pick) >= maxUnits)
				m.decline(t.hex)
				continue
			}
		} else if chance < want && !forced {
			m.judgeHopeless(t.hex, chance, len(pick) >= maxUnits)
			if len(pick) > 0 {
				m.decline(t.hex)
			}
			continue
		}
		if len(pick) == 0 {
			continue
		}
		moved := 0
		for _, id := range pick {
			if m.moveTo(id, t.hex) {
				moved++
			}
		}
		if moved > 0 {
			m.attacked = append(m.attacked, t.hex)
		}
		if moved > 0 && len(air) > 0 {
			m.strike(t.hex, air)
		}
	}
}

// decline notes an attack on an enemy objective the plan judged not worth
// making, for the search to weigh it all the same.
func (m *mover) decline(h hexmap.Hex) {
	if m.points[m.idx(h)] > 0 {
		m.declined = append(m.declined, h)
	}
}

// holdsGarrison reports whether u is the last friendly ground unit in a
// threatened objective or city (it stays, whatever the attack).
func (m *mover) holdsGarrison(u *sim.Unit) bool {
	if !m.held(u.Hex) || !m.valuable(u.Hex) {
		return false
	}
	n := 0
	for _, id := range m.w.UnitsAt(u.Hex) {
		if v := m.w.Unit(id); v.Side == m.side && classOf(v) == sim.ClassGround {
			n++
		}
	}
	return n <= 1
}

// stays reports whether u stands in one of the side's objectives that an
// enemy threatens (not one only watched: the garrison rule keeps one troop
// there), in a key objective of the side's that an enemy could reach
// within style.keyWatch while the side does not trail, or is the last
// mobile block beside the fortification of one that an enemy could reach
// within style.fortWatch: it stays there rather than advance elsewhere.
func (m *mover) stays(u *sim.Unit) bool {
	i := m.idx(u.Hex)
	if m.points[i] == 0 {
		return false
	}
	if m.held(u.Hex) && m.threat[i] > 0 {
		return true
	}
	if m.p.st.keyWatch > 0 && !m.trailing && !(m.final && m.lastWord) && m.w.ControlOf(u.Hex) == m.side &&
		keyObjectiveShare*m.points[i] >= m.allPoints && m.enemyWithin(u.Hex, m.p.st.keyWatch) {
		return true
	}
	if m.p.st.fortWatch == 0 || (m.final && m.lastWord) || m.w.ControlOf(u.Hex) != m.side || typeOf(u.Type).Move == 0 {
		return false
	}
	fortified, troops := false, 0
	for _, id := range m.w.UnitsAt(u.Hex) {
		if v := m.w.Unit(id); v.Side == m.side && classOf(v) == sim.ClassGround && v.CarriedBy == 0 {
			if typeOf(v.Type).Move == 0 {
				fortified = true
			} else {
				troops++
			}
		}
	}
	return fortified && troops == 1 && m.enemyWithin(u.Hex, m.p.st.fortWatch)
}

// keyObjectiveShare: an objective worth at least 1/keyObjectiveShare of
// all the scenario's objective points is a key objective (style.keyWatch).
// In the built-ins: Gathering Storm's Berlin (9 of 41), the tutorial's
// Aldermoor (3 of 11), Rivers of Iron's (6,3) (6 of 23), and Channel
// Storm's London and Portsmouth (6 and 5 of 23), which no enemy reaches
// over land.
const keyObjectiveShare = 5

// held reports whether h is the side's and an enemy threatens or watches
// it, so troops there may be asked to hold it; never when the side has the
// game's last word (nobody moves after it: holding is over).
func (m *mover) held(h hexmap.Hex) bool {
	if m.final && m.lastWord {
		return false
	}
	i := m.idx(h)
	return (m.threat[i] > 0 || m.watch[i]) && m.w.ControlOf(h) == m.side
}

// addAir adds free air units that can strike h until the estimate reaches
// the bar; it returns them and the new chance.
func (m *mover) addAir(h hexmap.Hex, att, def []Fighter, chance, want int) ([]sim.UnitID, int) {
	var out []sim.UnitID
	for _, id := range m.free(sim.ClassAir) {
		u := m.w.Unit(id)
		if hexmap.Distance(u.Hex, h) > m.w.MovePoints(u) || m.w.Storm.Covers(h) {
			continue
		}
		f := known(m.w, m.side, u)
		if f.Attack[sim.ClassGround]+f.Attack[sim.ClassNaval]+f.Attack[sim.ClassAir] == 0 {
			continue
		}
		out = append(out, id)
		att = append(att, f)
		chance = m.p.est.WinChance(att, def, sim.MaxRounds)
		if chance >= want {
			break
		}
	}
	return out, chance
}

// strike sends air units against h, one by one so a refused unit does not
// spoil the rest.
func (m *mover) strike(h hexmap.Hex, air []sim.UnitID) {
	for _, id := range air {
		if m.apply(sim.Command{Kind: sim.CmdAirStrike, Side: m.side, Hex: h, Units: []sim.UnitID{id}}) {
			m.done[id] = true
		}
	}
}

// airStrikes sends aircraft alone against enemy ships at sea and, for Hard,
// weak enemy stacks, where the estimate favours it.
func (m *mover) airStrikes() {
	w := m.w
	var targets []target
	seen := map[int]bool{}
	for i := range w.Units {
		u := &w.Units[i]
		k := m.idx(u.Hex)
		if u.Side == m.side || seen[k] || w.BattleAt(u.Hex) != nil {
			continue
		}
		land := w.Map.Terrain(u.Hex).IsLand()
		if land && !m.p.st.airHunt {
			continue
		}
		seen[k] = true
		v := 20
		if !land {
			v = 40
		}
		targets = append(targets, target{hex: u.Hex, value: v - power(defendersAt(w, m.side, u.Hex), false)})
	}
	slices.SortStableFunc(targets, func(a, b target) int {
		if a.value != b.value {
			return b.value - a.value
		}
		return m.idx(a.hex) - m.idx(b.hex)
	})
	for _, t := range targets {
		def := defendersAt(w, m.side, t.hex)
		air, chance := m.addAir(t.hex, nil, def, 0, m.p.want())
		if len(air) > 0 && chance >= m.p.want()+50 {
			m.strike(t.hex, air)
		}
	}
}

// captures sends the cheapest free ground unit able to reach each empty
// enemy-controlled objective or city into it.
func (m *mover) captures() {
	w := m.w
	units := m.free(sim.ClassGround)
	for _, id := range units {
		if m.done[id] || (m.p.st.garrison > 0 && m.holdsGarrison(w.Unit(id))) {
			continue
		}
		best, bestV := hexmap.Hex{}, 0
		for _, r := range m.reachable(id) {
			h := r.Hex
			if w.ControlOf(h) == m.side || enemyIn(w, m.side, h) || !m.valuable(h) || w.CanEndMove(w.Unit(id), h) != nil {
				continue
			}
			v := 10 + m.points[m.idx(h)]*10
			if v > bestV {
				best, bestV = h, v
			}
		}
		if bestV > 0 {
			m.moveTo(id, best)
		}
	}
}

// advance moves every remaining free unit to the hex of its range that best
// serves it: nearer the goals, in supply, out of reach of stronger enemies;
// a unit with no land route to any goal heads for a port to be ferried.
func (m *mover) advance() {
	w := m.w
	portField := m.embarkField()
	pinning := map[hexmap.Hex]int{}
	for _, id := range m.free(sim.ClassGround) {
		u := w.Unit(id)
		field := m.goal
		if m.shunned != nil && !m.pins(u.Hex, pinning) {
			field = m.shunned
		}
		if field[m.idx(u.Hex)] >= unreachable {
			field = portField
		}
		if m.p.st.garrison > 0 && m.holdsGarrison(u) {
			continue
		}
		if m.p.st.stay && m.stays(u) {
			m.done[id] = true
			continue
		}
		best, bestScore := u.Hex, m.score(u, u.Hex, field)
		for _, r := range m.reachable(id) {
			h := r.Hex
			if h == u.Hex || enemyIn(w, m.side, h) || w.CanEndMove(u, h) != nil {
				continue
			}
			if sc := m.score(u, h, field); sc < bestScore {
				best, bestScore = h, sc
			}
		}
		if best != u.Hex {
			m.moveTo(id, best)
		}
		m.done[id] = true
	}
}

// score rates ending unit u's move in h, lower being better.
func (m *mover) score(u *sim.Unit, h hexmap.Hex, field []int) int {
	i := m.idx(h)
	d := field[i]
	if d >= unreachable {
		d = 1000
	}
	sc := d * 10
	if m.w.ControlOf(h) != m.side && m.w.Map.Terrain(h).IsLand() {
		sc -= 15 // taking ground
	}
	if m.p.st.supplyCare && m.cutOff(h) {
		sc += 30
	}
	if m.p.st.threatCare && m.threat[i] > 0 {
		def := power(sideAt(m.w, m.side, h), false)
		if h != u.Hex {
			def += known(m.w, m.side, u).Defense[0]
		}
		if m.threat[i] > 3*def && m.w.ControlOf(h) == m.side {
			sc += 8
		}
	}
	if m.p.st.noise > 0 {
		sc += m.p.rng.Intn(m.p.st.noise)
	}
	return sc
}

// embarkField is where troops with no land route to any goal wait for a
// ship: the side's port cities, each starting at its sea distance to the
// beaches, so troops gather at the port nearest the far shore.
func (m *mover) embarkField() []int {
	w := m.w
	beach := m.beachField()
	var ports []seed
	for i := range w.Map.Len() {
		h := w.Map.HexAt(i)
		c := w.Map.Cell(h)
		if !c.Port || !c.Terrain.IsLand() || w.ControlOf(h) != m.side || enemyIn(w, m.side, h) {
			continue
		}
		d := 0
		if beach != nil {
			d = min(beach[i], 50)
		}
		ports = append(ports, seed{h, d})
	}
	return landFieldFrom(w.Map, ports)
}

// rebaseAir flies air units that did not strike to the friendly base nearest
// the enemy within their range.
func (m *mover) rebaseAir() {
	w := m.w
	var raids []raidTarget
	if m.p.st.logistics && m.p.turnsLeft(w) >= m.p.st.raidHorizon {
		raids = raidTargets(w, m.side)
	}
	for _, id := range m.free(sim.ClassAir) {
		u := w.Unit(id)
		if u.CarriedBy != 0 {
			continue
		}
		best, bestD := u.Hex, m.goal[m.idx(u.Hex)]
		for _, r := range m.reachable(id) {
			h := r.Hex
			if d := m.goal[m.idx(h)]; d+2 < bestD && d > 2 && w.CanEndMove(u, h) == nil && w.ControlOf(h) == m.side {
				best, bestD = h, d
			}
		}
		switch {
		case best != u.Hex:
			m.moveTo(id, best)
		case isBomber(u):
			// Nothing nearer the goals: a bomber goes raiding instead.
			m.rebaseBomber(id, raids)
		}
	}
}

// cutOff reports whether h lies away from the side's supply net: neither it
// nor any neighbour is supplied now. A hex next to the net is not cut off,
// since taking it usually extends the net (D22 traces one hex off a road).
func (m *mover) cutOff(h hexmap.Hex) bool {
	if m.supplied[m.idx(h)] {
		return false
	}
	for _, n := range h.Neighbors() {
		if j := m.idx(n); j >= 0 && m.supplied[j] {
			return false
		}
	}
	return true
}

// enemyWithin reports whether an enemy ground unit on land stands within
// cost movement points of h over land (D13 costs, roads 1; units, control
// and rivers left aside): one that could walk into h in a turn or two. A
// unit across the sea is no such threat, however near; with style.seaWatch
// troops aboard a ship within cost/2+1 hexes are (a landing: half the way
// by ship, a hex ashore).
func (m *mover) enemyWithin(h hexmap.Hex, cost int) bool {
	w := m.w
	var field []int
	for i := range w.Units {
		u := &w.Units[i]
		if u.Side == m.side || classOf(u) != sim.ClassGround {
			continue
		}
		if u.CarriedBy != 0 {
			if m.p.st.seaWatch && hexmap.Distance(u.Hex, h) <= cost/2+1 {
				return true
			}
			continue
		}
		if hexmap.Distance(u.Hex, h) > cost {
			continue // every land step costs at least 1
		}
		if field == nil {
			field = landField(w.Map, []hexmap.Hex{h})
		}
		if j := m.idx(u.Hex); j >= 0 && field[j] <= cost {
			return true
		}
	}
	return false
}

// enemyNear reports whether a ground unit of another side stands within r
// hexes of h.
func enemyNear(s *sim.State, side int, h hexmap.Hex, r int) bool {
	for i := range s.Units {
		u := &s.Units[i]
		if u.Side != side && u.CarriedBy == 0 && classOf(u) == sim.ClassGround && hexmap.Distance(u.Hex, h) <= r {
			return true
		}
	}
	return false
}

// focusOn makes one enemy objective the army's main effort: the nearest of
// the goals, with the other defended enemy objectives style.focus further
// away. Without it every unit heads for the goal nearest to it and the army
// spreads over every objective, strong enough at none. The objectives are
// ranked by their points against the defenders in and beside them and the
// army's distance to them; style.focusRank picks which (0 the best), so the
// search can weigh one main effort against another. The choice is made
// afresh each turn from the position alone.
func (m *mover) focusOn(goals []seed) {
	w, mp := m.w, m.w.Map
	var army []hexmap.Hex
	for i := range w.Units {
		u := &w.Units[i]
		if u.Side == m.side && u.CarriedBy == 0 && classOf(u) == sim.ClassGround && mp.Terrain(u.Hex).IsLand() && w.MovePoints(u) > 0 {
			army = append(army, u.Hex)
		}
	}
	type effort struct{ goal, value int }
	var ranked []effort
	held := make([]bool, len(goals))
	for k, g := range goals {
		i := m.idx(g.hex)
		if m.points[i] == 0 || w.ControlOf(g.hex) == m.side {
			continue
		}
		def := 0
		for j := range w.Units {
			u := &w.Units[j]
			if u.Side != m.side && u.CarriedBy == 0 && classOf(u) == sim.ClassGround && hexmap.Distance(u.Hex, g.hex) <= 1 {
				f := known(w, m.side, u)
				def += f.Defense[sim.ClassGround] * f.CV
			}
		}
		held[k] = def > 0
		field := landField(mp, []hexmap.Hex{g.hex})
		var ds []int
		for _, h := range army {
			if d := field[m.idx(h)]; d < unreachable {
				ds = append(ds, d)
			}
		}
		if len(ds) == 0 {
			continue
		}
		slices.Sort(ds)
		near := 0
		for _, d := range ds[:min(4, len(ds))] {
			near += d
		}
		ranked = append(ranked, effort{k, m.points[i]*60 - near*3 - def*4})
	}
	slices.SortStableFunc(ranked, func(a, b effort) int { return b.value - a.value })
	if m.p.st.focusRank >= len(ranked) {
		return
	}
	best := ranked[m.p.st.focusRank].goal
	for k := range goals {
		switch {
		case k == best:
			goals[k].dist = 0
		case held[k]:
			goals[k].dist += m.p.st.focus
		}
	}
}

// wearsDown reports whether an attack on h that will likely not take it is
// still worth making: h is an enemy objective and the battle, by its exact
// odds r, is expected to cost the defender clearly more strength than the
// attacker (style.attrition, per cent), so the next attack finds it weaker.
func (m *mover) wearsDown(h hexmap.Hex, r odds.Result) bool {
	a := m.p.st.attrition
	if a == 0 || m.points[m.idx(h)] == 0 {
		return false
	}
	lost, dealt := r.Sides[0].Losses, r.Sides[1].Losses
	return dealt >= 1 && dealt*100 >= lost*float64(a)
}

// losingDecisively reports whether another side leads side by the
// scenario's decisive margin or more on the points the game would score
// now; never when the scenario sets no decisive margin.
func losingDecisively(s *sim.State, side int) bool {
	return s.Victory.Decisive > 0 && largestLead(s, side) >= s.Victory.Decisive
}

// trailing reports whether another side than side has more points than
// it, on the score the game would give now.
func trailing(s *sim.State, side int) bool {
	return largestLead(s, side) > 0
}

// closeRaceBehind is the most points a side may trail by for its game to
// count as close (style.closeRace): a point taken from the enemy then
// draws it.
const closeRaceBehind = 2

// inCloseRace reports whether the game is in the last part of its turns in
// which a level weighs every enemy objective alike (style.closeRace) and
// close: the side leads by less than safeLead, or trails by
// closeRaceBehind at most.
func (p *Player) inCloseRace(s *sim.State) bool {
	if p.st.closeRace == 0 || p.turnsLeft(s)*p.st.closeRace > s.Victory.Turns {
		return false
	}
	lead := largestLead(s, p.side)
	return lead > -safeLead && lead <= closeRaceBehind
}

// largestLead is how many points the best-scoring other side has over
// side on the score the game would give now (negative when side leads).
func largestLead(s *sim.State, side int) int {
	points := s.VictoryPoints()
	lead, first := 0, true
	for other, v := range points {
		if other != side && (first || v-points[side] > lead) {
			lead, first = v-points[side], false
		}
	}
	return lead
}

// hopelessBar is the chance (per mille) under which an attack by a full
// stack marks an enemy-held hex hopeless for the turn (style.shun).
const hopelessBar = 20

// judgeHopeless marks h hopeless for the turn when a full stack's chance
// (per mille) to take it falls under hopelessBar.
func (m *mover) judgeHopeless(h hexmap.Hex, chance int, fullStack bool) {
	if fullStack && chance < hopelessBar {
		m.hopeless = append(m.hopeless, h)
	}
}

// shunDistance is how much further (movement points) a hopeless hex starts
// in the goal field of the units still to advance.
const shunDistance = 8

// shunHopeless draws the goal field for the units still to advance with
// the enemy-held hexes a full stack could not take this turn pushed back
// (style.shun), for the units not pinning one (pins): those stay to hold
// its garrison in place, the others turn to goals they can take. On
// Gathering Storm, Hard's Allies stood beside a fortified Berlin for
// twenty turns with twice the Axis's steps while weaker objectives a few
// hexes off went unattacked.
func (m *mover) shunHopeless() {
	if !m.p.st.shun || len(m.hopeless) == 0 {
		return
	}
	goals := slices.Clone(m.goals)
	for i := range goals {
		if slices.Contains(m.hopeless, goals[i].hex) {
			goals[i].dist += shunDistance
		}
	}
	m.shunned = landFieldFrom(m.w.Map, goals)
}

// pins reports whether a unit advancing from h keeps the plain goal field
// to pin the garrison of an enemy-held hex marked hopeless this turn: it
// stands beside one, and fewer than style.pin of the side's advancing
// units beside it did so before it (pinning counts them per hex; no limit
// when pin is 0). The others take the shunned field and turn to goals
// they can take.
func (m *mover) pins(h hexmap.Hex, pinning map[hexmap.Hex]int) bool {
	for _, o := range m.hopeless {
		if hexmap.Distance(o, h) != 1 {
			continue
		}
		if n := m.p.st.pin; n > 0 && pinning[o] >= n {
			return false
		}
		pinning[o]++
		return true
	}
	return false
}
