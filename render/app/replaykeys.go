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

// replayHelpRows say what the viewer's keys do, a few related actions a
// line, in the order the help lists them.
var replayHelpRows = [][]struct {
	act  ReplayAction
	what string
}{
	{{RpPlay, "play or pause"}},
	{{RpNextEvent, "next event"}, {RpNextCommand, "rest of this command"}, {RpPrevCommand, "previous command"}},
	{{RpNextPhase, "next phase"}, {RpPrevPhase, "previous phase"}},
	{{RpNextTurn, "next turn"}, {RpPrevTurn, "previous turn"}},
	{{RpStart, "start of the game"}, {RpEnd, "end of the game"}},
	{{RpSlower, "slower"}, {RpFaster, "faster"}},
	{{RpView, "view as all sides, or as one side through its fog"}},
	{{RpBookmark, "bookmark this point"}, {RpNextBookmark, "next bookmark"}},
	{{RpBranch, "continue playing from here as a new game"}},
	{{RpFit, "fit the map"}, {RpHelp, "these keys"}},
}

// ReplayHelp lists the viewer's keys for the help overlay, made from its
// keymap so that it cannot drift from it, then the mouse.
var ReplayHelp = func() []string {
	var out []string
	for _, row := range replayHelpRows {
		line := ""
		for i, r := range row {
			if i > 0 {
				line += "    "
			}
			line += keyList(ReplayKeymap[r.act]) + "  " + r.what
		}
		out = append(out, line)
	}
	return append(out, "Drag to pan, the wheel to zoom", "Click or drag the timeline to seek    Escape  back")
}()
