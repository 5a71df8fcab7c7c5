package tutorial

import (
	"hexstorm/hexmap"
	"hexstorm/sim"
)

// lessons is the course of First Steps at Aldermoor, in order. Each rule it
// teaches is in the rules reference (F1), where its source is cited: seed
// 000 for blocks, hidden strength and the turn, DESIGN D13 for rivers and
// bridges, D14 and D17 for entering enemy ground and declaring a battle,
// D18-D21 for fire steps and hits, D11 for the phases.
func lessons() []Lesson {
	return []Lesson{
		{
			Title: "Welcome to Aldermoor",
			Text: []string{
				"The Alder river runs north to south through the middle of the map. Your side holds one bank, the enemy the other.",
				"The game lasts eight turns. At the end, each marked place is worth points to the side that holds it; the side ahead by three or more wins outright.",
				"Drag the map with the mouse, turn the wheel to zoom, and press F1 at any time for the rules.",
			},
			marks: func(c *Course, st *sim.State) []hexmap.Hex { return objectives(st) },
		},
		{
			Title: "Your blocks",
			Text: []string{
				"Each block is a unit: infantry, armour, artillery, aircraft, ships. You see your own blocks face up, with their type and their strength as pips.",
				"Enemy blocks stand face down: you know where they are, not what they are, until a battle turns them up.",
				"Every turn both sides roll for who goes first, then each side moves, then each side fights the battles it started.",
			},
			marks: func(c *Course, st *sim.State) []hexmap.Hex { return c.ownUnits(st) },
		},
		{
			Title: "Pick a block",
			Text: []string{
				"Click your armour, marked on the map, to select it. Its panel tells its strength and how far it can still move.",
				"If it is not your turn to move yet, watch the enemy move first: its moves are drawn as trails.",
			},
			Try: "Click your armour.",
			done: func(c *Course, s Seen) bool {
				if u := s.State.Unit(s.Selected); u != nil && u.Side == c.side {
					return true
				}
				return c.moved || c.pastOwn(s.State, sim.PhaseMovement)
			},
			marks: func(c *Course, st *sim.State) []hexmap.Hex {
				return c.ownUnits(st, "armor")
			},
		},
		{
			Title: "Move",
			Text: []string{
				"The lit hexes are where the selected block can still go this turn. Each hex costs movement by its ground; a road costs 1 whatever the ground.",
				"A block that crosses the river where there is no bridge must stop on the far bank. The two bridges carry the roads across without stopping.",
				"Click a lit hex to move there. Changed your mind? Press U to take the move back.",
			},
			Try: "Move a block.",
			done: func(c *Course, s Seen) bool {
				return c.moved || c.pastOwn(s.State, sim.PhaseMovement)
			},
			marks: func(c *Course, st *sim.State) []hexmap.Hex { return bridges(st) },
		},
		{
			Title: "Attack",
			Text: []string{
				"Moving onto a hex the enemy holds brings on a battle there: such hexes are drawn red in the reach. A block that enters enemy ground stops.",
				"Attack with several blocks at once: each one that moves in joins the battle. Your artillery and aircraft hit hard; the enemy's fortification and guns at the northern bridge and the infantry dug in at Crossing are tough to crack.",
				"Before you commit, weigh the odds: with a battle declared, press B for the exact chances of winning it.",
			},
			Try: "Move a block onto an enemy block to attack it, or press Enter to end your movement.",
			done: func(c *Course, s Seen) bool {
				return c.declared || c.pastOwn(s.State, sim.PhaseMovement)
			},
			marks: func(c *Course, st *sim.State) []hexmap.Hex { return c.enemyUnits(st) },
		},
		{
			Title: "End your movement",
			Text: []string{
				"When your blocks are where you want them, press Enter or the panel's End movement button. The other side then moves, or, if it moved first, the battles begin.",
			},
			Try:  "Press Enter to end your movement.",
			done: func(c *Course, s Seen) bool { return c.pastOwn(s.State, sim.PhaseMovement) },
		},
		{
			Title: "Battle",
			Text: []string{
				"In the combat phase each battle is fought in rounds. Open one from the panel: it shows both sides' blocks and your chance of winning. Press Space to fire.",
				"Blocks fire in steps: first strike, then aircraft, ships and guns, then the ground fight. Each die that rolls at or under its block's rating is a hit, and each hit takes a step off an enemy block.",
				"After a round the attacker may fight on or retreat with R.",
			},
			Try: "Fight a battle (or wait for the enemy's).",
			done: func(c *Course, s Seen) bool {
				return c.fought || c.pastOwn(s.State, sim.PhaseCombat)
			},
		},
		{
			Title: "The turn goes on",
			Text: []string{
				"When both sides have fought, the turn ends, and the next begins with a new roll for who goes first: the top bar's track shows where the turn stands.",
				"A block cut off from its own cities fights worse: press O to see where supply reaches.",
			},
			Try:  "Play on to the next turn.",
			done: func(c *Course, s Seen) bool { return s.State.Turn > c.turn },
		},
		{
			Title: "Build",
			Text: []string{
				"At the end of every second turn comes the Build stage (the top bar shows it). Your production points are spent in your cities: click one of them to open its panel, then pick a block to build there.",
				"A new block starts with one step; in a later Build you can add steps to a worn block in a city. Unspent points wait for the next Build.",
			},
			Try: "Build a block when the Build stage comes.",
			done: func(c *Course, s Seen) bool {
				st := s.State
				return c.built || st.Turn > c.turn+1 || st.Turn == c.turn+1 && st.Phase == sim.PhaseSupply
			},
			marks: func(c *Course, st *sim.State) []hexmap.Hex { return c.ownCities(st) },
		},
		{
			Title: "Engineers and supply lines",
			Text: []string{
				"This small battle leaves out the Logistics pieces of the larger scenarios: factories, airfields, Mulberry harbours, bridges and canals that battles can damage.",
				"There, engineers build airfields and fortifications and rebuild bridges, marines establish Mulberries, and each construction spends a step of its builder. Press F1 and look under How to play for each of them.",
			},
		},
		{
			Title: "On your own",
			Text: []string{
				"That is the whole turn. Take the marked places, keep your blocks together, and attack where you have the odds: press B for the battle calculator to try a fight before you make it.",
				"F1 opens the rules at any time. Good luck.",
			},
			marks: func(c *Course, st *sim.State) []hexmap.Hex { return objectives(st) },
		},
	}
}
