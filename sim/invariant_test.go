package sim_test

// Random command sequences over many seeded games of the built-in Channel
// scenario (DESIGN section 4: "random command sequences that never panic and
// keep the invariants"). Commands are drawn from what the state offers (the
// actor's units, battles, cities, decisions) mixed with nonsense (wrong side,
// unknown unit, off-map hex, unknown kind), so both paths of Apply are
// exercised. The game count is a flag: go test ./sim -run Invariant
// -invariant.games=5000 for a longer run.

import (
	"encoding/json"
	"flag"
	"fmt"
	"slices"
	"testing"

	"hexstorm/hexmap"
	"hexstorm/scenarios"
	"hexstorm/sim"
)

var invariantGames = flag.Int("invariant.games", 0, "games played by TestInvariant_RandomCommands (0: the default for the mode)")

// cmdKinds are every command kind, plus one that does not exist.
var cmdKinds = []sim.CommandKind{
	sim.CmdEndPhase, sim.CmdMove, sim.CmdBuild, sim.CmdExchangeFactory, sim.CmdAssignResource,
	sim.CmdAirStrike, sim.CmdCommitAir, sim.CmdEndCommit, sim.CmdFight, sim.CmdContinueBattle,
	sim.CmdRetreat, sim.CmdCasualties, sim.CmdTargetLogistics, sim.CmdLoad, sim.CmdUnload,
	sim.CmdAirdrop, sim.CmdForcedMarch, sim.CmdBuildAirfield, sim.CmdUpgradeAirfield,
	sim.CmdBuildMulberry, sim.CmdRebuildBridge, sim.CmdRebuildCanal, sim.CmdBuildFortification, sim.CmdCasualtyPolicy,
	sim.CmdWithdraw, sim.CmdSupplyDrop, "no_such_command",
}

func TestInvariant_RandomCommands(t *testing.T) {
	sc, err := scenarios.Builtin("channel")
	if err != nil {
		t.Fatal(err)
	}
	games, steps := 60, 120
	if testing.Short() {
		games = 30
	}
	if *invariantGames > 0 {
		games = *invariantGames
	}
	types := sim.UnitTypes()
	accepted, maxTurn := 0, 0
	seen := map[sim.EventKind]int{}
	for g := range games {
		seed := uint64(g + 1)
		start, _, err := sim.NewGame(sc.Setup, seed)
		if err != nil {
			t.Fatal(err)
		}
		s := start.Clone()
		r := sim.NewRand(seed * 7919)
		var cmds []sim.Command
		var hashes []string
		for step := range steps {
			cmd := randomCommand(s, &r, types)
			before := s.Hash()
			evs, err := applySafely(s, cmd)
			where := fmt.Sprintf("game seed %d, command %d %+v", seed, step+1, cmd)
			if perr, ok := err.(panicError); ok {
				t.Fatalf("%s: panic: %v", where, perr.v)
			}
			if err != nil {
				if _, ok := err.(*sim.RuleError); !ok {
					t.Fatalf("%s: refused with %T, want *sim.RuleError: %v", where, err, err)
				}
				if evs != nil || s.Hash() != before {
					t.Fatalf("%s: refused (%v) but the state changed", where, err)
				}
				continue
			}
			cmds, hashes = append(cmds, cmd), append(hashes, s.Hash())
			for _, e := range evs {
				seen[e.Kind]++
			}
			maxTurn = max(maxTurn, s.Turn)
			if msg := invariantProblem(s); msg != "" {
				t.Fatalf("%s: %s", where, msg)
			}
			if len(cmds)%10 == 0 {
				if msg := jsonRoundTripProblem(s); msg != "" {
					t.Fatalf("%s: %s", where, msg)
				}
			}
			if s.Phase == sim.PhaseGameOver {
				break
			}
		}
		accepted += len(cmds)
		replayed := start.Clone()
		for i, c := range cmds {
			if _, err := replayed.Apply(c); err != nil {
				t.Fatalf("game seed %d: accepted command %d refused on replay: %v", seed, i+1, err)
			}
			if replayed.Hash() != hashes[i] {
				t.Fatalf("game seed %d: replay diverges after command %d", seed, i+1)
			}
		}
	}
	t.Logf("%d games, %d commands accepted, up to turn %d; %d battles ended, %d units built, %d hits, %d moves",
		games, accepted, maxTurn, seen[sim.EvBattleEnded], seen[sim.EvUnitBuilt], seen[sim.EvUnitHit], seen[sim.EvUnitMoved])
	if accepted < games {
		t.Errorf("only %d commands accepted over %d games: the generator tests refusals only", accepted, games)
	}
}

// panicError carries a recovered panic out of Apply.
type panicError struct{ v any }

func (p panicError) Error() string { return fmt.Sprint(p.v) }

// applySafely applies cmd, turning a panic into an error.
func applySafely(s *sim.State, cmd sim.Command) (evs []sim.Event, err error) {
	defer func() {
		if v := recover(); v != nil {
			err = panicError{v}
		}
	}()
	return s.Apply(cmd)
}

// randomCommand draws a command: mostly by the side whose input is awaited,
// about the things the state holds, sometimes nonsense.
func randomCommand(s *sim.State, r *sim.Rand, types []sim.UnitType) sim.Command {
	side := s.Actor()
	if side < 0 || r.Intn(10) == 0 {
		side = r.Intn(len(s.Sides) + 1) // one past the last side: no such side
	}
	c := sim.Command{Side: side}
	// End the phase often enough for games to move through every phase.
	if r.Intn(4) == 0 {
		c.Kind = sim.CmdEndPhase
		return c
	}
	c.Kind = cmdKinds[r.Intn(len(cmdKinds))]
	if s.Phase == sim.PhaseCombat && len(s.Battles) > 0 && r.Intn(2) == 0 {
		b := s.Battles[r.Intn(len(s.Battles))]
		c.Hex = b.Hex
		switch {
		case len(b.Decisions) > 0:
			c.Kind = sim.CmdCasualties
			for _, h := range b.Decisions[0].Hits {
				c.Units = append(c.Units, h.Targets[r.Intn(len(h.Targets))])
			}
			return c
		case len(s.Committing) > 0:
			c.Kind = sim.CmdEndCommit
		case !b.Running():
			c.Kind = sim.CmdFight
		case r.Intn(3) == 0:
			c.Kind = sim.CmdRetreat
		default:
			c.Kind = sim.CmdContinueBattle
		}
		return c
	}
	own := unitsOf(s, side)
	if s.Phase == sim.PhaseProduction && r.Intn(2) == 0 {
		c.Kind = sim.CmdBuild
		c.UnitType = []string{"infantry", "artillery", "armor", "fighter", "destroyer", "engineers", "marines"}[r.Intn(7)]
		if len(s.Factories) > 0 {
			c.Hex = s.Factories[r.Intn(len(s.Factories))].Hex
		}
		return c
	}
	if len(own) > 0 {
		u := own[r.Intn(len(own))]
		c.Unit = u.ID
		c.Hex = u.Hex
		c.Path = randomPath(s, r, u.Hex, 1+r.Intn(3))
		if s.Phase == sim.PhaseMovement && r.Intn(3) > 0 {
			c.Kind = sim.CmdMove
			c.Path = walk(s, r, s.Unit(u.ID))
			if len(c.Path) == 0 {
				c.Path = randomPath(s, r, u.Hex, 1)
			}
			return c
		}
		if len(c.Path) > 0 && r.Intn(2) == 0 {
			c.Hex = c.Path[len(c.Path)-1]
		}
		if other := unitsAt(s, u.Hex, side, u.ID); len(other) > 0 {
			c.Carrier = other[r.Intn(len(other))]
			if r.Intn(2) == 0 {
				c.Units = append([]sim.UnitID{u.ID}, other...)
			}
		}
	}
	if c.Kind == sim.CmdAirStrike || c.Kind == sim.CmdCommitAir {
		c.Units = []sim.UnitID{c.Unit}
	}
	if c.UnitType == "" {
		c.UnitType = types[r.Intn(len(types))].ID
	}
	c.Factory = []string{"army", "air", "naval", "", "bogus"}[r.Intn(5)]
	c.NewFactory = []string{"army", "air", "naval"}[r.Intn(3)]
	c.Manual = r.Intn(2) == 0
	if c.Kind == sim.CmdBuild || c.Kind == sim.CmdExchangeFactory || c.Kind == sim.CmdAssignResource {
		if len(s.Factories) > 0 {
			c.Hex = s.Factories[r.Intn(len(s.Factories))].Hex
		}
	}
	switch r.Intn(12) { // nonsense
	case 0:
		c.Unit = sim.UnitID(r.Intn(1000) - 10)
	case 1:
		c.Hex = hexmap.Offset{Col: r.Intn(80) - 20, Row: r.Intn(80) - 20}.Hex()
	case 2:
		c.Path = append(c.Path, hexmap.Offset{Col: -3, Row: 500}.Hex())
	case 3:
		c.Units = append(c.Units, 0, c.Unit, c.Unit)
	}
	return c
}

// unitsOf returns side's units.
func unitsOf(s *sim.State, side int) []sim.Unit {
	var out []sim.Unit
	for _, u := range s.Units {
		if u.Side == side {
			out = append(out, u)
		}
	}
	return out
}

// unitsAt returns the ids of side's units in h other than except.
func unitsAt(s *sim.State, h hexmap.Hex, side int, except sim.UnitID) []sim.UnitID {
	var out []sim.UnitID
	for _, u := range s.Units {
		if u.Hex == h && u.Side == side && u.ID != except {
			out = append(out, u.ID)
		}
	}
	return out
}

// randomPath walks n random steps from h.
func randomPath(s *sim.State, r *sim.Rand, h hexmap.Hex, n int) []hexmap.Hex {
	var out []hexmap.Hex
	for range n {
		h = h.Neighbor(hexmap.Directions[r.Intn(len(hexmap.Directions))])
		out = append(out, h)
	}
	return out
}

// invariantProblem describes the first broken invariant of s, or "".
func invariantProblem(s *sim.State) string {
	if c := s.Clone(); c.Hash() != s.Hash() {
		return "a clone hashes differently"
	}
	if !slices.IsSortedFunc(s.Units, func(a, b sim.Unit) int { return int(a.ID - b.ID) }) {
		return "units are not sorted by id"
	}
	if n := len(s.Units) + len(s.Eliminated); n != int(s.NextUnitID)-1 {
		return fmt.Sprintf("%d units on the map and eliminated, but %d ids given out", n, s.NextUnitID-1)
	}
	type stack struct {
		h    hexmap.Hex
		side int
	}
	ground, naval := map[stack]int{}, map[stack]int{}
	sidesIn := map[hexmap.Hex]map[int]bool{}
	for i := range s.Units {
		u := &s.Units[i]
		t, ok := sim.LookupUnitType(u.Type)
		if !ok {
			return fmt.Sprintf("unit %d has unknown type %q", u.ID, u.Type)
		}
		if u.CV < 1 || u.CV > t.MaxCV {
			return fmt.Sprintf("unit %d %s has cv %d outside 1..%d", u.ID, u.Type, u.CV, t.MaxCV)
		}
		if !s.Map.Contains(u.Hex) {
			return fmt.Sprintf("unit %d is off the map at %s", u.ID, u.Hex)
		}
		if u.CarriedBy != 0 {
			if c := s.Unit(u.CarriedBy); c == nil || c.Hex != u.Hex {
				return fmt.Sprintf("unit %d is carried by %d, which is not in its hex", u.ID, u.CarriedBy)
			}
			continue
		}
		switch t.Class {
		case sim.ClassGround:
			ground[stack{u.Hex, u.Side}]++
		case sim.ClassNaval:
			naval[stack{u.Hex, u.Side}]++
		}
		if sidesIn[u.Hex] == nil {
			sidesIn[u.Hex] = map[int]bool{}
		}
		sidesIn[u.Hex][u.Side] = true
	}
	for i := range s.Units {
		u := &s.Units[i]
		k := stack{u.Hex, u.Side}
		if ground[k] > sim.MaxGroundStack && s.BattleAt(u.Hex) == nil {
			return fmt.Sprintf("%d ground units of side %d stack in %s", ground[k], u.Side, u.Hex)
		}
		if naval[k] > sim.PortCapacity && isPort(s, u.Hex) && s.BattleAt(u.Hex) == nil {
			return fmt.Sprintf("%d ships of side %d in the port at %s", naval[k], u.Side, u.Hex)
		}
		if len(sidesIn[u.Hex]) > 1 && s.BattleAt(u.Hex) == nil {
			return fmt.Sprintf("units of two sides share %s with no battle there", u.Hex)
		}
	}
	for _, p := range s.Pools {
		if p.PP < 0 {
			return fmt.Sprintf("side %d's %s pool is negative: %d", p.Side, p.Kind, p.PP)
		}
	}
	for _, f := range s.Factories {
		if f.PP < 0 || f.PP > s.Map.Cell(f.Hex).Size {
			return fmt.Sprintf("factory at %s has %d PP, outside 0..%d", f.Hex, f.PP, s.Map.Cell(f.Hex).Size)
		}
	}
	return ""
}

// walk is a random path unit u may take: each step one its step costs allow,
// within its movement points, stopping where a step says the move ends.
func walk(s *sim.State, r *sim.Rand, u *sim.Unit) []hexmap.Hex {
	cost := s.StepCost(u)
	left := s.MovePoints(u)
	var out []hexmap.Hex
	at := u.Hex
	for left > 0 {
		d := hexmap.Directions[r.Intn(len(hexmap.Directions))]
		next := at.Neighbor(d)
		c, stop := cost(at, next, d)
		if c < 0 || c > left || slices.Contains(out, next) || next == u.Hex {
			if r.Intn(3) == 0 {
				break
			}
			continue
		}
		out = append(out, next)
		left -= c
		at = next
		if stop || r.Intn(3) == 0 {
			break
		}
	}
	return out
}

// isPort reports whether h is a port city or town or holds a Mulberry.
func isPort(s *sim.State, h hexmap.Hex) bool {
	c := s.Map.Cell(h)
	return c.Terrain != hexmap.Sea && (c.Port || slices.ContainsFunc(s.Mulberries, func(m sim.Mulberry) bool { return m.Hex == h }))
}

// jsonRoundTripProblem checks that the state survives its JSON form (a save)
// with the same hash, the fixed map re-attached as a loader does.
func jsonRoundTripProblem(s *sim.State) string {
	data, err := json.Marshal(s)
	if err != nil {
		return fmt.Sprintf("state does not encode: %v", err)
	}
	var back sim.State
	if err := json.Unmarshal(data, &back); err != nil {
		return fmt.Sprintf("state does not decode: %v", err)
	}
	back.Map = s.Map
	if back.Hash() != s.Hash() {
		return "state hash changes through JSON"
	}
	return ""
}
