package cloud

import (
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/pocketbase/pocketbase/core"
)

// The remembered tokens are bounded, expire with their tokens, and a token
// checked before a forget is not remembered after it.
func TestTokenCache_BoundedExpiringAndForgetful(t *testing.T) {
	s := startServer(t, Options{})
	users, err := s.app.FindCollectionByNameOrId("users")
	if err != nil {
		t.Fatal(err)
	}
	user := func(id string) *core.Record {
		r := core.NewRecord(users)
		r.Id = id
		return r
	}
	now := time.Date(2026, 11, 26, 6, 0, 0, 0, time.UTC)
	c := newTokenCache(3)
	for i := range 5 {
		c.put(fmt.Sprint("t", i), user(fmt.Sprint("u", i)), now.Add(time.Hour), now, c.generation())
	}
	if c.len() != 3 {
		t.Fatalf("%d tokens remembered, bound 3", c.len())
	}
	if u := c.get("t4", now); u == nil || u.Id != "u4" {
		t.Fatalf("the latest token: %v", u)
	}
	if c.get("t4", now.Add(time.Hour)) != nil || c.len() != 2 {
		t.Fatal("an expired token is still good")
	}
	gen := c.generation()
	c.forget("u9")
	c.put("late", user("u5"), now.Add(time.Hour), now, gen)
	if c.get("late", now) != nil {
		t.Fatal("a token checked before a forget was remembered")
	}
	c.put("t6", user("u6"), now.Add(time.Hour), now, c.generation())
	c.forget("u6")
	if c.get("t6", now) != nil {
		t.Fatal("a forgotten user's token is still good")
	}
}

// A token the server remembers stops working when its user changes password
// or is signed out of every device (a new token key), or is deleted.
func TestSecurity_OldTokensEndWithPasswordSignOutAndDeletion(t *testing.T) {
	s := startServer(t, Options{})
	alice := newUser(t, s.URL(), "alice")
	works := func(c *Client) bool {
		t.Helper()
		_, err := c.Games()
		if err != nil && apiStatus(err) != http.StatusUnauthorized {
			t.Fatal(err)
		}
		return err == nil
	}
	if !works(alice) || s.tokens.len() == 0 {
		t.Fatalf("a fresh token: %d remembered", s.tokens.len())
	}
	old := *alice
	const newPassword = "another-Horse-battery-7"
	if _, err := alice.Do("PATCH", "/api/collections/users/records/"+alice.User, map[string]string{
		"oldPassword": testPassword, "password": newPassword, "passwordConfirm": newPassword}, nil); err != nil {
		t.Fatal(err)
	}
	if works(&old) {
		t.Error("the token from before the new password still works")
	}
	if err := alice.SignIn("alice@example.org", newPassword); err != nil || !works(alice) {
		t.Fatalf("signing in with the new password: %v", err)
	}

	rec, err := s.app.FindRecordById("users", alice.User)
	if err != nil {
		t.Fatal(err)
	}
	rec.RefreshTokenKey() // sign out every device
	if err := s.app.Save(rec); err != nil {
		t.Fatal(err)
	}
	if works(alice) {
		t.Error("the token still works after signing out every device")
	}

	if err := alice.SignIn("alice@example.org", newPassword); err != nil || !works(alice) {
		t.Fatalf("signing in again: %v", err)
	}
	if err := s.app.Delete(rec); err != nil {
		t.Fatal(err)
	}
	if works(alice) {
		t.Error("a deleted user's token still works")
	}
}
