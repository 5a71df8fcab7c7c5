package render

import (
	"cmp"
	"fmt"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"hexstorm/editor"
	"hexstorm/hexmap"
	"hexstorm/render/orders"
	"hexstorm/render/widget"
	"hexstorm/scenarios"
	"hexstorm/session"
	"hexstorm/sim"
)

// stepper returns the - and + buttons of a number setting.
func stepper(get func(s *editorScene) int, set func(s *editorScene, v int), lo, hi int) []edButton {
	return []edButton{
		{Button: widget.Button{Label: "−"}, do: func(s *editorScene) { set(s, max(get(s)-1, lo)) }},
		{Button: widget.Button{Label: "+"}, do: func(s *editorScene) { set(s, min(get(s)+1, hi)) }},
	}
}

// setting changes one scenario-wide field as an undoable edit.
func setting(s *editorScene, fn func(*editor.Settings)) {
	st := s.doc.Settings()
	fn(&st)
	s.doc.SetSettings(st)
}

// checkbox is a button that turns an option on and off; it reads "on" or
// "off" and is lit when on.
func checkbox(s *editorScene, label string, get func(o *sim.Options) *bool) edItem {
	o := s.doc.Settings().Options
	state := "off"
	if *get(&o) {
		state = "on"
	}
	return edItem{label: label, buttons: []edButton{{Button: widget.Button{Label: state},
		do: func(s *editorScene) { setting(s, func(st *editor.Settings) { p := get(&st.Options); *p = !*p }) },
		on: func(s *editorScene) bool { o := s.doc.Settings().Options; return *get(&o) }}}}
}

// settingsDialog opens the scenario settings: name, description, sides,
// length, production interval, victory margin, map size and rule options.
func (s *editorScene) settingsDialog() {
	s.open(&edDialog{title: "Scenario settings", width: 720, build: func(s *editorScene) []edItem {
		st := s.doc.Settings()
		items := []edItem{
			{label: "Name", value: st.Name, buttons: []edButton{{Button: widget.Button{Label: "Edit"}, do: func(s *editorScene) {
				s.prompt("Scenario name", s.doc.Settings().Name, scenarios.MaxNameLen*4, func(s *editorScene, v string) {
					setting(s, func(st *editor.Settings) { st.Name = v })
				})
			}}}},
			{label: "Description", value: firstWords(st.Description, 34), buttons: []edButton{{Button: widget.Button{Label: "Edit"}, do: func(s *editorScene) {
				s.prompt("Description: the situation and what to try", s.doc.Settings().Description, scenarios.MaxDescriptionLen, func(s *editorScene, v string) {
					setting(s, func(st *editor.Settings) { st.Description = v })
				})
				s.dlg.text.multiline = true
			}}}},
		}
		for i, name := range s.doc.Sides() {
			items = append(items, edItem{label: fmt.Sprintf("Side %d", i+1), value: name, buttons: []edButton{
				{Button: widget.Button{Label: "Rename"}, do: func(s *editorScene) {
					s.prompt("Name of side "+strconv.Itoa(i+1), name, scenarios.MaxNameLen*4, func(s *editorScene, v string) { s.doc.RenameSide(i, v) })
				}},
				{Button: widget.Button{Label: "Remove"}, do: func(s *editorScene) {
					if !s.doc.RemoveSide(i) {
						s.message("A game needs at least 2 sides.", true)
					}
				}},
			}})
		}
		items = append(items,
			edItem{buttons: []edButton{{Button: widget.Button{Label: "Add a side"}, do: func(s *editorScene) { s.doc.AddSide() }}}},
			edItem{label: "Last turn", value: strconv.Itoa(st.Turns), buttons: stepper(
				func(s *editorScene) int { return s.doc.Settings().Turns },
				func(s *editorScene, v int) { setting(s, func(st *editor.Settings) { st.Turns = v }) }, 1, scenarios.MaxTurns)},
			edItem{label: "Production every", value: intervalText(st.Options.ProductionInterval), buttons: stepper(
				func(s *editorScene) int { return s.doc.Settings().Options.ProductionInterval },
				func(s *editorScene, v int) {
					setting(s, func(st *editor.Settings) { st.Options.ProductionInterval = v })
				}, 0, scenarios.MaxTurns)},
			edItem{label: "Decisive margin", value: fmt.Sprintf("%d points", st.Decisive), buttons: stepper(
				func(s *editorScene) int { return s.doc.Settings().Decisive },
				func(s *editorScene, v int) { setting(s, func(st *editor.Settings) { st.Decisive = v }) }, 0, 999)},
			edItem{label: "Objectives", value: fmt.Sprintf("%d hexes, %d points", len(s.doc.File().Victory.Objectives), objectivePoints(s.doc.File()))},
			edItem{label: "Starting production", value: poolSummary(s), buttons: []edButton{{Button: widget.Button{Label: "Edit"}, do: func(s *editorScene) { s.poolDialog() }}}},
			edItem{label: "Map size", value: fmt.Sprintf("%d x %d", s.doc.Width(), s.doc.Height()), buttons: []edButton{{Button: widget.Button{Label: "Resize"}, do: func(s *editorScene) { s.resizeDialog() }}}},
			checkbox(s, "Logistics set: factories, airfields, Mulberries, the Storm", func(o *sim.Options) *bool { return &o.Logistics }),
			checkbox(s, "Engineer building", func(o *sim.Options) *bool { return &o.EngineerBuilding }),
			checkbox(s, "Airborne building", func(o *sim.Options) *bool { return &o.AirborneBuilding }),
			checkbox(s, "Marine building", func(o *sim.Options) *bool { return &o.MarineBuilding }),
			checkbox(s, "Open blocks (no fog of war)", func(o *sim.Options) *bool { return &o.OpenBlocks }),
			strategicItem(s),
			edItem{buttons: []edButton{{Button: widget.Button{Label: "Close"}, do: func(s *editorScene) { s.closeDialog() }}}},
		)
		return items
	}})
}

// intervalText describes the production interval (DESIGN D11).
func intervalText(n int) string {
	if n <= 1 {
		return "every turn"
	}
	return fmt.Sprintf("%d turns", n)
}

func objectivePoints(f scenarios.File) int {
	n := 0
	for _, o := range f.Victory.Objectives {
		n += o.Points
	}
	return n
}

// firstWords shortens s to about n characters for a settings row, its
// line breaks shown as slashes.
func firstWords(s string, n int) string {
	s = strings.ReplaceAll(s, "\n", " / ")
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n]) + "…"
}

// sizeDialog asks for a map size; do gets it.
func (s *editorScene) sizeDialog(title, action string, w0, h0 int, do func(s *editorScene, w, h int)) {
	w, h := w0, h0
	s.open(&edDialog{title: title, width: 560, build: func(*editorScene) []edItem {
		set := func(pw *int, v int) { *pw = min(max(v, 1), scenarios.MaxSide) }
		return []edItem{
			{label: "Width", value: strconv.Itoa(w), buttons: []edButton{
				{Button: widget.Button{Label: "−5"}, do: func(*editorScene) { set(&w, w-5) }},
				{Button: widget.Button{Label: "−"}, do: func(*editorScene) { set(&w, w-1) }},
				{Button: widget.Button{Label: "+"}, do: func(*editorScene) { set(&w, w+1) }},
				{Button: widget.Button{Label: "+5"}, do: func(*editorScene) { set(&w, w+5) }}}},
			{label: "Height", value: strconv.Itoa(h), buttons: []edButton{
				{Button: widget.Button{Label: "−5"}, do: func(*editorScene) { set(&h, h-5) }},
				{Button: widget.Button{Label: "−"}, do: func(*editorScene) { set(&h, h-1) }},
				{Button: widget.Button{Label: "+"}, do: func(*editorScene) { set(&h, h+1) }},
				{Button: widget.Button{Label: "+5"}, do: func(*editorScene) { set(&h, h+5) }}}},
			{buttons: []edButton{
				{Button: widget.Button{Label: "Small 16 x 12"}, do: func(*editorScene) { w, h = 16, 12 }},
				{Button: widget.Button{Label: "Medium 32 x 22"}, do: func(*editorScene) { w, h = 32, 22 }},
				{Button: widget.Button{Label: "Large 64 x 44"}, do: func(*editorScene) { w, h = 64, 44 }}}},
			{buttons: []edButton{
				{Button: widget.Button{Label: action}, do: func(s *editorScene) { s.closeDialog(); do(s, w, h) }},
				{Button: widget.Button{Label: "Cancel"}, do: func(s *editorScene) { s.closeDialog() }}}},
		}
	}})
}

// newDialog starts a new map of a chosen size.
func (s *editorScene) newDialog() {
	start := func() {
		s.sizeDialog("New map", "Create", 16, 12, func(s *editorScene, w, h int) {
			s.setDoc(editor.New(editor.NewMap(w, h)), "")
			s.message(fmt.Sprintf("New %d x %d map. Paint terrain, place cities, pieces and units; problems show on the right.", w, h), false)
		})
	}
	if s.dirty() {
		s.confirm("Start a new map? Changes since the last save are lost.", "New map", start)
		return
	}
	start()
}

// resizeDialog changes the map size, keeping the top-left corner.
func (s *editorScene) resizeDialog() {
	s.sizeDialog("Resize the map (the top-left corner stays)", "Resize", s.doc.Width(), s.doc.Height(), func(s *editorScene, w, h int) {
		if s.doc.Resize(w, h) {
			s.message(fmt.Sprintf("The map is now %d x %d. Ctrl+Z undoes the resize.", w, h), false)
		}
	})
}

// openDialog lists the player's scenario files and the built-ins.
func (s *editorScene) openDialog() {
	files, err := scenarioFiles(s.dir)
	if err != nil {
		s.message("Cannot list "+s.dir+": "+err.Error(), true)
	}
	s.open(&edDialog{title: "Open a scenario", width: 760, build: func(*editorScene) []edItem {
		items := []edItem{{label: "Your scenarios in", value: s.dir}}
		if len(files) == 0 {
			items = append(items, edItem{label: "  (none saved yet)"})
		}
		for _, path := range files {
			items = append(items, edItem{label: "  " + filepath.Base(path), buttons: []edButton{{Button: widget.Button{Label: "Open"}, do: func(s *editorScene) { s.openFile(path) }}}})
		}
		items = append(items, edItem{label: "Built-in scenarios (saved as a copy)"})
		for _, info := range scenarios.Builtins() {
			items = append(items, edItem{label: "  " + info.Name, buttons: []edButton{{Button: widget.Button{Label: "Open"}, do: func(s *editorScene) { s.openBuiltin(info.ID) }}}})
		}
		return items
	}})
}

// openFile opens a scenario file, asking first if there are unsaved changes.
func (s *editorScene) openFile(path string) {
	do := func() {
		s.dlg = nil
		f, err := openScenarioFile(path)
		if err != nil {
			s.message("Cannot open "+filepath.Base(path)+": "+firstLine(err.Error()), true)
			return
		}
		s.setDoc(editor.New(f), path)
		s.message("Opened "+path+".", false)
	}
	if s.dirty() {
		s.confirm("Open another scenario? Changes since the last save are lost.", "Open", do)
		return
	}
	do()
}

// openBuiltin opens a built-in scenario; saving writes a copy to the player's folder.
func (s *editorScene) openBuiltin(id string) {
	do := func() {
		s.dlg = nil
		sc, err := scenarios.Builtin(id)
		if err != nil {
			s.message(err.Error(), true)
			return
		}
		s.setDoc(editor.New(sc.File), "")
		s.message("Opened the built-in "+sc.Name+"; Save writes a copy to "+s.dir+".", false)
	}
	if s.dirty() {
		s.confirm("Open another scenario? Changes since the last save are lost.", "Open", do)
		return
	}
	do()
}

// firstLine returns the first line of a multi-line message.
func firstLine(msg string) string {
	for i, r := range msg {
		if r == '\n' {
			return msg[:i]
		}
	}
	return msg
}

// unitDialog chooses the unit type the unit tool places, from the catalog.
func (s *editorScene) unitDialog() {
	s.open(&edDialog{title: "Choose a unit type", width: 900, build: func(*editorScene) []edItem {
		var items []edItem
		for _, class := range []sim.TargetClass{sim.ClassGround, sim.ClassAir, sim.ClassNaval} {
			items = append(items, edItem{label: widget.Capitalize(class.String()) + " units"})
			var row []edButton
			for _, t := range sim.UnitTypes() {
				if t.Class != class {
					continue
				}
				row = append(row, edButton{Button: widget.Button{Label: t.Name}, do: func(s *editorScene) {
					s.unitType, s.unitCV, s.tool = t.ID, 0, toolUnit
					s.closeDialog()
				}, on: func(s *editorScene) bool { return s.unitType == t.ID }})
				if len(row) == 4 {
					items = append(items, edItem{buttons: row})
					row = nil
				}
			}
			if len(row) > 0 {
				items = append(items, edItem{buttons: row})
			}
		}
		return items
	}})
}

// nameDialog names the hex h, or removes its name.
func (s *editorScene) nameDialog(h hexmap.Hex, set bool) {
	p, _ := s.doc.Place(h)
	if !set {
		p.Name = ""
		s.doc.SetPlace(p)
		return
	}
	s.prompt("Name of hex "+h.String(), p.Name, scenarios.MaxNameLen*4, func(s *editorScene, v string) {
		p, _ := s.doc.Place(h)
		p.Name = v
		s.doc.SetPlace(p)
	})
}

// poolKindNames are the pool kinds of DESIGN D23, as the file writes them.
var poolKindNames = []string{"generic", "army", "air", "naval"}

// poolSummary totals the starting production points of every side.
func poolSummary(s *editorScene) string {
	n := 0
	for _, p := range s.doc.File().Pools {
		n += p.PP
	}
	return fmt.Sprintf("%d PP in all", n)
}

// poolDialog sets the production points each side starts with, by kind:
// generic PP without the Logistics set, factory pools with it (DESIGN D23).
func (s *editorScene) poolDialog() {
	s.open(&edDialog{title: "Starting production points", width: 640, build: func(s *editorScene) []edItem {
		var items []edItem
		for _, side := range s.doc.Sides() {
			for _, kind := range poolKindNames {
				items = append(items, edItem{label: side + ", " + kind, value: fmt.Sprintf("%d PP", s.doc.Pool(side, kind)), buttons: stepper(
					func(s *editorScene) int { return s.doc.Pool(side, kind) },
					func(s *editorScene, v int) { s.doc.SetPool(side, kind, v) }, 0, 999)})
			}
		}
		return append(items, edItem{buttons: []edButton{{Button: widget.Button{Label: "Close"}, do: func(s *editorScene) { s.closeDialog() }}}})
	}})
}

// strategicItem is the strategic layer's switch, with its major powers
// (listed, and a button to edit them) on the same row.
func strategicItem(s *editorScene) edItem {
	it := checkbox(s, "Strategic layer, powers", func(o *sim.Options) *bool { return &o.Strategic })
	it.value = powersSummary(s)
	// The switch goes through SetStrategic, which gives each side a power
	// when there are none, so the layer loads as soon as it is on.
	it.buttons[0].do = func(s *editorScene) {
		had := len(s.doc.Powers())
		on := !s.doc.Settings().Options.Strategic
		s.doc.SetStrategic(on)
		if n := len(s.doc.Powers()); on && had == 0 && n > 0 {
			s.message(fmt.Sprintf("Strategic layer on: each side has a major power holding its cities (%d in all); Powers edits them.", n), false)
		}
	}
	it.buttons = append([]edButton{{Button: widget.Button{Label: "Powers"}, do: func(s *editorScene) { s.powersDialog() }}}, it.buttons...)
	return it
}

// blocs are the alignments a major power may have (seed 002), "" for none.
var blocs = []string{"", "axis", "allied"}

// powersSummary sums the major powers up for the settings row.
func powersSummary(s *editorScene) string {
	ps := s.doc.Powers()
	if len(ps) == 0 {
		return "none"
	}
	var names []string
	for _, p := range ps {
		names = append(names, p.Name)
	}
	return firstWords(strings.Join(names, ", "), 34)
}

// powersDialog lists the strategic layer's major powers (DESIGN D27): the
// calendar's start, each power with its side, bloc and figures, and
// buttons to add, edit and remove them.
func (s *editorScene) powersDialog() {
	s.open(&edDialog{title: "Major powers (strategic layer)", width: 760, build: func(s *editorScene) []edItem {
		items := []edItem{{label: "Turn 1 is", value: cmp.Or(s.doc.Start(), "undated"), buttons: []edButton{{Button: widget.Button{Label: "Edit"}, do: func(s *editorScene) {
			s.prompt("Season of turn 1, e.g. Spring 1936 (empty: undated)", s.doc.Start(), 40, func(s *editorScene, v string) { s.doc.SetStart(strings.TrimSpace(v)) })
		}}}}}
		for i, p := range s.doc.Powers() {
			bloc := cmp.Or(p.Bloc, "no bloc")
			items = append(items, edItem{label: p.Name + " · side " + p.Side + " · " + bloc,
				value: fmt.Sprintf("income %d · activity %d · %d %s", p.Income, p.Activity, len(p.Cities), session.Plural(len(p.Cities), "home city", "home cities")),
				buttons: []edButton{
					{Button: widget.Button{Label: "Edit"}, do: func(s *editorScene) { s.powerDialog(i) }},
					{Button: widget.Button{Label: "Remove"}, do: func(s *editorScene) {
						s.doc.RemovePower(i)
						if s.doc.File().Strategic == nil {
							s.message("The last power is removed: the strategic layer is off.", false)
						}
					}},
				}})
		}
		items = append(items, edItem{buttons: []edButton{{Button: widget.Button{Label: "Add a power"}, do: func(s *editorScene) {
			if !s.doc.AddPower() {
				s.message("No more powers can be added.", true)
			}
		}}}})
		if !s.doc.Settings().Options.Strategic {
			items = append(items, edItem{label: "The strategic layer is off: powers count only when it is on (Settings)."})
		}
		if s.doc.File().Strategic != nil {
			items = append(items, factItems(s)...)
		}
		return append(items,
			edItem{buttons: []edButton{{Button: widget.Button{Label: "Close"}, do: func(s *editorScene) { s.closeDialog() }}}})
	}})
}

// powerDialog edits major power i: name, side, bloc, income, tile points,
// activity counters, home cities and Reserve.
func (s *editorScene) powerDialog(i int) {
	power := func(s *editorScene) (scenarios.PowerDef, bool) {
		ps := s.doc.Powers()
		if i >= len(ps) {
			return scenarios.PowerDef{}, false
		}
		return ps[i], true
	}
	change := func(s *editorScene, fn func(p *scenarios.PowerDef)) {
		if p, ok := power(s); ok {
			fn(&p)
			s.doc.SetPower(i, p)
		}
	}
	field := func(get func(p scenarios.PowerDef) int, set func(p *scenarios.PowerDef, v int), hi int) []edButton {
		return stepper(func(s *editorScene) int { p, _ := power(s); return get(p) },
			func(s *editorScene, v int) { change(s, func(p *scenarios.PowerDef) { set(p, v) }) }, 0, hi)
	}
	s.open(&edDialog{title: "Major power", width: 760, build: func(s *editorScene) []edItem {
		p, ok := power(s)
		if !ok {
			return []edItem{{buttons: []edButton{{Button: widget.Button{Label: "Close"}, do: func(s *editorScene) { s.closeDialog() }}}}}
		}
		items := []edItem{
			{label: "Name", value: p.Name, buttons: []edButton{{Button: widget.Button{Label: "Edit"}, do: func(s *editorScene) {
				s.prompt("Name of the power", p.Name, scenarios.MaxNameLen*4, func(s *editorScene, v string) {
					change(s, func(p *scenarios.PowerDef) { p.Name = strings.TrimSpace(v) })
				})
			}}}},
			{label: "Side", value: p.Side, buttons: []edButton{{Button: widget.Button{Label: "Next"}, do: func(s *editorScene) {
				sides := s.doc.Sides()
				change(s, func(p *scenarios.PowerDef) { p.Side = sides[(slices.Index(sides, p.Side)+1)%len(sides)] })
			}}}},
			{label: "Bloc", value: cmp.Or(p.Bloc, "none"), buttons: []edButton{{Button: widget.Button{Label: "Next"}, do: func(s *editorScene) {
				change(s, func(p *scenarios.PowerDef) { p.Bloc = blocs[(slices.Index(blocs, p.Bloc)+1)%len(blocs)] })
			}}}},
			{label: "National income", value: strconv.Itoa(p.Income), buttons: field(
				func(p scenarios.PowerDef) int { return p.Income }, func(p *scenarios.PowerDef, v int) { p.Income = v }, 99)},
			{label: "Tile points", value: strconv.Itoa(p.Tiles), buttons: field(
				func(p scenarios.PowerDef) int { return p.Tiles }, func(p *scenarios.PowerDef, v int) { p.Tiles = v }, 99)},
			{label: "Activity counters", value: strconv.Itoa(p.Activity), buttons: field(
				func(p scenarios.PowerDef) int { return p.Activity }, func(p *scenarios.PowerDef, v int) { p.Activity = v }, 99)},
			{label: "Home cities", value: fmt.Sprintf("%d", len(p.Cities)), buttons: []edButton{
				{Button: widget.Button{Label: "Take the side's free cities"}, do: func(s *editorScene) {
					cities := s.doc.HomeCities(i)
					if len(cities) == 0 {
						s.message("The side controls no city another power has not taken.", true)
						return
					}
					change(s, func(p *scenarios.PowerDef) { p.Cities = cities })
				}},
				{Button: widget.Button{Label: "None"}, do: func(s *editorScene) { change(s, func(p *scenarios.PowerDef) { p.Cities = nil }) }},
			}},
		}
		for _, typ := range reserveTypes {
			items = append(items, edItem{label: "Reserve: " + orders.UnitTitle(typ), value: strconv.Itoa(reserveCount(p, typ)), buttons: field(
				func(p scenarios.PowerDef) int { return reserveCount(p, typ) },
				func(p *scenarios.PowerDef, v int) { setReserve(p, typ, v) }, 99)})
		}
		return append(items, edItem{buttons: []edButton{{Button: widget.Button{Label: "Close"}, do: func(s *editorScene) { s.closeDialog() }}}})
	}})
}

// reserveTypes are the unit types a Reserve may hold that the dialog edits:
// the armor, infantry and air categories of seed 000 18.
var reserveTypes = []string{"infantry", "armor", "fighter", "light_bomber"}

// reserveCount is how many units of typ power p holds in its Reserve.
func reserveCount(p scenarios.PowerDef, typ string) int {
	for _, r := range p.Reserve {
		if r.Type == typ {
			return r.Count
		}
	}
	return 0
}

// setReserve sets the Reserve count of typ, 0 removing it.
func setReserve(p *scenarios.PowerDef, typ string, n int) {
	p.Reserve = slices.DeleteFunc(p.Reserve, func(r scenarios.StockDef) bool { return r.Type == typ })
	if n > 0 {
		p.Reserve = append(p.Reserve, scenarios.StockDef{Type: typ, Count: n})
	}
}

// cohesions are the Russian cohesion levels a scenario may start at (seed
// 003), "" leaving the default, medium.
var cohesions = []string{"", "low", "medium", "high", "full"}

// factItems are the rows of the campaign facts at the start (seed 003):
// Russian cohesion, garrisons, the Pact's concessions and a purge.
func factItems(s *editorScene) []edItem {
	facts := s.doc.Facts()
	change := func(fn func(f *scenarios.FactsDef)) func(s *editorScene) {
		return func(s *editorScene) {
			f := s.doc.Facts()
			fn(&f)
			s.doc.SetFacts(f)
		}
	}
	number := func(label string, v func(f *scenarios.FactsDef) *int) edItem {
		return edItem{label: label, value: strconv.Itoa(*v(&facts)), buttons: stepper(
			func(s *editorScene) int { f := s.doc.Facts(); return *v(&f) },
			func(s *editorScene, n int) { change(func(f *scenarios.FactsDef) { *v(f) = n })(s) }, 0, 999)}
	}
	purge := "off"
	if facts.Purge {
		purge = "on"
	}
	return []edItem{
		{label: "Campaign facts at the start"},
		{label: "Russian cohesion", value: cmp.Or(facts.Cohesion, "medium (default)"), buttons: []edButton{{Button: widget.Button{Label: "Next"},
			do: change(func(f *scenarios.FactsDef) {
				f.Cohesion = cohesions[(slices.Index(cohesions, f.Cohesion)+1)%len(cohesions)]
			})}}},
		number("Garrison required", func(f *scenarios.FactsDef) *int { return &f.GarrisonRequired }),
		number("Garrison counters", func(f *scenarios.FactsDef) *int { return &f.GarrisonCounters }),
		number("Pact concessions (0: not yet known)", func(f *scenarios.FactsDef) *int { return &f.Concessions }),
		{label: "Russia under a purge", buttons: []edButton{{Button: widget.Button{Label: purge},
			do: change(func(f *scenarios.FactsDef) { f.Purge = !f.Purge }), on: func(s *editorScene) bool { return s.doc.Facts().Purge }}}},
	}
}
