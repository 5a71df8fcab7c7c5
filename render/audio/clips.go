package audio

import (
	"bytes"
	"errors"
	"fmt"
	"io"

	ebaudio "github.com/hajimehoshi/ebiten/v2/audio"
	"github.com/hajimehoshi/ebiten/v2/audio/mp3"

	"hexstorm/assets"
)

const (
	// bytesPerFrame is one sample of 16-bit stereo PCM, the format of every voice.
	bytesPerFrame = 4
	// maxVoices caps how many copies of one sound overlap; more only adds
	// distortion, so a further Play restarts the oldest copy.
	maxVoices = 4
	// silence is the largest sample magnitude treated as silence when trimming
	// the MP3 encoder's leading delay and trailing padding off a loop.
	silence = 64
	// loopTailSeconds is how much of a loop's end is kept out of the loop and
	// used only to smooth the joint (InfiniteLoop blends it into the start).
	loopTailSeconds = 0.15
)

// clip is one sound: its PCM, decoded once, and the voices playing it.
type clip struct {
	decoded bool
	pcm     []byte // 16-bit stereo at the player's rate; nil if decoding failed
	err     error

	voices []voice // one-shot voices, reused once finished
	next   int     // the voice a Play restarts when all are busy

	loop    voice // the looping voice, made on the first Loop
	looping bool  // whether the game wants the loop to sound
}

// Preload decodes the given sounds now, or every sound if none are given, so
// the first Play of each does not decode during a frame. It returns the
// decoding errors joined; those sounds stay silent.
func (p *Player) Preload(ids ...assets.SoundID) error {
	if len(ids) == 0 {
		ids = assets.AllSounds()
	}
	var errs []error
	for _, id := range ids {
		c := p.decoded(id)
		if c == nil {
			errs = append(errs, fmt.Errorf("audio: unknown sound %v", id))
			continue
		}
		if c.err != nil {
			errs = append(errs, c.err)
		}
	}
	return errors.Join(errs...)
}

// Play starts sound id from its beginning, overlapping earlier plays of it.
// It does nothing while the player is muted or has no device.
func (p *Player) Play(id assets.SoundID) {
	if !p.audible() {
		return
	}
	c := p.decoded(id)
	if c == nil || c.pcm == nil {
		return
	}
	v := c.idleVoice()
	if v == nil {
		if len(c.voices) < maxVoices {
			v = p.dev.newVoice(bytes.NewReader(c.pcm))
			v.SetVolume(p.gain())
			c.voices = append(c.voices, v)
		} else {
			v = c.voices[c.next]
			c.next = (c.next + 1) % maxVoices
			v.Pause()
		}
	}
	if _, err := v.Seek(0, io.SeekStart); err != nil {
		return
	}
	v.Play()
}

// Loop plays sound id over and over until StopLoop, for ambience such as the
// Storm's wind. Asking while muted or before the device is ready is
// remembered: the loop starts once sound can be heard.
func (p *Player) Loop(id assets.SoundID) {
	c := p.clip(id)
	if c == nil {
		return
	}
	c.looping = true
	p.syncLoop(id)
}

// StopLoop stops the loop of sound id; a later Loop resumes where it stopped.
func (p *Player) StopLoop(id assets.SoundID) {
	c := p.clip(id)
	if c == nil {
		return
	}
	c.looping = false
	if c.loop != nil {
		c.loop.Pause()
	}
}

// Looping reports whether the game has asked for sound id's loop and not stopped it,
// whether or not it can be heard right now.
func (p *Player) Looping(id assets.SoundID) bool {
	c := p.clip(id)
	return c != nil && c.looping
}

func (p *Player) syncLoops() {
	for i := range p.clips {
		p.syncLoop(assets.SoundID(i))
	}
}

// syncLoop starts sound id's loop if it is wanted and can be heard; stopping
// is left to StopLoop and SetMuted, which pause it.
func (p *Player) syncLoop(id assets.SoundID) {
	c := p.clip(id)
	if c == nil || !c.looping || !p.audible() {
		return
	}
	if c = p.decoded(id); c.pcm == nil {
		return
	}
	if c.loop == nil {
		src, length := loopSource(c.pcm, p.sampleRate)
		c.loop = p.dev.newVoice(ebaudio.NewInfiniteLoop(src, length))
		c.loop.SetVolume(p.gain())
	}
	if !c.loop.IsPlaying() {
		c.loop.Play()
	}
}

// loopSource cuts the silence an MP3 encoder adds at both ends, which would
// be heard as a gap at every repeat, and keeps a short tail after the loop
// for InfiniteLoop to blend into the start.
func loopSource(pcm []byte, sampleRate int) (io.ReadSeeker, int64) {
	start, end := 0, len(pcm)/bytesPerFrame*bytesPerFrame
	for start < end && quiet(pcm[start:start+bytesPerFrame]) {
		start += bytesPerFrame
	}
	for end > start && quiet(pcm[end-bytesPerFrame:end]) {
		end -= bytesPerFrame
	}
	body := pcm[start:end]
	tail := int(float64(sampleRate)*loopTailSeconds) * bytesPerFrame
	length := len(body) - tail
	if length < len(body)/2 {
		// Too short to spare a tail: loop all of it, without blending.
		length = len(body)
	}
	if length < bytesPerFrame {
		// Nothing but silence: loop the untrimmed data so the loop is valid.
		body, length = pcm, len(pcm)/bytesPerFrame*bytesPerFrame
	}
	return bytes.NewReader(body), int64(length)
}

func quiet(frame []byte) bool {
	for ch := 0; ch < 2; ch++ {
		if s := sampleAt(frame, 0, ch); s > silence || s < -silence {
			return false
		}
	}
	return true
}

// clip returns the clip of id, or nil for an id outside assets.AllSounds.
// It does not decode, so bookkeeping while muted costs nothing.
func (p *Player) clip(id assets.SoundID) *clip {
	if id < 0 || int(id) >= len(p.clips) {
		return nil
	}
	return &p.clips[id]
}

// decoded returns the clip of id with its PCM decoded, once per sound.
func (p *Player) decoded(id assets.SoundID) *clip {
	c := p.clip(id)
	if c == nil || c.decoded {
		return c
	}
	c.decoded = true
	c.pcm, c.err = decode(p.sounds(id), p.sampleRate)
	if c.err != nil {
		c.err = fmt.Errorf("audio: sound %v: %w", id, c.err)
	}
	return c
}

// decode turns MP3 data into 16-bit stereo PCM at sampleRate.
func decode(data []byte, sampleRate int) (pcm []byte, err error) {
	if len(data) == 0 {
		return nil, errors.New("no data")
	}
	if sampleRate <= 0 {
		return nil, fmt.Errorf("sample rate %d is not positive", sampleRate)
	}
	// The sounds come from a function the caller supplies; damaged data must
	// silence one sound, not stop the game.
	defer func() {
		if r := recover(); r != nil {
			pcm, err = nil, fmt.Errorf("decoder panicked: %v", r)
		}
	}()
	s, err := mp3.DecodeWithoutResampling(bytes.NewReader(data))
	if err != nil {
		return nil, err
	}
	pcm = make([]byte, s.Length())
	n, err := io.ReadFull(s, pcm)
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) {
		return nil, err
	}
	pcm = pcm[:n/bytesPerFrame*bytesPerFrame]
	if len(pcm) == 0 {
		return nil, errors.New("decodes to no samples")
	}
	return resample(pcm, s.SampleRate(), sampleRate), nil
}

// resample converts 16-bit stereo PCM between sample rates by linear
// interpolation, in integers. ebiten's mp3.DecodeWithSampleRate resamples
// with a windowed sinc, which took about 300 ms for these 17 s of sound, a
// visible stall if it happened on a frame; the files are band-limited to
// well under half their 22050 Hz rate, so linear interpolation upward to
// 44100 or 48000 loses nothing audible. Downsampling this way would alias,
// but no usual output rate is below the files' rate.
func resample(pcm []byte, from, to int) []byte {
	if from == to || from <= 0 || to <= 0 {
		return pcm
	}
	in := len(pcm) / bytesPerFrame
	out := int(int64(in) * int64(to) / int64(from))
	res := make([]byte, out*bytesPerFrame)
	for i := range out {
		pos := int64(i) * int64(from)
		j, frac := int(pos/int64(to)), pos%int64(to)
		k := min(j+1, in-1)
		for ch := 0; ch < 2; ch++ {
			a := int64(sampleAt(pcm, j, ch))
			b := int64(sampleAt(pcm, k, ch))
			v := int16(a + (b-a)*frac/int64(to))
			o := i*bytesPerFrame + ch*2
			res[o], res[o+1] = byte(v), byte(uint16(v)>>8)
		}
	}
	return res
}

func sampleAt(pcm []byte, frame, ch int) int16 {
	o := frame*bytesPerFrame + ch*2
	return int16(uint16(pcm[o]) | uint16(pcm[o+1])<<8)
}

// idleVoice returns a one-shot voice that has finished, or nil.
func (c *clip) idleVoice() voice {
	for _, v := range c.voices {
		if !v.IsPlaying() {
			return v
		}
	}
	return nil
}

func (c *clip) pause() {
	for _, v := range c.voices {
		v.Pause()
	}
	if c.loop != nil {
		c.loop.Pause()
	}
}

func (c *clip) setVolume(g float64) {
	for _, v := range c.voices {
		v.SetVolume(g)
	}
	if c.loop != nil {
		c.loop.SetVolume(g)
	}
}

// release stops and forgets c's voices; the decoded PCM and the wish to loop stay.
func (c *clip) release() {
	c.pause()
	c.voices, c.next, c.loop = nil, 0, nil
}
