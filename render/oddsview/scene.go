// Package oddsview is the battle odds calculator (DESIGN D17-D20 through package odds): the
// exact outcome distribution of a planned or running battle, as the side at
// the screen may know it, or of a sandbox battle set up by hand. It never
// changes a game: every choice it offers (the attacker's retreat policy,
// logistics targets, the units of a sandbox) goes to its own copy.
package oddsview

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"hexstorm/hexmap"
	"hexstorm/odds"
	"hexstorm/render/app"
	"hexstorm/render/orders"
	"hexstorm/render/widget"
	"hexstorm/session"
	"hexstorm/sim"
)

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

// Calc is the calculator's model: the position it computes on, the
// choices made in it, and the last result. It holds no drawing state.
type Calc struct {
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

// NewBattle prepares the odds of the battle at h of st as viewer may
// know it: every block viewer cannot see is taken to be assumedTypes of its
// class at full strength, so the figures never tell a hidden type.
func NewBattle(st *sim.State, h hexmap.Hex, viewer int) *Calc {
	c := &Calc{pos: st.Clone(), hex: h, viewer: viewer}
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
func (c *Calc) compute() {
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
func (c *Calc) setPolicy(i int) {
	c.policy = i
	c.compute()
}

// attacker returns the battle's attacking side, or -1.
func (c *Calc) attacker() int {
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
func (c *Calc) targetOptions() []targetOption {
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
	for _, tg := range orders.LogisticsCandidates() {
		o := targetOption{target: tg}
		for _, id := range attackers {
			if orders.Probe(c.pos, c.targetCmd(b, []sim.UnitID{id}, tg)) == nil {
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
func (c *Calc) targetCmd(b *sim.Battle, units []sim.UnitID, tg sim.LogisticsTarget) sim.Command {
	return sim.Command{Kind: sim.CmdTargetLogistics, Side: b.Attacker, Hex: b.Hex, Units: units, Target: tg}
}

// toggleTarget aims every able attacker at o's target, or, when some
// already fire at it, sends them back at units; the rules apply it to the
// calculator's copy only.
func (c *Calc) toggleTarget(o targetOption) {
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
func (c *Calc) assumptionNote() string {
	n := c.assumed[0] + c.assumed[1]
	if n == 0 {
		return ""
	}
	return fmt.Sprintf("%d face-down block%s: each counted as %s, %s or %s by its class, at full strength; the real figures may differ",
		n, session.Plural(n, " is", "s are"), odds.AssumedTypes[sim.ClassGround], odds.AssumedTypes[sim.ClassAir], odds.AssumedTypes[sim.ClassNaval])
}

// Scene shows the calculator over a backdrop: the dimmed map, or the title
// menu's, for a sandbox opened from the menu.
type Scene struct {
	// back is the scene Esc returns to; backdrop draws what shows behind
	// the panel.
	back     app.Scene
	backdrop func(*ebiten.Image)
	calc     *Calc
	// sandbox is set in sandbox mode: the battle set up by hand.
	sandbox *sandboxEdit
	msg     string
	ui      *widget.UI
	btns    []button
	width   int
	height  int
	// mx and my are the cursor in the last tick's input, for hover.
	mx, my int
	// sideRowY and sandboxBottom are where the sandbox's unit rows start
	// and end, from the last layout.
	sideRowY      [2]int
	sandboxBottom int
	// closing is set by the Close button.
	closing bool
}

// button is one clickable control of the calculator.
type button struct {
	widget.Button
	on bool // drawn lit: the chosen policy, an aimed target, the side added to
	do func()
}

// New opens the calculator on calc's battle, over backdrop, returning to
// back. With calc nil it opens a sandbox on terrain.
func New(ui *widget.UI, back app.Scene, backdrop func(*ebiten.Image), calc *Calc, terrain hexmap.Terrain) *Scene {
	o := &Scene{back: back, backdrop: backdrop, calc: calc, ui: ui}
	if calc == nil {
		o.sandbox = newSandboxEdit(terrain)
		o.recomputeSandbox()
	}
	return o
}

// NewSandbox opens an empty sandbox on clear terrain, with msg shown.
func NewSandbox(ui *widget.UI, back app.Scene, backdrop func(*ebiten.Image), terrain hexmap.Terrain, msg string) *Scene {
	o := New(ui, back, backdrop, nil, terrain)
	o.msg = msg
	return o
}

// toSandbox copies the battle's units, as the viewer knows them, into a
// sandbox of the battle hex's terrain, for trying other forces.
func (o *Scene) toSandbox() {
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
func (o *Scene) recomputeSandbox() {
	sb := o.sandbox
	policy := 0
	if o.calc != nil {
		policy = o.calc.policy
	}
	o.calc = &Calc{hex: odds.SandboxHex, viewer: -1, policy: policy}
	st, err := sb.state()
	if err != nil {
		o.calc.err = err.Error()
		return
	}
	o.calc.pos = st
	o.calc.compute()
}

// Update implements app.Scene.
func (o *Scene) Update(ctx *app.Context) error {
	in := ctx.In
	o.width, o.height = in.Width, in.Height
	o.mx, o.my = in.MouseX, in.MouseY
	if in.Just[app.ActBack] || in.Just[app.ActOdds] {
		ctx.Scenes.GoTo(o.back)
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
			ctx.Scenes.GoTo(o.back)
		}
		return nil
	}
	if in.Digit > 0 && in.Digit <= len(retreatPolicies) && o.calc != nil {
		o.calc.setPolicy(in.Digit - 1)
	}
	return nil
}

// Draw implements app.Scene.
func (o *Scene) Draw(screen *ebiten.Image) {
	if o.backdrop != nil {
		o.backdrop(screen)
	} else {
		screen.Fill(widget.ColBackground)
	}
	o.width, o.height = screen.Bounds().Dx(), screen.Bounds().Dy()
	o.layout()
	o.draw(screen)
}

// Result is the last computed outcome and the error that stopped it ("" for
// none).
func (c *Calc) Result() (odds.Result, string) { return c.res, c.err }

// Policy is the index of the attacker's retreat policy chosen, in the order
// of the calculator's buttons.
func (c *Calc) Policy() int { return c.policy }

// Assumed is how many face-down blocks of side r (0 attacker, 1 defender)
// were given an assumed type.
func (c *Calc) Assumed(r int) int { return c.assumed[r] }

// AssumptionNote says what the figures assume about hidden blocks, or "".
func (c *Calc) AssumptionNote() string { return c.assumptionNote() }

// Calc is the calculator's model as it stands.
func (o *Scene) Calc() *Calc { return o.calc }

// Buttons are the calculator's controls from the last layout.
func (o *Scene) Buttons() []widget.Button {
	out := make([]widget.Button, len(o.btns))
	for i, b := range o.btns {
		out[i] = b.Button
	}
	return out
}

// SandboxUnits is how many units side r of the sandbox has, and false when
// the calculator is not a sandbox.
func (o *Scene) SandboxUnits(r int) (int, bool) {
	if o.sandbox == nil {
		return 0, false
	}
	return len(o.sandbox.units[r]), true
}
