package play

import (
	"fmt"
	"image"
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"hexstorm/render/widget"
	"hexstorm/session"
	"hexstorm/sim"
)

// Battle view geometry.
const (
	battleW      = 660
	battleRowH   = 30
	battleDie    = 26
	battleLogRow = 16
	battleLogN   = 6
)

// battleRect returns where the battle view is drawn: centred, above its
// orders panel; empty when no battle is open.
func (s *Scene) battleRect() image.Rectangle {
	v := s.battle
	if v == nil {
		return image.Rectangle{}
	}
	rows := 0
	var n [2]int
	for _, u := range v.units {
		if u.side == v.attacker {
			n[0]++
		} else {
			n[1]++
		}
	}
	rows = max(n[0], n[1], 1)
	h := 44 + rows*battleRowH + 16 + 6 + battleLogN*battleLogRow + 12 + battleOddsH
	if v.factoryDice() {
		h += battleDie + 14
	}
	bottom := s.hud.battle.rect.Min.Y - 8
	if s.hud.battle.rect.Empty() {
		bottom = s.height - 16
	}
	top := max(widget.TopBarHeight+8, bottom-h)
	w := min(battleW, s.width-40)
	return image.Rect((s.width-w)/2, top, (s.width+w)/2, bottom)
}

// drawBattle draws the open battle: the two sides' blocks with their
// strength as the animation has reached it, the dice of the current step
// (gold when they hit), and the battle's latest log lines.
func (s *Scene) drawBattle(dst *ebiten.Image) {
	v := s.battle
	if v == nil {
		return
	}
	u := s.ui
	st := s.state
	r := s.battleRect()
	u.Panel(dst, r, 1)
	x0, x1 := float64(r.Min.X+16), float64(r.Min.X+r.Dx()/2+8)
	y := float64(r.Min.Y + 20)
	head := "Battle"
	if v.round > 0 {
		head = roundLabels[min(v.round, len(roundLabels)-1)]
		if v.step != "" {
			head += " · " + v.step + " fire"
		}
	}
	u.Text(dst, head, u.Bold, float64(r.Min.X+r.Dx()/2), y, text.AlignCenter, text.AlignCenter, widget.ColAccent, 1)
	y += 20
	if line := s.battleOdds(); line != "" {
		u.Text(dst, line, u.Small, float64(r.Min.X+r.Dx()/2), y, text.AlignCenter, text.AlignCenter, widget.ColText, 0.9)
	}
	y += battleOddsH
	attacks, defends := v.columnHeads(st)
	u.Text(dst, attacks, u.Small, x0, y-4, text.AlignStart, text.AlignCenter, widget.ColMuted, 1)
	u.Text(dst, defends, u.Small, x1, y-4, text.AlignStart, text.AlignCenter, widget.ColMuted, 1)
	var row [2]int
	for i := range v.units {
		b := &v.units[i]
		col := 1
		x := x1
		if b.side == v.attacker {
			col, x = 0, x0
		}
		ry := y + 10 + float64(row[col])*battleRowH
		row[col]++
		s.drawBattleUnit(dst, b, x, ry)
	}
	// Each block's dice of the step, one per step it has (DESIGN D33),
	// sit side by side at the end of its row.
	half := float64(r.Dx() / 2)
	row = [2]int{}
	for i := range v.units {
		b := &v.units[i]
		col, x := 1, x1
		if b.side == v.attacker {
			col, x = 0, x0
		}
		ry := y + 10 + float64(row[col])*battleRowH
		row[col]++
		n := 0
		for _, d := range v.dice {
			if d.unit == b.id {
				n++
			}
		}
		dx := x + half - 28 - float64(n)*(battleDie+3)
		if rating := b.rating(v.dice); rating > 0 {
			// The number its dice must not exceed, before them.
			u.Text(dst, fmt.Sprintf("hits on ≤%d", rating), u.Small, dx-6, ry, text.AlignEnd, text.AlignCenter, widget.ColMuted, 1)
		}
		for _, d := range v.dice {
			if d.unit == b.id {
				s.drawDie(dst, d, dx, ry-battleDie/2+1)
				dx += battleDie + 3
			}
		}
	}
	y += 10 + float64(max(row[0], row[1], 1))*battleRowH + 8
	// Dice of factories, which have no row: the attacker's from the left,
	// the defender's from the middle.
	var dx [2]float64
	for _, d := range v.dice {
		if d.unit != 0 {
			continue
		}
		col := 1
		if d.side == v.attacker {
			col = 0
		}
		x := x0 + dx[col]
		if col == 1 {
			x = x1 + dx[col]
		}
		if x+battleDie > float64(r.Min.X+r.Dx()/2)-4 && col == 0 || x+battleDie > float64(r.Max.X-8) {
			continue
		}
		dx[col] += battleDie + 4
		s.drawDie(dst, d, x, y)
	}
	if v.factoryDice() {
		y += battleDie + 14
	}
	y += 6
	n := min(len(v.log), battleLogN)
	for i := range n {
		line := v.log[len(v.log)-n+i]
		a := 0.5 + 0.5*float32(i+1)/float32(n)
		u.Text(dst, line, u.Small, x0, y+float64(i)*battleLogRow, text.AlignStart, text.AlignCenter, widget.ColText, a)
	}
}

// battleOddsH is the height of the odds line under the battle's heading.
const battleOddsH = 24

// rating returns the number b's dice of the step must not exceed to hit,
// 0 when it threw none.
func (b *battleUnit) rating(dice []die) int {
	for _, d := range dice {
		if d.unit == b.id && d.rating > 0 {
			return d.rating
		}
	}
	return 0
}

// factoryDice reports whether the step shows dice thrown by factories,
// which have no unit row to sit on.
func (v *battleView) factoryDice() bool {
	for _, d := range v.dice {
		if d.unit == 0 {
			return true
		}
	}
	return false
}

// drawDie draws one die with its top-left corner at (x, y): gold when it
// hit, grey when it missed.
func (s *Scene) drawDie(dst *ebiten.Image, d die, x, y float64) {
	u := s.ui
	box := image.Rect(int(x), int(y), int(x)+battleDie, int(y)+battleDie)
	hit := d.rating > 0 && d.face <= d.rating
	c := widget.ColMuted
	if hit {
		u.Box(dst, box, widget.StyleButtonHot, 1)
		c = widget.ColAccent
	} else {
		u.Box(dst, box, widget.StyleButton, 1)
	}
	u.Text(dst, faceLabels[min(d.face, len(faceLabels)-1)], u.Bold, x+battleDie/2, y+battleDie/2, text.AlignCenter, text.AlignCenter, c, 1)
}

// drawBattleUnit draws one block's row: a swatch of its side, its name and
// its strength pips, one a step (DESIGN D33): gold for the steps it has,
// red for those it lost in this battle, dark for those it lacked before;
// the name red while hit, dim once gone.
func (s *Scene) drawBattleUnit(dst *ebiten.Image, b *battleUnit, x, y float64) {
	u := s.ui
	a := float32(1)
	if b.gone || b.left {
		a = 0.4
	}
	s.hud.swatch(dst, x, y, b.side)
	c := widget.ColText
	if b.flash > 0 && (b.flash/4)%2 == 0 {
		c = colHit
	}
	// Before the dice roll, the other side's blocks are still face down
	// (DESIGN D9: the battle reveals them once it is fought).
	if s.battle.round == 0 && b.side != s.viewer() && s.viewer() >= 0 && !s.state.Options.OpenBlocks {
		u.Text(dst, classLabels[s.Board.TypeClass(b.typ)], u.Small, x+18, y, text.AlignStart, text.AlignCenter, c, a)
		return
	}
	name := s.Board.TypeName(b.typ)
	u.Text(dst, name, u.Small, x+18, y, text.AlignStart, text.AlignCenter, c, a)
	px := x + 18 + u.TextWidth(name, u.Small) + 8
	for i := range b.maxCV {
		pip := image.Rect(int(px)+i*10, int(y)-4, int(px)+i*10+7, int(y)+3)
		switch {
		case i < b.cv:
			u.FillRect(dst, pip, widget.ColAccent, a)
		case i < b.startCV:
			u.FillRect(dst, pip, colHit, a)
		default:
			u.FillRect(dst, pip, widget.ColPanelEdge, a)
		}
	}
	if b.gone {
		u.Text(dst, "eliminated", u.Small, px+float64(b.maxCV)*10+6, y, text.AlignStart, text.AlignCenter, colHit, 0.8)
	} else if b.left {
		u.Text(dst, "left the battle", u.Small, px+float64(b.maxCV)*10+6, y, text.AlignStart, text.AlignCenter, widget.ColMuted, 0.8)
	}
}

// Combat colours: a hit, and hexes a move or strike would attack.
var (
	colHit    = color.RGBA{236, 84, 62, 255}
	colAttack = color.RGBA{226, 58, 48, 255}
	// colPassOnly marks hexes a unit can pass but not stop in.
	colPassOnly = color.RGBA{200, 200, 200, 255}
)

// Labels built once so that drawing makes no strings.
var (
	roundLabels = []string{"Battle", "Round 1", "Round 2", "Round 3", "Round 4"}
	classLabels = map[sim.TargetClass]string{sim.ClassGround: "ground block", sim.ClassAir: "air block", sim.ClassNaval: "naval block"}
	faceLabels  = []string{"0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12"}
)

// columnHeads are the heads of the battle view's two columns ("Allies
// attack", "Axis defends"), each verb agreeing with its side's name.
func (v *battleView) columnHeads(st *sim.State) (attacks, defends string) {
	return session.SideDoes(st, v.attacker, "attacks"), session.SideDoes(st, v.defender, "defends")
}
