package assets

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
)

func TestEveryFontLoads(t *testing.T) {
	for _, f := range AllFonts() {
		src, err := LoadFaceSource(f)
		if err != nil {
			t.Fatalf("font %v: %v", f, err)
		}
		if src == nil {
			t.Fatalf("font %v: nil source", f)
		}
		if FaceSource(f) != src {
			t.Errorf("font %v: FaceSource parsed the font again instead of reusing it", f)
		}
		face := Face(f, 16)
		if w, _ := text.Measure("Hexstorm 1944", face, 0); w <= 0 {
			t.Errorf("font %v: text measures %v pixels wide, want > 0", f, w)
		}
	}
}

func TestFontsDiffer(t *testing.T) {
	// Mono advances every glyph equally; regular does not, so "iii" and "MMM" differ.
	narrow, _ := text.Measure("iii", Face(FontRegular, 20), 0)
	wide, _ := text.Measure("MMM", Face(FontRegular, 20), 0)
	if narrow >= wide {
		t.Errorf("regular: iii is %v wide, MMM %v; want iii narrower", narrow, wide)
	}
	narrow, _ = text.Measure("iii", Face(FontMono, 20), 0)
	wide, _ = text.Measure("MMM", Face(FontMono, 20), 0)
	if narrow != wide {
		t.Errorf("mono: iii is %v wide, MMM %v; want equal", narrow, wide)
	}
}

func TestFaceIsCachedPerFontAndSize(t *testing.T) {
	a := Face(FontBold, 18)
	if b := Face(FontBold, 18); a != b {
		t.Error("Face(FontBold, 18) returned two different faces")
	}
	if c := Face(FontBold, 24); c == a || c.Size != 24 {
		t.Errorf("Face(FontBold, 24) = size %v, same as 18: %v", c.Size, c == a)
	}
	if d := Face(FontRegular, 18); d == a {
		t.Error("Face(FontRegular, 18) shared the bold face")
	}
	if n := testing.AllocsPerRun(100, func() { Face(FontMono, 14) }); n != 0 {
		t.Errorf("Face allocates %v times per cached call, want 0", n)
	}
}

func TestUnknownFontIsAnError(t *testing.T) {
	if _, err := LoadFaceSource(fontCount); err == nil {
		t.Error("LoadFaceSource(fontCount) succeeded")
	}
	if _, err := LoadFaceSource(-1); err == nil {
		t.Error("LoadFaceSource(-1) succeeded")
	}
}
