package online

import (
	"net"
	"strings"
	"testing"
)

func TestMySeat(t *testing.T) {
	info := GameInfo{ID: "g", Seats: []SeatInfo{{Side: 0}, {Side: 1, Mine: true}}}
	if side, err := MySeat(info, -1); err != nil || side != 1 {
		t.Errorf("my only seat: %d, %v", side, err)
	}
	if _, err := MySeat(info, 0); err == nil || !strings.Contains(err.Error(), "no seat of side 0") {
		t.Errorf("another's seat: %v", err)
	}
	both := GameInfo{ID: "g", Seats: []SeatInfo{{Side: 0, Mine: true}, {Side: 1, Mine: true}}}
	if _, err := MySeat(both, -1); err == nil || !strings.Contains(err.Error(), "2 seats") {
		t.Errorf("two seats, none named: %v", err)
	}
	if side, err := MySeat(both, 0); err != nil || side != 0 {
		t.Errorf("one of my two seats: %d, %v", side, err)
	}
	if _, err := MySeat(GameInfo{ID: "g", Seats: []SeatInfo{{Side: 0}}}, -1); err == nil || !strings.Contains(err.Error(), "no seat in game g") {
		t.Errorf("no seat: %v", err)
	}
}

// A server that is not there is named, and the player told nothing is lost.
func TestOpen_ServerGone(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close() // nothing listens there now
	c := NewClient("http://" + addr)
	_, err = Open(c, "g", -1)
	if err == nil || !strings.Contains(err.Error(), addr) || !strings.Contains(err.Error(), "does not answer") || !strings.Contains(err.Error(), "Nothing is lost") {
		t.Errorf("opening a game on a server that is gone: %v", err)
	}
}
