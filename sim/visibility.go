package sim

// KnownTo reports whether viewer may see u's type and strength (DESIGN D9):
// its own blocks, every block when the scenario plays with open blocks, and
// an enemy block while a running battle in its hex involves viewer, since a
// battle reveals both sides. Otherwise viewer sees only the block's owner
// and class. Blocks in the Storm area are face down for everyone (D10);
// drawing adds that on top.
func (s *State) KnownTo(viewer int, u *Unit) bool {
	if u.Side == viewer || s.Options.OpenBlocks {
		return true
	}
	b := s.BattleAt(u.Hex)
	return b != nil && b.Running() && (b.Attacker == viewer || b.Defender == viewer)
}
