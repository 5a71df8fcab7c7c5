package sim

// The combat commands (D11 step 3, D17): air strikes in the movement phase;
// in the combat phase the defender's air commitment, then the attacker's
// choice of battle, its orders between rounds and its logistics targets.

import (
	"hexstorm/hexmap"
)

// airStrike carries out CmdAirStrike: in its movement phase the active side
// sends air units within range against an enemy-held hex (D17), which starts
// or joins the battle there. The units use up their move and fly back to
// where they started when the battle ends.
func (t *tx) airStrike(cmd Command) error {
	s := t.s
	if s.Phase != PhaseMovement {
		return refuse("DESIGN D17", "air strikes are flown in the movement phase, not the %s phase", s.Phase)
	}
	h := cmd.Hex
	if !s.Map.Contains(h) {
		return refuse("", "%s is not on the map", h)
	}
	if b := s.BattleAt(h); b != nil {
		if b.Attacker != cmd.Side {
			return refuse("DESIGN D17", "the battle at %s is not yours", h)
		}
	} else if !s.enemyUnitIn(h, cmd.Side) && !s.hasEnemyLogistics(h, cmd.Side) {
		return refuse("DESIGN D17", "%s holds no enemy unit or logistics target to strike", h)
	}
	if len(cmd.Units) == 0 {
		return refuse("DESIGN D17", "name the air units that strike")
	}
	for _, id := range cmd.Units {
		u := s.Unit(id)
		if u == nil {
			return refuse("", "there is no unit %d", id)
		}
		if e := s.flyProblem(u, cmd.Side, h); e != nil {
			return e
		}
		if catalogType(u.Type).HasAbility("non_combatant") {
			// seed 001 Non-combatant, DESIGN D39: air transports join an
			// attack only by an airdrop or a supply drop.
			return refuse("seed 001 Non-combatant", "unit %d is an air transport: it may not join an air strike", u.ID)
		}
		t.flyIn(u, h, "air strike (DESIGN D17)")
		typ := catalogType(u.Type)
		u.Spent = typ.Move
	}
	return nil
}

// hasEnemyLogistics reports whether h holds a logistics target an air strike
// by side could fire at: an enemy factory, airfield or Mulberry, or, in a hex
// the enemy controls, a bridge or canal (seed 004).
func (s *State) hasEnemyLogistics(h hexmap.Hex, side int) bool {
	for _, f := range s.Factories {
		if f.Hex == h && f.Side != side {
			return true
		}
	}
	for _, a := range s.Airfields {
		if a.Hex == h && a.Side != side {
			return true
		}
	}
	for _, m := range s.Mulberries {
		if m.Hex == h && m.Side != side {
			return true
		}
	}
	if c := s.ControlOf(h); c < 0 || c == side {
		return false
	}
	if s.Map.Cell(h).Canal {
		return true
	}
	for _, d := range hexmap.Directions {
		if s.Map.Bridge(h, d) {
			return true
		}
	}
	return false
}

// flyIn moves air unit u into battle hex h, declaring the battle if it is
// the first to arrive, and records its base.
func (t *tx) flyIn(u *Unit, h hexmap.Hex, why string) {
	from, id := u.Hex, u.ID
	u.Hex = h
	t.emit(Event{Kind: EvUnitMoved, Side: u.Side, Unit: id, From: from, To: h, Why: why})
	t.declareBattle(h, id, from, true)
}

// commitAir carries out CmdCommitAir: at the start of the combat phase a
// defending side flies air units within range into one of its battles (D11).
func (t *tx) commitAir(cmd Command) error {
	s := t.s
	if s.Phase != PhaseCombat || len(s.Committing) == 0 || s.Committing[0] != cmd.Side {
		return refuse("DESIGN D11", "%s is not committing air units now", s.sideName(cmd.Side))
	}
	b := s.BattleAt(cmd.Hex)
	if b == nil || b.Defender != cmd.Side {
		return refuse("DESIGN D11", "%s does not defend a battle at %s", s.sideName(cmd.Side), cmd.Hex)
	}
	if len(cmd.Units) == 0 {
		return refuse("DESIGN D11", "name the air units to commit")
	}
	for _, id := range cmd.Units {
		u := s.Unit(id)
		if u == nil {
			return refuse("", "there is no unit %d", id)
		}
		if e := s.commitProblem(u, s.BattleAt(cmd.Hex)); e != nil {
			return e
		}
		t.flyIn(u, cmd.Hex, "committed to defend (DESIGN D11)")
	}
	return nil
}

// endCommit carries out CmdEndCommit: the defending side has committed all
// the air units it wants to.
func (t *tx) endCommit(cmd Command) error {
	s := t.s
	if s.Phase != PhaseCombat || len(s.Committing) == 0 || s.Committing[0] != cmd.Side {
		return refuse("DESIGN D11", "%s is not committing air units now", s.sideName(cmd.Side))
	}
	s.Committing = s.Committing[1:]
	return nil
}

// attackerBattle finds the battle cmd names and checks that cmd's side
// attacks there.
func (t *tx) attackerBattle(cmd Command) (*Battle, error) {
	s := t.s
	if s.Phase != PhaseCombat && s.Phase != PhaseMovement {
		return nil, refuse("DESIGN D11", "battles are fought in the combat phase, not the %s phase", s.Phase)
	}
	b := s.BattleAt(cmd.Hex)
	if b == nil {
		return nil, refuse("DESIGN D17", "there is no battle at %s", cmd.Hex)
	}
	if b.Attacker != cmd.Side {
		return nil, refuse("DESIGN D17", "%s attacks at %s", s.sideName(b.Attacker), cmd.Hex)
	}
	return b, nil
}

// fight carries out CmdFight: the attacker picks its next battle (D11 step 3).
func (t *tx) fight(cmd Command) error {
	s := t.s
	if s.Phase != PhaseCombat {
		return refuse("DESIGN D11", "battles are fought in the combat phase, not the %s phase", s.Phase)
	}
	b, err := t.attackerBattle(cmd)
	if err != nil {
		return err
	}
	for i := range s.Battles {
		if s.Battles[i].Running() {
			return refuse("DESIGN D17", "the battle at %s must end first", s.Battles[i].Hex)
		}
	}
	t.emit(Event{Kind: EvBattleStarted, Side: b.Attacker, From: b.Hex, To: b.Hex, Value: b.Defender,
		Why: "the battle reveals both sides' units (DESIGN D9)"})
	t.startRound(b)
	t.antiAircraft(s.battleIndex(b.Hex)) // combat_airdrop.go: D38, before round 1
	t.runBattle(b.Hex)
	return nil
}

// orders checks that the battle cmd names waits for the attacker's orders.
func (t *tx) orders(cmd Command) (int, error) {
	b, err := t.attackerBattle(cmd)
	if err != nil {
		return -1, err
	}
	if !b.AwaitingOrders {
		return -1, refuse("DESIGN D17", "the battle at %s does not wait for orders now", cmd.Hex)
	}
	return t.s.battleIndex(cmd.Hex), nil
}

// continueBattle carries out CmdContinueBattle: the next round is fought.
func (t *tx) continueBattle(cmd Command) error {
	bi, err := t.orders(cmd)
	if err != nil {
		return err
	}
	t.startRound(&t.s.Battles[bi])
	t.runBattle(cmd.Hex)
	return nil
}

// retreat carries out CmdRetreat: after a round the attacker breaks off (D17).
func (t *tx) retreat(cmd Command) error {
	bi, err := t.orders(cmd)
	if err != nil {
		return err
	}
	t.endBattle(bi, t.s.sideName(cmd.Side)+" retreats (DESIGN D17)", true)
	return nil
}
