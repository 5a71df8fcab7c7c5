package render

import (
	"fmt"
	"slices"

	"hexstorm/hexmap"
	"hexstorm/sim"
)

// The combat flow of the map scene (DESIGN D11 step 3, D17-D20): air
// strikes in the movement phase, the defender's air commitment, the
// attacker's choice of battle, and the battle view's orders, casualty
// choices and logistics targets. Every button is offered only when probing
// the rules with its command succeeds.

// refreshPanel rebuilds the context panel and, when a battle is open, the
// battle panel, for whichever side the game waits for.
func (s *mapScene) refreshPanel() {
	p := &s.hud.panel
	st := s.state
	p.reset("")
	s.hud.battle.reset("")
	if st.Phase == sim.PhaseGameOver {
		return
	}
	if s.battle != nil {
		s.refreshBattlePanel()
	}
	actor := st.Actor()
	switch st.Phase {
	case sim.PhaseMovement:
		s.movementPanel(p, actor)
	case sim.PhaseCombat:
		s.combatPanel(p, actor)
	case sim.PhaseProduction:
		s.productionPanel(p, actor)
	}
	if s.hud.w > 0 {
		s.hud.layout(s.hud.w, s.hud.h)
	}
}

// movementPanel offers the selected air unit's strike and lists the
// battles movement has declared.
func (s *mapScene) movementPanel(p *actionPanel, actor int) {
	st := s.state
	ui := s.game.ui
	p.reset(sideName(st, actor) + " · movement")
	if s.striking {
		p.line(ui, "Air strike: click a lit enemy hex in range.", colAccent, -1)
		p.add("Cancel strike (Esc)", true, func() { s.setStriking(false) })
	} else if un := s.unit(); un != nil && un.Side == actor {
		if s.board.TypeClass(un.Type) == sim.ClassAir && s.canMove(un) {
			p.add("Air strike with "+s.board.TypeName(un.Type)+" (K)", true, func() { s.setStriking(true) })
		}
		s.transportChoices(p, un)
	}
	for i := range st.Battles {
		b := &st.Battles[i]
		p.line(ui, fmt.Sprintf("Battle at %s%s vs %s", b.Hex, placeSuffix(st, b.Hex), sideName(st, b.Defender)), colText, b.Defender)
	}
	if len(st.Battles) > 0 {
		p.line(ui, "Battles are fought in the combat phase.", colMuted, -1)
	}
	s.undoChoice(p)
	p.add("End movement (Enter)", true, s.endPhase)
}

// combatPanel offers the defender's air commitment, or the attacker's
// battles, or the end of the phase.
func (s *mapScene) combatPanel(p *actionPanel, actor int) {
	st := s.state
	ui := s.game.ui
	if len(st.Committing) > 0 && st.Committing[0] == actor && !s.pendingDecision() {
		p.reset(sideName(st, actor) + " · commit air to defend")
		p.line(ui, "Fly air units into battles against you (DESIGN D11).", colMuted, -1)
		n := 0
		for i := range st.Battles {
			b := &st.Battles[i]
			if b.Defender != actor {
				continue
			}
			for j := range st.Units {
				un := &st.Units[j]
				if un.Side != actor || s.board.TypeClass(un.Type) != sim.ClassAir {
					continue
				}
				cmd := sim.Command{Kind: sim.CmdCommitAir, Side: actor, Hex: b.Hex, Units: []sim.UnitID{un.ID}}
				if probe(st, cmd) != nil {
					continue
				}
				n++
				p.add(fmt.Sprintf("%s from %s → battle at %s%s", s.board.TypeName(un.Type), un.Hex, b.Hex, placeSuffix(st, b.Hex)), true,
					func() { s.submit(cmd) })
			}
		}
		if n == 0 {
			p.line(ui, "No air unit can reach a battle.", colMuted, -1)
		}
		p.add("Done committing", true, func() { s.submit(sim.Command{Kind: sim.CmdEndCommit, Side: actor}) })
		return
	}
	p.reset(sideName(st, actor) + " · combat")
	if s.pendingDecision() {
		p.line(ui, "A battle waits for casualty choices.", colAccent, -1)
		return
	}
	running := false
	for i := range st.Battles {
		running = running || st.Battles[i].Running()
	}
	for i := range st.Battles {
		b := &st.Battles[i]
		h := b.Hex
		label := fmt.Sprintf("Battle at %s%s vs %s", h, placeSuffix(st, h), sideName(st, b.Defender))
		if b.Running() {
			label += fmt.Sprintf(" · round %d", b.Round)
		}
		p.add(label, b.Attacker == actor && (b.Running() || !running), func() { s.openBattle(h) })
	}
	if len(st.Battles) == 0 {
		p.line(ui, "No battle is left to fight.", colMuted, -1)
	}
	p.add("End combat (Enter)", len(st.Battles) == 0, s.endPhase)
}

// pendingDecision reports whether a battle waits for casualty choices.
func (s *mapScene) pendingDecision() bool {
	for i := range s.state.Battles {
		if len(s.state.Battles[i].Decisions) > 0 {
			return true
		}
	}
	return false
}

// openBattle opens the battle view of the battle in h.
func (s *mapScene) openBattle(h hexmap.Hex) {
	s.battle = newBattleView(s.state, s.board.TypeMaxCV, h)
	s.selectUnit(0)
	s.refreshPanel()
	// Bring the battle's hex into the part of the map the view leaves open.
	if r := s.battleRect(); r.Min.Y > topBarHeight+80 && s.width > 0 {
		wx, wy := s.board.Layout().Center(h)
		s.cam.CenterOn(wx, wy, 0, topBarHeight, float64(s.width), float64(r.Min.Y-topBarHeight))
	} else {
		s.centerOn(h)
	}
}

// closeBattle closes the battle view.
func (s *mapScene) closeBattle() {
	if s.battle != nil && len(s.battle.held) > 0 {
		s.hud.log(s.state, s.battle.held)
	}
	s.battle = nil
	s.refreshPanel()
}

// battleCommand submits a command of the open battle and queues its events
// for the battle view to animate.
func (s *mapScene) battleCommand(cmd sim.Command) {
	v := s.battle
	events, ok := s.submitEvents(cmd, false)
	if !ok || v == nil {
		return
	}
	v.push(events)
	s.refreshPanel()
}

// refreshBattlePanel rebuilds the battle view's buttons from the state:
// fight, continue or retreat, logistics targets, casualty choices, close.
func (s *mapScene) refreshBattlePanel() {
	v := s.battle
	p := &s.hud.battle
	st := s.state
	ui := s.game.ui
	p.centred = true
	p.reset(fmt.Sprintf("Battle at %s%s", v.hex, placeSuffix(st, v.hex)))
	if v.animating() {
		p.addKey("Skip animation (Space)", actBattleGo, true, func() { s.skipBattle() })
		return
	}
	b := st.BattleAt(v.hex)
	if b == nil {
		if v.result != "" {
			p.line(ui, capitalize(v.result), colAccent, -1)
		}
		p.addKey("Close (Space)", actBattleGo, true, s.closeBattle)
		return
	}
	actor := st.Actor()
	if len(b.Decisions) > 0 {
		s.casualtyChoices(p, b, actor)
		return
	}
	if b.Attacker != actor {
		p.line(ui, "Waiting for "+sideName(st, b.Attacker)+".", colMuted, -1)
		p.add("Close", true, s.closeBattle)
		return
	}
	h := v.hex
	switch {
	case !b.Running():
		fight := sim.Command{Kind: sim.CmdFight, Side: actor, Hex: h}
		err := probe(st, fight)
		if err != nil {
			p.line(ui, err.Error(), colAccent, -1)
		}
		s.targetChoices(p, b, actor)
		p.addKey("Fight: roll the dice (Space)", actBattleGo, err == nil, func() { s.battleCommand(fight) })
	case b.AwaitingOrders:
		p.line(ui, fmt.Sprintf("Round %d of %d is over.", b.Round, sim.MaxRounds), colText, -1)
		if dest := s.retreatPreview(h, actor); dest != "" {
			p.line(ui, dest, colMuted, -1)
		}
		s.targetChoices(p, b, actor)
		p.addKey("Continue: next round (Space)", actBattleGo, true, func() {
			s.battleCommand(sim.Command{Kind: sim.CmdContinueBattle, Side: actor, Hex: h})
		})
		p.addKey("Retreat (R)", actRetreat, true, func() {
			s.battleCommand(sim.Command{Kind: sim.CmdRetreat, Side: actor, Hex: h})
		})
	}
	p.add("Close view", true, s.closeBattle)
}

// retreatPreview says where the attacker's units would retreat, by trying
// the retreat on a copy: the rules pick each unit's hex (D17).
func (s *mapScene) retreatPreview(h hexmap.Hex, side int) string {
	events, err := probeEvents(s.state, sim.Command{Kind: sim.CmdRetreat, Side: side, Hex: h})
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
			line += " " + t.String() + placeSuffix(s.state, t)
		}
	}
	if lost > 0 {
		line += fmt.Sprintf("; %d unit%s would be lost", lost, plural(lost, "", "s"))
	}
	return line
}

// logisticsCandidates are every target a battle hex could hold (D20); the
// rules say which are there.
func logisticsCandidates() []sim.LogisticsTarget {
	out := []sim.LogisticsTarget{
		{Kind: sim.TargetFactory, Factory: sim.FactoryArmy},
		{Kind: sim.TargetFactory, Factory: sim.FactoryAir},
		{Kind: sim.TargetFactory, Factory: sim.FactoryNaval},
		{Kind: sim.TargetAirfield},
		{Kind: sim.TargetMulberry},
		{Kind: sim.TargetCanal},
	}
	for _, d := range hexmap.Directions {
		out = append(out, sim.LogisticsTarget{Kind: sim.TargetBridge, Dir: d})
	}
	return out
}

// targetChoices offers to set the attacking units able to hit logistics
// targets against each target in the hex, or back at units (D20).
func (s *mapScene) targetChoices(p *actionPanel, b *sim.Battle, side int) {
	st := s.state
	ui := s.game.ui
	var attackers []sim.UnitID
	for i := range st.Units {
		if u := &st.Units[i]; u.Hex == b.Hex && u.Side == side && sim.Fights(u) {
			attackers = append(attackers, u.ID)
		}
	}
	for _, a := range b.Targets {
		if u := st.Unit(a.Unit); u != nil {
			p.line(ui, fmt.Sprintf("%s fires at the %s", s.board.TypeName(u.Type), a.Target), colText, -1)
		}
	}
	for _, tg := range logisticsCandidates() {
		var able []sim.UnitID
		for _, id := range attackers {
			if probe(st, sim.Command{Kind: sim.CmdTargetLogistics, Side: side, Hex: b.Hex, Units: []sim.UnitID{id}, Target: tg}) == nil {
				able = append(able, id)
			}
		}
		if len(able) == 0 {
			continue
		}
		cmd := sim.Command{Kind: sim.CmdTargetLogistics, Side: side, Hex: b.Hex, Units: able, Target: tg}
		p.add(fmt.Sprintf("Target the %s (%d unit%s)", tg, len(able), plural(len(able), "", "s")), true, func() {
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
func (s *mapScene) casualtyChoices(p *actionPanel, b *sim.Battle, actor int) {
	st := s.state
	ui := s.game.ui
	v := s.battle
	d := b.Decisions[0]
	if len(v.picks) >= len(d.Hits) {
		v.picks = v.picks[:0]
	}
	s.fillPicks(d)
	i := min(len(v.picks), len(d.Hits)-1)
	hit := d.Hits[i]
	p.line(ui, fmt.Sprintf("%s: place hit %d of %d on %s's units", sideName(st, d.Chooser), i+1, len(d.Hits), sideName(st, d.Victim)), colAccent, d.Chooser)
	p.line(ui, fmt.Sprintf("A %d from %s", hit.Face, s.firerName(hit.Firer)), colMuted, -1)
	h := b.Hex
	for _, id := range hit.Targets {
		u := st.Unit(id)
		if u == nil || s.pickLeft(id) <= 0 {
			continue
		}
		p.add(fmt.Sprintf("%s (%d cv left)", s.board.TypeName(u.Type), s.pickLeft(id)), true, func() {
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
func (s *mapScene) pickLeft(id sim.UnitID) int {
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
func (s *mapScene) fillPicks(d sim.Decision) bool {
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
func (s *mapScene) firerName(id sim.UnitID) string {
	if id == 0 {
		return "a factory"
	}
	if u := s.state.Unit(id); u != nil {
		return sideName(s.state, u.Side) + " " + s.board.TypeName(u.Type)
	}
	return fmt.Sprintf("unit %d", id)
}

// skipBattle plays the rest of the battle animation at once.
func (s *mapScene) skipBattle() {
	if s.battle == nil {
		return
	}
	s.battle.skip(s.state, s.board.TypeName)
	s.battleShown()
}

// battleShown ends an animation: the view takes the rules' strengths and
// the held events go to the ticker.
func (s *mapScene) battleShown() {
	v := s.battle
	v.resync(s.state)
	s.hud.log(s.state, v.held)
	v.held = v.held[:0]
	s.refreshPanel()
}

// tickBattle advances the battle animation one tick.
func (s *mapScene) tickBattle() {
	v := s.battle
	if v == nil {
		return
	}
	was := v.animating()
	e, shown := v.tick(s.state, s.board.TypeName)
	if shown {
		s.game.sound(e)
	}
	if was && !v.animating() {
		s.battleShown()
	}
}

// setStriking enters or leaves air strike targeting for the selected unit.
func (s *mapScene) setStriking(on bool) {
	s.striking = on
	s.strikeTargets = s.strikeTargets[:0]
	u := s.unit()
	if on && u != nil {
		st := s.state
		for _, h := range hexmap.Spiral(u.Hex, st.MovePoints(u)) {
			if !st.Map.Contains(h) {
				continue
			}
			if probe(st, sim.Command{Kind: sim.CmdAirStrike, Side: u.Side, Hex: h, Units: []sim.UnitID{u.ID}}) == nil {
				s.strikeTargets = append(s.strikeTargets, h)
			}
		}
		if len(s.strikeTargets) == 0 {
			s.striking = false
			s.hud.message("No enemy hex is within this unit's strike range.", true, s.game.clock)
		}
	}
	s.refreshPanel()
}

// strike sends the selected air unit against h.
func (s *mapScene) strike(h hexmap.Hex) {
	u := s.unit()
	if u == nil {
		return
	}
	cmd := sim.Command{Kind: sim.CmdAirStrike, Side: u.Side, Hex: h, Units: []sim.UnitID{u.ID}}
	s.striking = false
	s.strikeTargets = s.strikeTargets[:0]
	s.submit(cmd)
}

// openBattleFor opens the battle view when the game waits on a battle the
// view does not show yet: a battle in progress after another side's
// command, or a casualty choice.
func (s *mapScene) openBattleFor(cmd sim.Command, events []sim.Event) {
	if s.battle != nil {
		return
	}
	for i := range s.state.Battles {
		if b := &s.state.Battles[i]; b.Running() || len(b.Decisions) > 0 {
			s.openBattle(b.Hex)
			return
		}
	}
}
