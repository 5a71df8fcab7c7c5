package audio

import (
	"errors"
	"io"
	"strings"
	"testing"
	"time"

	"hexstorm/assets"
)

// exercise calls every method a game uses; on a muted player none may panic.
func exercise(p *Player) {
	p.Update()
	p.SetVolume(70)
	p.Play(assets.SoundDice)
	p.Play(assets.SoundExplosion)
	p.Loop(assets.SoundStorm)
	p.SetMuted(true)
	p.SetMuted(false)
	p.StopLoop(assets.SoundStorm)
	p.SetVolume(-1)
	p.SetVolume(1000)
	p.Play(-1)
	p.Loop(99)
	p.StopLoop(99)
	p.Update()
}

// TestRealDeviceMutesWithNoticeOrWorks opens this machine's real device
// through Oto. Without a sound card (CI, containers) the player must end up
// muted with a notice; with one it must become available. Either way, no panic.
// It is the only test that touches Oto, whose context can exist once per process.
func TestRealDeviceMutesWithNoticeOrWorks(t *testing.T) {
	p := New(44100, assets.Sound)
	if p.Muted() || p.Available() || p.Notice() != "" {
		t.Fatalf("New touched the device: muted %v, available %v, notice %q", p.Muted(), p.Available(), p.Notice())
	}
	deadline := time.Now().Add(15 * time.Second)
	for !p.Available() && p.Notice() == "" && time.Now().Before(deadline) {
		p.Update()
		time.Sleep(10 * time.Millisecond)
	}
	switch {
	case p.Available():
		t.Log("a sound device is present; the player works")
		if p.Muted() || p.Notice() != "" {
			t.Errorf("available but muted %v, notice %q", p.Muted(), p.Notice())
		}
	case p.Notice() != "":
		t.Logf("no sound device: %s", p.Notice())
		t.Logf("full error: %v", p.Err())
		if !p.Muted() || p.Err() == nil {
			t.Errorf("notice without muting: muted %v, err %v", p.Muted(), p.Err())
		}
		if !strings.HasPrefix(p.Notice(), "No sound device was found, so the game runs without sound (") || p.Summary() != "No sound device was found, so the game runs without sound." {
			t.Errorf("notice %q (summary %q) does not explain the muting", p.Notice(), p.Summary())
		}
	default:
		t.Fatal("the device neither opened nor failed within 15 s")
	}
	exercise(p)

	// Oto refuses a second context in the same process: the second player
	// must say so and stay muted, not panic as ebiten/audio.NewContext would.
	second := New(44100, assets.Sound)
	second.Update()
	if !second.Muted() || second.Notice() == "" {
		t.Errorf("second player: muted %v, notice %q; want muted with a notice", second.Muted(), second.Notice())
	}
	exercise(second)
}

func TestMissingDeviceFoundAfterOpeningMutesWithNotice(t *testing.T) {
	d := newFakeDevice()
	d.fault = errors.New("oto: initialization failed: PulseAudio: no server; ALSA: no card")
	p := newPlayer(44100, assets.Sound, d.opener())
	p.Loop(assets.SoundStorm)
	p.Update()
	if p.Muted() || p.Notice() != "" {
		t.Fatalf("still opening, yet muted %v, notice %q", p.Muted(), p.Notice())
	}
	close(d.ready)
	p.Update()
	want := "No sound device was found, so the game runs without sound (initialization failed: PulseAudio: no server; ALSA: no card)."
	if !p.Muted() || p.Available() || p.Notice() != want {
		t.Errorf("muted %v, available %v, notice %q; want muted with %q", p.Muted(), p.Available(), p.Notice(), want)
	}
	exercise(p)
	if len(d.voices) != 0 {
		t.Errorf("a muted player created %d voices", len(d.voices))
	}
}

func TestSynchronousOpenErrorMutesWithNotice(t *testing.T) {
	p := newPlayer(44100, assets.Sound, func(int) (device, <-chan struct{}, error) {
		return nil, nil, errors.New("oto: context is already created")
	})
	p.Update()
	if !p.Muted() || !strings.Contains(p.Notice(), "context is already created") {
		t.Errorf("muted %v, notice %q", p.Muted(), p.Notice())
	}
	exercise(p)
}

func TestPanicWhileOpeningMutesWithNotice(t *testing.T) {
	p := newPlayer(44100, assets.Sound, func(int) (device, <-chan struct{}, error) {
		panic("dlopen exploded")
	})
	p.Update()
	if !p.Muted() || !strings.Contains(p.Notice(), "dlopen exploded") {
		t.Errorf("muted %v, notice %q", p.Muted(), p.Notice())
	}
	exercise(p)
}

func TestInvalidSampleRateMutesWithoutOpening(t *testing.T) {
	opened := false
	p := newPlayer(0, assets.Sound, func(int) (device, <-chan struct{}, error) {
		opened = true
		return nil, nil, errors.New("unreachable")
	})
	exercise(p)
	if opened || !p.Muted() || p.Notice() == "" {
		t.Errorf("opened %v, muted %v, notice %q", opened, p.Muted(), p.Notice())
	}
}

func TestDeviceFailingMidGameMutesAndSilences(t *testing.T) {
	p, d := workingPlayer(assets.Sound)
	p.Loop(assets.SoundStorm)
	p.Play(assets.SoundGunfire)
	if d.playing() != 2 {
		t.Fatalf("%d voices playing, want the storm loop and the gunfire", d.playing())
	}
	d.fault = errors.New("oto: ALSA error at snd_pcm_writei: File descriptor in bad state")
	p.Update()
	if !p.Muted() || !strings.HasPrefix(p.Notice(), "The sound device stopped working, so the game goes on without sound (ALSA error at snd_pcm_writei") || p.Summary() != "The sound device stopped working, so the game goes on without sound." {
		t.Errorf("muted %v, notice %q", p.Muted(), p.Notice())
	}
	if d.playing() != 0 {
		t.Errorf("%d voices still playing after the failure", d.playing())
	}
	before := len(d.voices)
	p.SetMuted(false)
	p.Play(assets.SoundDice)
	if len(d.voices) != before || d.playing() != 0 {
		t.Error("a player with a broken device started a voice")
	}
}

func TestLoopAskedWhileOpeningStartsWhenReady(t *testing.T) {
	d := newFakeDevice()
	p := newPlayer(44100, assets.Sound, d.opener())
	p.Update()
	p.Loop(assets.SoundStorm)
	p.Play(assets.SoundClick) // too early: dropped, not queued
	if len(d.voices) != 0 {
		t.Fatalf("%d voices before the device was ready", len(d.voices))
	}
	close(d.ready)
	p.Update()
	if !p.Available() || len(d.voices) != 1 || !d.voices[0].playing {
		t.Errorf("available %v, %d voices; want the storm loop playing", p.Available(), len(d.voices))
	}
}

func TestMutedPlayIsNoOpAndUnmuteResumesLoops(t *testing.T) {
	p, d := workingPlayer(assets.Sound)
	p.Loop(assets.SoundStorm)
	p.SetMuted(true)
	if !p.Muted() || p.Notice() != "" {
		t.Errorf("muted by choice: Muted %v, notice %q; want muted, no notice", p.Muted(), p.Notice())
	}
	p.Play(assets.SoundDice)
	if d.playing() != 0 || len(d.voices) != 1 {
		t.Errorf("muted: %d voices, %d playing; want only the paused loop", len(d.voices), d.playing())
	}
	p.SetMuted(false)
	if !d.voices[0].playing {
		t.Error("unmuting did not resume the storm loop")
	}
	p.StopLoop(assets.SoundStorm)
	p.SetMuted(true)
	p.SetMuted(false)
	if d.voices[0].playing || p.Looping(assets.SoundStorm) {
		t.Error("unmuting restarted a stopped loop")
	}
}

func TestPlayDecodesEachSoundOnce(t *testing.T) {
	calls := countingSounds{}
	p, d := workingPlayer(calls.get)
	for range 5 {
		p.Play(assets.SoundClick)
		d.voices[len(d.voices)-1].finish()
	}
	if calls[assets.SoundClick] != 1 {
		t.Errorf("the click was fetched %d times, want 1", calls[assets.SoundClick])
	}
	if len(d.voices) != 1 || d.voices[0].plays != 5 {
		t.Errorf("%d voices, first played %d times; want one voice reused 5 times", len(d.voices), d.voices[0].plays)
	}
}

func TestOverlappingPlaysAreCapped(t *testing.T) {
	p, d := workingPlayer(assets.Sound)
	for range maxVoices + 2 {
		p.Play(assets.SoundGunfire)
	}
	if len(d.voices) != maxVoices {
		t.Fatalf("%d voices, want %d", len(d.voices), maxVoices)
	}
	if d.voices[0].plays != 2 || d.voices[1].plays != 2 || d.voices[2].plays != 1 {
		t.Errorf("plays per voice %d %d %d; want the oldest two restarted", d.voices[0].plays, d.voices[1].plays, d.voices[2].plays)
	}
}

func TestSetVolumeClampsAndReachesEveryVoice(t *testing.T) {
	p, d := workingPlayer(assets.Sound)
	p.Loop(assets.SoundStorm)
	p.Play(assets.SoundDice)
	for _, c := range []struct {
		set, want int
		gain      float64
	}{{150, 100, 1}, {-5, 0, 0}, {50, 50, 0.25}} {
		p.SetVolume(c.set)
		if p.Volume() != c.want {
			t.Errorf("SetVolume(%d): Volume %d, want %d", c.set, p.Volume(), c.want)
		}
		for i, v := range d.voices {
			if v.volume != c.gain {
				t.Errorf("SetVolume(%d): voice %d at %v, want %v", c.set, i, v.volume, c.gain)
			}
		}
	}
	p.Play(assets.SoundExplosion)
	if v := d.voices[len(d.voices)-1]; v.volume != 0.25 {
		t.Errorf("a new voice starts at %v, want the current 0.25", v.volume)
	}
}

func TestDamagedSoundIsSilentNotFatal(t *testing.T) {
	p, d := workingPlayer(func(id assets.SoundID) []byte {
		if id == assets.SoundDice {
			return []byte("this is not an mp3 file at all")
		}
		return nil
	})
	p.Play(assets.SoundDice)
	p.Loop(assets.SoundStorm)
	if len(d.voices) != 0 {
		t.Errorf("%d voices for sounds that do not decode", len(d.voices))
	}
	err := p.Preload(assets.SoundDice, assets.SoundStorm)
	if err == nil || !strings.Contains(err.Error(), "dice") || !strings.Contains(err.Error(), "storm") {
		t.Errorf("Preload error %v, want both sounds named", err)
	}
	if p.Muted() {
		t.Error("a bad sound muted the whole player")
	}
}

func TestPreloadDecodesEveryEmbeddedSound(t *testing.T) {
	for _, rate := range []int{44100, 48000} {
		p := newPlayer(rate, assets.Sound, newFakeDevice().opener())
		start := time.Now()
		if err := p.Preload(); err != nil {
			t.Fatalf("rate %d: %v", rate, err)
		}
		t.Logf("rate %d: decoded every sound in %v", rate, time.Since(start))
		for _, id := range assets.AllSounds() {
			pcm := p.clips[id].pcm
			if len(pcm) == 0 || len(pcm)%bytesPerFrame != 0 {
				t.Errorf("rate %d, sound %v: %d bytes of PCM", rate, id, len(pcm))
			}
		}
		// The storm file is 4.15 s of sound plus encoder padding.
		if secs := float64(len(p.clips[assets.SoundStorm].pcm)) / bytesPerFrame / float64(rate); secs < 4.1 || secs > 4.4 {
			t.Errorf("rate %d: storm lasts %.2f s, want about 4.2", rate, secs)
		}
	}
}

func TestStormLoopTrimsSilenceAndNeverEnds(t *testing.T) {
	p := newPlayer(44100, assets.Sound, nil)
	pcm := p.decoded(assets.SoundStorm).pcm
	src, length := loopSource(pcm, 44100)
	body := src.(io.Seeker)
	size, _ := body.Seek(0, io.SeekEnd)
	_, _ = body.Seek(0, io.SeekStart)
	if size >= int64(len(pcm)) {
		t.Errorf("loop body %d bytes, not shorter than the decoded %d: encoder silence kept", size, len(pcm))
	}
	// The tremolo in generate.sh has a 4 s period; the loop must match it.
	if secs := float64(length) / bytesPerFrame / 44100; secs < 3.95 || secs > 4.1 {
		t.Errorf("loop lasts %.3f s, want about 4", secs)
	}
	d := newFakeDevice()
	close(d.ready)
	p.open = d.opener()
	p.Update()
	p.Loop(assets.SoundStorm)
	loop := d.voices[0].src
	buf := make([]byte, 3*len(pcm))
	if n, err := io.ReadFull(loop, buf); err != nil {
		t.Errorf("reading three lengths of the loop: %d bytes, %v", n, err)
	}
}

func TestLoopSourceOfPureSilenceIsStillValid(t *testing.T) {
	pcm := make([]byte, 4096)
	src, length := loopSource(pcm, 44100)
	if length <= 0 || length%bytesPerFrame != 0 {
		t.Errorf("loop length %d", length)
	}
	if _, err := src.Read(make([]byte, 16)); err != nil {
		t.Error(err)
	}
}

func TestResampleKeepsDurationAndInterpolates(t *testing.T) {
	// Two frames, left 0 then 1000, right 0 then -1000, doubled in rate.
	pcm := []byte{0, 0, 0, 0, 0xe8, 0x03, 0x18, 0xfc}
	out := resample(pcm, 22050, 44100)
	if len(out) != 4*bytesPerFrame {
		t.Fatalf("%d bytes, want 4 frames", len(out))
	}
	want := [][2]int16{{0, 0}, {500, -500}, {1000, -1000}, {1000, -1000}}
	for i, w := range want {
		if l, r := sampleAt(out, i, 0), sampleAt(out, i, 1); l != w[0] || r != w[1] {
			t.Errorf("frame %d = (%d, %d), want (%d, %d)", i, l, r, w[0], w[1])
		}
	}
	if got := resample(pcm, 44100, 44100); &got[0] != &pcm[0] {
		t.Error("resampling to the same rate copied the data")
	}
	if n := len(resample(make([]byte, 22050*bytesPerFrame), 22050, 48000)); n != 48000*bytesPerFrame {
		t.Errorf("one second at 22050 became %d frames at 48000", n/bytesPerFrame)
	}
}

func TestNoticeReasonIsShortAndReadable(t *testing.T) {
	long := errors.New(`oto: initialization failed: PulseAudio: oto: PulseAudio client initialization failed: dial unix pulse/native: connect: no such file or directory; ALSA: oto: ALSA device initialization failed: "default": oto: ALSA error at snd_pcm_open: No such file or directory`)
	r := reason(long)
	if strings.Contains(r, "oto: ") || len([]rune(r)) > maxReasonRunes+2 || !strings.HasSuffix(r, " …") {
		t.Errorf("reason %q: want no oto prefixes, at most %d runes, cut at a word", r, maxReasonRunes)
	}
	if got := reason(errors.New("oto: no card")); got != "no card" {
		t.Errorf("reason of a short error = %q, want %q", got, "no card")
	}
}

// TestSteadyStateAllocatesNothing guards the design bar of no allocations per
// frame: once a sound has a voice, ticking and replaying it allocate nothing.
func TestSteadyStateAllocatesNothing(t *testing.T) {
	p, d := workingPlayer(assets.Sound)
	p.Loop(assets.SoundStorm)
	p.Play(assets.SoundDice)
	n := testing.AllocsPerRun(100, func() {
		p.Update()
		d.voices[1].finish()
		p.Play(assets.SoundDice)
	})
	if n != 0 {
		t.Errorf("a tick with a replay allocates %v times, want 0", n)
	}
}
