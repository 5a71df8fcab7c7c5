package tournament

import (
	"math"
)

// Rating is a level's Elo rating with its 95% interval.
type Rating struct {
	Level     int // index into Config.Levels
	Elo       float64
	Low, High float64
}

// eloScale turns a rating difference into log-odds: a player 400 points
// stronger is expected to score ten times as much as it concedes.
const eloScale = math.Ln10 / 400

// PriorDraws is how many drawn games are added between every two levels
// that met, before rating: without them a clean sweep (Hard against Random,
// 40-0) would put the winner infinitely far ahead.
const PriorDraws = 1

// Elo rates the levels from every game between different levels (the
// Bradley-Terry model, draws as half a point, fitted by maximum likelihood
// with PriorDraws), with the first level anchored at 0. Each interval is
// the rating plus or minus 1.96 standard errors from the curvature of the
// likelihood (the anchor's is exact). Levels that met no other level get no
// interval (NaN).
func (r *Result) Elo() []Rating {
	n := len(r.Config.Levels)
	// games[i][j] and score[i][j]: games between i and j, and i's points.
	games := make([][]float64, n)
	score := make([][]float64, n)
	for i := range n {
		games[i], score[i] = make([]float64, n), make([]float64, n)
	}
	for _, g := range r.Games {
		if g.A == g.B {
			continue
		}
		s := g.AScore()
		games[g.A][g.B]++
		games[g.B][g.A]++
		score[g.A][g.B] += s
		score[g.B][g.A] += 1 - s
	}
	for i := range n {
		for j := range n {
			if i != j && games[i][j] > 0 {
				games[i][j] += PriorDraws
				score[i][j] += PriorDraws / 2.0
			}
		}
	}
	elo := make([]float64, n)
	var cov [][]float64
	// Newton's method on the ratings of levels 1..n-1 (level 0 is fixed).
	for range 100 {
		grad := make([]float64, n-1)
		hess := make([][]float64, n-1)
		for i := range hess {
			hess[i] = make([]float64, n-1)
		}
		for i := 1; i < n; i++ {
			for j := range n {
				if i == j || games[i][j] == 0 {
					continue
				}
				e := expected(elo[i], elo[j])
				grad[i-1] += eloScale * (score[i][j] - games[i][j]*e)
				w := eloScale * eloScale * games[i][j] * e * (1 - e)
				hess[i-1][i-1] += w
				if j > 0 {
					hess[i-1][j-1] -= w
				}
			}
		}
		// hess is the negative Hessian (the information); step = hess^-1 grad.
		inv, ok := invert(hess)
		if !ok {
			break
		}
		cov = inv
		moved := 0.0
		for i := range grad {
			step := 0.0
			for j := range grad {
				step += inv[i][j] * grad[j]
			}
			step = math.Max(-400, math.Min(400, step))
			elo[i+1] += step
			moved = math.Max(moved, math.Abs(step))
		}
		if moved < 1e-6 {
			break
		}
	}
	out := make([]Rating, n)
	for i := range n {
		out[i] = Rating{Level: i, Elo: elo[i], Low: math.NaN(), High: math.NaN()}
		if i == 0 {
			out[i].Low, out[i].High = 0, 0
		} else if cov != nil {
			half := 1.959963984540054 * math.Sqrt(cov[i-1][i-1])
			out[i].Low, out[i].High = elo[i]-half, elo[i]+half
		}
	}
	return out
}

// expected is the score a player rated a expects against one rated b.
func expected(a, b float64) float64 { return 1 / (1 + math.Exp(-eloScale*(a-b))) }

// invert returns the inverse of a small square matrix by Gauss-Jordan
// elimination with partial pivoting; ok is false when it is singular.
func invert(m [][]float64) ([][]float64, bool) {
	n := len(m)
	a := make([][]float64, n)
	for i := range m {
		a[i] = make([]float64, 2*n)
		copy(a[i], m[i])
		a[i][n+i] = 1
	}
	for c := range n {
		p := c
		for r := c + 1; r < n; r++ {
			if math.Abs(a[r][c]) > math.Abs(a[p][c]) {
				p = r
			}
		}
		if math.Abs(a[p][c]) < 1e-12 {
			return nil, false
		}
		a[c], a[p] = a[p], a[c]
		for r := range n {
			if r == c {
				continue
			}
			f := a[r][c] / a[c][c]
			for k := c; k < 2*n; k++ {
				a[r][k] -= f * a[c][k]
			}
		}
	}
	out := make([][]float64, n)
	for i := range n {
		out[i] = make([]float64, n)
		for j := range n {
			out[i][j] = a[i][n+j] / a[i][i]
		}
	}
	return out, true
}
