package scenarios

import (
	"errors"
	"reflect"
	"testing"
)

// FuzzLoad feeds the loader arbitrary bytes, starting from the built-in
// scenarios and every broken case. Whatever the input, Load must not panic
// and must either refuse it with Problems or return a scenario that starts a
// game and whose canonical form loads back to the same file.
func FuzzLoad(f *testing.F) {
	for _, info := range Builtins() {
		data, err := builtinFS.ReadFile("builtin/" + info.ID + ".json")
		if err != nil {
			f.Fatal(err)
		}
		f.Add(data)
	}
	f.Add([]byte(baseJSON))
	for _, bc := range brokenCases() {
		// The size-limit cases would make every fuzz input megabytes long.
		if data := bc.data(f); len(data) < 1<<16 {
			f.Add(data)
		}
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		sc, err := Load("fuzz.json", data)
		if err != nil {
			var probs Problems
			if !errors.As(err, &probs) || len(probs) == 0 || sc != nil {
				t.Fatalf("Load returned %T %v and scenario %v; want only Problems", err, err, sc)
			}
			return
		}
		if _, _, err := sc.NewGame(1); err != nil {
			t.Fatalf("valid scenario does not start a game: %v", err)
		}
		again, err := Load("again.json", sc.Raw)
		if err != nil {
			t.Fatalf("canonical form does not load: %v", err)
		}
		if !reflect.DeepEqual(again.File, sc.File) {
			t.Fatalf("canonical form loads to a different file")
		}
	})
}
