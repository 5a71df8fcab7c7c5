package play

import (
	"fmt"
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"hexstorm/hexmap"
	"hexstorm/render/widget"
	"hexstorm/session"
	"hexstorm/sim"
)

// overlays are the views the player toggles over the map: supply, the
// keyboard help and the event log.
type overlays struct {
	supply bool
	log    bool
	// logScroll is how many lines the log is scrolled back from its end.
	logScroll int
	// supplyOf is the side whose supply is shown; inSupply its supply by
	// map index, traced by the rules (State.SupplyMap) when the overlay is
	// turned on or the state changes, never every frame.
	supplyOf int
	inSupply []bool
	// pointAt is the hex a click on a log line brought into view, ringed
	// until the clock reaches pointUntil.
	pointAt    hexmap.Hex
	pointUntil float64
}

// Overlay colours.
var (
	colSupplied = color.RGBA{70, 200, 110, 255}
	colCut      = color.RGBA{140, 70, 210, 255}
)

// refreshSupply retraces supply for the side the game waits on, for the
// overlay and the tooltip.
func (s *Scene) refreshSupply() {
	st := s.state
	s.over.supplyOf = st.Actor()
	if s.over.supplyOf < 0 {
		s.over.inSupply = nil
		return
	}
	s.over.inSupply = st.SupplyMap(s.over.supplyOf)
}

// toggleSupply turns the supply overlay on or off.
func (s *Scene) toggleSupply() {
	s.over.supply = !s.over.supply
	if s.over.supply && s.over.supplyOf >= 0 {
		s.message("Supply of "+session.SideName(s.state, s.over.supplyOf)+": green is the reach of its supply lines; its units circled in purple are cut off. O hides it.", false, s.now())
	}
}

// drawOverlayHexes tints the map under the units: the supply overlay and
// the hexes where battles wait.
func (s *Scene) drawOverlayHexes(screen *ebiten.Image) {
	b := s.Board
	cam := &s.Cam
	st := s.state
	if s.over.supply && len(s.over.inSupply) == st.Map.Len() {
		// The reach of the side's supply, lightly; land beyond it keeps its
		// own colours, so an enemy's country is not washed over.
		for i, ok := range s.over.inSupply {
			if h := st.Map.HexAt(i); ok && st.Map.Terrain(h).IsLand() {
				b.FillHex(screen, cam, h, colSupplied, 0.22)
			}
		}
		// The side's own units outside that reach: these are the cut-off ones.
		for i := range st.Units {
			u := &st.Units[i]
			if u.Side != s.over.supplyOf || u.CarriedBy != 0 || s.Board.TypeClass(u.Type) != sim.ClassGround {
				continue
			}
			if j := st.Map.Index(u.Hex); j >= 0 && !s.over.inSupply[j] {
				b.FillHex(screen, cam, u.Hex, colCut, 0.4)
				b.OutlineHex(screen, cam, u.Hex, colCut, 1)
			}
		}
	}
	for i := range st.Battles {
		b.OutlineHex(screen, cam, st.Battles[i].Hex, colAttack, 1)
	}
}

// logRect is the event log's panel and how many lines it shows: as many as
// the window has room for.
func (s *Scene) logRect() (image.Rectangle, int) {
	rows := max(5, (s.height-widget.TopBarHeight-16-40-24)/18)
	r := image.Rect(s.width/2-380, widget.TopBarHeight+16, s.width/2+380, widget.TopBarHeight+16+40+rows*18)
	return r, rows
}

// scrollLog scrolls the event log by notches of the wheel (up is back in
// time), three lines a notch.
func (s *Scene) scrollLog(notches float64) {
	_, rows := s.logRect()
	most := max(0, len(s.hud.history.lines(s.viewer()))-rows)
	s.over.logScroll = max(0, min(most, s.over.logScroll+int(notches*3)))
}

// logLineAt returns the index in the log of the line under (x, y) that
// names a hex, or -1.
func (s *Scene) logLineAt(x, y int) int {
	if !s.over.log {
		return -1
	}
	lines := s.hud.history.lines(s.viewer())
	r, rows := s.logRect()
	end := len(lines) - min(s.over.logScroll, max(0, len(lines)-rows))
	first := max(0, end-rows)
	if x < r.Min.X || x >= r.Max.X || y < r.Min.Y+31 {
		return -1
	}
	i := first + (y-(r.Min.Y+31))/18
	if i >= end || !lines[i].HasHex {
		return -1
	}
	return i
}

// clickLog brings the hex of the log line under (x, y) into view, closes
// the log and rings the hex for a moment, reporting whether the click was
// the log's.
func (s *Scene) clickLog(x, y int) bool {
	if !s.over.log {
		return false
	}
	r, _ := s.logRect()
	if !image.Pt(x, y).In(r) {
		return false
	}
	if i := s.logLineAt(x, y); i >= 0 {
		s.over.log = false
		s.pointAt(s.hud.history.lines(s.viewer())[i].At)
	}
	return true
}

// pointAt centres the map on h and rings it for a moment: where a log or
// recap line the player clicked happened.
func (s *Scene) pointAt(h hexmap.Hex) {
	wx, wy := s.Board.Layout().Center(h)
	v := s.view()
	s.Cam.CenterOn(wx, wy, float64(v.Min.X), float64(v.Min.Y), float64(v.Dx()), float64(v.Dy()))
	s.over.pointAt, s.over.pointUntil = h, s.now()+2.5
}

// drawOverlays draws the event log over everything else.
func (s *Scene) drawOverlays(screen *ebiten.Image) {
	u := s.ui
	if s.over.log {
		lines := s.hud.history.lines(s.viewer())
		r, rows := s.logRect()
		end := len(lines) - min(s.over.logScroll, max(0, len(lines)-rows))
		first := max(0, end-rows)
		u.Panel(screen, r, 0.96)
		u.Text(screen, "Event log (C closes)", u.Bold, float64(r.Min.X+14), float64(r.Min.Y+18), text.AlignStart, text.AlignCenter, widget.ColAccent, 1)
		where := "the whole game"
		if len(lines) > rows {
			where = fmt.Sprintf("lines %d-%d of %d · the wheel scrolls", first+1, end, len(lines))
		}
		u.Text(screen, where, u.Small, float64(r.Max.X-14), float64(r.Min.Y+18), text.AlignEnd, text.AlignCenter, widget.ColMuted, 1)
		width := float64(r.Dx() - 28)
		hot := s.logLineAt(s.in.MouseX, s.in.MouseY)
		for i, line := range lines[first:end] {
			y := r.Min.Y + 40 + i*18
			col := widget.ColText
			if first+i == hot {
				u.FillRect(screen, image.Rect(r.Min.X+8, y-9, r.Max.X-8, y+9), widget.ColButtonHot, 0.9)
				col = widget.ColAccent
			}
			u.Text(screen, s.hud.logClip.Get(line.Text, u.Small, width), u.Small, float64(r.Min.X+14), float64(y), text.AlignStart, text.AlignCenter, col, 1)
		}
		u.Text(screen, "Click a line to see where it happened.", u.Small, float64(r.Min.X+r.Dx()/2), float64(r.Max.Y-10), text.AlignCenter, text.AlignCenter, widget.ColMuted, 1)
	}
}

// supplyStatus describes a hex's supply for the tooltip.
func (s *Scene) supplyStatus(i int) string {
	if i < 0 || i >= len(s.over.inSupply) {
		return ""
	}
	if s.over.inSupply[i] {
		return "In supply for " + session.SideName(s.state, s.over.supplyOf)
	}
	return "Out of supply for " + session.SideName(s.state, s.over.supplyOf)
}
