package sim

// The paratroopers' airdrop and the air transports' exposure to the free
// AAA and fighter attack (seed 001 Paratroopers and Transport Aircraft).

import "hexstorm/hexmap"

// exposeTransport records air transport u entering h when h is enemy-held
// or enemy-controlled (seed 001: "AAA and fighters located in that territory
// receive one free attack"), for the combat rules to resolve.
func (t *tx) exposeTransport(u *Unit, h hexmap.Hex) {
	s := t.s
	typ := catalogType(u.Type)
	if !typ.HasAbility("non_combatant") || !(s.enemyUnitIn(h, u.Side) || s.enemyControlled(h, u.Side)) {
		return
	}
	var cargo UnitID
	if c := s.Cargo(u.ID); len(c) > 0 {
		cargo = c[0]
	}
	s.AirExposures = append(s.AirExposures, AirExposure{Transport: u.ID, Cargo: cargo, Hex: h})
	t.emit(Event{Kind: EvTransportExposed, Side: u.Side, Unit: u.ID, From: h, To: h, Value: int(cargo),
		Why: "the hex's AAA and fighters get one free attack on the air transport (seed 001 Transport Aircraft)"})
}

// airdrop carries out CmdAirdrop: air transport Unit flies Path with the
// paratrooper aboard and drops it in Hex, a hex of the path, then flies on
// to the path's end. Seed 001 Airdrop: (A) both began the turn in the same
// friendly hex, (B) which holds an air base, (C) neither has moved; the
// transport must end its move in a hex held since the turn began. A drop
// into an enemy-held or enemy-controlled hex marks the paratrooper
// Airdropped (attack 2 in round 1, no withdrawal) and, on enemy units,
// brings on a battle.
func (t *tx) airdrop(cmd Command) error {
	s := t.s
	if s.Phase != PhaseMovement {
		return refuse("DESIGN D11", "airdrops are flown in the movement phase, not the %s phase", s.Phase)
	}
	tr := s.Unit(cmd.Unit)
	if tr == nil || tr.Side != cmd.Side {
		return refuse("", "%s has no unit %d", s.sideName(cmd.Side), cmd.Unit)
	}
	typ := catalogType(tr.Type)
	cargo := s.Cargo(tr.ID)
	if !typ.HasAbility("airdrop") || len(cargo) == 0 {
		return refuse("seed 001 Airdrop", "unit %d is not an air transport with a paratrooper aboard", tr.ID)
	}
	para := s.Unit(cargo[0])
	if pt := catalogType(para.Type); !pt.HasAbility("airdrop") {
		return refuse("seed 001 Airdrop", "only paratroopers are airdropped; unit %d is %s", para.ID, para.Type)
	}
	start := tr.Hex
	switch {
	case tr.Spent > 0 || tr.Halted != StopNone:
		return refuse("seed 001 Airdrop", "(C) the air transport has already moved this turn")
	case s.ControlOf(start) != tr.Side || s.capturedThisTurn(start):
		return refuse("seed 001 Airdrop", "(A) the transport and paratrooper must begin in a friendly hex")
	case s.AirBaseCapacity(start, tr.Side) == 0:
		return refuse("seed 001 Airdrop", "(B) %s holds no air base", start)
	case len(cmd.Path) == 0:
		return refuse("", "the airdrop has no path")
	}
	k := -1
	for i, h := range cmd.Path {
		if h == cmd.Hex {
			k = i
		}
	}
	end := cmd.Path[len(cmd.Path)-1]
	if k < 0 {
		return refuse("seed 001 Airdrop", "the drop hex %s is not on the transport's path", cmd.Hex)
	}
	if s.ControlOf(end) != tr.Side || s.capturedThisTurn(end) {
		return refuse("seed 001 Airdrop", "the transport must end its move in a hex held since the turn began, and %s is not", end)
	}
	// The paratrooper leaves the transport at the drop hex: it is detached
	// before the flight, and the exposures up to the drop carried it.
	para.CarriedBy = 0
	n0 := len(s.AirExposures)
	if err := t.moveUnit(memberPlan{id: tr.ID}, cmd.Side, cmd.Path); err != nil {
		return err
	}
	e := n0
	for j, h := range cmd.Path {
		if e < len(s.AirExposures) && s.AirExposures[e].Hex == h {
			if j <= k {
				s.AirExposures[e].Cargo = cargo[0]
				t.events = markExposureCargo(t.events, tr.ID, h, cargo[0])
			}
			e++
		}
	}
	para = s.Unit(cargo[0])
	drop := cmd.Hex
	from := start
	if k > 0 {
		from = cmd.Path[k-1]
	}
	if e := s.endProblem(para, drop, 0); e != nil {
		return e
	}
	hostile := s.enemyUnitIn(drop, para.Side) || s.enemyControlled(drop, para.Side)
	para.Hex, para.Airdropped, para.Engaged = drop, hostile, para.Engaged || hostile
	t.emit(Event{Kind: EvAirdrop, Side: para.Side, Unit: para.ID, From: from, To: drop, Value: int(tr.ID),
		Why: "airdropped (seed 001 Airdrop)"})
	if s.enemyUnitIn(drop, para.Side) {
		t.declareBattle(drop, para.ID, from, false)
	} else {
		t.takeControl(drop, para.Side)
	}
	return nil
}

// markExposureCargo fills in the cargo of the last exposure event of
// transport tr at h, which was emitted before the cargo was known.
func markExposureCargo(evs []Event, tr UnitID, h hexmap.Hex, cargo UnitID) []Event {
	for i := len(evs) - 1; i >= 0; i-- {
		if e := &evs[i]; e.Kind == EvTransportExposed && e.Unit == tr && e.To == h {
			e.Value = int(cargo)
			break
		}
	}
	return evs
}
