package saves

import (
	"sync"
	"time"

	"hexstorm/sim"
)

// Background writes saves on a goroutine, one at a time, so that the
// autosave's sync to disk never holds up a frame. When writes come faster
// than the disk takes them, only the newest waiting one is written: each
// save holds the whole game, so an older one is never needed.
type Background struct {
	store *Store
	mu    sync.Mutex
	idle  *sync.Cond
	busy  bool
	// next is the newest save waiting to be written.
	next    job
	waiting bool
	err     error
}

// job is one save to encode and write.
type job struct {
	name string
	rec  sim.Record
	info sim.SaveInfo
	now  time.Time
}

// NewBackground returns a background writer into store.
func NewBackground(store *Store) *Background {
	b := &Background{store: store}
	b.idle = sync.NewCond(&b.mu)
	return b
}

// Save queues a save of rec under name, as Store.Save writes it, replacing
// any save still waiting. Both the encoding and the write happen on the
// writer's goroutine. rec is copied with its steps capped at their current
// length: the game may go on appending to its record meanwhile, which never
// touches the steps already there.
func (b *Background) Save(name string, rec *sim.Record, info sim.SaveInfo, now time.Time) {
	r := *rec
	r.Steps = r.Steps[:len(r.Steps):len(r.Steps)]
	b.mu.Lock()
	defer b.mu.Unlock()
	b.next, b.waiting = job{name: name, rec: r, info: info, now: now}, true
	if !b.busy {
		b.busy = true
		go b.run()
	}
}

func (b *Background) run() {
	b.mu.Lock()
	for b.waiting {
		j := b.next
		b.waiting, b.next = false, job{}
		b.mu.Unlock()
		_, err := b.store.Save(j.name, &j.rec, j.info, j.now)
		b.mu.Lock()
		if err != nil {
			b.err = err
		}
	}
	b.busy = false
	b.idle.Broadcast()
	b.mu.Unlock()
}

// Flush waits until every queued save is on disk and returns the first
// write error since the last Flush or Err, if any.
func (b *Background) Flush() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	for b.busy {
		b.idle.Wait()
	}
	err := b.err
	b.err = nil
	return err
}

// Err returns, and forgets, a write error since the last Flush or Err,
// without waiting.
func (b *Background) Err() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	err := b.err
	b.err = nil
	return err
}
