package assets

import (
	"embed"
	"fmt"
	"io/fs"
)

// SoundID names one of the embedded sound effects.
type SoundID int

const (
	// SoundDice is a rattle of dice, played when a die is rolled.
	SoundDice SoundID = iota
	// SoundGunfire is a short burst of shots, played for ground and naval fire.
	SoundGunfire
	// SoundExplosion is a blast, played for hits and destroyed units.
	SoundExplosion
	// SoundStorm is a loopable wind swell, played while the Storm is on screen (seed 004).
	SoundStorm
	// SoundClick is a soft tick for buttons and menus.
	SoundClick
	// SoundMusic is a calm loop of four plucked chords for menus and long turns.
	SoundMusic
	soundCount
)

// AllSounds returns every SoundID in declaration order.
func AllSounds() []SoundID {
	return []SoundID{SoundDice, SoundGunfire, SoundExplosion, SoundStorm, SoundClick, SoundMusic}
}

// String returns the sound's name, which is also its file's base name.
func (id SoundID) String() string {
	switch id {
	case SoundDice:
		return "dice"
	case SoundGunfire:
		return "gunfire"
	case SoundExplosion:
		return "explosion"
	case SoundStorm:
		return "storm"
	case SoundClick:
		return "click"
	case SoundMusic:
		return "music"
	}
	return fmt.Sprintf("SoundID(%d)", int(id))
}

// Path returns the sound's MP3 file within FS, for example "sounds/dice.mp3".
func (id SoundID) Path() string {
	return "sounds/" + id.String() + ".mp3"
}

//go:embed sounds/*.mp3
var soundFiles embed.FS

// FS returns the embedded files, laid out as in the source tree ("sounds/dice.mp3").
func FS() fs.FS {
	return soundFiles
}

// LoadSound reads sound id's MP3 bytes from fsys, which lets tests substitute
// an fstest.MapFS for the embedded files.
func LoadSound(fsys fs.FS, id SoundID) ([]byte, error) {
	if id < 0 || id >= soundCount {
		return nil, fmt.Errorf("assets: unknown sound %v", id)
	}
	data, err := fs.ReadFile(fsys, id.Path())
	if err != nil {
		return nil, fmt.Errorf("assets: sound %v: %w", id, err)
	}
	if len(data) == 0 {
		return nil, fmt.Errorf("assets: sound %v: %s is empty", id, id.Path())
	}
	return data, nil
}

// Sound returns the embedded MP3 bytes of id, or nil if id is unknown. Each
// call returns a fresh copy, so callers decode once and keep the result.
func Sound(id SoundID) []byte {
	data, err := LoadSound(soundFiles, id)
	if err != nil {
		return nil
	}
	return data
}
