package play

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"hexstorm/hexmap"
	"hexstorm/render/mapview"
	"hexstorm/render/widget"
	"hexstorm/session"
	"hexstorm/sim"
)

// The hex tooltip, and the ticker's lines as each side may read them.

// addLine adds a ticker line for a game of sides sides: its full text, the
// text other sides see, and the side whose secret it tells (-1: everyone
// sees it in full).
func (h *hud) addLine(sides int, full, masked string, side int) {
	if len(h.seen) != sides {
		h.seen = make([][]string, sides)
	}
	h.events = appendLine(h.events, full)
	for v := range h.seen {
		if side < 0 || v == side {
			h.seen[v] = appendLine(h.seen[v], full)
		} else {
			h.seen[v] = appendLine(h.seen[v], masked)
		}
	}
}

// appendLine adds a line to a ticker list, keeping the latest mapview.TickerKeep.
func appendLine(lines []string, l string) []string {
	lines = append(lines, l)
	if extra := len(lines) - mapview.TickerKeep; extra > 0 {
		lines = append(lines[:0], lines[extra:]...)
	}
	return lines
}

// clearLines empties the ticker.
func (h *hud) clearLines() {
	h.events = h.events[:0]
	for v := range h.seen {
		h.seen[v] = h.seen[v][:0]
	}
}

// lines returns the ticker as viewer, the side at the screen (-1 for
// everyone), may read it.
func (h *hud) lines(viewer int) []string {
	if viewer >= 0 && viewer < len(h.seen) {
		return h.seen[viewer]
	}
	return h.events
}

// refreshTooltip rebuilds the hovered hex's tooltip.
func (s *Scene) refreshTooltip() {
	h := &s.hud
	st := s.state
	h.tipText = h.tipText[:0]
	if !s.hoverOK {
		return
	}
	ui := s.ui
	hx := s.hover
	c := st.Map.Cell(hx)
	add := func(t string, f *text.GoTextFace, col color.RGBA, swatch int) {
		h.tipText = append(h.tipText, hudLine{text: t, face: f, color: col, swatch: swatch})
	}
	head := widget.Capitalize(c.Terrain.String())
	if c.Name != "" {
		head = c.Name + " · " + head
	}
	add(head, ui.Bold, widget.ColText, -1)
	var facts []string
	facts = append(facts, "hex "+hx.String())
	if c.Terrain.IsSettlement() && c.Size > 0 {
		facts = append(facts, fmt.Sprintf("size %d", c.Size))
	}
	if c.Port {
		facts = append(facts, "port")
	}
	if c.Canal {
		facts = append(facts, "canal")
	}
	facts = append(facts, "F1: its rules") // the terrain's topic (rulesTopic)
	add(strings.Join(facts, " · "), ui.Small, widget.ColMuted, -1)
	if c.Terrain.IsLand() {
		if side := st.ControlOf(hx); side >= 0 {
			add("Controlled by "+session.SideName(st, side), ui.Small, widget.ColText, side)
		} else {
			add("Uncontrolled", ui.Small, widget.ColText, -1)
		}
	}
	if line := s.supplyStatus(st.Map.Index(hx)); line != "" && c.Terrain.IsLand() {
		add(line, ui.Small, widget.ColText, -1)
	}
	for _, line := range hexFeatures(st, hx) {
		add(line, ui.Small, widget.ColText, -1)
	}
	s.stackBuf = s.Board.StackAt(hx, s.stackBuf)
	for side := range st.Sides {
		n := 0
		for _, id := range s.stackBuf {
			if st.Unit(id).Side == side {
				n++
			}
		}
		if n == 0 {
			continue
		}
		if st.Storm.Covers(hx) {
			add(fmt.Sprintf("%d %s block%s, face down in the storm", n, session.SideName(st, side), session.Plural(n, "", "s")), ui.Small, widget.ColText, side)
		} else {
			add(fmt.Sprintf("%d %s unit%s", n, session.SideName(st, side), session.Plural(n, "", "s")), ui.Small, widget.ColText, side)
		}
	}
	if b := st.BattleAt(hx); b != nil {
		add("Battle: "+session.SideAttacks(st, b.Attacker, b.Defender), ui.Small, colHit, -1)
	}
	if st.Storm.Covers(hx) {
		add("Storm: no unit may move in or out", ui.Small, widget.ColAccent, -1)
	}
	defer h.measureTip()
	if len(s.ord.path) > 1 {
		line := fmt.Sprintf("Move here: %d movement point%s", s.ord.pathCost, session.Plural(s.ord.pathCost, "", "s"))
		if err := st.CanEndMove(s.ord.unit(), hx); err != nil {
			line = "Cannot stop here: " + err.Error()
		} else if s.ord.enemyAt[st.Map.Index(hx)] {
			line += ": attack, a battle in the combat phase"
		} else if s.ord.pathStops {
			line += ", ends the move"
		}
		add(line, ui.Bold, widget.ColPath, -1)
	}
}

// measureTip sizes the tooltip to its widest line.
func (h *hud) measureTip() { h.tipW = measure(h.tipText) }

// hexFeatures lists the hex's roads, rivers, bridges and logistics pieces.
func hexFeatures(st *sim.State, hx hexmap.Hex) []string {
	m := st.Map
	var out []string
	var roads, rivers, bridges []string
	for _, d := range hexmap.Directions {
		if m.Road(hx, d) {
			roads = append(roads, d.String())
		}
		if m.River(hx, d) {
			rivers = append(rivers, d.String())
		}
		if m.Bridge(hx, d) {
			b := d.String()
			side := hexmap.SideOf(hx, d)
			for _, x := range st.BrokenBridges {
				if x == side {
					b += " (destroyed)"
				}
			}
			bridges = append(bridges, b)
		}
	}
	if len(roads) > 0 {
		out = append(out, "Road to "+strings.Join(roads, ", "))
	}
	if len(rivers) > 0 {
		out = append(out, "River on "+strings.Join(rivers, ", "))
	}
	if len(bridges) > 0 {
		out = append(out, "Bridge on "+strings.Join(bridges, ", "))
	}
	for _, c := range st.BrokenCanals {
		if c == hx {
			out = append(out, "Canal destroyed")
		}
	}
	for _, f := range st.Factories {
		if f.Hex == hx {
			out = append(out, fmt.Sprintf("%s factory, %d PP (%s)", widget.Capitalize(f.Kind.String()), f.PP, session.SideName(st, f.Side)))
		}
	}
	for _, a := range st.Airfields {
		if a.Hex == hx {
			kind := "Minor"
			if a.Major {
				kind = "Major"
			}
			out = append(out, fmt.Sprintf("%s airfield (%s)", kind, session.SideName(st, a.Side)))
		}
	}
	for _, mb := range st.Mulberries {
		if mb.Hex == hx {
			out = append(out, fmt.Sprintf("Mulberry harbour (%s)", session.SideName(st, mb.Side)))
		}
	}
	for _, o := range st.Victory.Objectives {
		if o.Hex == hx {
			out = append(out, fmt.Sprintf("Objective: %d point%s", o.Points, session.Plural(o.Points, "", "s")))
		}
	}
	return out
}
