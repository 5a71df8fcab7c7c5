package app

import "github.com/hajimehoshi/ebiten/v2"

// ReplayAction is something the replay viewer is asked to do: the viewer's
// context of the keymap, read once per tick with the rest (Input.Replay).
type ReplayAction int

// The viewer's actions.
const (
	RpPlay ReplayAction = iota
	RpNextEvent
	RpNextCommand
	RpPrevCommand
	RpNextPhase
	RpPrevPhase
	RpNextTurn
	RpPrevTurn
	RpStart
	RpEnd
	RpSlower
	RpFaster
	RpView
	RpBookmark
	RpNextBookmark
	RpBranch
	RpFit
	RpHelp
	ReplayActionCount
)

// ReplayKeymap binds keys to the viewer's actions.
var ReplayKeymap = [ReplayActionCount][]ebiten.Key{
	RpPlay:         {ebiten.KeySpace, ebiten.KeyP},
	RpNextEvent:    {ebiten.KeyArrowRight},
	RpNextCommand:  {ebiten.KeyTab},
	RpPrevCommand:  {ebiten.KeyArrowLeft},
	RpNextPhase:    {ebiten.KeyPeriod, ebiten.KeyArrowDown},
	RpPrevPhase:    {ebiten.KeyComma, ebiten.KeyArrowUp},
	RpNextTurn:     {ebiten.KeyBracketRight, ebiten.KeyPageDown},
	RpPrevTurn:     {ebiten.KeyBracketLeft, ebiten.KeyPageUp},
	RpStart:        {ebiten.KeyHome},
	RpEnd:          {ebiten.KeyEnd},
	RpSlower:       {ebiten.KeyMinus, ebiten.KeyNumpadSubtract},
	RpFaster:       {ebiten.KeyEqual, ebiten.KeyNumpadAdd},
	RpView:         {ebiten.KeyV},
	RpBookmark:     {ebiten.KeyB},
	RpNextBookmark: {ebiten.KeyN},
	RpBranch:       {ebiten.KeyC},
	RpFit:          {ebiten.KeyF},
	RpHelp:         {ebiten.KeyH, ebiten.KeyF1},
}

// ReplayKeys is one tick's viewer actions: just pressed, or repeating while
// held (stepping keys repeat, so holding → plays event by event).
type ReplayKeys struct {
	Act [ReplayActionCount]bool
}

// readFrom fills the viewer's part of the snapshot from src.
func (k *ReplayKeys) readFrom(src RawInput) {
	for a := range ReplayActionCount {
		k.Act[a] = false
		for _, key := range ReplayKeymap[a] {
			d := src.KeyDuration(key)
			if d == 1 || src.KeyJustPressed(key) || (d > 24 && d%4 == 0) {
				k.Act[a] = true
			}
		}
	}
}

// ReplayHelp lists the viewer's keys for the help overlay.
var ReplayHelp = []string{
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
