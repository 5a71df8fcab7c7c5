package ai

import (
	"testing"
	"hexstorm/sim"
)

func pts(s *sim.State, side int) int {
	p := 0
	for _, o := range s.Victory.Objectives {
		if s.ControlOf(o.Hex) == side {
			p += o.Points
		}
	}
	return p
}

func tourney(t *testing.T, a, b Level, games int) (w, d, l, allies, axis int) {
	for i := range games {
		seed := uint64(1 + i)
		if i%2 == 0 {
			g, _ := playChannel(t, seed, a, b)
			allies += pts(g.State, 0)
			switch g.State.Winner {
			case 0:
				w++
			case 1:
				l++
			default:
				d++
			}
		} else {
			g, _ := playChannel(t, seed, b, a)
			axis += pts(g.State, 1)
			switch g.State.Winner {
			case 1:
				w++
			case 0:
				l++
			default:
				d++
			}
		}
	}
	return
}

func TestScratch(t *testing.T) {
	for _, pr := range [][2]Level{{Normal, Random}, {Hard, Easy}, {Easy, Random}, {Hard, Normal}, {Hard, Random}, {Normal, Easy}} {
		w, d, l, al, ax := tourney(t, pr[0], pr[1], 20)
		t.Logf("%v vs %v: %d-%d-%d  A as allies avg pts %.1f, A as axis avg pts %.1f", pr[0], pr[1], w, d, l, float64(al)/10, float64(ax)/10)
	}
}
