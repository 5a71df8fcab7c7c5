package editorview

import (
	"fmt"
	"image"
	"image/color"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"hexstorm/hexmap"
	"hexstorm/render/board"
	"hexstorm/render/widget"
	"hexstorm/scenarios"
)

// colProblem marks hexes with problems.
var colProblem = color.RGBA{230, 50, 40, 255}

// Draw implements app.Scene.
func (s *Editor) Draw(screen *ebiten.Image) {
	if s.width == 0 {
		s.width, s.height = screen.Bounds().Dx(), screen.Bounds().Dy()
		s.layout()
	}
	if !s.fitted {
		s.fit()
	}
	if s.Board != nil {
		s.drawMap(screen)
	}
	s.drawPalette(screen)
	s.drawPanel(screen)
	s.drawTopBar(screen)
	s.drawStatus(screen)
	if s.dlg != nil {
		s.dlg.draw(s, screen)
	}
}

// drawMap draws the board, the problem marks, the selection and the cursor.
func (s *Editor) drawMap(screen *ebiten.Image) {
	b, cam := s.Board, &s.Cam
	b.DrawMap(screen, cam)
	if b.State().Storm.On {
		b.DrawStorm(screen, cam, s.clock)
	}
	b.DrawUnits(screen, cam, board.UnitOptions{})
	for _, p := range s.doc.Problems() {
		switch {
		case p.Side != nil:
			a, c := p.Side.Hexes()
			s.edge(screen, hexmap.Hexside{Hex: a, Dir: p.Side.Dir}, colProblem, 6)
			if !s.doc.Contains(c) {
				b.OutlineHex(screen, cam, a, colProblem, 1)
			}
		case p.Hex != nil && s.doc.Contains(*p.Hex):
			b.FillHex(screen, cam, *p.Hex, colProblem, 0.35)
			b.OutlineHex(screen, cam, *p.Hex, colProblem, 1)
		}
	}
	if s.selOK {
		for row := s.sel.Row0; row <= s.sel.Row1; row++ {
			for col := s.sel.Col0; col <= s.sel.Col1; col++ {
				b.FillHex(screen, cam, hexmap.Offset{Col: col, Row: row}.Hex(), widget.ColAccent, 0.22)
			}
		}
	}
	if !s.hoverOK || s.dlg != nil {
		return
	}
	switch s.tool {
	case toolRiver, toolBridge, toolBrokenBridge:
		s.edge(screen, s.hoverSide, widget.ColHover, 4)
	case toolTerrain, toolControl:
		if s.fill && s.tool == toolTerrain {
			b.OutlineHex(screen, cam, s.hover, widget.ColAccent, 1)
			return
		}
		for _, h := range hexmap.Spiral(s.hover, s.brush) {
			if s.doc.Contains(h) {
				b.OutlineHex(screen, cam, h, widget.ColHover, 0.8)
			}
		}
	case toolSelect:
		if s.clipOK && s.press.button < 0 {
			o := s.clip.PasteOrigin(s.hover)
			for r := range s.clip.Height {
				for c := range s.clip.Width {
					if h := (hexmap.Offset{Col: o.Col + c, Row: o.Row + r}).Hex(); s.doc.Contains(h) {
						b.OutlineHex(screen, cam, h, widget.ColHover, 0.35)
					}
				}
			}
		}
		b.OutlineHex(screen, cam, s.hover, widget.ColHover, 0.8)
	default:
		b.OutlineHex(screen, cam, s.hover, widget.ColHover, 0.8)
	}
}

// edge draws a thick line along a hexside.
func (s *Editor) edge(screen *ebiten.Image, side hexmap.Hexside, c color.RGBA, width float32) {
	x0, y0, x1, y1 := s.Board.Layout().Edge(side.Hex, side.Dir)
	sx0, sy0 := s.Cam.WorldToScreen(x0, y0)
	sx1, sy1 := s.Cam.WorldToScreen(x1, y1)
	vector.StrokeLine(screen, float32(sx0), float32(sy0), float32(sx1), float32(sy1), width, c, true)
}

// drawPalette draws the tool buttons down the left.
func (s *Editor) drawPalette(screen *ebiten.Image) {
	u := s.ui
	u.FillRect(screen, image.Rect(0, widget.TopBarHeight, edPaletteW, s.height), widget.ColPanel, 0.97)
	u.FillRect(screen, image.Rect(edPaletteW-1, widget.TopBarHeight, edPaletteW, s.height), widget.ColPanelEdge, 1)
	for i := range s.palette {
		b := &s.palette[i]
		if b.heading != "" {
			u.Text(screen, b.heading, u.Small, float64(b.Rect.Min.X), float64(b.Rect.Min.Y-10), text.AlignStart, text.AlignCenter, widget.ColMuted, 1)
		}
		on := b.on != nil && b.on(s)
		u.DrawButton(screen, &b.Button, u.Small, on)
		if b.heading == "Side  (Tab)" {
			// The chosen side's block colour.
			r := image.Rect(b.Rect.Min.X+8, b.Rect.Min.Y+6, b.Rect.Min.X+22, b.Rect.Max.Y-6)
			u.BoxColored(screen, r, widget.StyleSwatch, s.side, 1)
		}
		if t, ok := terrainOfLabel(b.Label); ok {
			// A swatch of the terrain's colour at the button's left.
			r := image.Rect(b.Rect.Min.X+5, b.Rect.Min.Y+6, b.Rect.Min.X+17, b.Rect.Max.Y-6)
			u.FillRect(screen, r, board.TerrainColor(t), 1)
		}
	}
}

// terrainOfLabel finds the terrain a palette label names.
func terrainOfLabel(label string) (hexmap.Terrain, bool) {
	t, err := hexmap.ParseTerrain(strings.ToLower(label))
	return t, err == nil
}

// drawTopBar draws the title, the state of the file and the buttons.
func (s *Editor) drawTopBar(screen *ebiten.Image) {
	u := s.ui
	u.FillRect(screen, image.Rect(0, 0, s.width, widget.TopBarHeight), widget.ColPanel, 0.97)
	u.FillRect(screen, image.Rect(0, widget.TopBarHeight-1, s.width, widget.TopBarHeight), widget.ColPanelEdge, 1)
	title := "Map editor · " + s.title
	if s.Dirty() {
		title += " *"
	}
	u.Text(screen, title, u.Heading, 14, widget.TopBarHeight/2, text.AlignStart, text.AlignCenter, widget.ColText, 1)
	for i := range s.topbar {
		u.DrawButton(screen, &s.topbar[i].Button, u.Bold, false)
	}
}

// drawStatus draws the message or the tool's help over the bottom of the map.
func (s *Editor) drawStatus(screen *ebiten.Image) {
	u := s.ui
	v := s.view()
	msg, c := toolHelp[s.tool], widget.ColMuted
	if s.Msg.Text != "" && s.clock-s.Msg.At < 8 {
		msg, c = s.Msg.Text, widget.ColText
		if s.Msg.Err {
			c = colProblemText
		}
	}
	if s.hoverOK {
		msg = s.hover.String() + "  ·  " + msg
	}
	r := image.Rect(v.Min.X, v.Max.Y-30, v.Max.X, v.Max.Y)
	u.FillRect(screen, r, widget.ColPanel, 0.88)
	u.Text(screen, msg, u.Small, float64(r.Min.X+10), float64(r.Min.Y+15), text.AlignStart, text.AlignCenter, c, 1)
}

// panelLine is one line of the right panel, placed by layoutPanel.
type panelLine struct {
	text string
	face *text.GoTextFace
	c    color.RGBA
	x, y float64
	// bar marks the first line of a problem with a red bar at its left.
	bar image.Rectangle
}

// Colours of the problem list.
var (
	colProblemText = color.RGBA{255, 150, 130, 255}
	colNoProblem   = color.RGBA{140, 220, 150, 255}
)

// layoutPanel lays out the hovered hex's contents and the problem list,
// in Update, so that Draw only draws and clicks find the problems where
// they are drawn.
func (s *Editor) layoutPanel() {
	u := s.ui
	x0 := s.width - s.panelW()
	x, y := float64(x0+14), float64(widget.TopBarHeight+16)
	width := float64(s.panelW() - 28)
	s.panel = s.panel[:0]
	s.probRects = s.probRects[:0]
	add := func(t string, face *text.GoTextFace, c color.RGBA, x float64) {
		s.panel = append(s.panel, panelLine{text: t, face: face, c: c, x: x, y: y})
	}
	for i, line := range s.hexLines() {
		face, c := u.Small, widget.ColText
		if i == 0 {
			face, c = u.Bold, widget.ColAccent
		}
		for _, l := range widget.Wrap(line, face, width) {
			add(l, face, c, x)
			y += 18
		}
	}
	y += 14
	probs := s.doc.Problems()
	if len(probs) == 0 {
		add("No problems: ready to save and play", u.Bold, colNoProblem, x)
		return
	}
	add(fmt.Sprintf("Problems (%d) · click one to find it", len(probs)), u.Bold, colProblemText, x)
	y += 22
	for _, p := range probs {
		if y > float64(s.height-30) {
			add("…", u.Small, widget.ColMuted, x)
			break
		}
		top := int(y) - 10
		first := len(s.panel)
		for _, l := range widget.Wrap(problemText(p), u.Small, width-8) {
			add(l, u.Small, widget.ColText, x+8)
			y += 17
		}
		s.panel[first].bar = image.Rect(x0+14, top+2, x0+17, int(y)-8)
		s.probRects = append(s.probRects, image.Rect(x0, top, s.width, int(y)-4))
		y += 6
	}
}

// drawPanel draws the right panel as layoutPanel placed it.
func (s *Editor) drawPanel(screen *ebiten.Image) {
	u := s.ui
	x0 := s.width - s.panelW()
	u.FillRect(screen, image.Rect(x0, widget.TopBarHeight, s.width, s.height), widget.ColPanel, 0.97)
	u.FillRect(screen, image.Rect(x0, widget.TopBarHeight, x0+1, s.height), widget.ColPanelEdge, 1)
	for _, l := range s.panel {
		u.Text(screen, l.text, l.face, l.x, l.y, text.AlignStart, text.AlignCenter, l.c, 1)
		if !l.bar.Empty() {
			u.FillRect(screen, l.bar, colProblem, 1)
		}
	}
}

// problemText is the loader's message without the file name.
func problemText(p scenarios.Problem) string {
	p.File = ""
	return p.Error()
}

// hexLines describes the hovered hex: terrain, place, control, pieces and units.
func (s *Editor) hexLines() []string {
	if !s.hoverOK {
		summary := fmt.Sprintf("Map %d x %d hexes, %d units, %d sides.", s.doc.Width(), s.doc.Height(), len(s.doc.File().Units), len(s.doc.Sides()))
		if s.doc.Settings().Options.Strategic {
			summary += fmt.Sprintf(" Strategic layer on, %d major powers.", len(s.doc.Powers()))
		}
		return []string{"Point at a hex", summary}
	}
	d, h := s.doc, s.hover
	t, _ := d.Terrain(h)
	lines := []string{fmt.Sprintf("Hex %s · %s", h, t)}
	if p, ok := d.Place(h); ok {
		line := ""
		if p.Name != "" {
			line = p.Name + " "
		}
		if p.Size > 0 {
			line += fmt.Sprintf("size %d", p.Size)
		}
		if p.Port {
			line += ", port"
		}
		lines = append(lines, strings.TrimSpace(line))
	}
	if c := d.Control(h); c >= 0 && c < len(d.Sides()) {
		lines = append(lines, "Controlled by "+d.Sides()[c])
	}
	for _, f := range d.Factories(h) {
		lines = append(lines, fmt.Sprintf("%s factory %d PP (%s)", widget.Capitalize(f.Type), f.PP, f.Side))
	}
	if a, ok := d.Airfield(h); ok {
		kind := "Minor"
		if a.Major {
			kind = "Major"
		}
		lines = append(lines, kind+" airfield ("+a.Side+")")
	}
	if pp, kind := d.Resource(h); pp > 0 {
		if kind == "" {
			kind = "army"
		}
		lines = append(lines, fmt.Sprintf("Resource %d PP (into %s first)", pp, kind))
	}
	if s.hasMulberry(h) {
		lines = append(lines, "Mulberry harbour")
	}
	if s.hasCanal(h) {
		line := "Canal"
		if s.hasBrokenCanal(h) {
			line += " (destroyed)"
		}
		lines = append(lines, line)
	}
	if at, ok := d.Storm(); ok && at == h {
		lines = append(lines, "The Storm starts here")
	}
	if p := d.Objective(h); p > 0 {
		lines = append(lines, fmt.Sprintf("Objective worth %d", p))
	}
	for _, u := range d.Units(h) {
		cv := "full"
		if u.CV > 0 {
			cv = fmt.Sprintf("%d cv", u.CV)
		}
		lines = append(lines, fmt.Sprintf("%s %s (%s)", u.Side, unitLabel(u.Type), cv))
	}
	return lines
}
