package cloud

import (
	"crypto/rand"
	"encoding/base32"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"

	"hexstorm/ai"
	"hexstorm/cloud/online"
	"hexstorm/replay"
	"hexstorm/scenarios"
	"hexstorm/sim"
)

// routes adds the game's API under /api/hexstorm (docs/server.md).
func (s *Server) routes(se *core.ServeEvent) {
	se.Router.GET("/api/hexstorm/key", func(e *core.RequestEvent) error {
		return e.JSON(http.StatusOK, map[string][]byte{"public_key": s.PublicKey()})
	})
	g := se.Router.Group("/api/hexstorm")
	g.Bind(apis.RequireAuth("users"))
	g.Bind(apis.SkipSuccessActivityLog()) // a log row per move would double the writes; refusals are still logged
	g.Bind(apis.BodyLimit(maxBodyBytes))
	g.BindFunc(func(e *core.RequestEvent) error {
		if !s.limiter.allow(e.Auth.Id, time.Now()) {
			return e.TooManyRequestsError("Too many requests: slow down.", nil)
		}
		return e.Next()
	})
	g.GET("/games", s.listGames)
	g.POST("/games", s.createGame)
	g.POST("/join", s.join)
	g.GET("/games/{id}", s.gameInfo)
	g.GET("/games/{id}/view", s.view)
	g.GET("/games/{id}/map", s.gameMap)
	g.POST("/games/{id}/commands", s.submit)
	g.GET("/games/{id}/record", s.record)
}

// decodeStrict reads a request body as JSON, refusing unknown fields.
func decodeStrict(e *core.RequestEvent, dst any) error {
	dec := json.NewDecoder(e.Request.Body)
	dec.DisallowUnknownFields()
	if err := dec.Decode(dst); err != nil {
		return e.BadRequestError("Bad request body: "+err.Error(), nil)
	}
	return nil
}

// gameFor returns the game of the request's {id}, locked (the caller
// unlocks g.mu), and the sides the user holds in it; a user with no seat in
// it is told it does not exist.
func (s *Server) gameFor(e *core.RequestEvent) (*liveGame, []int, error) {
	g, err := s.lockGame(e.Request.PathValue("id"))
	if err != nil {
		return nil, nil, e.NotFoundError("No such game.", nil)
	}
	sides := g.sidesOf(e.Auth.Id)
	if len(sides) == 0 {
		g.mu.Unlock()
		return nil, nil, e.NotFoundError("No such game.", nil)
	}
	return g, sides, nil
}

// sideParam reads ?side=, which may be left out by a user holding one seat.
func sideParam(e *core.RequestEvent, sides []int) (int, error) {
	q := e.Request.URL.Query().Get("side")
	if q == "" {
		if len(sides) == 1 {
			return sides[0], nil
		}
		return 0, e.BadRequestError("You hold several seats: say which side (?side=).", nil)
	}
	side, err := strconv.Atoi(q)
	if err != nil {
		return 0, e.BadRequestError("Bad side.", nil)
	}
	for _, own := range sides {
		if own == side {
			return side, nil
		}
	}
	return 0, e.ForbiddenError("That seat is not yours.", nil)
}

// info describes g to user; the caller holds g.mu.
func (g *liveGame) info(user string, withCodes bool, codes map[int]string) GameInfo {
	actor := g.actor()
	out := GameInfo{ID: g.id, ScenarioID: g.game.Scenario.ID, Scenario: g.game.Scenario.Name, Status: g.status,
		Steps: g.steps(), Actor: actor}
	for side, st := range g.seats {
		si := SeatInfo{Side: side, Name: g.game.State.Sides[side].Name, Kind: st.Kind, Level: st.Level,
			Mine: st.Kind == seatHuman && st.Player == user, Taken: st.Kind != seatOpen}
		if si.Mine && g.turnLocked(side).YourTurn {
			out.YourTurn = true
		}
		if withCodes {
			si.Code = codes[side]
		}
		out.Seats = append(out.Seats, si)
	}
	return out
}

func (s *Server) listGames(e *core.RequestEvent) error {
	rows, err := s.app.FindAllRecords("seats", dbx.HashExp{"player": e.Auth.Id})
	if err != nil {
		return e.InternalServerError("", err)
	}
	seen := map[string]bool{}
	out := []GameInfo{}
	for _, r := range rows {
		id := r.GetString("game")
		if seen[id] {
			continue
		}
		seen[id] = true
		g := s.held(id)
		if g == nil {
			if info, ok := s.finishedInfo(id, e.Auth.Id); ok {
				out = append(out, info)
				continue
			}
			if g, err = s.game(id); err != nil {
				continue
			}
		}
		g.mu.Lock()
		out = append(out, g.info(e.Auth.Id, false, nil))
		g.mu.Unlock()
	}
	return e.JSON(http.StatusOK, out)
}

func (s *Server) gameInfo(e *core.RequestEvent) error {
	g, _, err := s.gameFor(e)
	if err != nil {
		return err
	}
	defer g.mu.Unlock()
	return e.JSON(http.StatusOK, g.info(e.Auth.Id, false, nil))
}

func (s *Server) createGame(e *core.RequestEvent) error {
	var req CreateRequest
	if err := decodeStrict(e, &req); err != nil {
		return err
	}
	var sc *scenarios.Scenario
	var err error
	switch {
	case req.ScenarioID != "" && len(req.Scenario) > 0:
		return e.BadRequestError("Give a built-in scenario id or a scenario, not both.", nil)
	case req.ScenarioID != "":
		sc, err = scenarios.Builtin(req.ScenarioID)
	case len(req.Scenario) > 0:
		sc, err = scenarios.Load("uploaded scenario", req.Scenario)
	default:
		return e.BadRequestError("No scenario: give scenario_id or scenario.", nil)
	}
	if err != nil {
		return e.BadRequestError("The scenario is refused: "+err.Error(), nil)
	}
	if len(req.Seats) != len(sc.Setup.Sides) {
		return e.BadRequestError(fmt.Sprintf("The scenario has %d sides: give %d seats.", len(sc.Setup.Sides), len(sc.Setup.Sides)), nil)
	}
	mine := 0
	for i, sp := range req.Seats {
		switch sp.Kind {
		case "me":
			mine++
		case seatOpen:
		case seatComputer:
			if _, err := ai.ParseLevel(sp.Level); err != nil {
				return e.BadRequestError(fmt.Sprintf("Seat %d: %v.", i, err), nil)
			}
		default:
			return e.BadRequestError(fmt.Sprintf("Seat %d: kind %q (want me, open or computer).", i, sp.Kind), nil)
		}
	}
	if mine == 0 {
		return e.BadRequestError("Take at least one seat (kind \"me\").", nil)
	}
	var seedBytes [8]byte
	if _, err := rand.Read(seedBytes[:]); err != nil {
		return e.InternalServerError("", err)
	}
	seed := binary.LittleEndian.Uint64(seedBytes[:])
	if s.opts.seed != 0 {
		seed = s.opts.seed
	}
	g, err := startGame("new", sc.Raw, seed, nil)
	if err != nil {
		return e.BadRequestError("The scenario cannot start: "+err.Error(), nil)
	}
	g.game.Scenario.ID = sc.ID
	if req.ScenarioID == "" {
		g.game.Scenario.ID = ""
	}
	codes := map[int]string{}
	g.status = statusPlaying
	for i, sp := range req.Seats {
		switch sp.Kind {
		case "me":
			g.seats[i] = seat{Kind: seatHuman, Player: e.Auth.Id}
		case seatOpen:
			g.seats[i] = seat{Kind: seatOpen}
			codes[i] = newCode()
			g.status = statusOpen
		case seatComputer:
			g.seats[i] = seat{Kind: seatComputer, Level: sp.Level}
		}
	}
	opts, _ := json.Marshal(g.game.State.Options)
	err = s.app.RunInTransaction(func(tx core.App) error {
		gc, err := tx.FindCachedCollectionByNameOrId("games")
		if err != nil {
			return err
		}
		rec := core.NewRecord(gc)
		rec.Set("scenario_id", g.game.Scenario.ID)
		rec.Set("scenario", json.RawMessage(sc.Raw))
		rec.Set("seed", strconv.FormatUint(seed, 10))
		rec.Set("options", json.RawMessage(opts))
		rec.Set("status", g.status)
		rec.Set("steps", 0)
		rec.Set("actor", g.actor())
		rec.Set("winner", -1)
		rec.Set("creator", e.Auth.Id)
		if err := tx.Save(rec); err != nil {
			return err
		}
		g.id = rec.Id
		seatsColl, err := tx.FindCachedCollectionByNameOrId("seats")
		if err != nil {
			return err
		}
		ic, err := tx.FindCachedCollectionByNameOrId("invitations")
		if err != nil {
			return err
		}
		for side, st := range g.seats {
			r := core.NewRecord(seatsColl)
			r.Set("game", g.id)
			r.Set("side", side)
			r.Set("kind", st.Kind)
			r.Set("level", st.Level)
			r.Set("player", st.Player)
			if err := tx.Save(r); err != nil {
				return err
			}
			if code, ok := codes[side]; ok {
				inv := core.NewRecord(ic)
				inv.Set("game", g.id)
				inv.Set("side", side)
				inv.Set("code", code)
				if err := tx.Save(inv); err != nil {
					return err
				}
			}
		}
		return nil
	})
	if err != nil {
		return e.InternalServerError("", err)
	}
	g.mu.Lock()
	info := g.info(e.Auth.Id, true, codes)
	g.mu.Unlock()
	s.keep(g)
	return e.JSON(http.StatusOK, info)
}

// newCode returns an invitation code: 160 random bits in base32, which no
// one guesses (and the per-user rate limit stops anyone trying).
func newCode() string {
	b := make([]byte, 20)
	if _, err := rand.Read(b); err != nil {
		panic(err) // crypto/rand does not fail on supported systems
	}
	return base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(b)
}

func (s *Server) join(e *core.RequestEvent) error {
	var req JoinRequest
	if err := decodeStrict(e, &req); err != nil {
		return err
	}
	if len(req.Code) != 32 {
		return e.NotFoundError("No such invitation.", nil)
	}
	inv, err := s.app.FindFirstRecordByData("invitations", "code", req.Code)
	if err != nil {
		return e.NotFoundError("No such invitation.", nil)
	}
	if inv.GetString("used_by") != "" {
		return e.Error(http.StatusConflict, "That invitation was already used.", nil)
	}
	g, err := s.lockGame(inv.GetString("game"))
	if err != nil {
		return e.NotFoundError("No such invitation.", nil)
	}
	side := inv.GetInt("side")
	defer g.mu.Unlock()
	if side < 0 || side >= len(g.seats) || g.seats[side].Kind != seatOpen {
		return e.Error(http.StatusConflict, "That seat is taken.", nil)
	}
	open := 0
	for _, st := range g.seats {
		if st.Kind == seatOpen {
			open++
		}
	}
	status := g.status
	if open == 1 {
		status = statusPlaying
	}
	err = s.app.RunInTransaction(func(tx core.App) error {
		inv.Set("used_by", e.Auth.Id)
		if err := tx.Save(inv); err != nil {
			return err
		}
		seatRec, err := tx.FindFirstRecordByFilter("seats", "game = {:g} && side = {:s}", dbx.Params{"g": g.id, "s": side})
		if err != nil {
			return err
		}
		seatRec.Set("kind", seatHuman)
		seatRec.Set("player", e.Auth.Id)
		if err := tx.Save(seatRec); err != nil {
			return err
		}
		gameRec, err := tx.FindRecordById("games", g.id)
		if err != nil {
			return err
		}
		gameRec.Set("status", status)
		return tx.Save(gameRec)
	})
	if err != nil {
		return e.InternalServerError("", err)
	}
	g.seats[side] = seat{Kind: seatHuman, Player: e.Auth.Id}
	g.status = status
	s.send(g.noticesLocked()) // the seats hear that the game starts
	go s.kickComputer(g)
	return e.JSON(http.StatusOK, JoinResponse{Game: g.id, Side: side})
}

func (s *Server) view(e *core.RequestEvent) error {
	from := 0
	if q := e.Request.URL.Query().Get("from"); q != "" {
		var err error
		if from, err = strconv.Atoi(q); err != nil || from < 0 {
			return e.BadRequestError("Bad from.", nil)
		}
	}
	g, sides, err := s.gameFor(e)
	if err != nil {
		return err
	}
	side, err := sideParam(e, sides)
	if err != nil {
		g.mu.Unlock()
		return err
	}
	v := View{Turn: g.turnLocked(side), State: g.game.State.ViewFor(side), Events: []StepEvents{}}
	for step := from; step < len(g.seen[side]); step++ {
		v.Events = append(v.Events, g.stepEvents(side, step))
	}
	g.mu.Unlock()
	return e.JSON(http.StatusOK, v)
}

func (s *Server) submit(e *core.RequestEvent) error {
	var req online.CommandRequest
	if err := decodeStrict(e, &req); err != nil {
		return err
	}
	if len(req.Command) > maxCommandBytes {
		return e.Error(http.StatusRequestEntityTooLarge, "The command is too large.", nil)
	}
	cmd, err := decodeCommand(req.Command)
	if err != nil {
		return e.BadRequestError(err.Error(), nil)
	}
	g, sides, err := s.gameFor(e)
	if err != nil {
		return err
	}
	if _, err := sideParam(withSide(e, req.Side), sides); err != nil {
		g.mu.Unlock()
		return err
	}
	if cmd.Side != req.Side {
		g.mu.Unlock()
		return e.BadRequestError(fmt.Sprintf("The command is for side %d, the seat is side %d.", cmd.Side, req.Side), nil)
	}
	if g.status != statusPlaying {
		g.mu.Unlock()
		return e.Error(http.StatusConflict, "The game is "+g.status+".", nil)
	}
	if req.Step != nil && *req.Step != g.steps() {
		n := g.steps()
		g.mu.Unlock()
		return e.Error(http.StatusConflict, fmt.Sprintf("The game is at step %d, not %d: fetch the view.", n, *req.Step), map[string]any{"step": n})
	}
	step, notices, err := s.applyLocked(g, cmd, e.Auth.Id)
	if err != nil {
		g.mu.Unlock()
		var refused *refusal
		if errors.As(err, &refused) {
			return e.Error(http.StatusUnprocessableEntity, refused.Error(), nil)
		}
		return e.InternalServerError("", err)
	}
	resp := CommandResponse{Turn: g.turnLocked(req.Side), Learnt: g.stepEvents(req.Side, step)}
	if req.View {
		resp.State = g.game.State.ViewFor(req.Side)
	}
	g.mu.Unlock()
	s.send(notices)
	s.kickComputer(g)
	return e.JSON(http.StatusOK, resp)
}

// withSide returns e with ?side= set to side, for sideParam.
func withSide(e *core.RequestEvent, side int) *core.RequestEvent {
	q := e.Request.URL.Query()
	q.Set("side", strconv.Itoa(side))
	e.Request.URL.RawQuery = q.Encode()
	return e
}

// refusal is a command the rules refused.
type refusal struct{ err error }

func (r *refusal) Error() string { return r.err.Error() }

// applyLocked applies cmd to g through the rules, stores it, and returns its
// step and the notices to send once g.mu is released; the caller holds g.mu.
// A command the rules refuse is a *refusal and changes nothing. The command
// is acknowledged only after its row is committed, so a server killed at
// any moment loses nothing it acknowledged.
func (s *Server) applyLocked(g *liveGame, cmd sim.Command, user string) (int, []notice, error) {
	evs, err := g.game.Apply(cmd)
	if err != nil {
		return 0, nil, &refusal{err}
	}
	step := g.steps()
	if g.game.State.Phase == sim.PhaseGameOver {
		g.status = statusFinished
	}
	raw, err := json.Marshal(cmd)
	if err == nil {
		err = s.storeCommand(g, step, cmd.Side, raw, user)
	}
	if err != nil {
		// The memory is ahead of the store: forget it, so the game is
		// loaded again as the store has it.
		g.gone = true
		s.forget(g)
		return 0, nil, err
	}
	g.learn(evs)
	return step, g.noticesLocked(), nil
}

// storeCommand writes a command's row, and the game's row when the game
// ends, and returns once they are committed (store.go).
func (s *Server) storeCommand(g *liveGame, step, side int, raw []byte, user string) error {
	w := &write{row: dbx.Params{"id": core.GenerateDefaultRandomId(), "game": g.id, "index": step, "side": side,
		"command": string(raw), "hash": g.game.Record.Steps[step-1].Hash, "player": user}, done: make(chan error, 1)}
	if g.status == statusFinished {
		w.finish = &finish{game: g.id, steps: step, winner: g.game.State.Winner}
	}
	return s.writer.do(w)
}

// gameMap sends the game's scenario without what a side may not know: the
// map and the rest of the scenario a client needs to draw a view, which
// leaves the map out (the scenario fixes it); online.MapOf reads it.
func (s *Server) gameMap(e *core.RequestEvent) error {
	g, _, err := s.gameFor(e)
	if err != nil {
		return err
	}
	raw := g.game.Scenario.Raw
	g.mu.Unlock()
	f, err := scenarios.Decode("game "+g.id, raw)
	if err != nil {
		return e.InternalServerError("", err)
	}
	// The units and pools say which block is what; the strategic layer
	// holds the decks and the powers' secrets.
	f.Units, f.Pools, f.Strategic = nil, nil, nil
	f.Options.Strategic = false
	return e.JSON(http.StatusOK, f)
}

// record releases a finished game's record to its players, signed.
func (s *Server) record(e *core.RequestEvent) error {
	g, _, err := s.gameFor(e)
	if err != nil {
		return err
	}
	if g.status != statusFinished {
		g.mu.Unlock()
		return e.ForbiddenError("The record is released when the game ends.", nil)
	}
	data, err := replay.Encode(&g.game.Record)
	g.mu.Unlock()
	if err != nil {
		return e.InternalServerError("", err)
	}
	sig := replay.Sign(s.key, data)
	return e.JSON(http.StatusOK, Released{Record: data, Signature: sig.Signature, PublicKey: sig.PublicKey})
}
