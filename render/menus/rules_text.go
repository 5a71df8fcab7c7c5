package menus

import (
	"fmt"
	"strings"

	"hexstorm/hexmap"
	"hexstorm/render/app"
	"hexstorm/sim"
)

// The rules reference's text: plain words for players, each topic with the
// rule's source on a "Source:" line. The reference is the one place in the
// game where rule numbers (seed 004, DESIGN D13) are shown.

// rulesPage is one page of the reference.
type rulesPage int

// The reference's pages, in the order of its list.
const (
	pageHowTo rulesPage = iota
	pageUnits
	pageTerrain
	pageKeys
	pageCount
)

// pageNames are the pages' titles in the list.
var pageNames = [pageCount]string{"How to play", "Units", "Terrain", "Keys"}

// ruleTopic is one entry of the reference: a title, its text (paragraphs
// apart by newlines; a line starting "• " is a bullet) and where the rule
// comes from.
type ruleTopic struct {
	page   rulesPage
	title  string
	body   string
	source string
}

// phaseSteps are the turn's steps as the Turn sequence topic lists them,
// with the phase each stands for.
var phaseSteps = []struct {
	phase sim.Phase
	text  string
}{
	{sim.PhaseInitiative, "Initiative: every side rolls a d6; the highest plays first this turn (ties roll again)."},
	{sim.PhaseStorm, "The Storm moves: the side that lost the initiative rolls two d6, one for its direction and one for how far it goes."},
	{sim.PhaseMovement, "Movement: the side whose turn it is moves its units. Moving onto an enemy hex declares a battle."},
	{sim.PhaseCombat, "Combat: the defender may send air units to help; then the attacker fights each battle in the order it likes."},
	{sim.PhaseProduction, "Production (on production turns): build new blocks, reinforce worn ones, construct with Engineers and Marines."},
	{sim.PhaseSupply, "Supply and victory: supply is traced again, and after the last turn the objectives are counted."},
}

// turnTopic describes the turn sequence, marking the phase st is in (none
// when st is nil: the reference was opened from the title menu).
func turnTopic(st *sim.State) ruleTopic {
	var b strings.Builder
	b.WriteString("A game is a number of turns. Each turn goes through these steps; Movement and Combat are played by each side in turn, in initiative order.\n")
	for i, p := range phaseSteps {
		mark := fmt.Sprintf("%d. ", i+1)
		now := st != nil && st.Phase == p.phase
		if now {
			mark = "» " + mark
		}
		b.WriteString(mark + p.text)
		if now {
			fmt.Fprintf(&b, " (now: turn %d)", st.Turn)
		}
		b.WriteString("\n")
	}
	b.WriteString("Enter ends your phase. Initiative, the Storm and Supply happen by themselves.")
	return ruleTopic{pageHowTo, "Turn sequence", b.String(), "DESIGN D11; seed 004 Storms"}
}

// howToTopics are the How to play page's topics after the turn sequence.
var howToTopics = []ruleTopic{
	{pageHowTo, "Moving", "Select a unit: the lit hexes are where it can go this turn, and hovering one shows the path and its cost. Each unit has move points; entering a hex costs its terrain's price (see the Terrain page), and along a road every hex costs 1.\n" +
		"A unit that has not moved yet may always enter one adjacent hex it is allowed into, whatever that hex costs.\n" +
		"Shift-click moves the whole stack together. Air units fly within their range and must end at a base; ships sail through sea hexes, into ports and through working canals.",
		"DESIGN D13, D15; seed 001 Move figures"},
	{pageHowTo, "Stopping", "A move ends early when:\n" +
		"• a ground unit crosses a river where there is no working bridge: it stops in the new hex;\n" +
		"• a ground unit enters a hex the enemy controls or holds: it stops there (Blitz units may pass through one empty enemy-controlled hex);\n" +
		"• a unit boards a ship, or attacks.\n" +
		"Orange lit hexes are where a move would end. Units inside the Storm cannot move at all.",
		"DESIGN D13, D14, D16"},
	{pageHowTo, "Stacking", "At most 4 ground blocks of one side in a land hex. Airfields and factories do not count.\n" +
		"Air units need a base at the end of their move: a city or town holds 2, a minor airfield 1, a major airfield 2; carriers carry their own.\n" +
		"A port (a port city or town, or a Mulberry) holds at most 2 ships of one side.",
		"DESIGN D15; seed 004 Airfields, Mulberries"},
	{pageHowTo, "Combat and dice", "A battle starts when you move units onto a hex with enemy units or enemy logistics pieces, or send air units on a strike. It lasts up to 3 rounds.\n" +
		"Each block rolls one twelve-sided die (d12) per step. A die hits when it shows the block's rating or less: a rating of 3 hits on 1, 2 or 3. The rating depends on what is fired at: ground, air or ships (see the Units page).\n" +
		"Each round fires in steps, and the hits of one step are removed before the next: first strike (guns in round 1; submarines when the enemy has no destroyer), then air, naval, ground, and factories last. In each step both sides fire at once.\n" +
		"Units out of supply fire at their rating minus 1. Press B for the odds of a battle before you fight it.",
		"DESIGN D1, D5, D17, D18, D21, D33"},
	{pageHowTo, "Casualties", "Each hit takes one step off a block that the firing unit is able to hit. The side that is hit chooses which block; the automatic choice takes each hit from the strongest block (the most steps), so blocks wear down evenly. Capital ships are damaged before any is sunk.\n" +
		"Torpedo bombers and dive bombers choose their own target. A block with no steps left is eliminated.",
		"DESIGN D19, D34"},
	{pageHowTo, "Retreat", "After any round the attacker may retreat; if both sides still stand after round 3, the attacker must. A retreating unit goes to an adjacent hex it may enter, preferably the one it came from. A unit with nowhere to go is eliminated.\n" +
		"A retreat may enter the Storm only when no other hex is open, and costs a step.",
		"DESIGN D17; seed 004 Storms"},
	{pageHowTo, "Supply", "Supply comes from your cities, and from your ports and Mulberries joined by sea to one of your port cities. It runs along roads through hexes free of enemy units and enemy control, across working bridges, and then one hex off the road.\n" +
		"Supply is checked at the start of each side's turn. Out-of-supply units fire at their rating minus 1 and cannot be reinforced. Press O to see your supply: green is its reach, purple marks your cut-off units.\n" +
		"Airfields are not supply sources.",
		"DESIGN D21, D22; seed 004 Airfields, Mulberries"},
	{pageHowTo, "The Storm", "The Storm covers its hex and the 6 around it. Every turn, after initiative, it moves: one die gives the direction (1 north, then clockwise), the other how many hexes. If it would leave the map it starts again at the centre.\n" +
		"Units inside cannot move and are shown face down to everyone. Nothing may enter or fly through it, except a retreat, which costs a step. Cities under it still produce.\n" +
		"A Mulberry the Storm lands on is destroyed; one next to where it lands is destroyed on a roll of 1-3.",
		"seed 004 Storms; DESIGN D10, D12, D16, D37"},
	{pageHowTo, "Factories", "With the Logistics set, a city's production points (PP) come from its factories: Army, Air and Naval (Naval only in coastal cities). The factories in a city add up to at most the city's size. Each factory only builds its own kind of unit, and its PP go to a pool of that kind, kept from turn to turn.\n" +
		"Factories are targets: each hit costs 1 PP, but a factory never goes below 0. They defend themselves, hitting on 1 against anything, and fire last. Enemy army units alone in the city capture them at their current strength. At the end of each Production Phase, a city below its size regains 1 PP.\n" +
		"A city that built nothing may exchange a factory for a 0 PP factory of another kind.",
		"seed 004 Factories; DESIGN D20, D23, D25"},
	{pageHowTo, "Airfields", "An Engineer builds a minor airfield in its own hex during the Production Phase, for one step, in any terrain except a city or town. A second Engineer step turns it into a major airfield.\n" +
		"A minor airfield bases 1 air unit, a major one 2. Two hits in one battle turn a major airfield into a minor one; airfields cannot be destroyed. An enemy army unit alone on one captures it, usable by the captor from the next turn. Airfields do not give supply.",
		"seed 004 Airfields; DESIGN D26"},
	{pageHowTo, "Mulberries", "A Marine on a coastal land hex (not a port, city or town) builds a Mulberry there in the Production Phase, for one step. A Mulberry is a port: ships may enter it, and supply comes through it from the sea.\n" +
		"Two hits in one battle destroy it, and so can the Storm. Enemy army or navy units alone on it capture it, usable from the next turn. The Marine may leave; the Mulberry stays.",
		"seed 004 Mulberries; DESIGN D26"},
	{pageHowTo, "Bridges and canals", "A river stops a ground unit that crosses it, unless a bridge crosses it there; roads over bridges keep supply flowing. Canals let ships through land.\n" +
		"Bridges and canals are targets: two hits in one battle destroy one, and a destroyed one cannot be used for movement or supply. An Engineer rebuilds it in the Production Phase for one step: a bridge from either bank when both banks are yours, a canal from its own hex.",
		"seed 004 Destruction Markers; DESIGN D13, D20"},
	{pageHowTo, "Production", "On a production turn each side spends its PP pools: a new block costs its type's cost, and is placed at 1 step in one of your supplied cities holding a factory of its kind with at least 1 PP. Some units need a large city (size 3 or more) or a doctrine; some can never be built.\n" +
		"Ships are repaired for free in a friendly port. Click a factory city to build there, or open the production panel.",
		"seed 004 Factories; DESIGN D23, D24, D35"},
	{pageHowTo, "Steps and reinforcing", "A block's steps are its strength, shown as pips on its top edge: filled for each step it has, open for each it lost. Foot soldiers have up to 4 steps; mounted, motorised and armoured units, guns, engineers and aircraft up to 3; supply columns, air transports, fortifications and ships 1 (a capital ship takes 2 or 3 hits instead).\n" +
		"In the Production Phase a worn block that is in supply and outside the Storm may gain one step, for its type's cost from its factory pool: select it and press Reinforce. Each construction costs the builder a step.",
		"DESIGN D33, D35"},
	{pageHowTo, "Hidden blocks", "You see your own blocks' faces; enemy blocks show only their colour and whether they are ground, air or naval, until a battle reveals them. Units in the Storm are face down for everyone.",
		"DESIGN D9, D10"},
	{pageHowTo, "Victory", "Each scenario says how many turns it lasts and which hexes are objectives, each worth points. After the last turn each side scores the objectives it controls; the most points wins. A win by the scenario's decisive margin or more is decisive, otherwise marginal; equal points are a draw.",
		"DESIGN D29"},
}

// classWords names a target class for players.
var classWords = [...]string{sim.ClassGround: "ground", sim.ClassAir: "air", sim.ClassNaval: "naval"}

// ratingWords spells a rating per class: "ground 2, air 2, cannot hit ships".
func ratingWords(r sim.Rating) string {
	var hit, miss []string
	targets := [...]string{sim.ClassGround: "ground", sim.ClassAir: "aircraft", sim.ClassNaval: "ships"}
	for c, v := range r {
		if v > 0 {
			hit = append(hit, fmt.Sprintf("%s %d", targets[c], v))
		} else {
			miss = append(miss, targets[c])
		}
	}
	if len(hit) == 0 {
		return "none"
	}
	s := strings.Join(hit, ", ")
	if len(miss) > 0 {
		s += " (cannot hit " + strings.Join(miss, " or ") + ")"
	}
	return s
}

// typeNames joins unit type ids as their names.
func typeNames(ids []string) string {
	var out []string
	for _, id := range ids {
		if t, ok := sim.LookupUnitType(id); ok {
			out = append(out, t.Name)
		} else {
			out = append(out, id)
		}
	}
	return strings.Join(out, ", ")
}

// unitTopic describes one catalog type for players, then quotes the seed.
func unitTopic(t sim.UnitType) ruleTopic {
	var b strings.Builder
	cost := fmt.Sprintf("costs %d PP a step", t.Cost)
	if t.CannotBuild {
		cost = "cannot be built (only placed by scenarios)"
	}
	move := fmt.Sprintf("moves %d", t.Move)
	if t.Move == 0 {
		move = "never moves"
	}
	steps := fmt.Sprintf("up to %d steps", t.MaxCV)
	if t.MaxCV == 1 {
		steps = "1 step"
	}
	fmt.Fprintf(&b, "%s unit · %s · %s · %s.\n", strings.ToUpper(classWords[t.Class][:1])+classWords[t.Class][1:], cost, move, steps)
	fmt.Fprintf(&b, "Attack hits on: %s.\n", ratingWords(t.Attack))
	fmt.Fprintf(&b, "Defence hits on: %s.\n", ratingWords(t.Defense))
	if sp := t.Supported; sp != nil {
		if sp.Attack != (sim.Rating{}) {
			fmt.Fprintf(&b, "Attacking with %s beside it: %s.\n", typeNames(sp.AttackBy), ratingWords(sp.Attack))
		}
		if sp.Defense != (sim.Rating{}) {
			fmt.Fprintf(&b, "Defending with %s beside it: %s.\n", typeNames(sp.DefenseBy), ratingWords(sp.Defense))
		}
	}
	for i, d := range t.Damaged {
		fmt.Fprintf(&b, "After %d hit(s): attack %s; defence %s.\n", i+1, ratingWords(d.Attack), ratingWords(d.Defense))
	}
	for _, v := range t.Versus {
		fmt.Fprintf(&b, "Against %s: attack %d, defence %d.\n", typeNames(v.Targets), v.Attack, v.Defense)
	}
	if t.MoveWith != nil {
		fmt.Fprintf(&b, "Moves %d together with %s.\n", t.MoveWith.Move, typeNames(t.MoveWith.With))
	}
	for _, c := range t.Carries {
		fmt.Fprintf(&b, "Carries %d of: %s.\n", c.Count, typeNames(c.Types))
	}
	if t.Doctrine != "" {
		fmt.Fprintf(&b, "Needs the doctrine %s to be built.\n", t.Doctrine)
	}
	for _, a := range t.Abilities {
		plain := abilityWords[a.ID]
		if plain == "" {
			plain = a.Text
		}
		fmt.Fprintf(&b, "• %s: %s\n", a.Name, plain)
	}
	if len(t.Abilities) > 0 || len(t.Examples) > 0 {
		b.WriteString("The seed's own text:\n")
		for _, a := range t.Abilities {
			b.WriteString("“" + a.Text + "”\n")
		}
		for _, e := range t.Examples {
			b.WriteString("“" + e + "”\n")
		}
	}
	return ruleTopic{pageUnits, t.Name, strings.TrimRight(b.String(), "\n"), "seed 001 unit profiles; steps DESIGN D33"}
}

// abilityWords explain each catalog ability in plain words, by ability id.
var abilityWords = map[string]string{
	"fieldcraft":                            "forest and marsh cost it only 1 move point.",
	"living_off_the_land":                   "fires at its full rating even out of supply.",
	"skirmishers":                           "gets no bonus from fortifications.",
	"empire_to_arms":                        "built like any army unit, in a city with an army factory.",
	"supported_by_artillery":                "+1 to its rating for each step paired one to one with an artillery step (not in an assault from the sea).",
	"ski_troops":                            "+1 attacking into or defending in mountains.",
	"requires_doctrine":                     "can be built only by a side with the doctrine named.",
	"airdrop_attack":                        "dropped into a hex, it attacks at 2 in the first round and may not withdraw.",
	"airdrop":                               "paratroopers can be flown by an air transport and dropped into a hex.",
	"blitz":                                 "may pass through one empty enemy-controlled hex, taking it, and go on.",
	"charge":                                "when attacking cavalry outnumber the defending infantry, they hit that infantry on 3 (at most three steps).",
	"forced_march":                          "once a turn, after a move that meets no enemy, may move again (at most three units a side a turn).",
	"amphibious_attack":                     "attacks from ships onto a coast without penalty.",
	"construction":                          "builds airfields, fortifications, and rebuilds bridges and canals, one step each, in the Production Phase.",
	"reconnaissance":                        "each step lets one paired gun step re-roll a missed die each round (at most three).",
	"ambush":                                "hits attacking armour on 3, and on 2 when defending against it.",
	"first_strike":                          "fires before everyone in the first round; its hits are removed before the enemy fires back.",
	"support_infantry":                      "gives +1 to one infantry step for each of its steps.",
	"spotter":                               "a paired reconnaissance unit lets it re-roll a missed die.",
	"supply_dump":                           "its stack counts as in supply, and once a turn the stack may move after combat.",
	"captured":                              "captured, not destroyed, by an enemy that wins the battle.",
	"blitz_with_armor":                      "may blitz along with armour, moving as one stack.",
	"move_with_artillery":                   "towed guns move 3 when paired with it (at most three pairs).",
	"support_from_self_propelled_artillery": "+1 when paired with a self-propelled gun step (at most three pairs).",
	"requires_major_industrial_complex":     "built only by a side holding a city of size 3 or more.",
	"combined_arms":                         "blitzes, and lets paired units blitz with it.",
	"built_at_major_industrial_complex":     "placed only in a city of size 3 or more.",
	"support_motorized_infantry":            "supports motorised infantry one to one (+1).",
	"support_light_armor":                   "supports light armour one to one (+1).",
	"limited_move":                          "moves only when the move starts no battle.",
	"no_combat_value":                       "does not fight in the battle; it fires at aircraft before the first round (hits on 2) and at air transports.",
	"air_defense":                           "its ratings against aircraft apply only when aircraft attack it.",
	"supply_drop":                           "can drop supply to a cut-off friendly hex in range.",
	"ferry_operation":                       "has no effect in this game (there is no money to ferry).",
	"cargo":                                 "carries paratroopers or other light cargo; cargo unloads only where you held control since the turn began.",
	"non_combatant":                         "never joins an air strike, and is hit last while friendly fighters are there to be hit.",
	"carry_aircraft":                        "aircraft can land aboard, move with it and defend from it; they are lost if it sinks.",
	"combat_aircraft":                       "a fighter: strong against aircraft, weak against ground.",
	"escort":                                "shields air transports from enemy fighters.",
	"naval_targets_only":                    "can only hit ships.",
	"tactical_bomber":                       "attacks ground and ships in support of a battle.",
	"torpedo":                               "the firer chooses which ship each hit falls on.",
	"tactical_air_support":                  "the firer chooses which defending ground block each hit falls on.",
	"surface_targets_only":                  "cannot hit aircraft.",
	"not_a_warship":                         "no rule of this game depends on it.",
	"withdraw":                              "may leave a battle between rounds, after the first.",
	"neutral_ports":                         "has no effect: every side in a game is at war.",
	"false_flag":                            "may sail through sea hexes holding enemy ships.",
	"obsolete":                              "cannot be built; only scenarios place it.",
	"port_torpedo":                          "+1 and chooses its target when defending a port or on a lake or canal.",
	"shore_bombardment":                     "from a sea hex next to a land battle its side attacks, fires one die at ground units in the first round, hitting on 2.",
	"coastal_combatant":                     "stays in sea hexes next to land.",
	"submersible":                           "cannot hit aircraft.",
	"first_strike_no_destroyer":             "fires first when the enemy has no destroyer in the battle.",
	"transport":                             "carries one infantry block and one other ground block; they are lost if it sinks.",
	"limited_cargo":                         "carries one infantry block.",
	"gun_director":                          "with no friendly carrier in the battle, its side places the hits it scores.",
	"offshore_bombardment":                  "fires at ground units in the first round of an assault from the sea, from the next sea hex.",
	"capital_ship":                          "takes several hits before it sinks, firing weaker when damaged; repaired free in a friendly port.",
	"not_a_capital_ship":                    "one hit sinks it.",
	"poor_seakeeping":                       "stays in sea hexes next to land or on lakes.",
	"built_at_major_naval_factory":          "built only in a city of size 3 or more with a working naval base.",
	"lake_combatant":                        "moves, and is built, only on lakes.",
	"oversize":                              "cannot pass through canals.",
	"combat_air_patrol":                     "its aircraft defend the ship and the fleet.",
	"defensive_preparations":                "adds to the defence of infantry in its hex (a fortification +1 to one step, a fortress +2 to three).",
	"coastal_artillery":                     "fires 3 dice at enemy ships next to it each turn, hitting on 5.",
}

// unitTopics lists every catalog type, in catalog order.
func unitTopics() []ruleTopic {
	var out []ruleTopic
	for _, t := range sim.UnitTypes() {
		out = append(out, unitTopic(t))
	}
	return out
}

// terrainWords say what each terrain does besides its move cost.
var terrainWords = map[hexmap.Terrain]string{
	hexmap.Clear:    "Open ground. No effect on battles.",
	hexmap.Forest:   "Slow going. Auxiliaries cross it for 1.",
	hexmap.Marsh:    "Slow going. Auxiliaries cross it for 1.",
	hexmap.Mountain: "The slowest ground. Mountain infantry get +1 attacking into it or defending in it.",
	hexmap.City:     "A supply source for its owner; its size limits its factories, and it bases 2 air units. A coastal city is a port (2 ships of a side).",
	hexmap.Town:     "Bases 2 air units; a coastal town is a port. No factories.",
	hexmap.Sea:      "Ground units cross it only aboard ships. Ships cannot enter the Storm; some ships keep to the coast or to lakes.",
}

// terrainTopics list every terrain with its move cost from the rules, then
// the hexside features.
func terrainTopics() []ruleTopic {
	var out []ruleTopic
	for _, t := range hexmap.Terrains() {
		name := t.String()
		name = strings.ToUpper(name[:1]) + name[1:]
		cost := fmt.Sprintf("Entering costs %d move point", sim.EnterCost(t))
		if sim.EnterCost(t) != 1 {
			cost += "s"
		}
		if t == hexmap.Sea {
			cost = fmt.Sprintf("Ships pay %d a hex", sim.EnterCost(t))
		}
		out = append(out, ruleTopic{pageTerrain, name, cost + " (along a road: 1).\n" + terrainWords[t], "DESIGN D13, D15"})
	}
	out = append(out,
		ruleTopic{pageTerrain, "Road", "Along a road every hex costs 1 move point, whatever its terrain. Supply runs along roads.", "DESIGN D13, D22"},
		ruleTopic{pageTerrain, "River", "A ground unit crossing a river where there is no working bridge stops in the hex it enters.", "DESIGN D13"},
		ruleTopic{pageTerrain, "Bridge and canal", "A bridge lets units and supply cross a river without stopping; a canal lets ships through land. Two hits in one battle destroy either; an Engineer rebuilds it.", "seed 004 Destruction Markers"},
	)
	return out
}

// keysTopics are the Keys page, generated from the keymap so that it
// cannot drift from it.
func keysTopics() []ruleTopic {
	var b strings.Builder
	for _, r := range app.HelpRows {
		fmt.Fprintf(&b, "%s: %s\n", app.KeyNames[r.Act], r.What)
	}
	for _, r := range app.MenuHelpRows {
		fmt.Fprintf(&b, "%s: %s\n", app.KeyNames[r.Act], r.What)
	}
	var m strings.Builder
	for _, line := range app.MouseHelp {
		m.WriteString(line + "\n")
	}
	return []ruleTopic{
		{pageKeys, "Keyboard", strings.TrimRight(b.String(), "\n"), ""},
		{pageKeys, "Mouse", strings.TrimRight(m.String(), "\n"), ""},
		{pageKeys, "In this reference", "Type to search the topics · Backspace edits · Esc clears, then closes · Up/Down and the wheel scroll · PageUp/PageDown by a page · Left/Right or Tab: previous or next topic · click a topic.", ""},
	}
}

// rulesTopics builds the whole reference for a game in st (nil from the
// title menu).
func rulesTopics(st *sim.State) []ruleTopic {
	out := []ruleTopic{turnTopic(st)}
	out = append(out, howToTopics...)
	out = append(out, unitTopics()...)
	out = append(out, terrainTopics()...)
	out = append(out, keysTopics()...)
	return out
}
