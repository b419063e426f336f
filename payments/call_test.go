package payments_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/payments/x402test"
	"github.com/pqs-dev/pqs/storage/sqlite/sqlitetest"
)

// TestRun drives the one paid-call path with an API key metered on the
// real SQLite store: what is charged, cancelled and refused, and what the
// usage records and the metric say.
func TestRun(t *testing.T) {
	ctx := context.Background()
	db, m, secret, k := sqlitetest.Metered(t, "run", 3)
	reg := prometheus.NewRegistry()
	g, err := payments.NewGate(payments.GateConfig{Prices: payments.DefaultPrices(), Keys: m, Metrics: reg})
	if err != nil {
		t.Fatal(err)
	}
	key := payments.Credentials{Bearer: secret}
	ok := func(context.Context) error { return nil }
	boom := errors.New("model down")

	for _, tc := range []struct {
		name    string
		creds   payments.Credentials
		ctx     func() (context.Context, context.CancelFunc)
		work    func(context.Context) error
		refused error // a *RefusedError wrapping this
		err     error // the work's own error
		outcome string
	}{
		{name: "charged", creds: key, work: ok, outcome: "charged"},
		{name: "work fails: cancelled", creds: key, work: func(context.Context) error { return boom }, err: boom, outcome: "cancelled"},
		{name: "work panics: cancelled", creds: key, work: func(context.Context) error { panic("bug") }, outcome: "cancelled"},
		{name: "caller gone: cancelled", creds: key, work: ok, outcome: "cancelled",
			ctx: func() (context.Context, context.CancelFunc) {
				ctx, cancel := context.WithCancel(ctx)
				cancel()
				return ctx, func() {}
			}},
		{name: "no credentials: refused", work: ok, refused: payments.ErrPaymentRequired, outcome: "refused"},
		{name: "unknown key: refused", creds: payments.Credentials{Bearer: "pqs_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"}, work: ok,
			refused: payments.ErrKeyNotFound, outcome: "refused"},
		{name: "charged again", creds: key, work: ok, outcome: "charged"},
		{name: "charged a third time", creds: key, work: ok, outcome: "charged"},
		{name: "over quota: refused", creds: key, work: ok, refused: payments.ErrQuotaExceeded, outcome: "refused"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cctx, cancel := context.WithCancel(ctx)
			if tc.ctx != nil {
				cctx, cancel = tc.ctx()
			}
			defer cancel()
			kind := tc.creds.Kind()
			before := paidCalls(t, reg, "score", kind, tc.outcome)
			ran := false
			paid, err := g.Run(cctx, payments.Call{Op: "score", Route: "/api/score", Credentials: tc.creds}, func(ctx context.Context) error {
				ran = true
				return tc.work(ctx)
			})
			var re *payments.RefusedError
			switch {
			case tc.refused != nil:
				if !errors.As(err, &re) || !errors.Is(err, tc.refused) {
					t.Errorf("Run = %v, want a RefusedError for %v", err, tc.refused)
				}
				if ran {
					t.Error("the work ran for a refused call")
				}
			case tc.outcome == "cancelled":
				if err == nil || errors.As(err, &re) {
					t.Errorf("Run = %v, want the work's error", err)
				}
				if tc.err != nil && !errors.Is(err, tc.err) {
					t.Errorf("Run = %v, want %v", err, tc.err)
				}
			default:
				if err != nil {
					t.Errorf("Run = %v", err)
				}
				if paid.Payer != k.ID || paid.PayerKind != "api_key" {
					t.Errorf("Paid = %+v, want payer %s (api_key)", paid, k.ID)
				}
			}
			if got := paidCalls(t, reg, "score", kind, tc.outcome); got != before+1 {
				t.Errorf("pqs_paid_calls_total{%s,%s} = %v, want %v", kind, tc.outcome, got, before+1)
			}
		})
	}
	usage, err := db.Usage(ctx, k.ID)
	if err != nil || usage["/api/score"] != 3 || len(usage) != 1 {
		t.Errorf("usage = %v, %v; want 3 charged calls on /api/score", usage, err)
	}
}

// TestRunDeadline checks that the work must end a margin before the
// answer's deadline, and is then cancelled, not charged.
func TestRunDeadline(t *testing.T) {
	g := newGate(t, gateOpts{})
	key, _ := x402test.NewKey()
	h := pay(t, g, key, "score")
	dl := time.Now().Add(time.Second)
	var workDeadline time.Time
	_, err := g.Run(context.Background(), payments.Call{Op: "score", Route: "/api/score", Deadline: dl,
		Credentials: payments.Credentials{PaymentHeader: h}}, func(ctx context.Context) error {
		workDeadline, _ = ctx.Deadline()
		<-ctx.Done()
		return ctx.Err()
	})
	if !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("Run = %v, want the work's deadline", err)
	}
	// Half a second: the least margin, which a short deadline gets.
	if margin := dl.Sub(workDeadline); margin <= 0 || margin > time.Second/2 {
		t.Errorf("work deadline %v before the answer's, want up to half a second", margin)
	}
}

func paidCalls(t *testing.T, reg *prometheus.Registry, op, kind, outcome string) float64 {
	t.Helper()
	mfs, err := reg.Gather()
	if err != nil {
		t.Fatal(err)
	}
	for _, mf := range mfs {
		if mf.GetName() != "pqs_paid_calls_total" {
			continue
		}
		for _, m := range mf.GetMetric() {
			labels := map[string]string{}
			for _, l := range m.GetLabel() {
				labels[l.GetName()] = l.GetValue()
			}
			if labels["operation"] == op && labels["payer_kind"] == kind && labels["outcome"] == outcome {
				return m.GetCounter().GetValue()
			}
		}
	}
	return 0
}
