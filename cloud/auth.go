package cloud

import (
	"strings"
	"sync"
	"time"

	"github.com/pocketbase/pocketbase/apis"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/hook"
	"github.com/pocketbase/pocketbase/tools/security"
)

// PocketBase checks a request's token by reading its user's row from SQLite
// and checking the signature with the row's key, on every request; in the
// load test that read was most of a command's cost outside the game. The
// server remembers the users of the tokens it has checked until each token
// expires. A user's entries are forgotten when the row changes (a new
// password or a sign-out of every device changes its token key) or goes,
// and every entry when a collection changes (its token secret may have).

// tokenCacheMax bounds the tokens remembered.
const tokenCacheMax = 10000

// tokenCache maps checked tokens to their users until they expire.
type tokenCache struct {
	mu      sync.Mutex
	max     int
	entries map[string]cachedToken
	// gen counts the forgets, so a token checked before one is not
	// remembered after it (put).
	gen uint64
}

type cachedToken struct {
	user    *core.Record
	expires time.Time
}

func newTokenCache(max int) *tokenCache {
	return &tokenCache{max: max, entries: map[string]cachedToken{}}
}

// get returns a copy of the user of token, nil unless it is remembered and
// unexpired at now.
func (c *tokenCache) get(token string, now time.Time) *core.Record {
	c.mu.Lock()
	defer c.mu.Unlock()
	e, ok := c.entries[token]
	if !ok {
		return nil
	}
	if !now.Before(e.expires) {
		delete(c.entries, token)
		return nil
	}
	return e.user.Clone()
}

// generation returns the count of forgets so far, to give put.
func (c *tokenCache) generation() uint64 {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.gen
}

// put remembers user as token's until expires, unless a forget came since
// generation gen: the token was checked against a row that may have
// changed. When full it forgets the expired tokens, then, if still full,
// any one.
func (c *tokenCache) put(token string, user *core.Record, expires, now time.Time, gen uint64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if gen != c.gen {
		return
	}
	if len(c.entries) >= c.max {
		for k, e := range c.entries {
			if !now.Before(e.expires) {
				delete(c.entries, k)
			}
		}
		for k := range c.entries {
			if len(c.entries) < c.max {
				break
			}
			delete(c.entries, k)
		}
	}
	c.entries[token] = cachedToken{user: user.Clone(), expires: expires}
}

// forget drops the tokens of the user with id, or every token for "".
func (c *tokenCache) forget(id string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.gen++
	for k, e := range c.entries {
		if id == "" || e.user.Id == id {
			delete(c.entries, k)
		}
	}
}

// len returns the number of tokens remembered.
func (c *tokenCache) len() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return len(c.entries)
}

// bindTokenCache puts the cache in front of PocketBase's token check, which
// skips a request whose user is already known, and keeps it true to the
// store.
func (s *Server) bindTokenCache(se *core.ServeEvent) {
	se.Router.Bind(&hook.Handler[*core.RequestEvent]{
		Id:       "hexstormTokenCache",
		Priority: apis.DefaultLoadAuthTokenMiddlewarePriority - 1,
		Func:     s.cachedAuth,
	})
}

// watchTokens forgets remembered tokens whose user or collection changed.
func (s *Server) watchTokens() {
	forgetUser := func(e *core.RecordEvent) error {
		s.tokens.forget(e.Record.Id)
		return e.Next()
	}
	s.app.OnRecordAfterUpdateSuccess("users").BindFunc(forgetUser)
	s.app.OnRecordAfterDeleteSuccess("users").BindFunc(forgetUser)
	forgetAll := func(e *core.CollectionEvent) error {
		s.tokens.forget("")
		return e.Next()
	}
	s.app.OnCollectionAfterUpdateSuccess().BindFunc(forgetAll)
	s.app.OnCollectionAfterDeleteSuccess().BindFunc(forgetAll)
}

// cachedAuth sets the request's user from the cache, or checks its token
// as PocketBase would and remembers a good one of the users collection.
func (s *Server) cachedAuth(e *core.RequestEvent) error {
	token := e.Request.Header.Get("Authorization")
	if len(token) > 7 && strings.EqualFold(token[:7], "Bearer ") {
		token = token[7:]
	}
	if token == "" || e.Auth != nil {
		return e.Next()
	}
	now := time.Now()
	if user := s.tokens.get(token, now); user != nil {
		e.Auth = user
		return e.Next()
	}
	gen := s.tokens.generation()
	user, err := e.App.FindAuthRecordByToken(token, core.TokenTypeAuth)
	if err != nil || user == nil || user.Collection().Name != "users" {
		return e.Next() // PocketBase's own check decides
	}
	claims, err := security.ParseUnverifiedJWT(token) // verified just above
	if err == nil {
		if exp, err := claims.GetExpirationTime(); err == nil && exp != nil && now.Before(exp.Time) {
			s.tokens.put(token, user, exp.Time, now, gen)
		}
	}
	e.Auth = user
	return e.Next()
}
