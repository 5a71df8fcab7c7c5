package ai

import (
	"testing"
	"hexstorm/sim"
)

func playStyles(t *testing.T, seed uint64, a, b style, al, bl Level) *sim.State {
	g := channelGame(t, seed)
	pa, pb := New(al, 0, seed*7+1), New(bl, 1, seed*13+2)
	pa.st, pb.st = a, b
	apply := func(c sim.Command) error { _, err := g.Apply(c); return err }
	if _, err := Play(g.State, apply, []*Player{pa, pb}, commandCap); err != nil {
		t.Fatal(err)
	}
	return g.State
}

func TestKnobs(t *testing.T) {
	base := styleOf(Hard)
	vars := map[string]func(s *style){
		"base": func(s *style) {},
		"nogarrison": func(s *style) { s.garrison = 0 },
		"nosupply": func(s *style) { s.supplyCare = false },
		"noair": func(s *style) { s.airSupport = false },
		"norebase": func(s *style) { s.rebase = false },
		"cheap": func(s *style) { s.cheapBuild = true },
		"retreat200": func(s *style) { s.retreatBar = 200 },
		"easy": func(s *style) { *s = styleOf(Easy) },
		"easynonoise": func(s *style) { *s = styleOf(Easy); s.noise = 0 },
		"want450": func(s *style) { s.want = 450 },
		"want350": func(s *style) { s.want = 350 },
		"normal": func(s *style) { *s = styleOf(Normal) },
		"g1": func(s *style) { s.garrison = 1 },
		"weigh": func(s *style) { s.weighGoals = true },
		"normweigh": func(s *style) { *s = styleOf(Normal); s.weighGoals = true },
		"noweigh": func(s *style) { s.weighGoals = false },
		"nothreat": func(s *style) { s.threatCare = false },
		"nog2": func(s *style) { s.garrison = 1 },
		"nohunt": func(s *style) { s.airHunt = false },
		"nosave": func(s *style) { s.saveArmor = false },
		"w600": func(s *style) { s.want = 600 },
		"nobest": func(s *style) { s.bestFirst = false },
		"r400": func(s *style) { s.retreatBar = 400 },
	}
	for _, name := range []string{"base", "normal", "normweigh", "noweigh", "nothreat", "nog2", "nohunt", "nosave", "w600", "nobest", "r400"} {
		st := base
		vars[name](&st)
		al, wins := 0, 0
		for i := range 20 {
			s := playStyles(t, uint64(1+i), st, styleOf(Random), Hard, Random)
			al += pts(s, 0)
			if s.Winner == 0 { wins++ }
		}
		t.Logf("%s: allies avg %.1f wins %d/20", name, float64(al)/20, wins)
	}
}
