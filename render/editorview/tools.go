package editorview

import (
	"fmt"
	"image"

	"hexstorm/editor"
	"hexstorm/hexmap"
	"hexstorm/render/app"
	"hexstorm/render/widget"
	"hexstorm/scenarios"
	"hexstorm/sim"
)

// edTool is what a click on the map does.
type edTool int

// The editor's tools.
const (
	toolTerrain edTool = iota
	toolControl
	toolRiver
	toolBridge
	toolBrokenBridge
	toolRoad
	toolCanal
	toolBrokenCanal
	toolSize
	toolPort
	toolName
	toolObjective
	toolFactory
	toolAirfield
	toolMulberry
	toolStorm
	toolResource
	toolUnit
	toolSelect
)

// maxBrush is the largest brush radius: a brush of size 4 covers 37 hexes.
const maxBrush = 3

// toolHelp says what the mouse does with each tool, for the status line.
var toolHelp = map[edTool]string{
	toolTerrain:      "Left: paint terrain (G toggles flood fill). Right: paint clear.",
	toolControl:      "Left: give hexes to the chosen side. Right: no side.",
	toolRiver:        "Left-drag along hexsides: river. Right-drag: remove.",
	toolBridge:       "Left on a river hexside: bridge. Right: remove.",
	toolBrokenBridge: "Left on a bridge: a destruction marker (the bridge is down). Right: lift it.",
	toolRoad:         "Left-drag from hex to hex: road. Right-drag: remove.",
	toolCanal:        "Left: canal in a land hex. Right: remove.",
	toolBrokenCanal:  "Left on a canal: a destruction marker (the canal is blocked). Right: lift it.",
	toolSize:         "Left: city or town size +1 PP. Right: -1.",
	toolPort:         "Left: make a coastal city or town a port. Right: not a port.",
	toolName:         "Left: name the hex. Right: remove the name.",
	toolObjective:    "Left: objective worth +1 point. Right: -1.",
	toolFactory:      "Left: factory +1 PP (first click places it at 0 PP). Right: -1 PP, then remove.",
	toolAirfield:     "Left: none, minor, major airfield in turn. Right: remove.",
	toolMulberry:     "Left: Mulberry harbour on a coastal hex. Right: remove.",
	toolStorm:        "Left: the Storm starts here. Right or left again: at the map centre.",
	toolResource:     "Left: resource +1 PP in a city, converted first into its factory of the chosen type. Right: -1.",
	toolUnit:         "Left: place the chosen unit. Right: remove the top unit of the hex.",
	toolSelect:       "Drag to select a block. Ctrl+C copies, Ctrl+X cuts, Delete clears it; Ctrl+V pastes at the mouse.",
}

// edButton is a palette or bar button.
type edButton struct {
	widget.Button
	do func(s *Editor)
	// on reports whether the button shows as chosen.
	on func(s *Editor) bool
	// text returns a label that changes; nil keeps label.
	text func(s *Editor) string
	// heading starts a new group with this title above the button.
	heading string
	// wide buttons take a whole palette row.
	wide bool
}

// toolButton makes a palette button that chooses a tool.
func toolButton(label string, t edTool) edButton {
	return edButton{Button: widget.Button{Label: label}, do: func(s *Editor) { s.tool = t },
		on: func(s *Editor) bool { return s.tool == t }}
}

// buildButtons makes the top bar and the palette once; layout places them.
func (s *Editor) buildButtons() {
	s.topbar = []edButton{
		{Button: widget.Button{Label: "New"}, do: func(s *Editor) { s.newDialog() }},
		{Button: widget.Button{Label: "Open"}, do: func(s *Editor) { s.openDialog() }},
		{Button: widget.Button{Label: "Save"}, do: func(s *Editor) { s.save() }},
		{Button: widget.Button{Label: "Save as"}, do: func(s *Editor) { s.saveAs() }},
		{Button: widget.Button{Label: "Settings"}, do: func(s *Editor) { s.settingsDialog() }},
		{Button: widget.Button{Label: "Undo"}, do: func(s *Editor) { s.undo() }},
		{Button: widget.Button{Label: "Redo"}, do: func(s *Editor) { s.redo() }},
		{Button: widget.Button{Label: "Test play"}, do: func(s *Editor) { s.testPlay() }},
		{Button: widget.Button{Label: "Menu"}, do: func(s *Editor) { s.leave() }},
	}
	var p []edButton
	for i, t := range hexmap.Terrains() {
		b := edButton{Button: widget.Button{Label: widget.Capitalize(t.String())},
			do: func(s *Editor) { s.tool, s.terrain = toolTerrain, t },
			on: func(s *Editor) bool { return s.tool == toolTerrain && s.terrain == t }}
		if i == 0 {
			b.heading = "Terrain  (keys 1-7)"
		}
		p = append(p, b)
	}
	p = append(p, edButton{Button: widget.Button{Label: "Fill"}, do: func(s *Editor) { s.tool, s.fill = toolTerrain, !s.fill },
		on: func(s *Editor) bool { return s.fill }})
	for r := range maxBrush + 1 {
		b := edButton{Button: widget.Button{Label: fmt.Sprintf("Brush %d", r+1)}, do: func(s *Editor) { s.brush, s.fill = r, false },
			on: func(s *Editor) bool { return !s.fill && s.brush == r }}
		if r == 0 {
			b.heading = "Brush  ([ and ], G fill)"
		}
		p = append(p, b)
	}
	lines := []edButton{toolButton("River", toolRiver), toolButton("Bridge", toolBridge), toolButton("Road", toolRoad),
		toolButton("Canal", toolCanal), toolButton("Bridge out", toolBrokenBridge), toolButton("Canal cut", toolBrokenCanal)}
	lines[0].heading = "Rivers, roads, canals"
	places := []edButton{toolButton("Size", toolSize), toolButton("Port", toolPort), toolButton("Name", toolName), toolButton("Objective", toolObjective)}
	places[0].heading = "Places and victory"
	pieces := []edButton{toolButton("Airfield", toolAirfield), toolButton("Mulberry", toolMulberry), toolButton("Storm", toolStorm), toolButton("Control", toolControl)}
	for _, k := range []string{"army", "air", "naval"} {
		pieces = append(pieces, edButton{Button: widget.Button{Label: widget.Capitalize(k) + " fac."},
			do: func(s *Editor) { s.tool, s.factoryKind = toolFactory, k },
			on: func(s *Editor) bool { return s.tool == toolFactory && s.factoryKind == k }})
	}
	pieces = append(pieces, toolButton("Resource", toolResource))
	pieces[0].heading = "Logistics pieces"
	p = append(p, lines...)
	p = append(p, places...)
	p = append(p, pieces...)
	p = append(p, toolButton("Select", toolSelect))
	p = append(p,
		edButton{heading: "Side  (Tab)", wide: true, do: func(s *Editor) { s.side = (s.side + 1) % max(len(s.doc.Sides()), 1) },
			text: func(s *Editor) string { return "Side: " + s.sideName() }},
		edButton{heading: "Units", wide: true, do: func(s *Editor) { s.tool = toolUnit; s.unitDialog() },
			on:   func(s *Editor) bool { return s.tool == toolUnit },
			text: func(s *Editor) string { return unitLabel(s.unitType) }},
		edButton{wide: true, do: func(s *Editor) { s.cycleCV() },
			text: func(s *Editor) string { return cvLabel(s.unitType, s.unitCV) }},
	)
	s.palette = p
}

// unitLabel names a unit type for the palette.
func unitLabel(id string) string {
	if t, ok := sim.LookupUnitType(id); ok {
		return t.Name
	}
	return id
}

// cvLabel describes the strength new units get.
func cvLabel(id string, cv int) string {
	t, ok := sim.LookupUnitType(id)
	if cv == 0 || !ok {
		return "Strength: full"
	}
	return fmt.Sprintf("Strength: %d of %d cv", cv, t.MaxCV)
}

// cycleCV steps the strength of new units through full, 1, 2 ... max-1.
func (s *Editor) cycleCV() {
	t, ok := sim.LookupUnitType(s.unitType)
	if !ok || t.MaxCV == 1 {
		s.unitCV = 0
		s.message("A "+unitLabel(s.unitType)+" has 1 cv: it is always at full strength.", false)
		return
	}
	s.unitCV = (s.unitCV + 1) % t.MaxCV
}

// layout places the buttons for the window size.
func (s *Editor) layout() {
	x := s.width - 8
	for i := len(s.topbar) - 1; i >= 0; i-- {
		w := int(s.ui.TextWidth(s.topbar[i].Label, s.ui.Bold)) + 22
		s.topbar[i].Rect = image.Rect(x-w, 6, x, widget.TopBarHeight-6)
		x -= w + 6
	}
	const bh, gap, pad = 26, 4, 10
	col := (edPaletteW - 2*pad - gap) / 2
	y, n := widget.TopBarHeight+8, 0
	for i := range s.palette {
		b := &s.palette[i]
		if b.heading != "" {
			if n%2 == 1 {
				y += bh + gap
			}
			n = 0
			y += 20
		}
		if b.wide {
			if n%2 == 1 {
				y += bh + gap
				n = 0
			}
			b.Rect = image.Rect(pad, y, edPaletteW-pad, y+bh)
			y += bh + gap
			continue
		}
		x := pad + (n%2)*(col+gap)
		b.Rect = image.Rect(x, y, x+col, y+bh)
		if n%2 == 1 {
			y += bh + gap
		}
		n++
	}
}

// begin starts a press on the map with button b.
func (s *Editor) begin(b int) {
	p := &s.press
	if b == app.MouseMiddle {
		return
	}
	switch s.tool {
	case toolTerrain, toolControl, toolRiver, toolRoad:
		// A stroke may start off the map and come onto it.
		s.doc.BeginStroke()
		p.stroke = true
	}
	if !s.hoverOK {
		return
	}
	p.lastHex, p.lastSide, p.onMap = s.hover, s.hoverSide, true
	if s.Board != nil {
		p.lastCorner = s.cornerNear(s.hoverSide, s.cursorX, s.cursorY)
	}
	left := b == app.MouseLeft
	switch s.tool {
	case toolSelect:
		s.sel, s.selOK = editor.RectOf(s.hover, s.hover), true
		return
	}
	s.apply(left, true)
}

// riverJoinLimit is how many hexsides a river drag fills in to join the
// corner it stands at to the one under the cursor.
const riverJoinLimit = 6

// drag continues a press over the map.
func (s *Editor) drag(left bool) {
	p := &s.press
	if !p.onMap {
		// The press began off the map: it starts here.
		if s.tool == toolTerrain || s.tool == toolControl || s.tool == toolRiver || s.tool == toolRoad || s.tool == toolSelect {
			s.begin(p.button)
		}
		return
	}
	switch s.tool {
	case toolTerrain, toolControl:
		if s.hover != p.lastHex && !s.fill {
			// Paint every hex between the last one and this, so a fast
			// drag leaves no gaps.
			to := s.hover
			for _, h := range hexmap.Line(p.lastHex, to)[1:] {
				s.hover = h
				s.apply(left, false)
			}
			s.hover, p.lastHex = to, to
		}
	case toolRiver:
		// Walk from the corner the river stands at to the corner of the
		// hovered hexside nearest the cursor, drawing the hexsides between:
		// the river stays one connected line however the cursor crosses
		// the hexes. A jump too far starts a new reach at the hovered side.
		to := s.cornerNear(s.hoverSide, s.cursorX, s.cursorY)
		if to == p.lastCorner {
			break
		}
		hover, path := s.hoverSide, editor.CornerPath(p.lastCorner, to, riverJoinLimit)
		if path == nil {
			path = []hexmap.Hexside{hover}
		}
		for _, side := range path {
			s.hoverSide = side
			s.apply(left, false)
		}
		s.hoverSide, p.lastSide, p.lastCorner = hover, hover, to
	case toolRoad:
		if s.hover != p.lastHex {
			if _, adj := p.lastHex.DirectionTo(s.hover); adj && s.doc.HasRoad(p.lastHex, s.hover) != left {
				s.doc.ToggleRoad(p.lastHex, s.hover)
			}
			p.lastHex = s.hover
		}
	case toolSelect:
		s.sel = editor.RectOf(p.lastHex, s.hover)
	}
}

// end finishes a press.
func (s *Editor) end() {
	if s.press.stroke {
		s.doc.EndStroke()
		s.press.stroke = false
	}
	if s.tool == toolSelect && s.selOK {
		r := s.sel
		s.message(fmt.Sprintf("Selected %d x %d hexes. Ctrl+C copies them.", r.Col1-r.Col0+1, r.Row1-r.Row0+1), false)
	}
}

// apply uses the tool at the hovered hex or hexside; first is set on the
// press itself, for the tools that act once per click.
func (s *Editor) apply(left, first bool) {
	d, h, side := s.doc, s.hover, s.sideName()
	switch s.tool {
	case toolTerrain:
		t := s.terrain
		if !left {
			t = hexmap.Clear
		}
		if s.fill {
			d.Fill(h, t)
		} else {
			d.Paint(h, s.brush, t)
		}
	case toolControl:
		c := s.side
		if !left {
			c = -1
		}
		d.PaintControl(h, s.brush, c)
	case toolRiver:
		if d.HasRiver(s.hoverSide) != left {
			d.ToggleRiver(s.hoverSide)
		}
	}
	if !first {
		return
	}
	switch s.tool {
	case toolBridge, toolBrokenBridge:
		s.toggleSide(left)
	case toolCanal:
		if s.hasCanal(h) != left {
			d.ToggleCanal(h)
		}
	case toolBrokenCanal:
		if s.hasBrokenCanal(h) != left {
			d.ToggleDestroyedCanal(h)
		}
	case toolSize:
		s.stepSize(left)
	case toolPort:
		p, _ := d.Place(h)
		p.Port = left
		d.SetPlace(p)
	case toolName:
		s.nameDialog(h, left)
	case toolObjective:
		step := 1
		if !left {
			step = -1
		}
		d.SetObjective(h, max(d.Objective(h)+step, 0))
	case toolFactory:
		s.stepFactory(left)
	case toolAirfield:
		if left {
			d.CycleAirfield(h, side)
		} else {
			d.RemoveAirfield(h)
		}
	case toolMulberry:
		if s.hasMulberry(h) != left {
			d.ToggleMulberry(h, side)
		}
	case toolStorm:
		at, ok := d.Storm()
		switch {
		case left && (!ok || at != h):
			d.SetStorm(h)
		case !left && ok:
			d.SetStorm(at)
		}
	case toolResource:
		pp, _ := d.Resource(h)
		if left {
			pp++
		} else {
			pp--
		}
		d.SetResource(h, pp, s.factoryKind)
	case toolUnit:
		if left {
			d.AddUnit(scenarios.UnitDef{Type: s.unitType, Side: side, At: h, CV: s.unitCV})
		} else {
			d.RemoveUnit(h)
		}
	}
}

// toggleSide sets or clears a bridge or its marker on the hovered hexside.
func (s *Editor) toggleSide(on bool) {
	f := s.doc.File()
	list := f.Bridges
	toggle := s.doc.ToggleBridge
	if s.tool == toolBrokenBridge {
		list, toggle = f.Destroyed.Bridges, s.doc.ToggleDestroyedBridge
	}
	has := false
	for _, b := range list {
		if b.Dir.Valid() && hexmap.SideOf(b.Hex, b.Dir) == s.hoverSide {
			has = true
		}
	}
	if has != on {
		toggle(s.hoverSide)
	}
}

func (s *Editor) hasCanal(h hexmap.Hex) bool {
	for _, c := range s.doc.File().Canals {
		if c == h {
			return true
		}
	}
	return false
}

func (s *Editor) hasBrokenCanal(h hexmap.Hex) bool {
	for _, c := range s.doc.File().Destroyed.Canals {
		if c == h {
			return true
		}
	}
	return false
}

func (s *Editor) hasMulberry(h hexmap.Hex) bool {
	for _, m := range s.doc.File().Mulberries {
		if m.At == h {
			return true
		}
	}
	return false
}

// stepSize raises or lowers a city's or town's size within the format's limits.
func (s *Editor) stepSize(up bool) {
	h := s.hover
	t, _ := s.doc.Terrain(h)
	if !t.IsSettlement() {
		s.message("Only cities and towns have a size: paint a city or town first.", true)
		return
	}
	p, _ := s.doc.Place(h)
	if up {
		p.Size = min(p.Size+1, scenarios.MaxPlaceSize)
	} else {
		p.Size = max(p.Size-1, 1)
	}
	s.doc.SetPlace(p)
}

// stepFactory adds a PP to the chosen factory type in the hovered hex, or
// takes one away and removes it below 0.
func (s *Editor) stepFactory(up bool) {
	h, k := s.hover, s.factoryKind
	pp, side := -1, s.sideName()
	for _, f := range s.doc.Factories(h) {
		if f.Type == k {
			pp, side = f.PP, f.Side
		}
	}
	if up {
		if pp >= 0 && side != s.sideName() {
			side = s.sideName()
		} else {
			pp++
		}
	} else {
		pp--
	}
	s.doc.SetFactory(h, k, pp, side)
}
