// Package seat says who plays each side of a game at this desk: a human or
// the computer at a level (DESIGN D32). It imports nothing of the game, so
// saves can name the players of a save without the computer player, whose
// levels are these (ai.Level is this Level).
package seat

import "fmt"

// Level is how well the computer plays a side, weakest first; ai.Level is
// the same type.
type Level int

// The computer's levels.
const (
	Random Level = iota
	Easy
	Normal
	Hard
)

var levelNames = []string{"random", "easy", "normal", "hard"}

// String names the level: "random", "easy", "normal" or "hard".
func (l Level) String() string {
	if int(l) >= 0 && int(l) < len(levelNames) {
		return levelNames[l]
	}
	return fmt.Sprintf("Level(%d)", int(l))
}

// ParseLevel reads a level name as written by String.
func ParseLevel(name string) (Level, error) {
	for i, n := range levelNames {
		if n == name {
			return Level(i), nil
		}
	}
	return 0, fmt.Errorf("unknown AI level %q (want random, easy, normal or hard)", name)
}

// Levels returns every level, weakest first.
func Levels() []Level { return []Level{Random, Easy, Normal, Hard} }

// Player is who plays a side: a human at this desk or the computer at a
// level (DESIGN D32).
type Player struct {
	Human bool
	Level Level
}

// Human is a human player.
var Human = Player{Human: true}

// Computer returns a computer player of the given level.
func Computer(l Level) Player { return Player{Level: l} }

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
	l, err := ParseLevel(s)
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
