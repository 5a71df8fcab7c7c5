package scenarios

import (
	"slices"
	"strings"
	"testing"

	"hexstorm/hexmap"
	"hexstorm/sim"
)

// withPowers gives the base scenario a valid strategic section: Britain for
// the Allies with its home city at the port, Germany for the Axis inland.
func withPowers(f *File) {
	f.Options.Strategic = true
	f.Strategic = &StrategicDef{
		Start: "Spring 1939",
		Powers: []PowerDef{
			{Name: "Britain", Side: "Allies", Bloc: "allied", Income: 5, Activity: 4, Cities: []hexmap.Hex{f.Places[0].At},
				Reserve: []StockDef{{Type: "infantry", Count: 2}}},
			{Name: "Germany", Side: "Axis", Bloc: "axis", Income: 6, Activity: 4, Cities: []hexmap.Hex{f.Places[2].At}},
		},
		Minors: []MinorDef{{Name: "Poland", Capital: f.Places[1].At}},
		Facts:  FactsDef{Cohesion: "high", Concessions: 35},
		Events: []EventDef{{Turn: 2, Kind: sim.FactResearch, Power: "Germany", Target: "west_wall"}},
		Deck:   []sim.EventCard{{Name: "Rally", Power: "Germany", Kind: "support", Value: 1}},
	}
}

func TestStrategicSectionLoadsAndStartsTheLayer(t *testing.T) {
	f := base(t)
	withPowers(&f)
	f.Units[0].Power = "Britain"
	data, err := Encode(f)
	if err != nil {
		t.Fatal(err)
	}
	sc, err := Load("t.json", data)
	if err != nil {
		t.Fatal(err)
	}
	back, err := Encode(sc.File)
	if err != nil || string(back) != string(data) {
		t.Fatalf("strategic section does not round-trip:\n%s\n---\n%s", data, back)
	}
	s, _, err := sc.NewGame(1)
	if err != nil {
		t.Fatal(err)
	}
	c := s.Campaign
	if c == nil || len(c.Powers) != 2 || c.Calendar.Date(1) != "Spring 1939" {
		t.Fatalf("campaign %+v", c)
	}
	if got := c.Powers[1].Support; got != 1 { // the Rally card, Germany's only one
		t.Errorf("Germany support %+d, want +1", got)
	}
	if c.PowerOf(1) != 0 || c.Facts.Cohesion != sim.CohesionHigh || len(c.Schedule) != 1 {
		t.Errorf("owners %v facts %+v schedule %v", c.Owners, c.Facts, c.Schedule)
	}
}

func TestStrategicSectionProblems(t *testing.T) {
	cases := []struct {
		name string
		edit func(f *File)
		want []string
	}{
		{"OptionWithoutSection", func(f *File) { f.Options.Strategic = true }, []string{
			"t.json: options.strategic: the strategic layer is on but the scenario has no strategic section"}},
		{"BadPowers", func(f *File) {
			withPowers(f)
			p := &f.Strategic.Powers[1]
			p.Name, p.Side, p.Bloc = "Britain", "Nobody", "comintern"
			p.Cities = []hexmap.Hex{f.Places[1].At}
			p.Reserve = []StockDef{{Type: "destroyer", Count: 0}}
		}, []string{
			`t.json: strategic.powers[1].name: power "Britain" is listed twice`,
			"t.json: strategic.powers[1].side: unknown side \"Nobody\"",
			"t.json: strategic.powers[1].bloc: bloc \"comintern\": want \"axis\", \"allied\" or none",
			"t.json: strategic.powers[1].cities[0]: a home city must be a city hex at 3,1",
			"t.json: strategic.powers[1].reserve[0].type: Destroyer is a ship: a Reserve holds armor, infantry and air units (seed 000 18.11)",
			"t.json: strategic.powers[1].reserve[0].count: count must be 1 or more, got 0",
			`t.json: strategic.events[0].power: event research needs a known power, got "Germany"`,
			`t.json: strategic.deck[0].power: unknown power "Germany"`,
		}},
		{"BadFactsEventsCards", func(f *File) {
			withPowers(f)
			st := f.Strategic
			st.Start = "Monsoon 1939"
			st.Facts.Cohesion = "shaky"
			st.Events = append(st.Events, EventDef{Turn: 0, Kind: "treaty"}, EventDef{Turn: 3, Kind: sim.FactAggression, Power: "Germany", Target: "Narnia"})
			st.Deck = append(st.Deck, sim.EventCard{Name: "x", Power: "Britain", Kind: "extra_build", Target: "cavalry"})
			f.Units[3].Power = "Britain"
		}, []string{
			`t.json: strategic.start: date "Monsoon 1939": unknown season Monsoon (want Winter, Spring, Summer or Fall)`,
			"t.json: units[3].power: Britain is a power of Allies, not Axis",
			`t.json: strategic.facts.cohesion: unknown cohesion "shaky" (want low, medium, high or full)`,
			"t.json: strategic.events[1].turn: turn 0 is outside 1..999",
			`t.json: strategic.events[1].kind: unknown event kind "treaty"`,
			`t.json: strategic.events[2].target: unknown minor "Narnia"`,
			`t.json: strategic.deck[1].target: unknown category "cavalry"`,
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := base(t)
			c.edit(&f)
			got := f.Validate("t.json").Messages()
			if !slices.Equal(got, c.want) {
				t.Errorf("problems:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(c.want, "\n  "))
			}
		})
	}
}

// TestBuiltinGatheringStormUsesTheLayer checks what the brief asks of the
// campaign: the five major powers of the seeds on one map, each with home
// cities, factories, a Reserve and activity, dated turns and minor
// countries whose capitals the map can take.
func TestBuiltinGatheringStormUsesTheLayer(t *testing.T) {
	sc, err := Builtin("gathering_storm")
	if err != nil {
		t.Fatal(err)
	}
	s, _, err := sc.NewGame(1)
	if err != nil {
		t.Fatal(err)
	}
	c := s.Campaign
	var names []string
	for pi, p := range c.Powers {
		names = append(names, p.Name)
		if len(p.Cities) == 0 || len(p.Reserve) == 0 || p.Activity < 2 || s.MilitaryFactories(pi) == 0 {
			t.Errorf("%s lacks cities, Reserve, activity or factories: %+v", p.Name, p)
		}
		if len(p.Breakdown) == 0 {
			t.Errorf("%s has no support breakdown", p.Name)
		}
	}
	if !slices.Equal(names, []string{"Germany", "Italy", "Britain", "France", "Russia"}) {
		t.Errorf("powers %v", names)
	}
	if c.Calendar.Date(1) != "Spring 1936" || c.Calendar.Date(sc.Setup.Victory.Turns) != "Winter 1942" {
		t.Errorf("dates %s .. %s", c.Calendar.Date(1), c.Calendar.Date(sc.Setup.Victory.Turns))
	}
	for _, m := range []string{"Rhineland", "Austria", "Czechoslovakia", "Poland", "Baltic States", "Danzig"} {
		i := slices.IndexFunc(c.Minors, func(x sim.Minor) bool { return x.Name == m })
		if i < 0 || s.ControlOf(c.Minors[i].Capital) != -1 {
			t.Errorf("minor %s missing or its capital already held", m)
		}
	}
}
