package render

import (
	"fmt"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"hexstorm/hexmap"
	"hexstorm/odds"
	"hexstorm/render/app"
	"hexstorm/render/widget"
	"hexstorm/sim"
)

// The battle odds calculator (DESIGN D17-D20 through package odds): the
// exact outcome distribution of a planned or running battle, as the side at
// the screen may know it, or of a sandbox battle set up by hand. It never
// changes a game: every choice it offers (the attacker's retreat policy,
// logistics targets, the units of a sandbox) goes to its own copy.

// retreatPolicies are the attacker's policies the calculator offers.
var retreatPolicies = []struct {
	label  string
	policy odds.Policy
}{
	{"Fight all 3 rounds", odds.FightOn},
	{"Retreat after round 1", odds.Policy{After: 1}},
	{"Retreat after round 2", odds.Policy{After: 2}},
	{"Retreat when behind in cv", odds.Policy{Losing: true}},
}

// oddsCalc is the calculator's model: the position it computes on, the
// choices made in it, and the last result. It holds no drawing state.
type oddsCalc struct {
	// pos is the calculator's own copy of the position: hidden blocks
	// replaced by their assumed types, logistics targets as chosen here.
	pos    *sim.State
	hex    hexmap.Hex
	viewer int
	policy int // index in retreatPolicies
	res    odds.Result
	err    string
	// assumed says, per side, how many face-down blocks were given an
	// assumed type (DESIGN D9: the calculator knows what the viewer knows).
	assumed [2]int
	// assumedOf counts them by side and assumed type, for the result's
	// rows by type.
	assumedOf [2]map[string]int
}

// newBattleCalc prepares the odds of the battle at h of st as viewer may
// know it: every block viewer cannot see is taken to be assumedTypes of its
// class at full strength, so the figures never tell a hidden type.
func newBattleCalc(st *sim.State, h hexmap.Hex, viewer int) *oddsCalc {
	c := &oddsCalc{pos: st.Clone(), hex: h, viewer: viewer}
	b := st.BattleAt(h)
	if b == nil {
		c.err = fmt.Sprintf("There is no battle at %s.", h)
		return c
	}
	for _, id := range odds.AssumeHidden(c.pos, viewer) {
		u := c.pos.Unit(id)
		t, _ := sim.LookupUnitType(u.Type)
		// Counted where the battle fights them: in the hex, and the
		// attacker's ships offshore, which bombard (seed 001).
		r := -1
		switch {
		case u.Hex == h && u.Side == b.Attacker:
			r = 0
		case u.Hex == h && u.Side == b.Defender:
			r = 1
		case u.Side == b.Attacker && t.Class == sim.ClassNaval && hexmap.Distance(u.Hex, h) == 1:
			r = 0
		}
		if r < 0 {
			continue
		}
		c.assumed[r]++
		if c.assumedOf[r] == nil {
			c.assumedOf[r] = map[string]int{}
		}
		c.assumedOf[r][u.Type]++
	}
	c.compute()
	return c
}

// compute recomputes the result for the current choices.
func (c *oddsCalc) compute() {
	if c.pos == nil {
		return
	}
	res, err := odds.Compute(c.pos, c.hex, odds.Options{Retreat: retreatPolicies[c.policy].policy})
	c.res, c.err = res, ""
	if err != nil {
		c.err = err.Error()
	}
}

// setPolicy chooses the attacker's retreat policy.
func (c *oddsCalc) setPolicy(i int) {
	c.policy = i
	c.compute()
}

// attacker returns the battle's attacking side, or -1.
func (c *oddsCalc) attacker() int {
	if b := c.pos.BattleAt(c.hex); b != nil {
		return b.Attacker
	}
	return -1
}

// targetOption is one logistics target the calculator can aim the
// attacking units at, and the units able to fire at it.
type targetOption struct {
	target sim.LogisticsTarget
	units  []sim.UnitID
	// aimed is how many of them fire at it now.
	aimed int
}

// targetOptions lists the logistics targets the rules let the attackers
// aim at in the calculator's position (D20), as the battle panel does.
func (c *oddsCalc) targetOptions() []targetOption {
	b := c.pos.BattleAt(c.hex)
	if b == nil {
		return nil
	}
	var attackers []sim.UnitID
	for i := range c.pos.Units {
		if u := &c.pos.Units[i]; u.Hex == b.Hex && u.Side == b.Attacker && sim.Fights(u) {
			attackers = append(attackers, u.ID)
		}
	}
	var out []targetOption
	for _, tg := range logisticsCandidates() {
		o := targetOption{target: tg}
		for _, id := range attackers {
			if probe(c.pos, c.targetCmd(b, []sim.UnitID{id}, tg)) == nil {
				o.units = append(o.units, id)
			}
		}
		for _, a := range b.Targets {
			if a.Target == tg {
				o.aimed++
			}
		}
		if len(o.units) > 0 {
			out = append(out, o)
		}
	}
	return out
}

// targetCmd is the rules' command aiming units at tg (none: back at units).
func (c *oddsCalc) targetCmd(b *sim.Battle, units []sim.UnitID, tg sim.LogisticsTarget) sim.Command {
	return sim.Command{Kind: sim.CmdTargetLogistics, Side: b.Attacker, Hex: b.Hex, Units: units, Target: tg}
}

// toggleTarget aims every able attacker at o's target, or, when some
// already fire at it, sends them back at units; the rules apply it to the
// calculator's copy only.
func (c *oddsCalc) toggleTarget(o targetOption) {
	b := c.pos.BattleAt(c.hex)
	if b == nil {
		return
	}
	cmd := c.targetCmd(b, o.units, o.target)
	if o.aimed > 0 {
		var ids []sim.UnitID
		for _, a := range b.Targets {
			if a.Target == o.target {
				ids = append(ids, a.Unit)
			}
		}
		cmd = c.targetCmd(b, ids, sim.LogisticsTarget{})
	}
	if _, err := c.pos.Apply(cmd); err != nil {
		c.err = err.Error()
		return
	}
	c.compute()
}

// assumptionNote says what the figures assume about hidden blocks.
func (c *oddsCalc) assumptionNote() string {
	n := c.assumed[0] + c.assumed[1]
	if n == 0 {
		return ""
	}
	return fmt.Sprintf("%d face-down block%s: each counted as %s, %s or %s by its class, at full strength; the real figures may differ",
		n, plural(n, " is", "s are"), odds.AssumedTypes[sim.ClassGround], odds.AssumedTypes[sim.ClassAir], odds.AssumedTypes[sim.ClassNaval])
}

// battleHexFor picks the battle the calculator opens on from the map: the
// battle view's, the hovered hex's, the selected unit's, else the first
// battle the side at the screen fights in (its attacks first).
func (s *mapScene) battleHexFor() (hexmap.Hex, bool) {
	st := s.state
	if s.battle != nil && st.BattleAt(s.battle.hex) != nil {
		return s.battle.hex, true
	}
	if s.hoverOK && st.BattleAt(s.hover) != nil {
		return s.hover, true
	}
	if u := s.unit(); u != nil && st.BattleAt(u.Hex) != nil {
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
func (s *mapScene) openOdds(g *Game) {
	if h, ok := s.battleHexFor(); ok {
		g.GoTo(newOddsScene(g, s, newBattleCalc(s.state, h, s.viewer())))
		return
	}
	sb := newOddsScene(g, s, nil)
	sb.msg = "No battle is declared: set one up here, or move onto an enemy hex on the map first."
	g.GoTo(sb)
}

// oddsScene shows the calculator over the dimmed map (or the title's
// backdrop, for a sandbox opened from the menu).
type oddsScene struct {
	back  app.Scene
	m     *mapScene // nil when opened from the title
	title *titleScene
	calc  *oddsCalc
	// sandbox is set in sandbox mode: the battle set up by hand.
	sandbox *sandboxEdit
	msg     string
	ui      *widget.UI
	btns    []oddsButton
	width   int
	height  int
	// sideRowY and sandboxBottom are where the sandbox's unit rows start
	// and end, from the last layout.
	sideRowY      [2]int
	sandboxBottom int
	// closing is set by the Close button.
	closing bool
}

// oddsButton is one clickable control of the calculator.
type oddsButton struct {
	widget.Button
	on bool // drawn lit: the chosen policy, an aimed target, the side added to
	do func()
}

// newOddsScene opens the calculator: on calc's battle, or, with calc nil,
// on a sandbox.
func newOddsScene(g *Game, m *mapScene, calc *oddsCalc) *oddsScene {
	o := &oddsScene{m: m, calc: calc, ui: g.ui}
	if m != nil {
		o.back = m
	}
	if calc == nil {
		o.sandbox = newSandboxEdit(hexmap.Clear)
		if m != nil && m.hoverOK {
			o.sandbox.terrain = m.state.Map.Terrain(m.hover)
		}
		o.recomputeSandbox()
	}
	return o
}

// newTitleOddsScene opens the sandbox calculator from the title menu.
func newTitleOddsScene(g *Game, title *titleScene) *oddsScene {
	o := newOddsScene(g, nil, nil)
	o.back, o.title = title, title
	return o
}

// toSandbox copies the battle's units, as the viewer knows them, into a
// sandbox of the battle hex's terrain, for trying other forces.
func (o *oddsScene) toSandbox() {
	c := o.calc
	sb := newSandboxEdit(c.pos.Map.Terrain(c.hex))
	if b := c.pos.BattleAt(c.hex); b != nil {
		for i := range c.pos.Units {
			u := &c.pos.Units[i]
			if u.Hex != c.hex || !sim.Fights(u) {
				continue
			}
			switch u.Side {
			case b.Attacker:
				sb.add(0, u.Type, u.CV)
			case b.Defender:
				sb.add(1, u.Type, u.CV)
			}
		}
	}
	o.sandbox, o.msg = sb, "The battle's units, as you know them, copied into a sandbox: add or remove units to try other forces."
	o.recomputeSandbox()
}

// recomputeSandbox rebuilds the calculator's position from the sandbox.
func (o *oddsScene) recomputeSandbox() {
	sb := o.sandbox
	policy := 0
	if o.calc != nil {
		policy = o.calc.policy
	}
	o.calc = &oddsCalc{hex: odds.SandboxHex, viewer: -1, policy: policy}
	st, err := sb.state()
	if err != nil {
		o.calc.err = err.Error()
		return
	}
	o.calc.pos = st
	o.calc.compute()
}

// Update implements app.Scene.
func (o *oddsScene) Update(ctx *app.Context) error {
	g := shellOf(ctx)
	in := &g.in
	o.width, o.height = in.Width, in.Height
	if in.Just[app.ActBack] || in.Just[app.ActOdds] {
		o.leave(g)
		return nil
	}
	o.layout()
	if in.Clicked() {
		for i := range o.btns {
			if o.btns[i].Hit(in.MouseX, in.MouseY) {
				o.btns[i].do()
				break
			}
		}
		if o.closing {
			o.leave(g)
		}
		return nil
	}
	if in.Digit > 0 && in.Digit <= len(retreatPolicies) && o.calc != nil {
		o.calc.setPolicy(in.Digit - 1)
	}
	return nil
}

// leave goes back to where the calculator was opened.
func (o *oddsScene) leave(g *Game) {
	if o.back != nil {
		g.GoTo(o.back)
		return
	}
	g.GoTo(newTitleScene(g))
}

// Draw implements app.Scene.
func (o *oddsScene) Draw(screen *ebiten.Image) {
	switch {
	case o.m != nil:
		o.m.Draw(screen)
		o.ui.FillRect(screen, screen.Bounds(), widget.ColBackground, 0.7)
	case o.title != nil:
		o.title.back.draw(screen)
	default:
		screen.Fill(widget.ColBackground)
	}
	o.width, o.height = screen.Bounds().Dx(), screen.Bounds().Dy()
	o.layout()
	o.draw(screen)
}
