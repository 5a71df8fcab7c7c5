package session

import "testing"

// TestPlainWhyDropsRuleCitations: the words a player reads leave out the
// rule an explanation cites, and keep every other bracket.
func TestPlainWhyDropsRuleCitations(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"retreat into the storm: automatic loss of 1 cv (seed 004 Storms)", "retreat into the storm: automatic loss of 1 cv"},
		{"capital ship repaired at an operative friendly naval base (DESIGN D24, seed 001 Capital Ship)", "capital ship repaired at an operative friendly naval base"},
		{"embarks (aboard a transport)", "embarks (aboard a transport)"},
		{"Infantry built", "Infantry built"},
		{"", ""},
	} {
		if got := plainWhy(c.in); got != c.want {
			t.Errorf("plainWhy(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
