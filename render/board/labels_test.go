package board

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"hexstorm/scenarios"
)

// TestLabels_NamesNeverCollide: on every built-in map, at several zooms, no
// two names are set over each other, and Southampton and Portsmouth, next
// to each other on Channel Storm, are both named (the play-test read
// "Southamptc Portsmouth").
func TestLabels_NamesNeverCollide(t *testing.T) {
	for _, info := range scenarios.Builtins() {
		sc, err := scenarios.Builtin(info.ID)
		if err != nil {
			t.Fatal(err)
		}
		st, _, err := sc.NewGame(1)
		if err != nil {
			t.Fatal(err)
		}
		b := New(st, PaletteStandard)
		m := st.Map
		for _, px := range []float64{16, 20, 25, 30, 50, 80} {
			zoom := px / b.layout.Size
			b.planLabels(zoom)
			type box struct{ x0, y0, x1, y1 float64 }
			var boxes []box
			names := map[string]bool{}
			for h, spot := range b.labels.at {
				if spot == 0 {
					continue
				}
				c := m.Cell(h)
				face, _ := labelFace(c.Terrain, b.layout.Size, zoom)
				w, hgt := text.Advance(c.Name, face)/zoom, face.Size/zoom
				cx, cy := b.layout.Center(h)
				y := cy + float64(spot)*b.layout.Size
				r := box{cx - w/2, y - hgt/2, cx + w/2, y + hgt/2}
				for _, o := range boxes {
					if r.x0 < o.x1 && o.x0 < r.x1 && r.y0 < o.y1 && o.y0 < r.y1 {
						t.Fatalf("%s at %.0f px a hex: %q is set over another name", info.ID, px, c.Name)
					}
				}
				boxes = append(boxes, r)
				names[c.Name] = true
			}
			if info.ID == "channel" && px >= 50 && (!names["Southampton"] || !names["Portsmouth"]) {
				t.Errorf("at %.0f px a hex, Southampton named %v, Portsmouth %v", px, names["Southampton"], names["Portsmouth"])
			}
		}
	}
}
