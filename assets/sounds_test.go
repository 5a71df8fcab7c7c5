package assets

import (
	"bytes"
	"errors"
	"io"
	"io/fs"
	"testing"
	"testing/fstest"

	"github.com/hajimehoshi/go-mp3"
)

// maxSoundsBytes keeps the embedded sounds small enough not to bloat the binary.
const maxSoundsBytes = 300 << 10

func TestEverySoundDecodes(t *testing.T) {
	total := 0
	for _, id := range AllSounds() {
		data := Sound(id)
		if len(data) == 0 {
			t.Fatalf("sound %v: no embedded data at %s", id, id.Path())
		}
		total += len(data)
		d, err := mp3.NewDecoder(bytes.NewReader(data))
		if err != nil {
			t.Fatalf("sound %v: %v", id, err)
		}
		n, err := io.Copy(io.Discard, d)
		if err != nil {
			t.Fatalf("sound %v: decoding: %v", id, err)
		}
		// go-mp3 always yields 16-bit stereo: 4 bytes a sample frame.
		if samples := n / 4; samples <= 0 {
			t.Errorf("sound %v: decoded %d samples, want > 0", id, samples)
		}
		if d.SampleRate() != 22050 {
			t.Errorf("sound %v: sample rate %d, want 22050 as generate.sh writes", id, d.SampleRate())
		}
	}
	if total > maxSoundsBytes {
		t.Errorf("sounds total %d bytes, want at most %d", total, maxSoundsBytes)
	}
}

func TestSoundsAreDistinctFiles(t *testing.T) {
	seen := map[string]SoundID{}
	for _, id := range AllSounds() {
		p := id.Path()
		if other, ok := seen[p]; ok {
			t.Errorf("sounds %v and %v share %s", id, other, p)
		}
		seen[p] = id
	}
	if len(AllSounds()) != int(soundCount) {
		t.Errorf("AllSounds lists %d sounds, the enum has %d", len(AllSounds()), soundCount)
	}
}

func TestSoundReturnsACopy(t *testing.T) {
	a := Sound(SoundClick)
	a[0] ^= 0xff
	if b := Sound(SoundClick); b[0] == a[0] {
		t.Error("changing one Sound result changed the next")
	}
}

func TestLoadSoundFromSubstituteFS(t *testing.T) {
	fsys := fstest.MapFS{
		"sounds/dice.mp3":  {Data: []byte("not really an mp3")},
		"sounds/click.mp3": {Data: nil},
	}
	data, err := LoadSound(fsys, SoundDice)
	if err != nil || string(data) != "not really an mp3" {
		t.Errorf("LoadSound(dice) = %q, %v", data, err)
	}
	if _, err := LoadSound(fsys, SoundStorm); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("LoadSound(storm) on a map without it: err = %v, want fs.ErrNotExist", err)
	}
	if _, err := LoadSound(fsys, SoundClick); err == nil {
		t.Error("LoadSound(click) of an empty file succeeded")
	}
	if _, err := LoadSound(fsys, soundCount); err == nil {
		t.Error("LoadSound of an unknown id succeeded")
	}
	if Sound(-1) != nil {
		t.Error("Sound(-1) returned data")
	}
}

func TestEmbeddedFSHoldsEverySound(t *testing.T) {
	if err := fstest.TestFS(FS(), "sounds/dice.mp3", "sounds/gunfire.mp3", "sounds/explosion.mp3",
		"sounds/storm.mp3", "sounds/click.mp3", "sounds/music.mp3"); err != nil {
		t.Error(err)
	}
}
