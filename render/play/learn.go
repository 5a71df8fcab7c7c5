package play

import (
	"github.com/hajimehoshi/ebiten/v2"

	"hexstorm/render/lesson"
	"hexstorm/render/mapview"
	"hexstorm/render/widget"
	"hexstorm/replay"
	"hexstorm/scenarios"
	"hexstorm/session/seat"
	"hexstorm/sim"
	"hexstorm/tutorial"
)

// Learn to play: the title's entry starts the training scenario with
// the player on the side the course is written for and the computer at
// Easy on the other, and the course's lesson card over the map (package
// tutorial decides the lessons, render/lesson draws them).

// LearnToPlay starts the guided course's game with the given seed.
func LearnToPlay(d Deps, seed uint64) (*Scene, error) {
	sc, err := scenarios.Builtin(tutorial.ScenarioID)
	if err != nil {
		return nil, err
	}
	game, opening, err := replay.New(sc, seed)
	if err != nil {
		return nil, err
	}
	players := make([]seat.Player, len(sc.Setup.Sides))
	for i := range players {
		players[i] = seat.Player{Level: seat.Easy}
	}
	players[tutorial.LearnerSide] = seat.Player{Human: true}
	m := NewGame(d, game, opening, players, "Follow the lessons at the top right; F1 opens the rules at any time.")
	m.OfferLessons(sc.ID, tutorial.LearnerSide)
	return m, nil
}

// OfferLessons puts the lesson card over a game of the scenario with the
// given id played by one human on side, when the scenario has a course for
// that side (the training scenario's Allies).
func (s *Scene) OfferLessons(scenarioID string, side int) {
	if c := tutorial.For(scenarioID, side); c != nil {
		s.lesson = &lesson.Card{Course: c}
	}
}

// observeLesson tells the course what the learner now sees: the events of
// the command just carried out, as the learner's side learns of them, and
// the selection.
func (s *Scene) observeLesson(events []sim.Event) {
	if s.lesson == nil || s.lesson.Course.Over() {
		return
	}
	side := s.lesson.Course.Side()
	s.lesson.Course.Observe(tutorial.Seen{State: s.state, Events: s.state.EventsFor(side, events), Selected: s.ord.selected})
}

// lessonInput gives the lesson card the tick's click. The map ignores a
// click on the card as on any widget (onWidget), so the press the map
// followed still ends with its release.
func (s *Scene) lessonInput() {
	if s.lesson == nil {
		return
	}
	s.lesson.Update(s.ui, &s.in)
	s.hud.infoTop = 0
	if s.lesson.Active() {
		s.hud.infoTop = s.lesson.Bottom() + 12 // the unit's panel goes under the card
	}
}

// fitBesideLesson fits the map between the orders panel and the lesson
// card while the lessons run, so neither covers a hex a lesson points at.
func (s *Scene) fitBesideLesson() {
	if !s.lesson.Active() {
		return
	}
	const left = 12 + 290 + 12 // the orders panel of a player's turn
	right := s.width - lesson.Width
	bottom := s.height - tickerHeight - 32
	if right-left < 200 || bottom-widget.TopBarHeight < 200 {
		return // too small a screen: the whole width, under the card
	}
	ww, wh := s.Board.WorldSize()
	s.Cam.Fit(ww, wh, float64(left), widget.TopBarHeight+12, float64(right-left), float64(bottom-widget.TopBarHeight-12))
	mapview.LimitZoomOut(&s.Cam)
}

// drawLesson draws the lesson card over the interface.
func (s *Scene) drawLesson(screen *ebiten.Image) {
	if s.lesson == nil || s.blanked() {
		return
	}
	s.lesson.Draw(screen, s.ui, &s.in)
}
