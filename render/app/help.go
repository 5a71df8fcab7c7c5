package app

import "github.com/hajimehoshi/ebiten/v2"

// HelpRow is one line of the keys' help: an action and what it does.
type HelpRow struct {
	Act  Action
	What string
}

// HelpRows are the Keys page's rows: what to press and what it does.
// The keys come from the keymap, so the list cannot drift from it.
var HelpRows = []HelpRow{
	{ActEndPhase, "end the phase (movement, combat, production)"},
	{ActNextUnit, "select the next unit that can move"},
	{ActUndo, "undo the last order (until dice are rolled)"},
	{ActStrike, "air strike with the selected air unit"},
	{ActBattleGo, "fight / continue the battle / skip its animation"},
	{ActRetreat, "retreat from the battle"},
	{ActOdds, "battle odds calculator: the battle in view, hovered or selected, else a sandbox"},
	{ActPowers, "major powers panel (strategic scenarios)"},
	{ActSupply, "supply overlay on or off"},
	{ActLog, "event log on or off"},
	{ActHelp, "the rules reference (Esc or F1 closes it)"},
	{ActFit, "fit the map in the window"},
	{ActZoomIn, "zoom in"},
	{ActZoomOut, "zoom out"},
	{ActUp, "pan (also arrows; hold Shift to pan faster)"},
	{ActMute, "sound on or off"},
	{ActSettings, "settings: volume, full screen, UI scale, colour-blind palette"},
	{ActFullscreen, "full screen on or off"},
	{ActStats, "frame rate"},
	{ActBack, "cancel, or twice to leave the game"},
}

// MenuHelpRows describe the actions HelpRows leave out: the menu keys.
// With HelpRows they cover every action of the keymap.
var MenuHelpRows = []HelpRow{
	{ActConfirm, "confirm in menus"},
	{ActDown, "down in menus and lists; pan"},
	{ActLeft, "left in menus; pan"},
	{ActRight, "right in menus; pan"},
	{ActFast, "held: pan faster; with a click on a lit hex, move the whole stack"},
}

// MouseHelp describes the mouse.
var MouseHelp = []string{
	"Left-click a unit: select it (again: next unit of the stack)",
	"Left-click a lit hex: move there (red: attack); right-click: also onto your own units; Shift: the whole stack",
	"Wheel over the event log: scroll it",
	"Drag: pan · Wheel: zoom toward the cursor · Minimap: jump",
	"1-9: press the numbered buttons of the panels",
}

// KeyNames are the keys bound to each action, as the rules reference lists them.
var KeyNames = func() [ActionCount]string {
	var out [ActionCount]string
	for a := range ActionCount {
		out[a] = keyList(Keymap[a])
	}
	return out
}()

// keyList names keys as the help lists them: "ArrowUp / W".
func keyList(keys []ebiten.Key) string {
	s := ""
	for i, k := range keys {
		if i > 0 {
			s += " / "
		}
		s += k.String()
	}
	return s
}
