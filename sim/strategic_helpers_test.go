package sim

import (
	"testing"

	"hexstorm/hexmap"
)

// The campaign test board: one row of home cities, one per power, each of
// size 10 so factory counts up to 10 PP fit; a row of open ground below for
// minor countries' capitals.
//
//	col  0 Germany  2 Italy  4 Britain  6 France  8 Russia  (row 0)
//	row 2: towns at 1,2 (Poland), 3,2 (Baltic States), 5,2 (Rhineland), 7,2 (Ethiopia)
const (
	sideAxis   = 0
	sideAllies = 1
)

var powerCity = map[string]hexmap.Hex{"Germany": at(0, 0), "Italy": at(2, 0), "Britain": at(4, 0), "France": at(6, 0), "Russia": at(8, 0)}

// campaignSetup returns a two-side setup with the five powers of the seeds,
// Russia on the Allied side but outside both blocs. Each power has 6
// activity points, 10 base income, an infantry, armor and fighter in
// Reserve, and one infantry in its home city.
func campaignSetup(t testing.TB) Setup {
	m := asciiMap(t,
		"C.C.C.C.C.",
		"..........",
		".t.t.t.t..",
		"..........",
	)
	for _, h := range powerCity {
		m.SetSettlement(h, hexmap.City, 10, "")
	}
	control := make([]int8, m.Len())
	for i := range control {
		control[i] = -1
	}
	c := &Campaign{Calendar: Calendar{Year: 1936, Season: Spring}}
	names := []string{"Germany", "Italy", "Britain", "France", "Russia"}
	blocs := []Bloc{BlocAxis, BlocAxis, BlocAllied, BlocAllied, BlocNone}
	var units []UnitSetup
	for i, n := range names {
		side := sideAxis
		if blocs[i] != BlocAxis {
			side = sideAllies
		}
		h := powerCity[n]
		control[m.Index(h)] = int8(side)
		c.Powers = append(c.Powers, Power{Name: n, Side: side, Bloc: blocs[i], Income: 10, Activity: 6,
			Cities:  []hexmap.Hex{h},
			Reserve: []Stock{{Type: "infantry", Count: 2}, {Type: "armor", Count: 1}, {Type: "fighter", Count: 1}}})
		units = append(units, UnitSetup{Type: "infantry", Side: side, Hex: h, Power: n})
	}
	for i, n := range []string{MinorPoland, MinorBaltic, MinorRhineland, MinorEthiopia} {
		c.Minors = append(c.Minors, Minor{Name: n, Capital: at(1+2*i, 2)})
	}
	for _, n := range []string{"Austria", "Czechoslovakia", "Belgium/Luxembourg", "Finland", "Rumania", "Turkey", "Spain", "Greece", "Yugoslavia"} {
		c.Minors = append(c.Minors, Minor{Name: n, Capital: at(9, 3)})
	}
	return Setup{
		Map:      m,
		Sides:    []Side{{Name: "Axis"}, {Name: "Allies"}},
		Units:    units,
		Options:  Options{Strategic: true, Logistics: true}, // no factories: no 10.41A support
		Victory:  Victory{Turns: 40},
		Control:  control,
		Campaign: c,
	}
}

// newCampaign starts a campaign game from setup, first letting edit change it.
func newCampaign(t testing.TB, edit func(*Setup)) *State {
	t.Helper()
	setup := campaignSetup(t)
	if edit != nil {
		edit(&setup)
	}
	return newTestGame(t, setup, 7)
}

// pw returns the named power of a campaign game.
func pw(t testing.TB, s *State, name string) *Power {
	t.Helper()
	p := s.Campaign.power(name)
	if p == nil {
		t.Fatalf("no power %s", name)
	}
	return p
}

// modifier returns the total of the named power's modifiers under rule.
func modifier(t testing.TB, s *State, power, rule string) int {
	t.Helper()
	n := 0
	for _, m := range pw(t, s, power).Breakdown {
		if m.Rule == rule {
			n += m.Value
		}
	}
	return n
}

// nextTurn ends phases until a new turn has begun.
func nextTurn(t testing.TB, s *State) {
	t.Helper()
	turn := s.Turn
	for i := 0; i < 40 && s.Turn == turn; i++ {
		mustApply(t, s, Command{Kind: CmdEndPhase, Side: s.Actor()})
	}
	if s.Turn == turn {
		t.Fatalf("turn %d never ended", turn)
	}
}

// schedule adds scenario events to a setup.
func schedule(events ...ScheduledEvent) func(*Setup) {
	return func(s *Setup) { s.Campaign.Schedule = append(s.Campaign.Schedule, events...) }
}

// fact is shorthand for a scheduled fact change.
func fact(turn int, kind, power, target string, value int) ScheduledEvent {
	return ScheduledEvent{Turn: turn, FactChange: FactChange{Kind: kind, Power: power, Target: target, Value: value}}
}
