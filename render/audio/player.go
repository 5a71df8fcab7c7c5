// Package audio plays the game's sound effects and ambient loops, and keeps
// the game running muted when the machine has no working sound device.
//
// Why not ebiten/audio's Context: in Ebitengine v2.10.4 a missing or failing
// device is reported only as an error returned from ebiten.RunGame (the audio
// package's before-update hook returns it), which ends the game; Context has
// no Err method the game could poll, and only one Context may exist per
// process, so it cannot be recreated. This package therefore drives Oto, the
// library under ebiten/audio, directly: Oto reports device failures through
// Context.Err, which Player.Update polls, switching to muted with a notice.
// Decoding still uses ebiten/audio/mp3 and looping ebiten/audio.InfiniteLoop.
//
// Oto allows one context per process, so the game creates one Player and
// passes it to whatever makes sound; nothing here is package-level state.
// Nothing else in the process may call ebiten/audio.NewContext, which would
// claim that context. Unlike ebiten/audio, sound is not suspended while an
// unfocused window pauses the game (ebiten.SetRunnableOnUnfocused(false));
// Ebitengine's default keeps the game, and so its sound, running.
package audio

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"hexstorm/assets"
)

type state int

const (
	stateClosed  state = iota // the first Update opens the device
	stateOpening              // the device is starting in the background
	stateOn                   // the device works
	stateOff                  // there is no working device; final
)

// Player plays sounds by id. Its methods are meant for the game goroutine and
// are not safe for concurrent use; none of them panics or blocks on the device.
type Player struct {
	sampleRate int
	sounds     func(assets.SoundID) []byte
	open       opener

	state   state
	dev     device
	ready   <-chan struct{}
	err     error
	notice  string
	summary string

	muted  bool
	volume int

	clips []clip // indexed by assets.SoundID; never resized, so *clip stays valid
}

// New returns a Player that will play the MP3 data that sounds returns, at
// sampleRate samples a second (44100 or 48000 are usual). It does not touch
// the device: the first Update opens it, which is after the game window
// exists, the same moment ebiten/audio would choose. A second Player in the
// same process cannot open a device and reports so through Notice.
func New(sampleRate int, sounds func(assets.SoundID) []byte) *Player {
	return newPlayer(sampleRate, sounds, openOto)
}

func newPlayer(sampleRate int, sounds func(assets.SoundID) []byte, open opener) *Player {
	p := &Player{
		sampleRate: sampleRate,
		sounds:     sounds,
		open:       open,
		volume:     100,
		clips:      make([]clip, len(assets.AllSounds())),
	}
	if sampleRate <= 0 {
		p.fail(noDevice, fmt.Errorf("sample rate %d is not positive", sampleRate))
	}
	if sounds == nil {
		p.sounds = func(assets.SoundID) []byte { return nil }
	}
	return p
}

const (
	noDevice       = "No sound device was found, so the game runs without sound"
	lostDevice     = "The sound device stopped working, so the game goes on without sound"
	maxReasonRunes = 120
)

// Update advances the device's state and must be called once per tick. It
// opens the device on the first call and later notices when opening failed
// or the device broke, in which case the Player turns muted for good and
// Notice explains why.
func (p *Player) Update() {
	if p.state == stateClosed {
		p.openDevice()
	}
	if p.state == stateOpening {
		select {
		case <-p.ready:
		default:
			return
		}
		if err := p.dev.err(); err != nil {
			p.fail(noDevice, err)
			return
		}
		p.state = stateOn
		p.syncLoops()
		return
	}
	if p.state == stateOn {
		if err := p.dev.err(); err != nil {
			p.fail(lostDevice, err)
		}
	}
}

func (p *Player) openDevice() {
	// Oto reaches into native libraries; whatever goes wrong there must cost
	// the game its sound, never its run.
	defer func() {
		if r := recover(); r != nil {
			p.fail(noDevice, fmt.Errorf("panic while opening the device: %v", r))
		}
	}()
	dev, ready, err := p.open(p.sampleRate)
	if err != nil {
		p.fail(noDevice, err)
		return
	}
	p.dev, p.ready, p.state = dev, ready, stateOpening
}

// fail switches the player off for the rest of the process: Oto's errors
// are fatal to its context, and a second context cannot be created.
func (p *Player) fail(sentence string, err error) {
	p.state = stateOff
	p.err = err
	p.summary = sentence + "."
	p.notice = sentence + " (" + reason(err) + ")."
	for i := range p.clips {
		p.clips[i].release()
	}
	p.dev = nil
}

// reason turns a device error into a short phrase for one line on screen:
// Oto's package prefixes mean nothing to a player, and the tail of a long
// error is cut at a word. Err keeps the whole error for logs.
func reason(err error) string {
	s := strings.ReplaceAll(err.Error(), "oto: ", "")
	if utf8.RuneCountInString(s) <= maxReasonRunes {
		return s
	}
	r := []rune(s)[:maxReasonRunes]
	if i := strings.LastIndexByte(string(r), ' '); i > maxReasonRunes/2 {
		return strings.TrimRight(string(r)[:i], ",;:") + " …"
	}
	return string(r) + "…"
}

// Muted reports whether sounds are silent, because the player asked for
// silence (SetMuted) or because there is no working device.
func (p *Player) Muted() bool {
	return p.muted || p.state == stateOff
}

// Available reports whether the device is open and working. It is false
// until an Update has seen the device finish starting.
func (p *Player) Available() bool {
	return p.state == stateOn
}

// Notice returns a sentence for the player explaining why the game is muted
// without being asked to be, or "" when sound works or is still starting.
// It ends with the device's error in brackets, for logs.
func (p *Player) Notice() string {
	return p.notice
}

// Summary is Notice without the device's error: one plain sentence for the
// screen ("No sound device was found, so the game runs without sound."),
// or "" when sound works or is still starting.
func (p *Player) Summary() string {
	return p.summary
}

// Err returns the full device error behind Notice, for logs, or nil.
func (p *Player) Err() error {
	return p.err
}

// SetMuted silences every sound (true) or lets them play again (false). A
// muted player keeps track of the loops asked for and resumes them on unmute.
func (p *Player) SetMuted(muted bool) {
	p.muted = muted
	if muted {
		for i := range p.clips {
			p.clips[i].pause()
		}
		return
	}
	p.syncLoops()
}

// SetVolume sets the loudness of every sound from 0 (silent) to 100 (as
// recorded); values outside the range are clamped.
func (p *Player) SetVolume(volume int) {
	p.volume = min(max(volume, 0), 100)
	g := p.gain()
	for i := range p.clips {
		p.clips[i].setVolume(g)
	}
}

// Volume returns the loudness set by SetVolume, from 0 to 100.
func (p *Player) Volume() int {
	return p.volume
}

// gain maps the 0..100 slider to an amplitude factor. The curve is
// quadratic because loudness is heard roughly logarithmically: a linear
// factor makes the top half of the slider sound nearly the same.
func (p *Player) gain() float64 {
	v := float64(p.volume) / 100
	return v * v
}

// audible reports whether sounds started now would be heard.
func (p *Player) audible() bool {
	return p.state == stateOn && !p.muted
}
