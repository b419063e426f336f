package payments

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"runtime/debug"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"
)

// Call is one paid call, from any transport.
type Call struct {
	Op string // the paid operation: score, batch, optimize, compare
	// Route names the call in usage records and x402 requirements:
	// "/api/score" for REST, "mcp://tool/score" for MCP.
	Route       string
	Credentials Credentials
	// Deadline is when the answer must have been written (zero: none).
	// The work must end a margin before it (a tenth of the time left, at
	// most 10 s), so that charging and answering still fit: past it the
	// answer could not be written, yet the call would be charged.
	Deadline time.Time
}

// Paid is what Run tells the transport about a call.
type Paid struct {
	// PayerKind is api_key, x402 or none.
	PayerKind string
	// Payer is the key ID or the payer's address, once known.
	Payer string
	// Receipt is the x402 settlement to send back (nil for a key).
	Receipt *Receipt

	charge *Charge // committed
}

// Done records whether the answer of the call reached its caller: the
// transport calls it with the error of flushing the answer. Written, the
// payment is spent (see Charge.Answered); not written, it is reopened, so
// that the same call redeems it at once rather than after a restart.
func (p Paid) Done(ctx context.Context, flushErr error) {
	switch {
	case p.charge == nil:
	case flushErr == nil:
		p.charge.Answered(ctx)
	default:
		p.charge.unanswered(context.WithoutCancel(ctx))
	}
}

// RefusedError is a paid call that payment refused: it could not begin
// (no or bad credentials, quota, a refused payment) or could not be
// charged (settlement refused, usage not recorded). Nothing was charged,
// and the work's result, if any, must not be served. Errors of the work
// itself are returned as they are.
type RefusedError struct {
	Err error
	// Receipt is a failed settlement to echo back, if any.
	Receipt *Receipt
}

func (e *RefusedError) Error() string { return "paid call refused: " + e.Err.Error() }

func (e *RefusedError) Unwrap() error { return e.Err }

// ErrCallerGone is Run's error for a call whose caller left before its
// work was done: it is cancelled, and nobody reads the answer.
var ErrCallerGone = errors.New("caller went away")

// commitTimeout bounds settling an x402 payment after the work. The other
// bookkeeping after the work has bounds of its own: a ledger write 10 s
// (bookkeeping), a key's usage record the meter's transaction timeout;
// cancelling a key's call does not wait at all. All of it runs even when
// the caller has gone away, so that nothing stays reserved.
const commitTimeout = 30 * time.Second

// answerMargin is what a call keeps, between the end of its work and its
// deadline, to charge and write the answer: a tenth of the time, at least
// half a second (a loaded server still answers a short deadline) and at
// most 10 s, never more than half of what is left.
func answerMargin(left time.Duration) time.Duration {
	return min(max(left/10, 500*time.Millisecond), left/2, 10*time.Second)
}

// Run is the one path of a paid call, for every transport: begin the
// charge (an API key reserved, or an x402 payment verified and reserved),
// run work, then commit the charge (usage recorded durably, or the payment
// settled) or, if the work failed, panicked or the caller left, cancel it.
// A call whose work fails is not charged. An x402 call whose caller left
// while its payment was being settled is charged but not answered: its
// payment is kept open for the same call (RedeemOpen).
//
// The error is a *RefusedError when payment refused the call, else the
// work's own error.
func (g *Gate) Run(ctx context.Context, c Call, work func(context.Context) error) (Paid, error) {
	start := time.Now()
	paid := Paid{PayerKind: c.Credentials.Kind()}
	charge, err := g.Begin(ctx, c.Op, c.Credentials)
	if err != nil {
		g.calls.count(c.Op, paid.PayerKind, "refused")
		if ctx.Err() != nil {
			return paid, fmt.Errorf("%w: %w", ErrCallerGone, err)
		}
		return paid, &RefusedError{Err: err}
	}
	paid.Payer = charge.Payer

	wctx := ctx
	if !c.Deadline.IsZero() {
		var cancel context.CancelFunc
		wctx, cancel = context.WithDeadline(ctx, c.Deadline.Add(-answerMargin(c.Deadline.Sub(start))))
		defer cancel()
	}
	err = runWork(wctx, c.Op, work)
	if ctx.Err() != nil { // nobody gets the result: don't charge it
		if err == nil {
			err = ctx.Err()
		}
		err = fmt.Errorf("%w: %w", ErrCallerGone, err)
	}
	// Either way the charge ends, even if the caller hangs up now.
	bctx := context.WithoutCancel(ctx)
	if err != nil {
		charge.Cancel(bctx)
		g.calls.count(c.Op, paid.PayerKind, "cancelled")
		return paid, err
	}
	receipt, err := charge.Commit(bctx, c.Route)
	if err != nil {
		g.calls.count(c.Op, paid.PayerKind, "refused")
		return paid, &RefusedError{Err: err, Receipt: receipt}
	}
	if charge.pay != nil && ctx.Err() != nil {
		// The caller left while the payment was settled (on chain, that
		// takes seconds): nobody reads this answer, so the same call
		// redeems the payment, at once.
		charge.unanswered(bctx)
		g.calls.count(c.Op, paid.PayerKind, "cancelled")
		return paid, fmt.Errorf("%w after the payment was settled: %w", ErrCallerGone, ctx.Err())
	}
	g.calls.count(c.Op, paid.PayerKind, "charged")
	paid.Receipt, paid.charge = receipt, charge
	return paid, nil
}

// runWork runs work and turns a panic into an error, so that the charge
// is cancelled like for any other failure.
func runWork(ctx context.Context, op string, work func(context.Context) error) (err error) {
	defer func() {
		if v := recover(); v != nil {
			if v == http.ErrAbortHandler {
				panic(v)
			}
			err = fmt.Errorf("panic in %s: %v\n%s", op, v, debug.Stack())
		}
	}()
	return work(ctx)
}

// Kind names what c pays with: api_key, x402 or none. A key wins.
func (c Credentials) Kind() string {
	switch {
	case c.Bearer != "":
		return "api_key"
	case c.PaymentHeader != "" || len(c.PaymentObject) > 0:
		return "x402"
	}
	return "none"
}

// callMetrics counts paid calls by operation, payer kind and outcome.
type callMetrics struct {
	vec      *prometheus.CounterVec
	counters sync.Map // [3]string -> prometheus.Counter, resolved on first use
}

func newCallMetrics(reg prometheus.Registerer) *callMetrics {
	vec := prometheus.NewCounterVec(prometheus.CounterOpts{
		Name: "pqs_paid_calls_total",
		Help: "Paid calls by operation, payer kind (api_key, x402) and outcome (charged, cancelled, refused).",
	}, []string{"operation", "payer_kind", "outcome"})
	if reg != nil {
		if err := reg.Register(vec); err != nil {
			var are prometheus.AlreadyRegisteredError
			if !errors.As(err, &are) {
				panic("payments: register metric: " + err.Error()) // fixed names: a programming error
			}
			vec = are.ExistingCollector.(*prometheus.CounterVec) // a second gate on one registry
		}
	}
	return &callMetrics{vec: vec}
}

func (m *callMetrics) count(op, kind, outcome string) {
	k := [3]string{op, kind, outcome}
	c, ok := m.counters.Load(k)
	if !ok {
		c, _ = m.counters.LoadOrStore(k, m.vec.WithLabelValues(op, kind, outcome))
	}
	c.(prometheus.Counter).Inc()
}
