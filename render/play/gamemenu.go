package play

import (
	"fmt"

	"hexstorm/render/app"
	"hexstorm/render/menus"
	"hexstorm/render/widget"
)

// The screens the map opens over itself and comes back from: the game menu
// (Esc), the save screen, and the settings (F2), where every change is
// applied at once and saved.

// newGameMenuScene is the menu Esc opens during the game of m: resume,
// save, load or leave, over m's dimmed map.
func newGameMenuScene(m *Scene) *menus.GameMenu {
	var choices widget.Menu
	choices.Add("Resume", func() { m.scenes.GoTo(m) })
	choices.Add("Save game", func() { m.scenes.GoTo(newSaveScene(m)) })
	choices.Add("Load game", func() {
		m.scenes.GoTo(m.deps.Exits.Load(func() app.Scene { return newGameMenuScene(m) }, m.stopAI))
	})
	choices.Add("Leave to the title menu (the game is kept)", func() { m.leaveToTitle() })
	if m.deps.Store == nil {
		choices.Entries[1].Disabled = true
	}
	return menus.NewGameMenu(m.ui, m, choices.Entries, func() string { return "Saves are kept in " + m.deps.StoreDir() })
}

// leaveToTitle leaves the game for the title menu without losing anything:
// the computer stops, and a session's game is written to the autosave
// first, so the title's Continue takes it up exactly where it was, builds
// entered this phase included.
func (m *Scene) leaveToTitle() {
	m.stopAI()
	if sess := m.Session(); sess != nil {
		sess.Autosave()
		m.deps.FlushSaves()
	}
	m.scenes.GoTo(m.deps.Exits.Title())
}

// newSaveScene names a save of m's game (menus.SaveGame), offering its
// session's name or the scenario and turn; saving goes back to the map
// with a message, Back to the game menu.
func newSaveScene(m *Scene) *menus.SaveGame {
	name := m.Session().Name
	if name == "" {
		name = fmt.Sprintf("%s, turn %d", m.sc.Name, m.state.Turn)
	}
	return menus.NewSaveGame(m.ui, m.deps.Store, name, menus.SaveExits{
		Save: func(name string) error {
			e, err := m.Session().Save(name)
			if err != nil {
				return err
			}
			m.message("Saved as "+e.Name+" ("+e.File+").", false, m.now())
			m.scenes.GoTo(m)
			return nil
		},
		Back: func() { m.scenes.GoTo(newGameMenuScene(m)) },
	})
}

// openSettings shows the settings over the map; Esc, F2 or its last button
// come back to the game.
func (s *Scene) openSettings() {
	ss := menus.NewSettings(s.ui, s, s.Draw, s.deps.SettingsScreen)
	ss.BackLabel = "Back to the game"
	s.scenes.GoTo(ss)
}

// toggle changes the setting of a key on the map (M, F11), showing a
// failure to save it.
func (s *Scene) toggle(a app.Action) {
	if msg := s.deps.Toggle(a); msg != "" {
		s.message(msg, true, s.now())
	}
}

// Restyle redraws the map after a change of the palette in the settings.
func (s *Scene) Restyle() {
	s.Board.SetPalette(s.ui.Palette)
}
