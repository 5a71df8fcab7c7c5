package menus

import (
	"fmt"
	"image"
	"math"
	"path/filepath"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"hexstorm/render/app"
	"hexstorm/render/board"
	"hexstorm/render/editorview"
	"hexstorm/render/widget"
	"hexstorm/scenarios"
	"hexstorm/tutorial"
)

// scenarioEntry is one scenario of the list: a built-in, or a file of the
// player's own (saved from the editor) with why it does not load, if so.
type scenarioEntry struct {
	scenarios.Info
	// path is the player's own file; "" for a built-in.
	path string
	// sc is the player's scenario, loaded when the list is made; err says
	// what is wrong with a file that does not load.
	sc  *scenarios.Scenario
	err string
}

// key names the entry in the scene's caches.
func (e scenarioEntry) key() string {
	if e.path != "" {
		return "file:" + e.path
	}
	return e.ID
}

// scenarioEntries lists the built-in scenarios, the training scenario
// first (where a new player should start), then the player's own from the
// editor's folder, each loaded to show its name and description; a file
// that does not load stays listed under its file name with the loader's
// message, so nothing the player saved silently disappears.
func scenarioEntries(dir string) []scenarioEntry {
	var out []scenarioEntry
	for _, info := range scenarios.Builtins() {
		out = append(out, scenarioEntry{Info: info})
	}
	// The training scenario first, the others in their order.
	slices.SortStableFunc(out, func(a, b scenarioEntry) int {
		return cmpBool(b.ID == tutorial.ScenarioID, a.ID == tutorial.ScenarioID)
	})
	files, err := editorview.ScenarioFiles(dir)
	if err != nil {
		out = append(out, scenarioEntry{Info: scenarios.Info{ID: dir, Name: "Your scenarios"}, path: dir,
			err: "The folder of your scenarios cannot be read: " + err.Error()})
		return out
	}
	for _, path := range files {
		e := scenarioEntry{path: path}
		sc, err := editorview.LoadScenarioFile(path)
		if err != nil {
			e.Name, e.err = filepath.Base(path), fmt.Sprintf("%s does not load: %v", path, err)
			e.Description = "This file does not load."
		} else {
			e.sc, e.Name, e.Description = sc, sc.Name, sc.Description
		}
		e.ID = e.key()
		out = append(out, e)
	}
	return out
}

// cmpBool orders false before true.
func cmpBool(a, b bool) int {
	switch {
	case a == b:
		return 0
	case a:
		return 1
	}
	return -1
}

// ScenarioList lists the built-in scenarios and the player's own with their
// descriptions and a preview of each map, and starts the chosen one.
type ScenarioList struct {
	ui       *widget.UI
	title    app.Scene
	drawBack func(*ebiten.Image)
	start    func(sc *scenarios.Scenario, list *ScenarioList)
	list     []scenarioEntry
	items    []widget.Button
	focus    int
	startB   widget.Button
	ret      widget.Button
	// hotStart and hotBack light the buttons under the mouse.
	hotStart, hotBack bool
	lastMX, lastMY    int

	loaded  map[string]*scenarios.Scenario
	errs    map[string]string
	preview *ebiten.Image
	prevID  string
	desc    []string
	descKey string
	descW   int
	facts   string
	factsID string
	firsts  []string
	firstW  int
	panel   image.Rectangle
	detail  image.Rectangle
	// scroll is the first entry shown when the list is longer than the
	// panel; above and below count the entries out of view.
	scroll, above, below int
}

// NewScenarioList lists the built-in scenarios and the player's own from
// dir over drawBack; Esc and Back lead to title, Start hands the chosen
// scenario to start. The cursor is where the mouse stands, so that only a
// move of it focuses an entry.
func NewScenarioList(ui *widget.UI, title app.Scene, drawBack func(*ebiten.Image), dir string, cursor image.Point, start func(sc *scenarios.Scenario, list *ScenarioList)) *ScenarioList {
	s := &ScenarioList{
		ui: ui, title: title, drawBack: drawBack, start: start, list: scenarioEntries(dir),
		loaded: map[string]*scenarios.Scenario{}, errs: map[string]string{},
		startB: widget.Button{Label: "Start"}, ret: widget.Button{Label: "Back"},
		lastMX: cursor.X, lastMY: cursor.Y,
	}
	s.items = make([]widget.Button, len(s.list))
	for i, info := range s.list {
		s.items[i].Label = info.Name
	}
	return s
}

// layout places the panel, the list and the buttons for a w x h screen.
func (s *ScenarioList) layout(w, h int) {
	pw, ph := min(1120, w-60), min(680, h-100)
	x0, y0 := (w-pw)/2, (h-ph)/2+20
	s.panel = image.Rect(x0, y0, x0+pw, y0+ph)
	listW := min(340, pw/3)
	// Items shrink to fit a long list; below 44 pixels they show names
	// only; a list longer still scrolls, keeping the focused entry in view.
	const heading = 24 // room for the "Your scenarios" heading
	avail := ph - 56 - 24
	n := len(s.items)
	step := 76
	if n > 0 {
		step = min(76, max(40, (avail-heading)/n))
	}
	vis := max(1, (avail-heading)/step)
	if n <= vis {
		s.scroll = 0
	} else {
		s.scroll = min(max(s.scroll, s.focus-vis+1), s.focus, n-vis)
		s.scroll = max(s.scroll, 0)
	}
	s.above, s.below = s.scroll, max(0, n-s.scroll-vis)
	y := y0 + 56
	for i := range s.items {
		if i < s.scroll || i >= s.scroll+vis {
			s.items[i].Rect = image.Rectangle{}
			continue
		}
		if s.list[i].path != "" && (i == s.scroll || s.list[i-1].path == "") {
			y += heading
		}
		s.items[i].Rect = image.Rect(x0+16, y, x0+16+listW, y+step-8)
		y += step
	}
	s.detail = image.Rect(x0+listW+36, y0+16, x0+pw-20, y0+ph-16)
	by := s.detail.Max.Y - 46
	s.startB.Rect = image.Rect(s.detail.Max.X-180, by, s.detail.Max.X, by+46)
	s.ret.Rect = image.Rect(s.detail.Max.X-340, by, s.detail.Max.X-196, by+46)
}

// Scenario loads (once) and returns the focused scenario, or nil and what
// is wrong with it.
func (s *ScenarioList) Scenario() (*scenarios.Scenario, string) {
	if len(s.list) == 0 {
		return nil, "no built-in scenarios"
	}
	e := s.list[s.focus]
	if e.path != "" {
		return e.sc, e.err
	}
	id := e.ID
	if sc, ok := s.loaded[id]; ok {
		return sc, ""
	}
	if msg, ok := s.errs[id]; ok {
		return nil, msg
	}
	sc, err := scenarios.Builtin(id)
	if err != nil {
		s.errs[id] = err.Error()
		return nil, err.Error()
	}
	s.loaded[id] = sc
	return sc, ""
}

// launch starts a game of the focused scenario.
func (s *ScenarioList) launch() {
	sc, _ := s.Scenario()
	if sc == nil {
		return
	}
	s.start(sc, s)
}

// Update implements app.Scene.
func (s *ScenarioList) Update(ctx *app.Context) error {
	in := ctx.In
	s.layout(in.Width, in.Height)
	if in.Just[app.ActBack] {
		ctx.Scenes.GoTo(s.title)
		return nil
	}
	if n := len(s.items); n > 0 {
		if in.Repeat[app.ActDown] {
			s.focus = (s.focus + 1) % n
		}
		if in.Repeat[app.ActUp] {
			s.focus = (s.focus + n - 1) % n
		}
	}
	if in.Wheel != 0 && image.Pt(in.MouseX, in.MouseY).In(s.panel) && !image.Pt(in.MouseX, in.MouseY).In(s.detail) {
		// The wheel moves the focus, which scrolls the list with it.
		if n := len(s.items); n > 0 {
			s.focus = min(max(s.focus-int(math.Copysign(1, in.Wheel)), 0), n-1)
		}
	}
	moved := in.MouseX != s.lastMX || in.MouseY != s.lastMY
	s.lastMX, s.lastMY = in.MouseX, in.MouseY
	s.hotStart, s.hotBack = s.startB.Hit(in.MouseX, in.MouseY), s.ret.Hit(in.MouseX, in.MouseY)
	for i := range s.items {
		if s.items[i].Hit(in.MouseX, in.MouseY) && (moved || in.Clicked()) {
			s.focus = i
		}
	}
	switch {
	case in.Clicked() && s.hotBack:
		ctx.Scenes.GoTo(s.title)
	case in.Clicked() && s.hotStart, in.Just[app.ActConfirm]:
		s.launch()
	}
	// The focus may have moved out of view: scroll to it.
	s.layout(in.Width, in.Height)
	return nil
}

// Focus is the index of the focused entry.
func (s *ScenarioList) Focus() int { return s.focus }

// Entry describes entry i: its name, the player's file ("" for a
// built-in) and why the file does not load ("" when it does).
func (s *ScenarioList) Entry(i int) (name, path, problem string) {
	e := s.list[i]
	return e.Name, e.path, e.err
}

// Shown is the focused scenario's facts line and description lines as
// the last Draw showed them.
func (s *ScenarioList) Shown() (facts string, desc []string) { return s.facts, s.desc }

// InView is the focused entry's rectangle and the panel's, and how many
// entries are scrolled out of view above, from the last layout.
func (s *ScenarioList) InView() (entry, panel image.Rectangle, above int) {
	return s.items[s.focus].Rect, s.panel, s.above
}

// DrawBackdrop draws what the list is drawn over, for the screens it leads to.
func (s *ScenarioList) DrawBackdrop(screen *ebiten.Image) { s.drawBack(screen) }

// Draw implements app.Scene.
func (s *ScenarioList) Draw(screen *ebiten.Image) {
	s.drawBack(screen)
	u := s.ui
	w, h := screen.Bounds().Dx(), screen.Bounds().Dy()
	s.layout(w, h)
	u.Text(screen, "Choose a scenario", u.Heading, float64(s.panel.Min.X), float64(s.panel.Min.Y-20), text.AlignStart, text.AlignEnd, widget.ColText, 1)
	u.Panel(screen, s.panel, 0.94)
	if len(s.list) > 0 && s.list[s.scroll].path == "" {
		u.Text(screen, "Built-in scenarios", u.Small, float64(s.panel.Min.X+20), float64(s.panel.Min.Y+30), text.AlignStart, text.AlignCenter, widget.ColMuted, 1)
	}
	if s.above > 0 {
		u.Text(screen, fmt.Sprintf("%d more above", s.above), u.Small, float64(s.panel.Min.X+16+min(340, s.panel.Dx()/3)), float64(s.panel.Min.Y+30), text.AlignEnd, text.AlignCenter, widget.ColMuted, 1)
	}
	if s.below > 0 {
		u.Text(screen, fmt.Sprintf("%d more below (wheel or arrow keys)", s.below), u.Small, float64(s.panel.Min.X+20), float64(s.panel.Max.Y-14), text.AlignStart, text.AlignCenter, widget.ColMuted, 1)
	}
	for i := range s.items {
		it := &s.items[i]
		if it.Rect.Empty() {
			continue
		}
		if s.list[i].path != "" && (i == s.scroll || s.list[i-1].path == "") {
			u.Text(screen, "Your scenarios, saved from the editor", u.Small, float64(it.Rect.Min.X+4), float64(it.Rect.Min.Y-12), text.AlignStart, text.AlignCenter, widget.ColMuted, 1)
		}
		hot := i == s.focus
		if hot {
			u.Box(screen, it.Rect, widget.StyleButtonHot, 1)
		} else {
			u.Box(screen, it.Rect, widget.StyleItem, 0.9)
		}
		col := widget.ColText
		if s.list[i].err != "" {
			col = widget.ColError
		}
		if it.Rect.Dy() < 44 {
			u.Text(screen, it.Label, u.Bold, float64(it.Rect.Min.X+14), float64(it.Rect.Min.Y+it.Rect.Dy()/2), text.AlignStart, text.AlignCenter, col, 1)
			continue
		}
		u.Text(screen, it.Label, u.Bold, float64(it.Rect.Min.X+14), float64(it.Rect.Min.Y+22), text.AlignStart, text.AlignCenter, col, 1)
		if s.firstW != it.Rect.Dx() || len(s.firsts) != len(s.items) {
			s.firsts = s.firsts[:0]
			for _, info := range s.list {
				s.firsts = append(s.firsts, firstSentence(info.Description, u.Small, float64(it.Rect.Dx()-28)))
			}
			s.firstW = it.Rect.Dx()
		}
		u.Text(screen, s.firsts[i], u.Small, float64(it.Rect.Min.X+14), float64(it.Rect.Min.Y+47), text.AlignStart, text.AlignCenter, widget.ColMuted, 1)
	}
	if len(s.items) == 0 {
		u.Text(screen, "No scenarios are built in.", u.Body, float64(s.panel.Min.X+20), float64(s.panel.Min.Y+70), text.AlignStart, text.AlignCenter, widget.ColMuted, 1)
	}
	s.drawDetail(screen)
	u.DrawButton(screen, &s.ret, u.Bold, s.hotBack)
	// Start is the screen's main action, so it is always lit.
	u.DrawButton(screen, &s.startB, u.Heading, true)
}

// drawDetail draws the focused scenario's name, facts, map preview and
// description.
func (s *ScenarioList) drawDetail(screen *ebiten.Image) {
	u := s.ui
	d := s.detail
	sc, msg := s.Scenario()
	if sc == nil {
		if msg != "" {
			for i, line := range widget.Wrap(msg, u.Body, float64(d.Dx())) {
				u.Text(screen, line, u.Body, float64(d.Min.X), float64(d.Min.Y+20+i*22), text.AlignStart, text.AlignCenter, widget.ColError, 1)
			}
		}
		return
	}
	x, y := float64(d.Min.X), float64(d.Min.Y)
	e := s.list[s.focus]
	// The caches go by entry: a file of the player's may share a
	// built-in's id.
	key := e.key()
	u.Text(screen, sc.Name, u.Heading, x, y+16, text.AlignStart, text.AlignCenter, widget.ColText, 1)
	m := sc.Setup.Map
	if s.factsID != key {
		s.facts, s.factsID = ScenarioFacts(sc), key
		if e.path != "" {
			s.facts = "Your scenario, " + filepath.Base(e.path) + " · " + s.facts
		}
	}
	u.Text(screen, s.facts, u.Small, x, y+44, text.AlignStart, text.AlignCenter, widget.ColMuted, 1)
	// The description, wrapped to the panel, and above it a preview of the
	// map in whatever room the description leaves.
	if s.descKey != key || s.descW != d.Dx() {
		s.desc = widget.Wrap(spacedParagraphs(sc.Description), u.Body, float64(d.Dx()))
		s.descKey, s.descW = key, d.Dx()
	}
	lh := widget.LineHeight(u.Body)
	top, bottom := y+64, float64(s.startB.Rect.Min.Y)-14
	ph := int(math.Min(260, bottom-top-float64(len(s.desc))*lh-20))
	pw := 0
	if ph >= 100 {
		pw, ph = board.MinimapSize(m.Width(), m.Height(), d.Dx(), ph)
	} else {
		ph = 0
	}
	if ph > 0 {
		if s.preview == nil || s.prevID != key || s.preview.Bounds().Dx() != pw || s.preview.Bounds().Dy() != ph {
			if s.preview != nil {
				s.preview.Deallocate()
			}
			s.preview = ebiten.NewImage(pw, ph)
			dots := make([]board.Dot, len(sc.Setup.Units))
			for i, un := range sc.Setup.Units {
				dots[i] = board.Dot{Hex: un.Hex, Side: un.Side}
			}
			// In the colours the sides will wear in the game.
			board.PaintMinimap(s.preview, m, sc.Setup.Control, dots, u.Palette.Dressed(scenarios.SideColours(sc.File.Sides)))
			s.prevID = key
		}
		var op ebiten.DrawImageOptions
		op.GeoM.Translate(x, top)
		screen.DrawImage(s.preview, &op)
		top += float64(ph) + 20
	}
	ty := top + lh/2
	for i, line := range s.desc {
		if ty+lh > bottom && i < len(s.desc)-1 {
			u.Text(screen, line+" …", u.Body, x, ty, text.AlignStart, text.AlignCenter, widget.ColText, 0.92)
			break
		}
		u.Text(screen, line, u.Body, x, ty, text.AlignStart, text.AlignCenter, widget.ColText, 0.92)
		ty += lh
	}
	if msg := s.errs[sc.ID]; msg != "" {
		u.Text(screen, msg, u.Small, x, float64(s.startB.Rect.Min.Y)-14, text.AlignStart, text.AlignCenter, widget.ColError, 1)
	}
}

// ScenarioFacts sums a scenario up in one line: size, sides, units, turns.
func ScenarioFacts(sc *scenarios.Scenario) string {
	m := sc.Setup.Map
	sides := make([]string, len(sc.Setup.Sides))
	for i, sd := range sc.Setup.Sides {
		sides[i] = sd.Name
	}
	facts := fmt.Sprintf("%d × %d hexes · %s · %d units", m.Width(), m.Height(), strings.Join(sides, " vs "), len(sc.Setup.Units))
	if t := sc.Setup.Victory.Turns; t > 0 {
		facts += fmt.Sprintf(" · %d turns", t)
	}
	return facts
}

// firstSentence returns the first sentence of s, cut with an ellipsis to
// fit width in face.
func firstSentence(s string, face *text.GoTextFace, width float64) string {
	s, _, _ = strings.Cut(s, "\n")
	if i := strings.Index(s, ". "); i >= 0 {
		s = s[:i+1]
	}
	if text.Advance(s, face) <= width {
		return s
	}
	r := []rune(s)
	for len(r) > 0 && text.Advance(string(r)+"…", face) > width {
		r = r[:len(r)-1]
	}
	return strings.TrimSpace(string(r)) + "…"
}

// spacedParagraphs puts one blank line between the paragraphs of a
// description (its lines), however many the author typed, so paragraphs
// read apart in the list.
func spacedParagraphs(s string) string {
	var paras []string
	for _, p := range strings.Split(s, "\n") {
		if strings.TrimSpace(p) != "" {
			paras = append(paras, p)
		}
	}
	return strings.Join(paras, "\n\n")
}
