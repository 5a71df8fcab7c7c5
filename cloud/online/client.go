package online

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"hexstorm/sim"
)

// Client speaks the server's API for one signed-in user. It is what
// `hexstorm cloud` and the tests use; every request has a timeout.
type Client struct {
	Base  string // e.g. http://127.0.0.1:8090
	Token string
	User  string // the users record id once signed in
	HTTP  *http.Client
}

// NewClient returns a client of the server at base.
func NewClient(base string) *Client {
	return &Client{Base: strings.TrimRight(base, "/"), HTTP: &http.Client{Timeout: 60 * time.Second}}
}

// APIError is an answer other than success: its status and message.
type APIError struct {
	Status  int
	Message string
	Body    []byte
}

func (e *APIError) Error() string { return fmt.Sprintf("%d: %s", e.Status, e.Message) }

// Do sends a JSON request to path and decodes the JSON answer into out; the
// routes without a method of their own (tools, tests) use it. It returns
// the answer's raw body too, which the fog-leak test reads.
func (c *Client) Do(method, path string, in, out any) ([]byte, error) {
	var body io.Reader
	if in != nil {
		b, err := json.Marshal(in)
		if err != nil {
			return nil, err
		}
		body = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, c.Base+path, body)
	if err != nil {
		return nil, err
	}
	if in != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if c.Token != "" {
		req.Header.Set("Authorization", c.Token)
	}
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	raw, err := io.ReadAll(io.LimitReader(resp.Body, 256<<20))
	if err != nil {
		return nil, err
	}
	if resp.StatusCode/100 != 2 {
		var m struct {
			Message string `json:"message"`
		}
		_ = json.Unmarshal(raw, &m)
		return raw, &APIError{Status: resp.StatusCode, Message: m.Message, Body: raw}
	}
	if out != nil {
		if err := json.Unmarshal(raw, out); err != nil {
			return raw, fmt.Errorf("%s %s: %w", method, path, err)
		}
	}
	return raw, nil
}

// SignUp makes an account.
func (c *Client) SignUp(email, password string) error {
	_, err := c.Do("POST", "/api/collections/users/records", map[string]string{
		"email": email, "password": password, "passwordConfirm": password}, nil)
	return err
}

// SignIn signs in and keeps the token for the next requests.
func (c *Client) SignIn(email, password string) error {
	var out struct {
		Token  string `json:"token"`
		Record struct {
			ID string `json:"id"`
		} `json:"record"`
	}
	if _, err := c.Do("POST", "/api/collections/users/auth-with-password", map[string]string{
		"identity": email, "password": password}, &out); err != nil {
		return err
	}
	c.Token, c.User = out.Token, out.Record.ID
	return nil
}

// Create creates a game.
func (c *Client) Create(req CreateRequest) (GameInfo, error) {
	var out GameInfo
	_, err := c.Do("POST", "/api/hexstorm/games", req, &out)
	return out, err
}

// Join takes the seat an invitation code holds.
func (c *Client) Join(code string) (JoinResponse, error) {
	var out JoinResponse
	_, err := c.Do("POST", "/api/hexstorm/join", JoinRequest{Code: code}, &out)
	return out, err
}

// Games lists the user's games with whose turn it is.
func (c *Client) Games() ([]GameInfo, error) {
	var out []GameInfo
	_, err := c.Do("GET", "/api/hexstorm/games", nil, &out)
	return out, err
}

// Game describes one of the user's games.
func (c *Client) Game(id string) (GameInfo, error) {
	var out GameInfo
	_, err := c.Do("GET", "/api/hexstorm/games/"+url.PathEscape(id), nil, &out)
	return out, err
}

// View fetches side's view of a game with the events from step from on.
func (c *Client) View(game string, side, from int) (View, []byte, error) {
	var out View
	raw, err := c.Do("GET", "/api/hexstorm/games/"+url.PathEscape(game)+"/view?side="+strconv.Itoa(side)+"&from="+strconv.Itoa(from), nil, &out)
	return out, raw, err
}

// Submit sends a command for side. When step is not negative, the command
// is refused (409) unless the game is at that step.
func (c *Client) Submit(game string, side int, cmd sim.Command, step int) (CommandResponse, []byte, error) {
	return c.submit(game, side, cmd, step, false)
}

// SubmitView is Submit with the side's view after the command in the
// answer.
func (c *Client) SubmitView(game string, side int, cmd sim.Command, step int) (CommandResponse, []byte, error) {
	return c.submit(game, side, cmd, step, true)
}

func (c *Client) submit(game string, side int, cmd sim.Command, step int, view bool) (CommandResponse, []byte, error) {
	b, err := json.Marshal(cmd)
	if err != nil {
		return CommandResponse{}, nil, err
	}
	req := CommandRequest{Side: side, View: view, Command: b}
	if step >= 0 {
		req.Step = &step
	}
	var out CommandResponse
	raw, err := c.Do("POST", "/api/hexstorm/games/"+url.PathEscape(game)+"/commands", req, &out)
	return out, raw, err
}

// Map fetches the public part of a game's scenario (online.MapOf reads it).
func (c *Client) Map(game string) ([]byte, error) {
	return c.Do("GET", "/api/hexstorm/games/"+url.PathEscape(game)+"/map", nil, nil)
}

// Record fetches a finished game's signed record.
func (c *Client) Record(game string) (Released, error) {
	var out Released
	_, err := c.Do("GET", "/api/hexstorm/games/"+url.PathEscape(game)+"/record", nil, &out)
	return out, err
}

// Message is one realtime message: its topic and raw data.
type Message struct {
	Topic string
	Data  []byte
}

// Subscribe opens the realtime channel and subscribes to topics. Messages
// arrive on the returned channel until ctx ends or the connection drops,
// when it is closed.
func (c *Client) Subscribe(ctx context.Context, topics ...string) (<-chan Message, error) {
	req, err := http.NewRequestWithContext(ctx, "GET", c.Base+"/api/realtime", nil)
	if err != nil {
		return nil, err
	}
	resp, err := (&http.Client{}).Do(req) // no timeout: the stream lives as long as ctx
	if err != nil {
		return nil, err
	}
	if resp.StatusCode != http.StatusOK {
		resp.Body.Close()
		return nil, fmt.Errorf("realtime: %s", resp.Status)
	}
	r := bufio.NewReaderSize(resp.Body, 64<<10)
	first, err := readSSE(r)
	if err != nil || first.Topic != "PB_CONNECT" {
		resp.Body.Close()
		return nil, fmt.Errorf("realtime: no connect message (%v)", err)
	}
	var hello struct {
		ClientID string `json:"clientId"`
	}
	if err := json.Unmarshal(first.Data, &hello); err != nil {
		resp.Body.Close()
		return nil, err
	}
	if _, err := c.Do("POST", "/api/realtime", map[string]any{"clientId": hello.ClientID, "subscriptions": topics}, nil); err != nil {
		resp.Body.Close()
		return nil, err
	}
	out := make(chan Message, 256)
	go func() {
		defer close(out)
		defer resp.Body.Close()
		for {
			m, err := readSSE(r)
			if err != nil {
				return
			}
			select {
			case out <- m:
			case <-ctx.Done():
				return
			}
		}
	}()
	return out, nil
}

// readSSE reads one server-sent event.
func readSSE(r *bufio.Reader) (Message, error) {
	var m Message
	var data bytes.Buffer
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			return m, err
		}
		line = strings.TrimRight(line, "\r\n")
		switch {
		case line == "":
			if m.Topic != "" || data.Len() > 0 {
				m.Data = data.Bytes()
				return m, nil
			}
		case strings.HasPrefix(line, "event:"):
			m.Topic = strings.TrimSpace(strings.TrimPrefix(line, "event:"))
		case strings.HasPrefix(line, "data:"):
			if data.Len() > 0 {
				data.WriteByte('\n')
			}
			data.WriteString(strings.TrimPrefix(line, "data:"))
		}
	}
}
