package sim

// AppendApplied adds to the record a command already applied elsewhere, as
// Append does: the step with hash, the hash of after, the state the command
// led to, and a keyframe of after every KeyframeEvery commands. The computer
// player applies its commands on its own copy of the game, off the window's
// thread; its commands reach the record through here, so a game against the
// computer keeps its keyframes, and says how it ends, like any other.
func (r *Record) AppendApplied(cmd Command, hash string, after *State) {
	r.Steps = append(r.Steps, Step{Command: cmd, Hash: hash})
	r.End = endOf(after, len(r.Steps))
	if n := len(r.Steps); n%KeyframeEvery == 0 {
		r.Keyframes = append(r.Keyframes, NewKeyframe(after, n))
	}
}
