package play

import (
	"fmt"
	"strings"

	"hexstorm/hexmap"
	"hexstorm/render/orders"
	"hexstorm/render/widget"
	"hexstorm/session"
	"hexstorm/sim"
)

// The production screen (DESIGN D23-D26, seed 004 Factories): the side's PP
// pools by factory type; for the city picked on the map, its factories, the
// units it may build, factory exchange and resource assignment; for an
// Engineer or Marine, the construction it may do. Like the combat panels, a
// button exists only when the rules accept its command.

// factoryKinds are the factory types of seed 004, in pool order.
var factoryKinds = []sim.FactoryKind{sim.FactoryArmy, sim.FactoryAir, sim.FactoryNaval}

// productionPanel fills the panel for side's Production Phase.
func (s *Scene) productionPanel(p *actionPanel, side int) {
	st := s.state
	ui := s.ui
	p.reset(session.SideName(st, side) + " · production")
	var pools []string
	kinds := factoryKinds
	if !st.Options.Logistics {
		kinds = []sim.FactoryKind{sim.PoolGeneric}
	}
	for _, k := range kinds {
		pools = append(pools, fmt.Sprintf("%s %d PP", widget.Capitalize(k.String()), st.PoolPP(side, k)))
	}
	p.line(ui, "Pools: "+strings.Join(pools, " · "), widget.ColText, side)
	if u := s.ord.unit(); u != nil && u.Side == side && s.unitChoices(p, u) {
		p.add("Done with this unit", true, func() { s.selectUnit(0) })
	} else if s.prodHex != nil {
		if s.prodKind >= 0 {
			p.add("Back to "+s.cityLabel(side, *s.prodHex), true, func() { s.prodKind = -1; s.refreshPanel() })
		} else {
			p.add("Back to the city list", true, func() { s.prodHex = nil; s.refreshPanel() })
		}
		s.cityChoices(p, side, *s.prodHex)
	} else {
		s.cityList(p, side)
	}
	s.undoChoice(p)
	p.add("End production (Enter)", true, s.endPhase)
}

// cityList lists side's factory cities and the units able to construct.
func (s *Scene) cityList(p *actionPanel, side int) {
	st := s.state
	ui := s.ui
	p.line(ui, "Click a city on the map, or pick one here:", widget.ColMuted, -1)
	var seen []hexmap.Hex
	for _, f := range st.Factories {
		if f.Side != side || (len(seen) > 0 && seen[len(seen)-1] == f.Hex) {
			continue
		}
		seen = append(seen, f.Hex)
		h := f.Hex
		p.add(s.cityLabel(side, h), true, func() { s.openCity(h) })
	}
	if !st.Options.Logistics {
		for i, c := range st.Control {
			h := st.Map.HexAt(i)
			if int(c) == side && st.Map.Terrain(h).IsSettlement() {
				p.add(s.cityLabel(side, h), true, func() { s.openCity(h) })
			}
		}
	}
	s.reinforceList(p, side, nil)
	for i := range st.Units {
		u := &st.Units[i]
		if u.Side != side || len(s.constructions(u)) == 0 {
			continue
		}
		id, h := u.ID, u.Hex
		p.add(fmt.Sprintf("%s at %s%s can build", s.Board.TypeName(u.Type), h, session.PlaceSuffix(st, h)), true, func() {
			s.selectUnit(id)
			s.centerOn(h)
		})
	}
}

// cityLabel names a city with its factories.
func (s *Scene) cityLabel(side int, h hexmap.Hex) string {
	st := s.state
	name := st.Map.Cell(h).Name
	if name == "" {
		name = h.String()
	}
	var fs []string
	for _, f := range st.Factories {
		if f.Hex == h && f.Side == side {
			fs = append(fs, fmt.Sprintf("%s %d", f.Kind, f.PP))
		}
	}
	if len(fs) > 0 {
		name += " (" + strings.Join(fs, ", ") + ")"
	}
	return name
}

// openCity shows city h in the production panel.
func (s *Scene) openCity(h hexmap.Hex) {
	s.prodHex, s.prodKind = &h, -1
	s.selectUnit(0)
	s.centerOn(h)
	s.refreshPanel()
}

// pickCity opens the city clicked in the Production Phase, reporting
// whether the click was used.
func (s *Scene) pickCity(h hexmap.Hex) bool {
	st := s.state
	if st.Phase != sim.PhaseProduction || !st.Map.Terrain(h).IsSettlement() {
		return false
	}
	s.stackBuf = s.Board.StackAt(h, s.stackBuf)
	for _, id := range s.stackBuf {
		if u := st.Unit(id); u != nil && u.Side == st.Actor() && len(s.constructions(u)) > 0 {
			return false // an engineer in the city: select it
		}
	}
	s.openCity(h)
	return true
}

// cityChoices offers what city h may do: builds by factory type, factory
// exchange and resource assignment.
func (s *Scene) cityChoices(p *actionPanel, side int, h hexmap.Hex) {
	st := s.state
	ui := s.ui
	p.line(ui, s.cityLabel(side, h), widget.ColAccent, -1)
	// Builds are listed by the pool that pays for them, one pool at a
	// time, so that a big factory city's list fits the screen.
	var byKind [sim.PoolGeneric + 1][]sim.Command
	var names [sim.PoolGeneric + 1][]string
	for _, t := range sim.UnitTypes() {
		for _, fac := range []string{"", "army", "air", "naval"} {
			cmd := sim.Command{Kind: sim.CmdBuild, Side: side, Hex: h, UnitType: t.ID, Factory: fac}
			k, ok := buildPool(st, cmd)
			if !ok {
				continue
			}
			label := fmt.Sprintf("Build %s · %d PP", t.Name, t.Cost)
			if fac != "" {
				label += " from " + fac
			}
			byKind[k] = append(byKind[k], cmd)
			names[k] = append(names[k], label)
			break
		}
	}
	builds := 0
	for k := range byKind {
		n := len(byKind[k])
		builds += n
		if n == 0 {
			continue
		}
		kind := sim.FactoryKind(k)
		if s.prodKind == int(k) {
			for i, cmd := range byKind[k] {
				p.add(names[k][i], true, func() { s.submit(cmd) })
			}
		} else if s.prodKind < 0 {
			p.add(fmt.Sprintf("Build from the %s pool (%d PP): %d type%s", kind, st.PoolPP(side, kind), n, session.Plural(n, "", "s")), true, func() {
				s.prodKind = int(kind)
				s.refreshPanel()
			})
		}
	}
	if s.prodKind >= 0 {
		return
	}
	if builds == 0 {
		p.line(ui, s.whyNoBuild(side, h), widget.ColMuted, -1)
	}
	s.reinforceList(p, side, &h)
	for _, from := range factoryKinds {
		for _, to := range factoryKinds {
			cmd := sim.Command{Kind: sim.CmdExchangeFactory, Side: side, Hex: h, Factory: from.String(), NewFactory: to.String()}
			if from == to || orders.Probe(st, cmd) != nil {
				continue
			}
			p.add(fmt.Sprintf("Exchange the %s factory for a 0 PP %s one", from, to), true, func() { s.submit(cmd) })
		}
	}
	for _, r := range st.Resources {
		if r.Hex != h {
			continue
		}
		p.line(ui, fmt.Sprintf("Resource: %d PP to the %s factory", r.PP, r.Kind), widget.ColText, -1)
		for _, k := range factoryKinds {
			cmd := sim.Command{Kind: sim.CmdAssignResource, Side: side, Hex: h, Factory: k.String()}
			if k == r.Kind || orders.Probe(st, cmd) != nil {
				continue
			}
			p.add(fmt.Sprintf("Assign the resource to %s", k), true, func() { s.submit(cmd) })
		}
	}
}

// buildPool tries a build on a copy of the state and returns the pool the
// rules paid it from (the one that shrank), so the panel need not work out
// which factory type builds what.
func buildPool(st *sim.State, cmd sim.Command) (sim.FactoryKind, bool) {
	c := st.Clone()
	if _, err := c.Apply(cmd); err != nil {
		return 0, false
	}
	for _, k := range []sim.FactoryKind{sim.FactoryArmy, sim.FactoryAir, sim.FactoryNaval, sim.PoolGeneric} {
		if c.PoolPP(cmd.Side, k) < st.PoolPP(cmd.Side, k) {
			return k, true
		}
	}
	return sim.PoolGeneric, true
}

// whyNoBuild asks the rules why the cheapest unit of the city's factory
// type cannot be built there, so an empty list explains itself.
func (s *Scene) whyNoBuild(side int, h hexmap.Hex) string {
	st := s.state
	for _, t := range sim.UnitTypes() {
		if t.CannotBuild {
			continue
		}
		err := orders.Probe(st, sim.Command{Kind: sim.CmdBuild, Side: side, Hex: h, UnitType: t.ID})
		if err != nil && !strings.Contains(err.Error(), "Doctrine") {
			return "Nothing to build: " + err.Error()
		}
	}
	return "Nothing can be built here now."
}

// construction is one thing an Engineer or Marine may build.
type construction struct {
	label string
	cmd   sim.Command
}

// constructions lists what unit u may build now, by asking the rules.
func (s *Scene) constructions(u *sim.Unit) []construction {
	st := s.state
	if st.Phase != sim.PhaseProduction {
		return nil
	}
	var out []construction
	try := func(label string, cmd sim.Command) {
		cmd.Side, cmd.Unit = u.Side, u.ID
		if orders.Probe(st, cmd) == nil {
			out = append(out, construction{label, cmd})
		}
	}
	try("Build a minor airfield here", sim.Command{Kind: sim.CmdBuildAirfield})
	try("Upgrade the airfield to major", sim.Command{Kind: sim.CmdUpgradeAirfield})
	try("Build a Mulberry harbour here", sim.Command{Kind: sim.CmdBuildMulberry})
	try("Rebuild the canal here", sim.Command{Kind: sim.CmdRebuildCanal})
	try("Build a fortification here", sim.Command{Kind: sim.CmdBuildFortification})
	for _, d := range hexmap.Directions {
		n := u.Hex.Neighbor(d)
		try("Rebuild the bridge to "+n.String()+" ("+d.String()+")", sim.Command{Kind: sim.CmdRebuildBridge, Hex: n})
	}
	return out
}

// unitChoices offers what the selected block u may do in the Production
// Phase, its constructions and a step of reinforcement, reporting whether
// there is anything.
func (s *Scene) unitChoices(p *actionPanel, u *sim.Unit) bool {
	built := s.constructionChoices(p, u)
	reinforced := s.reinforceChoice(p, u)
	return built || reinforced
}

// constructionChoices offers unit u's constructions, reporting whether it
// has any. Each costs the block a step (DESIGN D35); when that is its last
// step, the panel says so in plain words before the order is given.
func (s *Scene) constructionChoices(p *actionPanel, u *sim.Unit) bool {
	list := s.constructions(u)
	if len(list) == 0 {
		return false
	}
	ui := s.ui
	name := s.Board.TypeName(u.Type)
	p.line(ui, fmt.Sprintf("%s at %s, %s: building costs the block one step", name, u.Hex, stepsLabel(u.CV)), widget.ColAccent, -1)
	if u.CV == 1 {
		p.line(ui, fmt.Sprintf("Warning: this %s block has one step left. Building uses it up and it leaves the map.", name), colHit, -1)
	}
	for _, c := range list {
		cmd := c.cmd
		label := c.label
		if u.CV == 1 {
			label += " (uses up the block)"
		}
		p.add(label, true, func() { s.submit(cmd) })
	}
	return true
}

// reinforceCommand returns the command adding a step to u, when the rules
// would accept it now (DESIGN D35).
func (s *Scene) reinforceCommand(u *sim.Unit) (sim.Command, bool) {
	cmd := sim.Command{Kind: sim.CmdReinforce, Side: u.Side, Unit: u.ID}
	return cmd, s.state.Phase == sim.PhaseProduction && orders.Probe(s.state, cmd) == nil
}

// reinforceLabel words the reinforce button for u: its steps now and after,
// and the price.
func (s *Scene) reinforceLabel(u *sim.Unit, where bool) string {
	t, _ := sim.LookupUnitType(u.Type)
	at := ""
	if where {
		at = " at " + u.Hex.String() + session.PlaceSuffix(s.state, u.Hex)
	}
	return fmt.Sprintf("Reinforce %s%s: %d → %d of %d steps · %d PP", t.Name, at, u.CV, u.CV+1, t.MaxCV, t.Cost)
}

// reinforceChoice offers a step for the selected block u, or says why it
// cannot have one when it is worn, reporting whether it showed anything.
func (s *Scene) reinforceChoice(p *actionPanel, u *sim.Unit) bool {
	t, ok := sim.LookupUnitType(u.Type)
	if !ok || u.CV >= t.MaxCV || t.Class == sim.ClassNaval {
		return false
	}
	if cmd, ok := s.reinforceCommand(u); ok {
		p.add(s.reinforceLabel(u, false), true, func() { s.submit(cmd) })
		return true
	}
	if err := orders.Probe(s.state, sim.Command{Kind: sim.CmdReinforce, Side: u.Side, Unit: u.ID}); err != nil {
		p.line(s.ui, fmt.Sprintf("%s, %s of %d: no reinforcement now: %s", s.Board.TypeName(u.Type), stepsLabel(u.CV), t.MaxCV, orders.ReasonText(err)), widget.ColMuted, -1)
		return true
	}
	return false
}

// reinforceMax bounds the worn blocks listed at once.
const reinforceMax = 6

// reinforceList lists side's worn blocks that may gain a step now, most
// worn first: all of them, or those in city h.
func (s *Scene) reinforceList(p *actionPanel, side int, h *hexmap.Hex) {
	st := s.state
	var worn []*sim.Unit
	for i := range st.Units {
		u := &st.Units[i]
		if u.Side != side || (h != nil && u.Hex != *h) {
			continue
		}
		if _, ok := s.reinforceCommand(u); ok {
			worn = append(worn, u)
		}
	}
	if len(worn) == 0 {
		return
	}
	p.line(s.ui, "Worn blocks: a step each per Production Phase, paid from their factory pool", widget.ColMuted, -1)
	for i, u := range worn {
		if i == reinforceMax {
			p.line(s.ui, fmt.Sprintf("… and %d more: select a block on the map to reinforce it", len(worn)-reinforceMax), widget.ColMuted, -1)
			break
		}
		cmd, _ := s.reinforceCommand(u)
		p.add(s.reinforceLabel(u, h == nil), true, func() { s.submit(cmd) })
	}
}

// stepsLabel words a number of steps.
func stepsLabel(n int) string {
	if n == 1 {
		return "1 step"
	}
	return fmt.Sprintf("%d steps", n)
}
