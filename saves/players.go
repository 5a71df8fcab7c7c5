package saves

import "hexstorm/ai"

// Player is who plays a side: a human at this desk or the computer at a
// level (DESIGN D32).
type Player struct {
	Human bool
	Level ai.Level
}

// Human is a human player.
var Human = Player{Human: true}

// Computer returns a computer player of the given level.
func Computer(l ai.Level) Player { return Player{Level: l} }

// String names the player as a save records it: "human" or the level.
func (p Player) String() string {
	if p.Human {
		return "human"
	}
	return p.Level.String()
}

// ParsePlayer reads a player as written by String.
func ParsePlayer(s string) (Player, bool) {
	if s == "human" {
		return Human, true
	}
	l, err := ai.ParseLevel(s)
	if err != nil {
		return Player{}, false
	}
	return Computer(l), true
}

// Players reads a save's player list; a missing or short list makes the
// missing sides human, so an unlabelled record loads as a hot-seat game.
func Players(names []string, sides int) []Player {
	out := make([]Player, sides)
	for i := range out {
		out[i] = Human
		if i < len(names) {
			if p, ok := ParsePlayer(names[i]); ok {
				out[i] = p
			}
		}
	}
	return out
}

// Names writes a player list for a save.
func Names(ps []Player) []string {
	out := make([]string, len(ps))
	for i, p := range ps {
		out[i] = p.String()
	}
	return out
}
