package main

import (
	"bufio"
	"context"
	"io"
	"log/slog"
	"sync"
	"time"

	"github.com/pqs-dev/pqs/transport"
)

// logSink buffers the request log. One write(2) per request line cost
// about as much as scoring a short prompt; buffered, the lines go out in
// batches at least every interval. Every other record, and any request
// record at warn or above, is written at once together with what is
// buffered, so that order is kept and nothing important waits.
type logSink struct {
	mu   sync.Mutex
	w    *bufio.Writer
	stop chan struct{}
	done chan struct{}
}

// newLogSink buffers writes to w and flushes them every interval until
// Close.
func newLogSink(w io.Writer, interval time.Duration) *logSink {
	s := &logSink{w: bufio.NewWriterSize(w, 64<<10), stop: make(chan struct{}), done: make(chan struct{})}
	go func() {
		defer close(s.done)
		t := time.NewTicker(interval)
		defer t.Stop()
		for {
			select {
			case <-t.C:
				s.Flush()
			case <-s.stop:
				return
			}
		}
	}()
	return s
}

func (s *logSink) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.w.Write(p)
}

// Flush writes out what is buffered.
func (s *logSink) Flush() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.w.Flush()
}

// Close stops the timer and flushes. Later writes are still buffered,
// so call it after the last log record.
func (s *logSink) Close() error {
	close(s.stop)
	<-s.done
	return s.Flush()
}

// sinkHandler flushes s after every record but routine request logs.
type sinkHandler struct {
	slog.Handler
	s *logSink
}

func (h sinkHandler) Handle(ctx context.Context, r slog.Record) error {
	err := h.Handler.Handle(ctx, r)
	if r.Message != transport.RequestLogMessage || r.Level >= slog.LevelWarn {
		if ferr := h.s.Flush(); err == nil {
			err = ferr
		}
	}
	return err
}

func (h sinkHandler) WithAttrs(as []slog.Attr) slog.Handler {
	return sinkHandler{h.Handler.WithAttrs(as), h.s}
}

func (h sinkHandler) WithGroup(name string) slog.Handler {
	return sinkHandler{h.Handler.WithGroup(name), h.s}
}
