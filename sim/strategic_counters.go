package sim

import (
	"fmt"
	"slices"
)

// Military counters (seed 002 10.22; seed 003 24.42-24.47). The diplomatic
// phase is not among the seeds; counters are placed in the Production Phase,
// the economic phase here, and each gives its power a +1 diplomatic modifier
// in its minor country for the turn (24.42F). Resolving that modifier needs
// the diplomacy tables, which are not among the seeds either.

// MilitaryCounter is a military counter placed this turn.
type MilitaryCounter struct {
	Power    int    `json:"power"`
	Minor    string `json:"minor"`
	CivilWar bool   `json:"civil_war,omitempty"`
}

// counterLimits are the counters each power has (seed 003 24.42C).
var counterLimits = map[string]int{"Germany": 3, "Italy": 1, "France": 1, "Britain": 1, "Russia": 3}

// counterTargets are where each power may place a military counter other
// than to intervene in a civil war (seed 003 24.43D, 24.45A, 24.47D).
var counterTargets = map[string][]string{
	"Germany": {MinorRhineland, "Belgium/Luxembourg", "Austria", "Czechoslovakia", MinorPoland},
	"France":  {"Belgium/Luxembourg", MinorRhineland},
	"Russia":  {"Finland", MinorPoland, "Rumania", "Turkey"},
}

// civilWarTargets are the civil wars each power may intervene in, and whose
// side in it must back the rebels (seed 003 24.43D, 24.45A, 24.46, 24.47D).
var civilWarTargets = map[string][]string{
	"France":  {"Yugoslavia", "Greece"},
	"Britain": {"Yugoslavia", "Greece"},
	"Russia":  {"Spain", "Greece"},
}

// MilitaryCounterLimit returns how many military counters power pi may place
// this turn other than in civil wars (seed 002 10.22; seed 003 24.43A-C,
// 24.45, 24.47A-C): Germany one per point of both Axis Balance of Power
// advantage and support, France one with an Allied advantage and positive
// support, Russia one, two or three by garrison surplus (1, 3, 6) and
// support, never more than its counters (24.42C); Italy and Britain none.
func (s *State) MilitaryCounterLimit(pi int) int {
	c := s.Campaign
	p := &c.Powers[pi]
	limit := counterLimits[p.Name]
	switch p.Name {
	case "Germany":
		return max(0, min(limit, c.BalanceAdvantage(BlocAxis), p.Support))
	case "France":
		if c.BalanceAdvantage(BlocAllied) >= 1 && p.Support >= 1 {
			return 1
		}
	case "Russia":
		if c.Facts.Purge {
			return 0
		}
		n := s.GarrisonSurplus()
		by := 0
		switch {
		case n >= 6:
			by = 3
		case n >= 3:
			by = 2
		case n >= 1:
			by = 1
		}
		return max(0, min(limit, by, p.Support))
	}
	return 0
}

// placeCounter carries out CmdPlaceCounter: power Power places a military
// counter in minor country Minor, intervening if it is in civil war.
func (t *tx) placeCounter(cmd Command) error {
	s := t.s
	pi, err := s.commandPower(cmd)
	if err != nil {
		return err
	}
	c := s.Campaign
	p := &c.Powers[pi]
	if s.Phase != PhaseProduction {
		return refuse("seed 003 24.42A", "military counters are placed in the economic (Production) phase, not the %s phase", s.Phase)
	}
	m := c.minor(cmd.Minor)
	if m == nil {
		return refuse("seed 003 24.42D", "there is no minor country %q", cmd.Minor)
	}
	var mine []MilitaryCounter
	for _, mc := range c.Counters {
		if mc.Power == pi {
			mine = append(mine, mc)
		}
	}
	if len(mine) >= counterLimits[p.Name] {
		return refuse("seed 003 24.42C", "%s has %d military counters and has placed them all", p.Name, counterLimits[p.Name])
	}
	if slices.ContainsFunc(mine, func(mc MilitaryCounter) bool { return mc.Minor == m.Name }) {
		return refuse("seed 003 24.42D", "%s already has a military counter in %s", p.Name, m.Name)
	}
	if p.Name == "Russia" && c.Facts.Purge {
		return refuse("seed 003 24.47D", "Russia may place no military counters while it is subject to a purge")
	}
	cost := 1
	if m.CivilWar {
		if err := s.checkIntervention(pi, m, mine); err != nil {
			return err
		}
		if p.activityLeft() < 1 {
			return refuse("seed 003 24.42E", "a civil war intervention uses a 1 activity counter and %s has none left", p.Name)
		}
	} else if err := s.checkDiplomaticCounter(pi, m, mine); err != nil {
		return err
	}
	if p.Tiles < cost {
		return refuse("seed 003 24.42E", "a military counter costs %d tile point and %s has %d", cost, p.Name, p.Tiles)
	}
	if err := s.checkExpenditure(pi, cost); err != nil {
		return err
	}
	p.Tiles -= cost
	if m.CivilWar {
		p.ActivityUsed++
	}
	c.Counters = append(c.Counters, MilitaryCounter{Power: pi, Minor: m.Name, CivilWar: m.CivilWar})
	t.emit(Event{Kind: EvMilitaryCounter, Side: p.Side, Value: 1,
		Why: fmt.Sprintf("%s places a military counter in %s: +1 diplomatic modifier (seed 003 24.42F)", p.Name, m.Name)})
	return nil
}

// checkDiplomaticCounter checks a counter placed for diplomatic purposes.
func (s *State) checkDiplomaticCounter(pi int, m *Minor, mine []MilitaryCounter) error {
	c := s.Campaign
	p := &c.Powers[pi]
	targets, ok := counterTargets[p.Name]
	if !ok {
		return refuse("seed 003 24.44, 24.46", "%s may use its military counter only to intervene in a civil war", p.Name)
	}
	if !slices.Contains(targets, m.Name) {
		return refuse("seed 003 24.43D, 24.45A, 24.47D", "%s may not place a military counter in %s", p.Name, m.Name)
	}
	germany := c.PowerIndex("Germany")
	remilitarized := germany >= 0 && c.Facts.aggressed(germany, MinorRhineland) != nil
	switch {
	case p.Name == "Germany" && m.Name == "Belgium/Luxembourg" && !remilitarized:
		return refuse("seed 003 24.43D", "Germany may place a counter in Belgium/Luxembourg only once the Rhineland is remilitarized")
	case p.Name == "France" && m.Name == MinorRhineland && remilitarized:
		return refuse("seed 003 24.45A", "France may place a counter in the Rhineland only before Germany remilitarizes it")
	}
	n := 0
	for _, mc := range mine {
		if !mc.CivilWar {
			n++
		}
	}
	if limit := s.MilitaryCounterLimit(pi); n >= limit {
		return refuse("seed 002 10.22; seed 003 24.43-24.47", "%s may place %d military counters this turn (support %+d, Balance of Power and garrison)", p.Name, limit, p.Support)
	}
	return nil
}

// checkIntervention checks a counter placed to intervene in a civil war.
func (s *State) checkIntervention(pi int, m *Minor, mine []MilitaryCounter) error {
	c := s.Campaign
	p := &c.Powers[pi]
	switch p.Name {
	case "Germany":
		if slices.ContainsFunc(mine, func(mc MilitaryCounter) bool { return mc.CivilWar }) {
			return refuse("seed 003 24.43D", "Germany may intervene in one civil war each turn")
		}
		return nil
	case "Italy":
		if a := c.Facts.aggressed(pi, MinorEthiopia); a != nil && s.Turn < a.Turn+3 {
			return refuse("seed 003 24.44A", "Italy may not place its military counter while it is conquering Ethiopia")
		}
		return nil
	}
	wars, ok := civilWarTargets[p.Name]
	if !ok || !slices.Contains(wars, m.Name) {
		return refuse("seed 003 24.45A, 24.46, 24.47D", "%s may not intervene in a civil war in %s", p.Name, m.Name)
	}
	backs := slices.ContainsFunc(m.Rebels, func(name string) bool {
		if p.Name == "Russia" {
			return name == "Russia"
		}
		q := c.power(name)
		return q != nil && q.Bloc == BlocAllied
	})
	if !backs {
		return refuse("seed 003 24.45A, 24.46, 24.47D", "%s may intervene in %s only in a turn in which its side supports the rebels", p.Name, m.Name)
	}
	return nil
}

// checkCapitals records an aggression when a minor country's capital comes
// under the control of a side that did not hold it (DESIGN D28): the
// aggressor is the power of the first unit there, or the power whose home
// the hex is.
func (t *tx) checkCapitals() {
	s := t.s
	c := s.Campaign
	if c == nil {
		return
	}
	for i := range c.Minors {
		m := &c.Minors[i]
		holder := s.ControlOf(m.Capital)
		if holder == m.Holder {
			continue
		}
		m.Holder = holder
		if holder < 0 {
			continue
		}
		pi := -1
		for _, id := range s.UnitsAt(m.Capital) {
			if u := s.Unit(id); u.Side == holder {
				if pi = c.PowerOf(id); pi >= 0 {
					break
				}
			}
		}
		if pi < 0 {
			pi = c.homePower(m.Capital, holder)
		}
		if pi >= 0 {
			t.recordAggression(pi, m.Name)
		}
	}
}

// proposePact carries out CmdProposePact: Germany proposes the Nazi-Soviet
// Pact this turn (seed 002 10.91B counts whether it did in the turn of its
// aggression against Poland).
func (t *tx) proposePact(cmd Command) error {
	pi, err := t.s.commandPower(cmd)
	if err != nil {
		return err
	}
	f := &t.s.Campaign.Facts
	if t.s.Campaign.Powers[pi].Name != "Germany" || f.Pact.Signed > 0 || f.Pact.Proposed == t.s.Turn {
		return refuse("seed 002 10.91B", "only Germany proposes the Nazi-Soviet Pact, once a turn, before it is signed")
	}
	return t.factCommand(FactChange{Kind: FactPactProposed})
}

// signPact carries out CmdSignPact: Russia accepts the Pact Germany
// proposed; it may never break it (seed 003 31.84). Rule 31 is not among the
// seeds. Reading: a proposal stands until Russia's next phase, this turn or
// the next, since Russia's side may play before Germany's in a turn.
func (t *tx) signPact(cmd Command) error {
	pi, err := t.s.commandPower(cmd)
	if err != nil {
		return err
	}
	f := &t.s.Campaign.Facts
	if t.s.Campaign.Powers[pi].Name != "Russia" || f.Pact.Proposed == 0 || f.Pact.Proposed < t.s.Turn-1 || f.Pact.Signed > 0 {
		return refuse("seed 002 10.91C", "Russia signs the Nazi-Soviet Pact only in the turn Germany proposed it or the next")
	}
	return t.factCommand(FactChange{Kind: FactPactSigned})
}

// factCommand applies a fact change chosen by a player in mid-turn.
func (t *tx) factCommand(fc FactChange) error {
	if err := t.applyFact(fc); err != nil {
		return err
	}
	t.refreshSupport(true, fc.Kind)
	return nil
}
