package play

import (
	"fmt"

	"hexstorm/hexmap"
	"hexstorm/render/orders"
	"hexstorm/session"
	"hexstorm/sim"
)

// Transport orders of the movement panel (seed 001 Naval Transport,
// Troopship, Transport Aircraft; Forced March): boarding a carrier in the
// same hex, landing cargo in the carrier's hex or next to it, and a forced
// march. As elsewhere, a button exists only when the rules accept it.

// transportChoices adds the selected unit's transport orders to p.
func (s *Scene) transportChoices(p *actionPanel, u *sim.Unit) {
	st := s.state
	if st.Phase != sim.PhaseMovement || u.Side != st.ActiveSide() {
		return
	}
	s.stackBuf = s.Board.StackAt(u.Hex, s.stackBuf)
	for _, id := range s.stackBuf {
		c := st.Unit(id)
		if id == u.ID || c.Side != u.Side || u.CarriedBy == id {
			continue
		}
		cmd := sim.Command{Kind: sim.CmdLoad, Side: u.Side, Unit: u.ID, Carrier: id}
		if orders.Probe(st, cmd) == nil {
			p.add("Board the "+s.Board.TypeName(c.Type), true, func() { s.submit(cmd) })
		}
	}
	cargo := st.Cargo(u.ID)
	if u.CarriedBy != 0 {
		cargo = []sim.UnitID{u.ID}
	}
	for _, id := range cargo {
		c := st.Unit(id)
		carrier := st.Unit(c.CarriedBy)
		if carrier == nil {
			continue
		}
		n := carrier.Hex.Neighbors()
		for _, h := range append([]hexmap.Hex{carrier.Hex}, n[:]...) {
			cmd := sim.Command{Kind: sim.CmdUnload, Side: u.Side, Unit: id, Hex: h}
			if orders.Probe(st, cmd) != nil {
				continue
			}
			p.add(fmt.Sprintf("Land the %s at %s%s", s.Board.TypeName(c.Type), h, session.PlaceSuffix(st, h)), true, func() { s.submit(cmd) })
		}
	}
	s.airdropChoice(p, u)
	s.supplyDropChoice(p, u)
	march := sim.Command{Kind: sim.CmdForcedMarch, Side: u.Side, Unit: u.ID}
	if st.MovePoints(u) == 0 && orders.Probe(st, march) == nil {
		p.add("Forced march: move again", true, func() { s.submit(march) })
	}
}
