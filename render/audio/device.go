package audio

import (
	"io"

	"github.com/ebitengine/oto/v3"
)

// device is the part of the sound system that can fail: the process's one
// output device. The Player talks to it only through this interface so tests
// can stand in a device that is missing, healthy or breaks mid-game.
type device interface {
	// newVoice returns a paused voice that reads 16-bit stereo PCM from r.
	newVoice(r io.ReadSeeker) voice
	// err returns the device's fatal error, if any; nil while it is still starting.
	err() error
}

// voice plays one stream; *oto.Player implements it.
type voice interface {
	Play()
	Pause()
	IsPlaying() bool
	SetVolume(volume float64)
	Seek(offset int64, whence int) (int64, error)
}

// opener starts opening a device and returns it with a channel that is closed
// once opening has finished, successfully or not.
type opener func(sampleRate int) (device, <-chan struct{}, error)

// openOto opens the real output device through Oto, the library under
// ebiten/audio. Oto tries PulseAudio, then ALSA, in a goroutine of its own,
// and reports the outcome through Context.Err after ready is closed.
func openOto(sampleRate int) (device, <-chan struct{}, error) {
	ctx, ready, err := oto.NewContext(&oto.NewContextOptions{
		SampleRate:      sampleRate,
		ChannelCount:    2,
		Format:          oto.FormatSignedInt16LE,
		ApplicationName: "Hexstorm",
	})
	if err != nil {
		return nil, nil, err
	}
	return otoDevice{ctx}, ready, nil
}

type otoDevice struct{ ctx *oto.Context }

func (d otoDevice) newVoice(r io.ReadSeeker) voice { return d.ctx.NewPlayer(r) }
func (d otoDevice) err() error                     { return d.ctx.Err() }
