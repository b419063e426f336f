package transport

import (
	"context"
	"errors"
	"net/http"
	"time"

	"golang.org/x/sync/semaphore"

	"github.com/pqs-dev/pqs/tools"
)

// BodyBudget bounds the request bodies held in memory at once, in bytes,
// across the requests of every route that shares it (REST and /mcp): under
// a flood of large bodies, memory stays bounded by the budget rather than
// by the number of connections. A request takes its declared
// Content-Length from the budget (the body limit when it declares none)
// before its body is read, and gives it back when it has been answered.
type BodyBudget struct {
	sem   *semaphore.Weighted
	total int64
	wait  time.Duration
}

// DefaultBodyBudgetBodies is the default size of a BodyBudget in bodies
// of the largest size: a handful keeps two cores busy decoding, and bounds
// the memory of a flood.
const DefaultBodyBudgetBodies = 8

// DefaultBodyBudgetWait is how long a request waits for room in a
// BodyBudget before it is refused with 503 server_busy.
const DefaultBodyBudgetWait = 5 * time.Second

// NewBodyBudget returns a budget of total bytes of request bodies; a
// request waits up to wait for room (DefaultBodyBudgetWait when 0).
func NewBodyBudget(total int64, wait time.Duration) *BodyBudget {
	if wait <= 0 {
		wait = DefaultBodyBudgetWait
	}
	return &BodyBudget{sem: semaphore.NewWeighted(total), total: total, wait: wait}
}

// errBusy is the answer of a request that found no room in the budget.
var errBusy = &tools.Error{Code: tools.CodeServerBusy, RetryAfter: time.Second,
	Message: "the server is reading too many large request bodies at once; retry shortly"}

// acquire takes room for r's body, limit being the most it may hold. The
// release func gives it back. Bodies declared over limit are refused here,
// before anything is read.
func (b *BodyBudget) acquire(r *http.Request, limit int64) (release func(), err error) {
	n := r.ContentLength
	switch {
	case n == 0:
		return func() {}, nil
	case n > limit:
		return nil, tools.Errorf(tools.CodeBodyTooLarge, "request body is larger than %d bytes", limit)
	case n < 0: // chunked: as much as it may hold
		n = limit
	}
	n = min(n, b.total)
	ctx, cancel := context.WithTimeout(r.Context(), b.wait)
	defer cancel()
	if err := b.sem.Acquire(ctx, n); err != nil {
		if r.Context().Err() != nil {
			return nil, err // the caller went away
		}
		return nil, errBusy
	}
	return func() { b.sem.Release(n) }, nil
}

// limitBody refuses a body declared over limit before reading it, and
// holds room in budget (when not nil) while next serves the request. A
// refused request's connection is closed, so its body is never read.
func limitBody(w http.ResponseWriter, r *http.Request, budget *BodyBudget, limit int64) (release func(), err error) {
	if budget == nil {
		if r.ContentLength > limit {
			err = tools.Errorf(tools.CodeBodyTooLarge, "request body is larger than %d bytes", limit)
		}
		release = func() {}
	} else {
		release, err = budget.acquire(r, limit)
	}
	var te *tools.Error
	if errors.As(err, &te) && te.Code == tools.CodeBodyTooLarge {
		w.Header().Set("Connection", "close")
	}
	return release, err
}
