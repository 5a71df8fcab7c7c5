// Package ai is the computer opponent. It plays through the same path as a
// human: Next returns one sim.Command for the caller to apply, and it sees
// only what its side may see (DESIGN D9).
//
// Hidden information: an enemy block's type and strength are unknown unless
// the game uses open blocks or the block stands in a running battle the
// player's side takes part in (a battle reveals both sides, D9). Hidden
// blocks are estimated by the average ratings of the buildable types of
// their broad class (view.go); Hard also remembers what a battle showed it
// of a block that has turned face down again (memory.go). Every level,
// Hard included, keeps to this.
//
// Legality: each command is checked on a throw-away clone of the state
// before it is returned, so Next never returns a command the rules refuse.
// The clone is used only for that check and for the outcome of moves (what
// a human sees at once on the board); the AI never looks at the result of a
// command that rolls dice, so it cannot peek at the game's future rolls.
//
// Determinism: the player's own generator (sim.Rand, seeded by New) is the
// only source of chance; no map is iterated, no clock is read, and every
// choice breaks ties by unit id or map index.
package ai

import (
	"errors"
	"fmt"
	"hexstorm/session/seat"

	"hexstorm/hexmap"
	"hexstorm/sim"
)

// Level is how well the computer plays; levels differ in judgement, never
// in bonuses. It is the seat's level (session/seat), so a saved game's
// players and the computer's levels are one list.
type Level = seat.Level

// The levels, weakest first. Random plays uniformly chosen legal commands
// and is there to measure the others against.
const (
	Random = seat.Random
	Easy   = seat.Easy
	Normal = seat.Normal
	Hard   = seat.Hard
)

// ParseLevel reads a level name ("random", "easy", "normal", "hard").
func ParseLevel(name string) (Level, error) { return seat.ParseLevel(name) }

// Levels returns every level, weakest first.
func Levels() []Level { return seat.Levels() }

// Description returns a one-paragraph account of how level l plays and
// how strong it measured in the last tournament (docs/ai.md).
func Description(l Level) string {
	switch l {
	case Random:
		return "Random picks among legal commands by chance: a unit and a hex in its range, a battle to fight, " +
			"a unit to build, continuing or retreating on a coin toss. It ends each phase after a few tries. " +
			"It exists to measure the other levels against: each of them beat it in every one of 120 test games."
	case Easy:
		return "A first opponent: it always beats a random player, loses about four games in five to Normal and nineteen in twenty to Hard. " +
			"Easy advances on enemy cities, objectives and troops and attacks one target at a time when a rough strength estimate " +
			"looks even or better, but it often picks a merely reasonable move instead of the best one, leaves its own cities " +
			"unguarded, ignores supply, never commits air units to defence, keeps fighting until a rough estimate says a battle is " +
			"clearly lost (it never computes exact odds), and builds the cheapest units its pools allow."
	case Normal:
		return "The standard opponent: it beats Easy in about four games of five and Hard " +
			"in about one of five. Normal plays for the objectives that decide the game: it heads for them, keeps garrisons sized " +
			"to the enemy that can reach them, never leaves one empty when an enemy could walk in, and backs the ones it takes. It " +
			"checks each attack with the exact battle odds (as its side knows your blocks) and wears a defended objective down when " +
			"the exchange favours it, and passes by strongholds it could not take with a full stack; it adds air strikes, " +
			"ferries troops by sea out of your warships' reach, and its engineers, marines and bombers build, rebuild and raid. " +
			"Far behind on points, or in the last turn with nobody moving after it, it throws everything at your objectives."
	case Hard:
		return "The strongest level: it beats Easy in about nineteen games of twenty and Normal in about four of five. " +
			"Hard plays like Normal with sharper judgement: objectives nobody holds claimed first, best battles first, its hits taken on cheap infantry before armour, " +
			"reserves marched to objectives your troops outnumber or, by the exact battle odds, would take, threatened objectives held " +
			"(coastal ones too while your troops at sea could land), two blocks left to pin a stronghold it cannot take while the rest " +
			"turn to weaker objectives, and any objective in reach worth a try in a close finish. " +
			"Unless it leads by two points or more with more than two turns to go, it thinks ahead: " +
			"each turn it weighs its plan against plans of other styles and against " +
			"the same plan with one attack left out or one more attack on your objectives made in force, plays each out on three " +
			"guesses of the position through your reply, and keeps changing its " +
			"plan while a change plays out better. Its plans expect a reply as careful as Normal's: in test games a bolder " +
			"opponent, one that attacks at every fair chance, won about two games in five against it. It guesses " +
			"your hidden blocks from their class and place and, for those it has seen fight, from what the battle showed, " +
			"never from the blocks themselves, and gets no bonuses."
	}
	return "unknown level"
}

// maxPerPhase caps the commands the player issues in one phase; after it the
// player ends the phase, so a game can never loop forever on its account.
const maxPerPhase = 400

// Player is one computer player for one side.
type Player struct {
	level Level
	st    style
	side  int
	rng   sim.Rand
	// est estimates battles; it may be swapped for an exact odds calculator.
	est Estimator
	// Per-phase memory: the phase it belongs to, the commands issued in it,
	// and the planned commands still to issue.
	key   phaseKey
	count int
	plan  []sim.Command
	// planned is set once the current phase's plan has been made.
	planned  bool
	searcher *hexmap.Searcher
	reach    []hexmap.Reach
	// tracer traces supply for the search's scores (reused: one per map).
	tracer    *sim.SupplyTracer
	tracerMap *hexmap.Map
	// budget is how many exact battle evaluations (package odds) the
	// player may make in one of its turns; spent counts them in turn
	// spentTurn. A count, not a clock, so the same game plays the same.
	budget    int
	spent     int
	spentTurn int
	// spare lists enemy hexes the plan being drawn up must not attack (the
	// search's variants); attacked the hexes the last plan attacked.
	spare, attacked []hexmap.Hex
	// force lists enemy hexes the plan must attack with all it can (the
	// search's variants); declined those the last plan judged not worth it.
	force, declined []hexmap.Hex
	// seen is what the side last saw of each enemy block that fought
	// (memory.go); lookups only, never iterated.
	seen map[sim.UnitID]sighting
	// falls memoises fallOdds by battle within turn fallsTurn: each plan the
	// search draws up asks the same battles again (lookups only).
	falls     map[string]int
	fallsTurn int
}

// Thinking budgets: exact battle evaluations per turn, as the settings offer
// them. DefaultThinking is what matches and tests use.
const (
	QuickThinking   = 40
	DefaultThinking = 400
	DeepThinking    = 4000
)

// SetThinking sets how many exact battle evaluations the player may make in
// one turn; past it, the levels that use exact odds fall back to the quick
// estimate for the rest of the turn.
func (p *Player) SetThinking(evals int) { p.budget = max(0, evals) }

// thinkLeft returns how many exact evaluations are left in turn's budget.
func (p *Player) thinkLeft(turn int) int {
	if turn != p.spentTurn {
		p.spent, p.spentTurn = 0, turn
	}
	return p.budget - p.spent
}

// think spends one exact evaluation of turn's budget, reporting whether
// there was one left.
func (p *Player) think(turn int) bool {
	if p.thinkLeft(turn) <= 0 {
		return false
	}
	p.spent++
	return true
}

type phaseKey struct {
	turn   int
	phase  sim.Phase
	active int
}

// New returns a player of the given level for side, with its own generator
// seeded by seed.
func New(level Level, side int, seed uint64) *Player {
	return &Player{level: level, st: styleOf(level), side: side, rng: sim.NewRand(seed ^ 0x5eed_a1_a1 ^ uint64(side)<<32), est: RatioEstimator{},
		budget: DefaultThinking}
}

// Level returns the player's level.
func (p *Player) Level() Level { return p.level }

// Side returns the side the player plays.
func (p *Player) Side() int { return p.side }

// SetEstimator replaces the battle estimator, e.g. with an exact odds calculator.
func (p *Player) SetEstimator(e Estimator) { p.est = e }

// ErrNotMyTurn is returned by Next when the game does not wait for the player's side.
var ErrNotMyTurn = errors.New("ai: the game is not waiting for this side")

// Next returns the next command for the player's side. The caller applies it
// and calls Next again while s.Actor() is the side.
func (p *Player) Next(s *sim.State) (sim.Command, error) {
	if s.Phase == sim.PhaseGameOver {
		return sim.Command{}, errors.New("ai: the game is over")
	}
	if s.Actor() != p.side {
		return sim.Command{}, ErrNotMyTurn
	}
	p.observe(s)
	k := phaseKey{turn: s.Turn, phase: s.Phase, active: s.Active}
	if k != p.key {
		p.key, p.count, p.plan, p.planned = k, 0, nil, false
	}
	p.count++
	if p.count > maxPerPhase {
		return p.fallback(s)
	}
	if p.st.chooseLosses && !s.Sides[p.side].ChooseCasualties {
		// The side places its own losses (casualties.go) from its first order on.
		return sim.Command{Kind: sim.CmdCasualtyPolicy, Side: p.side, Manual: true}, nil
	}
	var cmd sim.Command
	var ok bool
	if p.level == Random {
		cmd, ok = p.randomNext(s)
	} else {
		cmd, ok = p.smartNext(s)
	}
	if ok {
		return cmd, nil
	}
	return p.fallback(s)
}

// smartNext is the Easy, Normal and Hard players' choice.
func (p *Player) smartNext(s *sim.State) (sim.Command, bool) {
	switch s.Phase {
	case sim.PhaseMovement:
		if !p.planned {
			if plans, _ := p.searchBudget(); plans > 1 && p.searches(s) {
				p.plan = p.searchPlan(s)
			} else {
				p.plan = p.planMovement(s)
			}
			p.planned = true
		}
		return p.popPlan(s)
	case sim.PhaseCombat:
		return p.combatNext(s)
	case sim.PhaseProduction:
		if !p.planned {
			p.plan, p.planned = p.planProduction(s), true
		}
		return p.popPlan(s)
	}
	return sim.Command{}, false
}

// popPlan returns the next planned command the rules accept now, skipping
// any that became illegal.
func (p *Player) popPlan(s *sim.State) (sim.Command, bool) {
	for len(p.plan) > 0 {
		c := p.plan[0]
		p.plan = p.plan[1:]
		if legal(s, c) {
			return c, true
		}
	}
	return sim.Command{}, false
}

// fallback is the command that moves the game on when the player has nothing
// better: ending the phase or the air commitment, taking casualties by the
// default policy, retreating from a battle that waits, or fighting the next
// battle. It is always legal when the game waits for the side.
func (p *Player) fallback(s *sim.State) (sim.Command, error) {
	cands := []sim.Command{{Kind: sim.CmdEndPhase, Side: p.side}}
	if c, ok := s.RequiredBuild(p.side); ok { // seed 000 18.51: Russia must build first
		cands = append([]sim.Command{c}, cands...)
	}
	if s.Phase == sim.PhaseCombat {
		cands = nil
		if c, ok := casualties(s, p.side); ok {
			cands = append(cands, c)
		}
		if len(s.Committing) > 0 && s.Committing[0] == p.side {
			cands = append(cands, sim.Command{Kind: sim.CmdEndCommit, Side: p.side})
		}
		for _, b := range s.Battles {
			if b.Attacker == p.side && b.AwaitingOrders {
				cands = append(cands, sim.Command{Kind: sim.CmdRetreat, Side: p.side, Hex: b.Hex})
			}
		}
		for _, b := range s.Battles {
			if b.Attacker == p.side && !b.Running() {
				cands = append(cands, sim.Command{Kind: sim.CmdFight, Side: p.side, Hex: b.Hex})
			}
		}
		cands = append(cands, sim.Command{Kind: sim.CmdEndPhase, Side: p.side})
	}
	for _, c := range cands {
		if legal(s, c) {
			return c, nil
		}
	}
	return sim.Command{}, fmt.Errorf("ai: no legal command for side %d in the %s phase", p.side, s.Phase)
}

// legal reports whether the rules accept cmd now, trying it on a clone.
func legal(s *sim.State, cmd sim.Command) bool {
	_, err := s.Try(cmd)
	return err == nil
}

// searcherFor returns the player's path searcher for s's map.
func (p *Player) searcherFor(s *sim.State) *hexmap.Searcher {
	if p.searcher == nil || p.searcher.Map() != s.Map {
		p.searcher = hexmap.NewSearcher(s.Map)
	}
	return p.searcher
}

// tracerFor returns the player's supply tracer for s's map.
func (p *Player) tracerFor(s *sim.State) *sim.SupplyTracer {
	if p.tracer == nil || p.tracerMap != s.Map {
		p.tracer, p.tracerMap = sim.NewSupplyTracer(s.Map), s.Map
	}
	return p.tracer
}

// chance returns true with probability num/den from the player's generator.
func (p *Player) chance(num, den int) bool { return p.rng.Intn(den) < num }
