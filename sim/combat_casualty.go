package sim

// Casualties (DESIGN D19): who takes each hit, by the hit side's policy, by
// the firer where seed 001 lets it choose, or by a player's own choice.

import (
	"fmt"
	"slices"
)

// Hit is one die that hit: Targets are the units it may fall on (those its
// firer hits at Face or better), in id order.
type Hit struct {
	Firer   UnitID   `json:"firer,omitempty"`
	Face    int      `json:"face"`
	Targets []UnitID `json:"targets"`
}

// Decision is a set of hits on Victim's units that Chooser must place with
// CmdCasualties, one unit per hit in order.
type Decision struct {
	Chooser int   `json:"chooser"`
	Victim  int   `json:"victim"`
	Hits    []Hit `json:"hits"`
}

// hitLoad tracks the strength left to units while hits are being placed.
type hitLoad struct {
	ids []UnitID
	cv  []int
}

func (s *State) newHitLoad(hits []Hit) *hitLoad {
	l := &hitLoad{}
	for _, h := range hits {
		for _, id := range h.Targets {
			if !slices.Contains(l.ids, id) {
				if u := s.Unit(id); u != nil {
					l.ids, l.cv = append(l.ids, id), append(l.cv, u.CV)
				}
			}
		}
	}
	return l
}

// left returns the strength unit id has left, 0 if gone.
func (l *hitLoad) left(id UnitID) int {
	if i := slices.Index(l.ids, id); i >= 0 {
		return l.cv[i]
	}
	return 0
}

func (l *hitLoad) take(id UnitID) {
	if i := slices.Index(l.ids, id); i >= 0 {
		l.cv[i]--
	}
}

// AssignHits decides which unit takes each hit (part (c) of combat_fire.go),
// returning one unit id per hit in order, 0 where none of a hit's targets is
// left. It is deterministic and changes nothing. Hits with fewer possible
// targets are placed first, so that a narrow hit is not wasted.
//
// The hit side's policy (byFirer false) is strongest first (DESIGN D34):
// the eligible block with the most steps left loses one, ties broken by the
// cheaper type, then the lower id, so blocks wear down evenly; a capital
// ship, one of the strongest while it has hits to spare, is damaged before
// any is sunk. The firer's choice (byFirer, seed 001 Torpedo and Tactical
// Air Support) takes the most valuable target: highest cost, then lowest
// cv left (to finish a damaged ship or a worn block), then lowest id.
func (s *State) AssignHits(hits []Hit, byFirer bool) []UnitID {
	load := s.newHitLoad(hits)
	order := make([]int, len(hits))
	for i := range order {
		order[i] = i
	}
	slices.SortStableFunc(order, func(a, b int) int { return len(hits[a].Targets) - len(hits[b].Targets) })
	out := make([]UnitID, len(hits))
	for _, i := range order {
		var best UnitID
		var bestKey [3]int
		for _, id := range hits[i].Targets {
			cv := load.left(id)
			if cv == 0 || s.shielded(id, hits[i], load) {
				continue
			}
			t := catalogType(s.Unit(id).Type)
			key := [3]int{-cv, t.Cost, int(id)}
			if byFirer {
				key = [3]int{-t.Cost, cv, int(id)}
			}
			if best == 0 || slices.Compare(key[:], bestKey[:]) < 0 {
				best, bestKey = id, key
			}
		}
		if best != 0 {
			load.take(best)
		}
		out[i] = best
	}
	return out
}

// shielded reports whether unit id may not take hit h yet: seed 001
// Non-combatant, "Air transports may not be selected as casualties until all
// accompanying friendly fighters have been lost" (fighters the hit can reach).
func (s *State) shielded(id UnitID, h Hit, load *hitLoad) bool {
	if !hasAbility(catalogType(s.Unit(id).Type), "non_combatant") {
		return false
	}
	for _, o := range h.Targets {
		if load.left(o) > 0 && hasAbility(catalogType(s.Unit(o).Type), "combat_aircraft") {
			return true
		}
	}
	return false
}

// checkCasualties validates a player's choice of one unit per hit, as a
// whole: each named unit must be one of its hit's targets, no unit may take
// more hits than its strength, and a hit may go unplaced (0) only when every
// unit it could fall on is used up by the others; an air transport may be
// named only when no fighter its hit could fall on is left (seed 001
// Non-combatant).
func (s *State) checkCasualties(hits []Hit, units []UnitID) error {
	if len(units) != len(hits) {
		return refuse("DESIGN D19", "%d hits to place, %d units named", len(hits), len(units))
	}
	load := s.newHitLoad(hits)
	for i, id := range units {
		if id == 0 {
			continue
		}
		if !slices.Contains(hits[i].Targets, id) {
			return refuse("DESIGN D19", "hit %d (a %d from unit %d) cannot fall on unit %d", i+1, hits[i].Face, hits[i].Firer, id)
		}
		if load.left(id) == 0 {
			return refuse("DESIGN D19", "unit %d has no strength left for hit %d", id, i+1)
		}
		load.take(id)
	}
	for i, id := range units {
		if id == 0 && slices.ContainsFunc(hits[i].Targets, func(t UnitID) bool { return load.left(t) > 0 }) {
			return refuse("DESIGN D19", "hit %d must be taken: a unit it can reach is still standing", i+1)
		}
		if id != 0 && s.shielded(id, hits[i], load) {
			return refuse("seed 001 Non-combatant", "air transport %d may not be chosen while a fighter it could fall on is left", id)
		}
	}
	return nil
}

// applyHit takes one step off unit id (DESIGN D33): it is worn down (a
// capital ship damaged), or eliminated at 0 steps.
func (t *tx) applyHit(id UnitID, firer UnitID) {
	s := t.s
	u := s.Unit(id)
	if u == nil {
		return
	}
	t.emit(Event{Kind: EvUnitHit, Side: u.Side, Unit: id, From: u.Hex, To: u.Hex, Value: int(firer),
		Why: fmt.Sprintf("unit %d %s is hit by %s", id, u.Type, firerName(s, firer))})
	u.CV--
	if u.CV > 0 {
		t.emit(Event{Kind: EvUnitDamaged, Side: u.Side, Unit: id, From: u.Hex, To: u.Hex, Value: u.CV,
			Why: fmt.Sprintf("unit %d %s loses a step, %d left", id, u.Type, u.CV)})
		return
	}
	s.noteCaptive(u) // combat_capture.go: seed 001 Supply Column
	t.eliminate(id, "eliminated in battle (DESIGN D4)")
}

// eliminate removes unit id from the map into State.Eliminated.
func (t *tx) eliminate(id UnitID, why string) {
	s := t.s
	i := slices.IndexFunc(s.Units, func(u Unit) bool { return u.ID == id })
	if i < 0 {
		return
	}
	u := s.Units[i]
	u.CV = 0
	s.Units = slices.Delete(s.Units, i, i+1)
	s.Eliminated = append(s.Eliminated, u)
	t.emit(Event{Kind: EvUnitEliminated, Side: u.Side, Unit: id, From: u.Hex, To: u.Hex, Why: fmt.Sprintf("unit %d %s %s", id, u.Type, why)})
	t.loseCargo(id) // transport.go: cargo is lost with its carrier (seed 001)
}

// firerName describes the unit or factory that fired, for event texts.
func firerName(s *State, id UnitID) string {
	if id == 0 {
		return "a factory"
	}
	for _, u := range s.Units {
		if u.ID == id {
			return fmt.Sprintf("unit %d %s", id, u.Type)
		}
	}
	return fmt.Sprintf("unit %d", id)
}

// placeHits sorts a step's hits on the units of the side hit into the
// choices they need: the firer's choice for seed 001 Torpedo and Tactical Air
// Support hits, else the hit side's; an automatic chooser's hits are applied
// at once, a manual one's become a Decision the battle waits for.
func (t *tx) placeHits(bi int, victim, firerSide int, plain, chosen []Hit) {
	for _, g := range []struct {
		chooser int
		hits    []Hit
		byFirer bool
	}{{firerSide, chosen, true}, {victim, plain, false}} {
		if len(g.hits) == 0 {
			continue
		}
		if t.s.Sides[g.chooser].ChooseCasualties {
			b := &t.s.Battles[bi]
			b.Decisions = append(b.Decisions, Decision{Chooser: g.chooser, Victim: victim, Hits: g.hits})
			continue
		}
		for i, id := range t.s.AssignHits(g.hits, g.byFirer) {
			if id != 0 {
				t.applyHit(id, g.hits[i].Firer)
			}
		}
	}
}

// casualties carries out CmdCasualties: the side a Decision waits for names
// the unit taking each of its hits, and the battle goes on.
func (t *tx) casualties(cmd Command) error {
	s := t.s
	bi := s.battleIndex(cmd.Hex)
	if bi < 0 || len(s.Battles[bi].Decisions) == 0 {
		return refuse("DESIGN D19", "no casualties are waiting to be chosen at %s", cmd.Hex)
	}
	d := s.Battles[bi].Decisions[0]
	if d.Chooser != cmd.Side {
		return refuse("DESIGN D19", "%s chooses these casualties", s.sideName(d.Chooser))
	}
	if err := s.checkCasualties(d.Hits, cmd.Units); err != nil {
		return err
	}
	s.Battles[bi].Decisions = slices.Delete(s.Battles[bi].Decisions, 0, 1)
	for i, id := range cmd.Units {
		if id != 0 {
			t.applyHit(id, d.Hits[i].Firer)
		}
	}
	t.runBattle(s.Battles[bi].Hex)
	return nil
}
