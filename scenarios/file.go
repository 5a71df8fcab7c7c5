// Package scenarios reads, checks and writes scenario files (format 1,
// docs/scenario-format.md) and holds the built-in scenarios. A file decodes
// into a File, which Validate checks as a whole, reporting every problem at
// once, and which Setup turns into the sim.Setup a game starts from. The
// package reads no files itself: callers pass bytes, so the command line, the
// editor and records share one loader.
package scenarios

import (
	"hexstorm/hexmap"
	"hexstorm/sim"
)

// FormatVersion is the scenario format this game reads and writes. It goes
// up whenever a file of the new format could be misread by an older game.
const FormatVersion = 1

// Limits checked before anything large is allocated, so a hostile or broken
// file costs little to refuse.
const (
	// MaxFileSize is the largest scenario file accepted, in bytes.
	MaxFileSize = 16 << 20
	// MaxSide is the largest width or height of a map, in hexes.
	MaxSide = hexmap.MaxSide
	// MaxUnits is the most units a scenario may place.
	MaxUnits = 10000
	// MaxSides is the most sides a scenario may have: the control layer
	// writes a side as one digit.
	MaxSides = 10
	// MaxPlaceSize is the largest city or town size, in PP.
	MaxPlaceSize = 10
	// MaxNameLen is the longest scenario, side or place name, in characters.
	MaxNameLen = 80
	// MaxDescriptionLen is the longest description, in bytes.
	MaxDescriptionLen = 8000
	// MaxTurns is the longest game a scenario may ask for.
	MaxTurns = 999
)

// File is a scenario file as decoded from JSON, field for field. It is what
// the editor changes and what Validate checks; Setup turns a valid File into
// the start of a game.
type File struct {
	Format      int    `json:"format"`
	Name        string `json:"name"`
	Description string `json:"description,omitempty"`
	Width       int    `json:"width"`
	Height      int    `json:"height"`
	// Terrain holds Height rows of Width characters, row 0 first (see TerrainChar).
	Terrain []string `json:"terrain"`
	// Control is optional and shaped like Terrain: '-' for no side, or a digit
	// giving the side's index in Sides.
	Control    []string         `json:"control,omitempty"`
	Sides      []SideDef        `json:"sides"`
	Places     []Place          `json:"places,omitempty"`
	Roads      [][]hexmap.Hex   `json:"roads,omitempty"`
	Rivers     []hexmap.Hexside `json:"rivers,omitempty"`
	Bridges    []hexmap.Hexside `json:"bridges,omitempty"`
	Canals     []hexmap.Hex     `json:"canals,omitempty"`
	Factories  []FactoryDef     `json:"factories,omitempty"`
	Resources  []ResourceDef    `json:"resources,omitempty"`
	Airfields  []AirfieldDef    `json:"airfields,omitempty"`
	Mulberries []MulberryDef    `json:"mulberries,omitempty"`
	Destroyed  DestroyedDef     `json:"destroyed,omitzero"`
	// Storm places the Storm; nil starts it at the map centre (seed 004 Storms).
	Storm *hexmap.Hex `json:"storm,omitempty"`
	Pools []PoolDef   `json:"pools,omitempty"`
	Units []UnitDef   `json:"units,omitempty"`
	// Strategic is the optional strategic layer (strategic.go, DESIGN D27).
	Strategic *StrategicDef `json:"strategic,omitempty"`
	Options   sim.Options   `json:"options"`
	Victory   VictoryDef    `json:"victory"`
}

// SideDef is one side of the game; units and pieces refer to it by name.
type SideDef struct {
	Name string `json:"name"`
	// Colour is the side's block colour, one of Colours; empty gives the
	// nation's usual colour (SideColours).
	Colour string `json:"colour,omitempty"`
}

// Place gives a hex its name, and a city or town its size and port.
type Place struct {
	At   hexmap.Hex `json:"at"`
	Name string     `json:"name,omitempty"`
	// Size is the production value of a city or town in PP, 0 elsewhere.
	Size int  `json:"size,omitempty"`
	Port bool `json:"port,omitempty"`
}

// FactoryDef is a factory of seed 004: Type is "army", "air" or "naval".
type FactoryDef struct {
	At   hexmap.Hex `json:"at"`
	Type string     `json:"type"`
	PP   int        `json:"pp"`
	Side string     `json:"side"`
}

// ResourceDef is a resource bonus in a city: each Production Phase its PP go
// to the side controlling the city, converted in the city's factories (seed
// 004 Factories NOTE, DESIGN D25). Kind is the factory type first assigned,
// "army" when left out.
type ResourceDef struct {
	At   hexmap.Hex `json:"at"`
	PP   int        `json:"pp"`
	Kind string     `json:"kind,omitempty"`
}

// AirfieldDef is a minor or major airfield of seed 004.
type AirfieldDef struct {
	At    hexmap.Hex `json:"at"`
	Major bool       `json:"major,omitempty"`
	Side  string     `json:"side"`
}

// MulberryDef is a Mulberry harbour of seed 004.
type MulberryDef struct {
	At   hexmap.Hex `json:"at"`
	Side string     `json:"side"`
}

// DestroyedDef lists the destruction markers already on the map (seed 004).
type DestroyedDef struct {
	Bridges []hexmap.Hexside `json:"bridges,omitempty"`
	Canals  []hexmap.Hex     `json:"canals,omitempty"`
}

// PoolDef is production points a side starts with; Kind is "army", "air",
// "naval" or "generic" (DESIGN D23).
type PoolDef struct {
	Side string `json:"side"`
	Kind string `json:"kind"`
	PP   int    `json:"pp"`
}

// UnitDef places one unit; CV 0 means full strength.
type UnitDef struct {
	Type string     `json:"type"`
	Side string     `json:"side"`
	At   hexmap.Hex `json:"at"`
	CV   int        `json:"cv,omitempty"`
	// Power is the unit's major power in the strategic layer; left out, the
	// power whose home city the hex is, else its side's first power.
	Power string `json:"power,omitempty"`
	// Aboard is the number (from 1, in the order of units) of the carrier,
	// ship or air transport the unit starts aboard, in the same hex: aircraft
	// on a carrier, troops on a transport.
	Aboard int `json:"aboard,omitempty"`
}

// VictoryDef holds the victory conditions (DESIGN D29).
type VictoryDef struct {
	Turns      int            `json:"turns"`
	Objectives []ObjectiveDef `json:"objectives,omitempty"`
	Decisive   int            `json:"decisive,omitempty"`
}

// ObjectiveDef is a victory hex and what holding it at the end is worth.
type ObjectiveDef struct {
	At     hexmap.Hex `json:"at"`
	Points int        `json:"points"`
}

// terrainChars is each terrain's character in the terrain rows, indexed by
// hexmap.Terrain.
const terrainChars = ".fm^Ct~"

// TerrainChar returns the character that writes t in the terrain rows.
func TerrainChar(t hexmap.Terrain) byte {
	if int(t) < len(terrainChars) {
		return terrainChars[t]
	}
	return '?'
}

// TerrainOf returns the terrain a terrain-row character stands for.
func TerrainOf(c rune) (hexmap.Terrain, bool) {
	for i := range len(terrainChars) {
		if rune(terrainChars[i]) == c {
			return hexmap.Terrain(i), true
		}
	}
	return 0, false
}

// DeleteUnits removes from units those del reports (called once per unit,
// in order), and the units aboard a
// removed one with it, keeping every aboard number pointing at the same
// unit (the numbers are places in the list).
func DeleteUnits(units []UnitDef, del func(UnitDef) bool) []UnitDef {
	gone := make([]bool, len(units))
	for i, u := range units {
		gone[i] = del(u)
	}
	for i, u := range units {
		if k := u.Aboard - 1; k >= 0 && k < len(units) && gone[k] {
			gone[i] = true
		}
	}
	newNum := make([]int, len(units))
	out := units[:0]
	for i, u := range units {
		if gone[i] {
			continue
		}
		out = append(out, u)
		newNum[i] = len(out)
	}
	for i := range out {
		if k := out[i].Aboard - 1; k >= 0 && k < len(newNum) {
			out[i].Aboard = newNum[k]
		}
	}
	clear(units[len(out):])
	return out
}

// DeleteUnitAt removes units[i] (and what is aboard it) as DeleteUnits.
func DeleteUnitAt(units []UnitDef, i int) []UnitDef {
	n := -1
	return DeleteUnits(units, func(UnitDef) bool { n++; return n == i })
}

// AppendUnits appends more to units, shifting the aboard numbers of the
// new ones, which count from the start of more, to their places in the
// whole list.
func AppendUnits(units, more []UnitDef) []UnitDef {
	n := len(units)
	for _, u := range more {
		if u.Aboard != 0 {
			u.Aboard += n
		}
		units = append(units, u)
	}
	return units
}
