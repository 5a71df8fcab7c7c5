package scenarios

import (
	"fmt"
	"reflect"
	"slices"
	"unicode/utf8"

	"hexstorm/hexmap"
	"hexstorm/sim"
)

// The optional strategic section of a scenario (DESIGN D27-D28, seeds 000,
// 002, 003; docs/scenario-format.md "strategic").

// MaxPowers is the most major powers a scenario may define.
const MaxPowers = 20

// StrategicDef is the strategic layer of a scenario: the major powers, the
// calendar, the minor countries, the campaign facts at the start, the
// scenario events and the random event cards.
type StrategicDef struct {
	// Start dates turn 1, "Spring 1936"; left out, turns have no dates.
	Start  string          `json:"start,omitempty"`
	Powers []PowerDef      `json:"powers"`
	Minors []MinorDef      `json:"minors,omitempty"`
	Facts  FactsDef        `json:"facts,omitzero"`
	Events []EventDef      `json:"events,omitempty"`
	Deck   []sim.EventCard `json:"deck,omitempty"`
}

// PowerDef is a major power: its side, bloc, income, activity counter
// points, home cities and Reserve.
type PowerDef struct {
	Name     string       `json:"name"`
	Side     string       `json:"side"`
	Bloc     string       `json:"bloc,omitempty"`
	Income   int          `json:"income"`
	Tiles    int          `json:"tiles,omitempty"`
	Activity int          `json:"activity"`
	Cities   []hexmap.Hex `json:"cities,omitempty"`
	// FactorySteps replaces the seed 002 10.41A table for this power.
	FactorySteps []int      `json:"factory_steps,omitempty"`
	Reserve      []StockDef `json:"reserve,omitempty"`
}

// StockDef is a number of units of one type in a Reserve.
type StockDef struct {
	Type  string `json:"type"`
	Count int    `json:"count"`
}

// MinorDef is a named minor country and its capital.
type MinorDef struct {
	Name     string     `json:"name"`
	Capital  hexmap.Hex `json:"capital"`
	CivilWar bool       `json:"civil_war,omitempty"`
	Rebels   []string   `json:"rebels,omitempty"`
}

// FactsDef is the campaign facts at the start that are not events.
type FactsDef struct {
	Cohesion         string `json:"cohesion,omitempty"`
	GarrisonRequired int    `json:"garrison_required,omitempty"`
	GarrisonCounters int    `json:"garrison_counters,omitempty"`
	Concessions      int    `json:"concessions,omitempty"`
	Purge            bool   `json:"purge,omitempty"`
}

// EventDef is a scenario event: a campaign fact change at the start of Turn.
type EventDef struct {
	Turn   int      `json:"turn"`
	Kind   string   `json:"kind"`
	Power  string   `json:"power,omitempty"`
	Target string   `json:"target,omitempty"`
	Value  int      `json:"value,omitempty"`
	Rebels []string `json:"rebels,omitempty"`
}

// factKinds lists the event kinds and what each needs: a power, and what
// its target names.
var factKinds = map[string]struct {
	power  bool
	target string // "", "research", "minor", "cohesion", "category"
}{
	sim.FactResearch: {true, "research"}, sim.FactAggression: {true, "minor"},
	sim.FactPactProposed: {}, sim.FactPactSigned: {}, sim.FactPactBroken: {}, sim.FactConcessions: {},
	sim.FactCohesion: {false, "cohesion"}, sim.FactGarrisonRequired: {}, sim.FactGarrisonCounters: {},
	sim.FactFlag: {true, ""}, sim.FactRemoveFlag: {true, ""}, sim.FactShipbuilding: {true, ""},
	sim.FactBackDown: {true, ""}, sim.FactPurge: {}, sim.FactCivilWar: {false, "minor"},
	sim.FactBalance: {true, "category"},
}

// cardKinds are the random event card kinds and what their target names.
var cardKinds = map[string]string{"support": "power", "russia_flag": "", "minor": "minor", "no_purge": "", "extra_build": "category"}

// strategic checks the strategic section and the units' powers.
func (c *checker) strategic() {
	st := c.f.Strategic
	if st == nil {
		if c.f.Options.Strategic {
			c.add("options.strategic", "the strategic layer is on but the scenario has no strategic section")
		}
		for i, u := range c.f.Units {
			if u.Power != "" {
				c.add(fmt.Sprintf("units[%d].power", i), "power %s given but the scenario has no strategic section", quoteShort(u.Power))
			}
		}
		return
	}
	if st.Start != "" {
		if _, err := sim.ParseDate(st.Start); err != nil {
			c.add("strategic.start", "%v", err)
		}
	}
	powers := c.powerDefs(st)
	for i, u := range c.f.Units {
		if u.Power == "" {
			continue
		}
		if side, ok := powers[u.Power]; !ok {
			c.add(fmt.Sprintf("units[%d].power", i), "unknown power %s", quoteShort(u.Power))
		} else if side != u.Side {
			c.add(fmt.Sprintf("units[%d].power", i), "%s is a power of %s, not %s", u.Power, side, u.Side)
		}
	}
	minors := make(map[string]bool)
	for i, m := range st.Minors {
		path := fmt.Sprintf("strategic.minors[%d]", i)
		if m.Name == "" || utf8.RuneCountInString(m.Name) > MaxNameLen {
			c.add(path+".name", "a minor country needs a name of 1 to %d characters", MaxNameLen)
		} else if minors[m.Name] {
			c.add(path+".name", "minor country %q is listed twice", m.Name)
		}
		minors[m.Name] = true
		c.land(path+".capital", m.Capital, "capital")
		c.powerNames(path+".rebels", m.Rebels, powers)
	}
	if lvl := st.Facts.Cohesion; lvl != "" {
		var co sim.Cohesion
		if co.UnmarshalText([]byte(lvl)) != nil {
			c.add("strategic.facts.cohesion", "unknown cohesion %s (want low, medium, high or full)", quoteShort(lvl))
		}
	}
	for i, e := range st.Events {
		path := fmt.Sprintf("strategic.events[%d]", i)
		if e.Turn < 1 || e.Turn > MaxTurns {
			c.add(path+".turn", "turn %d is outside 1..%d", e.Turn, MaxTurns)
		}
		k, ok := factKinds[e.Kind]
		if !ok {
			c.add(path+".kind", "unknown event kind %s", quoteShort(e.Kind))
			continue
		}
		if _, known := powers[e.Power]; k.power && !known {
			c.add(path+".power", "event %s needs a known power, got %s", e.Kind, quoteShort(e.Power))
		}
		c.target(path+".target", k.target, e.Target, minors, powers)
		c.powerNames(path+".rebels", e.Rebels, powers)
	}
	for i, card := range st.Deck {
		path := fmt.Sprintf("strategic.deck[%d]", i)
		if _, known := powers[card.Power]; !known {
			c.add(path+".power", "unknown power %s", quoteShort(card.Power))
		}
		target, ok := cardKinds[card.Kind]
		if !ok {
			c.add(path+".kind", "unknown card kind %s (want support, russia_flag, minor, no_purge or extra_build)", quoteShort(card.Kind))
			continue
		}
		if target == "power" && card.Target == "" {
			continue
		}
		c.target(path+".target", target, card.Target, minors, powers)
	}
}

// powerDefs checks the powers and returns each one's side by name.
func (c *checker) powerDefs(st *StrategicDef) map[string]string {
	out := make(map[string]string)
	if len(st.Powers) == 0 || len(st.Powers) > MaxPowers {
		c.add("strategic.powers", "a strategic section needs 1 to %d powers, got %d", MaxPowers, len(st.Powers))
	}
	home := make(map[hexmap.Hex]string)
	for i, p := range st.Powers {
		path := fmt.Sprintf("strategic.powers[%d]", i)
		if p.Name == "" || utf8.RuneCountInString(p.Name) > MaxNameLen {
			c.add(path+".name", "a power needs a name of 1 to %d characters", MaxNameLen)
		} else if _, dup := out[p.Name]; dup {
			c.add(path+".name", "power %q is listed twice", p.Name)
		}
		c.side(path, p.Side)
		out[p.Name] = p.Side
		if p.Bloc != "axis" && p.Bloc != "allied" && p.Bloc != "" {
			c.add(path+".bloc", "bloc %s: want \"axis\", \"allied\" or none", quoteShort(p.Bloc))
		}
		if p.Tiles < 0 || p.Activity < 0 {
			c.add(path, "tiles and activity must be 0 or more")
		}
		for j, h := range p.Cities {
			cp := fmt.Sprintf("%s.cities[%d]", path, j)
			if !c.onMap(cp, h, "home city") {
				continue
			}
			if c.m.Terrain(h) != hexmap.City {
				c.addAt(cp, h, "a home city must be a city hex")
			} else if other, dup := home[h]; dup {
				c.addAt(cp, h, "already a home city of %s", other)
			}
			home[h] = p.Name
		}
		if !slices.IsSorted(p.FactorySteps) || slices.ContainsFunc(p.FactorySteps, func(n int) bool { return n < 1 }) {
			c.add(path+".factory_steps", "factory steps must be positive and in rising order")
		}
		for j, r := range p.Reserve {
			rp := fmt.Sprintf("%s.reserve[%d]", path, j)
			typ, ok := sim.LookupUnitType(r.Type)
			_, cat := sim.UnitCategory(r.Type)
			switch {
			case !ok:
				c.add(rp+".type", "unknown unit type %s", quoteShort(r.Type))
			case !cat:
				c.add(rp+".type", "%s is a ship: a Reserve holds armor, infantry and air units (seed 000 18.11)", typ.Name)
			case typ.CannotBuild:
				c.add(rp+".type", "%s cannot be built (DESIGN D8)", typ.Name)
			}
			if r.Count < 1 {
				c.add(rp+".count", "count must be 1 or more, got %d", r.Count)
			}
		}
	}
	return out
}

// target checks an event's or card's target of the given kind.
func (c *checker) target(path, kind, v string, minors map[string]bool, powers map[string]string) {
	ok := true
	switch kind {
	case "research":
		ok = slices.Contains(sim.ResearchResults, v)
	case "minor":
		ok = minors[v]
	case "cohesion":
		var co sim.Cohesion
		ok = co.UnmarshalText([]byte(v)) == nil
	case "category":
		var cat sim.Category
		ok = cat.UnmarshalText([]byte(v)) == nil
	case "power":
		_, ok = powers[v]
	}
	if !ok {
		c.add(path, "unknown %s %s", kind, quoteShort(v))
	}
}

// powerNames checks a list of power names.
func (c *checker) powerNames(path string, names []string, powers map[string]string) {
	for i, n := range names {
		if _, ok := powers[n]; !ok {
			c.add(fmt.Sprintf("%s[%d]", path, i), "unknown power %s", quoteShort(n))
		}
	}
}

// campaign builds the sim's starting campaign from a checked section.
func (c *checker) campaign() *sim.Campaign {
	st := c.f.Strategic
	if st == nil {
		return nil
	}
	out := &sim.Campaign{}
	if st.Start != "" {
		out.Calendar, _ = sim.ParseDate(st.Start)
	}
	for _, p := range st.Powers {
		sp := sim.Power{Name: p.Name, Side: c.sideIdx[p.Side], Bloc: sim.Bloc(p.Bloc), Income: p.Income, Tiles: p.Tiles,
			Activity: p.Activity, Cities: slices.Clone(p.Cities), FactorySteps: slices.Clone(p.FactorySteps)}
		for _, r := range p.Reserve {
			sp.Reserve = append(sp.Reserve, sim.Stock{Type: r.Type, Count: r.Count})
		}
		out.Powers = append(out.Powers, sp)
	}
	for _, m := range st.Minors {
		out.Minors = append(out.Minors, sim.Minor{Name: m.Name, Capital: m.Capital, CivilWar: m.CivilWar, Rebels: slices.Clone(m.Rebels)})
	}
	f := st.Facts
	_ = out.Facts.Cohesion.UnmarshalText([]byte(f.Cohesion))
	if f.Cohesion == "" {
		out.Facts.Cohesion = sim.CohesionMedium
	}
	out.Facts.GarrisonRequired, out.Facts.GarrisonCounters = f.GarrisonRequired, f.GarrisonCounters
	out.Facts.Pact.Concessions, out.Facts.Purge = f.Concessions, f.Purge
	for _, e := range st.Events {
		out.Schedule = append(out.Schedule, sim.ScheduledEvent{Turn: e.Turn, FactChange: sim.FactChange{
			Kind: e.Kind, Power: e.Power, Target: e.Target, Value: e.Value, Rebels: slices.Clone(e.Rebels)}})
	}
	out.Deck = slices.Clone(st.Deck)
	return out
}

// strategicSection writes the strategic section with one power, minor,
// event or card per line.
func (e *encoder) strategicSection(st StrategicDef) {
	e.key("strategic")
	e.buf.WriteString("{")
	sep := "\n    "
	if st.Start != "" {
		fmt.Fprintf(&e.buf, "%s\"start\": %s", sep, e.compact(st.Start))
		sep = ",\n    "
	}
	fmt.Fprintf(&e.buf, "%s\"powers\": ", sep)
	sep = ",\n    "
	e.list(reflect.ValueOf(st.Powers), "    ")
	if len(st.Minors) > 0 {
		fmt.Fprintf(&e.buf, "%s\"minors\": ", sep)
		e.list(reflect.ValueOf(st.Minors), "    ")
	}
	if st.Facts != (FactsDef{}) {
		fmt.Fprintf(&e.buf, "%s\"facts\": %s", sep, e.compact(st.Facts))
	}
	if len(st.Events) > 0 {
		fmt.Fprintf(&e.buf, "%s\"events\": ", sep)
		e.list(reflect.ValueOf(st.Events), "    ")
	}
	if len(st.Deck) > 0 {
		fmt.Fprintf(&e.buf, "%s\"deck\": ", sep)
		e.list(reflect.ValueOf(st.Deck), "    ")
	}
	e.buf.WriteString("\n  }")
}
