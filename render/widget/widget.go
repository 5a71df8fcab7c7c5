// Package widget is the window's interface kit: the theme's colours, the
// fonts, cached boxes and text, buttons, text fitting (clipping, wrapping)
// and the checkbox. It knows no scene and no game.
package widget

import (
	"image"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"hexstorm/assets"
	"hexstorm/render/board"
	"hexstorm/scenarios"
)

// The interface's colours: dark panels over the map, warm light text and a
// gold accent that matches the map's objective stars.
var (
	ColBackground = color.RGBA{20, 24, 30, 255}
	ColPanel      = color.RGBA{26, 30, 38, 255}
	ColPanelEdge  = color.RGBA{70, 76, 88, 255}
	ColText       = color.RGBA{236, 232, 218, 255}
	ColMuted      = color.RGBA{160, 160, 150, 255}
	ColAccent     = color.RGBA{232, 186, 46, 255}
	ColButton     = color.RGBA{46, 52, 64, 255}
	ColButtonHot  = color.RGBA{70, 80, 98, 255}
	ColError      = color.RGBA{170, 40, 36, 255}
	ColOK         = color.RGBA{40, 96, 60, 255}
	ColReach      = color.RGBA{255, 226, 90, 255}
	ColReachStop  = color.RGBA{240, 132, 40, 255}
	ColHover      = color.RGBA{255, 255, 255, 255}
	ColPath       = color.RGBA{255, 214, 64, 255}
	ColShadow     = color.RGBA{0, 0, 0, 255}
)

// UI holds the faces and the reusable drawing state of the interface.
type UI struct {
	// Title, Heading, Body, Bold, Small and Mono are the interface's faces.
	Title, Heading, Body, Bold, Small, Mono *text.GoTextFace
	textOp2                                 ebiten.DrawImageOptions
	texts                                   map[textKey]textImage
	white                                   *ebiten.Image
	rectOp                                  ebiten.DrawImageOptions
	boxes                                   map[boxKey]*ebiten.Image
	// Palette is the sides' colours, as the settings chose; after a change
	// call DropBoxes, since the side swatches follow it.
	Palette board.Palette
}

// TopBarHeight is the height of the bar across the top of the map, the
// editor and the rules reference.
const TopBarHeight = 44

// Style is the look of a box: a panel, a button, a message.
type Style int

const (
	StylePanel Style = iota
	StyleButton
	StyleButtonHot
	StyleError
	StyleMessage
	StyleItem
	StyleSwatch
)

type boxKey struct {
	w, h  int
	style Style
	side  int
}

// maxBoxes bounds the box cache: panels that change size (tooltips,
// messages) would otherwise add an image for every size they take.
const maxBoxes = 96

// Box draws a rounded box of the given style over r at opacity a, from a
// cached image of that size and style.
func (u *UI) Box(dst *ebiten.Image, r image.Rectangle, style Style, a float32) {
	u.BoxColored(dst, r, style, 0, a)
}

// BoxColored is box with a colour index for styles that take one (swatches).
func (u *UI) BoxColored(dst *ebiten.Image, r image.Rectangle, style Style, side int, a float32) {
	if r.Empty() {
		return
	}
	k := boxKey{r.Dx(), r.Dy(), style, side}
	img, ok := u.boxes[k]
	if !ok {
		if u.boxes == nil || len(u.boxes) >= maxBoxes {
			for _, old := range u.boxes {
				old.Deallocate()
			}
			u.boxes = map[boxKey]*ebiten.Image{}
		}
		img = u.newBox(k)
		u.boxes[k] = img
	}
	u.rectOp.GeoM.Reset()
	u.rectOp.GeoM.Translate(float64(r.Min.X), float64(r.Min.Y))
	u.rectOp.ColorScale.Reset()
	u.rectOp.ColorScale.ScaleAlpha(a)
	dst.DrawImage(img, &u.rectOp)
}

// newBox rasterises one box image.
func (u *UI) newBox(k boxKey) *ebiten.Image {
	switch k.style {
	case StyleButton:
		return board.BoxImage(k.w, k.h, 6, 1, ColButton, ColPanelEdge)
	case StyleButtonHot:
		return board.BoxImage(k.w, k.h, 6, 2, ColButtonHot, ColAccent)
	case StyleError:
		return board.BoxImage(k.w, k.h, 8, 1, ColError, ColPanelEdge)
	case StyleMessage:
		return board.BoxImage(k.w, k.h, 8, 1, ColPanel, ColPanelEdge)
	case StyleItem:
		return board.BoxImage(k.w, k.h, 6, 0, ColButton, ColButton)
	case StyleSwatch:
		return board.BoxImage(k.w, k.h, 2, 1, u.Palette.SideColor(k.side), ColText)
	}
	return board.BoxImage(k.w, k.h, 8, 1, ColPanel, ColPanelEdge)
}

// New loads the interface's faces.
func New() *UI {
	return &UI{
		Title:   assets.Face(assets.FontBold, 64),
		Heading: assets.Face(assets.FontBold, 22),
		Body:    assets.Face(assets.FontRegular, 16),
		Bold:    assets.Face(assets.FontBold, 16),
		Small:   assets.Face(assets.FontRegular, 13),
		Mono:    assets.Face(assets.FontMono, 13),
	}
}

// ColorScale paints white as c at opacity a, without allocating.
func ColorScale(c color.RGBA, a float32) ebiten.ColorScale {
	var s ebiten.ColorScale
	s.Scale(float32(c.R)/255*a, float32(c.G)/255*a, float32(c.B)/255*a, a)
	return s
}

// FillRect fills r with c at opacity a, stretching a one-pixel image so
// that a flat rectangle costs one quad.
func (u *UI) FillRect(dst *ebiten.Image, r image.Rectangle, c color.RGBA, a float32) {
	if u.white == nil {
		u.white = ebiten.NewImage(1, 1)
		u.white.Fill(color.White)
	}
	u.rectOp.GeoM.Reset()
	u.rectOp.GeoM.Scale(float64(r.Dx()), float64(r.Dy()))
	u.rectOp.GeoM.Translate(float64(r.Min.X), float64(r.Min.Y))
	u.rectOp.ColorScale = ColorScale(c, a)
	dst.DrawImage(u.white, &u.rectOp)
}

// Panel draws a translucent rounded panel with an edge.
func (u *UI) Panel(dst *ebiten.Image, r image.Rectangle, alpha float32) {
	u.Box(dst, r, StylePanel, alpha)
}

// textKey names one rendered string.
type textKey struct {
	s    string
	face *text.GoTextFace
}

// textImage is a string rendered once in white, tinted when drawn.
type textImage struct {
	img  *ebiten.Image
	w, h float64
}

// maxTexts bounds the text cache; past it the cache starts afresh.
const maxTexts = 512

// textImg returns the cached rendering of s in face. Interface text is
// drawn from these images, so a steady frame shapes no text and allocates
// nothing for it.
func (u *UI) textImg(s string, face *text.GoTextFace) textImage {
	k := textKey{s, face}
	if t, ok := u.texts[k]; ok {
		return t
	}
	if u.texts == nil || len(u.texts) >= maxTexts {
		for _, t := range u.texts {
			if t.img != nil {
				t.img.Deallocate()
			}
		}
		u.texts = map[textKey]textImage{}
	}
	w, h := text.Measure(s, face, LineHeight(face))
	t := textImage{w: w, h: h}
	if w > 0 && h > 0 {
		t.img = ebiten.NewImage(int(math.Ceil(w))+2, int(math.Ceil(h))+2)
		var op text.DrawOptions
		op.GeoM.Translate(1, 1)
		op.LineSpacing = LineHeight(face)
		text.Draw(t.img, s, face, &op)
	}
	u.texts[k] = t
	return t
}

// TextWidth returns the width of s in face.
func (u *UI) TextWidth(s string, face *text.GoTextFace) float64 { return u.textImg(s, face).w }

// Text draws s with its start, centre or end at x depending on h, and its
// top, middle or bottom at y depending on v, in colour c at opacity a.
func (u *UI) Text(dst *ebiten.Image, s string, face *text.GoTextFace, x, y float64, h, v text.Align, c color.RGBA, a float32) {
	t := u.textImg(s, face)
	if t.img == nil {
		return
	}
	switch h {
	case text.AlignCenter:
		x -= t.w / 2
	case text.AlignEnd:
		x -= t.w
	}
	switch v {
	case text.AlignCenter:
		y -= t.h / 2
	case text.AlignEnd:
		y -= t.h
	}
	u.textOp2.GeoM.Reset()
	u.textOp2.GeoM.Translate(math.Round(x-1), math.Round(y-1))
	u.textOp2.ColorScale = ColorScale(c, a)
	dst.DrawImage(t.img, &u.textOp2)
}

// Button is a clickable labelled rectangle.
type Button struct {
	Rect  image.Rectangle
	Label string
}

// Hit reports whether the point (x, y) is on the button.
func (b *Button) Hit(x, y int) bool { return image.Pt(x, y).In(b.Rect) }

// DrawButton draws b, lit when hot (hovered or focused by keyboard).
func (u *UI) DrawButton(dst *ebiten.Image, b *Button, face *text.GoTextFace, hot bool) {
	if hot {
		u.Box(dst, b.Rect, StyleButtonHot, 1)
	} else {
		u.Box(dst, b.Rect, StyleButton, 0.95)
	}
	c := b.Rect.Min.Add(b.Rect.Max).Div(2)
	u.Text(dst, b.Label, face, float64(c.X), float64(c.Y), text.AlignCenter, text.AlignCenter, ColText, 1)
}

// ClipCache remembers lines cut to a width, so a line drawn every frame is
// measured and cut once, not every frame.
type ClipCache struct {
	face  *text.GoTextFace
	lines map[clipKey]string
}

// clipKey is a line and the width it is cut to.
type clipKey struct {
	s     string
	width float64
}

// Get returns s clipped to width in face (ClipText).
func (c *ClipCache) Get(s string, face *text.GoTextFace, width float64) string {
	if c.lines == nil || c.face != face || len(c.lines) > 4096 {
		c.face, c.lines = face, map[clipKey]string{}
	}
	k := clipKey{s, width}
	if v, ok := c.lines[k]; ok {
		return v
	}
	v := ClipText(s, face, width)
	c.lines[k] = v
	return v
}

// ClipText shortens s with an ellipsis so that it fits in width, cutting at
// a rune; text that fits is returned as it is.
func ClipText(s string, face *text.GoTextFace, width float64) string {
	if text.Advance(s, face) <= width {
		return s
	}
	r := []rune(s)
	lo, hi := 0, len(r) // the longest prefix that fits with the ellipsis
	for lo < hi {
		mid := (lo + hi + 1) / 2
		if text.Advance(string(r[:mid])+"…", face) <= width {
			lo = mid
		} else {
			hi = mid - 1
		}
	}
	return strings.TrimRight(string(r[:lo]), " ,;:·") + "…"
}

// Wrap breaks s into lines no wider than width in face, at spaces.
func Wrap(s string, face *text.GoTextFace, width float64) []string {
	var lines []string
	for _, para := range strings.Split(s, "\n") {
		line := ""
		for _, w := range strings.Fields(para) {
			try := w
			if line != "" {
				try = line + " " + w
			}
			if line != "" && text.Advance(try, face) > width {
				lines = append(lines, line)
				line = w
			} else {
				line = try
			}
		}
		lines = append(lines, line)
	}
	return lines
}

// LineHeight returns the distance between baselines for face.
func LineHeight(face *text.GoTextFace) float64 { return face.Size * 1.35 }

// DrawCheckbox draws a checkbox 18 pixels square, its left edge at x and
// centred on y: an empty box, or a filled one when on.
func DrawCheckbox(dst *ebiten.Image, u *UI, x, y int, on bool) {
	r := image.Rect(x, y-9, x+18, y+9)
	u.FillRect(dst, r, ColPanelEdge, 1)
	u.FillRect(dst, r.Inset(2), ColPanel, 1)
	if on {
		u.FillRect(dst, r.Inset(4), ColAccent, 1)
	}
}

// Dress puts the sides of the game about to be shown in their colours
// (scenarios.SideColours: a side's own, else its nation's), in the palette
// the settings chose, for the board and the swatches alike.
func (u *UI) Dress(sides []scenarios.SideDef) {
	u.Palette = u.Palette.Dressed(scenarios.SideColours(sides))
	u.DropBoxes()
}

// DropBoxes forgets the cached boxes, whose side swatches follow the palette.
func (u *UI) DropBoxes() {
	for _, img := range u.boxes {
		img.Deallocate()
	}
	u.boxes = nil
}

// Capitalize upper-cases the first letter of s.
func Capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
