package cli

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"

	"hexstorm/cloud"
	"hexstorm/cloud/online"
	"hexstorm/internal/atomicfile"
	"hexstorm/internal/safefile"
	"hexstorm/replay"
	"hexstorm/sim"
)

// runServe starts the play-by-cloud server and serves until interrupted.
func runServe(env Env, args []string) int {
	fs := newFlags(env, "serve")
	addr := fs.String("http", "127.0.0.1:8090", "address to listen on (host:port); 0.0.0.0:8090 for every network")
	dir := fs.String("dir", "hexstorm_data", "data folder: the database and the server's signing key")
	admin := fs.String("admin", "", "make (or reset) this dashboard superuser, password from HEXSTORM_PASSWORD or stdin, then serve")
	if code, ok := parse(fs, args); !ok {
		return code
	}
	s, err := cloud.New(cloud.Options{Dir: *dir, IPLimits: true})
	if err != nil {
		fmt.Fprintf(env.Stderr, "hexstorm serve: %v\n", err)
		return ExitInvalid
	}
	if *admin != "" {
		pw, err := readPassword(os.Stdin)
		if err == nil {
			err = s.UpsertSuperuser(*admin, pw)
		}
		if err != nil {
			fmt.Fprintf(env.Stderr, "hexstorm serve: --admin: %v\n", err)
			return ExitInvalid
		}
	}
	if err := s.Serve(*addr); err != nil {
		fmt.Fprintf(env.Stderr, "hexstorm serve: %v\n", err)
		return ExitInvalid
	}
	key := replay.Signature{PublicKey: s.PublicKey()}.Signer()
	fmt.Fprintf(env.Stdout, "hexstorm server at %s (data in %s, signing key %s)\n", s.URL(), *dir, key)
	fmt.Fprintf(env.Stdout, "  game API: %s/api/hexstorm/   dashboard: %s/_/\n", s.URL(), s.URL())
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, os.Interrupt, syscall.SIGTERM)
	done := make(chan error, 1)
	go func() { done <- s.Wait() }()
	select {
	case <-stop:
		if err := s.Close(); err != nil {
			fmt.Fprintf(env.Stderr, "hexstorm serve: %v\n", err)
			return ExitInvalid
		}
	case err := <-done:
		if err != nil {
			fmt.Fprintf(env.Stderr, "hexstorm serve: %v\n", err)
			return ExitInvalid
		}
	}
	return ExitOK
}

// cloudSession is what `hexstorm cloud signin` keeps for the next commands.
type cloudSession struct {
	Server string `json:"server"`
	Token  string `json:"token"`
	User   string `json:"user"`
}

func defaultSessionFile() string {
	dir, err := os.UserConfigDir()
	if err != nil {
		return "hexstorm-cloud.json"
	}
	return filepath.Join(dir, "hexstorm", "cloud.json")
}

// readPassword takes the password from HEXSTORM_PASSWORD or the first line
// of standard input, never from the command line, which other users of the
// machine can read.
func readPassword(stdin io.Reader) (string, error) {
	if p := os.Getenv("HEXSTORM_PASSWORD"); p != "" {
		return p, nil
	}
	line, err := bufio.NewReader(stdin).ReadString('\n')
	if err != nil && line == "" {
		return "", errors.New("no password: set HEXSTORM_PASSWORD or give it on standard input")
	}
	return strings.TrimRight(line, "\r\n"), nil
}

const cloudUsage = `usage: hexstorm cloud [--session FILE] ACTION [FLAGS]
actions:
  signup --server URL --email E     make an account (password from HEXSTORM_PASSWORD or stdin)
  signin --server URL --email E     sign in and keep the session in FILE
  games                             list my games and whose turn it is
  create --scenario ID|FILE --seats me,open,computer:LEVEL
                                    create a game; prints its id and invitation codes
  join CODE                         take the seat an invitation code holds
  view --game ID [--side N] [--from K]
                                    print my side's view as JSON (state and events from step K)
  map --game ID                     print the public part of the game's scenario (its map) as JSON
  wait --game ID [--side N] [--timeout D]
                                    wait until the game waits on my side or ends (D: give up after it; 0 never)
  submit --game ID [--side N] --commands FILE
                                    submit a command script, one command at a time
  record --game ID --out FILE       save a finished game's record and its signature (FILE.sig)`

// runCloud is the headless client of the play-by-cloud server.
func runCloud(env Env, args []string) int {
	return runCloudWith(env, os.Stdin, args)
}

func runCloudWith(env Env, stdin io.Reader, args []string) int {
	sessionFile := defaultSessionFile()
	if len(args) >= 2 && args[0] == "--session" {
		sessionFile, args = args[1], args[2:]
	}
	if len(args) == 0 {
		fmt.Fprintln(env.Stderr, cloudUsage)
		return ExitUsage
	}
	action, args := args[0], args[1:]
	fs := newFlags(env, "cloud "+action)
	server := fs.String("server", "http://127.0.0.1:8090", "server address")
	email := fs.String("email", "", "account email")
	scenario := fs.String("scenario", "", "built-in scenario id or scenario file")
	seats := fs.String("seats", "me,open", "one seat per side: me, open or computer:LEVEL")
	game := fs.String("game", "", "game id")
	side := fs.Int("side", -1, "my side (needed when I hold several seats)")
	from := fs.Int("from", 0, "first step whose events to print")
	commandsFile := fs.String("commands", "", "command script (a JSON array)")
	out := fs.String("out", "", "output file")
	timeout := fs.Duration("timeout", 0, "wait: give up after this long (0: never)")
	if code, ok := parse(fs, args); !ok {
		return code
	}
	fail := func(err error) int {
		fmt.Fprintf(env.Stderr, "hexstorm cloud %s: %v\n", action, err)
		return ExitInvalid
	}
	printJSON := func(v any) int {
		b, err := json.MarshalIndent(v, "", " ")
		if err != nil {
			return fail(err)
		}
		fmt.Fprintln(env.Stdout, string(b))
		return ExitOK
	}
	if action == "signup" || action == "signin" {
		if *email == "" {
			fmt.Fprintln(env.Stderr, "hexstorm cloud: --email is needed")
			return ExitUsage
		}
		pw, err := readPassword(stdin)
		if err != nil {
			return fail(err)
		}
		c := cloud.NewClient(*server)
		if action == "signup" {
			if err := c.SignUp(*email, pw); err != nil {
				return fail(err)
			}
		}
		if err := c.SignIn(*email, pw); err != nil {
			return fail(err)
		}
		b, _ := json.Marshal(cloudSession{Server: c.Base, Token: c.Token, User: c.User})
		if err := os.MkdirAll(filepath.Dir(sessionFile), 0o700); err != nil {
			return fail(err)
		}
		if err := atomicfile.Write(sessionFile, b); err != nil {
			return fail(err)
		}
		fmt.Fprintf(env.Stdout, "signed in to %s as %s\n", c.Base, *email)
		return ExitOK
	}
	var sess cloudSession
	b, err := os.ReadFile(sessionFile)
	if err == nil {
		err = json.Unmarshal(b, &sess)
	}
	if err != nil {
		return fail(fmt.Errorf("not signed in (hexstorm cloud signin): %w", err))
	}
	c := cloud.NewClient(sess.Server)
	c.Token, c.User = sess.Token, sess.User
	mySide := func() (int, error) {
		if *side >= 0 {
			return *side, nil
		}
		info, err := c.Game(*game)
		if err != nil {
			return 0, err
		}
		return online.MySeat(info, -1)
	}
	switch action {
	case "games":
		gs, err := c.Games()
		if err != nil {
			return fail(err)
		}
		return printJSON(gs)
	case "create":
		req := cloud.CreateRequest{}
		if strings.ContainsAny(*scenario, `/\`) || strings.HasSuffix(*scenario, ".json") {
			data, err := safefile.Read(*scenario, maxScenarioFile)
			if err != nil {
				return fail(err)
			}
			req.Scenario = data
		} else {
			req.ScenarioID = *scenario
		}
		for _, s := range strings.Split(*seats, ",") {
			kind, level, _ := strings.Cut(strings.TrimSpace(s), ":")
			req.Seats = append(req.Seats, cloud.SeatSpec{Kind: kind, Level: level})
		}
		info, err := c.Create(req)
		if err != nil {
			return fail(err)
		}
		return printJSON(info)
	case "join":
		if fs.NArg() != 1 {
			fmt.Fprintln(env.Stderr, "usage: hexstorm cloud join CODE")
			return ExitUsage
		}
		j, err := c.Join(fs.Arg(0))
		if err != nil {
			return fail(err)
		}
		return printJSON(j)
	case "view":
		sd, err := mySide()
		if err != nil {
			return fail(err)
		}
		v, _, err := c.View(*game, sd, *from)
		if err != nil {
			return fail(err)
		}
		return printJSON(v)
	case "map":
		data, err := c.Map(*game)
		if err != nil {
			return fail(err)
		}
		var v any
		if err := json.Unmarshal(data, &v); err != nil {
			return fail(err)
		}
		return printJSON(v)
	case "wait":
		o, err := online.Open(c, *game, *side)
		if err != nil {
			return fail(err)
		}
		defer o.Close()
		ctx := context.Background()
		if *timeout > 0 {
			var cancel context.CancelFunc
			ctx, cancel = context.WithTimeout(ctx, *timeout)
			defer cancel()
		}
		for !o.YourTurn() && o.Status() != "finished" {
			if _, err := o.Wait(ctx); err != nil {
				return fail(err)
			}
		}
		what := "your turn"
		if o.Status() == "finished" {
			what = "the game is over"
		}
		fmt.Fprintf(env.Stdout, "game %s, step %d: %s\n", *game, o.Step(), what)
		return ExitOK
	case "submit":
		sd, err := mySide()
		if err != nil {
			return fail(err)
		}
		data, err := safefile.Read(*commandsFile, 16<<20)
		if err != nil {
			return fail(err)
		}
		cmds, err := sim.DecodeCommands(data)
		if err != nil {
			return fail(err)
		}
		v, _, err := c.View(*game, sd, 1<<30)
		if err != nil {
			return fail(err)
		}
		step := v.Step
		for i, cmd := range cmds {
			resp, _, err := c.Submit(*game, sd, cmd, step)
			if err != nil {
				return fail(fmt.Errorf("command %d (%s): %w", i+1, cmd, err))
			}
			step = resp.Step
			fmt.Fprintf(env.Stdout, "step %d: %s\n", resp.Step, cmd)
		}
		return ExitOK
	case "record":
		if *out == "" {
			fmt.Fprintln(env.Stderr, "hexstorm cloud record: --out is needed")
			return ExitUsage
		}
		rel, err := c.Record(*game)
		if err != nil {
			return fail(err)
		}
		sig := replay.Signature{PublicKey: rel.PublicKey, Signature: rel.Signature}
		if err := sig.Check(rel.Record); err != nil {
			return fail(err)
		}
		if err := atomicfile.Write(*out, rel.Record); err != nil {
			return fail(err)
		}
		if err := replay.WriteSignature(*out, sig); err != nil {
			return fail(err)
		}
		fmt.Fprintf(env.Stdout, "%s: the record, signed by the server's key %s (%s%s)\n", *out, sig.Signer(), *out, replay.SignatureSuffix)
		return ExitOK
	}
	fmt.Fprintln(env.Stderr, cloudUsage)
	return ExitUsage
}
