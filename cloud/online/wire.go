package online

import (
	"encoding/json"
	"strconv"

	"hexstorm/hexmap"
	"hexstorm/scenarios"
	"hexstorm/sim"
)

// The JSON the API speaks, shared by the server (package cloud) and Client.

// SeatSpec asks for one seat of a new game: "me" (the creator), "open" (an
// invitation code is made), or "computer" at Level.
type SeatSpec struct {
	Kind  string `json:"kind"`
	Level string `json:"level,omitempty"`
}

// CreateRequest creates a game from a built-in scenario (ScenarioID) or an
// uploaded one (Scenario, a scenario file), with one seat per side.
type CreateRequest struct {
	ScenarioID string          `json:"scenario_id,omitempty"`
	Scenario   json.RawMessage `json:"scenario,omitempty"`
	Seats      []SeatSpec      `json:"seats"`
}

// SeatInfo describes a seat. Code, the invitation, is told only to the
// game's creator.
type SeatInfo struct {
	Side  int    `json:"side"`
	Name  string `json:"name"`
	Kind  string `json:"kind"`
	Level string `json:"level,omitempty"`
	Mine  bool   `json:"mine,omitempty"`
	Taken bool   `json:"taken"`
	Code  string `json:"code,omitempty"`
}

// GameInfo describes a game to one of its players.
type GameInfo struct {
	ID         string     `json:"id"`
	ScenarioID string     `json:"scenario_id,omitempty"`
	Scenario   string     `json:"scenario"`
	Status     string     `json:"status"`
	Steps      int        `json:"steps"`
	Actor      int        `json:"actor"`
	YourTurn   bool       `json:"your_turn"`
	Seats      []SeatInfo `json:"seats"`
}

// JoinRequest takes the seat an invitation code holds.
type JoinRequest struct {
	Code string `json:"code"`
}

// JoinResponse names the game and side joined.
type JoinResponse struct {
	Game string `json:"game"`
	Side int    `json:"side"`
}

// CommandRequest submits a command for Side. Step, when given, is the
// number of commands the client believes were played before it: a command
// sent again after a lost answer is then refused as already played (409)
// rather than applied twice. View asks for the side's view after the
// command in the answer, saving a request.
type CommandRequest struct {
	Side    int             `json:"side"`
	Step    *int            `json:"step,omitempty"`
	View    bool            `json:"view,omitempty"`
	Command json.RawMessage `json:"command"`
}

// StepEvents is what a side learnt of one command (Step from 1; 0 is the
// opening) and whose command it was (By, -1 for the opening), which every
// side knows.
type StepEvents struct {
	Step   int         `json:"step"`
	By     int         `json:"by"`
	Events []sim.Event `json:"events"`
}

// Turn is where a game stands for one seat: the commands played (Step),
// the status, the side the game waits on (Actor, -1 once it is over) and
// whether that is the seat's.
type Turn struct {
	Game     string `json:"game"`
	Side     int    `json:"side"`
	Step     int    `json:"step"`
	Status   string `json:"status"`
	Actor    int    `json:"actor"`
	YourTurn bool   `json:"your_turn"`
}

// CommandResponse is where the game stands after the accepted command and
// what the side learnt of it, with the side's view after it
// (sim.State.ViewFor) when asked for.
type CommandResponse struct {
	Turn
	Learnt StepEvents `json:"learnt"`
	State  *sim.State `json:"state,omitempty"`
}

// View is a seat's view of a game: the state as its side knows it
// (sim.State.ViewFor) and the events since a step (sim.State.EventsFor).
type View struct {
	Turn
	State  *sim.State   `json:"state"`
	Events []StepEvents `json:"events"`
}

// Notice is the realtime message to a seat after each command, and when an
// invited player takes a seat: where the game stands and what the side
// learnt of the step.
type Notice struct {
	Turn
	Learnt StepEvents `json:"learnt"`
}

// Released is a finished game's record, signed by the server.
type Released struct {
	Record    []byte `json:"record"`     // the record file (replay.Encode)
	Signature []byte `json:"signature"`  // ed25519 over Record
	PublicKey []byte `json:"public_key"` // the server's key
}

// Topic returns the realtime topic of a seat.
func Topic(game string, side int) string {
	return "hexstorm/" + game + "/" + strconv.Itoa(side)
}

// MapOf builds a game's map from the public part of its scenario (the
// server's /map), through the scenario loader's checks.
func MapOf(game string, data []byte) (*hexmap.Map, error) {
	f, err := scenarios.Decode("the map of game "+game, data)
	if err != nil {
		return nil, err
	}
	setup, err := f.Setup()
	if err != nil {
		return nil, err
	}
	return setup.Map, nil
}
