package sim

import (
	"fmt"
	"slices"
	"strings"
)

// Support levels (seed 002 10). Each turn a power's support level starts at
// zero and is adjusted by every modifier that applies (10.31). The
// modifiers fixed for the turn (military factories, random events, last
// turn's deficit, a backed-down crisis, the Russian garrison) are kept in
// Power.TurnMods; the national modifiers follow from the campaign facts and
// are worked out again whenever a fact changes, so a change during a turn
// shows at once, gaining or losing tile points as seed 003 11.52A says.

// FactorySteps returns the military-factory counts of seed 002 10.41A at
// which the named power gains +1, +2, ... support; nil for a power the seed
// does not list.
func FactorySteps(power string) []int {
	switch power {
	case "Germany":
		return []int{4, 6, 8, 10, 12, 15}
	case "Italy", "France":
		return []int{4, 6}
	case "Britain":
		return []int{4, 6, 8}
	case "Russia":
		return []int{7, 9, 10, 11, 12, 13, 14}
	}
	return nil
}

// FactorySupport returns the support from n military factories on a table
// of steps (seed 002 10.41A): one point for each step reached.
func FactorySupport(steps []int, n int) int {
	v := 0
	for _, s := range steps {
		if n >= s {
			v++
		}
	}
	return v
}

// russianFactoryCap is how many military factories Russia may count unless
// the conditions of 14.43C hold (seed 002 10.41A).
const russianFactoryCap = 9

// MilitaryFactories returns how many military factories power pi has on the
// map: the PP of its side's army and air factories in its home cities (naval
// factories are shipyards, seed 002 10.71C). Without the Logistics set, the
// sizes of the home cities its side controls (DESIGN D23).
func (s *State) MilitaryFactories(pi int) int {
	c := s.Campaign
	p := &c.Powers[pi]
	n := 0
	if s.Options.Logistics {
		for _, f := range s.Factories {
			if f.Side == p.Side && f.Kind != FactoryNaval && c.homePower(f.Hex, f.Side) == pi {
				n += f.PP
			}
		}
		return n
	}
	for _, h := range p.Cities {
		if s.ControlOf(h) == p.Side && s.Map.Terrain(h).IsSettlement() {
			n += s.Map.Cell(h).Size
		}
	}
	return n
}

// russiaMayMobilizeAll reports the conditions of 14.43C under which Russia
// may count more than 9 military factories: Germany committed aggression
// against Poland without signing the Nazi-Soviet Pact, or against the Baltic
// States (seed 002 10.41A).
func (c *Campaign) russiaMayMobilizeAll() bool {
	g := c.PowerIndex("Germany")
	if g < 0 {
		return false
	}
	// The aggression as it happened: a Pact signed by the end of its turn
	// keeps the cap; one signed in a later turn does not bring it back.
	p := c.Facts.aggressed(g, MinorPoland)
	withPact := p != nil && (p.PactSigned || (c.Facts.Pact.signed() && c.Facts.Pact.Signed <= p.Turn))
	return (p != nil && !withPact) || c.Facts.aggressed(g, MinorBaltic) != nil
}

// GarrisonSurplus returns Russia's garrison units over (or, negative, under)
// the garrison required: its ground and air units on the map plus garrison
// counters from research (seed 003 16.11), less the required garrison.
func (s *State) GarrisonSurplus() int {
	c := s.Campaign
	r := c.PowerIndex("Russia")
	if r < 0 {
		return 0
	}
	n := c.Facts.GarrisonCounters
	for _, o := range c.Owners {
		if o.Power != r {
			continue
		}
		if u := s.Unit(o.Unit); u != nil {
			if _, ok := UnitCategory(u.Type); ok {
				n++
			}
		}
	}
	return n - c.Facts.GarrisonRequired
}

// GarrisonSupport returns the support change for a Russian garrison surplus
// (positive) or shortfall (negative) of n units (seed 002 10.91D): 1 for
// one unit, 2 for three, 3 for six and 1 more for every three after.
func GarrisonSupport(n int) int {
	sign := 1
	if n < 0 {
		sign, n = -1, -n
	}
	switch {
	case n >= 6:
		return sign * (3 + (n-6)/3)
	case n >= 3:
		return sign * 2
	case n >= 1:
		return sign
	}
	return 0
}

// startSupport fixes power pi's modifiers for the new turn: military
// factories, last turn's deficit, a crisis the Axis backed down from, and
// the Russian garrison. Random events add theirs as they are drawn.
func (s *State) startSupport(pi int) {
	c := s.Campaign
	p := &c.Powers[pi]
	p.TurnMods = nil
	n := s.MilitaryFactories(pi)
	label := fmt.Sprintf("%d military factories", n)
	if p.Name == "Russia" && n > russianFactoryCap && !c.russiaMayMobilizeAll() {
		n = russianFactoryCap
		label += fmt.Sprintf(", %d count without 14.43C", russianFactoryCap)
	}
	steps := p.FactorySteps
	if steps == nil {
		steps = FactorySteps(p.Name)
	}
	add := func(rule, label string, v int) {
		if v != 0 {
			p.TurnMods = append(p.TurnMods, Modifier{Rule: rule, Label: label, Value: v})
		}
	}
	add("seed 002 10.41A", label, FactorySupport(steps, n))
	add("seed 002 10.41C", "previous turn deficit", -p.Deficit)
	p.Deficit = 0
	for _, b := range c.Facts.BackDowns {
		if b.Turn != s.Turn-1 {
			continue
		}
		switch {
		case b.Power == pi:
			add("seed 003 27.62A", "backed down in last turn's crisis", -1)
		case p.Bloc == BlocAllied:
			add("seed 003 27.62A", c.Powers[b.Power].Name+" backed down in last turn's crisis", 1)
		}
	}
	if p.Name == "Russia" {
		s.setGarrisonMod(pi)
	}
}

// setGarrisonMod sets Russia's garrison modifier from the garrison now; it
// changes only at the start of the turn and at the end of the economic phase
// (seed 002 10.91D).
func (s *State) setGarrisonMod(pi int) {
	p := &s.Campaign.Powers[pi]
	p.TurnMods = slices.DeleteFunc(p.TurnMods, func(m Modifier) bool { return m.Rule == "seed 002 10.91D" })
	n := s.GarrisonSurplus()
	if v := GarrisonSupport(n); v != 0 {
		label := fmt.Sprintf("%d surplus garrison units", n)
		if n < 0 {
			label = fmt.Sprintf("%d missing garrison units", -n)
		}
		p.TurnMods = append(p.TurnMods, Modifier{Rule: "seed 002 10.91D", Label: label, Value: v})
	}
}

// refreshSupport works every power's support out again from its turn
// modifiers and the campaign facts. A change from what it was gains or loses
// the power tile points when tiles is set (seed 003 11.52A); a loss the
// tiles cannot cover becomes next turn's deficit (seed 002 10.24, 10.41C).
func (t *tx) refreshSupport(tiles bool, why string) {
	s := t.s
	for i := range s.Campaign.Powers {
		p := &s.Campaign.Powers[i]
		p.Breakdown = append(slices.Clone(p.TurnMods), s.factModifiers(i)...)
		old := p.Support
		p.Support = sumModifiers(p.Breakdown)
		d := p.Support - old
		if d == 0 || why == "" {
			continue
		}
		t.emit(Event{Kind: EvSupportChanged, Side: p.Side, Value: d,
			Why: fmt.Sprintf("%s support %+d to %+d: %s", p.Name, d, p.Support, why)})
		switch {
		case tiles && d > 0:
			p.Tiles += d
		case tiles && d < 0:
			t.spendTiles(i, -d, why)
		}
	}
}

func sumModifiers(ms []Modifier) int {
	n := 0
	for _, m := range ms {
		n += m.Value
	}
	return n
}

// researchRules gives, for each power of the seeds, the research results
// that raise its support and the rule that says so.
var researchRules = map[string]struct {
	rule    string
	results []string
}{
	"Germany": {"seed 002 10.51A", []string{"west_wall", "max_jets", "max_strategic_bombers", "max_advanced_submarines", "max_armor", "max_rockets", "max_specialized_units", "max_economic_preparation", "atomic"}},
	"Britain": {"seed 002 10.71A", []string{"max_jets", "max_strategic_bombers", "max_transports", "max_rockets", "max_specialized_units", "max_economic_preparation", "atomic"}},
	"France":  {"seed 002 10.81A", []string{"maginot_line"}},
	"Russia":  {"seed 002 10.91A", []string{"max_jets", "max_strategic_bombers", "max_rockets", "max_specialized_units", "max_economic_preparation", "atomic"}},
}

// researchRule returns the rule under which a research result raises the
// named power's support, or "" when it does not.
func researchRule(power, result string) string {
	if r, ok := researchRules[power]; ok && slices.Contains(r.results, result) {
		return r.rule
	}
	switch {
	case result == "advanced_jets_3":
		return "seed 003 16.18B"
	case result == "advanced_rockets_3":
		return "seed 003 16.18D"
	case result == "advanced_submarines_3" && power == "Germany":
		return "seed 003 16.18C"
	}
	return ""
}

// flagRules names the rule under which a power's flags in Russia raise its
// support.
var flagRules = map[string]string{"Germany": "seed 002 10.51C", "Italy": "seed 002 10.61B", "Britain": "seed 002 10.71D", "France": "seed 002 10.81D"}

// factModifiers returns the national modifiers of power pi that follow from
// the campaign facts and the date (seed 002 10.5-10.9, seed 003 16.18).
// Aggressions count from the turn after they happen, as support is
// determined at the start of a turn.
func (s *State) factModifiers(pi int) []Modifier {
	c := s.Campaign
	p := &c.Powers[pi]
	f := &c.Facts
	now := s.Turn
	var out []Modifier
	add := func(rule, label string, v int) {
		if v != 0 {
			out = append(out, Modifier{Rule: rule, Label: label, Value: v})
		}
	}
	for _, res := range ResearchResults {
		if rule := researchRule(p.Name, res); rule != "" {
			n := 0
			for _, r := range f.Research {
				if r.Power == pi && r.Result == res {
					n++
				}
			}
			add(rule, "research: "+strings.ReplaceAll(res, "_", " "), n)
		}
	}
	germany, russia := c.PowerIndex("Germany"), c.PowerIndex("Russia")
	before := func(a *Aggression) bool { return a != nil && a.Turn < now }
	switch p.Name {
	case "Germany":
		if before(f.aggressed(pi, MinorBaltic)) {
			add("seed 002 10.51B", "annexed the Baltic States", 1)
		}
	case "Italy":
		if a := f.aggressed(pi, MinorEthiopia); a != nil && now >= a.Turn+3 {
			add("seed 002 10.61A", "conquered Ethiopia", 1)
		}
	case "Britain", "France":
		s.westernModifiers(pi, add)
	case "Russia":
		if a := f.aggressed(germany, MinorPoland); before(a) {
			add("seed 002 10.91B", "Germany occupied Poland", 2)
			// Judged once, in the turn of the attack: a later re-proposal
			// does not change it (setup facts may give only Pact.Proposed).
			if !a.PactProposed && f.Pact.Proposed != a.Turn {
				add("seed 002 10.91B", "no Nazi-Soviet Pact proposed with the attack on Poland", 1)
			}
		}
		if before(f.aggressed(germany, MinorBaltic)) {
			add("seed 002 10.91B", "Germany occupied the Baltic States", 1)
		}
		if f.Pact.signed() && now > f.Pact.Signed {
			add("seed 002 10.91C", "Nazi-Soviet Pact", 1)
		}
		add("seed 002 10.91E", f.Cohesion.String()+" cohesion", []int{-1, 0, 1, 2}[f.Cohesion])
	}
	if russia >= 0 {
		flags := 0
		for _, fl := range f.Flags {
			if fl.Power != russia && c.Powers[fl.Power].Bloc != BlocNone {
				flags++
			}
		}
		if pi == russia {
			add("seed 002 10.91F", "foreign flags in Russia", -flags)
		} else if rule, ok := flagRules[p.Name]; ok || p.Bloc != BlocNone {
			if !ok {
				rule = "seed 002 10.91F"
			}
			n := 0
			for _, fl := range f.Flags {
				if fl.Power == pi {
					n++
				}
			}
			add(rule, "flags in Russia", n)
		}
	}
	return out
}

// westernModifiers adds the British or French modifiers of seed 002 10.71B-F
// and 10.81B-F.
func (s *State) westernModifiers(pi int, add func(rule, label string, v int)) {
	c := s.Campaign
	p := &c.Powers[pi]
	f := &c.Facts
	now := s.Turn
	sec := "10.71"
	rival := "Germany"
	if p.Name == "France" {
		sec, rival = "10.81", "Italy"
	}
	second, temp := 0, 0
	for _, a := range f.Aggressions {
		if c.Powers[a.Power].Bloc != BlocAxis || a.Turn >= now || a.Target == MinorEthiopia || a.Target == MinorRhineland {
			continue
		}
		second++
		if a.Target != MinorBaltic && now <= a.Turn+a.TempTurns {
			temp += a.Temp
		}
	}
	if second >= 2 {
		add("seed 002 "+sec+"B", "second Axis aggression after Ethiopia and the Rhineland", 1)
	}
	add("seed 002 "+sec+"B", "temporary increase after Axis aggression", temp)
	if r := c.PowerIndex(rival); r >= 0 {
		n := 0
		for _, m := range f.Shipbuilding {
			if m.Power == r {
				n++
			}
		}
		add("seed 002 "+sec+"C", rival+" shipbuilding increase", n)
	}
	if f.Pact.signed() && now > f.Pact.Signed {
		add("seed 002 "+sec+"E", "Nazi-Soviet Pact signed", 1)
	}
	if cal := c.Calendar; cal.Year > 0 {
		if q := cal.quarter(now) - (1941*4 + int(Winter)); q > 0 {
			add("seed 002 "+sec+"F", "post-1940 increases", q)
		}
	}
}

// beginCampaignTurn opens a turn of the strategic layer: lost and captured
// units leave their power's Active section, the scenario's events for the
// turn happen, the turn's counters reset, support is determined from zero
// with the random events drawn, and national income is paid (seed 002 10.3,
// 10.21).
func (t *tx) beginCampaignTurn() {
	s := t.s
	c := s.Campaign
	if c == nil {
		return
	}
	t.reconcileOwners()
	c.Counters = nil
	t.runSchedule()
	t.fullCohesionRemovesFlag()
	for i := range c.Powers {
		p := &c.Powers[i]
		p.ActivityBonus, p.ActivityUsed, p.ExtraBuilds = 0, 0, nil
		p.Support = 0
		s.startSupport(i)
		t.applyBackDownActivity(i)
	}
	t.drawEvents()
	t.refreshSupport(false, "")
	for i := range c.Powers {
		p := &c.Powers[i]
		t.emit(Event{Kind: EvSupportDetermined, Side: p.Side, Value: p.Support,
			Why: fmt.Sprintf("%s support level %+d in %s (seed 002 10.31)", p.Name, p.Support, c.Calendar.Date(s.Turn))})
		income := p.Income + p.Support
		if income >= 0 {
			p.Tiles += income
		} else {
			t.spendTiles(i, -income, "negative national income")
		}
		t.emit(Event{Kind: EvNationalIncome, Side: p.Side, Value: income,
			Why: fmt.Sprintf("%s national income %d = %d base %+d support (seed 002 10.21)", p.Name, income, p.Income, p.Support)})
	}
}
