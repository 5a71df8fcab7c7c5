package sim

// FaceUp reports whether viewer sees u's block face up on the map: what
// KnownTo allows (DESIGN D9), except that a block inside the storm area is
// face down for everyone, its owner included (D10). A viewer of -1 is an
// onlooker who sees every block face up except in the storm.
func (s *State) FaceUp(viewer int, u *Unit) bool {
	if s.Storm.Covers(u.Hex) {
		return false
	}
	return viewer < 0 || s.KnownTo(viewer, u)
}
