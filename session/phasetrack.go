package session

import "hexstorm/sim"

// Stage is one stop of a turn as the top bar's phase track shows it: a
// side's movement or combat, the production, or a phase that resolves by
// itself.
type Stage struct {
	// Label is a word or two: "Initiative", "Allies move", "Build".
	Label string
	// Side plays the stage, -1 for a stage no one side plays.
	Side  int
	Phase sim.Phase
	// Now marks the stage the game is in; Done the stages before it.
	Now, Done bool
}

// PhaseTrack returns this turn's stages in order (DESIGN D11): initiative
// and the storm, each side's movement and combat in initiative order, the
// production when the turn has one, and supply. Before the initiative is
// rolled the sides are listed in scenario order.
func PhaseTrack(st *sim.State) []Stage {
	order := st.Order
	if len(order) != len(st.Sides) {
		order = make([]int, len(st.Sides))
		for i := range order {
			order[i] = i
		}
	}
	out := []Stage{{Label: "Initiative", Side: -1, Phase: sim.PhaseInitiative}}
	if st.Storm.On {
		out = append(out, Stage{Label: "Storm", Side: -1, Phase: sim.PhaseStorm})
	}
	for _, side := range order {
		out = append(out,
			Stage{Label: SideName(st, side) + " move", Side: side, Phase: sim.PhaseMovement},
			Stage{Label: SideName(st, side) + " fight", Side: side, Phase: sim.PhaseCombat})
	}
	if st.ProductionTurn() {
		out = append(out, Stage{Label: "Build", Side: -1, Phase: sim.PhaseProduction})
	}
	out = append(out, Stage{Label: "Supply", Side: -1, Phase: sim.PhaseSupply})
	now := -1
	for i, s := range out {
		if s.Phase == st.Phase && (s.Side < 0 || s.Side == st.ActiveSide()) {
			now = i
			break
		}
	}
	if st.Phase == sim.PhaseGameOver {
		now = len(out)
	}
	for i := range out {
		out[i].Now, out[i].Done = i == now, i < now
	}
	return out
}
