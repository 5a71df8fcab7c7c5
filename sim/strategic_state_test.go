package sim

import (
	"reflect"
	"testing"
)

// TestCampaignCloneSharesNoSlices: a clone's campaign shares no slice with
// the original, so a refused command can never change the state through it.
func TestCampaignCloneSharesNoSlices(t *testing.T) {
	s := &State{Campaign: &Campaign{}}
	fill(reflect.ValueOf(s.Campaign).Elem())
	c := s.Clone()
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
