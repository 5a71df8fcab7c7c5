package sim

// What a side learns of the events of a command (DESIGN D9, D10, D41). The
// live ticker, the hot-seat recap, the replay viewer and the play-by-cloud
// server all word events through EventsFor, so the rule is written once.

// EventsFor returns what viewer learns of evs, events of commands that led
// to s. Events about another side's income, supply, repairs, forced marches
// and factory exchanges are left out. An event naming a block that viewer
// sees face down (an enemy block not revealed in a battle viewer fights, D9;
// any block in the storm area, its owner's included, D10) keeps the block's
// id and owner but gets its class in Block, loses its explanation (Why) and,
// where the number would tell the type or strength (a build's price, the
// steps left), its Value. A viewer of -1 is an onlooker who learns
// everything, as in a replay seen by all sides. evs is not changed.
func (s *State) EventsFor(viewer int, evs []Event) []Event {
	out := make([]Event, 0, len(evs))
	if viewer < 0 {
		return append(out, evs...)
	}
	fought := battlesFought(viewer, evs)
	for i, e := range evs {
		if e.Side >= 0 && e.Side != viewer && privateEvent(e.Kind) {
			continue
		}
		if class := s.faceDownClass(viewer, e, fought[i]); class != "" {
			e.Block = class
			e.Why = ""
			if e.Kind == EvUnitBuilt || e.Kind == EvUnitDamaged || e.Kind == EvUnitRepaired || e.Kind == EvUnitReinforced || e.Kind == EvForcedMarch {
				e.Value = 0
			}
		}
		out = append(out, e)
	}
	return out
}

// privateEvent reports whether events of kind k are known only to the side
// they concern: its economy and its own units' state.
func privateEvent(k EventKind) bool {
	switch k {
	case EvIncome, EvSupplyChanged, EvUnitRepaired, EvUnitReinforced, EvForcedMarch, EvFactoryExchanged:
		return true
	}
	return false
}

// faceDownClass returns the class of the block e names when viewer sees it
// face down, or "" when e names no block or viewer sees it face up. A block
// in a battle viewer fights is face up for the battle's events (D9).
func (s *State) faceDownClass(viewer int, e Event, inBattle bool) string {
	if e.Unit == 0 || inBattle {
		return ""
	}
	u := s.Unit(e.Unit)
	if u == nil || s.FaceUp(viewer, u) {
		// A block that left the map was eliminated in a battle, which
		// revealed it.
		return ""
	}
	if t, ok := LookupUnitType(u.Type); ok {
		return t.Class.String()
	}
	return ClassGround.String()
}

// battlesFought marks the events of evs that belong to a battle viewer
// fights in: from its start (or the start of evs, for a battle begun by an
// earlier command) to its end (or the end of evs). A side fights in a
// battle when it attacks, defends, wins it, or one of its blocks or dice
// appears in it.
func battlesFought(viewer int, evs []Event) []bool {
	in := make([]bool, len(evs))
	start := -1
	for _, e := range evs {
		if e.Kind == EvBattleStarted {
			break
		}
		if e.Kind == EvBattleEnded {
			start = 0
			break
		}
	}
	mark := func(from, to int) {
		part := false
		for _, e := range evs[from:to] {
			switch {
			case e.Side == viewer:
				part = true
			case (e.Kind == EvBattleStarted || e.Kind == EvBattleEnded) && e.Value == viewer:
				part = true
			}
		}
		for i := from; i < to; i++ {
			in[i] = part
		}
	}
	for i, e := range evs {
		switch e.Kind {
		case EvBattleStarted:
			start = i
		case EvBattleEnded:
			if start >= 0 {
				mark(start, i+1)
			}
			start = -1
		}
	}
	if start >= 0 {
		mark(start, len(evs))
	}
	return in
}
