package cloud

import (
	"fmt"
	"testing"
)

// startServer starts a server on loopback in a fresh temporary folder and
// stops it when the test ends.
func startServer(t testing.TB, opts Options) *Server {
	t.Helper()
	if opts.Dir == "" {
		opts.Dir = t.TempDir()
	}
	s, err := New(opts)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Serve("127.0.0.1:0"); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := s.Close(); err != nil {
			t.Errorf("close: %v", err)
		}
	})
	return s
}

// newUser signs up and signs in a fresh user.
func newUser(t testing.TB, base, name string) *Client {
	t.Helper()
	c := NewClient(base)
	email := fmt.Sprintf("%s@example.org", name)
	if err := c.SignUp(email, testPassword); err != nil {
		t.Fatalf("sign up %s: %v", name, err)
	}
	if err := c.SignIn(email, testPassword); err != nil {
		t.Fatalf("sign in %s: %v", name, err)
	}
	return c
}

// testPassword is every test user's password; the log test looks for it.
const testPassword = "correct-horse-Battery-9"
