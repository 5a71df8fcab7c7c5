package sim

import "testing"

// seed 002 10.91B: the "no Nazi-Soviet Pact proposed" +1 is judged once, in
// the turn of the attack on Poland; a later re-proposal does not add it.
func TestSeed002_10_91B_PactJudgedInTurnOfAggression(t *testing.T) {
	s := newCampaign(t, schedule(
		fact(2, FactPactProposed, "", "", 0),
		fact(2, FactAggression, "Germany", MinorPoland, 0),
		fact(3, FactPactProposed, "", "", 0),
	))
	if got := supportAt(t, s, 4, "Russia", "seed 002 10.91B"); got != 2 {
		t.Errorf("Poland with the Pact proposed, re-proposed the next turn: %+d, want +2", got)
	}
	// Proposed only in a later turn: the attack came without it.
	s = newCampaign(t, schedule(
		fact(2, FactAggression, "Germany", MinorPoland, 0),
		fact(3, FactPactProposed, "", "", 0),
	))
	if got := supportAt(t, s, 4, "Russia", "seed 002 10.91B"); got != 3 {
		t.Errorf("Poland without the Pact, proposed a turn later: %+d, want +3", got)
	}
}

// seed 002 10.41A (14.43C): "aggression against Poland without signing the
// Nazi-Soviet Pact" describes the aggression as it happened: a Pact signed
// in a later turn does not bring the cap on Russia's factories back.
func TestSeed002_10_41A_14_43C_JudgedFromTheTurnOfAggression(t *testing.T) {
	s := newCampaign(t, func(st *Setup) {
		withFactories(map[string]int{"Russia": 10})(st)
		schedule(fact(1, FactAggression, "Germany", MinorPoland, 0), fact(2, FactPactSigned, "", "", 0))(st)
	})
	if got := supportAt(t, s, 3, "Russia", "seed 002 10.41A"); got != 3 {
		t.Errorf("Russia after Poland without the Pact, signed a turn later: %+d, want +3 (all ten count)", got)
	}
}
