package render

import (
	"hexstorm/assets"
	"hexstorm/sim"
)

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
