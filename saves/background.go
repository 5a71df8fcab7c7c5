package saves

import "sync"

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
	next     []byte
	nextPath string
	waiting  bool
	err      error
}

// NewBackground returns a background writer into store.
func NewBackground(store *Store) *Background {
	b := &Background{store: store}
	b.idle = sync.NewCond(&b.mu)
	return b
}

// Put queues an encoded save (Store.Encode) for writing, replacing any
// save still waiting.
func (b *Background) Put(path string, data []byte) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.next, b.nextPath, b.waiting = data, path, true
	if !b.busy {
		b.busy = true
		go b.run()
	}
}

func (b *Background) run() {
	b.mu.Lock()
	for b.waiting {
		path, data := b.nextPath, b.next
		b.waiting, b.next = false, nil
		b.mu.Unlock()
		err := b.store.Write(path, data)
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
