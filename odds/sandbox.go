package odds

import (
	"fmt"
	"slices"
	"strings"

	"hexstorm/hexmap"
	"hexstorm/sim"
)

// SandboxHex is where a sandbox battle is fought: the middle of its 5x5 map.
// The attackers came from the hex west of it.
var SandboxHex = hexmap.Offset{Col: 2, Row: 2}.Hex()

var sandboxFrom = hexmap.Offset{Col: 1, Row: 2}.Hex()

// Sandbox is a battle set up by hand, for the calculator's sandbox mode:
// side 0 ("Attacker") attacks side 1 ("Defender") in SandboxHex of a small
// map of one terrain, every unit in supply.
type Sandbox struct {
	Attacker, Defender []string
	Terrain            hexmap.Terrain
	// CV sets starting strengths by unit index, attackers first; a missing
	// or 0 entry keeps the type's full strength.
	CV []int
	// Edit changes the setup before the game is made (tests: factories).
	Edit func(*sim.Setup)
}

// State builds the sandbox's game and brings it to the attacker's combat
// phase with the battle in SandboxHex declared and not yet fought.
func (sb Sandbox) State() (*sim.State, error) {
	if len(sb.Attacker) == 0 || len(sb.Defender) == 0 {
		return nil, fmt.Errorf("a sandbox battle needs at least one attacking and one defending unit")
	}
	m := hexmap.New(5, 5)
	for _, h := range m.Hexes() {
		m.SetTerrain(h, sb.Terrain)
	}
	var units []sim.UnitSetup
	for i, ty := range slices.Concat(sb.Attacker, sb.Defender) {
		side := 0
		if i >= len(sb.Attacker) {
			side = 1
		}
		cv := 0
		if i < len(sb.CV) {
			cv = sb.CV[i]
		}
		units = append(units, sim.UnitSetup{Type: ty, Side: side, Hex: SandboxHex, CV: cv})
	}
	setup := sim.Setup{Map: m, Sides: []sim.Side{{Name: "Attacker"}, {Name: "Defender"}}, Units: units, Victory: sim.Victory{Turns: 5}}
	if sb.Edit != nil {
		sb.Edit(&setup)
	}
	s, _, err := sim.NewGame(setup, 1)
	if err != nil {
		return nil, err
	}
	apply := func(c sim.Command) error {
		if _, err := s.Apply(c); err != nil {
			return fmt.Errorf("setting up the sandbox: %s: %w", c, err)
		}
		return nil
	}
	for i := 0; i < 20 && !(s.Phase == sim.PhaseMovement && s.ActiveSide() == 0); i++ {
		if err := apply(sim.Command{Kind: sim.CmdEndPhase, Side: s.ActiveSide()}); err != nil {
			return nil, err
		}
	}
	// The battle is declared as movement would declare it (sim
	// declareBattle); the units start in the hex, as if they had moved in.
	b := sim.Battle{Hex: SandboxHex, Attacker: 0, Defender: 1}
	for i := range sb.Attacker {
		b.Moves = append(b.Moves, sim.BattleMove{Unit: sim.UnitID(i + 1), From: sandboxFrom})
	}
	s.Battles = append(s.Battles, b)
	if err := apply(sim.Command{Kind: sim.CmdEndPhase, Side: 0}); err != nil {
		return nil, err
	}
	for s.Phase == sim.PhaseCombat && len(s.Committing) > 0 {
		if err := apply(sim.Command{Kind: sim.CmdEndCommit, Side: s.Committing[0]}); err != nil {
			return nil, err
		}
	}
	// The map has no cities, so the supply check cut everyone off; a
	// sandbox fights in supply (D21 is not what it is about).
	for i := range s.Units {
		s.Units[i].OutOfSupply = false
	}
	if s.Phase != sim.PhaseCombat || s.BattleAt(SandboxHex) == nil {
		return nil, fmt.Errorf("setting up the sandbox: no pending battle (phase %s)", s.Phase)
	}
	return s, nil
}

// ResolveUnitType returns the catalog id a player's spelling names: the id
// itself, or the only id that starts with it ("heavy_arm"), with spaces and
// dashes read as underscores.
func ResolveUnitType(name string) (string, error) {
	n := strings.ReplaceAll(strings.ReplaceAll(strings.ToLower(strings.TrimSpace(name)), " ", "_"), "-", "_")
	if n == "" {
		return "", fmt.Errorf("empty unit type")
	}
	var ids, matches []string
	for _, t := range sim.UnitTypes() {
		ids = append(ids, t.ID)
		if t.ID == n {
			return n, nil
		}
		if strings.HasPrefix(t.ID, n) {
			matches = append(matches, t.ID)
		}
	}
	switch len(matches) {
	case 1:
		return matches[0], nil
	case 0:
		return "", fmt.Errorf("unknown unit type %q (known: %s)", name, strings.Join(ids, ", "))
	}
	return "", fmt.Errorf("unit type %q is ambiguous: %s", name, strings.Join(matches, ", "))
}
