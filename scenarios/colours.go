package scenarios

import (
	"slices"
	"strings"
)

// Colours names the block colours a side may wear, in the order sides
// without a colour of their own are given them. The window owns the shades;
// a scenario only picks a name, so the same nation looks the same in every
// scenario whatever its place in the side list.
var Colours = []string{"navy", "grey", "red", "green", "purple", "orange"}

// nationColours gives well-known side names their usual colour when the
// scenario names none: the western Allies navy, the Axis field grey, the
// Soviets red, the Americans green (the names are matched without case, and
// as a word of a longer name, "Free French" matching "French").
var nationColours = []struct{ word, colour string }{
	{"allies", "navy"}, {"allied", "navy"}, {"british", "navy"}, {"britain", "navy"}, {"french", "navy"}, {"france", "navy"},
	{"axis", "grey"}, {"german", "grey"}, {"germany", "grey"},
	{"soviet", "red"}, {"soviets", "red"}, {"ussr", "red"}, {"russia", "red"}, {"russian", "red"},
	{"american", "green"}, {"americans", "green"}, {"usa", "green"}, {"us", "green"},
	{"italy", "purple"}, {"italian", "purple"}, {"japan", "orange"}, {"japanese", "orange"},
}

// SideColours returns the colour of each side in sides, by index: the
// side's own Colour, else its nation's usual one, else the first colour of
// Colours no earlier side wears. No two sides share a colour while colours
// last.
func SideColours(sides []SideDef) []string {
	out := make([]string, len(sides))
	taken := func(c string) bool { return slices.Contains(out, c) }
	for i, s := range sides {
		if slices.Contains(Colours, s.Colour) && !taken(s.Colour) {
			out[i] = s.Colour
		}
	}
	for i, s := range sides {
		if out[i] != "" {
			continue
		}
		for _, w := range strings.Fields(strings.ToLower(s.Name)) {
			for _, n := range nationColours {
				if n.word == w && !taken(n.colour) && !explicitLater(sides, i, n.colour) {
					out[i] = n.colour
					break
				}
			}
			if out[i] != "" {
				break
			}
		}
	}
	for i := range sides {
		if out[i] != "" {
			continue
		}
		free := Colours[i%len(Colours)]
		for _, c := range Colours {
			if !taken(c) {
				free = c
				break
			}
		}
		out[i] = free
	}
	return out
}

// explicitLater reports whether a side after i asks for colour c itself.
func explicitLater(sides []SideDef, i int, c string) bool {
	for _, s := range sides[i+1:] {
		if s.Colour == c {
			return true
		}
	}
	return false
}
