package render

import (
	"slices"
	"strings"
	"testing"

	"hexstorm/scenarios"
	"hexstorm/sim"
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

// TestStrategicPanelKeepsBuildsSecret: once a side has entered a secret
// build and the next side plays, the panel still counts the built type in
// the Reserve and shows only that a build was entered (seed 000 18.31); the
// chips offer only commands the rules accept.
func TestStrategicPanelKeepsBuildsSecret(t *testing.T) {
	sc, err := scenarios.Builtin("gathering_storm")
	if err != nil {
		t.Fatal(err)
	}
	g := newGame(Options{Seed: 1})
	s, err := newMapScene(g, sc, 1)
	if err != nil {
		t.Fatal(err)
	}
	st := s.state
	for i := 0; i < 30 && st.Phase != sim.PhaseProduction; i++ {
		s.submit(sim.Command{Kind: sim.CmdEndPhase, Side: st.Actor()})
	}
	if len(s.strat.actions) == 0 {
		t.Fatal("no chips in the production phase")
	}
	for _, a := range s.strat.actions {
		if _, err := st.Clone().Apply(a.cmd); err != nil {
			t.Errorf("chip offers a refused command %v: %v", a.cmd, err)
		}
	}
	first := st.ActiveSide()
	orders := st.SuggestedOrders(first)
	if len(orders) == 0 {
		t.Fatal("no build to enter")
	}
	pi := st.Campaign.PowerIndex(orders[0].Power)
	before := forces(st, pi, st.Campaign.Powers[pi])
	s.submit(orders[0])
	s.submit(sim.Command{Kind: sim.CmdEndPhase, Side: first})
	if len(st.Campaign.Orders) != 1 || st.Phase != sim.PhaseProduction || st.ActiveSide() == first {
		t.Fatalf("want one secret build and the other side's production phase: %s", s.hud.msg)
	}
	want := before + " · 1 secret build entered"
	if got := forces(st, pi, st.Campaign.Powers[pi]); got != want {
		t.Errorf("other side sees %q, want %q", got, want)
	}
	if !slices.Contains(panelText(s), "    "+want) {
		t.Errorf("panel lacks %q", want)
	}
}

func panelText(s *mapScene) []string {
	var out []string
	for _, l := range s.strat.lines {
		out = append(out, l.text)
	}
	return out
}
