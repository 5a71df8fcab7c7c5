package hexmap

import (
	"encoding/json"
	"math"
	"slices"
	"testing"
)

// box returns every axial hex with both coordinates in [-n, n], negatives
// included so that the odd-q arithmetic on negative columns is exercised.
func box(n int) []Hex {
	var out []Hex
	for q := -n; q <= n; q++ {
		for r := -n; r <= n; r++ {
			out = append(out, Hex{q, r})
		}
	}
	return out
}

func TestDirections_NumberedClockwiseFromNorth_D12(t *testing.T) {
	// DESIGN D12: 1 north, then clockwise; on a flat-topped grid north is -r.
	tests := []struct {
		d     Direction
		num   int
		name  string
		delta Hex
	}{
		{North, 1, "N", Hex{0, -1}},
		{NorthEast, 2, "NE", Hex{1, -1}},
		{SouthEast, 3, "SE", Hex{1, 0}},
		{South, 4, "S", Hex{0, 1}},
		{SouthWest, 5, "SW", Hex{-1, 1}},
		{NorthWest, 6, "NW", Hex{-1, 0}},
	}
	for i, tc := range tests {
		if int(tc.d) != tc.num || Directions[i] != tc.d {
			t.Errorf("%s is %d at Directions[%d], want die number %d", tc.name, tc.d, i, tc.num)
		}
		if got := tc.d.String(); got != tc.name {
			t.Errorf("Direction(%d).String() = %q, want %q", tc.num, got, tc.name)
		}
		if got := (Hex{}).Neighbor(tc.d); got != tc.delta {
			t.Errorf("origin.Neighbor(%s) = %v, want axial %v", tc.name, got, tc.delta)
		}
		if got := tc.d.Clockwise(); got != tests[(i+1)%6].d {
			t.Errorf("%s.Clockwise() = %s, want %s", tc.name, got, tests[(i+1)%6].d)
		}
		if got := tc.d.Opposite(); got != tests[(i+3)%6].d {
			t.Errorf("%s.Opposite() = %s, want %s", tc.name, got, tests[(i+3)%6].d)
		}
		for _, text := range []string{tc.name, string(rune('0' + tc.num))} {
			if got, err := ParseDirection(text); err != nil || got != tc.d {
				t.Errorf("ParseDirection(%q) = %v, %v; want %s", text, got, err, tc.name)
			}
		}
	}
	for _, bad := range []string{"", "0", "7", "E", "north"} {
		if _, err := ParseDirection(bad); err == nil {
			t.Errorf("ParseDirection(%q) accepted", bad)
		}
	}
	if Direction(0).Valid() || Direction(7).Valid() {
		t.Error("directions 0 and 7 report valid")
	}
}

func TestOddQ_KnownConversions(t *testing.T) {
	// Hand-worked from Red Blob's axial_to_oddq: row = r + (q - (q&1)) / 2.
	tests := []struct {
		off Offset
		hex Hex
	}{
		{Offset{0, 0}, Hex{0, 0}},
		{Offset{1, 0}, Hex{1, 0}},
		{Offset{2, 0}, Hex{2, -1}},
		{Offset{3, 0}, Hex{3, -1}},
		{Offset{1, 1}, Hex{1, 1}},
		{Offset{5, 2}, Hex{5, 0}},
		{Offset{-1, 0}, Hex{-1, 1}},
		{Offset{-2, 0}, Hex{-2, 1}},
		{Offset{-2, -3}, Hex{-2, -2}},
		{Offset{-3, -1}, Hex{-3, 1}},
	}
	for _, tc := range tests {
		if got := tc.off.Hex(); got != tc.hex {
			t.Errorf("Offset%v.Hex() = %v, want axial %v", tc.off, got, tc.hex)
		}
		if got := tc.hex.Offset(); got != tc.off {
			t.Errorf("axial %v.Offset() = %v, want %v", tc.hex, got, tc.off)
		}
	}
}

func TestOddQ_RoundTripIncludingNegatives(t *testing.T) {
	for col := -9; col <= 9; col++ {
		for row := -9; row <= 9; row++ {
			o := Offset{col, row}
			if got := o.Hex().Offset(); got != o {
				t.Errorf("offset %v -> %v -> %v", o, o.Hex(), got)
			}
		}
	}
	for _, h := range box(9) {
		if got := h.Offset().Hex(); got != h {
			t.Errorf("axial %v -> %v -> %v", h, h.Offset(), got)
		}
	}
}

func TestOddQ_NeighborsByOffset_OddColumnsShovedDown(t *testing.T) {
	// Col 1 row 0 sits half a hex below col 0 row 0, so an even column's
	// side neighbours are in its own row and the row above, an odd column's
	// in its own row and the row below (Red Blob's oddq_direction_differences).
	tests := []struct {
		name string
		from Offset
		want [6]Offset // N, NE, SE, S, SW, NW
	}{
		{"even column", Offset{2, 2}, [6]Offset{{2, 1}, {3, 1}, {3, 2}, {2, 3}, {1, 2}, {1, 1}}},
		{"odd column", Offset{3, 2}, [6]Offset{{3, 1}, {4, 2}, {4, 3}, {3, 3}, {2, 3}, {2, 2}}},
		{"origin", Offset{0, 0}, [6]Offset{{0, -1}, {1, -1}, {1, 0}, {0, 1}, {-1, 0}, {-1, -1}}},
		{"col 1 row 0", Offset{1, 0}, [6]Offset{{1, -1}, {2, 0}, {2, 1}, {1, 1}, {0, 1}, {0, 0}}},
		{"negative odd column", Offset{-1, 0}, [6]Offset{{-1, -1}, {0, 0}, {0, 1}, {-1, 1}, {-2, 1}, {-2, 0}}},
		{"negative even column", Offset{-2, -3}, [6]Offset{{-2, -4}, {-1, -4}, {-1, -3}, {-2, -2}, {-3, -3}, {-3, -4}}},
	}
	for _, tc := range tests {
		for i, n := range tc.from.Hex().Neighbors() {
			if got := n.Offset(); got != tc.want[i] {
				t.Errorf("%s %v: neighbour %s = %v, want %v", tc.name, tc.from, Directions[i], got, tc.want[i])
			}
		}
	}
}

func TestDistance_KnownValues(t *testing.T) {
	tests := []struct {
		a, b Offset
		want int
	}{
		{Offset{0, 0}, Offset{0, 0}, 0},
		{Offset{0, 0}, Offset{1, 0}, 1},
		{Offset{0, 0}, Offset{2, 0}, 2},
		{Offset{0, 0}, Offset{3, 0}, 3},
		{Offset{0, 0}, Offset{0, 3}, 3},
		{Offset{0, 0}, Offset{4, 4}, 6},
		{Offset{1, 0}, Offset{0, 1}, 1},
		{Offset{-3, -1}, Offset{3, 1}, 6},
	}
	for _, tc := range tests {
		if got := Distance(tc.a.Hex(), tc.b.Hex()); got != tc.want {
			t.Errorf("Distance(%v, %v) = %d, want %d", tc.a, tc.b, got, tc.want)
		}
	}
}

func TestDistance_SymmetricAndTriangleInequality(t *testing.T) {
	hexes := box(3)
	for _, a := range hexes {
		for _, b := range hexes {
			ab := Distance(a, b)
			if ab != Distance(b, a) {
				t.Fatalf("Distance(%v,%v) = %d but Distance(%v,%v) = %d", a, b, ab, b, a, Distance(b, a))
			}
			if (ab == 0) != (a == b) {
				t.Fatalf("Distance(%v,%v) = %d", a, b, ab)
			}
			for _, c := range hexes {
				if ab > Distance(a, c)+Distance(c, b) {
					t.Fatalf("Distance(%v,%v)=%d exceeds the way through %v", a, b, ab, c)
				}
			}
		}
	}
}

func TestNeighbor_OppositeRoundTripAndDirectionTo(t *testing.T) {
	for _, h := range box(4) {
		seen := map[Hex]bool{}
		for _, d := range Directions {
			n := h.Neighbor(d)
			seen[n] = true
			if Distance(h, n) != 1 {
				t.Errorf("%v.Neighbor(%s) = %v at distance %d", h, d, n, Distance(h, n))
			}
			if back := n.Neighbor(d.Opposite()); back != h {
				t.Errorf("%v -%s-> %v -%s-> %v", h, d, n, d.Opposite(), back)
			}
			if got, ok := h.DirectionTo(n); !ok || got != d {
				t.Errorf("%v.DirectionTo(%v) = %s, %v; want %s", h, n, got, ok, d)
			}
		}
		if len(seen) != 6 {
			t.Errorf("%v has %d distinct neighbours", h, len(seen))
		}
		for _, far := range []Hex{h, h.Add(Hex{2, -1}), h.Add(Hex{0, 2})} {
			if d, ok := h.DirectionTo(far); ok {
				t.Errorf("%v.DirectionTo(%v) = %s for a hex that is not adjacent", h, far, d)
			}
		}
	}
}

func TestRing_SizeDistanceAndNoDuplicates(t *testing.T) {
	for _, center := range []Hex{{}, at(5, 3), at(-4, -7)} {
		for radius := 0; radius <= 7; radius++ {
			ring := Ring(center, radius)
			want := max(1, 6*radius)
			if len(ring) != want {
				t.Fatalf("Ring(%v, %d) has %d hexes, want %d", center, radius, len(ring), want)
			}
			seen := map[Hex]bool{}
			for i, h := range ring {
				if Distance(center, h) != radius {
					t.Errorf("Ring(%v, %d)[%d] = %v at distance %d", center, radius, i, h, Distance(center, h))
				}
				if seen[h] {
					t.Errorf("Ring(%v, %d) repeats %v", center, radius, h)
				}
				seen[h] = true
				if next := ring[(i+1)%len(ring)]; radius > 0 && Distance(h, next) != 1 {
					t.Errorf("Ring(%v, %d) jumps from %v to %v", center, radius, h, next)
				}
			}
		}
	}
}

func TestRing_RadiusOneOrderStartsSouthWest(t *testing.T) {
	c := at(4, 4)
	var want []Hex
	for _, d := range []Direction{SouthWest, NorthWest, North, NorthEast, SouthEast, South} {
		want = append(want, c.Neighbor(d))
	}
	if got := Ring(c, 1); !slices.Equal(got, want) {
		t.Errorf("Ring(%v, 1) = %v, want %v", c, got, want)
	}
}

func TestSpiral_IsEveryHexWithinRadiusInnerRingsFirst(t *testing.T) {
	center := at(-3, 2)
	for radius := 0; radius <= 6; radius++ {
		sp := Spiral(center, radius)
		if want := 1 + 3*radius*(radius+1); len(sp) != want {
			t.Fatalf("Spiral(%v, %d) has %d hexes, want %d", center, radius, len(sp), want)
		}
		if sp[0] != center {
			t.Errorf("Spiral(%v, %d) starts at %v", center, radius, sp[0])
		}
		seen := map[Hex]bool{}
		for i, h := range sp {
			if seen[h] {
				t.Errorf("Spiral(%v, %d) repeats %v", center, radius, h)
			}
			seen[h] = true
			if i > 0 && Distance(center, h) < Distance(center, sp[i-1]) {
				t.Errorf("Spiral(%v, %d): %v comes after the outer %v", center, radius, h, sp[i-1])
			}
		}
		for _, d := range box(radius) {
			if h := center.Add(d); (Distance(center, h) <= radius) != seen[h] {
				t.Errorf("Spiral(%v, %d) membership of %v wrong", center, radius, h)
			}
		}
	}
}

func TestLine_KnownLines(t *testing.T) {
	// Hand-computed with Red Blob's cube lerp and nudge (1, 2, -3)e: the
	// midpoint of (0,0)-(2,-1) is (1, -0.5, -0.5); the nudge leaves r further
	// from its rounding, so r is rebuilt and the line goes through (1,0).
	tests := []struct {
		name string
		a, b Hex
		want []Hex
	}{
		{"single hex", Hex{2, 3}, Hex{2, 3}, []Hex{{2, 3}}},
		{"neighbours", Hex{0, 0}, Hex{0, -1}, []Hex{{0, 0}, {0, -1}}},
		{"straight south-east", Hex{0, 0}, Hex{3, 0}, []Hex{{0, 0}, {1, 0}, {2, 0}, {3, 0}}},
		{"straight north", Hex{1, 2}, Hex{1, -1}, []Hex{{1, 2}, {1, 1}, {1, 0}, {1, -1}}},
		{"along an edge, nudged", Hex{0, 0}, Hex{2, -1}, []Hex{{0, 0}, {1, 0}, {2, -1}}},
		{"along an edge westward, nudged", Hex{0, 0}, Hex{-2, 1}, []Hex{{0, 0}, {-1, 1}, {-2, 1}}},
		{"shallow", Hex{0, 0}, Hex{4, -1}, []Hex{{0, 0}, {1, 0}, {2, 0}, {3, -1}, {4, -1}}},
	}
	for _, tc := range tests {
		if got := Line(tc.a, tc.b); !slices.Equal(got, tc.want) {
			t.Errorf("%s: Line(%v, %v) = %v, want %v", tc.name, tc.a, tc.b, got, tc.want)
		}
	}
}

func TestLine_EndpointsLengthAndContiguity(t *testing.T) {
	hexes := box(4)
	for _, a := range hexes {
		for _, b := range hexes {
			line := Line(a, b)
			n := Distance(a, b)
			if len(line) != n+1 {
				t.Fatalf("Line(%v, %v) has %d hexes, want %d", a, b, len(line), n+1)
			}
			if line[0] != a || line[n] != b {
				t.Fatalf("Line(%v, %v) runs %v..%v", a, b, line[0], line[n])
			}
			for i := 1; i <= n; i++ {
				if Distance(line[i-1], line[i]) != 1 {
					t.Fatalf("Line(%v, %v) jumps from %v to %v", a, b, line[i-1], line[i])
				}
			}
			if back := Line(b, a); len(back) != len(line) {
				t.Fatalf("Line(%v, %v) has %d hexes but reversed %d", a, b, len(line), len(back))
			}
		}
	}
}

// floatLine is Red Blob's floating-point line, used here only as an oracle
// for the integer Line; the package itself never uses floats.
func floatLine(a, b Hex) []Hex {
	n := Distance(a, b)
	const e = 1e-6
	aq, ar, as := float64(a.Q)+e, float64(a.R)+2*e, float64(a.S())-3*e
	bq, br, bs := float64(b.Q)+e, float64(b.R)+2*e, float64(b.S())-3*e
	var out []Hex
	for i := 0; i <= n; i++ {
		t := 0.0
		if n > 0 {
			t = float64(i) / float64(n)
		}
		q, r, s := aq+(bq-aq)*t, ar+(br-ar)*t, as+(bs-as)*t
		rq, rr, rs := math.Round(q), math.Round(r), math.Round(s)
		dq, dr, ds := math.Abs(rq-q), math.Abs(rr-r), math.Abs(rs-s)
		switch {
		case dq > dr && dq > ds:
			rq = -rr - rs
		case dr > ds:
			rr = -rq - rs
		}
		out = append(out, Hex{int(rq), int(rr)})
	}
	return out
}

func TestLine_MatchesRedBlobFloatLerp(t *testing.T) {
	hexes := box(5)
	for _, a := range hexes {
		for _, b := range hexes {
			if got, want := Line(a, b), floatLine(a, b); !slices.Equal(got, want) {
				t.Fatalf("Line(%v, %v) = %v, Red Blob's float line gives %v", a, b, got, want)
			}
		}
	}
}

func TestHexside_CanonicalFormSameFromBothSides(t *testing.T) {
	for _, h := range box(3) {
		for _, d := range Directions {
			s := SideOf(h, d)
			if other := SideOf(h.Neighbor(d), d.Opposite()); other != s {
				t.Errorf("SideOf(%v,%s) = %v but from the other side %v", h, d, s, other)
			}
			if s.Dir != North && s.Dir != NorthEast && s.Dir != SouthEast {
				t.Errorf("SideOf(%v,%s) has non-canonical direction %s", h, d, s.Dir)
			}
			a, b := s.Hexes()
			if !(a == h && b == h.Neighbor(d)) && !(b == h && a == h.Neighbor(d)) {
				t.Errorf("SideOf(%v,%s).Hexes() = %v, %v", h, d, a, b)
			}
		}
	}
}

func TestText_OffsetHexAndHexsideRoundTrip(t *testing.T) {
	tests := []struct {
		text string
		want Hexside
		out  string
	}{
		{"2,1/S", SideOf(at(2, 1), South), "2,2/N"},
		{"2,2/N", Hexside{at(2, 2), North}, "2,2/N"},
		{" 3 , 0 / ne", Hexside{at(3, 0), NorthEast}, "3,0/NE"},
		{"0,0/5", Hexside{at(-1, 0), NorthEast}, "-1,0/NE"},
	}
	for _, tc := range tests {
		got, err := ParseHexside(tc.text)
		if err != nil || got != tc.want {
			t.Errorf("ParseHexside(%q) = %v, %v; want %v", tc.text, got, err, tc.want)
		}
		if got.String() != tc.out {
			t.Errorf("ParseHexside(%q).String() = %q, want %q", tc.text, got.String(), tc.out)
		}
	}
	for _, bad := range []string{"", "1,2", "1/N", "a,b/N", "1,2/X"} {
		if _, err := ParseHexside(bad); err == nil {
			t.Errorf("ParseHexside(%q) accepted", bad)
		}
	}

	type doc struct {
		At   Hex          `json:"at"`
		Side Hexside      `json:"side"`
		Keys map[Hex]bool `json:"keys"`
	}
	in := doc{At: at(-3, 7), Side: SideOf(at(4, 4), SouthWest), Keys: map[Hex]bool{at(1, 2): true}}
	b, err := json.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"at":"-3,7","side":"3,4/NE","keys":{"1,2":true}}`; string(b) != want {
		t.Errorf("json = %s, want %s", b, want)
	}
	var out doc
	if err := json.Unmarshal(b, &out); err != nil || out.At != in.At || out.Side != in.Side || !out.Keys[at(1, 2)] {
		t.Errorf("json round trip gave %+v, %v", out, err)
	}
}
