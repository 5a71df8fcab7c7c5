package board

import (
	"cmp"
	"math"
	"slices"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"hexstorm/assets"
	"hexstorm/hexmap"
)

// Names of places are set below their hex; where that would run into a
// name set before it (cities before towns, larger before smaller, as on a
// printed map), above the hex; where both would, the smaller place goes
// unnamed at this zoom. The placement is worked out for the whole map once
// per zoom, so the tiles, drawn one by one, agree on it.

// labelSpot is where a named hex's name goes: the vertical offset of its
// centre from the hex centre, in hex sizes; 0 for no name.
type labelSpot float64

// Spots a name may take.
const (
	spotBelow labelSpot = 0.68
	spotAbove labelSpot = -0.68
)

// labelPlan is the placement of every name at one zoom.
type labelPlan struct {
	zoom float64
	at   map[hexmap.Hex]labelSpot
}

// labelFace returns the face a place's name is set in at a hex size of
// sizePx pixels, and false for a place not named at that size.
func labelFace(t hexmap.Terrain, s, zoom float64) (*text.GoTextFace, bool) {
	size := func(f assets.FontID, world, minPx float64) *text.GoTextFace {
		return assets.Face(f, math.Max(minPx, math.Round(world*zoom*2)/2))
	}
	switch {
	case t == hexmap.City:
		return size(assets.FontBold, 0.29*s, 11), true
	case s*zoom < 24:
		return nil, false
	case t == hexmap.Town:
		return size(assets.FontRegular, 0.25*s, 10), true
	}
	return size(assets.FontRegular, 0.22*s, 9), true
}

// labelSpot returns where the name of h goes at zoom.
func (b *Board) labelSpot(h hexmap.Hex, zoom float64) labelSpot {
	if b.labels.zoom != zoom || b.labels.at == nil {
		b.planLabels(zoom)
	}
	return b.labels.at[h]
}

// planLabels places every name of the map at zoom.
func (b *Board) planLabels(zoom float64) {
	m := b.state.Map
	s := b.layout.Size
	type named struct {
		h    hexmap.Hex
		rank int
		face *text.GoTextFace
	}
	var names []named
	for i := range m.Len() {
		h := m.HexAt(i)
		c := m.Cell(h)
		if c.Name == "" {
			continue
		}
		face, ok := labelFace(c.Terrain, s, zoom)
		if !ok {
			continue
		}
		rank := c.Size
		if c.Terrain == hexmap.City {
			rank += 100
		}
		names = append(names, named{h, rank, face})
	}
	slices.SortStableFunc(names, func(a, c named) int { return cmp.Compare(c.rank, a.rank) })
	type box struct{ x0, y0, x1, y1 float64 }
	var placed []box
	overlaps := func(r box) bool {
		return slices.ContainsFunc(placed, func(o box) bool {
			return r.x0 < o.x1 && o.x0 < r.x1 && r.y0 < o.y1 && o.y0 < r.y1
		})
	}
	b.labels = labelPlan{zoom: zoom, at: make(map[hexmap.Hex]labelSpot, len(names))}
	for _, n := range names {
		cx, cy := b.layout.Center(n.h)
		w := text.Advance(m.Cell(n.h).Name, n.face) / zoom
		hgt := n.face.Size / zoom
		for _, spot := range []labelSpot{spotBelow, spotAbove} {
			y := cy + float64(spot)*s
			r := box{cx - w/2, y - hgt/2, cx + w/2, y + hgt/2}
			if !overlaps(r) {
				placed = append(placed, r)
				b.labels.at[n.h] = spot
				break
			}
		}
	}
}
