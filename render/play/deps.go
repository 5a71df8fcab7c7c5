// Package play is the scene that plays a game on the map: the board and its
// orders, the panels (the unit's, production, the battle view, the
// strategic layer), the ticker and the event log, the hot-seat handoff, the
// computer's turns and a seat of a game on a server. It changes the game
// only through the rules (State.Apply, by way of the session), and reaches
// the rest of the window through the Deps it is given, never the shell.
package play

import (
	"hexstorm/render/app"
	"hexstorm/render/menus"
	"hexstorm/render/motion"
	"hexstorm/render/widget"
	"hexstorm/replay"
	"hexstorm/saves"
	"hexstorm/sim"
)

// Deps is what the play scene is given by the shell instead of the whole
// game: the widgets, the clock, the settings it reads, the sound, the
// saves and the ways out.
type Deps struct {
	// UI is the theme and the widgets' caches.
	UI *widget.UI
	// Clock returns the cosmetic clock now. The scene's own tick reads its
	// context's; this is for what happens outside it, as a button of a
	// screen the scene opened (the handoff, the save screen, the recap)
	// sends the player back to the map with a message.
	Clock func() float64
	// Scenes switches to another scene, in the scene's own tick and from
	// the buttons of the screens it opens (the handoff's, the game menu's).
	Scenes app.Switcher
	// Shown reports whether s is the scene on screen, no change fading:
	// the tooltip shows only then.
	Shown func(s app.Scene) bool
	// Settings returns the settings the scene reads, as they are now.
	Settings func() Settings
	// SettingsScreen is the settings as the screen F2 opens shows and
	// changes them.
	SettingsScreen menus.SettingsSource
	// Toggle changes the setting of a key on the map (app.ActMute,
	// app.ActFullscreen) and says why it could not be saved, "" when saved.
	Toggle func(a app.Action) string
	// Sound plays the battle's effects and the storm's wind; nil is silent.
	Sound Sound
	// Store keeps the saves and Autosaver writes a session's autosaves in
	// the background; both nil when there is no save folder.
	Store     *saves.Store
	Autosaver *saves.Background
	// FlushSaves waits for the background autosave; StoreDir names the
	// save folder for the screens, or why there is none.
	FlushSaves func()
	StoreDir   func() string
	// TakeNotice returns, once, a start-up problem to show on the first map
	// (settings that could not be read); TakeSoundNotice, once, why the game
	// has no sound. Both return "" when there is nothing (more) to say.
	TakeNotice      func() string
	TakeSoundNotice func() string
	// Exits are the scenes the play scene leads to.
	Exits Exits
}

// Settings are the player's settings the play scene reads.
type Settings struct {
	// ReducedMotion makes blocks jump to where they end.
	ReducedMotion bool
	// StopAtEmptyCombat keeps a combat phase with no battle on screen.
	StopAtEmptyCombat bool
	// BattlePace is the battle view's delays in percent of the normal pace.
	BattlePace int
	// Thinking is the computer's budget of exact evaluations per turn.
	Thinking int
}

// slidePace is how many ticks a block takes per hex: quick for the
// player's own moves, watched for the others', none in reduced motion.
func (c Settings) slidePace(own bool) int {
	switch {
	case c.ReducedMotion:
		return motion.Off
	case own:
		return motion.Quick
	}
	return motion.Watched
}

// Sound is the sound the play scene makes.
type Sound interface {
	// Event plays the effect for an event the battle view has just shown.
	Event(e sim.Event)
	// Storm keeps the storm's wind looping, or stops it.
	Storm(on bool)
}

// Exits are where the play scene leads.
type Exits struct {
	// Title makes the title menu, where leaving a game leads.
	Title func() app.Scene
	// Load makes the load screen opened from the game menu: before is
	// called when a save is chosen (it stops the computer of the game
	// left), and Back there goes to the scene back makes.
	Load func(back func() app.Scene, before func()) app.Scene
	// Replay makes the replay viewer of tl, the record named name, whose
	// Esc leads back (the victory screen's Watch the replay).
	Replay func(tl *replay.Timeline, name string, back app.Scene) app.Scene
}

// now is the cosmetic clock.
func (s *Scene) now() float64 { return s.deps.Clock() }

// settings are the settings as they are now.
func (s *Scene) settings() Settings { return s.deps.Settings() }

// sound plays the effect of e, if there is sound.
func (s *Scene) sound(e sim.Event) {
	if s.deps.Sound != nil {
		s.deps.Sound.Event(e)
	}
}

// stormAmbience keeps the storm's wind looping while on, if there is sound.
func (s *Scene) stormAmbience(on bool) {
	if s.deps.Sound != nil {
		s.deps.Sound.Storm(on)
	}
}

// take calls f, a notice to show once, when there is one.
func take(f func() string) string {
	if f == nil {
		return ""
	}
	return f()
}
