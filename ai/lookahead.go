package ai

import (
	"hexstorm/odds"
	"hexstorm/sim"
)

// Hard's look-ahead: it makes a few movement plans of different boldness
// and plays each forward on sampled copies of the position as its side
// knows it (every hidden block taken for the assumed type of its class,
// odds.AssumeHidden; dice from its own generator, never the game's),
// through the rest of its turn and the other sides' reply, with Normal
// players on every side. It keeps the plan whose outcomes score best on
// average: objective points held, then the strength of both sides.

// planVariant is one boldness of a movement plan: shifts of the level's
// attack bars and of the units it sends into one attack.
type planVariant struct {
	want, attackers int
}

// lookaheadVariants are the plans Hard weighs; the first is its own style.
var lookaheadVariants = []planVariant{{0, 0}, {-250, 3}, {250, -2}}

// lookaheadSamples is how many dice samples each plan is played out on,
// twice as many with a deep thinking budget. With a quick budget Hard
// does not look ahead at all.
const lookaheadSamples = 3

// lookaheadCap bounds the commands of one play-out.
const lookaheadCap = 4000

// lookaheadPlan returns the movement plan of the variant that plays out best.
func (p *Player) lookaheadPlan(s *sim.State) []sim.Command {
	base := p.st
	defer func() { p.st = base }()
	var best []sim.Command
	bestScore := 0
	for i, v := range lookaheadVariants {
		p.st = base
		p.st.want += v.want
		p.st.exactWant += v.want
		p.st.attackers = max(1, p.st.attackers+v.attackers)
		plan := p.planMovement(s)
		p.st = base
		score := 0
		samples := lookaheadSamples
		if p.budget >= DeepThinking {
			samples *= 2
		}
		for range samples {
			score += p.playOut(s, plan, p.rng.Uint64())
		}
		if i == 0 || score > bestScore {
			best, bestScore = plan, score
		}
	}
	return best
}

// playOut applies plan and the end of the movement phase to a copy of s as
// the side knows it, with dice seeded by seed, plays on with Normal players
// until the side's next movement phase (or the end), and scores the result
// for the side.
func (p *Player) playOut(s *sim.State, plan []sim.Command, seed uint64) int {
	c := s.Clone()
	odds.AssumeHidden(c, p.side)
	c.Rand = sim.NewRand(seed)
	for _, cmd := range plan {
		c.Apply(cmd) // a move the assumed blocks make illegal is skipped
	}
	if c.Phase == sim.PhaseMovement && c.Actor() == p.side {
		c.Apply(sim.Command{Kind: sim.CmdEndPhase, Side: p.side})
	}
	players := make([]*Player, len(c.Sides))
	for side := range players {
		players[side] = New(Normal, side, seed+uint64(side)*7919)
		players[side].SetThinking(QuickThinking)
	}
	turn := c.Turn
	for n := 0; n < lookaheadCap && c.Phase != sim.PhaseGameOver; n++ {
		if c.Turn > turn && c.Phase == sim.PhaseMovement && c.ActiveSide() == p.side {
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
		if _, err := c.Apply(cmd); err != nil {
			break
		}
	}
	return p.score(c)
}

// score values a position for the side: objective points held against
// the others' (D29), then strength on the map by cost, its own against the
// others'.
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
	for i := range s.Units {
		u := &s.Units[i]
		t := typeOf(u.Type)
		w := max(1, t.Cost) * u.CV * 10 / max(1, t.MaxCV)
		if u.Side == p.side {
			v += w
		} else {
			v -= w
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
