package sim

// The unit catalog: every unit type of seed 001 "7.0 Unit Profiles" as data
// (DESIGN D4-D8, D30), embedded from catalog.json. Where seed 001 contradicts
// itself or leaves a gap, the reading chosen is listed, with an id (C1..,
// G1..) that the catalog's source notes cite, in docs/catalog-conflicts.md.

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"slices"
)

//go:embed catalog.json
var catalogJSON []byte

// TargetClass is the class a unit belongs to and the class of targets it can hit.
type TargetClass uint8

// The three target classes of DESIGN D6, in Rating index order.
const (
	ClassGround TargetClass = iota
	ClassAir
	ClassNaval
)

// targetClassNames spells each class as it appears in catalog.json.
var targetClassNames = [...]string{"ground", "air", "naval"}

// String returns the class name used in the catalog: "ground", "air" or "naval".
func (c TargetClass) String() string {
	if int(c) < len(targetClassNames) {
		return targetClassNames[c]
	}
	return fmt.Sprintf("TargetClass(%d)", uint8(c))
}

// MarshalText writes the class by name, so JSON stays readable.
func (c TargetClass) MarshalText() ([]byte, error) {
	if int(c) >= len(targetClassNames) {
		return nil, fmt.Errorf("sim: invalid target class %d", uint8(c))
	}
	return []byte(targetClassNames[c]), nil
}

// UnmarshalText reads a class name written by MarshalText.
func (c *TargetClass) UnmarshalText(b []byte) error {
	for i, n := range targetClassNames {
		if string(b) == n {
			*c = TargetClass(i)
			return nil
		}
	}
	return fmt.Errorf("sim: unknown target class %q", b)
}

// Rating is a to-hit number on a d12 per target class; 0 means cannot hit that class.
type Rating [3]int8

// ratingJSON is Rating's on-disk shape: one named number per class.
type ratingJSON struct {
	Ground int8 `json:"ground"` // vs ground units
	Air    int8 `json:"air"`    // vs air units
	Naval  int8 `json:"naval"`  // vs naval units
}

// MarshalJSON writes the rating as {"ground":g,"air":a,"naval":n}.
func (r Rating) MarshalJSON() ([]byte, error) {
	return json.Marshal(ratingJSON{r[ClassGround], r[ClassAir], r[ClassNaval]})
}

// UnmarshalJSON reads a rating written by MarshalJSON; a missing class is 0.
func (r *Rating) UnmarshalJSON(b []byte) error {
	var v ratingJSON
	if err := strictJSON(b, &v); err != nil {
		return err
	}
	*r = Rating{ClassGround: v.Ground, ClassAir: v.Air, ClassNaval: v.Naval}
	return nil
}

// Support holds the ratings a unit fires at while paired 1:1 with a supporting
// unit (seed 001 "when supported by artillery"). A zero Rating means no bonus
// on that side of the battle.
type Support struct {
	Attack      Rating   `json:"attack"`                  // rating when supported on attack
	AttackBy    []string `json:"attack_by,omitempty"`     // unit type ids that give the attack bonus
	Defense     Rating   `json:"defense"`                 // rating when supported on defense
	DefenseBy   []string `json:"defense_by,omitempty"`    // unit type ids that give the defense bonus
	RuleOfThree bool     `json:"rule_of_three,omitempty"` // at most three such pairs a side a battle (D7)
	// NoAmphibious is set where the seed says the bonus "is not gained during amphibious assaults".
	NoAmphibious bool `json:"no_amphibious,omitempty"`
}

// Damaged holds the ratings of a multi-hit ship after some hits (seed 001 "if damaged").
type Damaged struct {
	Attack  Rating `json:"attack"`  // rating when attacking at this damage
	Defense Rating `json:"defense"` // rating when defending at this damage
}

// VersusRating is a rating that replaces the usual one against particular
// unit types (seed 001 "3 against armor", "4 against fortifications"); 0 keeps the usual rating.
type VersusRating struct {
	Targets []string `json:"targets"`           // unit type ids the rating applies against
	Attack  int8     `json:"attack,omitempty"`  // to-hit number when attacking them
	Defense int8     `json:"defense,omitempty"` // to-hit number when defending against them
}

// MoveBonus is a move allowance a unit has while moving with certain other
// types (seed 001 "3 when moving with motorized or mechanized infantry").
type MoveBonus struct {
	Move int      `json:"move"` // move points while moving with one of With
	With []string `json:"with"` // unit type ids that grant it
}

// CargoSlot is room aboard a carrier or transport for Count units, each of one of Types.
type CargoSlot struct {
	Count int      `json:"count"` // how many units fit
	Types []string `json:"types"` // unit type ids that may use the slot
}

// Ability is one paragraph of a seed-001 "Unit Characteristics" (or "Special
// Rules") list. ID is stable so rules code can ask for it; Params carry the
// ability's numbers, by ID:
//
//	ski_troops [+1]; charge [hits infantry on]; airdrop_attack [first-round attack];
//	ambush [attack, defense vs armor]; support_infantry [+1]; spotter, reconnaissance [rerolls];
//	move_with_artillery [artillery move]; support_from_self_propelled_artillery,
//	support_motorized_infantry, support_light_armor [attack when supported];
//	combined_arms [tactical bomber attack from, to]; ferry_operation [IPCs];
//	cargo, limited_cargo [infantry]; transport [infantry, other ground]; carry_aircraft [aircraft];
//	withdraw [after round]; port_torpedo [+defense]; shore_bombardment, offshore_bombardment [hits on];
//	capital_ship, not_a_capital_ship [hits to destroy]; defensive_preparations [+defense];
//	coastal_artillery [dice].
type Ability struct {
	ID          string `json:"id"`                      // stable snake case, shared by like paragraphs of different types
	Name        string `json:"name"`                    // the seed's label, or a short name for an unlabelled paragraph
	RuleOfThree bool   `json:"rule_of_three,omitempty"` // "subject to the Rule of Three" (DESIGN D7)
	Params      []int  `json:"params,omitempty"`        // the ability's numbers, as listed above
	// With lists the unit type ids the ability pairs with, supports or targets.
	With []string `json:"with,omitempty"`
	Text string   `json:"text"` // the seed paragraph, verbatim
}

// SourceRef says where one catalog value came from: Text quotes seed 001
// verbatim (empty when a decision alone gives the value) and Note names the
// decision that read it (a DESIGN D-number or a docs/catalog-conflicts.md id).
type SourceRef struct {
	Field string `json:"field"`          // the UnitType value it backs: cost, attack, classes, max_cv, ...
	Text  string `json:"text,omitempty"` // verbatim seed-001 text
	Note  string `json:"note,omitempty"` // DESIGN D-number or conflict id
}

// UnitType is one unit profile of seed 001.
type UnitType struct {
	ID          string      `json:"id"`                     // lower snake case of the seed heading
	Name        string      `json:"name"`                   // the seed heading in title case
	Abbrev      string      `json:"abbrev,omitempty"`       // the seed's ship abbreviation, e.g. "BB"
	Class       TargetClass `json:"class"`                  // the class the type belongs to as a target
	Cost        int         `json:"cost"`                   // seed figure; 0 where the seed gives none
	CannotBuild bool        `json:"cannot_build,omitempty"` // only scenario setup places it (D8)
	Doctrine    string      `json:"doctrine,omitempty"`     // doctrine prerequisite, "" if none
	Attack      Rating      `json:"attack"`                 // undamaged
	Defense     Rating      `json:"defense"`                // undamaged
	Supported   *Support    `json:"supported,omitempty"`    // artillery-support ratings, nil if none
	// Damaged holds ratings after 1, 2, ... hits; a ship hit more often than
	// it has entries keeps the last (none: damage leaves ratings unchanged).
	// MaxCV, not len(Damaged), decides how many hits sink it (conflict C6).
	Damaged  []Damaged      `json:"damaged,omitempty"`
	Versus   []VersusRating `json:"versus,omitempty"`    // ratings against particular types
	Move     int            `json:"move"`                // 0: the type never moves (fortifications)
	MoveWith *MoveBonus     `json:"move_with,omitempty"` // faster move in company, nil if none
	MaxCV    int            `json:"max_cv"`              // hits to destroy (DESIGN D4)
	// Carries lists cargo room; a unit may fill each slot independently.
	Carries   []CargoSlot `json:"carries,omitempty"`
	Abilities []Ability   `json:"abilities"` // in seed order
	// Examples keeps the seed's worked examples verbatim, for help and rules text.
	Examples []string    `json:"examples,omitempty"`
	Sources  []SourceRef `json:"sources"` // where each number came from
}

// Ability returns the type's ability with the given id.
func (t UnitType) Ability(id string) (Ability, bool) {
	for _, a := range t.Abilities {
		if a.ID == id {
			return a.clone(), true
		}
	}
	return Ability{}, false
}

// HasAbility reports whether the type has the ability with the given id.
func (t UnitType) HasAbility(id string) bool {
	return slices.ContainsFunc(t.Abilities, func(a Ability) bool { return a.ID == id })
}

// UnitTypes returns every unit type in seed order; the slice is the caller's own.
func UnitTypes() []UnitType {
	c := catalog
	out := make([]UnitType, len(c.types))
	for i, t := range c.types {
		out[i] = t.clone()
	}
	return out
}

// LookupUnitType returns the unit type with the given id.
func LookupUnitType(id string) (UnitType, bool) {
	c := catalog
	i, ok := c.index[id]
	if !ok {
		return UnitType{}, false
	}
	return c.types[i].clone(), true
}

// ClassOf returns the class of the unit type with the given id (the zero
// class for an unknown id), without the copy LookupUnitType makes.
func ClassOf(id string) TargetClass { return catalogType(id).Class }

// MaxCVOf returns the full strength of the unit type with the given id (0
// for an unknown id), without the copy LookupUnitType makes.
func MaxCVOf(id string) int { return catalogType(id).MaxCV }

// catalogType returns the catalog's own entry for a type id, without the
// copy LookupUnitType makes; callers treat it as read-only. Hot loops (the
// steps of a battle and of exact odds, a supply trace over a thousand units)
// use it. An unknown id, which setup refuses, gives an empty type (ID "")
// that can hit nothing and has no ability.
func catalogType(id string) *UnitType {
	if i, ok := catalog.index[id]; ok {
		return &catalog.types[i]
	}
	return &emptyType
}

// emptyType is what catalogType returns for an unknown id; nothing writes it.
var emptyType UnitType

// unitCatalog is the parsed, read-only catalog.
type unitCatalog struct {
	types []UnitType
	index map[string]int // lookup only; never iterated
}

// catalog is the embedded file, parsed at package initialisation: once,
// before any goroutine can ask, without importing sync (the core may not). The
// file ships with the binary and its tests check it, so a parse failure is a
// build defect and panics.
var catalog = func() *unitCatalog {
	types, err := parseCatalog(catalogJSON)
	if err != nil {
		panic(err)
	}
	c := &unitCatalog{types: types, index: make(map[string]int, len(types))}
	for i, t := range types {
		c.index[t.ID] = i
	}
	return c
}()

// parseCatalog decodes and checks a catalog file.
func parseCatalog(data []byte) ([]UnitType, error) {
	var types []UnitType
	if err := strictJSON(data, &types); err != nil {
		return nil, fmt.Errorf("sim: unit catalog: %w", err)
	}
	if err := checkCatalog(types); err != nil {
		return nil, fmt.Errorf("sim: unit catalog: %w", err)
	}
	return types, nil
}

// strictJSON decodes one JSON value, refusing unknown fields and trailing data,
// so a typo in the catalog fails loudly instead of becoming a zero.
func strictJSON(data []byte, v any) error {
	d := json.NewDecoder(bytes.NewReader(data))
	d.DisallowUnknownFields()
	if err := d.Decode(v); err != nil {
		return err
	}
	if d.More() {
		return fmt.Errorf("trailing data after JSON value")
	}
	return nil
}

// checkCatalog enforces what rules code assumes about every type.
func checkCatalog(types []UnitType) error {
	ids := make(map[string]bool, len(types))
	for _, t := range types {
		if !isSnake(t.ID) || ids[t.ID] {
			return fmt.Errorf("bad or repeated id %q", t.ID)
		}
		ids[t.ID] = true
	}
	known := func(where string, list []string) error {
		for _, id := range list {
			if !ids[id] {
				return fmt.Errorf("%s names unknown type %q", where, id)
			}
		}
		return nil
	}
	for _, t := range types {
		var errs []error
		bad := func(format string, a ...any) { errs = append(errs, fmt.Errorf(t.ID+": "+format, a...)) }
		if t.Name == "" || t.Class > ClassNaval || t.Move < 0 || t.MaxCV < 1 || t.Cost < 0 {
			bad("missing name, bad class, move, max cv or cost")
		}
		if !t.CannotBuild && t.Cost == 0 {
			bad("buildable at no cost")
		}
		ratings := []Rating{t.Attack, t.Defense}
		if s := t.Supported; s != nil {
			ratings = append(ratings, s.Attack, s.Defense)
			errs = append(errs, known(t.ID+" supported", s.AttackBy), known(t.ID+" supported", s.DefenseBy))
		}
		for _, d := range t.Damaged {
			ratings = append(ratings, d.Attack, d.Defense)
		}
		for _, r := range ratings {
			for _, v := range r {
				if v < 0 || v > 12 {
					bad("rating %d outside 0..12", v)
				}
			}
		}
		for _, v := range t.Versus {
			errs = append(errs, known(t.ID+" versus", v.Targets))
		}
		if t.MoveWith != nil {
			errs = append(errs, known(t.ID+" move_with", t.MoveWith.With))
		}
		for _, c := range t.Carries {
			if c.Count < 1 {
				bad("empty cargo slot")
			}
			errs = append(errs, known(t.ID+" carries", c.Types))
		}
		seen := map[string]bool{}
		for _, a := range t.Abilities {
			if !isSnake(a.ID) || seen[a.ID] || a.Text == "" {
				bad("bad, repeated or empty ability %q", a.ID)
			}
			seen[a.ID] = true
			errs = append(errs, known(t.ID+" "+a.ID, a.With))
		}
		for _, f := range []string{"cost", "attack", "defense", "move", "max_cv"} {
			if !slices.ContainsFunc(t.Sources, func(s SourceRef) bool { return s.Field == f }) {
				bad("no source for %s", f)
			}
		}
		for _, err := range errs {
			if err != nil {
				return err
			}
		}
	}
	return nil
}

// isSnake reports whether s is a non-empty lower snake case identifier.
func isSnake(s string) bool {
	if s == "" || s[0] == '_' || s[len(s)-1] == '_' {
		return false
	}
	for _, r := range s {
		if (r < 'a' || r > 'z') && (r < '0' || r > '9') && r != '_' {
			return false
		}
	}
	return true
}

// clone copies every slice and pointer so callers cannot reach the catalog.
func (t UnitType) clone() UnitType {
	if t.Supported != nil {
		s := *t.Supported
		s.AttackBy, s.DefenseBy = slices.Clone(s.AttackBy), slices.Clone(s.DefenseBy)
		t.Supported = &s
	}
	t.Damaged = slices.Clone(t.Damaged)
	t.Versus = slices.Clone(t.Versus)
	for i := range t.Versus {
		t.Versus[i].Targets = slices.Clone(t.Versus[i].Targets)
	}
	if t.MoveWith != nil {
		m := *t.MoveWith
		m.With = slices.Clone(m.With)
		t.MoveWith = &m
	}
	t.Carries = slices.Clone(t.Carries)
	for i := range t.Carries {
		t.Carries[i].Types = slices.Clone(t.Carries[i].Types)
	}
	t.Abilities = slices.Clone(t.Abilities)
	for i := range t.Abilities {
		t.Abilities[i] = t.Abilities[i].clone()
	}
	t.Examples = slices.Clone(t.Examples)
	t.Sources = slices.Clone(t.Sources)
	return t
}

// clone copies the ability's slices.
func (a Ability) clone() Ability {
	a.Params, a.With = slices.Clone(a.Params), slices.Clone(a.With)
	return a
}

// CapitalShip reports whether the type is a capital ship (seed 001 Capital
// Ship): one ship that takes several hits, rolling one die at its damaged
// ratings, instead of a block of steps (DESIGN D33).
func (t UnitType) CapitalShip() bool { return hasAbility(&t, "capital_ship") }

// Dice returns how many d12 a block of type typ with cv steps rolls in each
// combat step (DESIGN D33): one per step, or one for a capital ship.
func Dice(typ string, cv int) int {
	if cv <= 0 {
		return 0
	}
	if hasAbility(catalogType(typ), "capital_ship") {
		return 1
	}
	return cv
}

// NewStrength returns the steps a newly built unit of the type has: a block
// is built at 1 step and reinforced a step at a time; a ship is one ship,
// built whole (DESIGN D35, D33).
func (t UnitType) NewStrength() int {
	if t.CapitalShip() {
		return t.MaxCV
	}
	return 1
}
