package cloud

import (
	"errors"
	"time"

	"github.com/pocketbase/dbx"
	"github.com/pocketbase/pocketbase/core"
)

// The commands' rows are written by one goroutine that commits whatever
// has queued up in one transaction (a group commit). SQLite has one writer
// at a time; one transaction per command made the writer the server's
// bound (about 1,000 commands a second with 200 games, docs/server.md),
// while a batch costs little more than one command. A command is
// acknowledged only once its batch is committed.
//
// The rows go straight to SQLite rather than through PocketBase's record
// validation and hooks: the rules have judged the command already. The
// games row's steps and actor are for the dashboard and are brought up to
// date when the game ends; the commands rows are the truth.

// write is one command's row to store, and the end of its game if it ends it.
type write struct {
	row    dbx.Params
	finish *finish
	done   chan error
}

// finish is what the games row says of a game that ended.
type finish struct {
	game   string
	steps  int
	winner int
}

// maxBatch bounds the commands committed in one transaction.
const maxBatch = 512

// writer is the goroutine that stores commands.
type writer struct {
	app core.App
	// committed, when set, is told how long each batch took to commit.
	committed func(time.Duration)
	queue     chan *write
	stop      chan struct{}
	done      chan struct{}
}

func newWriter(app core.App, committed func(time.Duration)) *writer {
	w := &writer{app: app, committed: committed, queue: make(chan *write, maxBatch), stop: make(chan struct{}), done: make(chan struct{})}
	go w.run()
	return w
}

var errClosed = errors.New("the server is shutting down")

// do queues a write and waits until it is committed or has failed.
func (w *writer) do(x *write) error {
	select {
	case w.queue <- x:
	case <-w.stop:
		return errClosed
	}
	return <-x.done
}

// close stops the writer once the queue is empty.
func (w *writer) close() {
	close(w.stop)
	<-w.done
}

func (w *writer) run() {
	defer close(w.done)
	for {
		var batch []*write
		select {
		case x := <-w.queue:
			batch = append(batch, x)
		case <-w.stop:
			for {
				select {
				case x := <-w.queue:
					x.done <- errClosed
				default:
					return
				}
			}
		}
	more:
		for len(batch) < maxBatch {
			select {
			case x := <-w.queue:
				batch = append(batch, x)
			default:
				break more
			}
		}
		t0 := time.Now()
		err := w.app.RunInTransaction(func(tx core.App) error {
			for _, x := range batch {
				if _, err := tx.NonconcurrentDB().Insert("commands", x.row).Execute(); err != nil {
					return err
				}
				if f := x.finish; f != nil {
					gr, err := tx.FindRecordById("games", f.game)
					if err != nil {
						return err
					}
					gr.Set("steps", f.steps)
					gr.Set("actor", -1)
					gr.Set("status", statusFinished)
					gr.Set("winner", f.winner)
					if err := tx.Save(gr); err != nil {
						return err
					}
				}
			}
			return nil
		})
		if w.committed != nil {
			w.committed(time.Since(t0))
		}
		for _, x := range batch {
			x.done <- err
		}
	}
}
