package play

import (
	"slices"
	"strings"
	"testing"

	"hexstorm/hexmap"
	"hexstorm/render/app"
	"hexstorm/render/replayview"
	"hexstorm/sim"
)

// The ticker, the hot-seat recap and the replay word the same events for
// the same side alike, through the one redaction of the rules
// (State.EventsFor): an enemy move as a block (DESIGN D9), a block in the
// storm face down even to its owner (D10).
func TestDesignD9_TickerRecapAndReplayWordEventsAlike(t *testing.T) {
	s, st := newBattleScene(t)
	d := newDriver(t, s)
	for st.ActiveSide() != 1 || st.Phase != sim.PhaseMovement {
		d.press(app.ActEndPhase)
	}
	move, ok := s.submitEvents(sim.Command{Kind: sim.CmdMove, Side: 1, Unit: 3, Path: []hexmap.Hex{at(3, 1)}}, false)
	if !ok {
		t.Fatal("the Axis move was refused")
	}
	inStorm := []sim.Event{{Kind: sim.EvUnitBuilt, Side: 0, Unit: 1, To: at(1, 1), Value: 3, Why: "Infantry built from the army pool"}}
	for _, c := range []struct {
		name   string
		events []sim.Event
		storm  bool
		want   string
	}{
		{"an Axis move", move, false, "Axis ground block moves"},
		{"a build in the storm", inStorm, true, "Allies ground block built"},
	} {
		st.Storm = sim.Storm{}
		if c.storm {
			st.Storm = sim.Storm{On: true, Hex: at(1, 1)}
		}
		s.hud.clearLines()
		s.hud.log(st, c.events, s.Board.TypeName)
		ticker := slices.Clone(s.hud.seen[0])
		recap := recapLines(st, 0, c.events, s.Board.TypeName)
		replay := replayview.DescribeAs(st, 0, c.events, s.Board.TypeName)
		if !slices.Equal(ticker, recap) || !slices.Equal(recap, replay) {
			t.Errorf("%s: ticker %q, recap %q, replay %q differ", c.name, ticker, recap, replay)
		}
		text := strings.Join(recap, "\n")
		if !strings.Contains(text, c.want) || strings.Contains(text, "Infantry") {
			t.Errorf("%s reads to the Allies as %q, want %q and no type", c.name, text, c.want)
		}
	}
}
