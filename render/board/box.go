package board

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

// BoxImage returns a w x h image of a rounded rectangle filled with fill
// and edged with edge (edgeWidth pixels, 0 for none), rasterised once on
// the CPU. Interface panels and buttons are drawn from such images, so a
// frame of the interface costs a few quads rather than path fills.
func BoxImage(w, h int, radius, edgeWidth float64, fill, edge color.RGBA) *ebiten.Image {
	var p painter
	p.beginCPU(w, h, 1, 0, 0, 1)
	inset := edgeWidth / 2
	p.roundRect(inset, inset, float64(w)-2*inset, float64(h)-2*inset, radius)
	if edgeWidth > 0 {
		p.strokeKeep(edgeWidth, 0, edge, 1, true)
		// Fill inside the edge only, so a translucent box keeps a crisp edge.
		p.clear()
		p.roundRect(edgeWidth, edgeWidth, float64(w)-2*edgeWidth, float64(h)-2*edgeWidth, max(0, radius-edgeWidth))
	}
	p.fill(fill, 1)
	img := ebiten.NewImage(w, h)
	p.endCPU(img)
	return img
}
