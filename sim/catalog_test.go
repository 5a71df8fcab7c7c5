package sim

import (
	"encoding/json"
	"os"
	"reflect"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// The catalog is checked against the seed text itself, parsed here with a
// parser that shares nothing with the catalog's own data.
const (
	seed001Path       = "../docs/seeds/001_63b3116cdc45b596.txt"
	catalogReadingDoc = "../docs/catalog-conflicts.md"
)

// seedProfile is one unit profile of seed 001 as printed.
type seedProfile struct {
	heading string
	paras   []string // the non-empty lines after the heading
	cost    string   // text after "Cost: "
	attack  string   // text after "Attack: "
	defense string   // text after "Defense: "
	move    string   // text after "Move: ", "" when the profile has none
	statEnd int      // index in paras of the last stat line
}

var (
	reHeading   = regexp.MustCompile(`^[A-Z][A-Z0-9 ()/&!.,-]+$`)
	reBase      = regexp.MustCompile(`^(\d+)(?:/(\d+))?`)
	reSupported = regexp.MustCompile(`\((\d+) when supported by artillery\)`)
	reDamaged   = regexp.MustCompile(`\((\d+), if damaged(?: once; (\d+), if damaged twice)?\)`)
	reAgainst   = regexp.MustCompile(`\((\d+) against \w+\)`)
	reMoveWith  = regexp.MustCompile(`\((\d+) when moving with`)
	reHits      = regexp.MustCompile(`require (\d+) hits to destroy`)
	reSubject   = regexp.MustCompile(`is subject to the Rule of Three`)
	reIncrease  = regexp.MustCompile(`attack increases to (\d+)`)
	reEmptyEx   = regexp.MustCompile(`^Example [A-Z]:$`)
)

// readSeed001 returns the seed's whole text and its profiles in order,
// COMMANDERS (a heading with no profile) left out.
func readSeed001(t *testing.T) (string, []seedProfile) {
	t.Helper()
	b, err := os.ReadFile(seed001Path)
	if err != nil {
		t.Fatalf("seed 001: %v", err)
	}
	var profiles []seedProfile
	for _, line := range strings.Split(string(b), "\n") {
		switch {
		case reHeading.MatchString(line):
			profiles = append(profiles, seedProfile{heading: line})
		case strings.TrimSpace(line) == "" || len(profiles) == 0:
		default:
			p := &profiles[len(profiles)-1]
			for _, k := range []struct {
				key string
				dst *string
			}{{"Cost: ", &p.cost}, {"Attack: ", &p.attack}, {"Defense: ", &p.defense}, {"Move: ", &p.move}} {
				if v, ok := strings.CutPrefix(line, k.key); ok && *k.dst == "" {
					*k.dst, p.statEnd = v, len(p.paras)
				}
			}
			p.paras = append(p.paras, line)
		}
	}
	out := profiles[:0]
	for _, p := range profiles {
		if p.heading != "COMMANDERS" {
			out = append(out, p)
		}
	}
	return string(b), out
}

// seedID is the catalog id the heading should have: lower snake case, without
// the parenthesised abbreviation.
func seedID(heading string) string {
	base, _, _ := strings.Cut(heading, " (")
	return strings.Trim(regexp.MustCompile(`[^a-z0-9]+`).ReplaceAllString(strings.ToLower(base), "_"), "_")
}

// norm collapses whitespace so page breaks and joins do not matter.
func norm(s string) string { return strings.Join(strings.Fields(s), " ") }

func atoi(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

// single returns the one number a rating uses for every class it can hit.
func single(r Rating) (int, bool) {
	v := int8(0)
	for _, x := range r {
		if x != 0 && v != 0 && x != v {
			return 0, false
		}
		if x != 0 {
			v = x
		}
	}
	return int(v), true
}

// mask lists the classes a rating can hit.
func mask(r Rating) [3]bool { return [3]bool{r[0] != 0, r[1] != 0, r[2] != 0} }

// catalogByID indexes UnitTypes for tests.
func catalogByID(t *testing.T) map[string]UnitType {
	t.Helper()
	m := map[string]UnitType{}
	for _, u := range UnitTypes() {
		m[u.ID] = u
	}
	return m
}

func TestSeed001_CatalogHasEveryProfile(t *testing.T) {
	_, profiles := readSeed001(t)
	var want, got []string
	for _, p := range profiles {
		want = append(want, seedID(p.heading))
	}
	for _, u := range UnitTypes() {
		got = append(got, u.ID)
		base, _, _ := strings.Cut(strings.ToUpper(u.Name), " (")
		if seedID(base) != u.ID {
			t.Errorf("%s: name %q does not spell the heading", u.ID, u.Name)
		}
	}
	if !slices.Equal(got, want) {
		t.Fatalf("catalog types (in order)\n got %v\nwant %v", got, want)
	}
	if len(got) != 49 {
		t.Errorf("seed 001 has 49 profiles, catalog has %d", len(got))
	}
}

// checkRating compares one seed rating line ("2 (3 when supported by
// artillery)", "6/2", "-") with the catalog's undamaged rating.
func checkRating(t *testing.T, id, line string, r Rating) {
	t.Helper()
	m := reBase.FindStringSubmatch(line)
	switch {
	case strings.HasPrefix(line, "-"):
		if r != (Rating{}) {
			t.Errorf("%s: seed %q, catalog %v", id, line, r)
		}
	case m == nil:
		t.Errorf("%s: cannot read rating %q", id, line)
	case m[2] != "": // "vs air / vs ground" (D6, Fighter)
		if int(r[ClassAir]) != atoi(t, m[1]) || int(r[ClassGround]) != atoi(t, m[2]) {
			t.Errorf("%s: seed %q, catalog %v", id, line, r)
		}
	default:
		if v, ok := single(r); !ok || v != atoi(t, m[1]) {
			t.Errorf("%s: seed %q, catalog %v", id, line, r)
		}
	}
}

func TestSeed001_CatalogMatchesProfiles(t *testing.T) {
	_, profiles := readSeed001(t)
	types := catalogByID(t)
	for _, p := range profiles {
		id := seedID(p.heading)
		u, ok := types[id]
		if !ok {
			t.Errorf("%s missing", id)
			continue
		}
		if n, err := strconv.Atoi(p.cost); err == nil {
			if u.Cost != n {
				t.Errorf("%s: cost %d, seed %q", id, u.Cost, p.cost)
			}
		} else if u.Cost != 0 || !u.CannotBuild {
			t.Errorf("%s: seed cost %q, catalog cost %d cannot_build %v", id, p.cost, u.Cost, u.CannotBuild)
		}
		checkRating(t, id, p.attack, u.Attack)
		checkRating(t, id, p.defense, u.Defense)

		var sup [2]Rating
		if u.Supported != nil {
			sup = [2]Rating{u.Supported.Attack, u.Supported.Defense}
		}
		for i, line := range []string{p.attack, p.defense} {
			base := [2]Rating{u.Attack, u.Defense}[i]
			if m := reSupported.FindStringSubmatch(line); m != nil {
				if v, ok := single(sup[i]); !ok || v != atoi(t, m[1]) || mask(sup[i]) != mask(base) {
					t.Errorf("%s: seed %q, supported %v", id, line, sup[i])
				}
			} else if sup[i] != (Rating{}) {
				// Only a bonus the unit's own text states may stand without a figure (G13).
				v, _ := single(sup[i])
				if i != 0 || !slices.ContainsFunc(p.paras, func(s string) bool {
					m := reIncrease.FindStringSubmatch(s)
					return m != nil && atoi(t, m[1]) == v
				}) {
					t.Errorf("%s: supported %v has no seed figure or text", id, sup[i])
				}
			}

			m := reDamaged.FindStringSubmatch(line)
			var want []int
			if m != nil {
				want = append(want, atoi(t, m[1]))
				if m[2] != "" {
					want = append(want, atoi(t, m[2]))
				}
			}
			var got []int
			for _, d := range u.Damaged {
				r := [2]Rating{d.Attack, d.Defense}[i]
				v, ok := single(r)
				if !ok || mask(r) != mask(base) {
					t.Errorf("%s: damaged %v does not hit the classes of %v", id, r, base)
				}
				got = append(got, v)
			}
			if !slices.Equal(got, want) {
				t.Errorf("%s: seed %q, damaged %v", id, line, got)
			}

			if m := reAgainst.FindStringSubmatch(line); m != nil {
				n := atoi(t, m[1])
				if !slices.ContainsFunc(u.Versus, func(v VersusRating) bool {
					return int([2]int8{v.Attack, v.Defense}[i]) == n && len(v.Targets) > 0
				}) {
					t.Errorf("%s: seed %q, versus %v", id, line, u.Versus)
				}
			}
		}

		wantMove := 0
		if p.move != "" {
			wantMove = atoi(t, reBase.FindStringSubmatch(p.move)[1])
		}
		if u.Move != wantMove {
			t.Errorf("%s: move %d, seed %q", id, u.Move, p.move)
		}
		if m := reMoveWith.FindStringSubmatch(p.move); m != nil {
			if u.MoveWith == nil || u.MoveWith.Move != atoi(t, m[1]) {
				t.Errorf("%s: seed %q, move_with %v", id, p.move, u.MoveWith)
			}
		} else if u.MoveWith != nil {
			t.Errorf("%s: move_with without a seed figure", id)
		}
	}
}

// DESIGN D33: maximum steps by principle (4 foot soldiers; 3 mounted,
// motorized and armoured units, guns, engineers and aircraft; 1 supply
// columns, air transports, non-capital ships and fortifications), capital
// ships their seed-001 hits, each with D33 as its recorded source.
func TestSeed001_CapitalShipsMultiHit(t *testing.T) {
	_, profiles := readSeed001(t)
	types := catalogByID(t)
	foot := []string{"auxiliaries", "colonial_infantry", "infantry", "mountain_infantry", "heavy_infantry", "paratroopers", "marines"}
	one := []string{"supply_column", "transport_aircraft", "fortification", "fortress"}
	for _, p := range profiles {
		id := seedID(p.heading)
		want := 3 // DESIGN D33: mounted, motorized, armoured, guns, engineers, aircraft
		switch {
		case slices.Contains(foot, id):
			want = 4
		case slices.Contains(one, id) || types[id].Class == ClassNaval:
			want = 1
		}
		for _, s := range p.paras {
			if m := reHits.FindStringSubmatch(s); m != nil && strings.HasPrefix(s, "Capital Ship:") {
				want = atoi(t, m[1])
			}
		}
		if got := types[id].MaxCV; got != want {
			t.Errorf("%s: max steps %d, want %d (DESIGN D33)", id, got, want)
		}
		if !slices.ContainsFunc(types[id].Sources, func(s SourceRef) bool { return s.Field == "max_cv" && s.Note == "DESIGN D33" }) {
			t.Errorf("%s: max steps without DESIGN D33 as its source", id)
		}
	}
	for id, want := range map[string]int{"dreadnaught": 2, "battleship": 2, "fast_battleship": 2, "juggernaut": 3,
		"carrier": 2, "armored_carrier": 3, "battlecruiser": 1, "coast_defense_ship": 1, "escort_carrier": 1} {
		if got := types[id].MaxCV; got != want {
			t.Errorf("%s: max cv %d, want %d", id, got, want)
		}
	}
}

func TestSeed001_CannotBeBuilt(t *testing.T) {
	_, profiles := readSeed001(t)
	types := catalogByID(t)
	// DESIGN D8's list, plus the Cruiser's "Cost: -" (G1) and the Supply Column's "Cost: X" (G2).
	want := []string{"auxiliaries", "supply_column", "auxiliary_cruiser", "torpedo_boat_destroyer",
		"coastal_submarine", "cruiser", "dreadnaught"}
	var got, fromSeed []string
	for _, p := range profiles {
		id := seedID(p.heading)
		if types[id].CannotBuild {
			got = append(got, id)
		}
		_, err := strconv.Atoi(p.cost)
		if err != nil || slices.ContainsFunc(p.paras, func(s string) bool { return strings.Contains(s, "cannot be built") }) {
			fromSeed = append(fromSeed, id)
		}
		if u := types[id]; !u.CannotBuild && u.Cost <= 0 {
			t.Errorf("%s: buildable but costs %d", id, u.Cost)
		}
	}
	if !slices.Equal(got, want) || !slices.Equal(fromSeed, want) {
		t.Errorf("cannot be built:\ncatalog %v\n   seed %v\n   want %v", got, fromSeed, want)
	}
}

func TestSeed001_EveryAbilityParagraphInCatalog(t *testing.T) {
	_, profiles := readSeed001(t)
	types := catalogByID(t)
	for _, p := range profiles {
		id := seedID(p.heading)
		u := types[id]
		section := norm(strings.Join(p.paras, " "))
		var texts []string
		for _, a := range u.Abilities {
			texts = append(texts, norm(a.Text))
			for _, piece := range strings.Split(a.Text, "\n") {
				if !strings.Contains(section, norm(piece)) {
					t.Errorf("%s %s: text not in the seed profile: %q", id, a.ID, piece)
				}
			}
		}
		for _, e := range u.Examples {
			if !strings.HasPrefix(e, "Example") || !strings.Contains(section, norm(e)) {
				t.Errorf("%s: example not in the seed profile: %.60q", id, e)
			}
			texts = append(texts, norm(e))
		}
		for i, s := range p.paras {
			rule := i > p.statEnd && s != "Unit Characteristics" && s != "Special Rules" && !reEmptyEx.MatchString(s)
			if i < p.statEnd && strings.HasPrefix(s, "This unit may only be built") {
				rule = true // G17: a build rule standing in the description
			}
			if rule && !slices.ContainsFunc(texts, func(x string) bool { return strings.Contains(x, norm(s)) }) {
				t.Errorf("%s: seed paragraph has no ability: %.70q", id, s)
			}
		}
	}
}

func TestSeed001_AbilityRuleOfThree(t *testing.T) {
	for _, u := range UnitTypes() {
		for _, a := range u.Abilities {
			want := reSubject.MatchString(a.Text) && !strings.Contains(a.Text, "not subject")
			if a.RuleOfThree != want {
				t.Errorf("%s %s: rule of three %v, text says %v", u.ID, a.ID, a.RuleOfThree, want)
			}
		}
	}
	// The support bonus is capped exactly when the paragraph granting it is (D7).
	for id, ability := range map[string]string{"infantry": "supported_by_artillery", "heavy_infantry": "supported_by_artillery",
		"colonial_infantry": "supported_by_artillery", "paratroopers": "supported_by_artillery",
		"motorized_infantry": "support_from_self_propelled_artillery", "light_armor": "support_from_self_propelled_artillery"} {
		u, _ := LookupUnitType(id)
		a, ok := u.Ability(ability)
		if !ok || u.Supported == nil || u.Supported.RuleOfThree != a.RuleOfThree {
			t.Errorf("%s: supported %+v, ability %+v", id, u.Supported, a)
		}
	}
}

func TestSeed001_TargetClasses(t *testing.T) {
	types := catalogByID(t)
	for _, id := range []string{"submarine", "coastal_submarine"} { // Submersible
		if u := types[id]; u.Attack[ClassAir] != 0 || u.Defense[ClassAir] != 0 || u.Attack[ClassNaval] == 0 {
			t.Errorf("%s: submersible hits air: %v %v", id, u.Attack, u.Defense)
		}
	}
	if a := types["torpedo_bomber"].Attack; a != (Rating{ClassNaval: 6}) {
		t.Errorf("torpedo bomber attack %v, want naval only", a)
	}
	if a := types["dive_bomber"].Attack; a != (Rating{ClassGround: 5, ClassNaval: 5}) {
		t.Errorf("dive bomber attack %v, want naval and ground", a)
	}
	f := types["fighter"]
	if f.Attack != (Rating{ClassGround: 2, ClassAir: 6, ClassNaval: 2}) || f.Defense != (Rating{ClassGround: 2, ClassAir: 5, ClassNaval: 2}) {
		t.Errorf("fighter %v / %v, want 6/2 and 5/2 (C1)", f.Attack, f.Defense)
	}
	for _, u := range types {
		if u.HasAbility("air_defense") && (u.Defense[ClassGround] != 0 || u.Defense[ClassNaval] != 0) {
			t.Errorf("%s: defends only against aircraft, defense %v", u.ID, u.Defense)
		}
		if u.Class == ClassGround && u.Attack[ClassNaval]+u.Defense[ClassNaval] != 0 {
			t.Errorf("%s: ground unit hits ships (G3)", u.ID)
		}
		if u.Class == ClassNaval && u.Attack[ClassGround]+u.Defense[ClassGround] != 0 {
			t.Errorf("%s: ship hits ground outside bombardment (G3)", u.ID)
		}
	}
}

func TestSeed001_CatalogSourcesQuoteSeed(t *testing.T) {
	seed, _ := readSeed001(t)
	seed = norm(seed)
	doc, err := os.ReadFile(catalogReadingDoc)
	if err != nil {
		t.Fatal(err)
	}
	for _, u := range UnitTypes() {
		for _, s := range u.Sources {
			if s.Text != "" && !strings.Contains(seed, norm(s.Text)) {
				t.Errorf("%s %s: not a seed quote: %q", u.ID, s.Field, s.Text)
			}
			if s.Text == "" && s.Note == "" {
				t.Errorf("%s %s: source with neither quote nor decision", u.ID, s.Field)
			}
			if s.Note != "" && !strings.HasPrefix(s.Note, "DESIGN D") && !strings.Contains(string(doc), "**"+s.Note+" ") &&
				!strings.Contains(string(doc), "**"+s.Note+"**") {
				t.Errorf("%s %s: reading %q is not in %s", u.ID, s.Field, s.Note, catalogReadingDoc)
			}
		}
	}
}

func TestSeed001_CatalogConflictReadings(t *testing.T) {
	types := catalogByID(t)
	check := func(id string, ok bool, what string) {
		t.Helper()
		if !ok {
			t.Errorf("%s: %s", id, what)
		}
	}
	inf := types["infantry"]
	check("C2", inf.Supported != nil && inf.Supported.Defense[ClassGround] == 4, "infantry supported on defense at 4")
	hi := types["heavy_infantry"]
	check("C3", hi.Supported != nil && slices.Contains(hi.Supported.DefenseBy, "artillery") &&
		!slices.Contains(hi.Supported.DefenseBy, "light_artillery"), "artillery supports heavy infantry on defense")
	para := types["paratroopers"]
	check("C4", para.Supported != nil && para.Supported.Attack == (Rating{}), "paratroopers not supported on attack")
	mech, _ := types["mechanized_infantry"].Ability("move_with_artillery")
	check("C5", slices.Equal(mech.Params, []int{3}) && types["artillery"].MoveWith.Move == 3, "towed artillery moves 3")
	for _, id := range []string{"coast_defense_ship", "coastal_battleship", "battlecruiser"} {
		check("C6 "+id, types[id].MaxCV == 1 && len(types[id].Damaged) == 1, "one hit, damaged figures kept")
	}
	cs := types["coastal_submarine"]
	check("C7", cs.CannotBuild && cs.Cost == 4, "coastal submarine: D8 cannot build, seed cost kept")
	ha, _ := types["heavy_armor"].Ability("combined_arms")
	check("C9", !slices.Contains(ha.With, "mechanized_infantry") && !types["heavy_armor"].HasAbility("blitz"), "heavy armor grants no blitz")
	check("C11", types["armor"].Supported == nil, "armor has no support bonus")
	check("C15", slices.Equal(types["motorized_infantry"].Supported.AttackBy, []string{"self_propelled_gun"}), "motorized supported by SPG")
	check("C18", types["coast_defense_ship"].HasAbility("poor_seakeeping") && !types["coastal_battleship"].HasAbility("poor_seakeeping"),
		"coastal limit is the coast defense ship's")
	for _, id := range []string{"carrier", "armored_carrier"} {
		check("C20 "+id, len(types[id].Carries) == 1 && types[id].Carries[0].Count == 2, "carries 2 aircraft")
	}
	check("G1", types["cruiser"].CannotBuild && types["cruiser"].Cost == 0, "cruiser cannot be built")
	check("G7", types["fortress"].Move == 0 && types["fortress"].Defense[ClassGround] == 5, "fortress fixed, defends at 5")
}

func TestSeed001_AbilityLookup(t *testing.T) {
	art, _ := LookupUnitType("artillery")
	if !art.HasAbility("first_strike") || !art.HasAbility("spotter") {
		t.Error("artillery lacks First Strike or Spotter")
	}
	sub, _ := LookupUnitType("submarine")
	if sub.HasAbility("first_strike") || !sub.HasAbility("first_strike_no_destroyer") {
		t.Error("submarine first strike must depend on the enemy destroyer (G20)")
	}
	cav, _ := LookupUnitType("cavalry")
	if a, ok := cav.Ability("charge"); !ok || !slices.Equal(a.Params, []int{3}) || !a.RuleOfThree {
		t.Errorf("Charge! hits infantry on 3, subject to the Rule of Three: %+v", a)
	}
	if _, ok := cav.Ability("no_such_ability"); ok {
		t.Error("unknown ability found")
	}
	if _, ok := LookupUnitType("commanders"); ok {
		t.Error("COMMANDERS has no profile in seed 001")
	}
}

func TestCatalogReturnsCopies(t *testing.T) {
	u, _ := LookupUnitType("infantry")
	u.Abilities[0].Params = append(u.Abilities[0].Params, 9)
	u.Abilities[0].With[0] = "x"
	u.Supported.AttackBy[0] = "x"
	u.Sources[0].Text = "x"
	all := UnitTypes()
	all[0].Name = "x"
	again, _ := LookupUnitType("infantry")
	fresh := UnitTypes()
	if again.Abilities[0].With[0] == "x" || len(again.Abilities[0].Params) != 0 || again.Supported.AttackBy[0] == "x" ||
		again.Sources[0].Text == "x" || fresh[0].Name == "x" {
		t.Fatal("a caller changed the catalog")
	}
}

func TestCatalogJSONRoundTrip(t *testing.T) {
	want := UnitTypes()
	b, err := json.Marshal(want)
	if err != nil {
		t.Fatal(err)
	}
	got, err := parseCatalog(b)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatal("catalog changed through JSON")
	}
}

func TestCatalogRejectsBadData(t *testing.T) {
	const good = `{"id":"a","name":"A","class":"ground","cost":1,"attack":{"ground":1},"defense":{"ground":1},"move":1,"max_cv":1,` +
		`"abilities":[],"sources":[{"field":"cost"},{"field":"attack"},{"field":"defense"},{"field":"move"},{"field":"max_cv"}]`
	if _, err := parseCatalog([]byte("[" + good + "}]")); err != nil {
		t.Fatalf("minimal catalog refused: %v", err)
	}
	for name, data := range map[string]string{
		"unknown field":  good + `,"colour":"red"}`,
		"unknown class":  strings.Replace(good, `"ground","cost"`, `"space","cost"`, 1) + "}",
		"rating over 12": strings.Replace(good, `"attack":{"ground":1}`, `"attack":{"ground":13}`, 1) + "}",
		"unknown type":   good + `,"carries":[{"count":1,"types":["b"]}]}`,
		"free unit":      strings.Replace(good, `"cost":1`, `"cost":0`, 1) + "}",
		"no move source": strings.Replace(good, `{"field":"move"},`, ``, 1) + "}",
		"repeated id":    good + "}," + good + "}",
	} {
		if _, err := parseCatalog([]byte("[" + data + "]")); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}
