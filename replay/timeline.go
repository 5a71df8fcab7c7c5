package replay

import (
	"fmt"

	"hexstorm/scenarios"
	"hexstorm/sim"
)

// StepInfo is where the game stands after a step: the turn, the phase and
// the side whose input is awaited, for the viewer's timeline and for
// stepping by phase and by turn.
type StepInfo struct {
	Turn  int
	Phase sim.Phase
	Actor int
}

// Timeline is a verified record opened for viewing: the state after any
// step, rebuilt from the nearest keyframe. Step 0 is the opening state and
// step n the state after the record's n-th command.
type Timeline struct {
	Record   *sim.Record
	Scenario *scenarios.Scenario
	// Infos holds, for steps 0..Len(), the turn and phase after the step.
	Infos []StepInfo
	// Opening holds the opening events (the first turn's automatic phases).
	Opening []sim.Event
	// keys are snapshots in step order, keySteps their steps; keys[0] is
	// the opening state.
	keys     []*sim.State
	keySteps []int
}

// Open verifies r by replaying it, as `hexstorm verify` does, and returns
// its timeline, or the *sim.Divergence or *sim.KeyframeError that stopped it.
// The record's keyframes become the seek points; a record without them (an
// older format) gets snapshots taken as it is verified, at the same spacing.
func Open(r *sim.Record) (*Timeline, error) { return OpenWith(r, nil) }

// OpenWith is Open reporting its progress to p, which may stop it.
func OpenWith(r *sim.Record, p Progress) (*Timeline, error) {
	sc, st, evs, err := Start(r)
	if err != nil {
		return nil, err
	}
	t := &Timeline{Record: r, Scenario: sc, Opening: evs}
	t.Infos = append(make([]StepInfo, 0, len(r.Steps)+1), infoOf(st))
	t.keys, t.keySteps = []*sim.State{st.Clone()}, []int{0}
	own := len(r.Keyframes) == 0
	_, err = r.ReplayWhile(st, func(step int, s *sim.State, _ []sim.Event) bool {
		t.Infos = append(t.Infos, infoOf(s))
		if own && step%sim.KeyframeEvery == 0 {
			t.keys, t.keySteps = append(t.keys, s.Clone()), append(t.keySteps, step)
		}
		return p.tell(step, len(r.Steps))
	})
	if err != nil {
		return nil, err
	}
	// Replay checked every keyframe against the verified hashes.
	for _, k := range r.Keyframes {
		if k.Step == 0 {
			continue
		}
		s, err := sim.DecodeState(st.Map, k.State)
		if err != nil {
			return nil, fmt.Errorf("keyframe after command %d: %v", k.Step, err)
		}
		t.keys, t.keySteps = append(t.keys, s), append(t.keySteps, k.Step)
	}
	return t, nil
}

func infoOf(s *sim.State) StepInfo {
	return StepInfo{Turn: s.Turn, Phase: s.Phase, Actor: s.Actor()}
}

// Len returns the number of commands in the record.
func (t *Timeline) Len() int { return len(t.Record.Steps) }

// State returns a copy of the state after step commands, which the caller
// owns. It starts from the nearest snapshot at or before step, so it costs
// at most KeyframeEvery commands whatever the step.
func (t *Timeline) State(step int) (*sim.State, error) {
	step = max(0, min(step, t.Len()))
	k := 0
	for lo, hi := 0, len(t.keySteps); lo < hi; {
		mid := (lo + hi) / 2
		if t.keySteps[mid] <= step {
			k, lo = mid, mid+1
		} else {
			hi = mid
		}
	}
	s := t.keys[k].Clone()
	for i := t.keySteps[k] + 1; i <= step; i++ {
		if _, err := t.Apply(s, i); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// Apply carries out command step (1-based) on s, which must be the state
// after step-1 commands, and returns its events. The hash is checked so a
// viewer can never show a state the record does not vouch for.
func (t *Timeline) Apply(s *sim.State, step int) ([]sim.Event, error) {
	if step < 1 || step > t.Len() {
		return nil, fmt.Errorf("the record has no command %d", step)
	}
	rs := t.Record.Steps[step-1]
	evs, err := s.Apply(rs.Command)
	if err != nil {
		return nil, &sim.Divergence{Step: step, Want: rs.Hash, Err: err}
	}
	if got := s.Hash(); got != rs.Hash {
		return nil, &sim.Divergence{Step: step, Want: rs.Hash, Got: got}
	}
	return evs, nil
}

// NextMark returns the first step after from at which the turn (byTurn) or
// the phase or acting side changes, or Len() when none does.
func (t *Timeline) NextMark(from int, byTurn bool) int {
	from = max(0, min(from, t.Len()))
	for i := from + 1; i <= t.Len(); i++ {
		if t.changes(i, byTurn) {
			return i
		}
	}
	return t.Len()
}

// PrevMark returns the last step before from at which the turn or the phase
// changed, or 0.
func (t *Timeline) PrevMark(from int, byTurn bool) int {
	from = max(0, min(from, t.Len()))
	for i := from - 1; i > 0; i-- {
		if t.changes(i, byTurn) {
			return i
		}
	}
	return 0
}

// changes reports whether step i begins a new turn, or a new phase or actor.
func (t *Timeline) changes(i int, byTurn bool) bool {
	a, b := t.Infos[i-1], t.Infos[i]
	if byTurn {
		return a.Turn != b.Turn
	}
	return a != b
}

// TurnStart returns the first step whose state is in turn n (0 if n is the
// first turn or earlier, Len() if the game never reaches it).
func (t *Timeline) TurnStart(n int) int {
	for i, info := range t.Infos {
		if info.Turn >= n {
			return i
		}
	}
	return t.Len()
}

// Branch starts a new recorded game from step: the record's first step
// commands, which can then go on differently. The original is unchanged.
func (t *Timeline) Branch(step int) (*Game, error) {
	step = max(0, min(step, t.Len()))
	st, err := t.State(step)
	if err != nil {
		return nil, err
	}
	rec := *t.Record
	rec.Truncate(step) // capped slices: the branch's appends never reach the original
	return &Game{Scenario: t.Scenario, Record: rec, State: st}, nil
}
