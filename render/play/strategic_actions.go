package play

import (
	"fmt"
	"image"
	"strings"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"hexstorm/render/widget"
	"hexstorm/sim"
)

// The strategic panel's actions: chips the side to play clicks to enter a
// secret build from a power's Reserve, take one back, play a secret event,
// place a military counter or propose or sign the Nazi-Soviet Pact. Every
// chip is a command the rules accept now (tried on a copy of the state), so
// the panel never offers what would be refused.

// panelAction is one clickable chip on a panel line.
type panelAction struct {
	line   int
	x0, x1 float64 // from the start of the line's text
	cmd    sim.Command
}

// chipGap separates chips on a line.
const chipGap = "   "

// addChips adds a line of chips, "label: a   b   c", for the commands the
// rules accept, and nothing when none is.
func (p *strategicPanel) addChips(s *Scene, label string, labels []string, cmds []sim.Command) {
	ui := s.ui
	face := ui.Small
	line := "    " + label + ":  "
	var acts []panelAction
	for i, c := range cmds {
		if _, err := s.state.Try(c); err != nil {
			continue
		}
		if len(acts) > 0 {
			line += chipGap
		}
		x0 := text.Advance(line, face)
		line += labels[i]
		acts = append(acts, panelAction{line: len(p.lines), x0: x0, x1: text.Advance(line, face), cmd: c})
	}
	if len(acts) == 0 {
		return
	}
	p.actions = append(p.actions, acts...)
	p.lines = append(p.lines, hudLine{text: line, face: face, color: widget.ColAccent, swatch: -1})
}

// addActions adds the chips of power pi when its side is the one to play.
func (p *strategicPanel) addActions(s *Scene, pi int) {
	st := s.state
	c := st.Campaign
	pw := c.Powers[pi]
	if st.Actor() != pw.Side || st.ActiveSide() != pw.Side {
		return
	}
	base := sim.Command{Side: pw.Side, Power: pw.Name}
	var labels []string
	var cmds []sim.Command
	if st.Phase == sim.PhaseProduction {
		for _, r := range pw.Reserve {
			h, ok := st.BuildCity(pi, r.Type)
			if r.Count < 1 || !ok {
				continue
			}
			cmd := base
			cmd.Kind, cmd.UnitType, cmd.Hex = sim.CmdOrderBuild, r.Type, h
			labels = append(labels, typeLabel(s, r.Type))
			cmds = append(cmds, cmd)
		}
		p.addChips(s, fmt.Sprintf("Build for %d activity points", sim.BuildCost), labels, cmds)
		labels, cmds = nil, nil
		k := 0
		for _, o := range c.Orders {
			if o.Power != pi {
				continue
			}
			cmd := base
			cmd.Kind, cmd.Card = sim.CmdCancelOrder, k
			labels = append(labels, fmt.Sprintf("%s at %s", typeLabel(s, o.Type), o.Hex))
			cmds = append(cmds, cmd)
			k++
		}
		p.addChips(s, "Secret builds (click to take back)", labels, cmds)
		labels, cmds = nil, nil
		for _, m := range c.Minors {
			cmd := base
			cmd.Kind, cmd.Minor = sim.CmdPlaceCounter, m.Name
			labels = append(labels, m.Name)
			cmds = append(cmds, cmd)
		}
		p.addChips(s, "Military counter", labels, cmds)
		propose, sign := base, base
		propose.Kind, sign.Kind = sim.CmdProposePact, sim.CmdSignPact
		p.addChips(s, "Nazi-Soviet Pact", []string{"propose", "sign"}, []sim.Command{propose, sign})
	}
	labels, cmds = nil, nil
	for i, card := range pw.Hand {
		cmd := base
		cmd.Kind, cmd.Card = sim.CmdPlayEvent, i
		labels = append(labels, fmt.Sprintf("%s (%s %+d)", card.Name, strings.ReplaceAll(card.Kind, "_", " "), card.Value))
		cmds = append(cmds, cmd)
	}
	p.addChips(s, "Play a secret event", labels, cmds)
}

// typeLabel names a unit type for a chip.
func typeLabel(s *Scene, id string) string {
	if s.Board != nil {
		return s.Board.TypeName(id)
	}
	return id
}

// chipRect returns the screen rectangle of an action's chip.
func (p *strategicPanel) chipRect(a panelAction) image.Rectangle {
	if a.line >= len(p.lineTop) {
		return image.Rectangle{}
	}
	y := p.lineTop[a.line]
	h := int(widget.LineHeight(p.lines[a.line].face))
	x := float64(p.lineX[a.line])
	return image.Rect(int(x+a.x0)-4, y+1, int(x+a.x1)+4, y+h-1)
}

// click carries out the chip under (x, y), reporting whether there was one.
func (p *strategicPanel) click(s *Scene, x, y int) bool {
	if !p.open {
		return false
	}
	for _, a := range p.actions {
		if image.Pt(x, y).In(p.chipRect(a)) {
			s.submit(a.cmd)
			return true
		}
	}
	return false
}
