package seat

import "testing"

func TestPlayersReadWhatNamesWrites(t *testing.T) {
	ps := []Player{Human, Computer(Hard), Computer(Random)}
	got := Players(Names(ps), 4)
	want := []Player{Human, Computer(Hard), Computer(Random), Human}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("side %d: got %v, want %v", i, got[i], want[i])
		}
	}
	if _, err := ParseLevel("godlike"); err == nil {
		t.Error("an unknown level was read")
	}
}
