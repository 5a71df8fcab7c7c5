package render

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// replayAction is something the replay viewer is asked to do. Its keys live
// in their own table, beside the game's keymap, because they only mean
// something in the viewer.
type replayAction int

// The viewer's actions.
const (
	rpPlay replayAction = iota
	rpNextEvent
	rpNextCommand
	rpPrevCommand
	rpNextPhase
	rpPrevPhase
	rpNextTurn
	rpPrevTurn
	rpStart
	rpEnd
	rpSlower
	rpFaster
	rpView
	rpBookmark
	rpNextBookmark
	rpBranch
	rpFit
	rpHelp
	replayActionCount
)

// replayKeymap binds keys to the viewer's actions.
var replayKeymap = [replayActionCount][]ebiten.Key{
	rpPlay:         {ebiten.KeySpace, ebiten.KeyP},
	rpNextEvent:    {ebiten.KeyArrowRight},
	rpNextCommand:  {ebiten.KeyTab},
	rpPrevCommand:  {ebiten.KeyArrowLeft},
	rpNextPhase:    {ebiten.KeyPeriod, ebiten.KeyArrowDown},
	rpPrevPhase:    {ebiten.KeyComma, ebiten.KeyArrowUp},
	rpNextTurn:     {ebiten.KeyBracketRight, ebiten.KeyPageDown},
	rpPrevTurn:     {ebiten.KeyBracketLeft, ebiten.KeyPageUp},
	rpStart:        {ebiten.KeyHome},
	rpEnd:          {ebiten.KeyEnd},
	rpSlower:       {ebiten.KeyMinus, ebiten.KeyNumpadSubtract},
	rpFaster:       {ebiten.KeyEqual, ebiten.KeyNumpadAdd},
	rpView:         {ebiten.KeyV},
	rpBookmark:     {ebiten.KeyB},
	rpNextBookmark: {ebiten.KeyN},
	rpBranch:       {ebiten.KeyC},
	rpFit:          {ebiten.KeyF},
	rpHelp:         {ebiten.KeyH, ebiten.KeyF1},
}

// replayKeys is one tick's viewer actions: just pressed, or repeating while
// held (stepping keys repeat, so holding → plays event by event).
type replayKeys struct {
	act [replayActionCount]bool
}

// read fills the actions from the keyboard.
func (k *replayKeys) read() {
	for a := range replayActionCount {
		k.act[a] = false
		for _, key := range replayKeymap[a] {
			d := inpututil.KeyPressDuration(key)
			if d == 1 || inpututil.IsKeyJustPressed(key) || (d > 24 && d%4 == 0) {
				k.act[a] = true
			}
		}
	}
}

// replayHelp lists the viewer's keys for the help overlay.
var replayHelp = []string{
	"Space  play or pause",
	"→  next event    Tab  rest of this command    ←  previous command",
	". or ↓  next phase    , or ↑  previous phase",
	"] or PgDn  next turn   [ or PgUp  previous turn",
	"Home / End  start / end of the game",
	"− / =  slower / faster",
	"V  view as all sides, or as one side through its fog",
	"B  bookmark this point    N  next bookmark",
	"C  continue playing from here as a new game",
	"F  fit the map    drag to pan, wheel to zoom",
	"Click or drag the timeline to seek    Esc  back",
}
