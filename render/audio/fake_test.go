package audio

import (
	"io"

	"hexstorm/assets"
)

// fakeDevice stands in for the sound card: tests decide when it finishes
// starting and when it breaks.
type fakeDevice struct {
	ready  chan struct{}
	fault  error
	voices []*fakeVoice
}

func newFakeDevice() *fakeDevice {
	return &fakeDevice{ready: make(chan struct{})}
}

// opener returns an opener that hands out d, as Oto would hand out its context.
func (d *fakeDevice) opener() opener {
	return func(int) (device, <-chan struct{}, error) { return d, d.ready, nil }
}

func (d *fakeDevice) newVoice(r io.ReadSeeker) voice {
	v := &fakeVoice{src: r, volume: 1}
	d.voices = append(d.voices, v)
	return v
}

func (d *fakeDevice) err() error { return d.fault }

func (d *fakeDevice) playing() int {
	n := 0
	for _, v := range d.voices {
		if v.playing {
			n++
		}
	}
	return n
}

type fakeVoice struct {
	src     io.ReadSeeker
	playing bool
	plays   int
	volume  float64
}

func (v *fakeVoice) Play()                              { v.playing = true; v.plays++ }
func (v *fakeVoice) Pause()                             { v.playing = false }
func (v *fakeVoice) IsPlaying() bool                    { return v.playing }
func (v *fakeVoice) SetVolume(volume float64)           { v.volume = volume }
func (v *fakeVoice) finish()                            { v.playing = false }
func (v *fakeVoice) Seek(o int64, w int) (int64, error) { return v.src.Seek(o, w) }

// countingSounds serves the embedded sounds and counts how often each is asked for.
type countingSounds map[assets.SoundID]int

func (c countingSounds) get(id assets.SoundID) []byte {
	c[id]++
	return assets.Sound(id)
}

// workingPlayer returns a player whose fake device has finished starting.
func workingPlayer(sounds func(assets.SoundID) []byte) (*Player, *fakeDevice) {
	d := newFakeDevice()
	close(d.ready)
	p := newPlayer(44100, sounds, d.opener())
	p.Update()
	return p, d
}
