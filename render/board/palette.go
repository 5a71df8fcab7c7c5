package board

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"hexstorm/hexmap"
)

// The map's palette: muted, printed-map colours that keep the blocks and
// the markers on top of them the most saturated things on screen.
var (
	colClear        = rgb(214, 214, 163)
	colClearTick    = rgb(160, 168, 110)
	colForest       = rgb(156, 184, 118)
	colTree         = rgb(72, 112, 58)
	colTreeLight    = rgb(110, 150, 84)
	colMarsh        = rgb(178, 198, 166)
	colTuft         = rgb(88, 122, 86)
	colMarshPool    = rgb(124, 164, 182)
	colMountain     = rgb(196, 178, 146)
	colPeak         = rgb(128, 102, 76)
	colPeakLit      = rgb(164, 140, 110)
	colSnow         = rgb(244, 242, 236)
	colCityGround   = rgb(206, 198, 178)
	colBuilding     = rgb(124, 108, 96)
	colRoof         = rgb(164, 92, 72)
	colSea          = rgb(92, 140, 188)
	colShallows     = rgb(120, 166, 206)
	colWave         = rgb(176, 208, 232)
	colShore        = rgb(62, 92, 124)
	colGrid         = rgb(40, 40, 30)
	colRoad         = rgb(198, 158, 98)
	colRoadEdge     = rgb(112, 84, 52)
	colRiver        = rgb(58, 118, 196)
	colRiverEdge    = rgb(226, 236, 246)
	colCanal        = rgb(70, 140, 214)
	colBridge       = rgb(150, 132, 112)
	colBridgeRail   = rgb(60, 48, 40)
	colInk          = rgb(34, 30, 26)
	colPaper        = rgb(250, 246, 232)
	colBroken       = rgb(206, 36, 30)
	colGold         = rgb(232, 186, 46)
	colRunway       = rgb(120, 120, 116)
	colRunwayLine   = rgb(236, 236, 228)
	colStorm        = rgb(36, 44, 66)
	colStormLine    = rgb(222, 230, 246)
	colFactoryArmy  = rgb(112, 104, 52)
	colFactoryAir   = rgb(58, 120, 186)
	colFactoryNaval = rgb(34, 52, 100)
)

// sideColors are one side's block colour, print colour and control tint.
type sideColors struct{ block, ink, tint color.RGBA }

// sideCount is how many sides a palette colours; further sides repeat them.
const sideCount = 6

// standardSides hold the colours of the standard palette, in the order of
// scenarios.Colours' names (navy, grey, red, green, purple, orange). Navy
// has cream print and field grey black print, so the two main sides differ
// in lightness as well as hue.
var standardSides = [sideCount]sideColors{
	{rgb(40, 72, 132), rgb(244, 236, 210), rgb(46, 96, 200)},
	{rgb(150, 152, 144), rgb(24, 24, 24), rgb(52, 52, 52)},
	{rgb(150, 42, 38), rgb(250, 230, 210), rgb(200, 40, 30)},
	{rgb(58, 108, 54), rgb(240, 236, 210), rgb(40, 140, 40)},
	{rgb(110, 70, 140), rgb(246, 236, 250), rgb(130, 60, 180)},
	{rgb(196, 120, 32), rgb(30, 20, 10), rgb(220, 130, 20)},
}

// sides returns the palette's side colours.
func (p Palette) sides() *[sideCount]sideColors {
	if p.safe {
		return &safeSides
	}
	return &standardSides
}

// SideColor returns the block colour of side i, the colour used for that
// side everywhere in the interface.
func (p Palette) SideColor(i int) color.RGBA { return p.sides()[p.slot(i)].block }

// SideInk returns the colour printed on side i's blocks, readable on SideColor(i).
func (p Palette) SideInk(i int) color.RGBA { return p.sides()[p.slot(i)].ink }

// SideTint returns the colour of side i's control borders.
func (p Palette) SideTint(i int) color.RGBA { return p.sides()[p.slot(i)].tint }

func sideIndex(i int) int {
	if i < 0 {
		return 0
	}
	return i % sideCount
}

// TerrainColor returns the base colour of a terrain, as the map and the
// minimap paint it.
func TerrainColor(t hexmap.Terrain) color.RGBA {
	switch t {
	case hexmap.Forest:
		return colForest
	case hexmap.Marsh:
		return colMarsh
	case hexmap.Mountain:
		return colMountain
	case hexmap.City:
		return colCityGround
	case hexmap.Sea:
		return colSea
	}
	return colClear
}

func rgb(r, g, b uint8) color.RGBA { return color.RGBA{r, g, b, 255} }

// scale returns the colour scale that paints white as c at opacity a
// (premultiplied, as Ebitengine expects). It takes a concrete colour, not
// color.Color, so that calling it every frame allocates nothing.
func scale(c color.RGBA, a float32) ebiten.ColorScale {
	var s ebiten.ColorScale
	s.Scale(float32(c.R)/255*a, float32(c.G)/255*a, float32(c.B)/255*a, a)
	return s
}

// mix blends a toward b by t in [0,1].
func mix(a, b color.RGBA, t float64) color.RGBA {
	f := func(x, y uint8) uint8 { return uint8(float64(x)*(1-t) + float64(y)*t + 0.5) }
	return color.RGBA{f(a.R, b.R), f(a.G, b.G), f(a.B, b.B), 255}
}
