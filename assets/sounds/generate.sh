#!/bin/sh
# generate.sh synthesises the game's sound effects with SoX and encodes them with LAME.
#
# Requirements (Debian): apt-get install -y sox lame
# Usage: sh assets/sounds/generate.sh   (writes the .mp3 files next to this script)
#
# Reproducibility: every sox call runs with -R, which seeds SoX's random number
# generator with a fixed value, so the noise sources (whitenoise, pinknoise,
# brownnoise) are identical from run to run with the same SoX build. Because -R
# gives every call the same noise, layers that need different noise take a
# different slice of a longer noise run with "trim". A different SoX or LAME
# version may still produce different bytes; the sound stays the same.
#
# Format: mono, 22050 Hz (MPEG-2 Layer III, which go-mp3 decodes), 32 kbit/s CBR,
# no Xing/LAME tag (-t) so the decoder sees plain audio frames.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT INT TERM

rate=22050
sx() { sox -R -V1 "$@"; }

# encode turns a WAV in $tmp into $here/NAME.mp3, normalised to -3 dBFS (headroom for MP3 overshoot).
encode() {
	sx "$tmp/$1.wav" -r "$rate" -c 1 -b 16 "$tmp/$1.norm.wav" norm -3
	lame --quiet -t -m m -b 32 --cbr --resample 22.05 "$tmp/$1.norm.wav" "$here/$1.mp3"
}

# dice: a rattle of hard clicks that slows down and settles, like two dice on a table.
i=0
for spec in "0.000 3200 0" "0.055 2600 -1" "0.120 3600 -1" "0.170 2900 -3" \
	"0.245 3300 -4" "0.300 2500 -6" "0.390 3100 -8" "0.470 2800 -11" "0.560 3000 -15"; do
	set -- $spec
	# Each click is a few milliseconds of band-passed noise with a sharp decay,
	# taken from a different slice of the noise run so no two clicks are alike.
	sx -n -r "$rate" -c 1 "$tmp/dice$i.wav" synth 1 whitenoise trim "0.$((i + 1))" 0.03 \
		bandpass "$2" 1200 fade l 0.0005 0.03 0.027 gain "$3" pad "$1"
	i=$((i + 1))
done
sx -m -v 1 "$tmp"/dice?.wav "$tmp/dice.wav" highpass 400 pad 0 0.05
encode dice

# gunfire: a short burst of four shots; each shot is a noise crack over a low thump.
i=0
for start in 0.00 0.13 0.26 0.39; do
	sx -n -r "$rate" -c 1 "$tmp/crack$i.wav" synth 2 whitenoise trim "0.$((i * 2 + 1))" 0.18 \
		lowpass 3500 fade p 0.002 0.18 0.17 overdrive 12 gain -4 pad "$start"
	sx -n -r "$rate" -c 1 "$tmp/thump$i.wav" synth 0.12 sine 110-55 fade p 0.002 0.12 0.11 gain -6 pad "$start"
	i=$((i + 1))
done
sx -m -v 1 "$tmp"/crack?.wav "$tmp"/thump?.wav "$tmp/gunfire.wav" pad 0 0.1
encode gunfire

# explosion: a low noise blast with a quick attack and a long decay, plus a sub-bass drop.
sx -n -r "$rate" -c 1 "$tmp/blast.wav" synth 1.8 brownnoise lowpass 500 overdrive 20 \
	fade l 0.01 1.8 1.7 bass +6 reverb 40 50 60
sx -n -r "$rate" -c 1 "$tmp/boom.wav" synth 0.9 sine 70-30 fade l 0.005 0.9 0.85
sx -m -v 1 "$tmp/blast.wav" -v 0.7 "$tmp/boom.wav" "$tmp/explosion.wav"
encode explosion

# storm: a wind swell that loops. A steady bed of rumble and hiss runs under a
# gust and a whistle whose half-sine swell is silent at both ends of the 4 s
# loop, so the joint falls on steady noise and is not heard. The extra 0.15 s
# of bed after the loop is what the player blends across the joint (ebiten's
# InfiniteLoop mixes data after the loop end into its start).
sx -n -r "$rate" -c 1 "$tmp/rumble.wav" synth 6 brownnoise trim 1.5 4.15 highpass 40 lowpass 250
sx -n -r "$rate" -c 1 "$tmp/bed.wav" synth 6 pinknoise trim 0.5 4.15 bandpass 600 500 gain -6
sx -n -r "$rate" -c 1 "$tmp/gust.wav" synth 6 pinknoise trim 1.9 4 bandpass 500 400 \
	fade h 2 4 2 pad 0 0.15
sx -n -r "$rate" -c 1 "$tmp/whistle.wav" synth 6 whitenoise trim 0.2 4 bandpass 1400 60h \
	fade h 2 4 2 gain -8 pad 0 0.15
sx -m -v 0.8 "$tmp/rumble.wav" -v 1 "$tmp/bed.wav" -v 1 "$tmp/gust.wav" -v 0.6 "$tmp/whistle.wav" "$tmp/storm.wav"
encode storm

# click: a short, soft tick for buttons.
sx -n -r "$rate" -c 1 "$tmp/tone.wav" synth 0.04 sine 1800 fade p 0.001 0.04 0.035
sx -n -r "$rate" -c 1 "$tmp/tick.wav" synth 1 whitenoise trim 0.7 0.01 highpass 2000 fade l 0 0.01 0.009 gain -10
sx -m -v 1 "$tmp/tone.wav" -v 1 "$tmp/tick.wav" "$tmp/click.wav" pad 0 0.02
encode click

# music: a calm loop of four plucked chords (A minor, F, C, G), two seconds each.
i=0
for chord in "A2 C4 E4 A4" "F2 A3 C4 F4" "C3 E4 G4 C5" "G2 B3 D4 G4"; do
	set -- $chord
	sx -n -r "$rate" -c 4 "$tmp/chord$i.wav" synth 2 pluck "$1" pluck "$2" pluck "$3" pluck "$4" \
		remix - fade q 0.02 2 0.3
	i=$((i + 1))
done
sx "$tmp"/chord?.wav "$tmp/music.wav" lowpass 3000 reverb 60 50 80 gain -3
encode music

ls -l "$here"/*.mp3
