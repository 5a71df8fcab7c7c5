package editor

import (
	"testing"

	"hexstorm/hexmap"
)

// TestCornerPath_RiverDraggedDownAColumnIsConnected: a drag straight down
// a column, walked corner to corner (the corner nearest the cursor on each
// hexside it passes), draws a run of hexsides meeting end to end with no
// stub left over (the play-test's drag left a comb of unconnected stubs).
func TestCornerPath_RiverDraggedDownAColumnIsConnected(t *testing.T) {
	// The cursor passes the south side of each hex of column 4, nearest
	// its eastern end.
	start := SideCorners(hexmap.SideOf(at(4, 1), hexmap.South))[1]
	at0 := start
	var river []hexmap.Hexside
	for row := 2; row <= 8; row++ {
		target := SideCorners(hexmap.SideOf(at(4, row), hexmap.South))[1]
		path := CornerPath(at0, target, 6)
		if len(path) == 0 || len(path) > 3 {
			t.Fatalf("row %d: %d sides from the last corner", row, len(path))
		}
		river = append(river, path...)
		at0 = target
	}
	// One chain: from the start corner each side leads on from where the
	// last ended, and no side is drawn twice.
	c, seen := start, map[hexmap.Hexside]bool{}
	for _, s := range river {
		ends := SideCorners(s)
		if ends[0] != c && ends[1] != c {
			t.Fatalf("%s does not continue the river from its last corner", s)
		}
		if seen[s] {
			t.Fatalf("%s drawn twice", s)
		}
		seen[s] = true
		c = other(s, c)
	}
	if c != at0 {
		t.Fatal("the river does not end where the drag did")
	}
	if p := CornerPath(start, start, 6); p != nil {
		t.Fatalf("a walk from a corner to itself: %v", p)
	}
	far := SideCorners(hexmap.SideOf(at(4, 30), hexmap.South))[0]
	if p := CornerPath(start, far, 6); p != nil {
		t.Fatalf("a corner far away was joined: %d sides", len(p))
	}
}

// TestSideCorners_EachCornerJoinsThreeSides checks the corner geometry:
// both ends of every side are corners of three distinct sides, the side
// among them.
func TestSideCorners_EachCornerJoinsThreeSides(t *testing.T) {
	for _, d := range hexmap.Directions {
		s := hexmap.SideOf(at(5, 5), d)
		ends := SideCorners(s)
		if ends[0] == ends[1] {
			t.Fatalf("%s has one corner", s)
		}
		for _, c := range ends {
			sides := c.sides()
			if sides[0] == sides[1] || sides[1] == sides[2] || sides[0] == sides[2] {
				t.Fatalf("corner %v: %v", c, sides)
			}
			if sides[0] != s && sides[1] != s && sides[2] != s {
				t.Fatalf("%s is not among the sides of its corner %v", s, c)
			}
		}
	}
}
