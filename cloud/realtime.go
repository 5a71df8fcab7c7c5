package cloud

import (
	"encoding/json"
	"strconv"
	"strings"
	"sync"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/subscriptions"
)

// notice is one realtime message waiting to be sent.
type notice struct {
	topic string
	data  []byte
}

// noticesLocked builds each human seat's message about the game's latest
// step: where the game stands and what that side learnt; the caller holds
// g.mu.
func (g *liveGame) noticesLocked() []notice {
	var out []notice
	step := g.steps()
	for side, st := range g.seats {
		if st.Kind != seatHuman {
			continue
		}
		n := Notice{Turn: g.turnLocked(side), Learnt: g.stepEvents(side, step)}
		b, err := json.Marshal(n)
		if err != nil {
			continue
		}
		out = append(out, notice{topic: Topic(g.id, side), data: b})
	}
	return out
}

// send delivers notices to the subscribed clients, off the caller's
// goroutine: a client's channel is unbuffered and a slow reader must not
// hold up a game.
func (s *Server) send(ns []notice) {
	if len(ns) == 0 {
		return
	}
	go func() {
		for _, n := range ns {
			for _, c := range s.topics.following(n.topic) {
				c.Send(subscriptions.Message{Name: n.topic, Data: n.data})
			}
		}
	}()
}

// topicIndex holds the realtime clients by the game topics they follow, so
// a notice goes straight to its seat's clients: asking every client of the
// server whether it follows the topic cost a tenth of a command's work with
// 400 clients. It mirrors PocketBase's subscriptions: a client's topics are
// replaced when it subscribes and dropped when its connection ends.
type topicIndex struct {
	mu      sync.Mutex
	clients map[string]map[string]subscriptions.Client // topic, client id
	topics  map[string][]string                        // client id
}

func newTopicIndex() *topicIndex {
	return &topicIndex{clients: map[string]map[string]subscriptions.Client{}, topics: map[string][]string{}}
}

// set makes c's game topics the hexstorm/ ones of subs.
func (t *topicIndex) set(c subscriptions.Client, subs []string) {
	id := c.Id()
	t.mu.Lock()
	t.dropLocked(id)
	for _, sub := range subs {
		if !strings.HasPrefix(sub, "hexstorm/") {
			continue
		}
		if t.clients[sub] == nil {
			t.clients[sub] = map[string]subscriptions.Client{}
		}
		t.clients[sub][id] = c
		t.topics[id] = append(t.topics[id], sub)
	}
	t.mu.Unlock()
	// A connection ends after its client is discarded; if it ended while
	// c subscribed, its drop may have come first.
	if c.IsDiscarded() {
		t.drop(id)
	}
}

// drop forgets the client with id.
func (t *topicIndex) drop(id string) {
	t.mu.Lock()
	t.dropLocked(id)
	t.mu.Unlock()
}

func (t *topicIndex) dropLocked(id string) {
	for _, sub := range t.topics[id] {
		delete(t.clients[sub], id)
		if len(t.clients[sub]) == 0 {
			delete(t.clients, sub)
		}
	}
	delete(t.topics, id)
}

// following returns the clients following topic.
func (t *topicIndex) following(topic string) []subscriptions.Client {
	t.mu.Lock()
	defer t.mu.Unlock()
	out := make([]subscriptions.Client, 0, len(t.clients[topic]))
	for _, c := range t.clients[topic] {
		out = append(out, c)
	}
	return out
}

// size returns the number of clients indexed.
func (t *topicIndex) size() int {
	t.mu.Lock()
	defer t.mu.Unlock()
	return len(t.topics)
}

// authorizeSubscriptions lets a client subscribe to a seat's topic only when
// it is signed in as that seat's player, so the realtime channel tells no
// one another side's view.
func (s *Server) authorizeSubscriptions(e *core.RealtimeSubscribeRequestEvent) error {
	for _, sub := range e.Subscriptions {
		if !strings.HasPrefix(sub, "hexstorm/") {
			continue
		}
		parts := strings.Split(sub, "/")
		if len(parts) != 3 || e.Auth == nil || e.Auth.Collection().Name != "users" {
			return e.ForbiddenError("Not your seat.", nil)
		}
		side, err := strconv.Atoi(parts[2])
		if err != nil {
			return e.ForbiddenError("Not your seat.", nil)
		}
		g, err := s.game(parts[1])
		if err != nil {
			return e.ForbiddenError("Not your seat.", nil)
		}
		g.mu.Lock()
		mine := side >= 0 && side < len(g.seats) && g.seats[side].Kind == seatHuman && g.seats[side].Player == e.Auth.Id
		g.mu.Unlock()
		if !mine {
			return e.ForbiddenError("Not your seat.", nil)
		}
	}
	if err := e.Next(); err != nil {
		return err
	}
	s.topics.set(e.Client, e.Subscriptions)
	return nil
}

// forgetConnection drops a realtime client from the index once its
// connection ends.
func (s *Server) forgetConnection(e *core.RealtimeConnectRequestEvent) error {
	err := e.Next()
	s.topics.drop(e.Client.Id())
	return err
}
