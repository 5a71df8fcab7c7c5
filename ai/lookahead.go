package ai

import (
	"slices"

	"hexstorm/hexmap"
	"hexstorm/odds"
	"hexstorm/sim"
)

// The search (Hard; Normal plays its own plan): a local search over the
// movement plan's attack decisions. The player draws up candidate plans
// (other styles; its plan with one attack left out or one declined
// objective attack made in force) and plays every distinct plan forward
// on the same few determinized copies of the
// position as its side knows it. In each copy every hidden enemy block is
// drawn from what the side knows of it, its class (sampleHidden, D9: never
// the truth), or taken as the side saw it fight, for a level that
// remembers (memory.go), and the dice come from a seed of the player's own generator,
// never the game's, each battle round's and phase end's dice keyed by
// where and when they fall (shareDice). A play-out runs through the rest of the side's turn
// (its battles fought on the quick estimate) and the enemy's modelled
// reply (and, in a short game for a side that does not lead, one more
// turn of every side), with Normal players on every side (the enemy's deciding by the
// exact odds, as a Normal player does in a game), up to the side's movement
// phase playOutTurns turns on or the game's end, and is scored by objective
// points held and strength on the map. A change that plays out better
// becomes the plan whose changes are weighed next (searchPlan). Every plan
// meets the same samples and, battle by battle, the same dice, so the
// comparison is not swamped by the dice.
//
// The thinking budget is a count (plans, rounds, samples), so a game plays
// the same on any machine.

// planVariant is one candidate plan's style: a change to the level's own.
type planVariant func(st *style)

// searchVariants are the plans weighed, the level's own style first.
var searchVariants = []planVariant{
	func(st *style) {}, // its own judgement
	func(st *style) { st.focus, st.focusRank = 6, 0 }, // the main effort on the best enemy objective
	func(st *style) { st.focus, st.focusRank = 6, 1 }, // on the second best
	func(st *style) { // steady: only sure attacks, the rest hold and reinforce
		st.want, st.exactWant, st.reinforce, st.threatCare, st.attrition = st.want+350, st.exactWant+350, true, true, 0
	},
	func(st *style) { // bold: lower bars, more units per attack
		st.want, st.exactWant, st.attackers = st.want-200, st.exactWant-200, st.attackers+3
	},
	func(st *style) { st.focus, st.focusRank = 6, 2 }, // on the third best
}

// searchBudget is how many candidate plans and determinized samples a
// level's search weighs at a thinking budget; zero plans: no search.
func (p *Player) searchBudget() (plans, samples int) {
	switch {
	case p.st.search == 0 || p.budget < DefaultThinking:
		return 0, 0
	case p.budget >= DeepThinking:
		return p.st.search, 2 * p.st.searchSamples
	}
	return p.st.search, p.st.searchSamples
}

// leadsSafely reports whether side leads every other side by safeLead
// points or more on the score the game would give now. A side that leads
// safely plays its own plan without the search, except in the game's last
// turns (searches): the search's other plans mostly attack, which a side
// behind needs and a side ahead pays for. On Gathering Storm Hard's
// defending Axis won 23 of 40 against Normal's Allies with the search at
// every turn and 30 with no search at all, while Hard's Allies, who start
// behind, won none of 40 without it (docs/ai.md, session 24).
func leadsSafely(s *sim.State, side int) bool { return largestLead(s, side) <= -safeLead }

// safeLead is the smallest lead (points) a side keeps by its own plan. A
// lead of one point is lost with any objective, however small, since the
// enemy gains what the side loses; a side that leads by one searches as a
// side behind does. Rivers of Iron is a game of one point, the Axis's
// from the start: Hard beat Normal there in 311 of 400 games so and in 293
// while it searched only behind, its Axis in 144 of 200 instead of 131
// (docs/ai.md, session 31).
const safeLead = 2

// searches reports whether the player searches its movement plan now:
// while its side does not lead safely, and in the game's last turns
// whoever leads, since a play-out then goes on to the game's end and
// scores the result itself, not a position a turn ahead (playOutToEnd). A
// leading Hard that played its own plan to the end lost games in their
// last two turns to a searching one (docs/ai.md, session 28).
func (p *Player) searches(s *sim.State) bool {
	return !leadsSafely(s, p.side) || p.turnsLeft(s) < playOutToEnd
}

// The search's other plans: each attack of the own plan left out (its
// units then hold, reinforce or advance instead), up to maxSpared of them,
// and each attack on an enemy objective the own plan declined made with
// all it can muster, up to maxForced. They change one decision of the own
// plan, so their play-outs differ from its own by that decision.
const (
	maxSpared = 4
	maxForced = 2
)

// playOutToEnd: with fewer turns than this left, a play-out goes on to the
// game's end, where the result is all that counts.
const playOutToEnd = 2

// playOutTurns is how many of the side's turns a play-out of s covers: it
// stops at the side's movement phase that many turns on (or the game's
// end). In a short game (shortGame turns or fewer) a side that does not
// lead plays out two: with one the search saw the enemy's reply but not
// the march that follows it, and Hard's Allies on the tutorial (eight
// turns), one point behind at the start, lost Aldermoor to an enemy two
// turns away. Everywhere else a play-out covers one turn: on Channel
// Storm and Rivers of Iron two for a side that does not lead made no
// difference (two for every side cost their holding Axis games), and on
// Gathering Storm (twenty-four turns) they cost games at twice the think
// time (docs/ai.md, sessions 47 and 48).
func playOutTurns(s *sim.State, side int) int {
	if s.Victory.Turns > 0 && s.Victory.Turns <= shortGame && largestLead(s, side) >= 0 {
		return 2
	}
	return 1
}

// shortGame is the longest game (turns) whose play-outs may cover two
// turns (playOutTurns): the tutorial has eight, Channel Storm twelve.
const shortGame = 10

// styleMargin is how much better per sample (score points, a hundredth of
// an objective point each) a plan of another style must play out than the
// level's own to be chosen: a few samples are noisy, and a plan of another
// style differs in many orders, whose worth may show only later. A plan
// that changes one attack needs no margin (measured: with one, the search
// kept the own plan nearly always).
const styleMargin = 100

// cutOffWorth is what an own ground block cut off from supply at the end
// of a play-out is worth to the search, per cent of a supplied one: it
// fires a point lower (D21) and takes no new steps (D35) until its line is
// restored. At full worth the search chose plans that left blocks beyond
// their supply. Only the side's own blocks are discounted: counting the
// enemy's cut-off blocks too made Hard chase encirclements and lose more
// games on Gathering Storm (docs/ai.md, session 13).
const cutOffWorth = 50

// playOutCap bounds the commands of one play-out.
const playOutCap = 4000

// searchRounds bounds the search's rounds: the first weighs the own plan
// against the other styles' plans and its one-decision changes; each later
// round weighs the one-decision changes of the best plan so far, and the
// search stops when none plays out better.
const searchRounds = 3

// candidate is a plan the search weighs: the style and the attacks to spare
// and to force it was drawn up with, the margin it must beat the plan it
// would replace by (per sample), what it attacks and declines, and its
// total score over the samples.
type candidate struct {
	plan               []sim.Command
	st                 style
	spare, force       []hexmap.Hex
	margin             int
	attacked, declined []hexmap.Hex
	score              int
}

// searchPlan returns the movement plan that plays out best: a local search
// over the plan's attack decisions from the level's own plan, with the
// other styles' plans weighed in its first round.
func (p *Player) searchPlan(s *sim.State) []sim.Command {
	nPlans, nSamples := p.searchBudget()
	base, spent := p.st, p.spent
	defer func() { p.st, p.spare, p.force = base, nil, nil }()
	var seen [][]sim.Command
	seeds := make([]uint64, nSamples)
	for i := range seeds {
		seeds[i] = p.rng.Uint64()
	}
	// draw plans c as its style and decisions say; false if it was weighed before.
	draw := func(c *candidate) bool {
		p.st, p.spare, p.force, p.spent = c.st, c.spare, c.force, spent // each plan has the turn's budget of exact odds
		c.plan = p.planMovement(s)
		c.attacked, c.declined = p.attacked, p.declined
		if slices.ContainsFunc(seen, func(q []sim.Command) bool { return sameCommands(q, c.plan) }) {
			return false
		}
		seen = append(seen, c.plan)
		for _, seed := range seeds {
			c.score += p.playOut(s, c.plan, seed)
		}
		return true
	}
	cur := candidate{st: base}
	draw(&cur)
	for round := range searchRounds {
		var next []candidate
		if round == 0 {
			for _, v := range searchVariants[1:min(nPlans, len(searchVariants))] {
				st := base
				v(&st)
				st.want, st.exactWant = clampBar(st.want), clampBar(st.exactWant)
				next = append(next, candidate{st: st, margin: styleMargin})
			}
		}
		for _, h := range cur.attacked[:min(len(cur.attacked), maxSpared)] {
			next = append(next, candidate{st: cur.st, spare: append(slices.Clone(cur.spare), h), force: cur.force})
		}
		for _, h := range cur.declined[:min(len(cur.declined), maxForced)] {
			next = append(next, candidate{st: cur.st, spare: cur.spare, force: append(slices.Clone(cur.force), h)})
		}
		moved := false
		best := cur
		for _, c := range next {
			if draw(&c) && c.score-c.margin*len(seeds) > best.score-best.margin*len(seeds) {
				best, moved = c, true
			}
		}
		if !moved {
			break
		}
		best.margin = 0
		cur = best
	}
	return cur.plan
}

// clampBar keeps a varied bar (per mille) a chance an attack can reach.
func clampBar(b int) int { return min(950, max(150, b)) }

// sameCommands reports whether two plans are the same commands.
func sameCommands(a, b []sim.Command) bool {
	return slices.EqualFunc(a, b, func(x, y sim.Command) bool {
		return x.Kind == y.Kind && x.Unit == y.Unit && x.Hex == y.Hex &&
			slices.Equal(x.Path, y.Path) && slices.Equal(x.Units, y.Units)
	})
}

// playOut plays plan out on the sample of seed (playOn) and scores the
// result for the side.
func (p *Player) playOut(s *sim.State, plan []sim.Command, seed uint64) int {
	return p.score(p.playOn(s, plan, seed))
}

// playOn applies plan and the end of the movement phase to a copy of s as
// the side knows it, hidden blocks and dice drawn from seed (those the side
// remembers as it saw them: memory.go), plays on with Normal players
// (playOutPlayers) until the side's movement phase playOutTurns turns on
// (or the end), and returns the copy.
func (p *Player) playOn(s *sim.State, plan []sim.Command, seed uint64) *sim.State {
	c := s.Clone()
	rng := sim.NewRand(seed)
	sampleHidden(c, p.side, &rng)
	p.recall(c)
	c.Rand = sim.NewRand(rng.Uint64())
	for _, cmd := range plan {
		shareDice(c, seed, cmd)
		c.Apply(cmd) // a move the sampled blocks make illegal is skipped
	}
	if c.Phase == sim.PhaseMovement && c.Actor() == p.side {
		c.Apply(sim.Command{Kind: sim.CmdEndPhase, Side: p.side})
	}
	players := p.playOutPlayers(len(c.Sides), seed)
	turn := c.Turn
	toEnd := p.turnsLeft(s) < playOutToEnd
	horizon := playOutTurns(s, p.side)
	for n := 0; n < playOutCap && c.Phase != sim.PhaseGameOver; n++ {
		if !toEnd && c.Turn >= turn+horizon && c.Phase == sim.PhaseMovement && c.ActiveSide() == p.side {
			break
		}
		side := c.Actor()
		if side < 0 || side >= len(players) {
			break
		}
		cmd, err := players[side].Next(c)
		if err != nil {
			break
		}
		shareDice(c, seed, cmd)
		if _, err := c.Apply(cmd); err != nil {
			break
		}
	}
	return c
}

// shareDice gives the dice cmd may roll in a play-out a generator of their
// own, keyed by the sample's seed and by where and when they are rolled: a
// battle's round by its hex, turn and round, an air strike by its hex, the
// end of a phase (initiative and the Storm after the last) by its turn,
// phase and side. So a battle two plans both fight, or the next turn's
// initiative, rolls the same dice in both (common random numbers), instead
// of whatever the one stream of the play-out had left after the battles
// only one of them fought. The comparison between plans then turns on
// their orders, not on the dice: Hard beat Normal in 1,144 of 1,400 games
// on the three smaller maps instead of 1,111 (docs/ai.md, session 46).
func shareDice(c *sim.State, seed uint64, cmd sim.Command) {
	switch cmd.Kind {
	case sim.CmdFight, sim.CmdContinueBattle, sim.CmdAirStrike, sim.CmdEndPhase:
	default:
		return
	}
	k := seed*0x9e3779b97f4a7c15 ^ uint64(c.Turn)<<40 ^ uint64(c.Actor()+1)<<36 ^ uint64(len(cmd.Kind))<<32 // the kind tells a battle's first round from the next
	k ^= uint64(uint32(cmd.Hex.Q))<<16 ^ uint64(uint32(cmd.Hex.R))
	if cmd.Kind == sim.CmdEndPhase {
		k ^= uint64(c.Phase) << 48
	}
	if b := c.BattleAt(cmd.Hex); b != nil {
		k ^= uint64(b.Round+1) << 52
	}
	k = (k ^ k>>31) * 0xbf58476d1ce4e5b9
	c.Rand = sim.NewRand(k ^ k>>29)
}

// playOutPlayers returns the players of a play-out from seed, one a side:
// Normal players that never search. The side's own plays on the quick
// estimate, a model of its later battles, not a second search. The
// others decide their attacks and battles by the exact odds at the normal
// thinking budget, as a Normal player does in a game: a reply nearer the
// one the side will meet. With the enemy on the quick estimate too, Hard
// beat Normal less often on Channel Storm (docs/ai.md, session 18).
func (p *Player) playOutPlayers(sides int, seed uint64) []*Player {
	players := make([]*Player, sides)
	for side := range players {
		players[side] = New(Normal, side, seed+uint64(side)*7919)
		players[side].st.search = 0
		if side == p.side {
			players[side].SetThinking(0)
		}
	}
	return players
}

// score values a position for the side: objective points held against
// the others' (D29), 100 a point, and strength on the map, its own against
// the others', 30 a production point of a block's cost at full strength (a
// full infantry block weighs about an objective point: units kept now hold
// and take objectives later; with 10, Hard traded blocks for ground it
// could not keep, and beat Normal less often on Rivers of Iron and Channel
// Storm); an own ground block cut off from supply counts cutOffWorth per
// cent of that; a finished game by its result above all.
func (p *Player) score(s *sim.State) int {
	v := 0
	for _, o := range s.Victory.Objectives {
		switch ctl := s.ControlOf(o.Hex); {
		case ctl == p.side:
			v += 100 * o.Points
		case ctl >= 0:
			v -= 100 * o.Points
		}
	}
	supplied := p.tracerFor(s).Trace(s, p.side)
	for i := range s.Units {
		u := &s.Units[i]
		t := typeOf(u.Type)
		w := max(1, t.Cost) * u.CV * 30 / max(1, t.MaxCV)
		switch {
		case u.Side != p.side:
			v -= w
		case t.Class == sim.ClassGround && u.CarriedBy == 0 && !suppliedAt(s, supplied, u.Hex):
			v += w * cutOffWorth / 100
		default:
			v += w
		}
	}
	if s.Phase == sim.PhaseGameOver {
		switch s.Winner {
		case p.side:
			v += 100000
		case -1:
		default:
			v -= 100000
		}
	}
	return v
}

// hiddenPrior is what a hidden block of each class is drawn from, in
// parts: the mix the computer itself builds (production.go), what a side
// usually fields. Ships keep the assumed type (odds.AssumeHidden), since a
// ship's type decides what it carries.
var hiddenPrior = [3][]mixPart{
	sim.ClassGround: {{"infantry", 5}, {"artillery", 2}, {"armor", 3}},
	sim.ClassAir:    {{"fighter", 3}, {"light_bomber", 1}, {"heavy_bomber", 1}},
}

// sampleHidden rewrites s, a copy the caller owns, as one draw of what
// viewer may believe: each block viewer cannot see (sim KnownTo, D9) becomes
// a type drawn from its class's prior with a strength between half and
// full, from rng; cargo and ships take the assumed type of their class.
// Nothing of the hidden blocks but their class and place is read.
func sampleHidden(s *sim.State, viewer int, rng *sim.Rand) {
	odds.AssumeHidden(s, viewer)
	for i := range s.Units {
		u := &s.Units[i]
		if s.KnownTo(viewer, u) || u.CarriedBy != 0 {
			continue
		}
		prior := hiddenPrior[classOf(u)]
		if len(prior) == 0 {
			continue
		}
		total := 0
		for _, m := range prior {
			total += m.parts
		}
		k := rng.Intn(total)
		for _, m := range prior {
			if k < m.parts {
				t := typeOf(m.typ)
				u.Type, u.CV = m.typ, t.MaxCV-rng.Intn(t.MaxCV/2+1)
				break
			}
			k -= m.parts
		}
	}
}

// suppliedAt reports whether hex h is in the traced supply net.
func suppliedAt(s *sim.State, supplied []bool, h hexmap.Hex) bool {
	j := s.Map.Index(h)
	return j >= 0 && supplied[j]
}
