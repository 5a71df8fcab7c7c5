package render

import (
	"hexstorm/render/app"
	"hexstorm/render/menus"
	"hexstorm/render/play"
	"hexstorm/replay"
)

// context is the narrow door a scene gets this tick (package app).
func (g *Game) context() *app.Context {
	g.ctx = app.Context{In: &g.in, Clock: g.clock, Scenes: g}
	return &g.ctx
}

// playDeps is the narrow door the play scene gets instead of the game
// (package play): the widgets, the clock, the settings it reads, the sound,
// the saves and its exits.
func (g *Game) playDeps() play.Deps {
	return play.Deps{
		UI:     g.ui,
		Clock:  func() float64 { return g.clock },
		Scenes: g,
		Shown:  g.scenes.Shown,
		Settings: func() play.Settings {
			c := g.settings
			return play.Settings{ReducedMotion: c.ReducedMotion, StopAtEmptyCombat: c.StopAtEmptyCombat,
				BattlePace: battlePaces[c.battlePace()].percent, Thinking: c.thinkingEvals()}
		},
		SettingsScreen: settingsSource{g},
		Toggle: func(a app.Action) string {
			switch a {
			case app.ActMute:
				return g.changeSettings(func(c *Settings) { c.Muted = !c.Muted })
			case app.ActFullscreen:
				return g.changeSettings(func(c *Settings) { c.Fullscreen = !c.Fullscreen })
			}
			return ""
		},
		Sound:      gameSound{g},
		Store:      g.store,
		Autosaver:  g.autosaver,
		FlushSaves: g.flushSaves,
		StoreDir:   g.storeDir,
		TakeNotice: func() string {
			n := g.notice
			g.notice = ""
			return n
		},
		TakeSoundNotice: func() string {
			if g.soundNotice == "" || g.soundNoticeShown {
				return ""
			}
			g.soundNoticeShown = true
			return g.soundNotice
		},
		Exits: play.Exits{
			Title: func() app.Scene { return newTitleScene(g) },
			Load: func(back func() app.Scene, before func()) app.Scene {
				return newLoadScene(g, nil, back, before, "")
			},
			Replay: func(tl *replay.Timeline, name string, back app.Scene) app.Scene {
				return newReplayScene(g, tl, name, back)
			},
		},
	}
}

// shellOf is the game behind a scene's context, for the scenes still in
// the shell package; a scene moved to its own package has only the context.
func shellOf(ctx *app.Context) *Game { return ctx.Scenes.(*Game) }

// startLoading shows a loading scene (menus.Loading) for a work whose end,
// on the window's thread, goes to finish or fail with the game.
func startLoading[T any](g *Game, what string, back app.Scene, work func(p replay.Progress) (T, error), finish func(g *Game, v T), fail func(g *Game, err error)) *menus.Loading {
	s := menus.StartLoading(g.ui, what, back, work,
		func(ctx *app.Context, v T) { finish(shellOf(ctx), v) },
		func(ctx *app.Context, err error) { fail(shellOf(ctx), err) })
	g.GoTo(s)
	return s
}
