package play

import (
	"fmt"
	"slices"

	"hexstorm/hexmap"
	"hexstorm/render/orders"
	"hexstorm/sim"
)

// Orders that need a hex picked on the map (seed 001 Airdrop, Supply Drop):
// the panel's button lights every hex where the rules accept the order, a
// click on a lit hex gives it, Esc or a click elsewhere cancels. Each lit
// hex carries the exact command the rules accepted on a copy of the state.

// hexPick is an order waiting for its hex.
type hexPick struct {
	prompt string
	hexes  []hexmap.Hex
	cmds   []sim.Command
}

// startPick lights the hexes of an order, or says there is none.
func (s *Scene) startPick(prompt, none string, hexes []hexmap.Hex, cmds []sim.Command) {
	if len(hexes) == 0 {
		s.message(none, true, s.now())
		return
	}
	s.ord.picking = &hexPick{prompt: prompt, hexes: hexes, cmds: cmds}
	s.refreshPanel()
}

// cancelPick leaves hex picking.
func (s *Scene) cancelPick() {
	s.ord.picking = nil
	s.refreshPanel()
}

// pickAt gives the picked order at h, or cancels picking when h is not lit;
// it reports whether the click was used.
func (s *Scene) pickAt(h hexmap.Hex) bool {
	p := s.ord.picking
	s.ord.picking = nil
	if i := slices.Index(p.hexes, h); i >= 0 {
		s.submit(p.cmds[i])
		return true
	}
	s.refreshPanel()
	return false
}

// airdropChoice offers the selected air transport's airdrop when it carries
// a paratrooper (seed 001 Airdrop): every hex in range it may drop in, the
// transport flying out along its cheapest path and ending its move back
// where it began, or at the drop hex when that is friendly.
func (s *Scene) airdropChoice(p *actionPanel, u *sim.Unit) {
	st := s.state
	cargo := st.Cargo(u.ID)
	if len(cargo) == 0 || st.MovePoints(u) == 0 {
		return
	}
	t, _ := sim.LookupUnitType(u.Type)
	pt, _ := sim.LookupUnitType(st.Unit(cargo[0]).Type)
	if !t.HasAbility("airdrop") || !pt.HasAbility("airdrop") {
		return
	}
	p.add("Airdrop the "+s.Board.TypeName(pt.ID)+": pick the drop hex", true, func() {
		var hexes []hexmap.Hex
		var cmds []sim.Command
		mp, cost := st.MovePoints(u), st.StepCost(u)
		for _, h := range hexmap.Spiral(u.Hex, mp) {
			if h == u.Hex || !st.Map.Contains(h) {
				continue
			}
			out, _, ok := s.ord.search.Path(u.Hex, h, mp, 1, cost)
			if !ok || len(out) < 2 {
				continue
			}
			// Out and back; a friendly drop hex may also be the end.
			tries := [][]hexmap.Hex{out[1:]}
			if back := slices.Clone(out[:len(out)-1]); 2*(len(out)-1) <= mp {
				slices.Reverse(back)
				tries = append(tries, append(slices.Clone(out[1:]), back...))
			}
			for _, path := range tries {
				cmd := sim.Command{Kind: sim.CmdAirdrop, Side: u.Side, Unit: u.ID, Path: path, Hex: h}
				if orders.Probe(st, cmd) == nil {
					hexes, cmds = append(hexes, h), append(cmds, cmd)
					break
				}
			}
		}
		s.startPick("Airdrop: click a lit hex to drop the "+s.Board.TypeName(pt.ID)+" there.",
			"No hex in range takes the airdrop: "+s.whyNot(sim.Command{Kind: sim.CmdAirdrop, Side: u.Side, Unit: u.ID, Path: []hexmap.Hex{u.Hex}, Hex: u.Hex}),
			hexes, cmds)
	})
}

// supplyDropChoice offers the selected air transport's supply drop (seed 001
// Supply Drop): every hex in range holding the side's units out of supply.
func (s *Scene) supplyDropChoice(p *actionPanel, u *sim.Unit) {
	st := s.state
	if t, _ := sim.LookupUnitType(u.Type); !t.HasAbility("supply_drop") {
		return
	}
	var hexes []hexmap.Hex
	var cmds []sim.Command
	for i := range st.Units {
		v := &st.Units[i]
		if v.Side != u.Side || !v.OutOfSupply || slices.Contains(hexes, v.Hex) {
			continue
		}
		cmd := sim.Command{Kind: sim.CmdSupplyDrop, Side: u.Side, Unit: u.ID, Hex: v.Hex}
		if orders.Probe(st, cmd) == nil {
			hexes, cmds = append(hexes, v.Hex), append(cmds, cmd)
		}
	}
	if len(hexes) == 0 {
		return
	}
	p.add(fmt.Sprintf("Supply drop: pick a hex (%d cut off in range)", len(hexes)), true, func() {
		s.startPick("Supply drop: click a lit hex to put its units back in supply.", "", hexes, cmds)
	})
}

// whyNot is the rules' reason for refusing cmd, for messages.
func (s *Scene) whyNot(cmd sim.Command) string {
	if err := orders.Probe(s.state, cmd); err != nil {
		return orders.ReasonText(err)
	}
	return "the rules accept none of the hexes in range"
}

// withdrawChoices offers, between rounds, to withdraw the side's Auxiliary
// Cruisers from the battle to an adjacent sea hex (seed 001 Withdraw).
func (s *Scene) withdrawChoices(p *actionPanel, b *sim.Battle, side int) {
	st := s.state
	for i := range st.Units {
		u := &st.Units[i]
		if u.Hex != b.Hex || u.Side != side {
			continue
		}
		for _, n := range b.Hex.Neighbors() {
			cmd := sim.Command{Kind: sim.CmdWithdraw, Side: side, Unit: u.ID, Hex: n}
			if orders.Probe(st, cmd) == nil {
				p.add(fmt.Sprintf("Withdraw the %s to %s", s.Board.TypeName(u.Type), n), true, func() { s.battleCommand(cmd) })
			}
		}
	}
}

// casualtyPolicyChoice offers the side its casualty policy switch (DESIGN
// D19): automatic, strongest block first (D34), or chosen hit by hit.
func (s *Scene) casualtyPolicyChoice(p *actionPanel, side int) {
	st := s.state
	if side < 0 || side >= len(st.Sides) {
		return
	}
	manual := st.Sides[side].ChooseCasualties
	label := "Casualties: automatic · choose them yourself"
	if manual {
		label = "Casualties: you choose · make them automatic"
	}
	cmd := sim.Command{Kind: sim.CmdCasualtyPolicy, Side: side, Manual: !manual}
	if orders.Probe(st, cmd) == nil {
		p.add(label, true, func() { s.submit(cmd) })
	}
}
