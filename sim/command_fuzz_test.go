package sim_test

import (
	"encoding/json"
	"reflect"
	"testing"

	"hexstorm/scenarios"
	"hexstorm/sim"
)

// FuzzDecodeCommands feeds arbitrary bytes to the command decoder: it never
// panics, what it accepts encodes and decodes back to the same commands, and
// applying the commands to a Channel game never panics and refuses with a
// *sim.RuleError, leaving the state as it was (DESIGN section 4, fuzzed
// command decoder).
func FuzzDecodeCommands(f *testing.F) {
	f.Add([]byte(`[{"kind":"end_phase","side":0}]`))
	f.Add([]byte(`[{"kind":"move","side":1,"unit":12,"path":["4,5","4,6"]}]`))
	f.Add([]byte(`[{"kind":"build","side":0,"unit_type":"infantry","hex":"12,5","factory":"army"}]`))
	f.Add([]byte(`[{"kind":"casualties","side":1,"hex":"7,7","units":[3,0,9]}]`))
	f.Add([]byte(`[{"kind":"target_logistics","side":0,"hex":"7,7","units":[1],"target":{"kind":"bridge"}}]`))
	f.Add([]byte(`[{"kind":"casualty_policy","side":1,"manual":true},{"kind":"withdraw","side":0,"unit":5,"hex":"-1,99"}]`))
	f.Add([]byte(`[{"kind":"move","bogus":1}]`))
	f.Add([]byte(`{}`))
	sc, err := scenarios.Builtin("channel")
	if err != nil {
		f.Fatal(err)
	}
	start, _, err := sim.NewGame(sc.Setup, 1)
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		cmds, err := sim.DecodeCommands(data)
		if err != nil {
			return
		}
		again, err := json.Marshal(cmds)
		if err != nil {
			t.Fatalf("decoded commands do not encode: %v", err)
		}
		back, err := sim.DecodeCommands(again)
		if err != nil || !reflect.DeepEqual(normal(back), normal(cmds)) {
			t.Fatalf("commands do not survive a round trip: %v\n%+v\n%+v", err, cmds, back)
		}
		s := start.Clone()
		for _, c := range cmds {
			before := s.Hash()
			if _, err := s.Apply(c); err != nil {
				if _, ok := err.(*sim.RuleError); !ok {
					t.Fatalf("%+v refused with %T: %v", c, err, err)
				}
				if s.Hash() != before {
					t.Fatalf("%+v refused but changed the state", c)
				}
			}
		}
	})
}

// normal maps empty slices to nil, which JSON's omitempty cannot tell apart.
func normal(cmds []sim.Command) []sim.Command {
	out := make([]sim.Command, len(cmds))
	for i, c := range cmds {
		if len(c.Path) == 0 {
			c.Path = nil
		}
		if len(c.Units) == 0 {
			c.Units = nil
		}
		out[i] = c
	}
	if len(out) == 0 {
		return nil
	}
	return out
}
