package cloud

import "hexstorm/cloud/online"

// The JSON the API speaks and the client that speaks it live in package
// online, which imports no PocketBase, so the window can play online
// without building the server; these names let the server and the tools
// say them as before.
type (
	SeatSpec        = online.SeatSpec
	CreateRequest   = online.CreateRequest
	SeatInfo        = online.SeatInfo
	GameInfo        = online.GameInfo
	JoinRequest     = online.JoinRequest
	JoinResponse    = online.JoinResponse
	StepEvents      = online.StepEvents
	Turn            = online.Turn
	CommandResponse = online.CommandResponse
	View            = online.View
	Notice          = online.Notice
	Released        = online.Released
	Client          = online.Client
	APIError        = online.APIError
	Message         = online.Message
)

// NewClient returns a client of the server at base (online.NewClient).
func NewClient(base string) *Client { return online.NewClient(base) }

// Topic returns the realtime topic of a seat (online.Topic).
func Topic(game string, side int) string { return online.Topic(game, side) }
