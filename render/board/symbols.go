package board

import (
	"image/color"
	"math"
)

// groundSymbol prints a NATO-style symbol for a ground unit in a frame
// centred on (cx, cy): a cross for infantry, an oval for armour, a dot for
// artillery, a slash for cavalry and reconnaissance, a bridge for
// engineers, with small modifiers for the variants.
func groundSymbol(p *painter, typ string, cx, cy, b float64, ink color.RGBA) {
	w, h := 0.66*b, 0.42*b
	l, t := cx-w/2, cy-h/2
	lw := math.Max(1, 0.045*b)
	stroke := func() { p.strokeWith(lw, 1, ink, 1, false) }
	fill := func() { p.fill(ink, 1) }
	cross := func() {
		p.segment(l, t, l+w, t+h)
		p.segment(l, t+h, l+w, t)
	}
	oval := func(k float64) {
		ow, oh := w*0.62*k, h*0.5*k
		p.roundRect(cx-ow/2, cy-oh/2, ow, oh, oh/2)
	}
	dot := func(r float64) { p.circle(cx, cy, r*b) }

	if typ == "fortification" || typ == "fortress" {
		// A tower with battlements instead of a frame.
		tw := 0.36 * b
		if typ == "fortress" {
			tw = 0.5 * b
		}
		tl, tt, th := cx-tw/2, cy-0.12*b, 0.3*b
		p.moveTo(tl, tt+th)
		p.lineTo(tl, tt-0.08*b)
		n := 5
		if typ == "fortress" {
			n = 7
		}
		mw := tw / float64(n)
		for i := range n {
			x := tl + float64(i)*mw
			if i%2 == 0 {
				p.lineTo(x+mw, tt-0.08*b)
				p.lineTo(x+mw, tt)
			} else {
				p.lineTo(x+mw, tt)
				p.lineTo(x+mw, tt-0.08*b)
			}
		}
		p.lineTo(tl+tw, tt+th)
		p.closePath()
		fill()
		return
	}

	p.rect(l, t, w, h)
	stroke()
	switch typ {
	case "infantry", "colonial_infantry", "heavy_infantry", "auxiliaries":
		cross()
		stroke()
		if typ == "heavy_infantry" {
			p.segment(l, t+h*0.82, l+w, t+h*0.82)
			stroke()
		}
	case "mountain_infantry":
		cross()
		stroke()
		p.moveTo(cx-0.1*b, t+h)
		p.lineTo(cx, t+h-0.13*b)
		p.lineTo(cx+0.1*b, t+h)
		p.closePath()
		fill()
	case "paratroopers":
		cross()
		stroke()
		p.moveTo(cx-0.12*b, t+h-0.01*b)
		p.quadTo(cx, t+h-0.16*b, cx+0.12*b, t+h-0.01*b)
		stroke()
	case "marines":
		cross()
		stroke()
		p.moveTo(cx-0.14*b, t+h-0.06*b)
		p.quadTo(cx-0.07*b, t+h-0.12*b, cx, t+h-0.06*b)
		p.quadTo(cx+0.07*b, t+h, cx+0.14*b, t+h-0.06*b)
		stroke()
	case "motorized_infantry":
		cross()
		p.segment(cx, t, cx, t+h)
		stroke()
	case "mechanized_infantry":
		cross()
		oval(1)
		stroke()
	case "cavalry":
		p.segment(l, t+h, l+w, t)
		stroke()
	case "armored_car":
		p.segment(l, t+h, l+w, t)
		oval(1)
		stroke()
	case "engineers":
		y := cy - 0.04*b
		p.moveTo(cx-0.18*b, cy+0.09*b)
		p.lineTo(cx-0.18*b, y)
		p.lineTo(cx+0.18*b, y)
		p.lineTo(cx+0.18*b, cy+0.09*b)
		p.segment(cx, y, cx, cy+0.09*b)
		stroke()
	case "anti_tank_gun":
		p.moveTo(l, t+h)
		p.lineTo(cx, t)
		p.lineTo(l+w, t+h)
		stroke()
	case "light_artillery":
		dot(0.055)
		fill()
	case "artillery":
		dot(0.075)
		fill()
	case "heavy_artillery":
		dot(0.075)
		fill()
		p.segment(cx-0.14*b, cy+0.12*b, cx+0.14*b, cy+0.12*b)
		stroke()
	case "self_propelled_gun":
		oval(1.15)
		stroke()
		dot(0.055)
		fill()
	case "supply_column":
		p.segment(l, t+h*0.75, l+w, t+h*0.75)
		stroke()
		p.segment(l+w*0.3, t+h*0.25, l+w*0.7, t+h*0.25)
		stroke()
	case "light_armor":
		oval(0.8)
		stroke()
	case "armor":
		oval(1)
		stroke()
	case "heavy_armor":
		oval(1.1)
		stroke()
		oval(0.6)
		stroke()
	case "aaa":
		p.moveTo(cx-0.16*b, t+h)
		p.quadTo(cx, t-0.02*b, cx+0.16*b, t+h)
		stroke()
		dot(0.04)
		fill()
	default:
		cross()
		stroke()
	}
}

// airSymbol prints an aircraft seen from above; bombers are broader, the
// transport has a boxy body and the airship is an envelope with fins.
func airSymbol(p *painter, typ string, cx, cy, b float64, ink color.RGBA) {
	if typ == "airship" {
		p.roundRect(cx-0.3*b, cy-0.09*b, 0.6*b, 0.18*b, 0.09*b)
		p.moveTo(cx+0.22*b, cy)
		p.lineTo(cx+0.36*b, cy-0.13*b)
		p.lineTo(cx+0.36*b, cy+0.13*b)
		p.closePath()
		p.fill(ink, 1)
		return
	}
	span, body, wing := 0.62*b, 0.5*b, 0.1*b
	switch typ {
	case "heavy_bomber", "transport_aircraft":
		span, wing = 0.7*b, 0.13*b
	case "fighter":
		span, body = 0.52*b, 0.44*b
	}
	// Fuselage, nose up.
	p.roundRect(cx-0.045*b, cy-body/2, 0.09*b, body, 0.045*b)
	// Wings, swept a little.
	wy := cy - 0.06*b
	p.moveTo(cx-span/2, wy+0.04*b)
	p.lineTo(cx, wy-0.02*b)
	p.lineTo(cx+span/2, wy+0.04*b)
	p.lineTo(cx+span/2, wy+0.04*b+wing*0.7)
	p.lineTo(cx, wy-0.02*b+wing)
	p.lineTo(cx-span/2, wy+0.04*b+wing*0.7)
	p.closePath()
	// Tailplane.
	ty := cy + body/2 - 0.06*b
	p.moveTo(cx-0.14*b, ty+0.04*b)
	p.lineTo(cx, ty-0.02*b)
	p.lineTo(cx+0.14*b, ty+0.04*b)
	p.lineTo(cx, ty+0.06*b)
	p.closePath()
	p.fill(ink, 1)
	if typ == "heavy_bomber" || typ == "transport_aircraft" {
		// Four engines on the wings.
		for _, k := range [4]float64{-0.26, -0.14, 0.14, 0.26} {
			p.circle(cx+k*b, wy+0.06*b, 0.03*b)
		}
		p.fill(ink, 1)
	}
}

// navalSymbol prints a ship in profile: a hull and a superstructure;
// carriers have a flat deck with an island, submarines a cigar with a
// conning tower, transports a boxy hold.
func navalSymbol(p *painter, typ string, cx, cy, b float64, ink color.RGBA) {
	hw := 0.34 * b
	switch typ {
	case "submarine", "coastal_submarine":
		p.roundRect(cx-hw, cy-0.02*b, 2*hw, 0.12*b, 0.06*b)
		p.rect(cx-0.06*b, cy-0.12*b, 0.12*b, 0.11*b)
		p.fill(ink, 1)
		return
	case "carrier", "escort_carrier", "armored_carrier":
		hull(p, cx, cy, hw, b)
		p.rect(cx-hw-0.02*b, cy-0.06*b, 2*hw+0.04*b, 0.05*b)
		p.rect(cx+0.12*b, cy-0.15*b, 0.08*b, 0.1*b)
		p.fill(ink, 1)
		return
	case "naval_transport", "troopship":
		hull(p, cx, cy, hw, b)
		p.rect(cx-0.2*b, cy-0.13*b, 0.3*b, 0.12*b)
		p.rect(cx+0.14*b, cy-0.2*b, 0.05*b, 0.19*b)
		p.fill(ink, 1)
		return
	}
	hull(p, cx, cy, hw, b)
	// Superstructure, taller for capital ships, with a gun turret fore and aft.
	tall := 0.1 * b
	switch typ {
	case "battleship", "fast_battleship", "dreadnaught", "juggernaut", "battlecruiser", "coastal_battleship":
		tall = 0.17 * b
	case "cruiser", "auxiliary_cruiser":
		tall = 0.13 * b
	}
	p.rect(cx-0.1*b, cy-tall, 0.2*b, tall)
	p.rect(cx-0.03*b, cy-tall-0.06*b, 0.05*b, 0.06*b)
	p.rect(cx-0.26*b, cy-0.06*b, 0.1*b, 0.06*b)
	p.rect(cx+0.16*b, cy-0.06*b, 0.1*b, 0.06*b)
	p.fill(ink, 1)
}

// hull adds a ship's hull whose deck runs at y = cy, bow to the right.
func hull(p *painter, cx, cy, hw, b float64) {
	p.moveTo(cx-hw, cy)
	p.lineTo(cx+hw+0.04*b, cy)
	p.lineTo(cx+hw-0.06*b, cy+0.11*b)
	p.lineTo(cx-hw+0.05*b, cy+0.11*b)
	p.closePath()
}
