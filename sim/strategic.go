package sim

import (
	"fmt"
	"slices"

	"hexstorm/hexmap"
)

// The strategic layer (DESIGN D27-D28; seeds 000, 002, 003). A scenario may
// group the units of each side into major powers. Each power has a support
// level recomputed from zero at the start of every turn (seed 002 10.31),
// national income in tile points, activity counter points that pay for
// builds from its Reserve (seed 000 18), and counters on the Balance of
// Power chart. Facts the map does not produce (research results, flags in
// Russia, the Nazi-Soviet Pact, cohesion, aggressions) are campaign state
// changed by scenario events, by commands and by play. docs/rules-strategic.md
// maps every rule to the code and test that implement it.

// Bloc is the alliance a power belongs to for the Balance of Power chart:
// "axis", "allied", or "" for a power outside both (Russia in seed 002).
type Bloc string

// The blocs of seed 000 18.21B.
const (
	BlocAxis   Bloc = "axis"
	BlocAllied Bloc = "allied"
	BlocNone   Bloc = ""
)

// Category is a unit's section of the Balance of Power chart and its type
// for the one-unit-of-each-type limit (seed 000 18.21B, 18.41B).
type Category uint8

// The three categories of seed 000: armor, infantry and air.
const (
	CatArmor Category = iota
	CatInfantry
	CatAir
	numCategories
)

var categoryNames = []string{"armor", "infantry", "air"}

// String returns the category's lower-case name.
func (c Category) String() string {
	if int(c) < len(categoryNames) {
		return categoryNames[c]
	}
	return "unknown"
}

// MarshalText encodes the category by name.
func (c Category) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// UnmarshalText decodes a category name.
func (c *Category) UnmarshalText(b []byte) error {
	for i, n := range categoryNames {
		if n == string(b) {
			*c = Category(i)
			return nil
		}
	}
	return &RuleError{Msg: "unknown category " + string(b) + " (want armor, infantry or air)"}
}

// armorTypes are the catalog types that count as armor on the Balance of
// Power chart; every other ground type is infantry.
var armorTypes = []string{"armored_car", "light_armor", "armor", "heavy_armor", "self_propelled_gun"}

// UnitCategory returns the Balance of Power category of a unit type, and
// false for naval and unknown types: ships are shipbuilding (seed 002
// 10.71C), whose rules (19) are not among the seeds.
func UnitCategory(typeID string) (Category, bool) {
	typ := catalogType(typeID)
	switch {
	case typ.ID == "" || typ.Class == ClassNaval:
		return 0, false
	case typ.Class == ClassAir:
		return CatAir, true
	case slices.Contains(armorTypes, typ.ID):
		return CatArmor, true
	}
	return CatInfantry, true
}

// Balance is one power's counters on the Balance of Power chart.
type Balance [numCategories]int

// Total returns the counters in all three sections.
func (b Balance) Total() int { return b[CatArmor] + b[CatInfantry] + b[CatAir] }

// Stock is a number of units of one type in a power's Reserve.
type Stock struct {
	Type  string `json:"type"`
	Count int    `json:"count"`
}

// Modifier is one line of a support breakdown: its value, what it is and
// the seed rule that gives it.
type Modifier struct {
	Rule  string `json:"rule"`
	Label string `json:"label"`
	Value int    `json:"value"`
}

// Power is a major power (D27).
type Power struct {
	Name string `json:"name"`
	Side int    `json:"side"`
	Bloc Bloc   `json:"bloc,omitempty"`
	// Income is the power's national income before its support level, in
	// tile points a turn (seed 002 10.21).
	Income int `json:"income"`
	// Tiles is the power's treasury of tile points.
	Tiles int `json:"tiles"`
	// Activity is the activity counter points the power may use each turn;
	// ActivityBonus changes it for this turn only (seed 003 27.62B) and
	// ActivityUsed is what this turn's builds and counters have used.
	Activity      int `json:"activity"`
	ActivityBonus int `json:"activity_bonus,omitempty"`
	ActivityUsed  int `json:"activity_used,omitempty"`
	// Cities are the power's home cities: the factories of its side there
	// are its factories (seed 002 10.41A) and its Reserve units are placed
	// there.
	Cities []hexmap.Hex `json:"cities,omitempty"`
	// FactorySteps are the military-factory counts that give +1, +2, ...
	// support (seed 002 10.41A); the five powers of the seed default to
	// its table.
	FactorySteps []int `json:"factory_steps,omitempty"`
	// Reserve lists the units the power may still build (seed 000 18.21A).
	Reserve []Stock `json:"reserve,omitempty"`
	// Balance is the power's counters on the Balance of Power chart.
	Balance Balance `json:"balance"`
	// Support is the support level, the sum of Breakdown (seed 002 10.3).
	// TurnMods are the modifiers fixed for this turn (factories, events,
	// deficits); the rest of Breakdown follows from the campaign facts.
	Support   int        `json:"support"`
	Breakdown []Modifier `json:"breakdown,omitempty"`
	TurnMods  []Modifier `json:"turn_mods,omitempty"`
	// Deficit is the tile points this turn's mandatory costs could not
	// cover; it lowers next turn's support (seed 002 10.41C).
	Deficit int `json:"deficit,omitempty"`
	// Hand holds the power's secret random events, concealed until played
	// (seed 002 10.41B).
	Hand []EventCard `json:"hand,omitempty"`
	// ExtraBuilds are categories a random event lets the power build a
	// second unit of this turn (seed 000 18.41B).
	ExtraBuilds []Category `json:"extra_builds,omitempty"`
}

// UnitOwner records which power a unit belongs to.
type UnitOwner struct {
	Unit  UnitID `json:"unit"`
	Power int    `json:"power"`
}

// Minor is a named minor country; capturing its capital is an aggression
// against it (D28).
type Minor struct {
	Name    string     `json:"name"`
	Capital hexmap.Hex `json:"capital"`
	// CivilWar is set while the country is in civil war; Rebels names the
	// powers supporting its rebels this turn (seed 003 24.45A, 24.47D).
	CivilWar bool     `json:"civil_war,omitempty"`
	Rebels   []string `json:"rebels,omitempty"`
	// Holder is the side controlling the capital when last looked at, -1
	// for none; a change of holder is an aggression.
	Holder int `json:"holder"`
}

// Campaign is the whole strategic layer of a game; nil when it is off.
type Campaign struct {
	Calendar Calendar `json:"calendar"`
	Powers   []Power  `json:"powers"`
	// Owners gives each unit's power, sorted by unit id.
	Owners []UnitOwner `json:"owners,omitempty"`
	Minors []Minor     `json:"minors,omitempty"`
	Facts  Facts       `json:"facts"`
	// Schedule holds scenario events by turn; Deck the random event cards.
	// Both are fixed once the game is set up: copies of a state share them.
	Schedule []ScheduledEvent `json:"schedule,omitempty"`
	Deck     []EventCard      `json:"deck,omitempty"`
	// Orders are this economic phase's secret builds (seed 000 18.31).
	Orders []BuildOrder `json:"orders,omitempty"`
	// Counters are the military counters placed this turn (seed 003 24.42).
	Counters []MilitaryCounter `json:"counters,omitempty"`
}

// clone deep-copies the campaign, but for its fixed Schedule and Deck.
func (c *Campaign) clone() *Campaign {
	if c == nil {
		return nil
	}
	d := *c
	d.Powers = slices.Clone(c.Powers)
	for i := range d.Powers {
		p := &d.Powers[i]
		p.Cities = slices.Clone(p.Cities)
		p.FactorySteps = slices.Clone(p.FactorySteps)
		p.Reserve = slices.Clone(p.Reserve)
		p.Breakdown = slices.Clone(p.Breakdown)
		p.TurnMods = slices.Clone(p.TurnMods)
		p.Hand = slices.Clone(p.Hand)
		p.ExtraBuilds = slices.Clone(p.ExtraBuilds)
	}
	d.Owners = slices.Clone(c.Owners)
	d.Minors = slices.Clone(c.Minors)
	for i := range d.Minors {
		d.Minors[i].Rebels = slices.Clone(c.Minors[i].Rebels)
	}
	d.Facts = c.Facts.clone()
	// Schedule and Deck are the scenario's, read and never written in play,
	// so copies share them (a search copies the state thousands of times).
	d.Orders = slices.Clone(c.Orders)
	d.Counters = slices.Clone(c.Counters)
	return &d
}

// PowerIndex returns the index of the power with the given name, or -1.
func (c *Campaign) PowerIndex(name string) int {
	if c == nil {
		return -1
	}
	return slices.IndexFunc(c.Powers, func(p Power) bool { return p.Name == name })
}

// power returns the named power, or nil.
func (c *Campaign) power(name string) *Power {
	if i := c.PowerIndex(name); i >= 0 {
		return &c.Powers[i]
	}
	return nil
}

// minor returns the named minor country, or nil.
func (c *Campaign) minor(name string) *Minor {
	if i := slices.IndexFunc(c.Minors, func(m Minor) bool { return m.Name == name }); i >= 0 {
		return &c.Minors[i]
	}
	return nil
}

// PowerOf returns the index of the power a unit belongs to, or -1.
func (c *Campaign) PowerOf(id UnitID) int {
	if c == nil {
		return -1
	}
	i, ok := slices.BinarySearchFunc(c.Owners, id, func(o UnitOwner, id UnitID) int { return int(o.Unit - id) })
	if !ok {
		return -1
	}
	return c.Owners[i].Power
}

// setOwner records that unit id belongs to power p, keeping Owners sorted.
func (c *Campaign) setOwner(id UnitID, p int) {
	i, ok := slices.BinarySearchFunc(c.Owners, id, func(o UnitOwner, id UnitID) int { return int(o.Unit - id) })
	if ok {
		c.Owners[i].Power = p
		return
	}
	c.Owners = slices.Insert(c.Owners, i, UnitOwner{Unit: id, Power: p})
}

// homePower returns the power of side whose home cities include h, else the
// side's first power, or -1 when the side has none. Factories and units
// built outside any home city belong to the side's first (senior) power.
func (c *Campaign) homePower(h hexmap.Hex, side int) int {
	first := -1
	for i, p := range c.Powers {
		if p.Side != side {
			continue
		}
		if slices.Contains(p.Cities, h) {
			return i
		}
		if first < 0 {
			first = i
		}
	}
	return first
}

// activityLeft returns the activity counter points power p may still use
// this turn.
func (p *Power) activityLeft() int { return p.Activity + p.ActivityBonus - p.ActivityUsed }

// reserveCount returns how many units of typeID the power has in Reserve.
func (p *Power) reserveCount(typeID string) int {
	if i := slices.IndexFunc(p.Reserve, func(r Stock) bool { return r.Type == typeID }); i >= 0 {
		return p.Reserve[i].Count
	}
	return 0
}

// addReserve adds n (possibly negative) units of typeID to the Reserve.
func (p *Power) addReserve(typeID string, n int) {
	if i := slices.IndexFunc(p.Reserve, func(r Stock) bool { return r.Type == typeID }); i >= 0 {
		p.Reserve[i].Count += n
		return
	}
	p.Reserve = append(p.Reserve, Stock{Type: typeID, Count: n})
}

// BlocBalance returns the Balance of Power chart of a bloc: the sum of its
// powers' counters (seed 000 18.21B).
func (c *Campaign) BlocBalance(b Bloc) Balance {
	var out Balance
	if c == nil || b == BlocNone {
		return out
	}
	for _, p := range c.Powers {
		if p.Bloc != b {
			continue
		}
		for k := range out {
			out[k] += p.Balance[k]
		}
	}
	return out
}

// BalanceAdvantage returns how many more Balance of Power counters bloc b
// has than the other bloc; negative when it is behind. Rule 20 (the
// Balance of Power) is not among the seeds: the advantage is read as the
// difference of the two totals.
func (c *Campaign) BalanceAdvantage(b Bloc) int {
	other := BlocAllied
	if b == BlocAllied {
		other = BlocAxis
	}
	return c.BlocBalance(b).Total() - c.BlocBalance(other).Total()
}

// spendTiles takes a mandatory cost from the power's tiles; what they cannot
// cover becomes a deficit that lowers next turn's support (seed 002 10.24,
// 10.41C).
func (t *tx) spendTiles(pi, cost int, why string) {
	p := &t.s.Campaign.Powers[pi]
	p.Tiles -= cost
	if p.Tiles < 0 {
		short := -p.Tiles
		p.Tiles = 0
		p.Deficit += short
		t.emit(Event{Kind: EvSupportDeficit, Side: p.Side, Value: short,
			Why: fmt.Sprintf("%s is %d tile points short for %s; its support falls by %d next turn (seed 002 10.41C)", p.Name, short, why, short)})
	}
}

// reconcileOwners brings the Active sections up to date at the start of a
// turn: a power's unit that was eliminated goes back to its Reserve and its
// Balance of Power counter comes off the chart; a captured unit joins the
// capturing side's power for the hex it stands in.
func (t *tx) reconcileOwners() {
	s := t.s
	c := s.Campaign
	kept := c.Owners[:0]
	for _, o := range c.Owners {
		u := s.Unit(o.Unit)
		p := &c.Powers[o.Power]
		if u != nil && u.Side == p.Side {
			kept = append(kept, o)
			continue
		}
		if u == nil {
			i := slices.IndexFunc(s.Eliminated, func(e Unit) bool { return e.ID == o.Unit })
			if i < 0 {
				continue
			}
			typ := s.Eliminated[i].Type
			p.addReserve(typ, 1)
			if cat, ok := UnitCategory(typ); ok && p.Balance[cat] > 0 {
				p.Balance[cat]--
			}
			t.emit(Event{Kind: EvReturnedToReserve, Side: p.Side, Unit: o.Unit, Why: fmt.Sprintf("%s's lost %s returns to its Reserve", p.Name, typ)})
			continue
		}
		if np := c.homePower(u.Hex, u.Side); np >= 0 {
			kept = append(kept, UnitOwner{Unit: o.Unit, Power: np})
		}
	}
	c.Owners = kept
}

// ownBuilt gives a unit built by seed 004 production to the power owning its
// city and puts its counter on the Balance of Power chart (seed 000 18.21B).
func (t *tx) ownBuilt(id UnitID, h hexmap.Hex, side int) {
	c := t.s.Campaign
	if c == nil {
		return
	}
	pi := c.homePower(h, side)
	if pi < 0 {
		return
	}
	c.setOwner(id, pi)
	if cat, ok := UnitCategory(t.s.Unit(id).Type); ok {
		c.Powers[pi].Balance[cat]++
	}
}

// setupCampaign starts the strategic layer from the setup when the option
// is on: every unit belongs to its named power, or to the power whose home
// its hex is; the Balance of Power chart starts with the Active units; each
// minor country's capital starts with its current holder.
func (s *State) setupCampaign(setup Setup) error {
	if !s.Options.Strategic {
		return nil
	}
	if setup.Campaign == nil || len(setup.Campaign.Powers) == 0 {
		return fmt.Errorf("the strategic layer is on but the setup defines no major powers")
	}
	c := setup.Campaign.clone()
	c.Owners, c.Orders, c.Counters = nil, nil, nil
	// The game's own Schedule and Deck, which its copies then share: an
	// editor changing the setup later changes no game made from it.
	c.Schedule = slices.Clone(c.Schedule)
	for i := range c.Schedule {
		c.Schedule[i].Rebels = slices.Clone(c.Schedule[i].Rebels)
	}
	c.Deck = slices.Clone(c.Deck)
	for i, p := range c.Powers {
		if p.Side < 0 || p.Side >= len(s.Sides) {
			return fmt.Errorf("power %s: no side %d", p.Name, p.Side)
		}
		c.Powers[i].Balance = Balance{}
	}
	for i, u := range setup.Units {
		pi := c.homePower(u.Hex, u.Side)
		if u.Power != "" {
			if pi = c.PowerIndex(u.Power); pi < 0 || c.Powers[pi].Side != u.Side {
				return fmt.Errorf("unit %d: %q is not a power of side %d", i+1, u.Power, u.Side)
			}
		}
		if pi < 0 {
			continue
		}
		id := UnitID(i + 1)
		c.setOwner(id, pi)
		if cat, ok := UnitCategory(u.Type); ok {
			c.Powers[pi].Balance[cat]++
		}
	}
	for i := range c.Minors {
		c.Minors[i].Holder = s.ControlOf(c.Minors[i].Capital)
	}
	s.Campaign = c
	return nil
}

// Strategic layer events (strategic*.go, support.go). Side is the side of
// the power concerned; Why names the power and the rule.
const (
	// EvSupportDetermined: a power's support level for the turn is Value.
	EvSupportDetermined EventKind = "support_determined"
	// EvSupportChanged: a power's support level changed by Value in mid-turn.
	EvSupportChanged EventKind = "support_changed"
	// EvSupportDeficit: a power was Value tile points short (seed 002 10.41C).
	EvSupportDeficit EventKind = "support_deficit"
	// EvNationalIncome: a power's national income was Value tile points.
	EvNationalIncome EventKind = "national_income"
	// EvReturnedToReserve: a power's lost Unit went back to its Reserve.
	EvReturnedToReserve EventKind = "returned_to_reserve"
	// EvBuildOrdered: a power entered a secret build (content hidden).
	EvBuildOrdered EventKind = "build_ordered"
	// EvBuildCancelled: a power took back a secret build.
	EvBuildCancelled EventKind = "build_cancelled"
	// EvRandomEvent: a power drew or played a random event worth Value.
	EvRandomEvent EventKind = "random_event"
	// EvSecretEvent: a power drew a secret random event (content hidden).
	EvSecretEvent EventKind = "secret_event"
	// EvCampaignFact: a campaign fact changed, as Why says (D28).
	EvCampaignFact EventKind = "campaign_fact"
	// EvAggression: a power committed aggression against a minor country.
	EvAggression EventKind = "aggression"
	// EvFlag: a flag was placed in Russia (Value 1) or removed (-1).
	EvFlag EventKind = "flag"
	// EvMilitaryCounter: a power placed a military counter.
	EvMilitaryCounter EventKind = "military_counter"
)
