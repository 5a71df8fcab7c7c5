package render

import (
	"hexstorm/assets"
	"hexstorm/sim"
)

// gameSound is the game's sound as the play scene makes it (play.Sound).
type gameSound struct{ g *Game }

// Event implements play.Sound.
func (s gameSound) Event(e sim.Event) { s.g.sound(e) }

// Storm implements play.Sound.
func (s gameSound) Storm(on bool) { s.g.stormAmbience(on) }

// stormAmbience keeps the Storm's wind looping while the storm is on the
// map (seed 004 Storms) and the map scene is shown.
func (g *Game) stormAmbience(on bool) {
	if g.audio == nil || g.audio.Looping(assets.SoundStorm) == on {
		return
	}
	if on {
		g.audio.Loop(assets.SoundStorm)
	} else {
		g.audio.StopLoop(assets.SoundStorm)
	}
}

// sound plays the effect for an event the battle view has just shown:
// dice for a roll, an explosion for a hit or a loss, gunfire as a step
// opens. Without a player (tests, screenshots) it does nothing.
func (g *Game) sound(e sim.Event) {
	if g.audio == nil {
		return
	}
	switch e.Kind {
	case sim.EvDiceRolled:
		g.audio.Play(assets.SoundDice)
	case sim.EvStepStarted:
		g.audio.Play(assets.SoundGunfire)
	case sim.EvUnitHit, sim.EvUnitEliminated, sim.EvLogisticsDestroyed:
		g.audio.Play(assets.SoundExplosion)
	}
}
