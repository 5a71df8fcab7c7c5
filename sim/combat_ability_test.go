package sim

import "testing"

// Seed 001 combat abilities, checked through StepShots: the numbers each
// die needs against each target.

func TestSeed001_ArtillerySupportOneToOne(t *testing.T) {
	// Two infantry attack with one artillery: one infantry is supported (3),
	// the other is not (2).
	s := newBattle(t, battleSetup{att: []string{"infantry", "infantry", "artillery"}, def: []string{"infantry"}})
	got := []int{aimAt(t, s, StepGround, 1, 4), aimAt(t, s, StepGround, 2, 4)}
	if got[0]+got[1] != 5 || min(got[0], got[1]) != 2 {
		t.Errorf("attacking infantry need %v, want one 3 and one 2", got)
	}
	// Defense variant: infantry with artillery defend at 4; light artillery
	// supports on attack only, so infantry with it defend at 3.
	s = newBattle(t, battleSetup{att: []string{"infantry"}, def: []string{"infantry", "artillery"}})
	if n := aimAt(t, s, StepGround, 2, 1); n != 4 {
		t.Errorf("defending infantry with artillery needs %d, want 4", n)
	}
	s = newBattle(t, battleSetup{att: []string{"infantry"}, def: []string{"infantry", "light_artillery"}})
	if n := aimAt(t, s, StepGround, 2, 1); n != 3 {
		t.Errorf("defending infantry with light artillery needs %d, want 3 (offense-only support)", n)
	}
}

func TestSeed001_FirstStrike(t *testing.T) {
	s := newBattle(t, battleSetup{att: []string{"artillery", "infantry"}, def: []string{"infantry"}})
	b := s.BattleAt(battleHex)
	if !fires(s, StepFirstStrike, 1) || fires(s, StepGround, 1) {
		t.Errorf("round 1: artillery should fire in the first-strike step only")
	}
	if fires(s, StepFirstStrike, 2) || !fires(s, StepGround, 2) {
		t.Errorf("round 1: infantry should fire in the ground step only")
	}
	b.Round = 2
	if fires(s, StepFirstStrike, 1) || !fires(s, StepGround, 1) {
		t.Errorf("round 2: artillery should fire with the ground units")
	}
}

func TestSeed001_SubmarineFirstStrikeWithoutDestroyer(t *testing.T) {
	sea := []string{"~~~~~", "~~~~~", "~~~~~", "~~~~~", "~~~~~"}
	s := newBattle(t, battleSetup{rows: sea, att: []string{"submarine"}, def: []string{"cruiser"}})
	if !fires(s, StepFirstStrike, 1) {
		t.Errorf("a submarine facing no destroyer should strike first")
	}
	s = newBattle(t, battleSetup{rows: sea, att: []string{"submarine"}, def: []string{"cruiser", "destroyer"}})
	if fires(s, StepFirstStrike, 1) || !fires(s, StepNaval, 1) {
		t.Errorf("a submarine facing a destroyer should fire in the naval step")
	}
}

func TestSeed001_CapitalShipDamagedRatings(t *testing.T) {
	sea := []string{"~~~~~", "~~~~~", "~~~~~", "~~~~~", "~~~~~"}
	s := newBattle(t, battleSetup{rows: sea, att: []string{"battleship", "juggernaut"}, def: []string{"destroyer"}})
	if n := aimAt(t, s, StepNaval, 1, 3); n != 8 {
		t.Errorf("undamaged battleship attacks at %d, want 8", n)
	}
	s.Unit(1).CV = 1
	s.Unit(2).CV = 1
	if n := aimAt(t, s, StepNaval, 1, 3); n != 4 {
		t.Errorf("damaged battleship attacks at %d, want 4", n)
	}
	if n := aimAt(t, s, StepNaval, 2, 3); n != 5 {
		t.Errorf("juggernaut damaged twice attacks at %d, want 5", n)
	}
}

func TestSeed001_CapitalShipTakesTwoHits(t *testing.T) {
	sea := []string{"~~~~~", "~~~~~", "~~~~~", "~~~~~", "~~~~~"}
	s := newBattle(t, battleSetup{rows: sea, att: []string{"destroyer", "destroyer"}, def: []string{"battleship"}})
	tx := &tx{s: s}
	tx.applyHit(3, 1)
	if u := s.Unit(3); u == nil || u.CV != 1 {
		t.Fatalf("a battleship hit once should be damaged at 1 cv, got %+v", u)
	}
	tx.applyHit(3, 2)
	if s.Unit(3) != nil || len(s.Eliminated) != 1 {
		t.Errorf("a battleship hit twice should be sunk")
	}
}

func TestSeed001_Charge(t *testing.T) {
	// Two cavalry against one infantry (and an armored car, not infantry):
	// the cavalry hit the infantry on 3, the armored car on their usual 2.
	s := newBattle(t, battleSetup{att: []string{"cavalry", "cavalry"}, def: []string{"infantry", "armored_car"}})
	if n := aimAt(t, s, StepGround, 1, 3); n != 3 {
		t.Errorf("charging cavalry hits infantry on %d, want 3", n)
	}
	if n := aimAt(t, s, StepGround, 1, 4); n != 2 {
		t.Errorf("charging cavalry hits an armored car on %d, want 2", n)
	}
	// Not more cavalry than infantry: no charge.
	s = newBattle(t, battleSetup{att: []string{"cavalry"}, def: []string{"infantry"}})
	if n := aimAt(t, s, StepGround, 1, 2); n != 2 {
		t.Errorf("cavalry not outnumbering infantry hits on %d, want 2", n)
	}
}

func TestDesignD7_RuleOfThree(t *testing.T) {
	// Charge!: five cavalry against one infantry, only three charge.
	s := newBattle(t, battleSetup{att: []string{"cavalry", "cavalry", "cavalry", "cavalry", "cavalry"}, def: []string{"infantry"}})
	charging := 0
	for id := UnitID(1); id <= 5; id++ {
		if aimAt(t, s, StepGround, id, 6) == 3 {
			charging++
		}
	}
	if charging != 3 {
		t.Errorf("%d cavalry charge, want 3 (Rule of Three)", charging)
	}
	// Support from Self-Propelled Artillery: four motorized infantry with four
	// self-propelled guns, only three are supported (attack 2, else 1).
	s = newBattle(t, battleSetup{att: []string{"motorized_infantry", "motorized_infantry", "motorized_infantry", "motorized_infantry",
		"self_propelled_gun", "self_propelled_gun", "self_propelled_gun", "self_propelled_gun"}, def: []string{"infantry"}})
	supported := 0
	for id := UnitID(1); id <= 4; id++ {
		if aimAt(t, s, StepGround, id, 9) == 2 {
			supported++
		}
	}
	if supported != 3 {
		t.Errorf("%d motorized infantry supported, want 3 (Rule of Three)", supported)
	}
	// Not subject to the Rule of Three: four infantry with four artillery.
	s = newBattle(t, battleSetup{att: []string{"infantry", "infantry", "infantry", "infantry", "artillery", "artillery", "artillery", "artillery"}, def: []string{"infantry"}})
	for id := UnitID(1); id <= 4; id++ {
		if n := aimAt(t, s, StepGround, id, 9); n != 3 {
			t.Errorf("infantry %d attacks at %d, want 3 (artillery support has no cap)", id, n)
		}
	}
}

func TestSeed001_SkiTroops(t *testing.T) {
	mountain := []string{".....", ".....", "..^..", ".....", "....."}
	s := newBattle(t, battleSetup{rows: mountain, att: []string{"mountain_infantry"}, def: []string{"mountain_infantry"}})
	if a, d := aimAt(t, s, StepGround, 1, 2), aimAt(t, s, StepGround, 2, 1); a != 3 || d != 4 {
		t.Errorf("in mountains: attack %d defense %d, want 3 and 4", a, d)
	}
	s = newBattle(t, battleSetup{att: []string{"mountain_infantry"}, def: []string{"mountain_infantry"}})
	if a, d := aimAt(t, s, StepGround, 1, 2), aimAt(t, s, StepGround, 2, 1); a != 2 || d != 3 {
		t.Errorf("in clear: attack %d defense %d, want 2 and 3", a, d)
	}
}

func TestSeed001_Skirmishers(t *testing.T) {
	// A fortification pairs with one infantry (+1); auxiliaries never get it.
	s := newBattle(t, battleSetup{att: []string{"armor"}, def: []string{"auxiliaries", "infantry", "fortification"}})
	if n := aimAt(t, s, StepGround, 2, 1); n != 1 {
		t.Errorf("auxiliaries with a fortification defend at %d, want 1", n)
	}
	if n := aimAt(t, s, StepGround, 3, 1); n != 4 {
		t.Errorf("infantry with a fortification defends at %d, want 4", n)
	}
}

func TestSeed001_DefensivePreparationsFortress(t *testing.T) {
	// A fortress gives +2 to defending infantry, at most three (Rule of Three).
	s := newBattle(t, battleSetup{att: []string{"armor"}, def: []string{"infantry", "infantry", "infantry", "infantry", "fortress"}})
	boosted := 0
	for id := UnitID(2); id <= 5; id++ {
		if aimAt(t, s, StepGround, id, 1) == 5 {
			boosted++
		}
	}
	if boosted != 3 {
		t.Errorf("%d infantry get the fortress bonus, want 3", boosted)
	}
}

func TestSeed001_LivingOffTheLand(t *testing.T) {
	s := newBattle(t, battleSetup{att: []string{"infantry", "auxiliaries"}, def: []string{"infantry"}})
	s.Unit(1).OutOfSupply = true
	s.Unit(2).OutOfSupply = true
	if n := aimAt(t, s, StepGround, 1, 3); n != 1 {
		t.Errorf("out-of-supply infantry attacks at %d, want 1 (D21)", n)
	}
	if n := aimAt(t, s, StepGround, 2, 3); n != 1 {
		t.Errorf("out-of-supply auxiliaries attack at %d, want their full 1", n)
	}
}

func TestDesignD21_OutOfSupplyFiresOneLower(t *testing.T) {
	s := newBattle(t, battleSetup{att: []string{"armor"}, def: []string{"infantry"}})
	s.Unit(2).OutOfSupply = true
	if n := aimAt(t, s, StepGround, 2, 1); n != 2 {
		t.Errorf("out-of-supply defending infantry needs %d, want 2", n)
	}
}

func TestSeed001_Submersible(t *testing.T) {
	sea := []string{"~~~~~", "~~~~~", "~~~~~", "~~~~~", "~~~~~"}
	s := newBattle(t, battleSetup{rows: sea, att: []string{"submarine"}, def: []string{"fighter", "cruiser"}})
	sh := aimsOf(t, s, StepFirstStrike, 1)
	if len(sh.Aims) != 1 || sh.Aims[0].Unit != 3 {
		t.Errorf("a submarine aims at %v, want the cruiser only (it may not hit aircraft)", sh.Aims)
	}
}

func TestSeed001_Torpedo(t *testing.T) {
	sea := []string{"~~~~~", "~~~~~", "~~~~~", "~~~~~", "~~~~~"}
	s := newBattle(t, battleSetup{rows: sea, att: []string{"torpedo_bomber"}, def: []string{"destroyer", "coastal_battleship"}})
	sh := aimsOf(t, s, StepAir, 1)
	if !sh.FirerChooses {
		t.Fatalf("a torpedo bomber's hit should be placed by its own side")
	}
	hits := []Hit{{Firer: 1, Face: 1, Targets: []UnitID{2, 3}}}
	if got := s.AssignHits(hits, true); got[0] != 3 {
		t.Errorf("the firer's automatic choice is unit %d, want the coastal battleship (3)", got[0])
	}
	if got := s.AssignHits(hits, false); got[0] != 2 {
		t.Errorf("the defender's own choice would be unit %d, want the destroyer (2)", got[0])
	}
}

func TestSeed001_TacticalAirSupport(t *testing.T) {
	s := newBattle(t, battleSetup{att: []string{"dive_bomber"}, def: []string{"infantry", "armor"}})
	sh := aimsOf(t, s, StepAir, 1)
	if !sh.FirerChooses || len(sh.Aims) != 2 {
		t.Fatalf("a dive bomber's shot %+v: want the firer to choose among both ground units", sh)
	}
	if got := s.AssignHits([]Hit{{Firer: 1, Face: 1, Targets: []UnitID{2, 3}}}, true); got[0] != 3 {
		t.Errorf("the firer picks unit %d, want the armor (3)", got[0])
	}
}

func TestSeed001_AmbushVersusArmor(t *testing.T) {
	s := newBattle(t, battleSetup{att: []string{"anti_tank_gun"}, def: []string{"armor", "infantry"}})
	if a, i := aimAt(t, s, StepFirstStrike, 1, 2), aimAt(t, s, StepFirstStrike, 1, 3); a != 3 || i != 1 {
		t.Errorf("anti-tank gun needs %d against armor and %d against infantry, want 3 and 1", a, i)
	}
}

func TestSeed001_PortTorpedo(t *testing.T) {
	port := []string{"~~~~~", "~~~~~", "~~C~~", "~~~~~", "~~~~~"}
	s := newBattle(t, battleSetup{rows: port, att: []string{"destroyer"}, def: []string{"torpedo_boat_destroyer"},
		edit: func(su *Setup) { su.Map.SetPort(battleHex, true) }})
	sh := aimsOf(t, s, StepNaval, 2)
	if len(sh.Aims) != 1 || sh.Aims[0].Hit != 3 || !sh.FirerChooses {
		t.Errorf("a torpedo boat destroyer defending a port: %+v, want 3 and its own choice of casualties", sh)
	}
	s = newBattle(t, battleSetup{rows: []string{"~~~~~", "~~~~~", "~~~~~", "~~~~~", "~~~~~"},
		att: []string{"destroyer"}, def: []string{"torpedo_boat_destroyer"}})
	if sh := aimsOf(t, s, StepNaval, 2); sh.Aims[0].Hit != 2 || sh.FirerChooses {
		t.Errorf("at sea: %+v, want 2 and no choice", sh)
	}
}

func TestSeed001_NoSupportInAmphibiousAssault(t *testing.T) {
	s := newBattle(t, battleSetup{att: []string{"infantry", "artillery"}, def: []string{"infantry"}})
	s.Unit(1).Amphibious = true
	if n := aimAt(t, s, StepGround, 1, 3); n != 2 {
		t.Errorf("infantry landing from ships attacks at %d, want 2 (no artillery support)", n)
	}
}

func TestSeed001_AirdropAttack(t *testing.T) {
	s := newBattle(t, battleSetup{att: []string{"paratroopers"}, def: []string{"infantry"}})
	s.Unit(1).Airdropped = true
	if n := aimAt(t, s, StepGround, 1, 2); n != 2 {
		t.Errorf("airdropped paratroopers attack at %d in round 1, want 2", n)
	}
	s.BattleAt(battleHex).Round = 2
	if n := aimAt(t, s, StepGround, 1, 2); n != 1 {
		t.Errorf("airdropped paratroopers attack at %d in round 2, want 1", n)
	}
}

func TestSeed001_AirdroppedMayNotWithdraw(t *testing.T) {
	s := newBattle(t, battleSetup{att: []string{"paratroopers", "infantry"}, def: []string{"infantry"}})
	s.Unit(1).Airdropped = true
	s.Rand = diceFor(t, miss(2), miss(2), miss(3))
	fight(t, s)
	mustApply(t, s, Command{Kind: CmdRetreat, Side: 0, Hex: battleHex})
	if s.Unit(1) != nil || s.Unit(2) == nil || s.Unit(2).Hex != fromHex {
		t.Errorf("the airdropped paratrooper should be lost and the infantry retreat")
	}
}

func TestSeed001_CargoLostWithCarrier(t *testing.T) {
	sea := []string{"~~~~~", "~~~~~", "~~~~~", "~~~~~", "~~~~~"}
	s := newBattle(t, battleSetup{rows: sea, att: []string{"destroyer"}, def: []string{"naval_transport"},
		extra: []UnitSetup{{Type: "infantry", Side: 1, Hex: battleHex}}})
	s.Unit(3).CarriedBy = 2
	if sh := aimsOf(t, s, StepNaval, 1); len(sh.Aims) != 1 || sh.Aims[0].Unit != 2 {
		t.Fatalf("the destroyer aims at %v, want the transport only (cargo is not a target)", sh.Aims)
	}
	s.Rand = diceFor(t, hit(4))
	fight(t, s)
	if s.Unit(2) != nil || s.Unit(3) != nil {
		t.Errorf("the transport and its cargo should both be lost")
	}
}

func TestSeed001_FreeAttackOnAirTransport(t *testing.T) {
	m := asciiMap(t, ".....", ".....", ".....", ".....", ".....")
	s := newTestGame(t, twoSides(m,
		UnitSetup{Type: "transport_aircraft", Side: 0, Hex: at(0, 0)},
		UnitSetup{Type: "paratroopers", Side: 0, Hex: battleHex},
		UnitSetup{Type: "fighter", Side: 1, Hex: battleHex},
		UnitSetup{Type: "infantry", Side: 1, Hex: battleHex}), 1)
	toMovement(t, s, 0)
	for i := range s.Units {
		s.Units[i].OutOfSupply = false
	}
	s.Unit(2).Airdropped = true
	(&tx{s: s}).declareBattle(battleHex, 2, fromHex, false)
	s.AirExposures = []AirExposure{{Transport: 1, Cargo: 2, Hex: battleHex}}
	s.Rand = diceFor(t, hit(5))
	evs := mustApply(t, s, Command{Kind: CmdEndPhase, Side: 0})
	if s.Unit(1) != nil || s.Unit(2) != nil {
		t.Errorf("the fighter's free attack hit: transport and paratrooper should be lost")
	}
	if len(s.Battles) != 0 || len(kinds(evs, EvBattleEnded)) != 1 {
		t.Errorf("with its only attacker lost the battle should be called off: %+v", s.Battles)
	}
	freeAttackPerTransport(t)
}

// freeAttackPerTransport: seed 001 Example A and DESIGN D38 with two
// transports: AAA fires separately at each, a fighter sent up rolls once in
// all, and of two fighters only one is sent up (one per transport is the
// automatic choice here: with two transports both go up), the other
// defending in round 1 as usual.
func freeAttackPerTransport(t *testing.T) {
	m := asciiMap(t, ".....", ".....", ".....", ".....", ".....")
	s := newTestGame(t, twoSides(m,
		UnitSetup{Type: "transport_aircraft", Side: 0, Hex: battleHex},
		UnitSetup{Type: "transport_aircraft", Side: 0, Hex: battleHex},
		UnitSetup{Type: "fighter", Side: 1, Hex: battleHex},
		UnitSetup{Type: "aaa", Side: 1, Hex: battleHex}), 1)
	toMovement(t, s, 0)
	s.AirExposures = []AirExposure{{Transport: 1, Hex: battleHex}, {Transport: 2, Hex: battleHex}}
	s.Rand = diceFor(t, repeat(3, miss(1))...)
	evs := mustApply(t, s, Command{Kind: CmdEndPhase, Side: 0})
	if n := len(rollsBy(evs, 3)); n != 1 {
		t.Errorf("the fighter rolled %d dice at two transports, want 1 in all (Example A)", n)
	}
	if n := len(rollsBy(evs, 4)); n != 2 {
		t.Errorf("the AAA rolled %d dice at two transports, want one for each", n)
	}

	s = newTestGame(t, twoSides(m,
		UnitSetup{Type: "transport_aircraft", Side: 0, Hex: at(0, 0)},
		UnitSetup{Type: "paratroopers", Side: 0, Hex: battleHex},
		UnitSetup{Type: "fighter", Side: 1, Hex: battleHex},
		UnitSetup{Type: "fighter", Side: 1, Hex: battleHex},
		UnitSetup{Type: "infantry", Side: 1, Hex: battleHex}), 1)
	toMovement(t, s, 0)
	s.Unit(2).Airdropped = true
	(&tx{s: s}).declareBattle(battleHex, 2, fromHex, false)
	s.AirExposures = []AirExposure{{Transport: 1, Cargo: 2, Hex: battleHex}}
	s.Rand = diceFor(t, miss(5))
	evs = mustApply(t, s, Command{Kind: CmdEndPhase, Side: 0})
	if n := len(rollsBy(evs, 3)) + len(rollsBy(evs, 4)); n != 1 {
		t.Errorf("%d fighters went up against one transport, want 1", n)
	}
	if b := s.BattleAt(battleHex); b == nil || len(b.Intercepted) != 1 {
		t.Errorf("want one fighter sitting out round 1, the other defending: %+v", b)
	}
}

func TestSeed001_NonCombatantAirTransport(t *testing.T) {
	s := newBattle(t, battleSetup{att: []string{"fighter"}, def: []string{"transport_aircraft", "fighter"}})
	all := []UnitID{2, 3}
	if got := s.AssignHits([]Hit{{Targets: all}}, false); got[0] != 3 {
		t.Errorf("the hit falls on %d, want the fighter (3) before the cheaper air transport", got[0])
	}
	if got := s.AssignHits([]Hit{{Targets: all}, {Targets: all}}, false); got[1] != 2 {
		t.Errorf("second hit falls on %d, want the air transport once the fighter is gone", got[1])
	}
	if err := s.checkCasualties([]Hit{{Targets: all}}, []UnitID{2}); err == nil {
		t.Errorf("a player could pick the air transport while the fighter stands")
	}
}

func TestSeed001_ReconnaissanceReroll(t *testing.T) {
	// An armored car lets one artillery reroll a miss; the second artillery
	// has no armored car of its own.
	s := newBattle(t, battleSetup{att: []string{"armored_car", "artillery", "artillery"}, def: []string{"infantry"}})
	if !aimsOf(t, s, StepFirstStrike, 2).Reroll || aimsOf(t, s, StepFirstStrike, 3).Reroll {
		t.Fatalf("want the first artillery paired with the armored car, the second not")
	}
	// Artillery 2 misses then hits on the reroll; artillery 3 misses.
	s.Rand = diceFor(t, miss(2), hit(2), miss(2))
	evs := fight(t, s)
	if n := len(rollsBy(evs, 2)); n != 2 {
		t.Errorf("the spotted artillery threw %d dice, want 2", n)
	}
	if s.Unit(4) != nil {
		t.Errorf("the rerolled hit should have eliminated the defending infantry")
	}
}

// seed 001 Fortress: "A fortress increases the defense value of all
// defending infantry by 2. This is cumulative." (DESIGN D39): two fortresses
// give +4, still to at most three infantry (Rule of Three).
func TestSeed001_FortressesAreCumulative(t *testing.T) {
	s := newBattle(t, battleSetup{att: []string{"armor"}, def: []string{"infantry", "infantry", "infantry", "infantry", "fortress", "fortress"}})
	boosted := 0
	for id := UnitID(2); id <= 5; id++ {
		switch aimAt(t, s, StepGround, id, 1) {
		case 7:
			boosted++
		case 3:
		default:
			t.Errorf("infantry %d defends at %d, want 7 with two fortresses or 3 without", id, aimAt(t, s, StepGround, id, 1))
		}
	}
	if boosted != 3 {
		t.Errorf("%d infantry get the two fortresses' +4, want 3", boosted)
	}
}

// seed 001 Tactical Air Support: "you may assign the hit to a defending
// ground unit of your choice": the dive bomber's firer picks among ground
// units only; a hit on ships is placed by their owner as usual.
func TestSeed001_TacticalAirSupportPicksOnlyGroundUnits(t *testing.T) {
	port := []string{".....", ".....", "..C..", ".....", "~~~~~"}
	s := newBattle(t, battleSetup{rows: port, att: []string{"dive_bomber"}, def: []string{"infantry", "battleship"},
		edit: func(su *Setup) { su.Map.SetPort(battleHex, true) }})
	if sh := aimsOf(t, s, StepAir, 1); !sh.FirerChooses || len(sh.Aims) != 1 || sh.Aims[0].Unit != 2 {
		t.Fatalf("dive bomber's shot %+v: want the firer's choice among the ground units only", sh)
	}
	s.Rand = diceFor(t, hit(1))
	fight(t, s)
	if s.Unit(2) != nil {
		t.Errorf("the dive bomber's hit did not fall on the infantry, the one defending ground unit")
	}
	if u := s.Unit(3); u == nil || u.CV != catalogType("battleship").MaxCV {
		t.Errorf("the firer's choice fell on the battleship: %+v", u)
	}
	// Against ships alone the owner places the hit.
	sea := []string{"~~~~~", "~~~~~", "~~~~~", "~~~~~", "~~~~~"}
	s = newBattle(t, battleSetup{rows: sea, att: []string{"dive_bomber"}, def: []string{"destroyer", "battleship"}})
	if sh := aimsOf(t, s, StepAir, 1); sh.FirerChooses || len(sh.Aims) != 2 {
		t.Errorf("dive bomber against ships: %+v, want both ships in reach and their owner placing the hit", sh)
	}
}

// seed 001 Torpedo Boat Destroyer, DESIGN D39: a "riverine space" is a lake
// or canal hex; there the boat fights at +1, attacking or defending, and
// picks its casualties.
func TestSeed001_TorpedoBoatDestroyerRiverineIsLakeOrCanal(t *testing.T) {
	sea := []string{"~~~~~", "~~~~~", "~~~~~", "~~~~~", "~~~~~"}
	lake := []string{".....", ".~~~.", ".~~~.", ".~~~.", "....."}
	canal := []string{"~~~~~", "~~~~~", "..~..", "~~~~~", "~~~~~"}
	base := newBattle(t, battleSetup{rows: sea, att: []string{"torpedo_boat_destroyer"}, def: []string{"destroyer"}})
	open := aimsOf(t, base, StepNaval, 1)
	if open.FirerChooses {
		t.Fatalf("on the open sea the boat picks its casualties: %+v", open)
	}
	for name, bs := range map[string]battleSetup{
		"lake":  {rows: lake, att: []string{"torpedo_boat_destroyer"}, def: []string{"destroyer"}},
		"canal": {rows: canal, att: []string{"torpedo_boat_destroyer"}, def: []string{"destroyer"}, edit: func(su *Setup) { su.Map.SetCanal(battleHex, true) }},
	} {
		s := newBattle(t, bs)
		sh := aimsOf(t, s, StepNaval, 1)
		if sh.Aims[0].Hit != open.Aims[0].Hit+1 || !sh.FirerChooses {
			t.Errorf("%s: the boat attacks at %d choosing %v, want %d and its own choice", name, sh.Aims[0].Hit, sh.FirerChooses, open.Aims[0].Hit+1)
		}
	}
}

// seed 001 Airship, Reconnaissance: an airship in the force lets one
// artillery, heavy artillery or self-propelled gun re-roll a die each cycle,
// matched one for one with the airship (C13), within the Rule of Three.
func TestSeed001_AirshipReconnaissance(t *testing.T) {
	s := newBattle(t, battleSetup{att: []string{"airship", "artillery", "artillery"}, def: []string{"infantry"}})
	if !aimsOf(t, s, StepFirstStrike, 2).Reroll || aimsOf(t, s, StepFirstStrike, 3).Reroll {
		t.Fatal("want the first artillery spotted by the airship, the second not")
	}
	s = newBattle(t, battleSetup{att: []string{"artillery"}, def: []string{"infantry", "airship", "artillery"}})
	if !aimsOf(t, s, StepFirstStrike, 4).Reroll {
		t.Error("a defending airship spots for a defending artillery too")
	}
}
