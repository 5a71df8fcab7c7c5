package board

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"hexstorm/hexmap"
	"hexstorm/render/camera"
)

// tileSize is the side of one cached map tile in screen pixels.
const tileSize = 512

// tile is one square of the map drawn at the current zoom: everything that
// changes only when the map, the zoom or the pieces change (terrain,
// features, control, factories, airfields, labels). Units, the storm and
// highlights are drawn over the tiles every frame.
type tile struct {
	img    *ebiten.Image
	tx, ty int
	gen    uint64 // the cache generation it was drawn for; stale if older
	used   uint64 // the frame it was last drawn on screen, for eviction
}

// tileCache keeps the tiles around the view. A new generation (zoom or
// pieces changed) makes every tile stale; stale tiles are redrawn lazily
// when they come into view, reusing their images.
type tileCache struct {
	tiles []*tile
	gen   uint64
	zoom  float64
	frame uint64
}

// tileRenderer draws one tile. It is kept in the Board so that its hex list
// and painter reuse their memory from tile to tile.
type tileRenderer struct {
	b      *Board
	p      painter
	hexes  []hexmap.Hex
	sizePx float64
	// x0..y1 is the tile's world rectangle grown by a margin, for pieces.
	x0, y0, x1, y1 float64
}

// lookup returns the tile at (tx, ty) drawn for the current generation,
// drawing it first if needed.
func (b *Board) lookup(tx, ty int) *tile {
	c := &b.tiles
	var victim *tile
	for _, t := range c.tiles {
		if t.tx == tx && t.ty == ty && t.gen == c.gen {
			t.used = c.frame
			return t
		}
	}
	for _, t := range c.tiles {
		if t.used == c.frame {
			continue // on screen this frame
		}
		if victim == nil || t.gen < victim.gen || (t.gen == victim.gen && t.used < victim.used) {
			victim = t
		}
	}
	if victim == nil {
		victim = &tile{img: ebiten.NewImage(tileSize, tileSize)}
		c.tiles = append(c.tiles, victim)
	}
	victim.tx, victim.ty, victim.gen, victim.used = tx, ty, c.gen, c.frame
	b.renderTile(victim)
	return victim
}

// drawTiles draws the cached map layer for the camera.
func (b *Board) drawTiles(dst *ebiten.Image, cam *camera.Camera) {
	c := &b.tiles
	if cam.Zoom != c.zoom {
		c.zoom = cam.Zoom
		c.gen++
	}
	c.frame++
	ox, oy := cam.Origin()
	bounds := dst.Bounds()
	mw, mh := b.worldW*cam.Zoom, b.worldH*cam.Zoom
	// The tiles the screen shows, clipped to the map.
	tx0 := int(math.Floor(math.Max(-ox, 0) / tileSize))
	ty0 := int(math.Floor(math.Max(-oy, 0) / tileSize))
	tx1 := int(math.Floor(math.Min(float64(bounds.Dx())-ox, mw-1) / tileSize))
	ty1 := int(math.Floor(math.Min(float64(bounds.Dy())-oy, mh-1) / tileSize))
	for ty := ty0; ty <= ty1; ty++ {
		for tx := tx0; tx <= tx1; tx++ {
			t := b.lookup(tx, ty)
			b.tileOp.GeoM.Reset()
			b.tileOp.GeoM.Translate(float64(tx*tileSize)+ox, float64(ty*tileSize)+oy)
			dst.DrawImage(t.img, &b.tileOp)
		}
	}
}

// renderTile draws the map layer of one tile at the current zoom.
func (b *Board) renderTile(t *tile) {
	b.paintTile(t.tx, t.ty, b.tiles.zoom)
	b.render.p.endCPU(t.img)
}

// paintTile rasterises tile (tx, ty) at zoom on the CPU, leaving its labels
// queued for the upload.
func (b *Board) paintTile(tx, ty int, zoom float64) {
	r := &b.render
	s := b.layout.Size
	r.sizePx = s * zoom
	r.p.beginCPU(tileSize, tileSize, zoom, -float64(tx*tileSize), -float64(ty*tileSize), s)
	wx0, wy0 := float64(tx*tileSize)/zoom, float64(ty*tileSize)/zoom
	wx1, wy1 := wx0+tileSize/zoom, wy0+tileSize/zoom
	// Labels and markers reach past their hex; a two-hex margin catches them.
	margin := 2.5 * s
	r.x0, r.y0, r.x1, r.y1 = wx0-margin, wy0-margin, wx1+margin, wy1+margin
	m := b.state.Map
	c0, r0, c1, r1 := b.layout.OffsetRange(wx0-s, wy0-s, wx1+s, wy1+s, m.Width(), m.Height())
	r.hexes = r.hexes[:0]
	for col := c0; col <= c1; col++ {
		for row := r0; row <= r1; row++ {
			r.hexes = append(r.hexes, hexmap.Offset{Col: col, Row: row}.Hex())
		}
	}
	r.fillBase()
	r.textures()
	r.control()
	r.grid()
	r.roads()
	r.canals()
	r.rivers()
	r.bridges()
	r.settlements()
	r.ports()
	r.airfields()
	r.mulberries()
	r.factories()
	r.destruction()
	// Labels come from every hex within the wider margin, since names are wide.
	c0, r0, c1, r1 = b.layout.OffsetRange(r.x0, r.y0, r.x1, r.y1, m.Width(), m.Height())
	r.hexes = r.hexes[:0]
	for col := c0; col <= c1; col++ {
		for row := r0; row <= r1; row++ {
			r.hexes = append(r.hexes, hexmap.Offset{Col: col, Row: row}.Hex())
		}
	}
	r.objectives()
	r.labels()
}
