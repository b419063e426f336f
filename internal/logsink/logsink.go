// Package logsink buffers a service's log: routine records (one a
// request) go out in batches, every other record at once.
//
// A write(2) per request line would cost as much as scoring a short
// prompt, so routine lines wait in a buffer that is
// flushed at least every interval. Every other record, and a routine one
// at warn or above, flushes the buffer with it, so that order is kept and
// nothing important waits.
package logsink

import (
	"bufio"
	"context"
	"io"
	"log/slog"
	"sync"
	"time"

	"github.com/pqs-dev/pqs/internal/tick"
)

// Sink is an io.Writer that buffers writes to another.
type Sink struct {
	mu   sync.Mutex
	w    *bufio.Writer
	stop chan struct{}
	done chan struct{}
}

// New buffers writes to w and flushes them every interval until Close.
func New(w io.Writer, interval time.Duration) *Sink {
	s := &Sink{w: bufio.NewWriterSize(w, 64<<10), stop: make(chan struct{}), done: make(chan struct{})}
	go func() {
		defer close(s.done)
		tick.Every(interval, s.stop, func() { s.Flush() })
	}()
	return s
}

func (s *Sink) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.w.Write(p)
}

// Flush writes out what is buffered.
func (s *Sink) Flush() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.w.Flush()
}

// Close stops the timer and flushes. Later writes are still buffered,
// so call it after the last log record.
func (s *Sink) Close() error {
	close(s.stop)
	<-s.done
	return s.Flush()
}

// Handler wraps h, which writes to s, so that s is flushed after every
// record but those with the message routine below slog.LevelWarn.
func (s *Sink) Handler(h slog.Handler, routine string) slog.Handler {
	return handler{h, s, routine}
}

type handler struct {
	slog.Handler
	s       *Sink
	routine string
}

func (h handler) Handle(ctx context.Context, r slog.Record) error {
	err := h.Handler.Handle(ctx, r)
	if r.Message != h.routine || r.Level >= slog.LevelWarn {
		if ferr := h.s.Flush(); err == nil {
			err = ferr
		}
	}
	return err
}

func (h handler) WithAttrs(as []slog.Attr) slog.Handler {
	return handler{h.Handler.WithAttrs(as), h.s, h.routine}
}

func (h handler) WithGroup(name string) slog.Handler {
	return handler{h.Handler.WithGroup(name), h.s, h.routine}
}
