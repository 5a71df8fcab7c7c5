package ai

import (
	"fmt"

	"hexstorm/sim"
)

// Play runs a game between computer players, one per side (players[i]
// plays side i), until it is over or maxCommands commands have been applied.
// apply carries a command out on s, e.g. replay.Game.Apply so the game is
// recorded; s must be the state apply changes. It returns the number of
// commands applied; a refused command or a player with nothing legal to do
// is an error.
func Play(s *sim.State, apply func(sim.Command) error, players []*Player, maxCommands int) (int, error) {
	n := 0
	for s.Phase != sim.PhaseGameOver {
		if n >= maxCommands {
			return n, fmt.Errorf("ai: no result after %d commands (turn %d)", n, s.Turn)
		}
		side := s.Actor()
		if side < 0 || side >= len(players) || players[side] == nil {
			return n, fmt.Errorf("ai: no player for side %d", side)
		}
		cmd, err := players[side].Next(s)
		if err != nil {
			return n, err
		}
		if err := apply(cmd); err != nil {
			return n, fmt.Errorf("ai: %s refused: %w", cmd, err)
		}
		n++
	}
	return n, nil
}
