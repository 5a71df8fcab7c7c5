package sim

import (
	"reflect"
	"strings"
	"testing"
)

// TestStateHoldsNoFloatsOrMaps walks the State type: floats would differ
// between machines and maps iterate in random order, so neither may appear
// anywhere in the game state (DESIGN section 3).
func TestStateHoldsNoFloatsOrMaps(t *testing.T) {
	seen := map[reflect.Type]bool{}
	var walk func(tp reflect.Type, path string)
	walk = func(tp reflect.Type, path string) {
		if seen[tp] {
			return
		}
		seen[tp] = true
		switch tp.Kind() {
		case reflect.Float32, reflect.Float64, reflect.Complex64, reflect.Complex128:
			t.Errorf("%s is a float (%s)", path, tp)
		case reflect.Map, reflect.Interface, reflect.Func, reflect.Chan, reflect.UnsafePointer:
			t.Errorf("%s has kind %s, which cannot be part of a deterministic state", path, tp.Kind())
		case reflect.Pointer, reflect.Slice, reflect.Array:
			walk(tp.Elem(), path+"[]")
		case reflect.Struct:
			for i := 0; i < tp.NumField(); i++ {
				f := tp.Field(i)
				walk(f.Type, path+"."+f.Name)
			}
		}
	}
	walk(reflect.TypeOf(State{}), "State")
	walk(reflect.TypeOf(Command{}), "Command")
	walk(reflect.TypeOf(Event{}), "Event")
	walk(reflect.TypeOf(Record{}), "Record")
}

// TestCloneSharesNoSlices checks that Clone copies every slice of the state,
// including ones added after this test was written, so a refused command can
// never leak a change into the original.
func TestCloneSharesNoSlices(t *testing.T) {
	s := &State{}
	fill(reflect.ValueOf(s).Elem())
	c := s.Clone()
	compareNoAlias(t, reflect.ValueOf(s).Elem(), reflect.ValueOf(c).Elem(), "State")
}

// fill gives every slice in v one element, so aliasing shows.
func fill(v reflect.Value) {
	switch v.Kind() {
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			if v.Field(i).CanSet() {
				fill(v.Field(i))
			}
		}
	case reflect.Slice:
		v.Set(reflect.MakeSlice(v.Type(), 1, 1))
		fill(v.Index(0))
	}
}

func compareNoAlias(t *testing.T, a, b reflect.Value, path string) {
	switch a.Kind() {
	case reflect.Struct:
		for i := 0; i < a.NumField(); i++ {
			if a.Type().Field(i).IsExported() {
				compareNoAlias(t, a.Field(i), b.Field(i), path+"."+a.Type().Field(i).Name)
			}
		}
	case reflect.Slice:
		if a.Len() > 0 && b.Len() > 0 && a.Pointer() == b.Pointer() {
			t.Errorf("Clone shares the backing array of %s", path)
		}
		if a.Len() > 0 && b.Len() > 0 {
			compareNoAlias(t, a.Index(0), b.Index(0), path+"[0]")
		}
	}
}

// TestHashCoversEveryField changes each field of a state in turn and checks
// the hash changes, so no rule-relevant value escapes the hash.
func TestHashCoversEveryField(t *testing.T) {
	base := &State{}
	fill(reflect.ValueOf(base).Elem())
	h0 := base.Hash()
	var visit func(v reflect.Value, path string, mutate func())
	count := 0
	visit = func(v reflect.Value, path string, _ func()) {
		switch v.Kind() {
		case reflect.Struct:
			for i := 0; i < v.NumField(); i++ {
				f := v.Type().Field(i)
				if !f.IsExported() || f.Tag.Get("hash") == "-" {
					continue
				}
				visit(v.Field(i), path+"."+f.Name, nil)
			}
		case reflect.Slice:
			if v.Len() > 0 {
				visit(v.Index(0), path+"[0]", nil)
			}
		case reflect.Bool:
			v.SetBool(!v.Bool())
			check(t, base, h0, path)
			v.SetBool(!v.Bool())
			count++
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
			v.SetInt(v.Int() + 1)
			check(t, base, h0, path)
			v.SetInt(v.Int() - 1)
			count++
		case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
			v.SetUint(v.Uint() + 1)
			check(t, base, h0, path)
			v.SetUint(v.Uint() - 1)
			count++
		case reflect.String:
			old := v.String()
			v.SetString(old + "x")
			check(t, base, h0, path)
			v.SetString(old)
			count++
		}
	}
	visit(reflect.ValueOf(base).Elem(), "State", nil)
	if count < 20 {
		t.Fatalf("only %d fields visited", count)
	}
	if base.Hash() != h0 {
		t.Fatal("state not restored")
	}
}

func check(t *testing.T, s *State, h0, path string) {
	t.Helper()
	if s.Hash() == h0 {
		t.Errorf("changing %s does not change the hash", path)
	}
}

// TestHashIgnoresMapPointer: the map is fixed by the scenario and shared, so
// it is not part of the hash, and the hash is a stable 16-hex-digit string.
func TestHashFormat(t *testing.T) {
	s := &State{}
	h := s.Hash()
	if len(h) != 16 || strings.Trim(h, "0123456789abcdef") != "" {
		t.Fatalf("hash %q is not 16 hex digits", h)
	}
}
