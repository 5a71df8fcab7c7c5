package sim

import (
	"strings"
	"testing"
)

// bombardRows puts a sea hex at (2,1), next to the battle hex (2,2).
var bombardRows = []string{"~~~~~", "~~~~~", ".....", ".....", "....."}

func TestSeed001_ShoreBombardmentDestroyerHitsOnTwo(t *testing.T) {
	s := newBattle(t, battleSetup{rows: bombardRows, att: []string{"infantry"}, def: []string{"infantry"},
		extra: []UnitSetup{{Type: "destroyer", Side: 0, Hex: at(2, 1)}}})
	if n := aimAt(t, s, StepFirstStrike, 3, 2); n != 2 {
		t.Fatalf("the destroyer bombards the defending infantry on %d, want 2", n)
	}
	for _, sh := range s.StepShots(s.BattleAt(battleHex), StepGround) {
		for _, a := range sh.Aims {
			if a.Unit == 3 {
				t.Fatal("the bombarding destroyer can be hit in the land battle")
			}
		}
	}
	s.Rand = diceFor(t, hit(2))
	evs := fight(t, s)
	if s.Unit(2) != nil || len(rollsBy(evs, 3)) != 1 {
		t.Fatalf("the bombardment's single die did not eliminate the defender: %+v", rollsBy(evs, 3))
	}
	if d := s.Unit(3); d.Hex != at(2, 1) || !d.Bombarded {
		t.Errorf("destroyer after bombarding: %+v, want it at sea and marked for the turn", d)
	}
}

func TestSeed001_OffshoreBombardmentOnlyInAmphibiousAssault(t *testing.T) {
	s := newBattle(t, battleSetup{rows: bombardRows, att: []string{"infantry"}, def: []string{"infantry"},
		extra: []UnitSetup{{Type: "cruiser", Side: 0, Hex: at(2, 1)}}})
	if fires(s, StepFirstStrike, 3) {
		t.Fatal("a cruiser bombarded a battle that is no amphibious assault")
	}
	s.Unit(1).Amphibious = true
	if n := aimAt(t, s, StepFirstStrike, 3, 2); n != 3 {
		t.Fatalf("the cruiser's offshore bombardment hits on %d, want 3", n)
	}
	s.Unit(3).Bombarded = true
	if fires(s, StepFirstStrike, 3) {
		t.Error("a ship bombarded twice in one player turn")
	}
}

func TestSeed001_GunDirectorLetsFirerPlaceHits(t *testing.T) {
	sea := []string{"~~~~~", "~~~~~", "~~~~~", "~~~~~", "~~~~~"}
	s := newBattle(t, battleSetup{rows: sea, att: []string{"cruiser"}, def: []string{"destroyer", "fighter"}})
	if !aimsOf(t, s, StepNaval, 1).FirerChooses {
		t.Error("a cruiser with no friendly carrier does not place its own hits")
	}
	withCarrier := newBattle(t, battleSetup{rows: sea, att: []string{"cruiser", "carrier"}, def: []string{"destroyer"}})
	if aimsOf(t, withCarrier, StepNaval, 1).FirerChooses {
		t.Error("Gun Director applied with a friendly carrier present")
	}
}

func TestSeed001_AuxiliaryCruiserWithdrawsAfterFirstRound(t *testing.T) {
	sea := []string{"~~~~~", "~~~~~", "~~~~~", "~~~~~", "~~~~~"}
	s := newBattle(t, battleSetup{rows: sea, att: []string{"destroyer"}, def: []string{"auxiliary_cruiser"},
		extra: []UnitSetup{{Type: "submarine", Side: 0, Hex: at(3, 2)}}})
	withdraw := Command{Kind: CmdWithdraw, Side: 1, Unit: 2, Hex: at(2, 3)}
	refusedBy(t, s, withdraw, "DESIGN D11") // before the battle: not its decision
	s.Rand = diceFor(t, miss(4), miss(1))
	fight(t, s)
	if !s.BattleAt(battleHex).AwaitingOrders {
		t.Fatal("the battle is not between rounds after round 1")
	}
	refusedBy(t, s, Command{Kind: CmdWithdraw, Side: 1, Unit: 2, Hex: at(3, 2)}, "seed 001 Withdraw")
	refusedBy(t, s, Command{Kind: CmdWithdraw, Side: 0, Unit: 1, Hex: at(2, 3)}, "seed 001 Withdraw")
	evs := mustApply(t, s, withdraw)
	if len(kinds(evs, EvUnitWithdrew)) != 1 || s.Unit(2).Hex != at(2, 3) {
		t.Fatalf("the auxiliary cruiser did not withdraw: %+v", evs)
	}
	evs = mustApply(t, s, Command{Kind: CmdContinueBattle, Side: 0, Hex: battleHex})
	if ends := kinds(evs, EvBattleEnded); len(ends) != 1 || ends[0].Value != 0 {
		t.Errorf("after the withdrawal the battle should end won by the attacker: %+v", ends)
	}
}

func TestSeed001_SupplyColumnCapturedByVictor(t *testing.T) {
	s := newBattle(t, battleSetup{att: []string{"infantry"}, def: []string{"supply_column"}})
	s.Rand = diceFor(t, hit(2))
	evs := fight(t, s)
	u := s.Unit(2)
	if u == nil || u.Side != 0 || u.Hex != battleHex || len(kinds(evs, EvUnitCaptured)) != 1 {
		t.Fatalf("the supply column was not captured: %+v, events %+v", u, kinds(evs, EvUnitCaptured))
	}
	if u.Spent == 0 {
		t.Error("a captured column may move in the turn of its capture")
	}
	lost := newBattle(t, battleSetup{att: []string{"infantry", "supply_column"}, def: []string{"infantry"}})
	lost.Rand = diceFor(t, miss(2), hit(3))
	evs = fight(t, lost)
	if lost.Unit(2) != nil || len(kinds(evs, EvUnitCaptured)) != 0 {
		t.Error("a column destroyed while attacking was captured; only defending columns are")
	}
}

func TestSeed001_EscortFightersShieldAirTransport(t *testing.T) {
	s := newBattle(t, battleSetup{att: []string{"transport_aircraft", "fighter"}, def: []string{"fighter"}})
	s.AirExposures = []AirExposure{{Transport: 1, Hex: battleHex}}
	s.Rand = diceFor(t, hit(5))
	tx := &tx{s: s}
	tx.attackExposedTransports()
	if s.Unit(1) == nil || s.Unit(2) != nil {
		t.Fatalf("the interceptor's hit should fall on the escort, not the transport: transport %v, escort %v", s.Unit(1), s.Unit(2))
	}
	if fires(s, StepAir, 3) {
		t.Error("the interceptor fires again in round 1 (seed 001 Escort)")
	}
}

func TestDesignD19_CasualtyPolicyCommand(t *testing.T) {
	s := newBattle(t, battleSetup{att: []string{"infantry", "infantry"}, def: []string{"infantry"}})
	refusedBy(t, s, Command{Kind: CmdCasualtyPolicy, Side: 1}, "DESIGN D19")
	evs := mustApply(t, s, Command{Kind: CmdCasualtyPolicy, Side: 1, Manual: true}) // out of turn
	if !s.Sides[1].ChooseCasualties || len(kinds(evs, EvCasualtyPolicy)) != 1 {
		t.Fatal("side 1 does not choose its casualties after the command")
	}
	s.Rand = diceFor(t, hit(2), miss(2), miss(3))
	fight(t, s)
	b := s.BattleAt(battleHex)
	if b == nil || len(b.Decisions) != 1 || s.Actor() != 1 {
		t.Fatalf("the hit on side 1 does not wait for its choice: %+v", b)
	}
	mustApply(t, s, Command{Kind: CmdCasualtyPolicy, Side: 1, Manual: false})
	if s.Unit(3) != nil {
		t.Error("handing the choice back to the policy did not place the waiting hit")
	}
	if b := s.BattleAt(battleHex); b != nil && len(b.Decisions) > 0 {
		t.Error("the battle still waits for a choice after the policy took over")
	}
}

func TestSeed001_SupplyDropSuppliesCutOffUnits(t *testing.T) {
	m := asciiMap(t, "C....", ".....", ".....", ".....", ".....")
	s := newTestGame(t, twoSides(m,
		UnitSetup{Type: "transport_aircraft", Side: 0, Hex: at(0, 0)},
		UnitSetup{Type: "infantry", Side: 0, Hex: at(3, 3)},
		UnitSetup{Type: "infantry", Side: 0, Hex: at(0, 0)}), 1)
	toMovement(t, s, 0)
	s.Control[m.Index(at(3, 3))] = 0
	s.Control[m.Index(at(0, 0))] = 0
	s.Unit(2).OutOfSupply = true
	drop := Command{Kind: CmdSupplyDrop, Side: 0, Unit: 1, Hex: at(3, 3)}
	moved := s.Clone()
	mustApply(t, moved, move(0, 3, at(0, 1)))
	refusedBy(t, moved, drop, "seed 001 Supply Drop")
	evs := mustApply(t, s, drop)
	if s.Unit(2).OutOfSupply || len(kinds(evs, EvSupplyDrop)) != 1 {
		t.Fatal("the supply drop did not put the infantry back in supply")
	}
	if s.Unit(1).Spent == 0 {
		t.Error("the transport kept its move after the drop")
	}
	refusedBy(t, s, drop, "seed 001 Supply Drop")
}

func TestSeed001_FortressCoastalArtilleryFiresAtAdjacentShips(t *testing.T) {
	s := newTestGame(t, twoSides(asciiMap(t, bombardRows...),
		UnitSetup{Type: "destroyer", Side: 0, Hex: at(2, 1)},
		UnitSetup{Type: "fortress", Side: 1, Hex: at(2, 2)}), 1)
	toMovement(t, s, 1)
	s.Unit(2).OutOfSupply = false
	s.Rand = diceFor(t, hit(5), miss(5), miss(5))
	evs := mustApply(t, s, Command{Kind: CmdEndPhase, Side: 1})
	n := 0
	for _, e := range kinds(evs, EvDiceRolled) {
		if strings.Contains(e.Why, "coastal artillery") {
			n++
		}
	}
	if n != 3 {
		t.Errorf("the fortress rolled %d coastal artillery dice, want 3", n)
	}
	if s.Unit(1) != nil {
		t.Error("the coastal artillery's hit did not sink the destroyer")
	}
}

// seed 001 Carrier, Combat Air Patrol: "Whenever a Carrier is defending, an
// embarked aircraft is considered to be defending independently and fights
// normally. When a Carrier is lost, any air unit aboard is considered cargo
// and is lost along with it."
func TestSeed001_CombatAirPatrol(t *testing.T) {
	sea := []string{"~~~~~", "~~~~~", "~~~~~", "~~~~~", "~~~~~"}
	s := newBattle(t, battleSetup{rows: sea, att: []string{"battleship"}, def: []string{"escort_carrier", "fighter"}})
	s.Unit(3).CarriedBy = 2
	if !fires(s, StepAir, 3) {
		t.Fatal("the embarked fighter does not defend")
	}
	if aimAt(t, s, StepNaval, 1, 3) == 0 {
		t.Fatal("the embarked fighter cannot be hit: it should fight normally")
	}
	tx := &tx{s: s}
	tx.applyHit(2, 1)
	if s.Unit(2) != nil || s.Unit(3) != nil {
		t.Error("the fighter aboard survived the loss of its escort carrier")
	}
}
