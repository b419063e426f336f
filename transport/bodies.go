package transport

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"slices"
	"sync"
	"time"

	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/tools"
)

// BodyBudget bounds the request bodies held in memory at once, in bytes,
// across the requests of every route that shares it (REST and /mcp): under
// a flood of large bodies, memory stays bounded by the budget rather than
// by the number of connections.
//
// A body is charged for the bytes it has received, not for the length it
// declares: it is read into a buffer that starts at 2 KiB (or its declared
// length, when smaller) and doubles as bytes
// arrive, never past the declared length, and each step takes its room
// from the budget before the buffer grows. So a body holds at most twice
// what it has received, and a client that sends slowly holds little. The
// room is given back when the request has been answered.
//
// A step that finds no room waits for it, up to the budget's wait in all
// for one request, and the request is then refused with 503 server_busy.
// Bodies already being read are served before new ones, the one furthest
// along first (it gives its room back soonest); and when every byte held
// belongs to a body waiting for more (none can finish, so none would give
// room back), the one that holds least is refused at once. Under a flood
// of large bodies that arrive fast, that finishes nearly as many as
// reserving each body's declared length did (docs/benchmarks.md).
type BodyBudget struct {
	total int64
	wait  time.Duration

	mu      sync.Mutex
	held    int64           // room charged to bodies
	stalled int64           // of held, the room of bodies waiting to grow
	growing []*budgetWaiter // bodies being read that wait for more room, most held first
	fresh   []*budgetWaiter // new bodies waiting for their first room, in order
}

// DefaultBodyBudgetBodies is the default size of a BodyBudget in bodies
// of the largest size: a handful keeps two cores busy decoding, and bounds
// the memory of a flood.
const DefaultBodyBudgetBodies = 8

// DefaultBodyBudgetWait is how long a request may wait in all for room in
// a BodyBudget before it is refused with 503 server_busy.
const DefaultBodyBudgetWait = 5 * time.Second

// NewBodyBudget returns a budget of total bytes of request bodies; a
// request waits up to wait in all for room (DefaultBodyBudgetWait when 0).
func NewBodyBudget(total int64, wait time.Duration) *BodyBudget {
	if wait <= 0 {
		wait = DefaultBodyBudgetWait
	}
	return &BodyBudget{total: total, wait: wait}
}

// errBusy is the answer of a request that found no room in the budget.
var errBusy = &tools.Error{Code: tools.CodeServerBusy, RetryAfter: time.Second,
	Message: "the server is reading too many large request bodies at once; retry shortly"}

// budgetWaiter is a body waiting for n more bytes of room while it holds
// held.
type budgetWaiter struct {
	n, held int64
	done    bool       // answered; under the budget's lock
	answer  chan error // nil: granted; errBusy: refused
}

// take charges n more bytes to a body that holds held, waiting up to wait
// for room. When it fails, the room the body held is given back too: the
// caller drops the body.
func (b *BodyBudget) take(ctx context.Context, n, held int64, wait time.Duration) error {
	b.mu.Lock()
	// A body being read goes ahead of new ones; a new one waits its turn.
	if b.held+n <= b.total && len(b.growing) == 0 && (held > 0 || len(b.fresh) == 0) {
		b.held += n
		b.mu.Unlock()
		return nil
	}
	w := &budgetWaiter{n: n, held: held, answer: make(chan error, 1)}
	if held > 0 {
		// The body furthest along first: it gives its room back soonest.
		i := len(b.growing)
		for i > 0 && b.growing[i-1].held < held {
			i--
		}
		b.growing = slices.Insert(b.growing, i, w)
		b.stalled += held
	} else {
		b.fresh = append(b.fresh, w)
	}
	b.dispatchLocked()
	if w.done || wait <= 0 {
		if !w.done {
			b.dropLocked(w)
		}
		b.mu.Unlock()
		return <-w.answer
	}
	b.mu.Unlock()

	t := time.NewTimer(wait)
	defer t.Stop()
	var err error
	select {
	case err = <-w.answer:
		return err
	case <-t.C:
		err = errBusy
	case <-ctx.Done():
		err = ctx.Err()
	}
	b.mu.Lock()
	defer b.mu.Unlock()
	if w.done {
		return <-w.answer // answered meanwhile
	}
	b.dropLocked(w)
	<-w.answer
	return err
}

// give gives n bytes of room back.
func (b *BodyBudget) give(n int64) {
	if n == 0 {
		return
	}
	b.mu.Lock()
	b.held -= n
	b.dispatchLocked()
	b.mu.Unlock()
}

// dropLocked refuses w, which is still waiting: it leaves the queue and its
// body's room is given back.
func (b *BodyBudget) dropLocked(w *budgetWaiter) {
	if w.held > 0 {
		b.growing = slices.DeleteFunc(b.growing, func(v *budgetWaiter) bool { return v == w })
		b.stalled -= w.held
		b.held -= w.held
	} else {
		b.fresh = slices.DeleteFunc(b.fresh, func(v *budgetWaiter) bool { return v == w })
	}
	w.done = true
	w.answer <- errBusy
	b.dispatchLocked()
}

// dispatchLocked grants the waiters in order while their room fits, and
// breaks a deadlock: when every byte held belongs to a body waiting for
// more, no room would ever come back, so the body that holds least is
// refused.
func (b *BodyBudget) dispatchLocked() {
	for {
		var w *budgetWaiter
		switch {
		case len(b.growing) > 0:
			w = b.growing[0]
		case len(b.fresh) > 0:
			w = b.fresh[0]
		default:
			return
		}
		if b.held+w.n <= b.total {
			if w.held > 0 {
				b.growing = b.growing[1:]
				b.stalled -= w.held
			} else {
				b.fresh = b.fresh[1:]
			}
			b.held += w.n
			w.done = true
			w.answer <- nil
			continue
		}
		if len(b.growing) == 0 || b.held != b.stalled {
			return // room held by bodies being read or answered comes back
		}
		b.dropLocked(b.growing[len(b.growing)-1])
		return // dropLocked dispatched again
	}
}

// Body reading: the room of each body, and how slow it may be.
const (
	// bodyFirstStep is the first room a body takes when it declares more
	// or declares no length: a prompt fits, and a client that never sends
	// its body holds no more.
	bodyFirstStep = 2 << 10

	// bodyRateWindow is the window over which a body's rate is measured:
	// a body's first bytes may take this long to come, and a body may
	// pause this long, no longer, whatever it sent before.
	bodyRateWindow = 2 * time.Second

	// DefaultMinBodyRate is the slowest a request body may arrive, in
	// bytes per second over any bodyRateWindow (Config.MinBodyRate): 16
	// KiB/s, 128 kbit/s, a slow mobile link.
	DefaultMinBodyRate = 16 << 10

	// DefaultBodyTimeout is the longest a request body may take to arrive,
	// from the end of its headers (Config.BodyTimeout): the largest body
	// at 2 Mbit/s.
	DefaultBodyTimeout = 10 * time.Second
)

// bodyRead is the state of one request's body: the room it holds in the
// budget, and the deadlines it must keep. observe makes one for each
// request, and front fills it in.
type bodyRead struct {
	budget  *BodyBudget   // nil: no budget
	rate    int64         // bytes per second the body must keep up; 0: none
	timeout time.Duration // longest time to receive the body; 0: none
	room    int64         // held in budget
	waited  time.Duration // spent waiting for room
}

// release gives the body's room back.
func (c *bodyRead) release() {
	if c.budget != nil {
		c.budget.give(c.room)
	}
	c.room = 0
}

// bodyReadOf returns the body state of w's request, or nil when w is not
// the one observe made (a handler used alone).
func bodyReadOf(w http.ResponseWriter) *bodyRead {
	if rec, ok := w.(*recorder); ok && (rec.body.budget != nil || rec.body.rate > 0 || rec.body.timeout > 0) {
		return &rec.body
	}
	return nil
}

// readBody reads r's body into b (emptied first) and returns it: 413
// body_too_large past limit, 503 server_busy when the budget has no room
// for it, 408 body_timeout when it comes too slowly, payments.ErrCallerGone
// when the client hung up, else 400. When it fails, the connection is
// closed after the answer, without reading what remains of the body (the
// listener drains it: [Listener]).
func readBody(w http.ResponseWriter, r *http.Request, limit int64, b []byte) ([]byte, error) {
	if r.Body == nil || r.Body == http.NoBody {
		return b[:0], nil
	}
	src := http.MaxBytesReader(w, r.Body, limit)
	var err error
	if c := bodyReadOf(w); c != nil {
		declared := r.ContentLength
		if declared == 0 {
			declared = -1 // a body net/http did not frame (a request made by hand): its length is unknown
		}
		b, err = c.read(r.Context(), readDeadliner(w), src, declared, limit, b[:0])
	} else {
		b, err = readAll(src, sized(b, r.ContentLength, limit))
	}
	if err != nil {
		err = bodyError(r, err, bodyReadOf(w))
		closeUnread(w)
	}
	return b, err
}

// read reads src, a body of declared bytes (negative: unknown), into b,
// charging the budget as the body grows and keeping the body's deadlines
// through d (nil: none can be set).
func (c *bodyRead) read(ctx context.Context, d deadliner, src io.Reader, declared, limit int64, b []byte) ([]byte, error) {
	most := limit + 1 // one byte past the limit shows a body is over it
	if declared >= 0 {
		most = min(most, declared+1) // and one past the end, its EOF
	}
	if c.budget != nil {
		most = min(most, c.budget.total)
	}
	var p pace
	for {
		if int64(len(b)) == c.room {
			if c.room >= most {
				// Only a body larger than the whole budget gets here.
				return b, errBusy
			}
			if err := c.grow(ctx, min(most, max(2*c.room, bodyFirstStep))-c.room); err != nil {
				return b, err
			}
			if int64(cap(b)) < c.room {
				nb := make([]byte, len(b), c.room)
				copy(nb, b)
				b = nb
			}
		}
		if d != nil && (c.rate > 0 || c.timeout > 0) {
			p.before(d, time.Now(), c)
		}
		n, err := src.Read(b[len(b):c.room])
		b = b[:len(b)+n]
		if err == io.EOF {
			return b, nil
		}
		if err != nil {
			return b, err
		}
		if n > 0 && c.rate > 0 {
			p.received(int64(n), time.Now(), c.rate)
		}
	}
}

// grow takes n more bytes of room for the body, within what is left of
// the budget's wait.
func (c *bodyRead) grow(ctx context.Context, n int64) error {
	if c.budget == nil {
		c.room += n
		return nil
	}
	start := time.Now()
	err := c.budget.take(ctx, n, c.room, c.budget.wait-c.waited)
	c.waited += time.Since(start)
	if err != nil {
		c.room = 0 // given back by take
		return err
	}
	c.room += n
	return nil
}

// pace keeps a body's read deadline: its bytes must keep coming at the
// minimum rate, measured over bodyRateWindow, and all of them within the
// body timeout. Time spent waiting for room in the budget is not the
// client's, so it extends both.
type pace struct {
	started bool
	end     time.Time // the whole body by then (zero: no timeout)
	credit  time.Time // more bytes by then (zero: no rate)
	set     time.Time // the deadline last set on the connection
	waited  time.Duration
}

// before sets the connection's read deadline for the next read, when it
// has moved enough to matter.
func (p *pace) before(d deadliner, now time.Time, c *bodyRead) {
	if !p.started {
		p.started = true
		if c.timeout > 0 {
			p.end = now.Add(c.timeout)
		}
		if c.rate > 0 {
			p.credit = now.Add(bodyRateWindow)
		}
	}
	if ext := c.waited - p.waited; ext > 0 {
		p.waited = c.waited
		if !p.end.IsZero() {
			p.end = p.end.Add(ext)
		}
		if !p.credit.IsZero() {
			p.credit = p.credit.Add(ext)
		}
	}
	dl := p.end
	if dl.IsZero() || (!p.credit.IsZero() && p.credit.Before(dl)) {
		dl = p.credit
	}
	// The deadline only ever moves later: setting it again only when it
	// has moved by an eighth of the window keeps a fast body from paying
	// for a timer update on every read, at the cost of cutting a client
	// off that much early.
	if p.set.IsZero() || dl.Sub(p.set) > bodyRateWindow/8 {
		p.set = dl
		_ = d.SetReadDeadline(dl)
	}
}

// received credits n bytes received at now: each byte buys 1/rate seconds,
// and no more than bodyRateWindow can be banked ahead of now.
func (p *pace) received(n int64, now time.Time, rate int64) {
	p.credit = p.credit.Add(time.Duration(n) * time.Second / time.Duration(rate))
	if limit := now.Add(bodyRateWindow); p.credit.After(limit) {
		p.credit = limit
	}
}

// deadliner sets the connection's read deadline: net/http's
// ResponseWriter does.
type deadliner interface{ SetReadDeadline(time.Time) error }

// readDeadliner returns what sets the read deadline of w's connection,
// looking through wrappers, or nil.
func readDeadliner(w http.ResponseWriter) deadliner {
	for {
		if d, ok := w.(deadliner); ok {
			return d
		}
		u, ok := w.(interface{ Unwrap() http.ResponseWriter })
		if !ok {
			return nil
		}
		w = u.Unwrap()
	}
}

// closeUnread marks w's connection to close after the answer, without
// reading any more of the request: net/http would otherwise read up to 256
// KiB of what remains before it answers or closes, at the client's pace.
// [Listener] drains what the client still sends after the answer, so that
// it reads the answer rather than a reset.
func closeUnread(w http.ResponseWriter) {
	w.Header().Set("Connection", "close")
	if d := readDeadliner(w); d != nil {
		_ = d.SetReadDeadline(time.Now())
	}
}

// bodyError is the error to answer for a request body that could not be
// read: 413 body_too_large past the limit; 408 body_timeout when it came
// too slowly; payments.ErrCallerGone when the client hung up before
// sending it all (nobody reads an answer); else 400. c (may be nil)
// names the limits in force.
func bodyError(r *http.Request, err error, c *bodyRead) error {
	var mbe *http.MaxBytesError
	var te *tools.Error
	switch {
	case errors.As(err, &te):
		return te // the budget's
	case errors.As(err, &mbe):
		return tools.Errorf(tools.CodeBodyTooLarge, "request body is larger than %d bytes", mbe.Limit)
	case errors.Is(err, os.ErrDeadlineExceeded):
		// Before the context: a read that times out cancels it.
		msg := "the request body arrived too slowly"
		if c != nil && c.rate > 0 && c.timeout > 0 {
			msg += fmt.Sprintf(": send it at %d bytes per second or faster, all of it within %s", c.rate, c.timeout)
		}
		return &tools.Error{Code: tools.CodeBodyTimeout, Message: msg, Err: err}
	case errors.Is(err, io.ErrUnexpectedEOF), r.Context().Err() != nil:
		return fmt.Errorf("read request body: %w: %w", payments.ErrCallerGone, err)
	}
	return &tools.Error{Code: tools.CodeInvalidJSON, Message: "request body could not be read", Err: err}
}

// limitBody refuses a body declared over limit before reading it; its
// connection is closed after the answer, so its body is never read.
func limitBody(w http.ResponseWriter, r *http.Request, limit int64) error {
	if r.ContentLength > limit {
		closeUnread(w)
		return tools.Errorf(tools.CodeBodyTooLarge, "request body is larger than %d bytes", limit)
	}
	return nil
}
