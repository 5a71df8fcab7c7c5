package replay

import "hexstorm/sim"

// Pace is how fast a Player moves through a record on the client's fixed
// tick: at slow speeds one event every TicksPerEvent ticks, so each die and
// each storm step can be watched; at fast speeds EventsPerTick events in
// every tick (many commands per frame). The pace changes only when things
// are shown, never what happens (DESIGN section 3, frame independence).
type Pace struct {
	TicksPerEvent int
	EventsPerTick int
}

// Player walks a Timeline one event at a time. Its position is a step (the
// state after that many commands) and how many of that step's events have
// been shown; it holds the state, so playing on costs one command per step.
type Player struct {
	tl      *Timeline
	state   *sim.State
	step    int
	events  []sim.Event
	shown   int
	playing bool
	pace    Pace
	wait    int
	err     error
	// OnStep, if set, is called after each command the player applies, with
	// the step and the state after it (tests compare hashes through it).
	OnStep func(step int, s *sim.State)
}

// NewPlayer returns a player paused at the opening state, its opening
// events already shown.
func NewPlayer(tl *Timeline) *Player {
	p := &Player{tl: tl, pace: Pace{TicksPerEvent: 8}}
	p.state, p.err = tl.State(0)
	p.events, p.shown = tl.Opening, len(tl.Opening)
	return p
}

// State returns the state shown: the one after Step() commands. The caller
// must not change it.
func (p *Player) State() *sim.State { return p.state }

// Step returns the number of commands applied.
func (p *Player) Step() int { return p.step }

// Events returns the events of the current step and how many have been
// shown so far; the last shown one is the event being animated.
func (p *Player) Events() ([]sim.Event, int) { return p.events, p.shown }

// Err returns why the player stopped, if the record failed a hash on the way
// (Open verified it, so only a bug in the rules can make this happen).
func (p *Player) Err() error { return p.err }

// Playing reports whether the player advances on ticks.
func (p *Player) Playing() bool { return p.playing }

// SetPlaying starts or pauses the player; at the end it stays paused.
func (p *Player) SetPlaying(on bool) { p.playing = on && !p.AtEnd() }

// SetPace sets the speed; a pace with neither field set is one event a tick.
func (p *Player) SetPace(pace Pace) { p.pace, p.wait = pace, 0 }

// AtEnd reports whether every command and event has been shown.
func (p *Player) AtEnd() bool { return p.step >= p.tl.Len() && p.shown >= len(p.events) }

// Tick advances the player by one client tick at its pace.
func (p *Player) Tick() {
	if !p.playing || p.err != nil {
		return
	}
	n := 1
	if p.pace.EventsPerTick > 0 {
		n = p.pace.EventsPerTick
	} else if p.wait++; p.wait < p.pace.TicksPerEvent {
		return
	}
	p.wait = 0
	for range n {
		if !p.NextEvent() {
			p.playing = false
			return
		}
	}
}

// NextEvent shows the next event, applying the next command when the
// current one's events are all shown (a command without events counts as
// one). It returns false at the end of the record or after an error.
func (p *Player) NextEvent() bool {
	if p.err != nil {
		return false
	}
	if p.shown < len(p.events) {
		p.shown++
		return true
	}
	if p.step >= p.tl.Len() {
		return false
	}
	evs, err := p.tl.Apply(p.state, p.step+1)
	if err != nil {
		p.err = err
		return false
	}
	p.step++
	p.events, p.shown = evs, min(1, len(evs))
	if p.OnStep != nil {
		p.OnStep(p.step, p.state)
	}
	return true
}

// NextCommand finishes the current command's events, or applies the next
// command and shows all its events at once.
func (p *Player) NextCommand() {
	if p.shown < len(p.events) {
		p.shown = len(p.events)
		return
	}
	if p.NextEvent() {
		p.shown = len(p.events)
	}
}

// Seek jumps to the state after step commands with its events shown: forward
// by applying commands when that is nearer than a keyframe, otherwise from
// the nearest keyframe, so any seek costs at most KeyframeEvery commands.
func (p *Player) Seek(step int) {
	step = max(0, min(step, p.tl.Len()))
	if step > p.step && step-p.step <= 2*sim.KeyframeEvery {
		p.events, p.shown = nil, 0
		for p.step < step-1 && p.err == nil {
			if _, err := p.tl.Apply(p.state, p.step+1); err != nil {
				p.err = err
				return
			}
			p.step++
			if p.OnStep != nil {
				p.OnStep(p.step, p.state)
			}
		}
		p.NextEvent()
		p.shown = len(p.events)
		return
	}
	if step == p.step {
		p.shown = len(p.events)
		return
	}
	if step == 0 {
		p.state, p.err = p.tl.State(0)
		p.step, p.events, p.shown = 0, p.tl.Opening, len(p.tl.Opening)
		return
	}
	s, err := p.tl.State(step - 1)
	if err != nil {
		p.err = err
		return
	}
	p.state, p.step, p.events, p.shown = s, step-1, nil, 0
	p.NextEvent()
	p.shown = len(p.events)
}

// Mark moves to the next (dir > 0) or previous mark: the start of a phase or
// of a turn.
func (p *Player) Mark(dir int, byTurn bool) {
	if dir > 0 {
		p.Seek(p.tl.NextMark(p.step, byTurn))
	} else {
		p.Seek(p.tl.PrevMark(p.step, byTurn))
	}
}
