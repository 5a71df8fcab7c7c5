package sim

import (
	"fmt"
	"slices"
)

// Season is a quarter of the year; each turn of a campaign is one season.
type Season uint8

// The seasons in the order a year passes through them (seed 002 10.71F:
// "Spring 1941: +1; Summer 1941: +2, Fall 1941: +3").
const (
	Winter Season = iota
	Spring
	Summer
	Fall
)

var seasonNames = []string{"Winter", "Spring", "Summer", "Fall"}

// String returns the season's name.
func (s Season) String() string {
	if int(s) < len(seasonNames) {
		return seasonNames[s]
	}
	return "unknown"
}

// MarshalText encodes the season by name.
func (s Season) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText decodes a season name.
func (s *Season) UnmarshalText(b []byte) error {
	for i, n := range seasonNames {
		if n == string(b) {
			*s = Season(i)
			return nil
		}
	}
	return &RuleError{Msg: "unknown season " + string(b) + " (want Winter, Spring, Summer or Fall)"}
}

// Calendar dates the turns of a campaign: turn 1 is Season of Year, and
// each later turn is the next season. A zero Year means the scenario has no
// calendar.
type Calendar struct {
	Year   int    `json:"year,omitempty"`
	Season Season `json:"season"`
}

// quarter returns the turn's date as a count of seasons since year 0.
func (c Calendar) quarter(turn int) int { return c.Year*4 + int(c.Season) + turn - 1 }

// At returns the season and year of a turn.
func (c Calendar) At(turn int) (Season, int) {
	q := c.quarter(turn)
	return Season(q % 4), q / 4
}

// Date names a turn's date, "Spring 1941", or "turn N" without a calendar.
func (c Calendar) Date(turn int) string {
	if c.Year == 0 {
		return fmt.Sprintf("turn %d", turn)
	}
	season, year := c.At(turn)
	return fmt.Sprintf("%s %d", season, year)
}

// ParseDate reads "Spring 1941" into a calendar starting then.
func ParseDate(text string) (Calendar, error) {
	var name string
	var year int
	if n, err := fmt.Sscanf(text, "%s %d", &name, &year); n != 2 || err != nil || year < 1 || year > 9999 {
		return Calendar{}, fmt.Errorf("date %q: want a season and a year, like \"Spring 1941\"", text)
	}
	var s Season
	if err := s.UnmarshalText([]byte(name)); err != nil {
		return Calendar{}, fmt.Errorf("date %q: %v", text, err)
	}
	return Calendar{Year: year, Season: s}, nil
}

// Cohesion is the Russian cohesion level (seed 002 10.91E).
type Cohesion uint8

// The four cohesion levels, lowest first.
const (
	CohesionLow Cohesion = iota
	CohesionMedium
	CohesionHigh
	CohesionFull
)

var cohesionNames = []string{"low", "medium", "high", "full"}

// String returns the level's name.
func (c Cohesion) String() string {
	if int(c) < len(cohesionNames) {
		return cohesionNames[c]
	}
	return "unknown"
}

// MarshalText encodes the level by name.
func (c Cohesion) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// UnmarshalText decodes a cohesion level name.
func (c *Cohesion) UnmarshalText(b []byte) error {
	for i, n := range cohesionNames {
		if n == string(b) {
			*c = Cohesion(i)
			return nil
		}
	}
	return &RuleError{Msg: "unknown cohesion " + string(b) + " (want low, medium, high or full)"}
}

// Names of the minor countries and research results the seeds' modifiers
// refer to. A scenario's minors must use these names for those rules to
// find them.
const (
	MinorEthiopia  = "Ethiopia"
	MinorRhineland = "Rhineland"
	MinorBaltic    = "Baltic States"
	MinorPoland    = "Poland"
	MinorDanzig    = "Danzig"
)

// ResearchResult is a research result a power achieved (seed 002 10.51A,
// 10.71A, 10.81A, 10.91A; seed 003 16.18).
type ResearchResult struct {
	Power  int    `json:"power"`
	Result string `json:"result"`
	Turn   int    `json:"turn"`
}

// ResearchResults lists the research results that can change a support
// level. "max_X" is the maximum (18-step) result for project X;
// "advanced_X_3" the third advanced research result (nine levels).
var ResearchResults = []string{
	"west_wall", "maginot_line", "atomic",
	"max_jets", "max_strategic_bombers", "max_advanced_submarines", "max_armor", "max_rockets",
	"max_specialized_units", "max_economic_preparation", "max_transports",
	"advanced_jets_3", "advanced_submarines_3", "advanced_rockets_3",
}

// Aggression is an aggression by a power against a minor country (D28).
// Temp and TempTurns are the temporary British and French support increase
// it triggers and for how many turns after it (seed 002 10.71B, 10.81B).
type Aggression struct {
	Power     int    `json:"power"`
	Target    string `json:"target"`
	Turn      int    `json:"turn"`
	Temp      int    `json:"temp,omitempty"`
	TempTurns int    `json:"temp_turns,omitempty"`
	// PactProposed records that the Nazi-Soviet Pact was proposed in the
	// turn of this aggression (seed 002 10.91B judges it then, once).
	PactProposed bool `json:"pact_proposed,omitempty"`
	// PactSigned records that the Pact was signed by the turn of this
	// aggression (14.43C describes the aggression as it happened).
	PactSigned bool `json:"pact_signed,omitempty"`
}

// Flag is a power's flag in Russia (seed 002 10.91F); Russia's own flags
// only keep foreign ones out.
type Flag struct {
	Power int `json:"power"`
	Turn  int `json:"turn"`
}

// Pact is the Nazi-Soviet Pact: the turns it was proposed, signed and broken
// (0: never), and its concession level (seed 003 34.92).
type Pact struct {
	Proposed    int `json:"proposed,omitempty"`
	Signed      int `json:"signed,omitempty"`
	Broken      int `json:"broken,omitempty"`
	Concessions int `json:"concessions,omitempty"`
}

// signed reports whether the Pact counts as signed: breaking it in the turn
// it was signed means it never was (seed 003 31.82).
func (p Pact) signed() bool { return p.Signed > 0 && p.Broken != p.Signed }

// Mobilization is a shipbuilding increase a power mobilized (seed 002
// 10.71C, 10.81C).
type Mobilization struct {
	Power int `json:"power"`
	Turn  int `json:"turn"`
}

// BackDown records an Axis aggressor backing down in a crisis (seed 003 27.62).
type BackDown struct {
	Power int `json:"power"`
	Turn  int `json:"turn"`
}

// Facts are the campaign facts the map does not produce (D28).
type Facts struct {
	Research     []ResearchResult `json:"research,omitempty"`
	Aggressions  []Aggression     `json:"aggressions,omitempty"`
	Flags        []Flag           `json:"flags,omitempty"`
	Pact         Pact             `json:"pact"`
	Shipbuilding []Mobilization   `json:"shipbuilding,omitempty"`
	Cohesion     Cohesion         `json:"cohesion"`
	// GarrisonRequired is the Russian garrison required (rule 21.41B, not
	// among the seeds, so the scenario and its events set it);
	// GarrisonCounters are garrison counters from research (seed 003 16.11).
	GarrisonRequired int        `json:"garrison_required,omitempty"`
	GarrisonCounters int        `json:"garrison_counters,omitempty"`
	BackDowns        []BackDown `json:"back_downs,omitempty"`
	// Purge is set while Russia is subject to a Military or Great Purge
	// (seed 003 24.47D).
	Purge bool `json:"purge,omitempty"`
}

func (f Facts) clone() Facts {
	f.Research = slices.Clone(f.Research)
	f.Aggressions = slices.Clone(f.Aggressions)
	f.Flags = slices.Clone(f.Flags)
	f.Shipbuilding = slices.Clone(f.Shipbuilding)
	f.BackDowns = slices.Clone(f.BackDowns)
	return f
}

// aggressed returns the first aggression by power p against target, or nil.
func (f *Facts) aggressed(p int, target string) *Aggression {
	for i := range f.Aggressions {
		if f.Aggressions[i].Power == p && f.Aggressions[i].Target == target {
			return &f.Aggressions[i]
		}
	}
	return nil
}

// takenOver reports whether a minor country has suffered an aggression by
// an Axis power (seed 002 10.41B "taken over by the Axis").
func (c *Campaign) takenOver(minor string) bool {
	return slices.ContainsFunc(c.Facts.Aggressions, func(a Aggression) bool {
		return a.Target == minor && c.Powers[a.Power].Bloc == BlocAxis
	})
}

// PactVP returns Russia's victory point adjustment for a Nazi-Soviet Pact
// concession level (seed 003 34.92C): one VP for every five concessions
// above or below 35, rounded to the nearest multiple of five, so 33-37 is 0,
// 38-42 is +1 and 28-32 is -1.
func PactVP(concessions int) int {
	d := concessions - 33
	if d >= 0 {
		return d / 5
	}
	return -((-d + 4) / 5)
}

// CampaignPoints returns the victory points the campaign adds to side at the
// end of the game: Russia's Nazi-Soviet Pact adjustment, whether or not the
// Pact was signed (seed 003 34.92C), once a concession level is known.
func (s *State) CampaignPoints(side int) int {
	c := s.Campaign
	if c == nil || c.Facts.Pact.Concessions == 0 {
		return 0
	}
	if r := c.power("Russia"); r != nil && r.Side == side {
		return PactVP(c.Facts.Pact.Concessions)
	}
	return 0
}
