package start

import (
	"image"

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
	// units take (DESIGN D19) or leaves them to the cheapest-first policy;
	// casualty is its switch, shown for human sides only.
	manual   []bool
	casualty []widget.Button
	toggles  []widget.Button // per setupOptions (hidden ones stay empty)
	menu     widget.Menu
	panel    image.Rectangle
	err      string
	ui       *widget.UI
	exits    SetupExits
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

// casualtyHelp explains the casualty switch of the focused human side.
func casualtyHelp(manual bool) string {
	if manual {
		return "Casualties: you place each hit your units take; in hot-seat a battle hands the screen to you when it needs your choice. Click the switch for automatic."
	}
	return "Casualties: the hits your units take are placed cheapest first, so a battle never waits for you. Click the switch to choose them yourself."
}

// layout places the side rows, option toggles and buttons.
func (s *Setup) layout(w, h int) {
	pw, ph := min(1000, w-60), min(680, h-80)
	x0, y0 := (w-pw)/2, (h-ph)/2
	s.panel = image.Rect(x0, y0, x0+pw, y0+ph)
	bw := 110
	for i := range s.choice {
		y := y0 + 110 + i*56
		for j := range s.choice[i] {
			x := x0 + pw - 24 - (len(setupChoices)-j)*(bw+8)
			s.choice[i][j].Rect = image.Rect(x, y, x+bw, y+42)
		}
		s.casualty[i].Rect = image.Rectangle{}
		if s.players[i].Human {
			right := s.choice[i][0].Rect.Min.X - 16
			s.casualty[i].Rect = image.Rect(right-250, y, right, y+42)
		}
		s.casualty[i].Label = casualtyLabel(s.manual[i])
	}
	y := y0 + 110 + len(s.choice)*56 + 150
	for i, o := range setupOptions {
		if o.needsLogistics && !s.opts.Logistics {
			s.toggles[i].Rect = image.Rectangle{}
			continue
		}
		s.toggles[i].Rect = image.Rect(x0+24, y, x0+pw-24, y+34)
		y += 40
	}
	s.menu.LayoutRow(x0+pw-24-(2*180+12)/2, y0+ph-64, 180)
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
	in.Repeat[app.ActUp], in.Repeat[app.ActDown], in.Repeat[app.ActLeft], in.Repeat[app.ActRight] = false, false, false, false
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
	u.Text(screen, "Who plays each side", u.Bold, x, float64(p.Min.Y+92), text.AlignStart, text.AlignCenter, widget.ColMuted, 1)
	for i := range s.players {
		r := s.choice[i][0].Rect
		cy := float64(r.Min.Y + r.Dy()/2)
		if i == s.focus {
			u.FillRect(screen, image.Rect(p.Min.X+12, r.Min.Y-4, p.Max.X-12, r.Max.Y+4), widget.ColButtonHot, 0.35)
		}
		u.BoxColored(screen, image.Rect(int(x), int(cy)-8, int(x)+16, int(cy)+8), widget.StyleSwatch, i, 1)
		u.Text(screen, s.sc.Setup.Sides[i].Name, u.Heading, x+28, cy, text.AlignStart, text.AlignCenter, widget.ColText, 1)
		for j := range s.choice[i] {
			u.DrawButton(screen, &s.choice[i][j], u.Bold, setupChoices[j] == s.players[i])
		}
		if !s.casualty[i].Rect.Empty() {
			u.DrawButton(screen, &s.casualty[i], u.Small, false)
		}
	}
	// The focused side's player, described.
	y := float64(p.Min.Y + 110 + len(s.players)*56 + 10)
	desc := "A human at this desk. With two or more humans the game is hot-seat: a handoff screen hides the map between players. " +
		casualtyHelp(s.manual[s.focus])
	if pl := s.players[s.focus]; !pl.Human {
		desc = ai.Description(pl.Level)
	}
	head := s.sc.Setup.Sides[s.focus].Name + ": " + choiceLabel(s.players[s.focus])
	u.Text(screen, head, u.Bold, x, y+8, text.AlignStart, text.AlignCenter, widget.ColAccent, 1)
	for i, line := range widget.Wrap(desc, u.Small, float64(p.Dx()-48)) {
		if i >= playerLines {
			break
		}
		u.Text(screen, line, u.Small, x, y+30+float64(i)*widget.LineHeight(u.Small), text.AlignStart, text.AlignCenter, widget.ColText, 0.92)
	}
	oy := float64(p.Min.Y + 110 + len(s.players)*56 + 136)
	u.Text(screen, "Options", u.Bold, x, oy, text.AlignStart, text.AlignCenter, widget.ColMuted, 1)
	for i, o := range setupOptions {
		r := s.toggles[i].Rect
		if r.Empty() {
			continue
		}
		u.Box(screen, r, widget.StyleItem, 0.8)
		widget.DrawCheckbox(screen, u, r.Min.X+12, r.Min.Y+r.Dy()/2, *o.field(&s.opts))
		u.Text(screen, o.label, u.Body, float64(r.Min.X+40), float64(r.Min.Y+r.Dy()/2), text.AlignStart, text.AlignCenter, widget.ColText, 1)
	}
	rules := "Logistics set off"
	if s.opts.Logistics {
		rules = "Logistics set on"
	}
	if s.opts.Strategic {
		rules += " · strategic layer on"
	}
	u.Text(screen, rules+" · fixed by the scenario", u.Small, x, float64(p.Max.Y-40), text.AlignStart, text.AlignCenter, widget.ColMuted, 1)
	if s.err != "" {
		u.Text(screen, s.err, u.Body, x, float64(p.Max.Y-90), text.AlignStart, text.AlignCenter, widget.ColError, 1)
	}
	s.menu.Draw(screen, u, u.Bold)
}

// playerLines is how many lines the focused side's player is described in,
// between the sides and the options.
const playerLines = 5

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
