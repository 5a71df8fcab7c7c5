package play

import (
	"fmt"
	"slices"

	"hexstorm/hexmap"
	"hexstorm/odds"
	"hexstorm/render/camera"
	"hexstorm/render/oddsview"
	"hexstorm/render/orders"
	"hexstorm/render/widget"
	"hexstorm/session"
	"hexstorm/sim"

	"github.com/hajimehoshi/ebiten/v2"
)

// The combat flow of the map scene (DESIGN D11 step 3, D17-D20): air
// strikes in the movement phase, the defender's air commitment, the
// attacker's choice of battle, and the battle view's orders, casualty
// choices and logistics targets. Every button is offered only when probing
// the rules with its command succeeds.

// refreshPanel rebuilds the context panel and, when a battle is open, the
// battle panel, for whichever side the game waits for.
func (s *Scene) refreshPanel() {
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
	if s.standAside() {
		s.asidePanel(p, actor)
		if s.hud.w > 0 {
			s.hud.layout(s.state.Map, s.hud.w, s.hud.h)
		}
		return
	}
	switch st.Phase {
	case sim.PhaseMovement:
		s.movementPanel(p, actor)
	case sim.PhaseCombat:
		s.combatPanel(p, actor)
	case sim.PhaseProduction:
		s.productionPanel(p, actor)
	}
	if s.hud.w > 0 {
		s.hud.layout(s.state.Map, s.hud.w, s.hud.h)
	}
}

// movementPanel offers the selected air unit's strike and lists the
// battles movement has declared.
func (s *Scene) movementPanel(p *actionPanel, actor int) {
	st := s.state
	ui := s.ui
	p.reset(session.SideName(st, actor) + " · movement")
	if s.ord.striking {
		p.line(ui, "Air strike: click a lit enemy hex in range.", widget.ColAccent, -1)
		p.add("Cancel strike (Esc)", true, func() { s.setStriking(false) })
	} else if s.ord.picking != nil {
		p.line(ui, s.ord.picking.prompt, widget.ColAccent, -1)
		p.add("Cancel (Esc)", true, s.cancelPick)
	} else if un := s.ord.unit(); un != nil && un.Side == actor {
		if s.Board.TypeClass(un.Type) == sim.ClassAir && s.ord.canMove(un) {
			p.add("Air strike with "+s.Board.TypeName(un.Type)+" (K)", true, func() { s.setStriking(true) })
		}
		s.transportChoices(p, un)
	}
	for i := range st.Battles {
		b := &st.Battles[i]
		p.line(ui, fmt.Sprintf("Battle at %s%s vs %s", b.Hex, session.PlaceSuffix(st, b.Hex), session.SideName(st, b.Defender)), widget.ColText, b.Defender)
	}
	if len(st.Battles) > 0 {
		p.line(ui, "Battles are fought in the combat phase.", widget.ColMuted, -1)
	}
	s.undoChoice(p)
	p.add("End movement (Enter)", true, s.endPhase)
}

// combatPanel offers the defender's air commitment, or the attacker's
// battles, or the end of the phase.
func (s *Scene) combatPanel(p *actionPanel, actor int) {
	st := s.state
	ui := s.ui
	if len(st.Committing) > 0 && st.Committing[0] == actor && !s.pendingDecision() {
		p.reset(session.SideName(st, actor) + " · commit air to defend")
		p.line(ui, "Fly air units into battles against you.", widget.ColMuted, -1)
		n := 0
		for i := range st.Battles {
			b := &st.Battles[i]
			if b.Defender != actor {
				continue
			}
			for j := range st.Units {
				un := &st.Units[j]
				if un.Side != actor || s.Board.TypeClass(un.Type) != sim.ClassAir {
					continue
				}
				cmd := sim.Command{Kind: sim.CmdCommitAir, Side: actor, Hex: b.Hex, Units: []sim.UnitID{un.ID}}
				if orders.Probe(st, cmd) != nil {
					continue
				}
				n++
				p.add(fmt.Sprintf("%s from %s → battle at %s%s", s.Board.TypeName(un.Type), un.Hex, b.Hex, session.PlaceSuffix(st, b.Hex)), true,
					func() { s.submit(cmd) })
			}
		}
		if n == 0 {
			p.line(ui, "No air unit can reach a battle.", widget.ColMuted, -1)
		}
		p.add("Done committing", true, func() { s.submit(sim.Command{Kind: sim.CmdEndCommit, Side: actor}) })
		return
	}
	p.reset(session.SideName(st, actor) + " · combat")
	if s.pendingDecision() {
		p.line(ui, "A battle waits for casualty choices.", widget.ColAccent, -1)
		return
	}
	running := false
	for i := range st.Battles {
		running = running || st.Battles[i].Running()
	}
	for i := range st.Battles {
		b := &st.Battles[i]
		h := b.Hex
		label := fmt.Sprintf("Battle at %s%s vs %s", h, session.PlaceSuffix(st, h), session.SideName(st, b.Defender))
		if b.Running() {
			label += fmt.Sprintf(" · round %d", b.Round)
		}
		p.add(label, b.Attacker == actor && (b.Running() || !running), func() { s.openBattle(h) })
	}
	if len(st.Battles) == 0 {
		p.line(ui, "No battle is left to fight.", widget.ColMuted, -1)
	}
	p.add("End combat (Enter)", len(st.Battles) == 0, s.endPhase)
}

// pendingDecision reports whether a battle waits for casualty choices.
func (s *Scene) pendingDecision() bool {
	for i := range s.state.Battles {
		if len(s.state.Battles[i].Decisions) > 0 {
			return true
		}
	}
	return false
}

// openBattle opens the battle view of the battle in h.
func (s *Scene) openBattle(h hexmap.Hex) {
	s.battle = newBattleView(s.state, s.Board.TypeMaxCV, h)
	s.selectUnit(0)
	s.refreshPanel()
	// Bring the battle's hex into the part of the map the view leaves open.
	if r := s.battleRect(); r.Min.Y > widget.TopBarHeight+80 && s.width > 0 {
		before := s.Cam
		if s.battleCam != nil {
			before = s.battleCam[0] // battles one after another: the view before the first
		}
		wx, wy := s.Board.Layout().Center(h)
		s.Cam.CenterOn(wx, wy, 0, widget.TopBarHeight, float64(s.width), float64(r.Min.Y-widget.TopBarHeight))
		s.battleCam = &[2]camera.Camera{before, s.Cam}
	} else {
		s.centerOn(h)
	}
}

// closeBattle closes the battle view. A map the view moved into the strip
// above it to show the battle's hex goes back to where the player had it,
// unless the player moved it meanwhile: left there, a small map or one
// whose battle was at its edge kept half the screen empty.
func (s *Scene) closeBattle() {
	if s.battle != nil && len(s.battle.held) > 0 {
		s.hud.log(s.state, s.battle.held, s.Board.TypeName)
	}
	s.battle = nil
	if c := s.battleCam; c != nil && s.Cam == c[1] {
		s.Cam = c[0]
	}
	s.battleCam = nil
	s.refreshPanel()
}

// battleCommand submits a command of the open battle and queues its events
// for the battle view to animate.
func (s *Scene) battleCommand(cmd sim.Command) {
	v := s.battle
	events, ok := s.submitEvents(cmd, false)
	if !ok || v == nil {
		return
	}
	v.push(events)
	s.refreshPanel()
}

// skipBattle plays the rest of the battle animation at once.
func (s *Scene) skipBattle() {
	if s.battle == nil {
		return
	}
	s.battle.skip(s.state, s.Board.TypeName)
	s.battleShown()
}

// battleShown ends an animation: the view takes the rules' strengths and
// the held events go to the ticker.
func (s *Scene) battleShown() {
	v := s.battle
	v.resync(s.state)
	s.hud.log(s.state, v.held, s.Board.TypeName)
	v.held = v.held[:0]
	s.refreshPanel()
}

// tickBattle advances the battle animation one tick.
func (s *Scene) tickBattle() {
	v := s.battle
	if v == nil {
		return
	}
	was := v.animating()
	v.pace = s.settings().BattlePace
	e, shown := v.tick(s.state, s.Board.TypeName)
	if shown {
		s.sound(e)
	}
	if was && !v.animating() {
		s.battleShown()
	}
}

// setStriking enters or leaves air strike targeting for the selected unit.
func (s *Scene) setStriking(on bool) {
	if !s.ord.aim(on) {
		s.message("No enemy hex is within this unit's strike range.", true, s.now())
	}
	s.refreshPanel()
}

// strike sends the selected air unit against h.
func (s *Scene) strike(h hexmap.Hex) {
	u := s.ord.unit()
	if u == nil {
		return
	}
	cmd := sim.Command{Kind: sim.CmdAirStrike, Side: u.Side, Hex: h, Units: []sim.UnitID{u.ID}}
	s.ord.aim(false)
	s.submit(cmd)
}

// openBattleFor opens the battle view when the game waits on a battle the
// view does not show yet: a battle in progress after another side's
// command, or a casualty choice.
func (s *Scene) openBattleFor(cmd sim.Command, events []sim.Event) {
	if s.battle != nil {
		return
	}
	computer := s.flow != nil && s.flow.applying != nil
	for i := range s.state.Battles {
		b := &s.state.Battles[i]
		if computer && !s.decides(b) {
			continue // the computer's battle: its view is opened by computerCommand
		}
		if b.Running() || len(b.Decisions) > 0 {
			s.openBattle(b.Hex)
			return
		}
	}
}

// decides reports whether battle b waits on a choice of the seated side.
func (s *Scene) decides(b *sim.Battle) bool {
	v := s.viewer()
	return slices.ContainsFunc(b.Decisions, func(d sim.Decision) bool { return v >= 0 && d.Chooser == v })
}

// battleHexFor picks the battle the calculator opens on from the map: the
// battle view's, the hovered hex's, the selected unit's, else the first
// battle the side at the screen fights in (its attacks first).
func (s *Scene) battleHexFor() (hexmap.Hex, bool) {
	st := s.state
	if s.battle != nil && st.BattleAt(s.battle.hex) != nil {
		return s.battle.hex, true
	}
	if s.hoverOK && st.BattleAt(s.hover) != nil {
		return s.hover, true
	}
	if u := s.ord.unit(); u != nil && st.BattleAt(u.Hex) != nil {
		return u.Hex, true
	}
	v := s.viewer()
	i := slices.IndexFunc(st.Battles, func(b sim.Battle) bool { return v < 0 || b.Attacker == v })
	if i < 0 {
		i = slices.IndexFunc(st.Battles, func(b sim.Battle) bool { return b.Defender == v })
	}
	if i < 0 {
		return hexmap.Hex{}, false
	}
	return st.Battles[i].Hex, true
}

// openOdds opens the calculator on the battle battleHexFor picks, or on an
// empty sandbox when there is none.
func (s *Scene) openOdds() {
	backdrop := func(screen *ebiten.Image) {
		s.Draw(screen)
		s.ui.FillRect(screen, screen.Bounds(), widget.ColBackground, 0.7)
	}
	if h, ok := s.battleHexFor(); ok {
		s.scenes.GoTo(oddsview.New(s.ui, s, backdrop, oddsview.NewBattle(s.state, h, s.viewer()), hexmap.Clear))
		return
	}
	terrain := hexmap.Clear
	if s.hoverOK {
		terrain = s.state.Map.Terrain(s.hover)
	}
	s.scenes.GoTo(oddsview.NewSandbox(s.ui, s, backdrop, terrain, "No battle is declared: set one up here, or move onto an enemy hex on the map first."))
}

// battleOdds words the open battle's chances before its next round, from
// the exact calculator on the blocks as the side at the screen knows them
// (odds.AssumeHidden: a face-down block counts as its class's usual type);
// "" while the dice fall or once the battle is over. It is worked out once
// for each position between rounds.
func (s *Scene) battleOdds() string {
	v := s.battle
	if v == nil || v.animating() || v.ended {
		return ""
	}
	st := s.state
	b := st.BattleAt(v.hex)
	if b == nil {
		return ""
	}
	cv := 0
	for _, id := range st.UnitsAt(v.hex) {
		cv += st.Unit(id).CV
	}
	key := [3]int{b.Round, int(b.Step), cv}
	if v.oddsFor == key && v.odds != "" {
		return v.odds
	}
	c := st.Clone()
	odds.AssumeHidden(c, s.viewer())
	res, err := odds.Compute(c, v.hex, odds.Options{})
	if err != nil {
		return ""
	}
	when := "Before the battle"
	if b.Round > 0 {
		when = fmt.Sprintf("Before round %d", b.Round+1)
	}
	pct := func(p float64) string { return fmt.Sprintf("%.0f%%", 100*p) }
	v.oddsFor = key
	v.odds = fmt.Sprintf("%s: %s %s · %s %s · neither %s", when,
		session.SideDoes(st, b.Attacker, "wins"), pct(res.AttackerWins),
		session.SideDoes(st, b.Defender, "holds"), pct(res.DefenderHolds),
		pct(res.BothStanding+res.BothEliminated))
	return v.odds
}
