package tutorial

import (
	"slices"
	"testing"

	"hexstorm/ai"
	"hexstorm/replay"
	"hexstorm/scenarios"
	"hexstorm/sim"
)

// learnerGame plays the training scenario with the computer at both seats,
// feeding the course what the learner's side sees after every command (the
// learner "selects" each unit it moves, as a click would before the move),
// pressing Next on reading lessons, until the course is over or the turn
// limit passes. It returns the titles of the lessons in the order shown.
func learnerGame(t *testing.T, seed uint64, lastTurn int) (*Course, []string) {
	t.Helper()
	sc, err := scenarios.Builtin(ScenarioID)
	if err != nil {
		t.Fatal(err)
	}
	g, _, err := replay.New(sc, seed)
	if err != nil {
		t.Fatal(err)
	}
	c := For(ScenarioID, LearnerSide)
	players := []*ai.Player{ai.New(ai.Normal, 0, seed), ai.New(ai.Easy, 1, seed+1)}
	var shown []string
	note := func() {
		if l, ok := c.Current(); ok && (len(shown) == 0 || shown[len(shown)-1] != l.Title) {
			shown = append(shown, l.Title)
		}
	}
	note()
	for n := 0; !c.Over() && g.State.Phase != sim.PhaseGameOver && g.State.Turn <= lastTurn; n++ {
		if n > 20000 {
			t.Fatal("the game did not progress")
		}
		for c.WaitsForNext() {
			c.Next()
			note()
		}
		side := g.State.Actor()
		cmd, err := players[side].Next(g.State)
		if err != nil {
			t.Fatalf("turn %d %s: %v", g.State.Turn, g.State.Phase, err)
		}
		if side == LearnerSide && cmd.Unit != 0 {
			c.Observe(Seen{State: g.State.ViewFor(LearnerSide), Selected: cmd.Unit})
			note()
		}
		evs, err := g.Apply(cmd)
		if err != nil {
			t.Fatalf("%+v: %v", cmd, err)
		}
		c.Observe(Seen{State: g.State.ViewFor(LearnerSide), Events: g.State.EventsFor(LearnerSide, evs)})
		note()
	}
	return c, shown
}

// TestCourse_LessonsFollowAPlayedGame: a learner who plays the first turns
// meets the lessons in the course's order, whatever side the initiative
// dice send first. A lesson is passed over only when its deed was done with
// an earlier one (a first move onto an enemy block both moves and attacks),
// and the course reaches its last lesson by the next turn.
func TestCourse_LessonsFollowAPlayedGame(t *testing.T) {
	want := lessons()
	index := map[string]int{}
	for i, l := range want {
		index[l.Title] = i
	}
	for seed := uint64(1); seed <= 6; seed++ {
		c, shown := learnerGame(t, seed, 3)
		if l, ok := c.Current(); ok && l.Title != want[len(want)-1].Title {
			t.Errorf("seed %d: course stuck at %q", seed, l.Title)
		}
		last := -1
		for _, title := range shown {
			if index[title] <= last {
				t.Errorf("seed %d: lessons out of order: %q", seed, shown)
			}
			last = index[title]
		}
		for _, must := range []string{"Welcome to Aldermoor", "Your blocks", "Pick a block", "Move", "On your own"} {
			if !slices.Contains(shown, must) {
				t.Errorf("seed %d: lesson %q never shown: %q", seed, must, shown)
			}
		}
	}
}

// TestCourse_DeedsWaitForTheLearner: a lesson that asks for a deed stays
// until it is done, and the enemy's deeds do not count as the learner's.
func TestCourse_DeedsWaitForTheLearner(t *testing.T) {
	sc, err := scenarios.Builtin(ScenarioID)
	if err != nil {
		t.Fatal(err)
	}
	g, _, err := replay.New(sc, 1)
	if err != nil {
		t.Fatal(err)
	}
	c := For(ScenarioID, LearnerSide)
	c.Next()
	c.Next() // to "Pick a block"
	st := g.State.ViewFor(LearnerSide)
	if c.Observe(Seen{State: st}) {
		t.Fatal("the pick lesson ended with nothing selected")
	}
	enemy := sim.Event{Kind: sim.EvUnitMoved, Side: 1 - LearnerSide}
	if c.Observe(Seen{State: st, Events: []sim.Event{enemy}}) {
		t.Fatal("the enemy's move counted as the learner's")
	}
	var mine sim.UnitID
	for _, u := range st.Units {
		if u.Side == LearnerSide && u.Type == "armor" {
			mine = u.ID
		}
	}
	if !c.Observe(Seen{State: st, Selected: mine}) {
		t.Fatal("selecting the armour did not end the pick lesson")
	}
	if l, _ := c.Current(); l.Title != "Move" {
		t.Fatalf("after picking, the lesson is %q", l.Title)
	}
	if len(c.Marks(st)) != 4 {
		t.Errorf("the move lesson marks %v, want both banks of the two bridges", c.Marks(st))
	}
}

// TestCourse_OnlyForTheTrainingScenarioAndItsAttacker: other scenarios and
// the other side have no course.
func TestCourse_OnlyForTheTrainingScenarioAndItsAttacker(t *testing.T) {
	if For("channel", LearnerSide) != nil || For(ScenarioID, 1-LearnerSide) != nil {
		t.Fatal("a course outside the training scenario's attacker")
	}
	var none *Course
	if !none.Over() {
		t.Fatal("a nil course is not over")
	}
	c := For(ScenarioID, LearnerSide)
	c.Leave()
	if !c.Over() {
		t.Fatal("Leave did not end the course")
	}
}
