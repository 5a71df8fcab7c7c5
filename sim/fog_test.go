package sim

import "testing"

// DESIGN D9 and D10: a side sees its own blocks face up and the enemy's face
// down, except with open blocks or in a running battle it fights in; the
// storm turns every block in its area face down, the owner's too; an
// onlooker (-1) sees all but the storm's blocks.
func TestD9_FaceUpOnlyForOwnerOpenBlocksOrBattle(t *testing.T) {
	m := asciiMap(t, "......", "......", "......")
	s := newTestGame(t, twoSides(m,
		UnitSetup{Type: "infantry", Side: 0, Hex: at(0, 0)},
		UnitSetup{Type: "infantry", Side: 1, Hex: at(4, 2)},
	), 1)
	own, enemy := &s.Units[0], &s.Units[1]
	if !s.FaceUp(0, own) || s.FaceUp(0, enemy) || !s.FaceUp(1, enemy) || s.FaceUp(1, own) {
		t.Fatal("each side must see only its own blocks face up")
	}
	if !s.FaceUp(-1, own) || !s.FaceUp(-1, enemy) {
		t.Fatal("an onlooker sees every block")
	}
	s.Battles = []Battle{{Hex: enemy.Hex, Attacker: 0, Defender: 1, Round: 1}}
	if !s.FaceUp(0, enemy) {
		t.Fatal("a running battle reveals the defender to the attacker")
	}
	s.Battles[0].Round = 0
	if s.FaceUp(0, enemy) {
		t.Fatal("a battle not yet fought reveals nothing")
	}
	s.Battles = nil
	s.Options.OpenBlocks = true
	if !s.FaceUp(0, enemy) {
		t.Fatal("open blocks show every block")
	}
	s.Storm = Storm{On: true, Hex: at(0, 1)}
	if s.FaceUp(0, own) || s.FaceUp(-1, own) {
		t.Fatal("a block in the storm area is face down for everyone, its owner too (D10)")
	}
}
