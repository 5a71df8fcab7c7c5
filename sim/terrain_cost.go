package sim

import "hexstorm/hexmap"

// EnterCost returns the movement cost of entering terrain t off-road (DESIGN
// D13): clear, city and town 1; forest and marsh 2; mountain 3. Along a road
// a step costs 1 whatever the terrain. It is the rules' own table, for
// readers outside the rules (the computer player's distance fields) that
// must not keep a copy.
func EnterCost(t hexmap.Terrain) int { return enterCost(t) }
