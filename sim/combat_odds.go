package sim

// Helpers for the odds calculator (package odds), which weighs every face of
// every die over many battle states instead of rolling: it needs the dice of
// a whole round at once, from one combat view, because building the view is
// the costly part of StepShots.

// NumFireSteps is the number of fire steps in a combat round (D18): the
// length of RoundShots' result, indexed by FireStep.
const NumFireSteps = int(numSteps)

// RoundShots lists the dice of every fire step of b's current round, indexed
// by FireStep, exactly as StepShots would list them step by step (a pending
// battle is seen as at its first round). It changes nothing.
func (s *State) RoundShots(b *Battle) [][]Shot {
	v := s.newCombatView(b)
	out := make([][]Shot, numSteps)
	for p := range numSteps {
		out[p] = v.stepShots(p)
	}
	return out
}

// Fights reports whether u takes part in a battle in its hex rather than
// riding in it as cargo (see fights).
func Fights(u *Unit) bool { return fights(u) }
