package replayview

import (
	"image"
	"strings"

	"hexstorm/replay"
)

// Timeline is the record the viewer shows.
func (s *Viewer) Timeline() *replay.Timeline { return s.tl }

// Player is the viewer's position in the record.
func (s *Viewer) Player() *replay.Player { return s.p }

// ViewSide is the side whose fog the map shows, -1 for every side face up.
func (s *Viewer) ViewSide() int { return s.view }

// Slider is the timeline's rectangle on the screen, from the last layout.
func (s *Viewer) Slider() image.Rectangle { return s.bar.slider }

// SeekBattleDice pauses at the slowest speed and steps event by event from
// the start to the first fire step of a battle with at least n dice shown,
// reporting whether there is one (for scripted screenshots).
func (s *Viewer) SeekBattleDice(n int) bool {
	s.SetSpeed(0)
	s.p.SetPlaying(false)
	s.p.Seek(0)
	for s.p.NextEvent() {
		s.refresh()
		if len(s.dice) >= n && strings.HasPrefix(s.battle, "Battle") {
			return true
		}
	}
	return false
}
