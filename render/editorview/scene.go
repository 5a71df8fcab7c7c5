// Package editorview is the scenario editor: an editor.Doc shown on the
// shared map view (mapview), with its tool palette, the hex and problem
// panel, dialogs, and the user's scenario files. It reads its keys from the
// editor context of the tick's input and leaves by its Exits.
package editorview

import (
	"fmt"
	"image"
	"math"
	"os"
	"path/filepath"
	"strings"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"hexstorm/editor"
	"hexstorm/hexmap"
	"hexstorm/render/app"
	"hexstorm/render/board"
	"hexstorm/render/mapview"
	"hexstorm/render/widget"
	"hexstorm/scenarios"
)

// Editor layout: the tool palette on the left, the hex and problem panel
// on the right (narrower in a small window), the map between them below
// the top bar.
const (
	edPaletteW = 232
	edPanelW   = 320
	edPanelMin = 200
)

// panelW returns the width of the right panel for the window's width.
func (s *Editor) panelW() int { return min(max(s.width/4, edPanelMin), edPanelW) }

// Editor is the scenario editor: it shows an editor.Doc through the
// same board that draws games, applies the chosen tool where the player
// clicks or drags, and lists the loader's problems live. It holds no game
// state: test play loads the saved bytes into a new game of its own.
type Editor struct {
	ui    *widget.UI
	exits Exits
	// clock is the cosmetic clock of the last tick.
	clock float64
	doc   *editor.Doc
	// View is the board, the camera and the message line (package
	// mapview); the editor follows its presses itself (press).
	mapview.View
	// cursorX and cursorY are where the mouse is this tick.
	cursorX, cursorY int
	// boardGen is the document generation the board shows.
	boardGen int
	fitted   bool
	width    int
	height   int

	keys app.EditorKeys
	// scripted is set by tests, which fill keys themselves.
	scripted bool

	dir      string
	path     string
	savedGen int

	tool        edTool
	terrain     hexmap.Terrain
	brush       int
	fill        bool
	side        int
	factoryKind string
	unitType    string
	unitCV      int

	hover     hexmap.Hex
	hoverOK   bool
	hoverSide hexmap.Hexside
	press     edPress

	sel     editor.Rect
	selOK   bool
	clip    editor.Clip
	clipOK  bool
	palette []edButton
	topbar  []edButton
	dlg     *edDialog

	probRects []image.Rectangle
	panel     []panelLine
	// title is the scenario name as it fits the top bar.
	title string
}

// edPress follows one mouse press on the map.
type edPress struct {
	button   int // -1 when none
	startX   int
	startY   int
	lastX    int
	lastY    int
	lastHex  hexmap.Hex
	lastSide hexmap.Hexside
	// lastCorner is where a river drag stands: the corner of the last
	// hexside nearest the cursor.
	lastCorner editor.Corner
	// onMap is set once the press has touched the map.
	onMap  bool
	stroke bool
}

// Exits are the editor's ways out, given by the shell.
type Exits struct {
	// Title goes back to the title menu.
	Title func()
	// Play starts a test game of sc, whose way back is ed's BackFromPlay;
	// an error (the game could not be set up) stays in the editor.
	Play func(sc *scenarios.Scenario, ed *Editor) error
}

// New opens the editor on f; dir is the folder of the user's scenarios,
// where it saves and whose files it opens.
func New(ui *widget.UI, f scenarios.File, dir string, exits Exits) *Editor {
	s := &Editor{
		ui:          ui,
		exits:       exits,
		dir:         dir,
		terrain:     hexmap.Forest,
		factoryKind: "army",
		unitType:    "infantry",
		press:       edPress{button: -1},
	}
	s.buildButtons()
	s.setDoc(editor.New(f), "")
	return s
}

// setDoc switches to a document, as after New or Open.
func (s *Editor) setDoc(d *editor.Doc, path string) {
	s.doc = d
	s.path = path
	s.savedGen = d.Gen()
	s.selOK = false
	s.side = 0
	s.Board = nil
	s.boardGen = -1
	s.fitted = false
	s.refreshBoard()
}

// refreshBoard points the board at the document's preview after a change.
func (s *Editor) refreshBoard() {
	if s.boardGen == s.doc.Gen() && s.Board != nil {
		return
	}
	st := s.doc.Preview()
	if st == nil {
		return
	}
	if s.Board == nil {
		s.Board = board.New(st, s.ui.Palette)
	} else {
		resized := s.Board.State().Map.Width() != st.Map.Width() || s.Board.State().Map.Height() != st.Map.Height()
		s.Board.SetState(st)
		if resized {
			s.fitted = false
		}
	}
	s.ui.Dress(s.doc.File().Sides) // a side renamed may change its colour
	s.Board.SetPalette(s.ui.Palette)
	s.boardGen = s.doc.Gen()
}

// Dirty reports whether there are changes since the last save or open.
func (s *Editor) Dirty() bool { return s.doc.Gen() != s.savedGen }

// message shows a line in the message bar.
func (s *Editor) message(msg string, isErr bool) {
	s.Msg.Set(s.ui, msg, isErr, s.clock)
}

// view is the screen rectangle the map is drawn in.
func (s *Editor) view() image.Rectangle {
	return image.Rect(edPaletteW, widget.TopBarHeight, s.width-s.panelW(), s.height)
}

// fit shows the whole map in the view.
func (s *Editor) fit() {
	if s.Board == nil {
		return
	}
	s.Fit(s.view())
	s.fitted = true
}

// sideName returns the name of the chosen side, clamped to the sides there are.
func (s *Editor) sideName() string {
	sides := s.doc.Sides()
	if len(sides) == 0 {
		return ""
	}
	s.side = min(max(s.side, 0), len(sides)-1)
	return sides[s.side]
}

// Update implements app.Scene.
func (s *Editor) Update(ctx *app.Context) error {
	in := ctx.In
	s.clock = ctx.Clock
	if !s.scripted {
		s.keys = in.Editor
	}
	if s.width != in.Width || s.height != in.Height {
		s.width, s.height = in.Width, in.Height
		s.layout()
	}
	s.refreshBoard()
	if !s.fitted && s.width > 0 {
		s.fit()
	}
	if s.dlg != nil {
		s.dlg.update(s, in)
		s.refreshBoard()
		s.refreshLabels()
		return nil
	}
	s.shortcuts()
	if s.dlg != nil {
		s.refreshLabels()
		return nil
	}
	s.mouse(in)
	s.refreshBoard()
	s.panKeys(in)
	s.refreshLabels()
	return nil
}

// refreshLabels updates the panel and the buttons whose labels follow the
// editor's state; Draw only draws them.
func (s *Editor) refreshLabels() {
	for i := range s.palette {
		if b := &s.palette[i]; b.text != nil {
			b.Label = b.text(s)
		}
	}
	s.layoutPanel()
	s.fitTitle()
}

// fitTitle shortens the scenario name until the title clears the top bar's buttons.
func (s *Editor) fitTitle() {
	u := s.ui
	room := 200.0
	if len(s.topbar) > 0 {
		room = float64(s.topbar[0].Rect.Min.X-28) - u.TextWidth("Map editor ·  *", u.Heading)
	}
	name := []rune(s.doc.Settings().Name)
	s.title = string(name)
	// text.Advance measures without rendering, so trying lengths costs no images.
	for len(name) > 0 && text.Advance(s.title, u.Heading) > room {
		name = name[:len(name)-1]
		s.title = string(name) + "…"
	}
}

// shortcuts handles the editor's keyboard actions.
func (s *Editor) shortcuts() {
	k := &s.keys
	switch {
	case k.Just[app.EdUndo]:
		s.undo()
	case k.Just[app.EdRedo]:
		s.redo()
	case k.Just[app.EdCopy]:
		s.copySel()
	case k.Just[app.EdCut]:
		if s.copySel() {
			s.clearSel()
		}
	case k.Just[app.EdClear]:
		s.clearSel()
	case k.Just[app.EdPaste]:
		s.paste()
	case k.Just[app.EdSaveAs]:
		s.saveAs()
	case k.Just[app.EdSave]:
		s.save()
	case k.Just[app.EdOpen]:
		s.openDialog()
	case k.Just[app.EdNew]:
		s.newDialog()
	case k.Just[app.EdPlay]:
		s.testPlay()
	case k.Just[app.EdSettings]:
		s.settingsDialog()
	case k.Just[app.EdBrushUp]:
		s.brush = min(s.brush+1, maxBrush)
	case k.Just[app.EdBrushDown]:
		s.brush = max(s.brush-1, 0)
	case k.Just[app.EdFill]:
		s.tool, s.fill = toolTerrain, !s.fill
	case k.Just[app.EdNextSide]:
		s.side = (s.side + 1) % max(len(s.doc.Sides()), 1)
	case k.Just[app.EdEscape]:
		switch {
		case s.selOK:
			s.selOK = false
		default:
			s.leave()
		}
	}
	if k.Digit > 0 && k.Digit <= len(hexmap.Terrains()) {
		s.tool, s.terrain = toolTerrain, hexmap.Terrains()[k.Digit-1]
	}
}

// leave goes back to the title menu, asking first when there are unsaved changes.
func (s *Editor) leave() {
	if !s.Dirty() {
		s.exits.Title()
		return
	}
	s.confirm("Leave the editor? Changes since the last save are lost.", "Leave", s.exits.Title)
}

func (s *Editor) undo() {
	if !s.doc.Undo() {
		s.message("Nothing to undo.", false)
	}
}

func (s *Editor) redo() {
	if !s.doc.Redo() {
		s.message("Nothing to redo.", false)
	}
}

// copySel copies the selected block.
func (s *Editor) copySel() bool {
	if !s.selOK {
		s.message("Select a block first: choose Select and drag over the map.", true)
		return false
	}
	c, ok := s.doc.Copy(s.sel)
	if ok {
		s.clip, s.clipOK = c, true
		s.message(fmt.Sprintf("Copied %d x %d hexes. Ctrl+V pastes with the top-left corner at the hex under the mouse.", c.Width, c.Height), false)
	}
	return ok
}

// clearSel empties the selected block.
func (s *Editor) clearSel() {
	if !s.selOK {
		s.message("Select a block first: choose Select and drag over the map.", true)
		return
	}
	s.doc.Clear(s.sel)
}

// paste pastes the clip at the hovered hex.
func (s *Editor) paste() {
	switch {
	case !s.clipOK:
		s.message("Nothing copied yet: select a block and press Ctrl+C.", true)
	case !s.hoverOK:
		s.message("Point at the hex where the pasted block's top-left corner goes.", true)
	case s.doc.Paste(s.clip, s.hover):
		s.message(fmt.Sprintf("Pasted %d x %d hexes.", s.clip.Width, s.clip.Height), false)
	}
}

// save writes the scenario to its file, or to a new file in the user's
// folder named after the scenario. A scenario never saved asks for its
// name first, the current one offered, so a new map is not saved as "New
// scenario" unawares.
func (s *Editor) save() {
	if s.path != "" {
		s.writeTo(s.path)
		return
	}
	s.prompt("Save as: the scenario's name (its file is named after it)", s.doc.Settings().Name, scenarios.MaxNameLen*4, func(s *Editor, v string) {
		if v = strings.TrimSpace(v); v == "" {
			s.message("A scenario needs a name to be saved.", true)
			return
		}
		setting(s, func(st *editor.Settings) { st.Name = v })
		s.saveAs()
	})
}

// saveAs writes the scenario to a file in the user's folder named after
// the scenario, asking before it replaces another file.
func (s *Editor) saveAs() {
	path := filepath.Join(s.dir, fileSlug(s.doc.Settings().Name)+".json")
	if _, err := os.Stat(path); err == nil && path != s.path {
		s.confirm("Replace "+path+"?", "Replace", func() { s.writeTo(path) })
		return
	}
	s.writeTo(path)
}

// writeTo writes the scenario to path atomically.
func (s *Editor) writeTo(path string) {
	data, err := s.doc.Encode()
	if err == nil {
		err = saveScenario(path, data)
	}
	if err != nil {
		s.message("Cannot save: "+err.Error(), true)
		return
	}
	s.path, s.savedGen = path, s.doc.Gen()
	note := ""
	if n := len(s.doc.Problems()); n > 0 {
		note = fmt.Sprintf(" It has %d problem(s) to fix before it can be played.", n)
	}
	s.message("Saved to "+path+"."+note, false)
}

// panKeys pans and zooms with the shared map keys.
func (s *Editor) panKeys(in *app.Input) {
	if s.keys.Ctrl {
		return
	}
	v := s.view()
	s.KeyPan(in, mapview.KeyPanSpeed, float64(v.Min.X+v.Dx()/2), float64(v.Min.Y+v.Dy()/2))
	if in.Just[app.ActFit] {
		s.fit()
	}
	if s.Board != nil {
		s.Clamp(v)
	}
}

// hexUnder finds the hex and the nearest hexside under a screen point.
func (s *Editor) hexUnder(x, y int) (hexmap.Hex, hexmap.Hexside, bool) {
	if s.Board == nil || !image.Pt(x, y).In(s.view()) {
		return hexmap.Hex{}, hexmap.Hexside{}, false
	}
	wx, wy := s.Cam.ScreenToWorld(float64(x), float64(y))
	l := s.Board.Layout()
	h := l.HexAt(wx, wy)
	best, bestD := hexmap.North, math.Inf(1)
	for _, d := range hexmap.Directions {
		ex, ey := l.EdgeMid(h, d)
		if dd := math.Hypot(ex-wx, ey-wy); dd < bestD {
			best, bestD = d, dd
		}
	}
	return h, hexmap.SideOf(h, best), s.doc.Contains(h)
}

// cornerNear returns the end of side nearer the screen point (x, y): a
// corner lies at the centre of the three hexes that meet there.
func (s *Editor) cornerNear(side hexmap.Hexside, x, y int) editor.Corner {
	wx, wy := s.Cam.ScreenToWorld(float64(x), float64(y))
	l := s.Board.Layout()
	ends := editor.SideCorners(side)
	dist := func(c editor.Corner) float64 {
		var cx, cy float64
		for _, h := range c {
			hx, hy := l.Center(h)
			cx, cy = cx+hx/3, cy+hy/3
		}
		return math.Hypot(cx-wx, cy-wy)
	}
	if dist(ends[1]) < dist(ends[0]) {
		return ends[1]
	}
	return ends[0]
}

// mouse handles the wheel, the palette, the panels and presses on the map.
func (s *Editor) mouse(in *app.Input) {
	s.hover, s.hoverSide, s.hoverOK = s.hexUnder(in.MouseX, in.MouseY)
	s.cursorX, s.cursorY = in.MouseX, in.MouseY
	if image.Pt(in.MouseX, in.MouseY).In(s.view()) {
		s.WheelZoom(in)
	}
	p := &s.press
	if p.button < 0 {
		for b := range in.Pressed {
			if !in.Pressed[b] {
				continue
			}
			if b == app.MouseLeft && s.clickButtons(in.MouseX, in.MouseY) {
				return
			}
			if !image.Pt(in.MouseX, in.MouseY).In(s.view()) {
				if b == app.MouseLeft {
					s.clickPanel(in.MouseX, in.MouseY)
				}
				return
			}
			*p = edPress{button: b, startX: in.MouseX, startY: in.MouseY, lastX: in.MouseX, lastY: in.MouseY}
			s.begin(b)
			break
		}
		return
	}
	if p.button == app.MouseMiddle {
		s.Cam.Pan(float64(in.MouseX-p.lastX), float64(in.MouseY-p.lastY))
	} else if s.hoverOK {
		s.drag(p.button == app.MouseLeft)
	}
	p.lastX, p.lastY = in.MouseX, in.MouseY
	if !in.Down[p.button] {
		s.end()
		p.button = -1
	}
}

// clickButtons presses a palette or top bar button under (x, y).
func (s *Editor) clickButtons(x, y int) bool {
	for _, list := range [][]edButton{s.topbar, s.palette} {
		for i := range list {
			if list[i].Hit(x, y) {
				list[i].do(s)
				return true
			}
		}
	}
	return false
}

// clickPanel handles a click on the right panel: a problem jumps to its hex.
func (s *Editor) clickPanel(x, y int) {
	probs := s.doc.Problems()
	for i, r := range s.probRects {
		if i < len(probs) && image.Pt(x, y).In(r) {
			if h, ok := problemHex(probs[i]); ok {
				s.centerOn(h)
			}
			return
		}
	}
}

// problemHex returns the hex a problem points at.
func problemHex(p scenarios.Problem) (hexmap.Hex, bool) {
	switch {
	case p.Side != nil:
		return p.Side.Hex, true
	case p.Hex != nil:
		return *p.Hex, true
	}
	return hexmap.Hex{}, false
}

// centerOn moves the camera to h.
func (s *Editor) centerOn(h hexmap.Hex) {
	if s.Board == nil {
		return
	}
	v := s.view()
	wx, wy := s.Board.Layout().Center(h)
	s.Cam.CenterOn(wx, wy, float64(v.Min.X), float64(v.Min.Y), float64(v.Dx()), float64(v.Dy()))
}
