package start

import (
	"fmt"
	"image"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"hexstorm/ai"
	"hexstorm/render/app"
	"hexstorm/render/menus"
	"hexstorm/render/widget"
	"hexstorm/replay"
	"hexstorm/scenarios"
	"hexstorm/session/seat"
	"hexstorm/sim"
)

// setupChoices are the players a side can have, in the order shown.
var setupChoices = []seat.Player{seat.Human, seat.Computer(seat.Easy), seat.Computer(seat.Normal), seat.Computer(seat.Hard)}

// setupOption is one rule option the set-up screen may toggle.
type setupOption struct {
	label string
	field func(o *sim.Options) *bool
	// needsLogistics hides the option when the Logistics set is off.
	needsLogistics bool
}

var setupOptions = []setupOption{
	{label: "Open blocks: every block face up to everyone", field: func(o *sim.Options) *bool { return &o.OpenBlocks }},
	{label: "Optional rule: Engineers may be built in any factory", field: func(o *sim.Options) *bool { return &o.EngineerBuilding }, needsLogistics: true},
	{label: "Optional rule: Airborne units built from Air factories", field: func(o *sim.Options) *bool { return &o.AirborneBuilding }, needsLogistics: true},
	{label: "Optional rule: Marines built from Naval factories", field: func(o *sim.Options) *bool { return &o.MarineBuilding }, needsLogistics: true},
}

// Setup assigns each side of a chosen scenario to a human or to the
// computer at a level, sets the rule options, and starts the game.
type Setup struct {
	list    *menus.ScenarioList
	sc      *scenarios.Scenario
	players []seat.Player
	opts    sim.Options
	// focus is the side row whose level description shows.
	focus  int
	choice [][]widget.Button // per side, per setupChoices
	// manual is, per side, whether its human player places the hits its
	// units take (DESIGN D19) or leaves them to the strongest-first policy (D34);
	// casualty is its switch, shown for human sides only.
	manual   []bool
	casualty []widget.Button
	toggles  []widget.Button // per setupOptions (hidden ones stay empty)
	menu     widget.Menu
	panel    image.Rectangle
	// desc is the box the focused side's player is described in, descLines
	// how many lines it shows, descScroll the first line shown when the
	// text is longer (the wheel scrolls it) and described the text it
	// scrolls, so another text starts at its top.
	desc       image.Rectangle
	descLines  int
	descScroll int
	described  string
	// optionsTop is where the rule options' heading stands, rowsTop where
	// the first side's row does.
	optionsTop, rowsTop int
	// view is the part of the panel that scrolls when a window too small
	// for the whole set-up (the minimum 640x400, or a scenario of many
	// sides) cannot show it at once, scroll how far it is scrolled and
	// content how tall its content is; view is empty when all fits.
	view            image.Rectangle
	scroll, content int
	// longest caches longestDescription for the panel width longestW.
	longest, longestW int
	err               string
	ui                *widget.UI
	exits             SetupExits
	// scenes is the last tick's scene switch, for the menu's buttons.
	scenes app.Switcher
}

// SetupExits are where the set-up screen leads.
type SetupExits struct {
	// Seed returns the seed of a new game.
	Seed func() uint64
	// Play makes the scene that plays game, just begun with the opening
	// events, with players on its sides.
	Play func(game *replay.Game, opening []sim.Event, players []seat.Player) app.Scene
}

// NewSetup sets up a game of sc, chosen in list, where Back and Esc lead.
func NewSetup(ui *widget.UI, list *menus.ScenarioList, sc *scenarios.Scenario, exits SetupExits) *Setup {
	// Each side's swatch in the colour its blocks will wear in the game:
	// undressed, the first side was always blue, and Gathering Storm's Axis
	// showed blue here and grey on the map.
	ui.Dress(sc.File.Sides)
	s := &Setup{list: list, sc: sc, opts: sc.Setup.Options, ui: ui, exits: exits}
	s.players = DefaultPlayers(len(sc.Setup.Sides))
	s.choice = make([][]widget.Button, len(s.players))
	for i := range s.choice {
		s.choice[i] = make([]widget.Button, len(setupChoices))
		for j, p := range setupChoices {
			s.choice[i][j].Label = choiceLabel(p)
		}
	}
	s.manual = make([]bool, len(s.players))
	for i, side := range sc.Setup.Sides {
		s.manual[i] = side.ChooseCasualties
	}
	s.casualty = make([]widget.Button, len(s.players))
	s.toggles = make([]widget.Button, len(setupOptions))
	s.menu.Add("Back", func() { s.scenes.GoTo(list) })
	s.menu.Add("Start", s.start)
	s.menu.Focus = 1
	return s
}

// DefaultPlayers is the usual game, solo against the computer: the first
// side is the player's, the others the computer's at Normal.
func DefaultPlayers(sides int) []seat.Player {
	out := make([]seat.Player, sides)
	for i := range out {
		out[i] = seat.Computer(seat.Normal)
	}
	if sides > 0 {
		out[0] = seat.Human
	}
	return out
}

func choiceLabel(p seat.Player) string {
	if p.Human {
		return "Human"
	}
	return widget.Capitalize(p.Level.String())
}

// casualtyLabel words a human side's casualty switch on the set-up screen.
func casualtyLabel(manual bool) string {
	if manual {
		return "Casualties: you choose"
	}
	return "Casualties: automatic"
}

// shortCasualtyLabel is casualtyLabel for a narrow window.
func shortCasualtyLabel(manual bool) string {
	if manual {
		return "Hits: you"
	}
	return "Hits: auto"
}

// casualtyHelp explains the casualty switch of the focused human side.
func casualtyHelp(manual bool) string {
	if manual {
		return "Casualties: you place each hit your units take; in hot-seat a battle hands the screen to you when it needs your choice. Click the switch for automatic."
	}
	return "Casualties: each hit your units take falls on your strongest block, the one with the most steps, so a battle never waits for you. Click the switch to choose them yourself."
}

// layout places the side rows, option toggles and buttons. On a small
// window the choice buttons narrow, the casualty switch keeps clear of the
// side's name, the toggles close up, and the description gets the lines
// left between the rows and the options (it scrolls when it needs more).
// When even that does not fit, everything between the scenario's facts
// and the buttons scrolls as one page, the description shown in full.
func (s *Setup) layout(w, h int) {
	u := s.ui
	pw, ph := min(1000, w-60), min(680, h-40)
	x0, y0 := (w-pw)/2, (h-ph)/2
	s.panel = image.Rect(x0, y0, x0+pw, y0+ph)
	nameW := 0.0
	for _, side := range s.sc.Setup.Sides {
		nameW = max(nameW, u.TextWidth(side.Name, u.Heading))
	}
	nameRight := x0 + 24 + 28 + int(nameW) + 12
	casW := int(u.TextWidth(casualtyLabel(false), u.Small)) + 32
	bw := min(110, max(76, (x0+pw-24-nameRight-casW-16)/len(setupChoices)-8))
	s.rowsTop = y0 + 110
	for i := range s.choice {
		y := s.rowsTop + i*56
		for j := range s.choice[i] {
			x := x0 + pw - 24 - (len(setupChoices)-j)*(bw+8)
			s.choice[i][j].Rect = image.Rect(x, y, x+bw, y+42)
		}
		s.casualty[i].Rect = image.Rectangle{}
		if s.players[i].Human {
			right := s.choice[i][0].Rect.Min.X - 16
			s.casualty[i].Rect = image.Rect(max(right-250, nameRight), y, right, y+42)
		}
		s.casualty[i].Label = casualtyLabel(s.manual[i])
		if float64(s.casualty[i].Rect.Dx()) < u.TextWidth(s.casualty[i].Label, u.Small)+24 {
			s.casualty[i].Label = shortCasualtyLabel(s.manual[i])
		}
	}
	shown := 0
	for _, o := range setupOptions {
		if !o.needsLogistics || s.opts.Logistics {
			shown++
		}
	}
	lh := widget.LineHeight(u.Small)
	top := s.rowsTop + len(s.choice)*56 // the description's heading starts here
	menuTop := y0 + ph - 64 - 8
	pitch, tall := 40, 34
	room := func() int { return int(math.Floor(float64(menuTop-top-optionsGap-shown*pitch)/lh)) + playerLines }
	if room() < playerLines {
		pitch, tall = 34, 30
	}
	paged := room() < 2
	s.descLines = max(2, min(room(), max(playerLines, s.longestDescription(pw))))
	if paged {
		// The whole page scrolls: the description shows in full, its
		// own length, so no gap is left below a short one.
		s.descLines = len(widget.Wrap(playerDescription(s.players[s.focus], s.manual[s.focus]), u.Small, float64(pw-48)))
	}
	extra := int(float64(s.descLines-playerLines) * lh)
	s.desc = image.Rect(x0+24, top+30-int(lh/2), x0+pw-24, top+30+int(float64(s.descLines)*lh))
	y := top + optionsGap + extra
	s.optionsTop = y - 14
	for i, o := range setupOptions {
		if o.needsLogistics && !s.opts.Logistics {
			s.toggles[i].Rect = image.Rectangle{}
			continue
		}
		s.toggles[i].Rect = image.Rect(x0+24, y, x0+pw-24, y+tall)
		y += pitch
	}
	s.menu.LayoutRow(x0+pw-24-(2*180+12)/2, y0+ph-64, 180)
	s.view, s.content = image.Rectangle{}, 0
	if !paged {
		s.scroll = 0
		return
	}
	// The page: from below the scenario's facts to above the buttons.
	s.view = image.Rect(x0+4, y0+78, x0+pw-4, menuTop)
	s.content = y - pitch + tall + 12 - s.view.Min.Y
	s.scroll = max(0, min(s.scroll, s.content-s.view.Dy()))
	d := image.Pt(0, -s.scroll)
	for i := range s.choice {
		for j := range s.choice[i] {
			s.choice[i][j].Rect = s.choice[i][j].Rect.Add(d)
		}
		s.casualty[i].Rect = shift(s.casualty[i].Rect, d)
	}
	for i := range s.toggles {
		s.toggles[i].Rect = shift(s.toggles[i].Rect, d)
	}
	s.desc = s.desc.Add(d)
	s.rowsTop -= s.scroll
	s.optionsTop -= s.scroll
}

// shift moves r by d, leaving an empty rectangle empty.
func shift(r image.Rectangle, d image.Point) image.Rectangle {
	if r.Empty() {
		return r
	}
	return r.Add(d)
}

// scrollPage scrolls the paged set-up by dy pixels, within its content.
func (s *Setup) scrollPage(dy int) {
	s.scroll = max(0, min(s.scroll+dy, s.content-s.view.Dy()))
}

// showRow scrolls the paged set-up so that side i's row shows whole.
func (s *Setup) showRow(i int) {
	r := s.choice[i][0].Rect
	if r.Min.Y-8 < s.view.Min.Y {
		s.scrollPage(r.Min.Y - 8 - s.view.Min.Y)
	}
	if r.Max.Y+8 > s.view.Max.Y {
		s.scrollPage(r.Max.Y + 8 - s.view.Max.Y)
	}
}

// longestDescription is how many lines the longest description of a
// player takes in a panel pw wide, so the layout does not move as the
// players change.
func (s *Setup) longestDescription(pw int) int {
	if pw == s.longestW {
		return s.longest
	}
	n := 0
	for _, p := range setupChoices {
		for _, manual := range []bool{false, true} {
			n = max(n, len(widget.Wrap(playerDescription(p, manual), s.ui.Small, float64(pw-48))))
		}
	}
	s.longest, s.longestW = n, pw
	return n
}

// playerDescription describes player p; manual is a human's casualty switch.
func playerDescription(p seat.Player, manual bool) string {
	if !p.Human {
		return ai.Description(p.Level)
	}
	return "A human at this desk. With two or more humans the game is hot-seat: a handoff screen hides the map between players. " +
		casualtyHelp(manual)
}

// Update implements app.Scene.
func (s *Setup) Update(ctx *app.Context) error {
	s.scenes = ctx.Scenes
	// A copy: the keys this screen keeps for itself (typing, the
	// choices' arrows) are taken from what its menu sees.
	in := *ctx.In
	s.layout(in.Width, in.Height)
	if in.Just[app.ActBack] {
		ctx.Scenes.GoTo(s.list)
		return nil
	}
	n := len(s.players)
	// Up and Down pick a side, Left and Right its player; Enter starts.
	if in.Repeat[app.ActDown] && n > 0 {
		s.focus = (s.focus + 1) % n
	}
	if in.Repeat[app.ActUp] && n > 0 {
		s.focus = (s.focus + n - 1) % n
	}
	if n > 0 && (in.Repeat[app.ActLeft] || in.Repeat[app.ActRight]) {
		k := s.choiceIndex(s.focus)
		if in.Repeat[app.ActRight] {
			k = (k + 1) % len(setupChoices)
		} else {
			k = (k + len(setupChoices) - 1) % len(setupChoices)
		}
		s.players[s.focus] = setupChoices[k]
	}
	if paged := !s.view.Empty(); paged && (in.Repeat[app.ActUp] || in.Repeat[app.ActDown]) {
		s.showRow(s.focus)
	}
	in.Repeat[app.ActUp], in.Repeat[app.ActDown], in.Repeat[app.ActLeft], in.Repeat[app.ActRight] = false, false, false, false
	// The wheel over the description, or Page Down and Page Up (the map's
	// zoom keys, free here), scroll it a line; on a paged set-up they
	// scroll the page instead, and a click out of its view hits nothing
	// hidden under the title or the buttons.
	mouse := image.Pt(in.MouseX, in.MouseY)
	if !s.view.Empty() {
		if in.Wheel != 0 && mouse.In(s.view) {
			s.scrollPage(-int(in.Wheel * 40))
		}
		if in.Repeat[app.ActZoomOut] {
			s.scrollPage(s.view.Dy() - 40)
		}
		if in.Repeat[app.ActZoomIn] {
			s.scrollPage(40 - s.view.Dy())
		}
		s.layout(in.Width, in.Height)
		if in.Clicked() && !mouse.In(s.view) {
			s.menu.Update(&in)
			return nil
		}
	}
	wheel := in.Wheel != 0 && mouse.In(s.desc)
	down := (wheel && in.Wheel < 0) || in.Repeat[app.ActZoomOut]
	up := (wheel && in.Wheel > 0) || in.Repeat[app.ActZoomIn]
	if s.view.Empty() && (down || up) {
		s.descriptionLines() // a new text starts at its top
		if down {
			s.descScroll++
		} else {
			s.descScroll = max(0, s.descScroll-1)
		}
		s.descriptionLines() // and the scroll stays within it
	}
	if in.Clicked() {
		for i := range s.choice {
			for j := range s.choice[i] {
				if s.choice[i][j].Hit(in.MouseX, in.MouseY) {
					s.players[i], s.focus = setupChoices[j], i
				}
			}
		}
		for i := range s.casualty {
			if s.players[i].Human && s.casualty[i].Hit(in.MouseX, in.MouseY) {
				s.manual[i], s.focus = !s.manual[i], i
			}
		}
		for i := range s.toggles {
			if s.toggles[i].Hit(in.MouseX, in.MouseY) {
				p := setupOptions[i].field(&s.opts)
				*p = !*p
			}
		}
	}
	s.menu.Update(&in)
	return nil
}

// choiceIndex returns the index in setupChoices of side's player.
func (s *Setup) choiceIndex(side int) int {
	for k, p := range setupChoices {
		if p == s.players[side] {
			return k
		}
	}
	return 0
}

// Draw implements app.Scene.
func (s *Setup) Draw(screen *ebiten.Image) {
	s.list.DrawBackdrop(screen)
	u := s.ui
	w, h := screen.Bounds().Dx(), screen.Bounds().Dy()
	s.layout(w, h)
	p := s.panel
	u.Panel(screen, p, 0.95)
	x := float64(p.Min.X + 24)
	u.Text(screen, "New game: "+s.sc.Name, u.Heading, x, float64(p.Min.Y+34), text.AlignStart, text.AlignCenter, widget.ColText, 1)
	u.Text(screen, menus.ScenarioFacts(s.sc), u.Small, x, float64(p.Min.Y+64), text.AlignStart, text.AlignCenter, widget.ColMuted, 1)
	// On a paged set-up the rows, the description and the options are
	// drawn clipped to the page's view.
	dst := screen
	if !s.view.Empty() {
		dst = screen.SubImage(s.view).(*ebiten.Image)
	}
	u.Text(dst, "Who plays each side", u.Bold, x, float64(s.rowsTop-18), text.AlignStart, text.AlignCenter, widget.ColMuted, 1)
	for i := range s.players {
		r := s.choice[i][0].Rect
		cy := float64(r.Min.Y + r.Dy()/2)
		if i == s.focus {
			u.FillRect(dst, image.Rect(p.Min.X+12, r.Min.Y-4, p.Max.X-12, r.Max.Y+4), widget.ColButtonHot, 0.35)
		}
		u.BoxColored(dst, image.Rect(int(x), int(cy)-8, int(x)+16, int(cy)+8), widget.StyleSwatch, i, 1)
		u.Text(dst, s.sc.Setup.Sides[i].Name, u.Heading, x+28, cy, text.AlignStart, text.AlignCenter, widget.ColText, 1)
		for j := range s.choice[i] {
			u.DrawButton(dst, &s.choice[i][j], u.Bold, setupChoices[j] == s.players[i])
		}
		if !s.casualty[i].Rect.Empty() {
			u.DrawButton(dst, &s.casualty[i], u.Small, false)
		}
	}
	// The focused side's player, described.
	y := float64(s.rowsTop + len(s.players)*56 + 10)
	head := s.sc.Setup.Sides[s.focus].Name + ": " + choiceLabel(s.players[s.focus])
	u.Text(dst, head, u.Bold, x, y+8, text.AlignStart, text.AlignCenter, widget.ColAccent, 1)
	lines := s.descriptionLines()
	for i := range s.descLines {
		if k := s.descScroll + i; k < len(lines) {
			u.Text(dst, lines[k], u.Small, x, y+30+float64(i)*widget.LineHeight(u.Small), text.AlignStart, text.AlignCenter, widget.ColText, 0.92)
		}
	}
	if more := moreLines(s.descScroll, len(lines)-s.descScroll-s.descLines); more != "" {
		u.Text(dst, more, u.Small, float64(p.Max.X-24), y+8, text.AlignEnd, text.AlignCenter, widget.ColMuted, 1)
	}
	u.Text(dst, "Options", u.Bold, x, float64(s.optionsTop), text.AlignStart, text.AlignCenter, widget.ColMuted, 1)
	rules := "Logistics set off"
	if s.opts.Logistics {
		rules = "Logistics set on"
	}
	if s.opts.Strategic {
		rules += " · strategic layer on"
	}
	u.Text(dst, rules+" · fixed by the scenario", u.Small, float64(p.Max.X-24), float64(s.optionsTop), text.AlignEnd, text.AlignCenter, widget.ColMuted, 1)
	for i, o := range setupOptions {
		r := s.toggles[i].Rect
		if r.Empty() {
			continue
		}
		u.Box(dst, r, widget.StyleItem, 0.8)
		widget.DrawCheckbox(dst, u, r.Min.X+12, r.Min.Y+r.Dy()/2, *o.field(&s.opts))
		u.Text(dst, o.label, u.Body, float64(r.Min.X+40), float64(r.Min.Y+r.Dy()/2), text.AlignStart, text.AlignCenter, widget.ColText, 1)
	}
	if !s.view.Empty() {
		s.drawPageScroll(screen)
	}
	if s.err != "" {
		// On a band of its own above the buttons, readable over options
		// closed up or a page scrolled beneath it.
		top := s.menu.Entries[0].Rect.Min.Y - 44
		u.FillRect(screen, image.Rect(p.Min.X+12, top, p.Max.X-12, top+36), widget.ColPanel, 1)
		u.Text(screen, s.err, u.Body, x, float64(top+18), text.AlignStart, text.AlignCenter, widget.ColError, 1)
	}
	s.menu.Draw(screen, u, u.Bold)
}

// moreLines words how much of a scrolled description lies out of view,
// above and below; empty when none does.
func moreLines(above, below int) string {
	switch {
	case above <= 0 && below <= 0:
		return ""
	case above <= 0 && below == 1:
		return "1 more line below (wheel or Page Down)"
	case above <= 0:
		return fmt.Sprintf("%d more lines below (wheel or Page Down)", below)
	case below <= 0 && above == 1:
		return "1 line above (wheel or Page Up)"
	case below <= 0:
		return fmt.Sprintf("%d lines above (wheel or Page Up)", above)
	}
	return fmt.Sprintf("%d above, %d below (wheel or Page Up/Down)", above, below)
}

// drawPageScroll marks a paged set-up's view: a thumb on its right edge
// showing which part of the page shows, and a line where more lies above
// or below.
func (s *Setup) drawPageScroll(screen *ebiten.Image) {
	u, v := s.ui, s.view
	u.FillRect(screen, image.Rect(v.Max.X-8, v.Min.Y, v.Max.X-4, v.Max.Y), widget.ColMuted, 0.25)
	top := v.Min.Y + s.scroll*v.Dy()/s.content
	bottom := v.Min.Y + (s.scroll+v.Dy())*v.Dy()/s.content
	u.FillRect(screen, image.Rect(v.Max.X-8, top, v.Max.X-4, max(bottom, top+12)), widget.ColAccent, 0.9)
	if s.scroll > 0 {
		u.FillRect(screen, image.Rect(v.Min.X+8, v.Min.Y, v.Max.X-12, v.Min.Y+1), widget.ColMuted, 0.6)
	}
	if s.scroll < s.content-v.Dy() {
		u.FillRect(screen, image.Rect(v.Min.X+8, v.Max.Y-1, v.Max.X-12, v.Max.Y), widget.ColMuted, 0.6)
		// Left of the buttons, shortened when the window is narrow.
		hint, room := "more below: wheel or Page Down", float64(s.menu.Entries[0].Rect.Min.X-v.Min.X-32)
		if u.TextWidth(hint, u.Small) > room {
			hint = "more below"
		}
		u.Text(screen, hint, u.Small, float64(v.Min.X+20), float64(s.menu.Entries[0].Rect.Min.Y+s.menu.Entries[0].Rect.Dy()/2), text.AlignStart, text.AlignCenter, widget.ColMuted, 1)
	}
}

// optionsGap is how far below the description's heading the first option
// stands when the description takes playerLines lines: its heading, its
// lines, and the options' heading clear of them.
const optionsGap = 162

// playerLines is how many lines the focused side's player is described in,
// between the sides and the options, on a window large enough; a smaller
// one gives it what room is left, and it scrolls.
const playerLines = 5

// descriptionLines is the focused side's player's description, wrapped to
// the panel; it also keeps the scroll within the text and starts a new
// text at its top.
func (s *Setup) descriptionLines() []string {
	desc := playerDescription(s.players[s.focus], s.manual[s.focus])
	if desc != s.described {
		s.described, s.descScroll = desc, 0
	}
	lines := widget.Wrap(desc, s.ui.Small, float64(s.panel.Dx()-48))
	s.descScroll = min(s.descScroll, max(0, len(lines)-s.descLines))
	return lines
}

// Players are the players chosen for each side.
func (s *Setup) Players() []seat.Player { return s.players }

// start begins the game with the chosen players and options.
func (s *Setup) start() {
	game, opening, err := replay.NewWithOptions(s.sc, s.exits.Seed(), s.opts)
	if err != nil {
		s.err = err.Error()
		return
	}
	for i, p := range s.players {
		if !p.Human || s.manual[i] == game.State.Sides[i].ChooseCasualties {
			continue
		}
		// Through the record, like every change, so replays reproduce it.
		evs, err := game.Apply(sim.Command{Kind: sim.CmdCasualtyPolicy, Side: i, Manual: s.manual[i]})
		if err != nil {
			s.err = err.Error()
			return
		}
		opening = append(opening, evs...)
	}
	s.scenes.GoTo(s.exits.Play(game, opening, append([]seat.Player(nil), s.players...)))
}
