package sim

import (
	"testing"

	"hexstorm/hexmap"
)

// shoreRows: a port city at 1,1 on a sea strip, land along row 2.
//
//	col: 01234567
//	row0 ~~~~~~~~
//	row1 ~C~~~~~~
//	row2 ........
var shoreRows = []string{"~~~~~~~~", "~C~~~~~~", "........"}

func shorePort(s *Setup) {
	s.Map.SetPort(at(1, 1), true)
	s.Control = controlled(s.Map, 0, at(1, 1))
}

func load(side int, cargo, carrier UnitID) Command {
	return Command{Kind: CmdLoad, Side: side, Unit: cargo, Carrier: carrier}
}

func unload(side int, cargo UnitID, h hexmap.Hex) Command {
	return Command{Kind: CmdUnload, Side: side, Unit: cargo, Hex: h}
}

func TestSeed001_NavalTransportCarriesInfantryAndOneOther(t *testing.T) {
	s := mvGame(t, shoreRows, shorePort,
		UnitSetup{Type: "naval_transport", Side: 0, Hex: at(1, 1)},
		UnitSetup{Type: "artillery", Side: 0, Hex: at(1, 1)},
		UnitSetup{Type: "armor", Side: 0, Hex: at(1, 1)},
		UnitSetup{Type: "infantry", Side: 0, Hex: at(1, 1)},
		UnitSetup{Type: "infantry", Side: 0, Hex: at(2, 2)})
	mustApply(t, s, load(0, 2, 1))
	refusedBy(t, s, load(0, 3, 1), "seed 001 Transport") // one other ground unit
	mustApply(t, s, load(0, 4, 1))
	refusedBy(t, s, load(0, 5, 1), "seed 001 Transport") // not in the ship's hex
	if got := s.Cargo(1); len(got) != 2 || got[0] != 2 || got[1] != 4 {
		t.Fatalf("cargo of the transport is %v, want [2 4]", got)
	}
	// Cargo does not count towards stacking in the port hex (D15).
	if n := s.groundUnitsIn(at(1, 1), 0, 0); n != 1 {
		t.Fatalf("ground units standing in the port: %d, want 1 (the armor)", n)
	}
	refusedBy(t, s, move(0, 2, at(1, 2)), "seed 001 Transport") // cargo moves with its ship
}

func TestSeed001_TroopshipCarriesOneInfantry(t *testing.T) {
	s := mvGame(t, shoreRows, shorePort,
		UnitSetup{Type: "troopship", Side: 0, Hex: at(1, 1)},
		UnitSetup{Type: "artillery", Side: 0, Hex: at(1, 1)},
		UnitSetup{Type: "marines", Side: 0, Hex: at(1, 1)},
		UnitSetup{Type: "infantry", Side: 0, Hex: at(1, 1)})
	refusedBy(t, s, load(0, 2, 1), "seed 001 Limited Cargo")
	mustApply(t, s, load(0, 3, 1))
	refusedBy(t, s, load(0, 4, 1), "seed 001 Limited Cargo")
}

func TestSeed001_CargoMovesWithTransportAndLands(t *testing.T) {
	s := mvGame(t, shoreRows, shorePort,
		UnitSetup{Type: "naval_transport", Side: 0, Hex: at(1, 1)},
		UnitSetup{Type: "infantry", Side: 0, Hex: at(1, 1)},
		UnitSetup{Type: "artillery", Side: 0, Hex: at(1, 1)},
		UnitSetup{Type: "infantry", Side: 1, Hex: at(3, 2)})
	setControl(s, 1, at(3, 2), at(4, 2))
	mustApply(t, s, load(0, 2, 1))
	mustApply(t, s, load(0, 3, 1))
	evs := mustApply(t, s, move(0, 1, at(2, 1), at(3, 1)))
	if s.Unit(2).Hex != at(3, 1) || s.Unit(3).Hex != at(3, 1) || !hasEvent(evs, EvUnitMoved, 2) {
		t.Fatal("cargo did not move with its transport")
	}
	refusedBy(t, s, unload(0, 2, at(3, 1)), "seed 001 Transport") // into the sea
	refusedBy(t, s, unload(0, 2, at(6, 2)), "seed 001 Transport") // not next to the ship
	// Landing on enemy units: amphibious, and a battle (DESIGN D17).
	evs = mustApply(t, s, unload(0, 2, at(3, 2)))
	if u := s.Unit(2); u.Hex != at(3, 2) || u.CarriedBy != 0 || !u.Amphibious || u.Halted != StopLanded {
		t.Fatalf("landed infantry: %+v, want in 3,2, ashore, amphibious, halted", *u)
	}
	if len(kinds(evs, EvBattleDeclared)) != 1 || !hasEvent(evs, EvUnitUnloaded, 2) {
		t.Fatal("an amphibious landing on enemy units did not bring on a battle")
	}
	// Landing in an empty enemy-controlled hex: amphibious, and it takes the hex.
	mustApply(t, s, unload(0, 3, at(4, 2)))
	if !s.Unit(3).Amphibious || s.ControlOf(at(4, 2)) != 0 {
		t.Fatal("a landing in an empty enemy-controlled hex is not amphibious or did not take it")
	}
}

func TestSeed001_FriendlyLandingIsNotAmphibious(t *testing.T) {
	s := mvGame(t, shoreRows, shorePort,
		UnitSetup{Type: "troopship", Side: 0, Hex: at(1, 1)},
		UnitSetup{Type: "infantry", Side: 0, Hex: at(1, 1)})
	mustApply(t, s, load(0, 2, 1))
	mustApply(t, s, unload(0, 2, at(1, 2)))
	if s.Unit(2).Amphibious {
		t.Fatal("a landing on friendly ground is marked amphibious")
	}
}

func TestSeed001_CargoIsLostWithItsCarrier(t *testing.T) {
	s := mvGame(t, shoreRows, shorePort,
		UnitSetup{Type: "troopship", Side: 0, Hex: at(1, 1)},
		UnitSetup{Type: "infantry", Side: 0, Hex: at(1, 1)})
	mustApply(t, s, load(0, 2, 1))
	tx := &tx{s: s}
	tx.eliminate(1, "sunk") // combat's eliminate calls loseCargo
	if s.Unit(2) != nil || len(s.Eliminated) != 2 {
		t.Fatal("the cargo of a sunk troopship survived it")
	}
}

// dropRows: friendly city A at 0,0 and town B at 6,0, the enemy between.
var dropRows = []string{"C.....C.", "........"}

func dropGame(t *testing.T) *State {
	s := mvGame(t, dropRows, func(st *Setup) {
		st.Control = controlled(st.Map, 0, at(0, 0), at(1, 0), at(6, 0), at(1, 1))
	},
		UnitSetup{Type: "transport_aircraft", Side: 0, Hex: at(0, 0)},
		UnitSetup{Type: "paratroopers", Side: 0, Hex: at(0, 0)},
		UnitSetup{Type: "infantry", Side: 1, Hex: at(3, 0)})
	setControl(s, 1, at(2, 0), at(3, 0), at(4, 0))
	return s
}

func airdrop(side int, tr UnitID, drop hexmap.Hex, path ...hexmap.Hex) Command {
	return Command{Kind: CmdAirdrop, Side: side, Unit: tr, Hex: drop, Path: path}
}

func TestSeed001_Airdrop(t *testing.T) {
	s := dropGame(t)
	mustApply(t, s, load(0, 2, 1))
	refusedBy(t, s, airdrop(0, 1, at(3, 0), along(0, 1, 5)...), "seed 001 Airdrop") // ends in unheld 5,0
	refusedBy(t, s, airdrop(0, 1, at(7, 0), along(0, 1, 6)...), "seed 001 Airdrop") // drop hex off the path
	evs := mustApply(t, s, airdrop(0, 1, at(3, 0), along(0, 1, 6)...))
	tr, para := s.Unit(1), s.Unit(2)
	if tr.Hex != at(6, 0) || para.Hex != at(3, 0) || para.CarriedBy != 0 || !para.Airdropped {
		t.Fatalf("after the airdrop: transport at %s, paratrooper %+v", tr.Hex, *para)
	}
	if len(kinds(evs, EvBattleDeclared)) != 1 || !hasEvent(evs, EvAirdrop, 2) {
		t.Fatal("an airdrop onto enemy units did not bring on a battle")
	}
	// Exposures: 2,0 and 3,0 with the paratrooper aboard, 4,0 after the drop.
	want := []AirExposure{{1, 2, at(2, 0)}, {1, 2, at(3, 0)}, {1, 0, at(4, 0)}}
	if len(s.AirExposures) != len(want) {
		t.Fatalf("exposures %v, want %v", s.AirExposures, want)
	}
	for i := range want {
		if s.AirExposures[i] != want[i] {
			t.Fatalf("exposure %d is %v, want %v", i, s.AirExposures[i], want[i])
		}
	}
}

func TestSeed001_AirdropConditions(t *testing.T) {
	// (C) a paratrooper that has moved cannot be loaded.
	s := dropGame(t)
	mustApply(t, s, move(0, 2, at(1, 0)))
	mustApply(t, s, move(0, 2, at(0, 0)))
	refusedBy(t, s, load(0, 2, 1), "seed 001 Transport Aircraft")
	// (C) nor can a transport that has moved drop one.
	s = dropGame(t)
	mustApply(t, s, load(0, 2, 1))
	mustApply(t, s, move(0, 1, at(1, 0), at(0, 0)))
	refusedBy(t, s, airdrop(0, 1, at(3, 0), along(0, 1, 6)...), "seed 001 Airdrop")
	// (B) the hex they start in must hold an air base.
	noBase := mvGame(t, dropRows, func(st *Setup) { st.Control = controlled(st.Map, 0, at(1, 1), at(6, 0)) },
		UnitSetup{Type: "transport_aircraft", Side: 0, Hex: at(1, 1)},
		UnitSetup{Type: "paratroopers", Side: 0, Hex: at(1, 1)})
	mustApply(t, noBase, load(0, 2, 1)) // a cargo mission needs no air base
	refusedBy(t, noBase, airdrop(0, 1, at(3, 0), at(2, 1), at(3, 1), at(3, 0), at(4, 0), at(5, 0), at(6, 0)), "seed 001 Airdrop")
	// Only paratroopers are airdropped.
	inf := mvGame(t, dropRows, func(st *Setup) { st.Control = controlled(st.Map, 0, at(0, 0), at(6, 0)) },
		UnitSetup{Type: "transport_aircraft", Side: 0, Hex: at(0, 0)},
		UnitSetup{Type: "infantry", Side: 0, Hex: at(0, 0)})
	mustApply(t, inf, load(0, 2, 1))
	refusedBy(t, inf, airdrop(0, 1, at(3, 0), along(0, 1, 6)...), "seed 001 Airdrop")
}

func TestSeed001_AirTransportCargoUnloadsInHeldHex(t *testing.T) {
	s := mvGame(t, dropRows, func(st *Setup) { st.Control = controlled(st.Map, 0, at(0, 0)) },
		UnitSetup{Type: "transport_aircraft", Side: 0, Hex: at(0, 0)},
		UnitSetup{Type: "infantry", Side: 0, Hex: at(0, 0)},
		UnitSetup{Type: "infantry", Side: 0, Hex: at(5, 0)})
	mustApply(t, s, load(0, 2, 1))
	mustApply(t, s, move(0, 3, at(6, 0))) // takes 6,0 this turn
	mustApply(t, s, move(0, 1, along(0, 1, 6)...))
	if s.Unit(2).Hex != at(6, 0) {
		t.Fatal("the infantry did not fly with its transport")
	}
	refusedBy(t, s, unload(0, 2, at(6, 0)), "seed 001 Transport Aircraft")

	held := mvGame(t, dropRows, func(st *Setup) { st.Control = controlled(st.Map, 0, at(0, 0), at(6, 0)) },
		UnitSetup{Type: "transport_aircraft", Side: 0, Hex: at(0, 0)},
		UnitSetup{Type: "infantry", Side: 0, Hex: at(0, 0)})
	mustApply(t, held, load(0, 2, 1))
	mustApply(t, held, move(0, 1, along(0, 1, 6)...))
	mustApply(t, held, unload(0, 2, at(6, 0)))
	if u := held.Unit(2); u.CarriedBy != 0 || u.Amphibious || u.Hex != at(6, 0) {
		t.Fatal("unloaded air cargo is still aboard or marked amphibious")
	}
}
