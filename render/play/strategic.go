package play

import (
	"fmt"
	"image"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"hexstorm/render/widget"
	"hexstorm/session"
	"hexstorm/sim"
)

// strategicPanel shows the strategic layer (DESIGN D27-D28): for every major
// power its support level with each modifier and the seed rule behind it,
// its national income, tile points, activity counters, Reserve and Active
// sections, and the Balance of Power chart. Secret events and secret builds
// are counted, never shown (seed 000 18.31, seed 002 10.41B). P opens and
// closes it; it opens by itself when a campaign game starts.
type strategicPanel struct {
	open    bool
	lines   []hudLine
	actions []panelAction
	lineTop []int // each line's top and left on screen, set by layout
	lineX   []int
	w       float64
	rect    image.Rectangle
}

// toggle opens or closes the panel.
func (p *strategicPanel) toggle(s *Scene) {
	if s.state.Campaign == nil {
		s.message("This scenario has no major powers: the strategic layer is off.", false, s.now())
		return
	}
	p.open = !p.open
	p.refresh(s)
}

// refresh rebuilds the panel's text from the state.
func (p *strategicPanel) refresh(s *Scene) {
	p.lines, p.actions = p.lines[:0], p.actions[:0]
	c := s.state.Campaign
	if c == nil || !p.open {
		p.rect = image.Rectangle{}
		return
	}
	ui := s.ui
	add := func(t string, f *text.GoTextFace, col color.RGBA, swatch int) {
		p.lines = append(p.lines, hudLine{text: t, face: f, color: col, swatch: swatch})
	}
	add(fmt.Sprintf("Major powers · %s", c.Calendar.Date(s.state.Turn)), ui.Heading, widget.ColText, -1)
	add("Support is worked out from zero each turn, from the modifiers listed with their rules, and added to national income. P closes.", ui.Small, widget.ColMuted, -1)
	add("Balance of Power", ui.Bold, widget.ColText, -1)
	for _, b := range []sim.Bloc{sim.BlocAxis, sim.BlocAllied} {
		bal := c.BlocBalance(b)
		add(fmt.Sprintf("    %s: armor %d, infantry %d, air %d · %d counters · advantage %+d",
			widget.Capitalize(string(b)), bal[sim.CatArmor], bal[sim.CatInfantry], bal[sim.CatAir], bal.Total(), c.BalanceAdvantage(b)), ui.Small, widget.ColText, -1)
	}
	add(campaignFacts(s.state), ui.Small, widget.ColMuted, -1)
	if agg := aggressions(s.state); agg != "" {
		add(agg, ui.Small, widget.ColMuted, -1)
	}
	for pi, pw := range c.Powers {
		bloc := string(pw.Bloc)
		if bloc == "" {
			bloc = "no bloc"
		}
		add(fmt.Sprintf("%s · %s · support %+d · income %d · %d tiles · activity %d of %d",
			pw.Name, bloc, pw.Support, pw.Income+pw.Support, pw.Tiles, activityLeft(pw), pw.Activity+pw.ActivityBonus), ui.Bold, widget.ColText, pw.Side)
		if len(pw.Breakdown) == 0 {
			add("    no modifiers this turn", ui.Small, widget.ColMuted, -1)
		}
		for _, m := range pw.Breakdown {
			add(fmt.Sprintf("    %+d  %s  (%s)", m.Value, m.Label, m.Rule), ui.Small, widget.ColText, -1)
		}
		if pw.Deficit > 0 {
			add(fmt.Sprintf("    %d tile points short this turn: %+d to support next turn", pw.Deficit, -pw.Deficit), ui.Small, widget.ColAccent, -1)
		}
		add("    "+forces(s.state, pi, pw, s.viewer()), ui.Small, widget.ColMuted, -1)
		p.addActions(s, pi) // strategic_actions.go
	}
	p.w = measure(p.lines)
}

// forces describes a power's Reserve, Active section and hidden holdings as
// viewer sees them (-1: an onlooker who sees everything). Another side's
// secret builds are still counted in its Reserve, so the Reserve does not
// give their types away before the reveal (seed 000 18.31).
func forces(st *sim.State, pi int, pw sim.Power, viewer int) string {
	var res []string
	for _, r := range pw.Reserve {
		n := r.Count
		if viewer >= 0 && pw.Side != viewer {
			for _, o := range st.Campaign.Orders {
				if o.Power == pi && o.Type == r.Type {
					n++
				}
			}
		}
		if n > 0 {
			res = append(res, fmt.Sprintf("%s %d", strings.ReplaceAll(r.Type, "_", " "), n))
		}
	}
	reserve := "empty"
	if len(res) > 0 {
		reserve = strings.Join(res, ", ")
	}
	active := 0
	for _, o := range st.Campaign.Owners {
		if o.Power == pi {
			active++
		}
	}
	orders := 0
	for _, o := range st.Campaign.Orders {
		if o.Power == pi {
			orders++
		}
	}
	out := fmt.Sprintf("Reserve: %s · Active: %d units", reserve, active)
	if len(pw.Hand) > 0 {
		out += fmt.Sprintf(" · %d %s", len(pw.Hand), session.Plural(len(pw.Hand), "secret event", "secret events"))
	}
	if orders > 0 {
		out += fmt.Sprintf(" · %d %s entered", orders, session.Plural(orders, "secret build", "secret builds"))
	}
	return out
}

// activityLeft is the activity counter points a power may still use.
func activityLeft(pw sim.Power) int { return pw.Activity + pw.ActivityBonus - pw.ActivityUsed }

// layout places the panel at the left, under the top bar, in as many
// columns as the screen's height needs, breaking only before a power.
func (p *strategicPanel) layout(s *Scene) {
	if !p.open || len(p.lines) == 0 {
		p.rect = image.Rectangle{}
		return
	}
	top := widget.TopBarHeight + 12
	bottom := float64(max(s.height-22, top+60))
	colW := int(p.w) + 30
	x, y, low := 12, float64(top+8), 0.0
	p.lineTop, p.lineX = p.lineTop[:0], p.lineX[:0]
	for i, l := range p.lines {
		lh := widget.LineHeight(l.face)
		if i > 0 && y+lh > bottom && (l.swatch >= 0 || y+lh > bottom+lh) {
			x, y = x+colW, float64(top+8)
		}
		p.lineTop = append(p.lineTop, int(y))
		p.lineX = append(p.lineX, x+14)
		y += lh
		low = max(low, y)
	}
	p.rect = image.Rect(12, top, x+colW, int(low)+10)
}

// draw draws the panel over the map.
func (p *strategicPanel) draw(screen *ebiten.Image, s *Scene) {
	p.layout(s)
	if p.rect.Empty() {
		return
	}
	ui := s.ui
	ui.Panel(screen, p.rect, 0.95)
	in := &s.in
	for _, a := range p.actions {
		r := p.chipRect(a)
		if image.Pt(in.MouseX, in.MouseY).In(r) && !s.still {
			ui.Box(screen, r, widget.StyleButtonHot, 1)
		} else {
			ui.Box(screen, r, widget.StyleButton, 0.9)
		}
	}
	for i, l := range p.lines {
		lh := widget.LineHeight(l.face)
		x, y := float64(p.lineX[i]), float64(p.lineTop[i])
		if l.swatch >= 0 {
			s.hud.swatch(screen, x, y+lh/2, l.swatch)
			x += 16
		}
		ui.Text(screen, l.text, l.face, x, y+lh/2, text.AlignStart, text.AlignCenter, l.color, 1)
	}
}

// covers reports whether (x, y) is on the open panel.
func (p *strategicPanel) covers(x, y int) bool { return image.Pt(x, y).In(p.rect) }

// campaignFacts summarises the Russian situation and the Pact (seed 002
// 10.91; seed 003 34.92) on one line.
func campaignFacts(st *sim.State) string {
	c := st.Campaign
	f := c.Facts
	var flags []string
	for _, fl := range f.Flags {
		flags = append(flags, c.Powers[fl.Power].Name)
	}
	flagText := "none"
	if len(flags) > 0 {
		flagText = strings.Join(flags, ", ")
	}
	pact := "not proposed"
	switch {
	case f.Pact.Broken > 0:
		pact = "broken " + c.Calendar.Date(f.Pact.Broken)
	case f.Pact.Signed > 0:
		pact = "signed " + c.Calendar.Date(f.Pact.Signed)
	case f.Pact.Proposed > 0:
		pact = "proposed " + c.Calendar.Date(f.Pact.Proposed)
	}
	out := fmt.Sprintf("Russia: %s cohesion · garrison %+d against the required · flags in Russia: %s · Nazi-Soviet Pact: %s",
		f.Cohesion, st.GarrisonSurplus(), flagText, pact)
	if f.Purge {
		out += " · under a purge"
	}
	return out
}

// aggressions lists the aggressions so far, "" when there are none.
func aggressions(st *sim.State) string {
	c := st.Campaign
	var parts []string
	for _, a := range c.Facts.Aggressions {
		parts = append(parts, fmt.Sprintf("%s against %s (%s)", c.Powers[a.Power].Name, a.Target, c.Calendar.Date(a.Turn)))
	}
	switch {
	case len(parts) == 0:
		return ""
	case len(parts) > 3: // the latest three keep the line short
		return fmt.Sprintf("Aggressions (%d, latest): %s", len(parts), strings.Join(parts[len(parts)-3:], "; "))
	}
	return "Aggressions: " + strings.Join(parts, "; ")
}
