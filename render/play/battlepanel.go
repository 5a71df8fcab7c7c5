package play

import (
	"fmt"
	"slices"

	"hexstorm/hexmap"
	"hexstorm/render/app"
	"hexstorm/render/orders"
	"hexstorm/render/widget"
	"hexstorm/session"
	"hexstorm/sim"
)

// The battle view's orders (DESIGN D17-D20): fight, continue or retreat,
// logistics targets and casualty choices.

// refreshBattlePanel rebuilds the battle view's buttons from the state:
// fight, continue or retreat, logistics targets, casualty choices, close.
func (s *Scene) refreshBattlePanel() {
	v := s.battle
	p := &s.hud.battle
	st := s.state
	ui := s.ui
	p.centred = true
	p.reset(fmt.Sprintf("Battle at %s%s", v.hex, session.PlaceSuffix(st, v.hex)))
	if v.animating() {
		p.addKey("Skip animation (Space)", app.ActBattleGo, true, func() { s.skipBattle() })
		return
	}
	b := st.BattleAt(v.hex)
	if b == nil {
		if v.result != "" {
			p.line(ui, widget.Capitalize(v.result), widget.ColAccent, -1)
		}
		p.addKey("Close (Space)", app.ActBattleGo, true, s.closeBattle)
		return
	}
	actor := st.Actor()
	if len(b.Decisions) > 0 {
		s.casualtyChoices(p, b, actor)
		return
	}
	if b.Attacker != actor {
		p.line(ui, "Waiting for "+session.SideName(st, b.Attacker)+".", widget.ColMuted, -1)
		p.add("Close", true, s.closeBattle)
		return
	}
	h := v.hex
	switch {
	case !b.Running():
		fight := sim.Command{Kind: sim.CmdFight, Side: actor, Hex: h}
		err := orders.Probe(st, fight)
		if err != nil {
			p.line(ui, orders.ReasonText(err), widget.ColAccent, -1)
		}
		s.targetChoices(p, b, actor)
		p.addKey("Fight: roll the dice (Space)", app.ActBattleGo, err == nil, func() { s.battleCommand(fight) })
		p.add("Battle odds (B)", true, func() { s.openOdds() })
	case b.AwaitingOrders:
		p.line(ui, fmt.Sprintf("Round %d of %d is over.", b.Round, sim.MaxRounds), widget.ColText, -1)
		if dest := s.retreatPreview(h, actor); dest != "" {
			p.line(ui, dest, widget.ColMuted, -1)
		}
		s.targetChoices(p, b, actor)
		p.addKey("Continue: next round (Space)", app.ActBattleGo, true, func() {
			s.battleCommand(sim.Command{Kind: sim.CmdContinueBattle, Side: actor, Hex: h})
		})
		p.addKey("Retreat (R)", app.ActRetreat, true, func() {
			s.battleCommand(sim.Command{Kind: sim.CmdRetreat, Side: actor, Hex: h})
		})
		s.withdrawChoices(p, b, actor)
		p.add("Battle odds (B)", true, func() { s.openOdds() })
	}
	s.casualtyPolicyChoice(p, actor)
	p.add("Close view", true, s.closeBattle)
}

// retreatPreview says where the attacker's units would retreat, by trying
// the retreat on a copy: the rules pick each unit's hex (D17).
func (s *Scene) retreatPreview(h hexmap.Hex, side int) string {
	events, err := orders.ProbeEvents(s.state, sim.Command{Kind: sim.CmdRetreat, Side: side, Hex: h})
	if err != nil {
		return ""
	}
	var to []hexmap.Hex
	lost := 0
	for _, e := range events {
		switch e.Kind {
		case sim.EvUnitRetreated:
			if !slices.Contains(to, e.To) {
				to = append(to, e.To)
			}
		case sim.EvUnitEliminated:
			lost++
		}
	}
	line := ""
	if len(to) > 0 {
		line = "A retreat goes to"
		for i, t := range to {
			if i > 0 {
				line += ","
			}
			line += " " + t.String() + session.PlaceSuffix(s.state, t)
		}
	}
	if lost > 0 {
		line += fmt.Sprintf("; %d unit%s would be lost", lost, session.Plural(lost, "", "s"))
	}
	return line
}

// targetChoices offers to set the attacking units able to hit logistics
// targets against each target in the hex, or back at units (D20).
func (s *Scene) targetChoices(p *actionPanel, b *sim.Battle, side int) {
	st := s.state
	ui := s.ui
	var attackers []sim.UnitID
	for i := range st.Units {
		if u := &st.Units[i]; u.Hex == b.Hex && u.Side == side && sim.Fights(u) {
			attackers = append(attackers, u.ID)
		}
	}
	for _, a := range b.Targets {
		if u := st.Unit(a.Unit); u != nil {
			p.line(ui, fmt.Sprintf("%s fires at the %s", s.Board.TypeName(u.Type), a.Target), widget.ColText, -1)
		}
	}
	for _, tg := range orders.LogisticsCandidates() {
		var able []sim.UnitID
		for _, id := range attackers {
			if orders.Probe(st, sim.Command{Kind: sim.CmdTargetLogistics, Side: side, Hex: b.Hex, Units: []sim.UnitID{id}, Target: tg}) == nil {
				able = append(able, id)
			}
		}
		if len(able) == 0 {
			continue
		}
		cmd := sim.Command{Kind: sim.CmdTargetLogistics, Side: side, Hex: b.Hex, Units: able, Target: tg}
		p.add(fmt.Sprintf("Target the %s (%d unit%s)", tg, len(able), session.Plural(len(able), "", "s")), true, func() {
			s.battleCommand(cmd)
		})
	}
	if len(b.Targets) > 0 {
		var ids []sim.UnitID
		for _, a := range b.Targets {
			ids = append(ids, a.Unit)
		}
		cmd := sim.Command{Kind: sim.CmdTargetLogistics, Side: side, Hex: b.Hex, Units: ids}
		p.add("Fire at units again", true, func() { s.battleCommand(cmd) })
	}
}

// casualtyChoices asks the chooser to place the hits one by one (D19): each
// button names a unit the current hit may fall on; when every hit is
// placed the choice goes to the rules as one command.
func (s *Scene) casualtyChoices(p *actionPanel, b *sim.Battle, actor int) {
	st := s.state
	ui := s.ui
	v := s.battle
	d := b.Decisions[0]
	if s.flow != nil && d.Chooser != s.viewer() {
		// Another seat places these hits: the computer (Hard does, D19)
		// or a player at another desk. Nothing here to click.
		p.line(ui, session.SideDoes(st, d.Chooser, "chooses")+" which units take the hits.", widget.ColMuted, d.Chooser)
		return
	}
	if len(v.picks) >= len(d.Hits) {
		v.picks = v.picks[:0]
	}
	s.fillPicks(d)
	i := min(len(v.picks), len(d.Hits)-1)
	hit := d.Hits[i]
	whose := "one of your units"
	if d.Victim != d.Chooser {
		whose = "a unit of " + session.SideName(st, d.Victim)
	}
	p.line(ui, fmt.Sprintf("%s: place hit %d of %d on %s", session.SideName(st, d.Chooser), i+1, len(d.Hits), whose), widget.ColAccent, d.Chooser)
	p.line(ui, fmt.Sprintf("A %d from %s", hit.Face, s.firerName(hit.Firer)), widget.ColMuted, -1)
	h := b.Hex
	for _, id := range hit.Targets {
		u := st.Unit(id)
		if u == nil || s.pickLeft(id) <= 0 {
			continue
		}
		steps := "steps"
		if s.pickLeft(id) == 1 {
			steps = "step"
		}
		p.add(fmt.Sprintf("%s (%d %s left)", s.Board.TypeName(u.Type), s.pickLeft(id), steps), true, func() {
			v.picks = append(v.picks, id)
			if s.fillPicks(d) {
				cmd := sim.Command{Kind: sim.CmdCasualties, Side: actor, Hex: h, Units: slices.Clone(v.picks)}
				v.picks = v.picks[:0]
				s.battleCommand(cmd)
				return
			}
			s.refreshPanel()
		})
	}
	if len(v.picks) > 0 {
		p.add("Start the choice again", true, func() {
			v.picks = v.picks[:0]
			s.refreshPanel()
		})
	}
}

// pickLeft returns the strength unit id has left after the casualty picks
// made so far.
func (s *Scene) pickLeft(id sim.UnitID) int {
	u := s.state.Unit(id)
	if u == nil {
		return 0
	}
	n := u.CV
	for _, p := range s.battle.picks {
		if p == id {
			n--
		}
	}
	return n
}

// fillPicks places no unit for the hits whose every target is used up by
// the picks before them, and reports whether every hit is placed.
func (s *Scene) fillPicks(d sim.Decision) bool {
	v := s.battle
	for len(v.picks) < len(d.Hits) {
		if slices.ContainsFunc(d.Hits[len(v.picks)].Targets, func(id sim.UnitID) bool { return s.pickLeft(id) > 0 }) {
			return false
		}
		v.picks = append(v.picks, 0)
	}
	return true
}

// firerName names the unit that fired a hit.
func (s *Scene) firerName(id sim.UnitID) string {
	if id == 0 {
		return "a factory"
	}
	if u := s.state.Unit(id); u != nil {
		return session.SideName(s.state, u.Side) + " " + s.Board.TypeName(u.Type)
	}
	return fmt.Sprintf("unit %d", id)
}
