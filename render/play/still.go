package play

import (
	"errors"

	"hexstorm/odds"
	"hexstorm/sim"
)

// The scene as a still picture, for the screenshot command and the tests
// that draw it.

// Still makes the scene a still picture: no input, no edge scrolling, no
// message line, every block drawn face up.
func (s *Scene) Still() {
	s.still = true
	s.Msg.Clear()
}

// ClosePowers shuts the strategic panel a campaign opens on, for a picture
// of the map alone.
func (s *Scene) ClosePowers() { s.strat.open = false }

// ToLesson moves the lesson card on to its nth lesson (1 is the first).
func (s *Scene) ToLesson(n int) {
	for range n - 1 {
		s.lesson.Course.Next()
	}
}

// battleShot is the battle of the "battle" screenshot: infantry with
// artillery and armour against dug-in infantry and an anti-tank gun,
// blocks of 2 to 4 steps.
var battleShot = odds.Sandbox{
	Attacker: []string{"infantry", "infantry", "artillery", "armor"},
	Defender: []string{"infantry", "infantry", "anti_tank_gun"},
	CV:       []int{4, 3, 2, 3, 4, 2, 3},
	Terrain:  0,
}

// BattleShot is a map scene, w x h, of a battle of blocks of several
// steps with its battle view open and its first round fought (its events
// queued for the view).
func BattleShot(d Deps, w, h int) (*Scene, error) {
	st, err := battleShot.State()
	if err != nil {
		return nil, err
	}
	st.Sides[0].Name, st.Sides[1].Name = "Allies", "Axis"
	s := NewFor(d, st)
	s.width, s.height = w, h
	s.openBattle(odds.SandboxHex)
	s.battleCommand(sim.Command{Kind: sim.CmdFight, Side: 0, Hex: odds.SandboxHex})
	if s.battle == nil {
		return nil, errors.New("no battle view")
	}
	return s, nil
}

// SkipBattle shows the whole of what the battle view still has to show,
// as Space does.
func (s *Scene) SkipBattle() {
	s.battle.skip(s.state, s.Board.TypeName)
	s.battleShown()
}
