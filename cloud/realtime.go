package cloud

import (
	"encoding/json"
	"strconv"
	"strings"

	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/subscriptions"
)

// notice is one realtime message waiting to be sent.
type notice struct {
	topic string
	data  []byte
}

// noticesLocked builds each human seat's message about step: the new step,
// whose turn it is, and what that side learnt; the caller holds g.mu.
func (g *liveGame) noticesLocked(step int) []notice {
	var out []notice
	actor := g.actor()
	for side, st := range g.seats {
		if st.Kind != seatHuman {
			continue
		}
		n := Notice{Game: g.id, Side: side, Step: step, Actor: actor, YourTurn: actor == side && g.status == statusPlaying,
			Learnt: g.stepEvents(side, step)}
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
	clients := s.app.SubscriptionsBroker().Clients()
	go func() {
		for _, n := range ns {
			for _, c := range clients {
				if c.HasSubscription(n.topic) {
					c.Send(subscriptions.Message{Name: n.topic, Data: n.data})
				}
			}
		}
	}()
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
	return e.Next()
}
