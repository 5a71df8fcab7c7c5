package sim

import "slices"

// casualtyPolicy carries out CmdCasualtyPolicy: the side chooses its own
// casualties from now on (Manual), or hands them to the strongest-first
// policy (DESIGN D34). Choices it was asked for and has not made yet are
// placed by the policy at once when it hands them over, and the battles
// waiting on them go on, so switching to automatic never leaves a battle
// stuck on a question nobody will answer.
func (t *tx) casualtyPolicy(cmd Command) error {
	s := t.s
	side := &s.Sides[cmd.Side]
	if side.ChooseCasualties == cmd.Manual {
		policy := "automatic"
		if cmd.Manual {
			policy = "chosen"
		}
		return refuse("DESIGN D19", "%s's casualties are %s already", side.Name, policy)
	}
	side.ChooseCasualties = cmd.Manual
	why := "casualties placed on the strongest block first from now on (DESIGN D34)"
	if cmd.Manual {
		why = "casualties chosen by the player from now on (DESIGN D19)"
	}
	t.emit(Event{Kind: EvCasualtyPolicy, Side: cmd.Side, Value: boolInt(cmd.Manual), Why: why})
	if cmd.Manual {
		return nil
	}
	for bi := 0; bi < len(s.Battles); bi++ {
		b := &s.Battles[bi]
		if !slices.ContainsFunc(b.Decisions, func(d Decision) bool { return d.Chooser == cmd.Side }) {
			continue
		}
		var keep []Decision
		for _, d := range slices.Clone(b.Decisions) {
			if d.Chooser != cmd.Side {
				keep = append(keep, d)
				continue
			}
			for i, id := range s.AssignHits(d.Hits, d.Chooser != d.Victim) {
				if id != 0 {
					t.applyHit(id, d.Hits[i].Firer)
				}
			}
		}
		h := b.Hex
		s.Battles[bi].Decisions = keep
		t.runBattle(h)
		if s.BattleAt(h) == nil {
			bi-- // the battle ended and left the list
		}
	}
	return nil
}

// boolInt is 1 for true, for event values.
func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}
