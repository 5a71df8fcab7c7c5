package render

import (
	"image"
	"image/color"
	"math"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"hexstorm/assets"
	"hexstorm/render/board"
)

// The interface's colours: dark panels over the map, warm light text and a
// gold accent that matches the map's objective stars.
var (
	colBackground = color.RGBA{20, 24, 30, 255}
	colPanel      = color.RGBA{26, 30, 38, 255}
	colPanelEdge  = color.RGBA{70, 76, 88, 255}
	colText       = color.RGBA{236, 232, 218, 255}
	colMuted      = color.RGBA{160, 160, 150, 255}
	colAccent     = color.RGBA{232, 186, 46, 255}
	colButton     = color.RGBA{46, 52, 64, 255}
	colButtonHot  = color.RGBA{70, 80, 98, 255}
	colError      = color.RGBA{170, 40, 36, 255}
	colOK         = color.RGBA{40, 96, 60, 255}
	colReach      = color.RGBA{255, 226, 90, 255}
	colReachStop  = color.RGBA{240, 132, 40, 255}
	colHover      = color.RGBA{255, 255, 255, 255}
	colPath       = color.RGBA{255, 214, 64, 255}
	colShadow     = color.RGBA{0, 0, 0, 255}
)

// ui holds the faces and the reusable drawing state of the interface.
type ui struct {
	title, heading, body, bold, small, mono *text.GoTextFace
	textOp2                                 ebiten.DrawImageOptions
	texts                                   map[textKey]textImage
	white                                   *ebiten.Image
	rectOp                                  ebiten.DrawImageOptions
	boxes                                   map[boxKey]*ebiten.Image
}

// boxStyle is the look of a box: a panel, a button, a message.
type boxStyle int

const (
	stylePanel boxStyle = iota
	styleButton
	styleButtonHot
	styleError
	styleMessage
	styleItem
	styleSwatch
)

type boxKey struct {
	w, h  int
	style boxStyle
	side  int
}

// maxBoxes bounds the box cache: panels that change size (tooltips,
// messages) would otherwise add an image for every size they take.
const maxBoxes = 96

// box draws a rounded box of the given style over r at opacity a, from a
// cached image of that size and style.
func (u *ui) box(dst *ebiten.Image, r image.Rectangle, style boxStyle, a float32) {
	u.boxColored(dst, r, style, 0, a)
}

// boxColored is box with a colour index for styles that take one (swatches).
func (u *ui) boxColored(dst *ebiten.Image, r image.Rectangle, style boxStyle, side int, a float32) {
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
		img = newBox(k)
		u.boxes[k] = img
	}
	u.rectOp.GeoM.Reset()
	u.rectOp.GeoM.Translate(float64(r.Min.X), float64(r.Min.Y))
	u.rectOp.ColorScale.Reset()
	u.rectOp.ColorScale.ScaleAlpha(a)
	dst.DrawImage(img, &u.rectOp)
}

// newBox rasterises one box image.
func newBox(k boxKey) *ebiten.Image {
	switch k.style {
	case styleButton:
		return board.BoxImage(k.w, k.h, 6, 1, colButton, colPanelEdge)
	case styleButtonHot:
		return board.BoxImage(k.w, k.h, 6, 2, colButtonHot, colAccent)
	case styleError:
		return board.BoxImage(k.w, k.h, 8, 1, colError, colPanelEdge)
	case styleMessage:
		return board.BoxImage(k.w, k.h, 8, 1, colPanel, colPanelEdge)
	case styleItem:
		return board.BoxImage(k.w, k.h, 6, 0, colButton, colButton)
	case styleSwatch:
		return board.BoxImage(k.w, k.h, 2, 1, board.SideColor(k.side), colText)
	}
	return board.BoxImage(k.w, k.h, 8, 1, colPanel, colPanelEdge)
}

func newUI() *ui {
	return &ui{
		title:   assets.Face(assets.FontBold, 64),
		heading: assets.Face(assets.FontBold, 22),
		body:    assets.Face(assets.FontRegular, 16),
		bold:    assets.Face(assets.FontBold, 16),
		small:   assets.Face(assets.FontRegular, 13),
		mono:    assets.Face(assets.FontMono, 13),
	}
}

// colorScale paints white as c at opacity a, without allocating.
func colorScale(c color.RGBA, a float32) ebiten.ColorScale {
	var s ebiten.ColorScale
	s.Scale(float32(c.R)/255*a, float32(c.G)/255*a, float32(c.B)/255*a, a)
	return s
}

// fillRect fills r with c at opacity a, stretching a one-pixel image so
// that a flat rectangle costs one quad.
func (u *ui) fillRect(dst *ebiten.Image, r image.Rectangle, c color.RGBA, a float32) {
	if u.white == nil {
		u.white = ebiten.NewImage(1, 1)
		u.white.Fill(color.White)
	}
	u.rectOp.GeoM.Reset()
	u.rectOp.GeoM.Scale(float64(r.Dx()), float64(r.Dy()))
	u.rectOp.GeoM.Translate(float64(r.Min.X), float64(r.Min.Y))
	u.rectOp.ColorScale = colorScale(c, a)
	dst.DrawImage(u.white, &u.rectOp)
}

// panel draws a translucent rounded panel with an edge.
func (u *ui) panel(dst *ebiten.Image, r image.Rectangle, alpha float32) {
	u.box(dst, r, stylePanel, alpha)
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
func (u *ui) textImg(s string, face *text.GoTextFace) textImage {
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
	w, h := text.Measure(s, face, lineHeight(face))
	t := textImage{w: w, h: h}
	if w > 0 && h > 0 {
		t.img = ebiten.NewImage(int(math.Ceil(w))+2, int(math.Ceil(h))+2)
		var op text.DrawOptions
		op.GeoM.Translate(1, 1)
		op.LineSpacing = lineHeight(face)
		text.Draw(t.img, s, face, &op)
	}
	u.texts[k] = t
	return t
}

// textWidth returns the width of s in face.
func (u *ui) textWidth(s string, face *text.GoTextFace) float64 { return u.textImg(s, face).w }

// text draws s with its start, centre or end at x depending on h, and its
// top, middle or bottom at y depending on v, in colour c at opacity a.
func (u *ui) text(dst *ebiten.Image, s string, face *text.GoTextFace, x, y float64, h, v text.Align, c color.RGBA, a float32) {
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
	u.textOp2.ColorScale = colorScale(c, a)
	dst.DrawImage(t.img, &u.textOp2)
}

// button is a clickable labelled rectangle.
type button struct {
	rect  image.Rectangle
	label string
}

// hit reports whether the point (x, y) is on the button.
func (b *button) hit(x, y int) bool { return image.Pt(x, y).In(b.rect) }

// drawButton draws b, lit when hot (hovered or focused by keyboard).
func (u *ui) drawButton(dst *ebiten.Image, b *button, face *text.GoTextFace, hot bool) {
	if hot {
		u.box(dst, b.rect, styleButtonHot, 1)
	} else {
		u.box(dst, b.rect, styleButton, 0.95)
	}
	c := b.rect.Min.Add(b.rect.Max).Div(2)
	u.text(dst, b.label, face, float64(c.X), float64(c.Y), text.AlignCenter, text.AlignCenter, colText, 1)
}

// clipCache remembers lines cut to a width, so a line drawn every frame is
// measured and cut once, not every frame.
type clipCache struct {
	face  *text.GoTextFace
	lines map[clipKey]string
}

// clipKey is a line and the width it is cut to.
type clipKey struct {
	s     string
	width float64
}

// get returns s clipped to width in face (clipText).
func (c *clipCache) get(s string, face *text.GoTextFace, width float64) string {
	if c.lines == nil || c.face != face || len(c.lines) > 4096 {
		c.face, c.lines = face, map[clipKey]string{}
	}
	k := clipKey{s, width}
	if v, ok := c.lines[k]; ok {
		return v
	}
	v := clipText(s, face, width)
	c.lines[k] = v
	return v
}

// clipText shortens s with an ellipsis so that it fits in width, cutting at
// a rune; text that fits is returned as it is.
func clipText(s string, face *text.GoTextFace, width float64) string {
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

// wrap breaks s into lines no wider than width in face, at spaces.
func wrap(s string, face *text.GoTextFace, width float64) []string {
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

// lineHeight returns the distance between baselines for face.
func lineHeight(face *text.GoTextFace) float64 { return face.Size * 1.35 }

// drawCheckbox draws a checkbox 18 pixels square, its left edge at x and
// centred on y: an empty box, or a filled one when on.
func drawCheckbox(dst *ebiten.Image, u *ui, x, y int, on bool) {
	r := image.Rect(x, y-9, x+18, y+9)
	u.fillRect(dst, r, colPanelEdge, 1)
	u.fillRect(dst, r.Inset(2), colPanel, 1)
	if on {
		u.fillRect(dst, r.Inset(4), colAccent, 1)
	}
}
