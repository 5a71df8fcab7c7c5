package cloud

import (
	"hexstorm/ai"
)

// kickComputer starts g's computer player when g waits on a computer seat
// and none is running. It plays until the game waits on a human or ends.
func (s *Server) kickComputer(g *liveGame) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.aiBusy || !g.computerTurnLocked() {
		return
	}
	select {
	case <-s.closing:
		return
	default:
	}
	g.aiBusy = true
	s.wg.Add(1)
	go s.playComputer(g)
}

// computerTurnLocked reports whether g waits on a computer seat.
func (g *liveGame) computerTurnLocked() bool {
	a := g.actor()
	return !g.gone && g.status == statusPlaying && a >= 0 && a < len(g.seats) && g.seats[a].Kind == seatComputer
}

// playComputer gives the computer's commands one at a time: it thinks on a
// copy of the state without holding the game, then applies the command
// through the same path as a human's, if the game has not moved meanwhile.
func (s *Server) playComputer(g *liveGame) {
	defer s.wg.Done()
	for n := 0; n < s.opts.AIMax; n++ {
		select {
		case <-s.closing:
			g.mu.Lock()
			g.aiBusy = false
			g.mu.Unlock()
			return
		default:
		}
		g.mu.Lock()
		if !g.computerTurnLocked() {
			g.aiBusy = false
			g.mu.Unlock()
			return
		}
		side := g.actor()
		st := &g.seats[side]
		if st.ai == nil {
			level, _ := ai.ParseLevel(st.Level)
			st.ai = ai.New(level, side, g.game.Record.Seed^uint64(g.steps())<<20)
		}
		p, state, step := st.ai, g.game.State.Clone(), g.steps()
		g.mu.Unlock()

		cmd, err := p.Next(state)

		g.mu.Lock()
		if g.steps() != step {
			g.mu.Unlock()
			continue
		}
		if err != nil {
			s.app.Logger().Error("computer player stopped", "game", g.id, "side", side, "error", err.Error())
			g.aiBusy = false
			g.mu.Unlock()
			return
		}
		_, ns, err := s.applyLocked(g, cmd, "")
		if err != nil {
			s.app.Logger().Error("computer command refused", "game", g.id, "side", side, "command", cmd.String(), "error", err.Error())
			g.aiBusy = false
			g.mu.Unlock()
			return
		}
		g.mu.Unlock()
		s.send(ns)
	}
	g.mu.Lock()
	g.aiBusy = false
	g.mu.Unlock()
}

// resumeComputers restarts the computer players of games in play that wait
// on one, after a restart.
func (s *Server) resumeComputers() {
	rows, err := s.app.FindAllRecords("games")
	if err != nil {
		return
	}
	for _, r := range rows {
		if r.GetString("status") != statusPlaying {
			continue
		}
		g, err := s.game(r.Id)
		if err != nil {
			s.app.Logger().Error("game does not load", "game", r.Id, "error", err.Error())
			continue
		}
		s.kickComputer(g)
	}
}
