package oddsview

import (
	"fmt"
	"image"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"hexstorm/hexmap"
	"hexstorm/render/orders"
	"hexstorm/render/widget"
	"hexstorm/session"
)

// The calculator's layout and drawing: the result on the left, the choices
// on the right.

// Sizes of the calculator's controls.
const (
	oddsMargin = 30
	oddsRow    = 30
	oddsChipH  = 24
)

// panelRect is the calculator's panel.
func (o *Scene) panelRect() image.Rectangle {
	return image.Rect(oddsMargin, oddsMargin, o.width-oddsMargin, o.height-oddsMargin)
}

// columns splits the panel into the result column and the choice column.
func (o *Scene) columns() (left, right image.Rectangle) {
	p := o.panelRect().Inset(24)
	mid := p.Min.X + p.Dx()*9/20
	return image.Rect(p.Min.X, p.Min.Y+44, mid-12, p.Max.Y), image.Rect(mid+12, p.Min.Y+44, p.Max.X, p.Max.Y)
}

// layout rebuilds the buttons for the current state and screen size.
func (o *Scene) layout() {
	o.btns = o.btns[:0]
	if o.width == 0 {
		return
	}
	left, right := o.columns()
	add := func(r image.Rectangle, label string, on bool, do func()) {
		o.btns = append(o.btns, button{Button: widget.Button{Rect: r, Label: label}, on: on, do: do})
	}
	x, y, w := right.Min.X, right.Min.Y+22, right.Dx()
	half := (w - 8) / 2
	for i, p := range retreatPolicies {
		col, row := i%2, i/2
		r := image.Rect(x+col*(half+8), y+row*(oddsRow+6), x+col*(half+8)+half, y+row*(oddsRow+6)+oddsRow)
		add(r, fmt.Sprintf("%d  %s", i+1, p.label), o.calc != nil && o.calc.policy == i, func() {
			if o.calc != nil {
				o.calc.setPolicy(i)
			}
		})
	}
	y += 2*(oddsRow+6) + 30
	if o.sandbox == nil {
		if o.calc != nil && (o.calc.viewer < 0 || o.calc.viewer == o.calc.attacker()) {
			for _, t := range o.calc.targetOptions() {
				label := fmt.Sprintf("Aim %d unit%s at the %s", len(t.units), session.Plural(len(t.units), "", "s"), t.target)
				if t.aimed > 0 {
					label = fmt.Sprintf("%d aim%s at the %s: fire at units instead", t.aimed, session.Plural(t.aimed, "s", ""), t.target)
				}
				add(image.Rect(x, y, x+w, y+oddsRow), label, t.aimed > 0, func() { o.calc.toggleTarget(t) })
				y += oddsRow + 6
			}
			y += 24
		}
		if o.calc != nil && o.calc.pos != nil {
			add(image.Rect(x, y, x+w, y+oddsRow), "Try other forces in a sandbox", false, o.toSandbox)
		}
	} else {
		o.layoutSandbox(left, right, y, add)
	}
	add(image.Rect(right.Max.X-160, right.Max.Y-oddsRow, right.Max.X, right.Max.Y), "Close (Esc)", false, func() { o.closing = true })
}

// layoutSandbox places the sandbox's controls: terrain, the side units are
// added to, the unit types, and each added unit (click to remove).
func (o *Scene) layoutSandbox(left, right image.Rectangle, y int, add func(image.Rectangle, string, bool, func())) {
	sb := o.sandbox
	x, w := right.Min.X, right.Dx()
	terrains := hexmap.Terrains()
	tw := (w - 4*(len(terrains)-1)) / len(terrains)
	for i, t := range terrains {
		r := image.Rect(x+i*(tw+4), y, x+i*(tw+4)+tw, y+oddsChipH)
		add(r, t.String(), sb.terrain == t, func() { sb.terrain = t; o.recomputeSandbox() })
	}
	y += oddsChipH + 44
	for r, name := range []string{"Add to the attacker", "Add to the defender"} {
		add(image.Rect(x+r*(half(w)+8), y, x+r*(half(w)+8)+half(w), y+oddsRow), name, sb.adding == r, func() { sb.adding = r })
	}
	y += oddsRow + 8
	types := sandboxTypes()
	const cols = 4
	cw := (w - 4*(cols-1)) / cols
	for i, t := range types {
		c, row := i%cols, i/cols
		r := image.Rect(x+c*(cw+4), y+row*(oddsChipH+3), x+c*(cw+4)+cw, y+row*(oddsChipH+3)+oddsChipH)
		add(r, t.Name, false, func() {
			if !sb.add(sb.adding, t.ID, 0) {
				o.msg = fmt.Sprintf("A side of a sandbox takes at most %d units.", maxSandboxUnits)
				return
			}
			o.msg = ""
			o.recomputeSandbox()
		})
	}
	// The units added, as chips under the title of the result column.
	ly := left.Min.Y + 22
	for r := range sb.units {
		o.sideRowY[r] = ly
		cx := left.Min.X + 110
		for i, u := range sb.units[r] {
			label := orders.UnitTitle(u.typ)
			cw := int(o.ui.TextWidth(label, o.ui.Small)) + 16
			if cx+cw > left.Max.X {
				cx, ly = left.Min.X+110, ly+oddsChipH+3
			}
			add(image.Rect(cx, ly, cx+cw, ly+oddsChipH), label, false, func() { sb.remove(r, i); o.recomputeSandbox() })
			cx += cw + 4
		}
		ly += oddsChipH + 10
	}
	o.sandboxBottom = ly
}

// half is the width of one of two buttons side by side in w.
func half(w int) int { return (w - 8) / 2 }

// draw draws the calculator's panel over whatever is behind it.
func (o *Scene) draw(dst *ebiten.Image) {
	u := o.ui
	p := o.panelRect()
	u.Panel(dst, p, 0.97)
	left, right := o.columns()
	head := "Battle odds"
	c := o.calc
	if o.sandbox != nil {
		head = "Battle odds: sandbox on " + o.sandbox.terrain.String()
	} else if c != nil && c.pos != nil {
		head = fmt.Sprintf("Battle odds at %s%s", c.hex, session.PlaceSuffix(c.pos, c.hex))
	}
	u.Text(dst, head, u.Heading, float64(p.Min.X+24), float64(p.Min.Y+34), text.AlignStart, text.AlignCenter, widget.ColText, 1)
	u.Text(dst, "Attacker's retreat (1-4)", u.Bold, float64(right.Min.X), float64(right.Min.Y+8), text.AlignStart, text.AlignCenter, widget.ColMuted, 1)
	if o.sandbox != nil {
		y := right.Min.Y + 22 + 2*(oddsRow+6) + 16
		u.Text(dst, "Terrain of the battle hex", u.Bold, float64(right.Min.X), float64(y), text.AlignStart, text.AlignCenter, widget.ColMuted, 1)
		y += oddsChipH + 44
		u.Text(dst, "Click a unit type to add it; click an added unit to remove it", u.Small, float64(right.Min.X), float64(y-20), text.AlignStart, text.AlignCenter, widget.ColMuted, 1)
		names := [2]string{"Attacker", "Defender"}
		for r := range o.sandbox.units {
			ly := o.sideRowY[r]
			u.BoxColored(dst, image.Rect(left.Min.X, ly+4, left.Min.X+14, ly+18), widget.StyleSwatch, r, 1)
			u.Text(dst, names[r], u.Bold, float64(left.Min.X+20), float64(ly+oddsChipH/2), text.AlignStart, text.AlignCenter, widget.ColText, 1)
			if len(o.sandbox.units[r]) == 0 {
				u.Text(dst, "no units yet", u.Small, float64(left.Min.X+110), float64(ly+oddsChipH/2), text.AlignStart, text.AlignCenter, widget.ColMuted, 1)
			}
		}
	} else if c != nil && (c.viewer < 0 || c.viewer == c.attacker()) && len(c.targetOptions()) > 0 {
		y := right.Min.Y + 22 + 2*(oddsRow+6) + 16
		u.Text(dst, "Logistics targets", u.Bold, float64(right.Min.X), float64(y), text.AlignStart, text.AlignCenter, widget.ColMuted, 1)
	}
	pt := image.Pt(o.mx, o.my)
	for i := range o.btns {
		b := &o.btns[i]
		face := u.Small
		if b.Rect.Dy() >= oddsRow {
			face = u.Bold
		}
		u.DrawButton(dst, &b.Button, face, b.on || pt.In(b.Rect))
	}
	top := left.Min.Y
	if o.sandbox != nil {
		top = o.sandboxBottom + 6
	}
	o.drawResult(dst, image.Rect(left.Min.X, top, left.Max.X, left.Max.Y))
}

// drawResult draws the outcome bar, each side's expected losses, the
// logistics targets' fate and the notes, within r.
func (o *Scene) drawResult(dst *ebiten.Image, r image.Rectangle) {
	u := o.ui
	c := o.calc
	x, y := float64(r.Min.X), float64(r.Min.Y)
	line := func(s string, face *text.GoTextFace, col color.RGBA) {
		for _, l := range widget.Wrap(s, face, float64(r.Dx())) {
			u.Text(dst, l, face, x, y+widget.LineHeight(face)/2, text.AlignStart, text.AlignCenter, col, 1)
			y += widget.LineHeight(face)
		}
	}
	if o.msg != "" {
		line(o.msg, u.Small, widget.ColAccent)
		y += 4
	}
	if c == nil || c.err != "" || c.pos == nil {
		if c != nil && c.err != "" {
			line(widget.Capitalize(c.err), u.Body, widget.ColAccent)
		}
		return
	}
	res := c.res
	att, def := res.Sides[0], res.Sides[1]
	line(fmt.Sprintf("%s against %s · hits on the strongest block first · %s", att.Name, def.Name, strings.ToLower(retreatPolicies[c.policy].label)), u.Small, widget.ColMuted)
	y += 6
	// The outcome bar: attacker wins, both stand, both gone, defender holds.
	bar := image.Rect(r.Min.X, int(y), r.Max.X, int(y)+26)
	parts := []struct {
		p   float64
		col color.RGBA
	}{
		{res.AttackerWins, o.ui.Palette.SideColor(res.Attacker)},
		{res.BothStanding, widget.ColButtonHot},
		{res.BothEliminated, widget.ColShadow},
		{res.DefenderHolds, o.ui.Palette.SideColor(res.Defender)},
	}
	bx := float64(bar.Min.X)
	for _, part := range parts {
		w := part.p * float64(bar.Dx())
		u.FillRect(dst, image.Rect(int(bx), bar.Min.Y, int(bx+w), bar.Max.Y), part.col, 1)
		bx += w
	}
	y += 36
	outcomes := []struct {
		label string
		p     float64
	}{
		{"Win for " + att.Name + ": every defender gone, the hex taken", res.AttackerWins},
		{fmt.Sprintf("Both stand: the attacker retreats (%s by its policy before round 3)", percent(res.Retreated)), res.BothStanding},
		{"Both sides wiped out", res.BothEliminated},
		{"Win for " + def.Name + ": every attacker gone", res.DefenderHolds},
	}
	indent := func(dx float64, s string, face *text.GoTextFace, col color.RGBA) {
		for _, l := range widget.Wrap(s, face, float64(r.Dx())-dx) {
			u.Text(dst, l, face, x+dx, y+widget.LineHeight(face)/2, text.AlignStart, text.AlignCenter, col, 1)
			y += widget.LineHeight(face)
		}
	}
	for i, oc := range outcomes {
		u.FillRect(dst, image.Rect(int(x), int(y)+4, int(x)+12, int(y)+16), parts[i].col, 1)
		u.Text(dst, percent(oc.p), u.Bold, x+70, y+10, text.AlignEnd, text.AlignCenter, widget.ColText, 1)
		indent(80, oc.label, u.Body, widget.ColText)
		y += 2
	}
	y += 10
	for i, sd := range res.Sides {
		u.BoxColored(dst, image.Rect(int(x), int(y)+4, int(x)+12, int(y)+16), widget.StyleSwatch, sd.Side, 1)
		role := [2]string{"attacking", "defending"}[i]
		indent(20, fmt.Sprintf("%s, %s: %d unit%s, %d cv → %.1f cv left (%.1f lost), %.1f units left",
			sd.Name, role, sd.Units, session.Plural(sd.Units, "", "s"), sd.StartCV, sd.CV, sd.Losses, sd.Alive), u.Bold, widget.ColText)
		for _, t := range sd.ByType {
			row := fmt.Sprintf("%s ×%d: %d cv → %.1f left, %.1f lost", orders.UnitTitle(t.Type), t.Units, t.StartCV, t.CV, t.Losses)
			if n := c.assumedOf[i][t.Type]; n > 0 {
				row += fmt.Sprintf(" (%d of them face down, assumed)", n)
			}
			indent(28, row, u.Small, widget.ColMuted)
		}
		y += 8
	}
	for _, t := range res.Targets {
		s := fmt.Sprintf("The %s falls: %s", t.Target, percent(t.Falls))
		if len(t.PP) > 0 {
			var pp []string
			for k, p := range t.PP {
				pp = append(pp, fmt.Sprintf("%d PP %s", k, percent(p)))
			}
			s += " · left: " + strings.Join(pp, ", ")
		}
		line(s, u.Body, widget.ColAccent)
	}
	y += 6
	if n := c.assumptionNote(); n != "" {
		line(n, u.Small, widget.ColAccent)
	}
	for _, n := range res.Notes {
		line("Note: "+n, u.Small, widget.ColMuted)
	}
	line(fmt.Sprintf("Exact over every battle state (%d at most at once); %s of the probability dropped below the cut-off.", res.States, percentFine(res.Dropped)), u.Small, widget.ColMuted)
}

// percent formats a probability for the calculator.
func percent(p float64) string { return fmt.Sprintf("%.1f%%", 100*p) }

// percentFine formats a small probability.
func percentFine(p float64) string { return fmt.Sprintf("%.2g%%", 100*p) }
