package cloud

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"math"
	"net/http"
	"os"
	"runtime/metrics"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

var (
	loadGames = flag.Int("cloud.load", 0, "run TestLoad with this many concurrent games (200 for the figure in docs/server.md)")
	loadThink = flag.Duration("cloud.think", 0, "TestLoad: how long each client thinks before each of its commands")
	loadTime  = flag.Duration("cloud.time", 3*time.Minute, "TestLoad: how long it may play")
)

// TestLoad plays many games at once through one server on loopback, two
// clients a game, each client a goroutine that waits for its turn on the
// realtime channel and submits the next command of a scripted tutorial game.
// It reports commands accepted a second and the time to accept a command
// (from sending it to its answer): median, 99th percentile and worst. It is
// bounded in games (the flag), commands (a whole tutorial game, about 230
// commands each) and time (3 minutes), and skipped unless asked for:
//
//	go test ./cloud -run TestLoad -cloud.load 200 -v
//	go test ./cloud -run TestLoad -cloud.load 200 -cloud.think 1s -v
//
// With no think time every client sends its command the moment its turn
// comes, so the server is saturated and the time to accept a command is
// mostly the queue; with think time the clients play at a pace.
func TestLoad(t *testing.T) {
	if *loadGames <= 0 {
		t.Skip("load test: run with -cloud.load N (go test ./cloud -run TestLoad -cloud.load 200 -v)")
	}
	const seed = 31337
	n := *loadGames
	var inMu sync.Mutex
	var inside, commits []time.Duration
	s := startServer(t, Options{seed: seed, Rate: 1 << 20, Burst: 1 << 20, served: func(d time.Duration) {
		inMu.Lock()
		inside = append(inside, d)
		inMu.Unlock()
	}, committed: func(d time.Duration) {
		inMu.Lock()
		commits = append(commits, d)
		inMu.Unlock()
	}})
	script := scriptGame(t, "tutorial", seed, 5000)
	transport := &http.Transport{MaxIdleConns: 4 * n, MaxIdleConnsPerHost: 4 * n, IdleConnTimeout: time.Minute}
	users := makeUsers(t, s, 2*n, transport)

	games := make([]string, n)
	for i := range n {
		info, err := users[2*i].Create(CreateRequest{ScenarioID: "tutorial", Seats: []SeatSpec{{Kind: "me"}, {Kind: "open"}}})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := users[2*i+1].Join(info.Seats[1].Code); err != nil {
			t.Fatal(err)
		}
		games[i] = info.ID
	}
	ctx, cancel := context.WithTimeout(context.Background(), min(*loadTime, 3*time.Minute))
	defer cancel()
	var mu sync.Mutex
	var lat []time.Duration
	var failed atomic.Int64
	var wg sync.WaitGroup
	sched0 := schedLatencies()
	start := time.Now()
	for i := range 2 * n {
		c, game, side := users[i], games[i/2], i%2
		ch, err := c.Subscribe(ctx, Topic(game, side))
		if err != nil {
			t.Fatal(err)
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			step := 0
			var mine []time.Duration
			defer func() {
				mu.Lock()
				lat = append(lat, mine...)
				mu.Unlock()
			}()
			for step < len(script) && ctx.Err() == nil {
				if script[step].Side != side {
					select { // wait for the other side's command
					case m, ok := <-ch:
						if !ok {
							return
						}
						var no Notice
						if json.Unmarshal(m.Data, &no) == nil && no.Step > step {
							step = no.Step
						}
					case <-time.After(2 * time.Second): // a notice may be late: ask
						if v, _, err := c.View(game, side, 1<<30); err == nil {
							step = v.Step
						}
					case <-ctx.Done():
						return
					}
					continue
				}
				if *loadThink > 0 {
					time.Sleep(*loadThink)
				}
				t0 := time.Now()
				r, _, err := c.Submit(game, side, script[step], step)
				if err != nil {
					failed.Add(1)
					return
				}
				mine = append(mine, time.Since(t0))
				step = r.Step
			}
		}()
	}
	wg.Wait()
	wall := time.Since(start)
	sched := schedLatencies()
	if failed.Load() > 0 {
		t.Errorf("%d clients had a command refused", failed.Load())
	}
	slices.Sort(lat)
	if len(lat) == 0 {
		t.Fatal("no command accepted")
	}
	q := func(p float64) time.Duration { return quantile(lat, p) }
	inMu.Lock()
	slices.Sort(inside)
	slices.Sort(commits)
	t.Logf("inside the server (first middleware to answer): median %v, p99 %v, worst %v; %d commits of a batch: median %v, p99 %v, worst %v",
		quantile(inside, 0.5).Round(10*time.Microsecond), quantile(inside, 0.99).Round(10*time.Microsecond), quantile(inside, 1).Round(time.Millisecond),
		len(commits), quantile(commits, 0.5).Round(10*time.Microsecond), quantile(commits, 0.99).Round(10*time.Microsecond), quantile(commits, 1).Round(time.Millisecond))
	inMu.Unlock()
	t.Logf("goroutines waiting for a core (runtime/metrics /sched/latencies): median %v, p99 %v; load average at the end %s",
		sched.since(sched0, 0.5), sched.since(sched0, 0.99), loadAverage())
	t.Logf("think %v; %d games, %d clients: %d commands in %.1f s: %.0f commands/s; time to accept a command: median %v, p99 %v, worst %v",
		*loadThink, n, 2*n, len(lat), wall.Seconds(), float64(len(lat))/wall.Seconds(), q(0.5).Round(10*time.Microsecond), q(0.99).Round(10*time.Microsecond), lat[len(lat)-1].Round(time.Millisecond))
	if len(lat) < n*len(script) {
		t.Logf("bounded by time: %d of %d commands played", len(lat), n*len(script))
	}
}

// schedHist is the runtime's histogram of how long goroutines waited to run.
type schedHist struct{ h *metrics.Float64Histogram }

func schedLatencies() schedHist {
	m := []metrics.Sample{{Name: "/sched/latencies:seconds"}}
	metrics.Read(m)
	return schedHist{m[0].Value.Float64Histogram()}
}

// since returns the p-quantile of the waits between before and h.
func (h schedHist) since(before schedHist, p float64) time.Duration {
	var total uint64
	counts := make([]uint64, len(h.h.Counts))
	for i := range counts {
		counts[i] = h.h.Counts[i] - before.h.Counts[i]
		total += counts[i]
	}
	var seen uint64
	for i, c := range counts {
		seen += c
		if total > 0 && float64(seen) >= p*float64(total) {
			upper := h.h.Buckets[i+1]
			if math.IsInf(upper, 1) {
				upper = h.h.Buckets[i]
			}
			return time.Duration(upper * float64(time.Second)).Round(10 * time.Microsecond)
		}
	}
	return 0
}

// loadAverage returns the machine's load averages, for the log.
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown"
	}
	return strings.Join(strings.Fields(string(b))[:3], " ")
}

// quantile returns the p-quantile of sorted ds.
func quantile(ds []time.Duration, p float64) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	return ds[min(len(ds)-1, int(p*float64(len(ds))))]
}

// makeUsers makes n accounts straight in the store (the load test measures
// play, not sign-up) and signed-in clients for them.
func makeUsers(t *testing.T, s *Server, n int, transport http.RoundTripper) []*Client {
	t.Helper()
	users, err := s.app.FindCollectionByNameOrId("users")
	if err != nil {
		t.Fatal(err)
	}
	out := make([]*Client, n)
	for i := range n {
		r := core.NewRecord(users)
		r.SetEmail(fmt.Sprintf("load%d@example.org", i))
		r.SetRandomPassword()
		if err := s.app.Save(r); err != nil {
			t.Fatal(err)
		}
		tok, err := r.NewAuthToken()
		if err != nil {
			t.Fatal(err)
		}
		c := NewClient(s.URL())
		c.HTTP = &http.Client{Transport: transport, Timeout: time.Minute}
		c.Token, c.User = tok, r.Id
		out[i] = c
	}
	return out
}
