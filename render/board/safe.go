package board

import (
	"image/color"
	"math"
	"slices"

	"hexstorm/scenarios"
	"hexstorm/sim"
)

// Palette is the set of side colours a game is drawn in: the printed-map
// standard or the colour-blind safe set, and which colour each side wears.
type Palette struct {
	safe bool
	// wear holds, for each side, its colour's place in the set plus one;
	// 0 (the zero Palette) dresses side i in colour i.
	wear [maxDressed]uint8
}

// maxDressed is how many sides a palette dresses by name; later sides wear
// the colour of their index.
const maxDressed = 10

// The palettes: the printed-map standard, and one safe for colour-blind
// players, where the sides' colours come from the Okabe-Ito set (told apart
// under protanopia, deuteranopia and tritanopia) and their blocks also
// differ in outline: the first colour square, the second with cut corners,
// the third round, the fourth with one cut corner, and so on.
var (
	PaletteStandard = Palette{}
	PaletteSafe     = Palette{safe: true}
)

// Safe reports whether the palette is the colour-blind safe one.
func (p Palette) Safe() bool { return p.safe }

// WithSafe returns p as the safe palette (on) or the standard one, each
// side keeping the colour it wears.
func (p Palette) WithSafe(on bool) Palette {
	p.safe = on
	return p
}

// Dressed returns p with side i wearing colours[i], a name of
// scenarios.Colours (scenarios.SideColours gives a game's), so a nation
// wears the same colour in every scenario. An unknown name leaves the side
// in the colour of its index.
func (p Palette) Dressed(colours []string) Palette {
	p.wear = [maxDressed]uint8{}
	for i, c := range colours {
		if j := slices.Index(scenarios.Colours, c); i < maxDressed && j >= 0 {
			p.wear[i] = uint8(j%sideCount) + 1
		}
	}
	return p
}

// slot returns the place in the colour set of the colour side i wears.
func (p Palette) slot(i int) int {
	if i >= 0 && i < maxDressed && p.wear[i] > 0 {
		return int(p.wear[i]) - 1
	}
	return sideIndex(i)
}

// safeSides are the Okabe-Ito colours: blue, orange, bluish green,
// vermilion, reddish purple, yellow; each with the print colour readable on it.
var safeSides = [sideCount]sideColors{
	{rgb(0, 114, 178), rgb(250, 246, 232), rgb(0, 114, 178)},
	{rgb(230, 159, 0), rgb(24, 24, 24), rgb(200, 130, 0)},
	{rgb(0, 158, 115), rgb(250, 246, 232), rgb(0, 140, 100)},
	{rgb(213, 94, 0), rgb(250, 246, 232), rgb(213, 94, 0)},
	{rgb(204, 121, 167), rgb(24, 24, 24), rgb(180, 90, 150)},
	{rgb(240, 228, 66), rgb(24, 24, 24), rgb(200, 180, 20)},
}

// shaped reports whether blocks differ by outline as well as colour (the
// safe palette).
func (p Palette) shaped() bool { return p.safe }

// blockOutline adds the outline of side's block at (x, y), size b, corner
// radius r to the painter's path.
func blockOutline(p *painter, pal Palette, side int, x, y, b, r float64) {
	if !pal.shaped() {
		p.roundRect(x, y, b, b, r)
		return
	}
	switch pal.slot(side) % 4 {
	case 1: // cut corners: an octagon
		c := 0.24 * b
		p.moveTo(x+c, y)
		p.lineTo(x+b-c, y)
		p.lineTo(x+b, y+c)
		p.lineTo(x+b, y+b-c)
		p.lineTo(x+b-c, y+b)
		p.lineTo(x+c, y+b)
		p.lineTo(x, y+b-c)
		p.lineTo(x, y+c)
		p.closePath()
	case 2: // round
		p.roundRect(x, y, b, b, b/2)
	case 3: // one cut corner
		c := 0.32 * b
		p.moveTo(x, y)
		p.lineTo(x+b-c, y)
		p.lineTo(x+b, y+c)
		p.lineTo(x+b, y+b)
		p.lineTo(x, y+b)
		p.closePath()
	default: // square, sharp corners
		p.roundRect(x, y, b, b, r*0.25)
	}
}

// SetPalette draws the board in palette p from now on.
func (b *Board) SetPalette(p Palette) {
	if b.pal == p {
		return
	}
	b.pal, b.sprites.pal = p, p
	b.restyle()
}

// Palette returns the palette the board draws in.
func (b *Board) Palette() Palette { return b.pal }

// restyle redraws the blocks after a palette change.
func (b *Board) restyle() {
	b.hexFill = nil
	b.drawn.valid = false
	b.Changed()
}

// FactoryColor returns the colour a factory of kind k is painted in.
func FactoryColor(k sim.FactoryKind) color.RGBA {
	switch k {
	case sim.FactoryAir:
		return colFactoryAir
	case sim.FactoryNaval:
		return colFactoryNaval
	}
	return colFactoryArmy
}

// BlockSize returns the side in pixels of a unit block at the given zoom.
func BlockSize(zoom float64) float64 {
	s := HexSize * zoom
	return math.Max(6, math.Round(math.Max(0.8*s, math.Min(0.95*s, 20))))
}
