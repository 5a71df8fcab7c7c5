package editorview

import (
	"errors"
	"fmt"

	"hexstorm/scenarios"
)

// testPlay starts a test game through the shell, or says what must be
// fixed first. The game is built from the document's encoded bytes by the
// loader, so nothing of the game reaches the editor and nothing of the
// editor but the file reaches the game.
func (s *Editor) testPlay() {
	sc, err := s.doc.Scenario()
	if err != nil {
		var probs scenarios.Problems
		if errors.As(err, &probs) {
			s.message(fmt.Sprintf("Fix the %d problem(s) listed on the right before playing.", len(probs)), true)
		} else {
			s.message("Cannot play: "+err.Error(), true)
		}
		return
	}
	if err := s.exits.Play(sc, s); err != nil {
		s.message("Cannot start a game: "+err.Error(), true)
	}
}

// BackFromPlay tells the editor that its test game has ended; the shell
// then shows the editor again.
func (s *Editor) BackFromPlay() {
	s.message("Back from test play; the scenario is as you left it.", false)
}
