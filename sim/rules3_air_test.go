package sim

import "testing"

// stormWall: two rows with a storm at 4,1 whose area covers columns 3-5 of
// both rows, a wall no flight can go round; an enemy infantry at 6,0.
func stormWall(t *testing.T, storm bool, units ...UnitSetup) *State {
	t.Helper()
	s := mvGame(t, []string{"C......C..", ".........."}, nil, units...)
	s.Storm = Storm{On: storm, Hex: at(4, 1)} // placed after the storm's move
	return s
}

// DESIGN D37: an air strike needs a path around the storm area within its
// range; a strike across a full storm wall is refused like a move.
func TestDesignD37_AirStrikeCannotCrossStorm(t *testing.T) {
	units := []UnitSetup{
		{Type: "heavy_bomber", Side: 0, Hex: at(0, 0)},
		{Type: "infantry", Side: 1, Hex: at(6, 0)},
	}
	strike := Command{Kind: CmdAirStrike, Side: 0, Units: []UnitID{1}, Hex: at(6, 0)}
	mustApply(t, stormWall(t, false, units...), strike)
	refusedBy(t, stormWall(t, true, units...), strike, "DESIGN D37")
}

// DESIGN D37: ranges are measured along the path round the storm: a target
// at the edge of range as the crow flies is out of range when the storm
// stands in the way, and in range when there is room to go round it.
func TestDesignD37_RangeMeasuredAroundStorm(t *testing.T) {
	rows := []string{"..........", "..........", "C.........", "..........", ".........."}
	game := func(storm bool) *State {
		s := mvGame(t, rows, nil, UnitSetup{Type: "fighter", Side: 0, Hex: at(3, 4)}, UnitSetup{Type: "infantry", Side: 1, Hex: at(3, 0)})
		s.Storm = Storm{On: storm, Hex: at(3, 2)}
		return s
	}
	// Straight north along column 3: 4 hexes as the crow flies, through
	// the storm at 3,2.
	strike := Command{Kind: CmdAirStrike, Side: 0, Units: []UnitID{1}, Hex: at(3, 0)}
	mustApply(t, game(false), strike)
	s := game(true)
	if d, ok := s.flightDistance(at(3, 4), at(3, 0), 20); !ok || d <= 4 {
		t.Fatalf("round the storm the flight is %d (%v), want more than 4", d, ok)
	}
	refusedBy(t, s, strike, "DESIGN D37")
}

// DESIGN D37: a supply drop across the storm wall is refused.
func TestDesignD37_SupplyDropCannotCrossStorm(t *testing.T) {
	units := []UnitSetup{
		{Type: "transport_aircraft", Side: 0, Hex: at(0, 0)},
		{Type: "infantry", Side: 0, Hex: at(6, 0)},
	}
	s := stormWall(t, true, units...)
	s.Unit(2).OutOfSupply = true
	setControl(s, 0, at(6, 0))
	refusedBy(t, s, Command{Kind: CmdSupplyDrop, Side: 0, Unit: 1, Hex: at(6, 0)}, "DESIGN D37")
	s = stormWall(t, false, units...)
	s.Unit(2).OutOfSupply = true
	setControl(s, 0, at(6, 0))
	mustApply(t, s, Command{Kind: CmdSupplyDrop, Side: 0, Unit: 1, Hex: at(6, 0)})
}

// DESIGN D37: a defender's air units are committed only along a path round
// the storm.
func TestDesignD37_DefensiveCommitmentCannotCrossStorm(t *testing.T) {
	s := stormWall(t, true, UnitSetup{Type: "fighter", Side: 1, Hex: at(6, 0)})
	b := &Battle{Hex: at(2, 0), Attacker: 0, Defender: 1}
	if e := s.commitProblem(s.Unit(1), b); e == nil || e.Rule != "DESIGN D37" {
		t.Fatalf("a fighter beyond the storm wall may defend: %v", e)
	}
	s = stormWall(t, false, UnitSetup{Type: "fighter", Side: 1, Hex: at(6, 0)})
	if e := s.commitProblem(s.Unit(1), b); e != nil {
		t.Fatalf("without the storm the fighter may defend 4 hexes away: %v", e)
	}
}

// seed 001 Non-combatant, DESIGN D39: "Air transports may not join an
// attack unless conducting an air- or supply drop": they never join an air
// strike.
func TestSeed001_NonCombatantAirTransportNeverStrikes(t *testing.T) {
	s := stormWall(t, false,
		UnitSetup{Type: "transport_aircraft", Side: 0, Hex: at(0, 0)},
		UnitSetup{Type: "fighter", Side: 0, Hex: at(0, 0)},
		UnitSetup{Type: "infantry", Side: 1, Hex: at(3, 0)})
	refusedBy(t, s, Command{Kind: CmdAirStrike, Side: 0, Units: []UnitID{2, 1}, Hex: at(3, 0)}, "seed 001 Non-combatant")
	mustApply(t, s, Command{Kind: CmdAirStrike, Side: 0, Units: []UnitID{2}, Hex: at(3, 0)})
	refusedBy(t, s, Command{Kind: CmdAirStrike, Side: 0, Units: []UnitID{1}, Hex: at(3, 0)}, "seed 001 Non-combatant")
}
