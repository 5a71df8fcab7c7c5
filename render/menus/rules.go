// Package menus holds the window's screens other than the map, the replay
// viewer and the editor; so far the rules reference (F1, or the title's
// Rules), the loading screen, the settings screen, the hot-seat handoff and
// recap, the game menu (Esc) and the victory screen.
// A menu is given the widgets, the scenes it leads to and what it shows (a
// SettingsSource, a finished session), and reads the tick's input from its
// app.Context.
package menus

import (
	"fmt"
	"image"
	"image/color"
	"strings"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"hexstorm/render/app"
	"hexstorm/render/widget"
	"hexstorm/session"
	"hexstorm/sim"
)

// Rules is the in-game rules reference: a list of topics on the left,
// the text on the right, scrolled with the wheel and the arrows, filtered
// by typing. F1 opens it from the map (on How to play, the current phase
// marked); the title menu's Rules entry opens it too. Esc or F1 goes back.
type Rules struct {
	back     app.Scene
	drawBack func(screen *ebiten.Image)
	ui       *widget.UI
	topics   []ruleTopic
	// query is the search typed so far; shown the topics it matches (all
	// when empty), in order.
	query string
	shown []int
	// sel is the selected topic (an index into topics), scroll the first
	// line of the text shown and listTop the first row of the list shown.
	sel, scroll, listTop int
	// typed is text typed this tick that the window did not deliver as
	// input characters: tests put their typing here.
	typed []rune
	// lines is the text of the selected topic's page (or of the search's
	// matches) wrapped to the panel; lineKey says what it was built for.
	lines   []rulesLine
	lineKey string
	starts  map[int]int // first line of each topic in lines
	rows    []rulesRow
	lastW   int
	lastH   int
	lastMX  int
	lastMY  int
}

// rulesLine is one line of the text on the right.
type rulesLine struct {
	s      string
	indent int
	// keyed lines start with keys ("F1 / Slash: ..."), drawn in the accent.
	keyed bool
	face  *text.GoTextFace
	col   color.RGBA
	topic int
}

// rulesRow is one row of the list on the left: a page's name or a topic.
type rulesRow struct {
	page  rulesPage
	topic int // -1 for a page's name
}

// rulesLineH is the height of a line of the text and of a row of the list.
const rulesLineH = 22

// NewRules opens the reference over back (drawn by drawBack), for the game
// in st (nil from the title menu), on the How to play page; cursor is where
// the mouse is as it opens, so that a still cursor selects nothing.
func NewRules(ui *widget.UI, back app.Scene, drawBack func(*ebiten.Image), st *sim.State, cursor image.Point) *Rules {
	s := &Rules{back: back, drawBack: drawBack, ui: ui, topics: rulesTopics(st), lastMX: cursor.X, lastMY: cursor.Y}
	s.filter()
	return s
}

// filter recomputes the topics the query matches and selects the first.
func (s *Rules) filter() {
	s.shown = s.shown[:0]
	q := strings.ToLower(strings.TrimSpace(s.query))
	for i, t := range s.topics {
		if q == "" || strings.Contains(strings.ToLower(t.title+"\n"+t.body+"\n"+t.source), q) {
			s.shown = append(s.shown, i)
		}
	}
	s.rows = s.rows[:0]
	for p := range pageCount {
		header := false
		for _, i := range s.shown {
			if s.topics[i].page != p {
				continue
			}
			if !header {
				s.rows = append(s.rows, rulesRow{page: p, topic: -1})
				header = true
			}
			s.rows = append(s.rows, rulesRow{page: p, topic: i})
		}
	}
	s.sel, s.scroll, s.listTop = -1, 0, 0
	if len(s.shown) > 0 {
		s.sel = s.shown[0]
	}
	s.lineKey = ""
}

// matches returns the titles of the topics shown, for tests.
func (s *Rules) matches() []string {
	var out []string
	for _, i := range s.shown {
		out = append(out, s.topics[i].title)
	}
	return out
}

// layout returns the panel, the list and the text areas for a w x h screen.
func rulesLayout(w, h int) (panel, list, body image.Rectangle) {
	panel = image.Rect(24, widget.TopBarHeight+6, w-24, h-14)
	list = image.Rect(panel.Min.X+14, panel.Min.Y+64, panel.Min.X+14+min(280, w/4), panel.Max.Y-34)
	body = image.Rect(list.Max.X+24, panel.Min.Y+64, panel.Max.X-20, panel.Max.Y-34)
	return
}

// build wraps the text for the body width, when the page, the query or the
// width changed.
func (s *Rules) build(width int) {
	page := rulesPage(-1)
	if s.query == "" && s.sel >= 0 {
		page = s.topics[s.sel].page
	}
	key := s.query + "\x00" + string(rune('0'+page)) + "\x00" + string(rune(width))
	if key == s.lineKey {
		return
	}
	s.lineKey = key
	s.lines = s.lines[:0]
	s.starts = map[int]int{}
	u := s.ui
	w := float64(width)
	add := func(str string, face *text.GoTextFace, c color.RGBA, topic int) {
		// A bullet's further lines start under its text, not under the dot.
		indent := 0
		if strings.HasPrefix(str, "• ") {
			indent = int(u.TextWidth("• ", face))
		}
		for k, l := range widget.Wrap(str, face, w-float64(indent)) {
			in := 0
			if k > 0 {
				in = indent
			}
			s.lines = append(s.lines, rulesLine{s: l, indent: in, face: face, col: c, topic: topic})
		}
	}
	for _, i := range s.shown {
		t := s.topics[i]
		if page >= 0 && t.page != page {
			continue
		}
		if len(s.lines) > 0 {
			s.lines = append(s.lines, rulesLine{topic: i})
		}
		s.starts[i] = len(s.lines)
		title := t.title
		if page < 0 {
			title += "  (" + pageNames[t.page] + ")"
		}
		s.lines = append(s.lines, rulesLine{s: title, face: u.Heading, col: widget.ColAccent, topic: i})
		for _, para := range strings.Split(t.body, "\n") {
			c, face := widget.ColText, u.Body
			switch {
			case strings.HasPrefix(para, "» "):
				c, face = widget.ColAccent, u.Bold
			case strings.HasPrefix(para, "“"):
				c, face = widget.ColMuted, u.Small
			case para == "The seed's own text:":
				c, face = widget.ColMuted, u.Bold
			}
			from := len(s.lines)
			add(para, face, c, i)
			if t.page == pageKeys && t.title == "Keyboard" && len(s.lines) > from {
				s.lines[from].keyed = true
			}
		}
		if t.source != "" {
			add("Source: "+t.source, u.Small, widget.ColMuted, i)
		}
	}
}

// visibleLines is how many lines of text the body shows.
func visibleLines(body image.Rectangle) int { return max(1, body.Dy()/rulesLineH) }

// selectTopic selects topic i and scrolls the text to it.
func (s *Rules) selectTopic(i int, body image.Rectangle) {
	s.sel = i
	s.build(body.Dx())
	s.scroll = s.clampScroll(s.starts[i], body)
	s.keepRowVisible(body.Dy() / rulesLineH)
}

// clampScroll keeps the scroll within the text.
func (s *Rules) clampScroll(v int, body image.Rectangle) int {
	return max(0, min(v, len(s.lines)-visibleLines(body)/2))
}

// keepRowVisible scrolls the list so that the selected topic's row shows.
func (s *Rules) keepRowVisible(n int) {
	for r, row := range s.rows {
		if row.topic == s.sel {
			if r < s.listTop+1 {
				s.listTop = max(0, r-1)
			}
			if r >= s.listTop+n {
				s.listTop = r - n + 1
			}
		}
	}
}

// step selects the topic d places after (or before) the selected one.
func (s *Rules) step(d int, body image.Rectangle) {
	for k, i := range s.shown {
		if i == s.sel {
			s.selectTopic(s.shown[(k+d+len(s.shown))%len(s.shown)], body)
			return
		}
	}
}

// Update implements app.Scene.
func (s *Rules) Update(ctx *app.Context) error {
	in := ctx.In
	chars := append(s.typed, in.Chars...)
	s.typed = nil
	_, list, body := rulesLayout(in.Width, in.Height)
	s.build(body.Dx())
	typing := false
	for _, r := range chars {
		if r >= ' ' && utf8.RuneCountInString(s.query) < 40 {
			s.query += string(r)
			typing = true
		}
	}
	if typing {
		s.filter()
		s.build(body.Dx())
		return nil
	}
	switch {
	case in.Just[app.ActBack]:
		if s.query != "" {
			s.query = ""
			s.filter()
			return nil
		}
		ctx.Scenes.GoTo(s.back)
		return nil
	case in.Just[app.ActHelp]:
		ctx.Scenes.GoTo(s.back)
		return nil
	case in.Repeat[app.ActUndo] && s.query != "": // Backspace
		_, n := utf8.DecodeLastRuneInString(s.query)
		s.query = s.query[:len(s.query)-n]
		s.filter()
		return nil
	}
	if len(s.shown) == 0 {
		return nil
	}
	n := visibleLines(body)
	scroll := s.scroll
	switch {
	case in.Repeat[app.ActDown]:
		scroll += 2
	case in.Repeat[app.ActUp]:
		scroll -= 2
	case in.Repeat[app.ActZoomOut]: // PageDown
		scroll += n - 2
	case in.Repeat[app.ActZoomIn]: // PageUp
		scroll -= n - 2
	case in.Just[app.ActFit]: // Home
		scroll = 0
	case in.Repeat[app.ActRight], in.Repeat[app.ActNextUnit]:
		s.step(1, body)
		return nil
	case in.Repeat[app.ActLeft]:
		s.step(-1, body)
		return nil
	}
	if in.Wheel != 0 {
		if image.Pt(in.MouseX, in.MouseY).In(list) {
			s.listTop = max(0, min(len(s.rows)-list.Dy()/rulesLineH, s.listTop-int(in.Wheel*3)))
		} else {
			scroll -= int(in.Wheel * 3)
		}
	}
	if scroll != s.scroll {
		s.scroll = s.clampScroll(scroll, body)
		// The selected topic follows the text: the last one begun above
		// the top line.
		if s.scroll < len(s.lines) {
			s.sel = s.lines[s.scroll].topic
			s.keepRowVisible(list.Dy() / rulesLineH)
		}
	}
	if in.Clicked() && image.Pt(in.MouseX, in.MouseY).In(list) {
		r := s.listTop + (in.MouseY-list.Min.Y)/rulesLineH
		if r >= 0 && r < len(s.rows) {
			row := s.rows[r]
			t := row.topic
			if t < 0 && r+1 < len(s.rows) {
				t = s.rows[r+1].topic
			}
			if t >= 0 {
				s.selectTopic(t, body)
			}
		}
	}
	s.lastMX, s.lastMY = in.MouseX, in.MouseY
	return nil
}

// Draw implements app.Scene.
func (s *Rules) Draw(screen *ebiten.Image) {
	if s.drawBack != nil {
		s.drawBack(screen)
	}
	u := s.ui
	u.FillRect(screen, screen.Bounds(), widget.ColBackground, 0.7)
	w, h := screen.Bounds().Dx(), screen.Bounds().Dy()
	panel, list, body := rulesLayout(w, h)
	s.build(body.Dx())
	u.Panel(screen, panel, 0.98)
	u.Text(screen, "Rules reference", u.Heading, float64(panel.Min.X+16), float64(panel.Min.Y+24), text.AlignStart, text.AlignCenter, widget.ColText, 1)
	// The search box.
	sb := image.Rect(body.Min.X, panel.Min.Y+10, min(body.Min.X+420, body.Max.X), panel.Min.Y+38)
	u.Box(screen, sb, widget.StyleItem, 1)
	q, qc := s.query+"|", widget.ColText
	if s.query == "" {
		q, qc = "Type to search…", widget.ColMuted
	}
	u.Text(screen, q, u.Body, float64(sb.Min.X+10), float64(sb.Min.Y+sb.Dy()/2), text.AlignStart, text.AlignCenter, qc, 1)
	if s.query != "" {
		u.Text(screen, fmt.Sprintf("%d %s found · Esc clears", len(s.shown), session.Plural(len(s.shown), "topic", "topics")), u.Small, float64(sb.Max.X+12), float64(sb.Min.Y+sb.Dy()/2), text.AlignStart, text.AlignCenter, widget.ColMuted, 1)
	}
	u.Text(screen, "Esc or F1 closes", u.Small, float64(panel.Max.X-16), float64(panel.Min.Y+24), text.AlignEnd, text.AlignCenter, widget.ColMuted, 1)
	u.FillRect(screen, image.Rect(list.Max.X+10, list.Min.Y, list.Max.X+11, list.Max.Y), widget.ColPanelEdge, 1)

	// The list.
	rows := list.Dy() / rulesLineH
	for k := 0; k < rows && s.listTop+k < len(s.rows); k++ {
		row := s.rows[s.listTop+k]
		y := list.Min.Y + k*rulesLineH
		if row.topic < 0 {
			u.Text(screen, pageNames[row.page], u.Bold, float64(list.Min.X+4), float64(y+rulesLineH/2), text.AlignStart, text.AlignCenter, widget.ColAccent, 1)
			continue
		}
		if row.topic == s.sel {
			u.Box(screen, image.Rect(list.Min.X, y+1, list.Max.X, y+rulesLineH-1), widget.StyleItem, 1)
		}
		c := widget.ColText
		if image.Pt(s.lastMX, s.lastMY).In(image.Rect(list.Min.X, y, list.Max.X, y+rulesLineH)) {
			c = widget.ColAccent
		}
		u.Text(screen, widget.ClipText(s.topics[row.topic].title, u.Body, float64(list.Dx()-28)), u.Body, float64(list.Min.X+18), float64(y+rulesLineH/2), text.AlignStart, text.AlignCenter, c, 1)
	}
	if len(s.rows) > rows {
		u.Text(screen, "the wheel scrolls this list", u.Small, float64(list.Min.X+4), float64(list.Max.Y+14), text.AlignStart, text.AlignCenter, widget.ColMuted, 1)
	}

	// The text.
	if len(s.shown) == 0 {
		u.Text(screen, "No topic mentions “"+s.query+"”. Backspace edits the search; Esc clears it.", u.Body, float64(body.Min.X), float64(body.Min.Y+12), text.AlignStart, text.AlignCenter, widget.ColMuted, 1)
		return
	}
	n := visibleLines(body)
	for k := 0; k < n && s.scroll+k < len(s.lines); k++ {
		l := s.lines[s.scroll+k]
		if l.s == "" {
			continue
		}
		if keys, rest, ok := strings.Cut(l.s, ": "); ok && l.keyed {
			y := float64(body.Min.Y + k*rulesLineH + rulesLineH/2)
			u.Text(screen, keys+":", u.Bold, float64(body.Min.X), y, text.AlignStart, text.AlignCenter, widget.ColAccent, 1)
			u.Text(screen, rest, l.face, float64(body.Min.X)+u.TextWidth(keys+": ", u.Bold), y, text.AlignStart, text.AlignCenter, l.col, 1)
			continue
		}
		u.Text(screen, l.s, l.face, float64(body.Min.X+l.indent), float64(body.Min.Y+k*rulesLineH+rulesLineH/2), text.AlignStart, text.AlignCenter, l.col, 1)
	}
	if len(s.lines) > n {
		pos := "Up/Down, PageUp/PageDown and the wheel scroll"
		u.Text(screen, pos, u.Small, float64(body.Max.X), float64(body.Max.Y+14), text.AlignEnd, text.AlignCenter, widget.ColMuted, 1)
	}
}

// Show selects the first topic titled title, laid out for a screen of
// width by height, and reports whether there is one (for scripts).
func (s *Rules) Show(title string, width, height int) bool {
	for i, tp := range s.topics {
		if tp.title == title {
			_, _, body := rulesLayout(width, height)
			s.selectTopic(i, body)
			return true
		}
	}
	return false
}

// Type adds text to the search as if typed in the next tick (for scripts).
func (s *Rules) Type(text string) { s.typed = append(s.typed, []rune(text)...) }

// Search is the search typed so far and how many topics it shows.
func (s *Rules) Search() (query string, shown int) { return s.query, len(s.shown) }
