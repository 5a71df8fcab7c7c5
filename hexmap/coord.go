// Package hexmap holds the hex geometry and the map model of the game.
//
// Geometry follows Red Blob Games' "Hexagonal Grids": every algorithm works
// in axial/cube coordinates, and offset coordinates (flat-topped, odd-q: odd
// columns shoved down half a hex) are used only for storage and display.
// The package is pure and integer-only so that the rules built on it are
// deterministic on every machine.
package hexmap

import (
	"fmt"
	"strconv"
	"strings"
)

// Hex is a hex in axial coordinates; the third cube coordinate is S().
type Hex struct {
	Q int
	R int
}

// Offset is a hex in flat-topped odd-q offset coordinates (column, row),
// the form used for storage, files and display.
type Offset struct {
	Col int `json:"col"`
	Row int `json:"row"`
}

// Direction is one of the six neighbour directions of a flat-topped hex,
// numbered 1..6 clockwise from north as DESIGN D12 and the storm's die use.
type Direction uint8

// The six directions, clockwise from north (DESIGN D12).
const (
	North Direction = 1 + iota
	NorthEast
	SouthEast
	South
	SouthWest
	NorthWest
)

// Directions lists the six directions in die order.
var Directions = [6]Direction{North, NorthEast, SouthEast, South, SouthWest, NorthWest}

// axialDelta is the axial step for each direction of a flat-topped grid.
var axialDelta = [7]Hex{{}, {0, -1}, {1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}}

var directionNames = [7]string{"?", "N", "NE", "SE", "S", "SW", "NW"}

// Valid reports whether d is one of the six directions.
func (d Direction) Valid() bool { return d >= North && d <= NorthWest }

// String returns the compass name of the direction ("N", "NE", ...).
func (d Direction) String() string {
	if !d.Valid() {
		return fmt.Sprintf("Direction(%d)", uint8(d))
	}
	return directionNames[d]
}

// Opposite returns the direction pointing the other way.
func (d Direction) Opposite() Direction { return (d+2)%6 + 1 }

// Clockwise returns the direction one step clockwise (N -> NE, NW -> N).
func (d Direction) Clockwise() Direction { return d%6 + 1 }

// bit returns the direction's bit in a 6-bit hexside mask.
func (d Direction) bit() uint8 { return 1 << (d - 1) }

// S returns the third cube coordinate, -Q-R.
func (h Hex) S() int { return -h.Q - h.R }

// Add returns the sum of two hexes taken as vectors.
func (h Hex) Add(o Hex) Hex { return Hex{h.Q + o.Q, h.R + o.R} }

// Sub returns h minus o taken as vectors.
func (h Hex) Sub(o Hex) Hex { return Hex{h.Q - o.Q, h.R - o.R} }

// Scale returns h multiplied by k taken as a vector.
func (h Hex) Scale(k int) Hex { return Hex{h.Q * k, h.R * k} }

// Neighbor returns the adjacent hex in direction d.
func (h Hex) Neighbor(d Direction) Hex { return h.Add(axialDelta[d]) }

// Neighbors returns the six adjacent hexes in direction order.
func (h Hex) Neighbors() [6]Hex {
	var out [6]Hex
	for i, d := range Directions {
		out[i] = h.Neighbor(d)
	}
	return out
}

// DirectionTo returns the direction from h to an adjacent hex o, or false if
// o is not adjacent.
func (h Hex) DirectionTo(o Hex) (Direction, bool) {
	delta := o.Sub(h)
	for _, d := range Directions {
		if axialDelta[d] == delta {
			return d, true
		}
	}
	return 0, false
}

// Distance returns the number of hex steps between a and b.
func Distance(a, b Hex) int {
	d := a.Sub(b)
	return (abs(d.Q) + abs(d.R) + abs(d.S())) / 2
}

// Offset converts an axial hex to odd-q offset coordinates.
func (h Hex) Offset() Offset {
	return Offset{Col: h.Q, Row: h.R + (h.Q-(h.Q&1))/2}
}

// Hex converts odd-q offset coordinates to an axial hex.
func (o Offset) Hex() Hex {
	return Hex{Q: o.Col, R: o.Row - (o.Col-(o.Col&1))/2}
}

// String formats the offset as "col,row", the form used in files and messages.
func (o Offset) String() string { return fmt.Sprintf("%d,%d", o.Col, o.Row) }

// String formats the hex by its offset coordinates, "col,row", so that every
// message a player reads names hexes the way the map labels them.
func (h Hex) String() string { return h.Offset().String() }

// Ring returns the hexes at exactly radius steps from center, starting at the
// hex radius steps to the south-west (as Red Blob's ring walk does) and going
// clockwise. Radius 0 gives the center alone.
func Ring(center Hex, radius int) []Hex {
	if radius <= 0 {
		return []Hex{center}
	}
	out := make([]Hex, 0, 6*radius)
	h := center.Add(axialDelta[SouthWest].Scale(radius))
	// Walking N, NE, SE, S, SW, NW from the south-west corner visits the ring once.
	for _, d := range Directions {
		for range radius {
			out = append(out, h)
			h = h.Neighbor(d)
		}
	}
	return out
}

// Spiral returns center followed by every ring out to radius, inner rings first.
func Spiral(center Hex, radius int) []Hex {
	out := []Hex{center}
	for r := 1; r <= radius; r++ {
		out = append(out, Ring(center, r)...)
	}
	return out
}

// Line returns the hexes on the straight line from a to b, both included, as
// Red Blob's cube linear interpolation does, computed in integers. The small
// nudge Red Blob adds to a (so that lines along hex edges fall consistently to
// one side) is kept, scaled to an integer fraction.
func Line(a, b Hex) []Hex {
	n := Distance(a, b)
	if n == 0 {
		return []Hex{a}
	}
	// Cube coordinates scaled by m = n*unit, with a nudge of (1, 2, -3)/unit
	// hex; unit is large enough that the nudge never decides anything but ties.
	const unit = 1 << 20
	m := int64(n) * unit
	ax, ay, az := int64(a.Q)*m+1, int64(a.R)*m+2, int64(a.S())*m-3
	dx, dy, dz := int64(b.Q-a.Q)*unit, int64(b.R-a.R)*unit, int64(b.S()-a.S())*unit
	out := make([]Hex, 0, n+1)
	for i := int64(0); i <= int64(n); i++ {
		out = append(out, cubeRound(ax+dx*i, ay+dy*i, az+dz*i, m))
	}
	return out
}

// cubeRound rounds the cube point (x, y, z)/m to the nearest hex, fixing the
// coordinate that moved most so that q+r+s stays 0.
func cubeRound(x, y, z, m int64) Hex {
	rx, ry, rz := roundDiv(x, m), roundDiv(y, m), roundDiv(z, m)
	ex, ey, ez := abs64(rx*m-x), abs64(ry*m-y), abs64(rz*m-z)
	switch {
	case ex > ey && ex > ez:
		rx = -ry - rz
	case ey > ez:
		ry = -rx - rz
	}
	return Hex{Q: int(rx), R: int(ry)}
}

// roundDiv returns x/m rounded to the nearest integer, halves away from zero.
func roundDiv(x, m int64) int64 {
	if x >= 0 {
		return (2*x + m) / (2 * m)
	}
	return -((-2*x + m) / (2 * m))
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

func abs64(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

// Hexside names the edge between two adjacent hexes. Its canonical form has
// Dir in N, NE or SE, so that the two hexes of an edge name it the same way.
type Hexside struct {
	Hex Hex
	Dir Direction
}

// SideOf returns the canonical hexside of h in direction d.
func SideOf(h Hex, d Direction) Hexside {
	if d >= South {
		return Hexside{Hex: h.Neighbor(d), Dir: d.Opposite()}
	}
	return Hexside{Hex: h, Dir: d}
}

// Hexes returns the two hexes the side lies between.
func (s Hexside) Hexes() (Hex, Hex) { return s.Hex, s.Hex.Neighbor(s.Dir) }

// String formats the side as "col,row/DIR".
func (s Hexside) String() string { return s.Hex.String() + "/" + s.Dir.String() }

// MarshalText encodes the hex by its offset, "col,row", so that files, command
// scripts and printed states name hexes the way the map labels them.
func (h Hex) MarshalText() ([]byte, error) { return []byte(h.String()), nil }

// UnmarshalText decodes a hex written as "col,row" offset coordinates.
func (h *Hex) UnmarshalText(b []byte) error {
	o, err := ParseOffset(string(b))
	if err != nil {
		return err
	}
	*h = o.Hex()
	return nil
}

// ParseOffset parses "col,row" (spaces allowed around the numbers).
func ParseOffset(s string) (Offset, error) {
	var o Offset
	c, r, ok := strings.Cut(s, ",")
	if !ok {
		return o, fmt.Errorf("hex %q is not of the form col,row", s)
	}
	col, err1 := strconv.Atoi(strings.TrimSpace(c))
	row, err2 := strconv.Atoi(strings.TrimSpace(r))
	if err1 != nil || err2 != nil {
		return o, fmt.Errorf("hex %q is not of the form col,row", s)
	}
	return Offset{Col: col, Row: row}, nil
}

// MarshalText encodes the side as "col,row/DIR".
func (s Hexside) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// UnmarshalText decodes "col,row/DIR" into the canonical hexside.
func (s *Hexside) UnmarshalText(b []byte) error {
	v, err := ParseHexside(string(b))
	if err != nil {
		return err
	}
	*s = v
	return nil
}

// ParseHexside parses "col,row/DIR" (DIR one of N, NE, SE, S, SW, NW) and
// returns the canonical hexside.
func ParseHexside(s string) (Hexside, error) {
	hs, ds, ok := strings.Cut(s, "/")
	if !ok {
		return Hexside{}, fmt.Errorf("hexside %q is not of the form col,row/DIR", s)
	}
	o, err := ParseOffset(hs)
	if err != nil {
		return Hexside{}, err
	}
	d, err := ParseDirection(strings.TrimSpace(ds))
	if err != nil {
		return Hexside{}, err
	}
	return SideOf(o.Hex(), d), nil
}

// ParseDirection parses a compass name (N, NE, SE, S, SW, NW) or a die number 1..6.
func ParseDirection(s string) (Direction, error) {
	for d := North; d <= NorthWest; d++ {
		if strings.EqualFold(s, directionNames[d]) || s == strconv.Itoa(int(d)) {
			return d, nil
		}
	}
	return 0, fmt.Errorf("unknown direction %q (want N, NE, SE, S, SW or NW)", s)
}
