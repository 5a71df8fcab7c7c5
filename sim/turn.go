package sim

import (
	"fmt"

	"hexstorm/hexmap"
)

// endPhase ends the active side's phase and runs the turn sequence on to the
// next phase a side has to play (DESIGN D11).
func (t *tx) endPhase() error {
	s := t.s
	switch s.Phase {
	case PhaseMovement:
		t.checkCapitals() // strategic_counters.go: a minor's capital taken (D28)
		t.enter(PhaseCombat, s.Active)
		t.beginCombat() // combat.go: called-off battles, air commitment (D11)
	case PhaseCombat:
		if err := t.combatDone(); err != nil { // combat.go: every battle fought (D11)
			return err
		}
		t.checkCapitals()
		if s.Active+1 < len(s.Order) {
			t.enter(PhaseMovement, s.Active+1)
		} else if s.productionTurn() {
			t.enter(PhaseProduction, 0)
		} else {
			t.enter(PhaseSupply, -1)
		}
	case PhaseProduction:
		if err := s.checkRequiredBuild(s.ActiveSide()); err != nil { // seed 000 18.51
			return err
		}
		t.endProduction(s.ActiveSide()) // seed 004 automatic factory recovery
		if s.Active+1 < len(s.Order) {
			t.enter(PhaseProduction, s.Active+1)
		} else {
			t.revealBuilds() // seed 000 18.31: secret builds revealed together
			t.enter(PhaseSupply, -1)
		}
	default:
		return refuse("DESIGN D11", "the %s phase ends by itself", s.Phase)
	}
	t.advance()
	return nil
}

// ProductionTurn reports whether this turn has a Production Phase (D11).
func (s *State) ProductionTurn() bool { return s.productionTurn() }

// productionTurn reports whether this turn has a Production Phase (D11).
func (s *State) productionTurn() bool {
	n := s.Options.ProductionInterval
	return n <= 1 || s.Turn%n == 0
}

// enter starts a phase; active is the index into Order of the side that plays
// it, or -1 for phases no side plays.
func (t *tx) enter(p Phase, active int) {
	s := t.s
	s.Phase, s.Active = p, active
	side := s.ActiveSide()
	if p == PhaseMovement {
		for i := range s.Units {
			if s.Units[i].Side == side {
				s.Units[i].Spent, s.Units[i].Halted = 0, StopNone
			}
		}
	}
	t.emit(Event{Kind: EvPhaseBegan, Side: side})
	// Supply and production (supply.go, production.go): supply is checked as
	// a side's player turn begins (D22); income and repair open its
	// Production Phase (D23-D24).
	switch p {
	case PhaseMovement:
		t.beginMovement(side) // move_group.go: per-turn movement marks
		t.checkSupply(side)
	case PhaseProduction:
		t.beginProduction(side)
	}
}

// advance resolves phases that need no player until one does, or the game ends.
func (t *tx) advance() {
	s := t.s
	for {
		switch s.Phase {
		case PhaseInitiative:
			t.rollInitiative()
			t.enter(PhaseStorm, -1)
		case PhaseStorm:
			t.moveStorm()
			t.stormWrecksMulberries() // logistics.go: seed 004 Mulberries
			t.enter(PhaseMovement, 0)
		case PhaseSupply:
			if t.checkEnd() {
				return
			}
			s.Turn++
			t.emit(Event{Kind: EvTurnBegan, Side: -1})
			t.beginCampaignTurn() // support.go: seed 002 10.31
			t.enter(PhaseInitiative, -1)
		default:
			return
		}
	}
}

// rollInitiative has every side roll a d6; the highest moves first and tied
// sides roll again among themselves (D11 step 1).
func (t *tx) rollInitiative() {
	s := t.s
	order := make([]int, len(s.Sides))
	for i := range order {
		order[i] = i
	}
	s.Order = t.rankByDice(order)
	t.emit(Event{Kind: EvInitiative, Side: s.Order[0], Why: "highest initiative roll moves first (DESIGN D11)"})
}

// rankByDice orders sides by a d6 each, highest first, breaking ties by
// re-rolling only the tied sides.
func (t *tx) rankByDice(sides []int) []int {
	if len(sides) <= 1 {
		return sides
	}
	rolls := make([]int, len(sides))
	for i, side := range sides {
		rolls[i] = t.roll(6, side, "initiative")
	}
	var out []int
	for face := 6; face >= 1; face-- {
		var tied []int
		for i, side := range sides {
			if rolls[i] == face {
				tied = append(tied, side)
			}
		}
		out = append(out, t.rankByDice(tied)...)
	}
	return out
}

// moveStorm moves the Storm after the initiative roll: the side that lost the
// initiative rolls two dice separately, the first for direction and the
// second for distance (seed 004 Storms), and the storm walks hex by hex, one
// event per step so the client can animate it.
func (t *tx) moveStorm() {
	s := t.s
	if !s.Storm.On {
		return
	}
	loser := s.Order[len(s.Order)-1]
	dir := hexmap.Direction(t.roll(6, loser, "storm direction (seed 004 Storms)"))
	dist := t.roll(6, loser, "storm distance (seed 004 Storms)")
	steps, restarted := StormPath(s.Map, s.Storm.Hex, dir, dist)
	from := s.Storm.Hex
	for _, to := range steps {
		t.emit(Event{Kind: EvStormStep, Side: -1, From: from, To: to, Value: int(dir)})
		from = to
	}
	if restarted {
		s.Storm.Hex = s.Map.Center()
		t.emit(Event{Kind: EvStormRestart, Side: -1, From: from, To: s.Storm.Hex, Value: int(dir),
			Why: "the storm left the map and restarts at the centre (seed 004 Storms)"})
		return
	}
	s.Storm.Hex = from
}

// StormPath returns the hexes the storm enters moving dist hexes in direction
// dir from start, and whether its next step would leave the map, in which
// case it stops there and restarts at the map centre (seed 004 Storms: "If a
// Storm moves off-map restart it at the center of the map"; DESIGN D12).
func StormPath(m *hexmap.Map, start hexmap.Hex, dir hexmap.Direction, dist int) ([]hexmap.Hex, bool) {
	var steps []hexmap.Hex
	at := start
	for range dist {
		next := at.Neighbor(dir)
		if !m.Contains(next) {
			return steps, true
		}
		steps = append(steps, next)
		at = next
	}
	return steps, false
}

// VictoryPoints returns each side's points as the game would score them
// now: the objectives it controls and its campaign points (D29; seed 003
// 34.92).
func (s *State) VictoryPoints() []int {
	points := make([]int, len(s.Sides))
	for _, o := range s.Victory.Objectives {
		if c := s.ControlOf(o.Hex); c >= 0 {
			points[c] += o.Points
		}
	}
	for side := range points {
		points[side] += s.CampaignPoints(side) // seed 003 34.92
	}
	return points
}

// checkEnd ends the game after the scenario's last turn, scoring objectives:
// the side with the most objective points wins, decisively if its margin
// reaches the scenario's decisive margin (D29).
func (t *tx) checkEnd() bool {
	s := t.s
	if s.Victory.Turns <= 0 || s.Turn < s.Victory.Turns {
		return false
	}
	points := s.VictoryPoints()
	best, second := -1, -1
	for side, p := range points {
		switch {
		case best < 0 || p > points[best]:
			best, second = side, best
		case second < 0 || p > points[second]:
			second = side
		}
	}
	s.Phase, s.Active = PhaseGameOver, -1
	margin := points[best] - points[second]
	if margin == 0 {
		s.Winner, s.Result = -1, fmt.Sprintf("draw: %d points each", points[best])
	} else {
		level := "marginal"
		if s.Victory.Decisive > 0 && margin >= s.Victory.Decisive {
			level = "decisive"
		}
		s.Winner = best
		s.Result = fmt.Sprintf("%s victory for %s, %d to %d points", level, s.Sides[best].Name, points[best], points[second])
	}
	t.emit(Event{Kind: EvGameOver, Side: s.Winner, Value: s.Winner, Why: s.Result})
	return true
}
