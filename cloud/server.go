// Package cloud is the play-by-cloud server (DESIGN D40-D42): PocketBase,
// used as a library, gives accounts, the SQLite store, realtime
// subscriptions and the operator's dashboard; the game's own packages judge
// every command (sim), keep the record (replay), play the computer's seats
// (ai) and decide what each side may know (sim.State.ViewFor and EventsFor).
// A seat is sent only its side's view; the record with its hashes stays on
// the server until the game ends, when it is released to the players signed
// with the server's ed25519 key.
//
// Client is the headless client of the same API, used by `hexstorm cloud`
// and by the tests.
package cloud

import (
	"crypto/ed25519"
	"crypto/rand"
	"errors"
	"fmt"
	"net"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	_ "github.com/pocketbase/pocketbase/migrations" // PocketBase's own collections (users, ...)
	"github.com/pocketbase/pocketbase/tools/hook"
)

// Size bounds of what a client may send.
const (
	maxScenarioBytes = 4 << 20  // an uploaded scenario
	maxCommandBytes  = 16 << 10 // one command
	maxBodyBytes     = maxScenarioBytes + 64<<10
)

// Options configure a server.
type Options struct {
	// Dir is the data folder: the SQLite files and the signing key.
	Dir string
	// Rate is how many game requests a user may make a second, Burst how
	// many at once; 0 takes the defaults (20 and 60).
	Rate, Burst int
	// IPLimits turns on PocketBase's rate limits by address for its own
	// routes (sign-up, sign-in): on for `hexstorm serve`, off in tests that
	// make many accounts from one address.
	IPLimits bool
	// MaxGames bounds the games held in memory (default 10,000); IdleAfter
	// is how many requests for games pass before a game no one asked for
	// is evicted (default 100,000). An evicted game is loaded again from
	// the store when asked for (memory.go).
	MaxGames, IdleAfter int
	// AIMax bounds the commands a computer seat gives in a row (default
	// 20,000, past any game's length).
	AIMax int

	// seed, when not 0, is every new game's seed instead of a random one:
	// tests replay scripted games through the API with it.
	seed uint64
	// served, when set, is told how long each accepted command took inside
	// the server, from its first middleware to its answer (TestLoad).
	served func(time.Duration)
	// committed, when set, is told how long each batch of commands took
	// to commit to SQLite (TestLoad).
	committed func(time.Duration)
}

// Server is a running play-by-cloud server.
type Server struct {
	app  *core.BaseApp
	opts Options
	key  ed25519.PrivateKey

	mu    sync.Mutex
	games map[string]*liveGame
	// clock counts the requests for games; evicted counts the games let go
	// (memory.go).
	clock   uint64
	evicted int

	limiter  *limiter
	tokens   *tokenCache
	topics   *topicIndex
	writer   *writer
	wg       sync.WaitGroup // computer players
	closing  chan struct{}
	served   chan struct{} // closed when apis.Serve returns
	serveErr error
	addr     net.Addr
}

// New opens (or creates) the data folder and bootstraps the server: the
// store, the migrations and the signing key. Serve starts it.
func New(opts Options) (*Server, error) {
	if opts.Dir == "" {
		return nil, errors.New("cloud: no data folder")
	}
	if opts.Rate <= 0 {
		opts.Rate = 20
	}
	if opts.Burst <= 0 {
		opts.Burst = 60
	}
	if opts.MaxGames <= 0 {
		opts.MaxGames = 10000
	}
	if opts.IdleAfter <= 0 {
		opts.IdleAfter = 100000
	}
	if opts.AIMax <= 0 {
		opts.AIMax = 20000
	}
	if err := os.MkdirAll(opts.Dir, 0o700); err != nil {
		return nil, err
	}
	// Idle connections are kept as many as open ones: with the default few,
	// every burst of requests closed and reopened SQLite connections.
	app := core.NewBaseApp(core.BaseAppConfig{DataDir: opts.Dir, DataMaxOpenConns: 64, DataMaxIdleConns: 64})
	if err := app.Bootstrap(); err != nil {
		return nil, fmt.Errorf("cloud: %w", err)
	}
	if err := app.RunAllMigrations(); err != nil {
		return nil, fmt.Errorf("cloud: migrations: %w", err)
	}
	key, err := loadKey(filepath.Join(opts.Dir, "hexstorm_signing.key"))
	if err != nil {
		return nil, err
	}
	s := &Server{app: app, opts: opts, key: key, games: map[string]*liveGame{},
		limiter: newLimiter(opts.Rate, opts.Burst), tokens: newTokenCache(tokenCacheMax), topics: newTopicIndex(), closing: make(chan struct{}), served: make(chan struct{})}
	s.writer = newWriter(app, opts.committed)
	s.watchTokens()
	settings := app.Settings()
	if settings.RateLimits.Enabled != opts.IPLimits {
		settings.RateLimits.Enabled = opts.IPLimits
		if err := app.Save(settings); err != nil {
			return nil, err
		}
	}
	return s, nil
}

// App returns the PocketBase app, for the operator's tools and tests.
func (s *Server) App() core.App { return s.app }

// PublicKey returns the key that signs released records.
func (s *Server) PublicKey() ed25519.PublicKey { return s.key.Public().(ed25519.PublicKey) }

// Serve listens on addr (host:port; port 0 picks one) and serves in the
// background until Close. It returns once the server accepts connections,
// and resumes the computer's seats of games in play.
func (s *Server) Serve(addr string) error {
	l, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	s.addr = l.Addr()
	s.app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		se.Listener = l
		se.InstallerFunc = nil // no browser, no installer: make a superuser with `hexstorm serve --admin`
		s.bindTokenCache(se)
		if s.opts.served != nil {
			se.Router.Bind(&hook.Handler[*core.RequestEvent]{Priority: apis.DefaultWWWRedirectMiddlewarePriority - 1, Func: s.timeCommands})
		}
		s.routes(se)
		return se.Next()
	})
	s.app.OnRealtimeSubscribeRequest().BindFunc(s.authorizeSubscriptions)
	s.app.OnRealtimeConnectRequest().BindFunc(s.forgetConnection)
	ready := make(chan struct{})
	s.app.OnServe().BindFunc(func(se *core.ServeEvent) error {
		err := se.Next()
		close(ready)
		return err
	})
	go func() {
		s.serveErr = apis.Serve(s.app, apis.ServeConfig{HttpAddr: l.Addr().String()})
		close(s.served)
	}()
	select {
	case <-ready:
	case <-s.served:
		return s.serveErr
	case <-time.After(30 * time.Second):
		return errors.New("cloud: the server did not start within 30 s")
	}
	s.resumeComputers()
	return nil
}

// timeCommands tells opts.served how long each accepted command took.
func (s *Server) timeCommands(e *core.RequestEvent) error {
	t0 := time.Now()
	err := e.Next()
	if err == nil && e.Request.Method == "POST" && strings.HasSuffix(e.Request.URL.Path, "/commands") {
		s.opts.served(time.Since(t0))
	}
	return err
}

// Addr returns the address the server listens on.
func (s *Server) Addr() string { return s.addr.String() }

// URL returns the server's base URL.
func (s *Server) URL() string { return "http://" + s.Addr() }

// Wait blocks until the server stops and returns why.
func (s *Server) Wait() error {
	<-s.served
	return s.serveErr
}

// Close stops the server: the listener, the computer players, the store.
func (s *Server) Close() error {
	close(s.closing)
	s.wg.Wait()
	ev := new(core.TerminateEvent)
	ev.App = s.app
	err := s.app.OnTerminate().Trigger(ev, func(e *core.TerminateEvent) error {
		if s.addr != nil {
			<-s.served // the listener is closed and requests are done
		}
		s.writer.close()
		return e.App.ResetBootstrapState()
	})
	return err
}

// loadKey reads the server's ed25519 key, making one on first start.
func loadKey(path string) (ed25519.PrivateKey, error) {
	b, err := os.ReadFile(path)
	if err == nil {
		if len(b) != ed25519.SeedSize {
			return nil, fmt.Errorf("cloud: %s: not an ed25519 seed", path)
		}
		return ed25519.NewKeyFromSeed(b), nil
	}
	if !errors.Is(err, os.ErrNotExist) {
		return nil, err
	}
	seed := make([]byte, ed25519.SeedSize)
	if _, err := rand.Read(seed); err != nil {
		return nil, err
	}
	if err := os.WriteFile(path, seed, 0o600); err != nil {
		return nil, err
	}
	return ed25519.NewKeyFromSeed(seed), nil
}

// UpsertSuperuser makes (or updates the password of) an operator account
// for the dashboard at /_/.
func (s *Server) UpsertSuperuser(email, password string) error {
	coll, err := s.app.FindCachedCollectionByNameOrId(core.CollectionNameSuperusers)
	if err != nil {
		return err
	}
	rec, err := s.app.FindAuthRecordByEmail(coll, email)
	if err != nil {
		rec = core.NewRecord(coll)
		rec.SetEmail(email)
	}
	rec.SetPassword(password)
	return s.app.Save(rec)
}
