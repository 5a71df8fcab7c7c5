package sim

import (
	"reflect"
	"testing"
)

// TestCampaignCloneSharesNoSlices: a clone's campaign shares no slice with
// the original but the fixed Schedule and Deck, so a refused command can
// never change the state through it.
func TestCampaignCloneSharesNoSlices(t *testing.T) {
	s := &State{Campaign: &Campaign{}}
	fill(reflect.ValueOf(s.Campaign).Elem())
	c := s.Clone()
	// The scenario's Schedule and Deck are fixed in play and shared by
	// copies (TestGatheringStormPlayedToTheEnd in package ai plays whole
	// campaigns to check nothing writes them).
	if len(c.Campaign.Schedule) == 0 || &c.Campaign.Schedule[0] != &s.Campaign.Schedule[0] || &c.Campaign.Deck[0] != &s.Campaign.Deck[0] {
		t.Error("Clone copies the fixed Schedule and Deck")
	}
	c.Campaign.Schedule, c.Campaign.Deck = nil, nil
	compareNoAlias(t, reflect.ValueOf(s.Campaign).Elem(), reflect.ValueOf(c.Campaign).Elem(), "Campaign")
}

// TestCampaignHashCoversEveryField: every number, flag and name of the
// campaign changes the state hash (DESIGN section 3).
func TestCampaignHashCoversEveryField(t *testing.T) {
	s := &State{Campaign: &Campaign{}}
	fill(reflect.ValueOf(s.Campaign).Elem())
	h0 := s.Hash()
	count := 0
	var visit func(v reflect.Value, path string)
	visit = func(v reflect.Value, path string) {
		switch v.Kind() {
		case reflect.Struct:
			for i := 0; i < v.NumField(); i++ {
				visit(v.Field(i), path+"."+v.Type().Field(i).Name)
			}
		case reflect.Slice, reflect.Array:
			if v.Len() > 0 {
				visit(v.Index(0), path+"[0]")
			}
		case reflect.Bool:
			v.SetBool(!v.Bool())
			check(t, s, h0, path)
			v.SetBool(!v.Bool())
			count++
		case reflect.Int:
			v.SetInt(v.Int() + 1)
			check(t, s, h0, path)
			v.SetInt(v.Int() - 1)
			count++
		case reflect.Uint8:
			v.SetUint(v.Uint() + 1)
			check(t, s, h0, path)
			v.SetUint(v.Uint() - 1)
			count++
		case reflect.String:
			old := v.String()
			v.SetString(old + "x")
			check(t, s, h0, path)
			v.SetString(old)
			count++
		}
	}
	visit(reflect.ValueOf(s.Campaign).Elem(), "Campaign")
	if count < 60 || s.Hash() != h0 {
		t.Fatalf("%d fields visited, state restored: %v", count, s.Hash() == h0)
	}
}

// TestStrategicRandomCommandsNeverPanic throws random strategic commands,
// legal and not, at a campaign game through several turns: none panics, and
// every refusal leaves the state as it was (Apply's contract).
func TestStrategicRandomCommandsNeverPanic(t *testing.T) {
	s := newCampaign(t, func(st *Setup) {
		buildable(st)
		st.Campaign.Deck = []EventCard{
			{Name: "a", Power: "Russia", Kind: "support", Value: -2, Secret: true},
			{Name: "b", Power: "Germany", Kind: "russia_flag", Value: 1, Secret: true},
			{Name: "c", Power: "Britain", Kind: "extra_build", Target: "armor"},
		}
	})
	r := NewRand(99)
	kinds := []CommandKind{CmdOrderBuild, CmdCancelOrder, CmdPlayEvent, CmdPlaceCounter, CmdProposePact, CmdSignPact}
	powers := []string{"Germany", "Italy", "Britain", "France", "Russia", "Atlantis", ""}
	types := []string{"infantry", "armor", "fighter", "destroyer", "nonsense"}
	minors := []string{MinorPoland, "Spain", "Finland", "Austria", "Nowhere"}
	for step := 0; step < 3000 && s.Phase != PhaseGameOver && s.Turn <= 6; step++ {
		cmd := Command{Kind: kinds[r.Intn(len(kinds))], Side: r.Intn(3), Power: powers[r.Intn(len(powers))],
			UnitType: types[r.Intn(len(types))], Hex: at(r.Intn(11)-1, r.Intn(3)), Card: r.Intn(4) - 1, Minor: minors[r.Intn(len(minors))]}
		if r.Intn(8) == 0 {
			cmd = Command{Kind: CmdEndPhase, Side: s.Actor()}
		}
		before := s.Hash()
		if _, err := s.Apply(cmd); err != nil && s.Hash() != before {
			t.Fatalf("%v refused (%v) but changed the state", cmd, err)
		}
	}
	if s.Turn < 3 {
		t.Fatalf("only reached turn %d", s.Turn)
	}
}
