package sim

// FaceUp reports whether viewer sees u's type and strength (DESIGN D9):
// its own blocks, every block with open blocks, and both sides' blocks in a
// running battle the viewer fights in. A block inside the storm area is
// face down for everyone, its owner included (D10). A viewer of -1 is an
// onlooker who sees every block face up except in the storm.
func (s *State) FaceUp(viewer int, u *Unit) bool {
	if s.Storm.Covers(u.Hex) {
		return false
	}
	if viewer < 0 || u.Side == viewer || s.Options.OpenBlocks {
		return true
	}
	b := s.BattleAt(u.Hex)
	return b != nil && b.Running() && (b.Attacker == viewer || b.Defender == viewer)
}
