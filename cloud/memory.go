package cloud

import (
	"cmp"
	"encoding/json"
	"errors"
	"slices"
	"strings"

	"github.com/pocketbase/dbx"
)

// The games in memory. A game is loaded from the store when first asked
// for and kept while it is played; games no one has asked for in a while
// (idle), finished games no one asked for since the last sweep, and, past
// Options.MaxGames, the least recently used, are evicted and loaded again
// from the store when next asked for. Time here is counted in requests for
// games (s.clock), not on the wall, so a test can say exactly when a game
// goes. A game evicted while a request holds it is marked gone under its
// lock, so no command is ever applied to a copy the server let go.

// lockGame returns the game with id, locked (the caller unlocks g.mu),
// loading it from the store when it is not in memory.
func (s *Server) lockGame(id string) (*liveGame, error) {
	for {
		g, err := s.game(id)
		if err != nil {
			return nil, err
		}
		g.mu.Lock()
		if !g.gone {
			return g, nil
		}
		g.mu.Unlock()
	}
}

// game returns the game with id, loading it from the store when it is not
// in memory. It counts as a use of the game.
func (s *Server) game(id string) (*liveGame, error) {
	s.mu.Lock()
	s.clock++
	g := s.games[id]
	if g != nil {
		g.used = s.clock
	}
	if s.clock%s.sweepEvery() == 0 {
		s.sweepLocked()
	}
	s.mu.Unlock()
	if g != nil {
		return g, nil
	}
	if id == "" {
		return nil, errors.New("no game id")
	}
	g, err := loadGame(s.app, id)
	if err != nil {
		return nil, err
	}
	return s.keep(g), nil
}

// keep puts g in memory, unless a copy is there already, which it returns,
// and starts its computer player if the game waits on one.
func (s *Server) keep(g *liveGame) *liveGame {
	s.mu.Lock()
	if old := s.games[g.id]; old != nil {
		old.used = s.clock
		s.mu.Unlock()
		return old
	}
	g.used = s.clock
	s.games[g.id] = g
	if len(s.games) > s.opts.MaxGames {
		s.sweepLocked()
	}
	s.mu.Unlock()
	s.kickComputer(g)
	return g
}

// forget drops g from memory; the caller holds g.mu and has marked it gone.
// The game is loaded again from the store when next asked for.
func (s *Server) forget(g *liveGame) {
	s.mu.Lock()
	if s.games[g.id] == g {
		delete(s.games, g.id)
	}
	s.mu.Unlock()
}

// held returns the game with id if it is in memory, else nil; it does not
// count as a use.
func (s *Server) held(id string) *liveGame {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.games[id]
}

// finishedInfo describes to user a finished game from its rows, as info
// would, so that listing a player's games does not bring each old game back
// into memory through the rules. It reports false for a game in play.
func (s *Server) finishedInfo(id, user string) (GameInfo, bool) {
	rec, err := s.app.FindRecordById("games", id)
	if err != nil || rec.GetString("status") != statusFinished {
		return GameInfo{}, false
	}
	var head struct {
		Name  string `json:"name"`
		Sides []struct {
			Name string `json:"name"`
		} `json:"sides"`
	}
	seats, err := s.app.FindAllRecords("seats", dbx.HashExp{"game": id})
	if err != nil || json.Unmarshal(rawJSON(rec.Get("scenario")), &head) != nil || len(seats) != len(head.Sides) {
		return GameInfo{}, false
	}
	out := GameInfo{ID: id, ScenarioID: rec.GetString("scenario_id"), Scenario: head.Name, Status: statusFinished,
		Steps: rec.GetInt("steps"), Actor: -1, Seats: make([]SeatInfo, len(seats))}
	for _, r := range seats {
		side, kind := r.GetInt("side"), r.GetString("kind")
		if side < 0 || side >= len(seats) {
			return GameInfo{}, false
		}
		out.Seats[side] = SeatInfo{Side: side, Name: head.Sides[side].Name, Kind: kind, Level: r.GetString("level"),
			Mine: kind == seatHuman && r.GetString("player") == user, Taken: kind != seatOpen}
	}
	return out, true
}

// sweepEvery is how many uses of games pass between sweeps.
func (s *Server) sweepEvery() uint64 { return uint64(max(1, s.opts.IdleAfter/4)) }

// sweepLocked evicts the idle games, the finished ones not used since the
// last sweep, and, past MaxGames, the least recently used. A game a lock
// is held on, or whose computer player is thinking, stays. The caller holds
// s.mu; game locks are only tried, since a request holding one may wait
// for s.mu.
func (s *Server) sweepLocked() {
	all := make([]*liveGame, 0, len(s.games))
	for _, g := range s.games {
		all = append(all, g)
	}
	slices.SortFunc(all, func(a, b *liveGame) int {
		return cmp.Or(cmp.Compare(a.used, b.used), strings.Compare(a.id, b.id))
	})
	for _, g := range all {
		idle := s.clock-g.used > uint64(s.opts.IdleAfter)
		stale := s.clock-g.used >= s.sweepEvery()
		over := len(s.games) > s.opts.MaxGames
		if !idle && !over && !stale {
			break // the rest were used more recently
		}
		if !g.mu.TryLock() {
			continue
		}
		if !g.aiBusy && (idle || over || g.status == statusFinished) {
			g.gone = true
			delete(s.games, g.id)
			s.evicted++
		}
		g.mu.Unlock()
	}
}
