// Package assets owns the game's embedded fonts and sounds behind typed ids.
//
// Everything is compiled into the binary with go:embed, so the game needs no
// files next to it. The sound effects are synthesised by sounds/generate.sh and
// committed as MP3; rerun the script after changing it.
package assets
