package assets

import (
	"bytes"
	"fmt"
	"sync"

	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/goregular"
)

// FontID names one of the embedded typefaces.
type FontID int

const (
	// FontRegular is Go Regular, the face for body text and labels.
	FontRegular FontID = iota
	// FontBold is Go Bold, the face for titles and emphasis.
	FontBold
	// FontMono is Go Mono, the face for numbers that must line up (tables, logs).
	FontMono
	fontCount
)

// AllFonts returns every FontID in declaration order.
func AllFonts() []FontID {
	return []FontID{FontRegular, FontBold, FontMono}
}

// String returns the typeface's name.
func (f FontID) String() string {
	switch f {
	case FontRegular:
		return "regular"
	case FontBold:
		return "bold"
	case FontMono:
		return "mono"
	}
	return fmt.Sprintf("FontID(%d)", int(f))
}

func (f FontID) ttf() []byte {
	switch f {
	case FontRegular:
		return goregular.TTF
	case FontBold:
		return gobold.TTF
	case FontMono:
		return gomono.TTF
	}
	return nil
}

// The parsed sources and the face cache are memos of immutable data: the
// same id and size always yield an equivalent face, so sharing them across
// the process cannot change behaviour, only save work.
var (
	sourceOnce [fontCount]sync.Once
	sources    [fontCount]*text.GoTextFaceSource
	sourceErrs [fontCount]error

	facesMu sync.Mutex
	faces   = map[faceKey]*text.GoTextFace{}
)

type faceKey struct {
	font FontID
	size float64
}

// LoadFaceSource parses the typeface f, once per process, and reports a parse failure.
func LoadFaceSource(f FontID) (*text.GoTextFaceSource, error) {
	if f < 0 || f >= fontCount {
		return nil, fmt.Errorf("assets: unknown font %v", f)
	}
	sourceOnce[f].Do(func() {
		sources[f], sourceErrs[f] = text.NewGoTextFaceSource(bytes.NewReader(f.ttf()))
	})
	return sources[f], sourceErrs[f]
}

// FaceSource returns the parsed typeface f and panics if f is unknown, since
// the fonts are compiled in and a failure is a programming error.
func FaceSource(f FontID) *text.GoTextFaceSource {
	s, err := LoadFaceSource(f)
	if err != nil {
		panic(err)
	}
	return s
}

// Face returns a shared face of typeface f at size pixels; callers must not
// modify it. Faces are cached so drawing text every frame allocates nothing.
// Like FaceSource, it panics if f is unknown.
func Face(f FontID, size float64) *text.GoTextFace {
	key := faceKey{font: f, size: size}
	facesMu.Lock()
	defer facesMu.Unlock()
	if face, ok := faces[key]; ok {
		return face
	}
	face := &text.GoTextFace{Source: FaceSource(f), Size: size}
	faces[key] = face
	return face
}
