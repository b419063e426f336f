package payments_test

import (
	"context"
	"errors"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/decred/dcrd/dcrec/secp256k1/v4"

	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/payments/x402test"
)

// testClock is a settable clock.
type testClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *testClock) now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *testClock) advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

// recoveryGate is a gate of process boot on ledger, in facilitator mode.
func recoveryGate(t *testing.T, boot int64, ledger payments.Ledger, fac string, clock *testClock) *payments.Gate {
	t.Helper()
	g, err := payments.NewGate(payments.GateConfig{
		Prices: payments.DefaultPrices(), Keys: noKeys{}, Ledger: ledger, Now: clock.now,
		Boot: boot, ReconcileAfter: time.Minute, RedeemWindow: time.Hour,
		X402: &payments.X402Config{PayTo: testPayTo, Network: "base-sepolia", Facilitator: fac, ChainRPC: fac + "/rpc"},
	})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// TestReconcile is a process that dies with x402 payments reserved: one
// its facilitator settled (killed before the ledger said so), one it never
// settled, one settled and recorded but not answered. Reconcile, in the next process, asks the facilitator: the first
// is kept, settled, and serves the call it paid once, even after the
// authorization expired, and never settles again; the second is given
// back and is taken as a new payment. Young orphans and those of live
// processes are left alone.
func TestReconcile(t *testing.T) {
	fac := &x402test.Facilitator{}
	fs := httptest.NewServer(fac)
	t.Cleanup(fs.Close)
	ledger := x402test.NewLedger()
	clock := &testClock{t: time.Now()}
	dead := recoveryGate(t, 1, ledger, fs.URL, clock)
	ctx := context.Background()
	key, err := x402test.NewKey()
	if err != nil {
		t.Fatal(err)
	}
	const route = "/api/score"
	request := payments.RequestDigest(route, []byte(`{"prompt":"Write a haiku."}`))
	creds := func(header string) payments.Credentials {
		return payments.Credentials{PaymentHeader: header, Request: request}
	}
	run := func(g *payments.Gate, header, req string, work error) (payments.Paid, error) {
		c := creds(header)
		c.Request = req
		return g.Run(ctx, payments.Call{Op: "score", Route: route, Credentials: c},
			func(context.Context) error { return work })
	}

	// The dead process: p1 settled at the facilitator, its answer lost;
	// p2 reserved and verified, never settled; p3 is a live process's.
	settledHeader, settledPayload := signScore(t, dead, key)
	if _, err := dead.Begin(ctx, "score", creds(settledHeader)); err != nil {
		t.Fatal(err)
	}
	req, _ := dead.Requirements("score")
	f := payments.Facilitator{URL: fs.URL}
	if sr, err := f.Settle(ctx, 2, settledPayload, req); err != nil || !sr.Success {
		t.Fatalf("settle at the facilitator: %+v %v", sr, err)
	}
	unsettledHeader, _ := signScore(t, dead, key)
	if _, err := dead.Begin(ctx, "score", creds(unsettledHeader)); err != nil {
		t.Fatal(err)
	}
	// p4: settled and recorded, its answer never written.
	pendingHeader, _ := signScore(t, dead, key)
	ch, err := dead.Begin(ctx, "score", creds(pendingHeader))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ch.Commit(ctx, route); err != nil {
		t.Fatal(err)
	}
	liveHeader, _ := signScore(t, dead, key)
	live := recoveryGate(t, 3, ledger, fs.URL, clock)
	if _, err := live.Begin(ctx, "score", creds(liveHeader)); err != nil {
		t.Fatal(err)
	}
	ledger.Dead(1)

	next := recoveryGate(t, 2, ledger, fs.URL, clock)
	// Before anything: both are refused as replays, as the probe saw.
	for _, h := range []string{settledHeader, unsettledHeader} {
		if _, err := run(next, h, request, nil); !errors.Is(err, payments.ErrPaymentReplayed) {
			t.Fatalf("before reconciling: %v, want payment_replayed", err)
		}
	}
	if s, r, err := next.Reconcile(ctx); s+r != 0 || err != nil {
		t.Errorf("orphans younger than ReconcileAfter: resolved %d settled, %d released (%v), want none", s, r, err)
	}
	clock.advance(2 * time.Minute)
	verifies := fac.Calls("/verify")
	if s, r, err := next.Reconcile(ctx); s != 2 || r != 1 || err != nil {
		t.Fatalf("Reconcile = %d settled, %d released, %v; want 2 and 1", s, r, err)
	}
	if n := fac.Calls("/verify") - verifies; n != 2 {
		t.Errorf("Reconcile asked the facilitator %d times, want 2 (the ledger knows p4 settled)", n)
	}
	settles := fac.Calls("/settle")
	if paid, err := run(next, pendingHeader, request, nil); err != nil || paid.Receipt == nil || paid.Receipt.Transaction == "" {
		t.Errorf("the payment settled without its answer: %+v %v, want it served with its transaction", paid, err)
	}

	// The payment given back is a new payment again.
	if paid, err := run(next, unsettledHeader, request, nil); err != nil || paid.Receipt == nil || !paid.Receipt.Success {
		t.Errorf("the payment never settled, presented again: %+v %v, want served and settled", paid, err)
	}
	if fac.Calls("/settle") != settles+1 {
		t.Errorf("settle calls %d -> %d, want one more", settles, fac.Calls("/settle"))
	}
	settles = fac.Calls("/settle")

	// The settled one: not for another call; its call fails once (and
	// stays open); then it is served, past its validBefore, and only once.
	clock.advance(10 * time.Minute) // the authorization (300 s) has expired
	other := payments.RequestDigest(route, []byte(`{"prompt":"Something else."}`))
	if _, err := run(next, settledHeader, other, nil); err == nil {
		t.Errorf("the settled payment served another call")
	}
	if _, err := run(next, settledHeader, request, errors.New("work failed")); err == nil || errors.Is(err, payments.ErrPaymentReplayed) {
		t.Errorf("redeeming call whose work fails: %v, want the work's error", err)
	}
	paid, err := run(next, settledHeader, request, nil)
	if err != nil || paid.Receipt == nil || !paid.Receipt.Success || paid.Payer == "" {
		t.Fatalf("the settled payment, for its call: %+v %v, want served", paid, err)
	}
	// (Expired now, it is refused as such; before, as a replay.)
	var refused *payments.RefusedError
	if _, err := run(next, settledHeader, request, nil); !errors.As(err, &refused) {
		t.Errorf("redeemed twice: %v, want it refused", err)
	}
	if fac.Calls("/settle") != settles {
		t.Errorf("redeeming settled again: settle calls %d -> %d", settles, fac.Calls("/settle"))
	}

	// The live process's reservation was left alone.
	ps, _ := ledger.Payments(ctx, 0)
	var liveLeft bool
	for _, p := range ps {
		if p.Boot == 3 && !p.Settled {
			liveLeft = true
		}
	}
	if !liveLeft {
		t.Errorf("Reconcile resolved the reservation of a live process")
	}
}

// TestRedeemWindow: an open payment serves its call within RedeemWindow
// of being resolved, not after.
func TestRedeemWindow(t *testing.T) {
	fac := &x402test.Facilitator{}
	fs := httptest.NewServer(fac)
	t.Cleanup(fs.Close)
	ledger := x402test.NewLedger()
	clock := &testClock{t: time.Now()}
	dead := recoveryGate(t, 1, ledger, fs.URL, clock)
	ctx := context.Background()
	key, _ := x402test.NewKey()
	request := payments.RequestDigest("/api/score", []byte(`{}`))
	h, payload := signScore(t, dead, key)
	if _, err := dead.Begin(ctx, "score", payments.Credentials{PaymentHeader: h, Request: request}); err != nil {
		t.Fatal(err)
	}
	req, _ := dead.Requirements("score")
	if _, err := (&payments.Facilitator{URL: fs.URL}).Settle(ctx, 2, payload, req); err != nil {
		t.Fatal(err)
	}
	ledger.Dead(1)
	clock.advance(2 * time.Minute)
	next := recoveryGate(t, 2, ledger, fs.URL, clock)
	if s, _, err := next.Reconcile(ctx); s != 1 || err != nil {
		t.Fatalf("Reconcile: %d settled, %v", s, err)
	}
	clock.advance(time.Hour + time.Second)
	_, err := next.Run(ctx, payments.Call{Op: "score", Route: "/api/score",
		Credentials: payments.Credentials{PaymentHeader: h, Request: request}}, func(context.Context) error { return nil })
	var refused *payments.RefusedError
	if !errors.As(err, &refused) {
		t.Errorf("after the redeem window: %v, want it refused", err)
	}
}

// signScore signs a v2 payment for g's score offer: the header and payload.
func signScore(t *testing.T, g *payments.Gate, key *secp256k1.PrivateKey) (string, []byte) {
	t.Helper()
	r, _ := g.Requirements("score")
	h, p, err := x402test.SignPayment(key, r, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	return h, p
}
