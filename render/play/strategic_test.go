package play

import (
	"slices"
	"strings"
	"testing"

	"hexstorm/render/app"
	"hexstorm/render/menus"
	"hexstorm/render/orders"
	"hexstorm/replay"
	"hexstorm/scenarios"
	"hexstorm/session"
	"hexstorm/session/seat"
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
	g := newTestShell()
	s, err := New(g.deps(), sc, 3)
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
	g := newTestShell()
	s, err := New(g.deps(), sc, 1)
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
	before := forces(st, pi, st.Campaign.Powers[pi], 1-first)
	s.submit(orders[0])
	s.submit(sim.Command{Kind: sim.CmdEndPhase, Side: first})
	if len(st.Campaign.Orders) != 1 || st.Phase != sim.PhaseProduction || st.ActiveSide() == first {
		t.Fatalf("want one secret build and the other side's production phase: %s", s.Msg.Text)
	}
	want := before + " · 1 secret build entered"
	if got := forces(st, pi, st.Campaign.Powers[pi], st.ActiveSide()); got != want {
		t.Errorf("other side sees %q, want %q", got, want)
	}
	if !slices.Contains(panelText(s), "    "+want) {
		t.Errorf("panel lacks %q", want)
	}
}

func panelText(s *Scene) []string {
	var out []string
	for _, l := range s.strat.lines {
		out = append(out, l.text)
	}
	return out
}

// TestSeed000_18_31_HotSeatSecretBuildsRevealedTogether plays the economic
// phase of the campaign hot-seat (seed 000 18.31: construction is
// simultaneous and secret, revealed at the end of the economic phase). The
// first player enters a build and ends the phase; the handoff hides the
// map; the second player's recap, ticker and powers panel show only that a
// build was entered, never its type or place; when the second player ends
// the phase, both builds are revealed by the same command.
func TestSeed000_18_31_HotSeatSecretBuildsRevealedTogether(t *testing.T) {
	sc, err := scenarios.Builtin("gathering_storm")
	if err != nil {
		t.Fatal(err)
	}
	game, _, err := replay.New(sc, 4)
	if err != nil {
		t.Fatal(err)
	}
	g := newFlowGame(t)
	sess := session.New(game, []seat.Player{seat.Human, seat.Human}, g.store)
	m := NewSession(g.deps(), sess)
	g.scenes = app.Scenes{}
	g.GoTo(m)
	st := m.state
	for i := 0; i < 40 && st.Phase != sim.PhaseProduction; i++ {
		sess.Sit(st.Actor())
		m.endPhase()
	}
	if st.Phase != sim.PhaseProduction {
		t.Fatalf("no production phase: %s", st.Phase)
	}
	first := st.Actor()
	sess.Sit(first)
	suggested := st.SuggestedOrders(first)
	if len(suggested) == 0 {
		t.Fatal("the first side has no build to enter")
	}
	order := suggested[0]
	m.submit(order)
	m.endPhase()
	second := st.Actor()
	if second == first || st.Phase != sim.PhaseProduction || len(st.Campaign.Orders) != 1 {
		t.Fatalf("after the first side's phase: actor %d, %s phase, %d orders", second, st.Phase, len(st.Campaign.Orders))
	}
	tick(t, g, nil)
	settle(t, g)
	h, ok := g.scenes.Current.(*menus.Handoff)
	if !ok || h.Side() != second {
		t.Fatalf("the seat passes through %T, want the handoff to side %d", g.scenes.Current, second)
	}
	// The second player takes the seat: what they can read.
	m.sit(h.Side(), true)
	settle(t, g)
	typeName := m.Board.TypeName(order.UnitType)
	var read []string
	if r, ok := g.scenes.Current.(*menus.Recap); ok {
		read = append(read, r.Lines()...)
	}
	read = append(read, m.hud.lines(m.viewer())...)
	read = append(read, panelText(m)...)
	entered := false
	for _, l := range read {
		if strings.Contains(l, typeName) && !strings.Contains(l, "Reserve") {
			t.Errorf("the second player reads the secret build's type %q: %q", typeName, l)
		}
		if strings.Contains(l, order.Hex.String()) {
			t.Errorf("the second player reads the secret build's place %s: %q", order.Hex, l)
		}
		entered = entered || strings.Contains(l, "secret build")
	}
	if !entered {
		t.Errorf("the second player is not told a build was entered: %q", read)
	}
	// The second side builds too; the end of its phase reveals both.
	g.GoTo(m)
	settle(t, g)
	var own []sim.Command
	for _, o := range st.SuggestedOrders(second) {
		if orders.Probe(st, o) == nil {
			own = append(own, o)
			m.submit(o)
			break
		}
	}
	if len(own) == 0 {
		t.Fatal("the second side has no build to enter")
	}
	if len(st.Campaign.Orders) != 2 {
		t.Fatalf("%d orders before the reveal, want 2", len(st.Campaign.Orders))
	}
	events, err := sess.Submit(sim.Command{Kind: sim.CmdEndPhase, Side: second})
	if err != nil {
		t.Fatal(err)
	}
	revealed := map[int]bool{}
	for _, e := range events {
		if e.Kind == sim.EvUnitBuilt {
			revealed[e.Side] = true
		}
	}
	if !revealed[first] || !revealed[second] || len(st.Campaign.Orders) != 0 {
		t.Fatalf("the end of the economic phase reveals builds of sides %v, %d orders left", revealed, len(st.Campaign.Orders))
	}
}
