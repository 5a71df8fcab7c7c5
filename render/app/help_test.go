package app

import (
	"strings"
	"testing"
)

// The replay viewer's help is made from its keymap: every action is listed
// with its keys.
func TestReplayHelp_ListsEveryAction(t *testing.T) {
	text := strings.Join(ReplayHelp, "\n")
	listed := map[ReplayAction]bool{}
	for _, row := range replayHelpRows {
		for _, r := range row {
			listed[r.act] = true
		}
	}
	for a := range ReplayActionCount {
		if !listed[a] {
			t.Errorf("replay action %d has no line in the help", a)
		}
		if !strings.Contains(text, keyList(ReplayKeymap[a])+"  ") {
			t.Errorf("the help does not name the keys of replay action %d (%s)", a, keyList(ReplayKeymap[a]))
		}
	}
}
