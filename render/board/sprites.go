package board

import (
	"math"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"hexstorm/assets"
	"hexstorm/sim"
)

// typeInfo is what drawing needs from a unit type, looked up once per type
// (sim.LookupUnitType copies the type, too costly for every frame).
type typeInfo struct {
	class sim.TargetClass
	move  int
	maxCV int
	label string
	name  string
}

type spriteKey struct {
	typ  string
	side int
	cv   int
	down bool
}

// spriteCache holds the unit blocks drawn at the current zoom. Sprites are
// drawn on first use and dropped when the zoom changes.
type spriteCache struct {
	block  int // block side in pixels
	pad    int
	units  map[spriteKey]*ebiten.Image
	counts map[int]*ebiten.Image
	ringI  *ebiten.Image
	types  map[string]typeInfo
	p      painter
	// pal is the palette the blocks are drawn in.
	pal Palette
}

// reset drops every sprite and sizes blocks for the zoom.
func (c *spriteCache) reset(zoom float64) {
	for _, img := range c.units {
		img.Deallocate()
	}
	for _, img := range c.counts {
		img.Deallocate()
	}
	if c.ringI != nil {
		c.ringI.Deallocate()
		c.ringI = nil
	}
	c.units = map[spriteKey]*ebiten.Image{}
	c.counts = map[int]*ebiten.Image{}
	// Blocks take 0.8 of a hex size, but grow toward 0.95 when the map is
	// zoomed out so that they stay legible.
	c.block = int(BlockSize(zoom))
	c.pad = max(2, int(math.Ceil(float64(c.block)*0.14)))
}

// info returns the drawing facts of a unit type.
func (c *spriteCache) info(id string) typeInfo {
	if t, ok := c.types[id]; ok {
		return t
	}
	if c.types == nil {
		c.types = map[string]typeInfo{}
	}
	t, ok := sim.LookupUnitType(id)
	ti := typeInfo{class: t.Class, move: t.Move, maxCV: max(1, t.MaxCV), label: typeLabel(id, t.Abbrev), name: t.Name}
	if !ok {
		ti.name = id
		// A block seen face down in a side's view (sim.State.ViewFor) has
		// its class for a type.
		_ = ti.class.UnmarshalText([]byte(id))
	}
	c.types[id] = ti
	return ti
}

// TypeName returns a unit type's display name ("Heavy Armor").
func (b *Board) TypeName(id string) string { return b.sprites.info(id).name }

// TypeClass returns a unit type's class (ground, air or naval).
func (b *Board) TypeClass(id string) sim.TargetClass { return b.sprites.info(id).class }

// TypeMove returns a unit type's movement allowance.
func (b *Board) TypeMove(id string) int { return b.sprites.info(id).move }

// TypeMaxCV returns a unit type's full strength in steps.
func (b *Board) TypeMaxCV(id string) int { return b.sprites.info(id).maxCV }

// TypeLabel returns the short label printed on a unit type's block ("ARM", "BB").
func (b *Board) TypeLabel(id string) string { return b.sprites.info(id).label }

// newSprite starts drawing one block-sized sprite on the CPU, in pixel
// units with the block's top-left at (pad, pad); finish uploads it.
func (c *spriteCache) newSprite() (float64, float64) {
	n := c.block + 2*c.pad
	c.p.beginCPU(n, n, 1, 0, 0, float64(c.block))
	return float64(c.pad), float64(c.block)
}

// finish uploads the sprite drawn since newSprite into a new image.
func (c *spriteCache) finish() *ebiten.Image {
	b := c.p.own.Rect
	img := ebiten.NewImage(b.Dx(), b.Dy())
	c.p.endCPU(img)
	return img
}

// body draws a block's shadow, its darker side showing below and to the
// right, and its face with a little sheen and grain, as a wooden block in
// the side's colour looks from above.
func (c *spriteCache) body(side int, o, b float64) {
	p := &c.p
	r := 0.12 * b
	blockOutline(p, c.pal, side, o+0.07*b, o+0.1*b, b, r)
	p.fill(colInk, 0.35)
	col := c.pal.SideColor(side)
	blockOutline(p, c.pal, side, o+0.05*b, o+0.06*b, b, r)
	p.fill(mix(col, colInk, 0.45), 1)
	blockOutline(p, c.pal, side, o, o, b, r)
	p.fill(col, 1)
	p.roundRect(o+0.04*b, o+0.03*b, b-0.08*b, 0.42*b, r*0.8)
	p.fill(colPaper, 0.1)
	for k := range 3 {
		y := o + (0.28+0.24*float64(k))*b
		p.moveTo(o+0.08*b, y)
		p.quadTo(o+0.5*b, y+(0.05-0.05*float64(k))*b, o+0.92*b, y-0.02*b)
	}
	p.strokeWith(0.02*b, 0.6, colInk, 0.08, true)
}

// unit returns the sprite of u's block, face up or face down.
func (c *spriteCache) unit(u *sim.Unit, down bool) *ebiten.Image {
	k := spriteKey{typ: u.Type, side: u.Side, cv: u.CV, down: down}
	if down {
		k.typ, k.cv = "", 0 // a face-down block shows only its side
	}
	if img, ok := c.units[k]; ok {
		return img
	}
	o, b := c.newSprite()
	c.body(u.Side, o, b)
	if !down {
		c.face(u, o, b)
	}
	img := c.finish()
	c.units[k] = img
	return img
}

// blank returns a face-down block of a side, for the back of a stack.
func (c *spriteCache) blank(side int) *ebiten.Image {
	if img, ok := c.units[spriteKey{side: side, down: true}]; ok {
		return img
	}
	return c.unit(&sim.Unit{Side: side}, true)
}

// face prints a block's face: strength pips, the unit symbol and its label.
func (c *spriteCache) face(u *sim.Unit, o, b float64) {
	p := &c.p
	ti := c.info(u.Type)
	ink := c.pal.SideInk(u.Side)
	// Strength pips along the top edge, one a step (DESIGN D33): filled for
	// each step the block has, an open ring for each it has lost, so its
	// strength and its maximum read at a glance, as on a block's edge.
	pr := math.Max(1.5, 0.062*b)
	gap := math.Max(2.7*pr, 0.165*b)
	x0 := o + b/2 - gap*float64(ti.maxCV-1)/2
	for i := range ti.maxCV {
		p.circle(x0+gap*float64(i), o+0.13*b, pr)
		if i < u.CV {
			p.fill(ink, 1)
		} else {
			p.strokeWith(math.Max(0.8, 0.03*b), 0.8, ink, 0.9, false)
		}
	}
	cx, cy := o+b/2, o+0.49*b
	switch ti.class {
	case sim.ClassAir:
		airSymbol(p, u.Type, cx, cy, b, ink)
	case sim.ClassNaval:
		navalSymbol(p, u.Type, cx, cy+0.02*b, b, ink)
	default:
		groundSymbol(p, u.Type, cx, cy, b, ink)
	}
	if c.block >= 22 {
		face := assets.Face(assets.FontBold, math.Max(6, math.Round(0.2*b*2)/2))
		p.label(ti.label, face, cx, o+0.85*b, ink, ink, 0)
	}
}

// ring returns the selection outline drawn around a block.
func (c *spriteCache) ring() *ebiten.Image {
	if c.ringI != nil {
		return c.ringI
	}
	o, b := c.newSprite()
	d := 0.07 * b
	c.p.roundRect(o-d, o-d, b+2*d, b+2*d, 0.16*b)
	c.p.strokeKeep(0.14*b, 3, colInk, 0.6, false)
	c.p.strokeWith(0.08*b, 2, colGold, 1, false)
	c.ringI = c.finish()
	return c.ringI
}

// count returns the badge showing how many units a stack holds.
func (c *spriteCache) count(n int) *ebiten.Image {
	if img, ok := c.counts[n]; ok {
		return img
	}
	r := math.Max(6, 0.2*float64(c.block))
	size := int(2*r) + 4
	c.p.beginCPU(size, size, 1, 0, 0, 1)
	m := float64(size) / 2
	c.p.circle(m, m, r)
	c.p.strokeKeep(math.Max(1, 0.12*r), 1, colInk, 1, false)
	c.p.fill(colPaper, 1)
	face := assets.Face(assets.FontBold, math.Max(7, math.Round(r*1.2)))
	c.p.label(strconv.Itoa(n), face, m, m, colInk, colInk, 0)
	img := ebiten.NewImage(size, size)
	c.p.endCPU(img)
	c.counts[n] = img
	return img
}

// typeLabels are the short names printed on blocks; ships use the catalog's
// abbreviation when it has one.
var typeLabels = map[string]string{
	"auxiliaries": "AUX", "colonial_infantry": "COL", "infantry": "INF", "mountain_infantry": "MTN",
	"heavy_infantry": "H INF", "paratroopers": "PARA", "cavalry": "CAV", "marines": "MAR",
	"engineers": "ENG", "armored_car": "A CAR", "anti_tank_gun": "AT", "light_artillery": "L ART",
	"artillery": "ART", "heavy_artillery": "H ART", "supply_column": "SUP", "motorized_infantry": "MOT",
	"mechanized_infantry": "MECH", "light_armor": "L ARM", "armor": "ARM", "heavy_armor": "H ARM",
	"self_propelled_gun": "SPG", "aaa": "AAA", "transport_aircraft": "TPT", "airship": "ZEP",
	"fighter": "FTR", "torpedo_bomber": "TB", "dive_bomber": "DB", "light_bomber": "LB",
	"heavy_bomber": "HB", "auxiliary_cruiser": "AMC", "torpedo_boat_destroyer": "TBD",
	"destroyer": "DD", "coastal_submarine": "SSC", "submarine": "SS", "naval_transport": "AP",
	"troopship": "TRP", "cruiser": "CA", "fortification": "FORT", "fortress": "FRTS",
}

// typeLabel returns the label for a type id: the catalog's abbreviation,
// then the table, then the id's first letters.
func typeLabel(id, abbrev string) string {
	if abbrev != "" {
		return abbrev
	}
	if l, ok := typeLabels[id]; ok {
		return l
	}
	l := strings.ToUpper(strings.ReplaceAll(id, "_", ""))
	return l[:min(len(l), 4)]
}

// Blocks draws unit blocks at one fixed size for the interface (the rules
// reference's pictures), as the map draws them, cached by type and side.
type Blocks struct {
	c spriteCache
}

// NewBlocks returns the blocks of palette pal, size pixels a side.
func NewBlocks(pal Palette, size int) *Blocks {
	b := &Blocks{}
	b.c.pal = pal
	b.c.units = map[spriteKey]*ebiten.Image{}
	b.c.counts = map[int]*ebiten.Image{}
	b.c.block = size
	b.c.pad = max(2, int(math.Ceil(float64(size)*0.14)))
	return b
}

// Unit returns the picture of a full-strength block of type typ and side,
// face up; the picture has a margin for the block's shadow.
func (b *Blocks) Unit(typ string, side int) *ebiten.Image {
	return b.c.unit(&sim.Unit{Type: typ, Side: side, CV: b.c.info(typ).maxCV}, false)
}
