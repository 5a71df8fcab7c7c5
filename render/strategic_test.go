package render

import (
	"strings"
	"testing"

	"hexstorm/scenarios"
)

// TestStrategicPanelExplainsEachPowersIncome: the panel of the campaign
// lists every power with its support, income and each modifier with its
// seed rule, the Balance of Power chart, and never a secret event's name.
func TestStrategicPanelExplainsEachPowersIncome(t *testing.T) {
	sc, err := scenarios.Builtin("gathering_storm")
	if err != nil {
		t.Fatal(err)
	}
	g := newGame(Options{Seed: 3})
	s, err := newMapScene(g, sc, 3)
	if err != nil {
		t.Fatal(err)
	}
	if !s.strat.open {
		t.Fatal("a campaign game should open on the strategic panel")
	}
	var text []string
	for _, l := range s.strat.lines {
		text = append(text, l.text)
	}
	all := strings.Join(text, "\n")
	c := s.state.Campaign
	for _, p := range c.Powers {
		if !strings.Contains(all, p.Name+" · ") {
			t.Errorf("panel lacks %s", p.Name)
		}
		for _, m := range p.Breakdown {
			if !strings.Contains(all, m.Label+"  ("+m.Rule+")") {
				t.Errorf("panel lacks %s's modifier %q (%s)", p.Name, m.Label, m.Rule)
			}
		}
		for _, card := range p.Hand {
			if strings.Contains(all, card.Name) {
				t.Errorf("panel shows %s's secret event %q", p.Name, card.Name)
			}
		}
	}
	for _, want := range []string{"Balance of Power", "Axis: armor", "Allied: armor", "Spring 1936"} {
		if !strings.Contains(all, want) {
			t.Errorf("panel lacks %q:\n%s", want, all)
		}
	}
	if strings.Contains(s.hud.turn, "Spring 1936") == false {
		t.Errorf("top bar %q lacks the date", s.hud.turn)
	}
	s.strat.toggle(s)
	if s.strat.open || len(s.strat.lines) != 0 {
		t.Error("P should close the panel")
	}
}
