package payments_test

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/decred/dcrd/dcrec/secp256k1/v4"

	"github.com/pqs-dev/pqs/internal/pqstest"
	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/payments/x402test"
	"github.com/pqs-dev/pqs/storage/postgres/postgrestest"
	"github.com/pqs-dev/pqs/storage/sqlite/sqlitetest"
)

// recoveryGate is a gate of process boot on ledger, in facilitator mode.
func recoveryGate(t *testing.T, boot int64, ledger payments.Ledger, fac string, clock *pqstest.Clock) *payments.Gate {
	t.Helper()
	g, err := payments.NewGate(payments.GateConfig{
		Prices: payments.DefaultPrices(), Keys: noKeys{}, Ledger: ledger, Now: clock.Now,
		Boot: boot, ReconcileAfter: time.Minute, RedeemWindow: time.Hour,
		X402: &payments.X402Config{PayTo: testPayTo, Network: "base-sepolia", Facilitator: fac, ChainRPC: fac + "/rpc"},
	})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// The tests of recovery: x402 payments through a facilitator over HTTP
// (x402test.Facilitator, whose chain Reconcile reads), processes that die
// (a charge begun and never finished: what a SIGKILL leaves; e2e kills the
// real binary), callers that leave; on the real ledgers (eachLedger), or
// on x402test's in-memory one where a test says which processes stopped.
// Each ends with every payment the facilitator settled served exactly
// once.

// recovery is one test's world: a facilitator, a clock, a payer, and the
// ledger its processes share.
type recovery struct {
	t     *testing.T
	fac   *x402test.Facilitator
	url   string
	clock *pqstest.Clock
	key   *secp256k1.PrivateKey
	// open returns a process's own handle on the ledger (a connection pool
	// of its own with PostgreSQL; the one file with SQLite).
	open func() payments.RecoveringLedger
	// hold marks a process live (PostgreSQL: its boot lock), until the
	// test ends; with SQLite any process but the caller's is stopped.
	hold func(l payments.RecoveringLedger, boot int64)
}

// eachLedger runs test on SQLite and on PostgreSQL.
func eachLedger(t *testing.T, test func(t *testing.T, r *recovery)) {
	for _, backend := range []string{"sqlite", "postgres"} {
		t.Run(backend, func(t *testing.T) {
			r := newRecovery(t)
			if backend == "sqlite" {
				db := sqlitetest.Open(t)
				r.open = func() payments.RecoveringLedger { return db }
				r.hold = func(payments.RecoveringLedger, int64) {}
			} else {
				url := postgrestest.NewSchema(t)
				r.open = func() payments.RecoveringLedger { return postgrestest.Open(t, url) }
				r.hold = r.holdPostgres
			}
			test(t, r)
		})
	}
}

func newRecovery(t *testing.T) *recovery {
	r := &recovery{t: t, fac: &x402test.Facilitator{}, clock: pqstest.NewClock(time.Now())}
	fs := httptest.NewServer(r.fac)
	t.Cleanup(fs.Close)
	r.url = fs.URL
	var err error
	if r.key, err = x402test.NewKey(); err != nil {
		t.Fatal(err)
	}
	return r
}

func (r *recovery) holdPostgres(l payments.RecoveringLedger, boot int64) {
	h, ok := l.(interface {
		HoldBoot(context.Context, int64) (func(), error)
	})
	if !ok {
		r.t.Fatalf("%T holds no boots", l)
	}
	release, err := h.HoldBoot(context.Background(), boot)
	if err != nil {
		r.t.Fatal(err)
	}
	r.t.Cleanup(release)
}

// process starts a process of boot on a ledger handle of its own; live
// ones hold their boot.
func (r *recovery) process(boot int64, live bool) *payments.Gate {
	l := r.open()
	if live {
		r.hold(l, boot)
	}
	return recoveryGate(r.t, boot, l, r.url, r.clock)
}

const recoveryRoute = "/api/score"

var recoveryRequest = payments.RequestDigest(recoveryRoute, []byte(`{"prompt":"Write a haiku about ledgers."}`))

// sign signs a payment for g's score offer.
func (r *recovery) sign(g *payments.Gate) (header string, payload []byte) {
	return signScore(r.t, g, r.key)
}

// settledUnanswered is a payment that dead reserved, whose settlement went
// through at the facilitator, and whose process died before the ledger
// knew: the probe's "replica killed after settlement".
func (r *recovery) settledUnanswered(dead *payments.Gate) string {
	r.t.Helper()
	h, payload := r.sign(dead)
	if _, err := dead.Begin(context.Background(), "score", payments.Credentials{PaymentHeader: h, Request: recoveryRequest}); err != nil {
		r.t.Fatal(err)
	}
	req, _ := dead.Requirements("score")
	if sr, err := (&payments.Facilitator{URL: r.url}).Settle(context.Background(), 2, payload, req); err != nil || !sr.Success {
		r.t.Fatalf("settle at the facilitator: %+v %v", sr, err)
	}
	return h
}

// pay sends the call with header through g, as a transport does: run,
// and on success record the answer written.
func (r *recovery) pay(ctx context.Context, g *payments.Gate, header string, work func(context.Context) error) (payments.Paid, error) {
	if work == nil {
		work = func(context.Context) error { return nil }
	}
	paid, err := g.Run(ctx, payments.Call{Op: "score", Route: recoveryRoute,
		Credentials: payments.Credentials{PaymentHeader: header, Request: recoveryRequest}}, work)
	if err == nil {
		paid.Done(context.Background(), nil)
	}
	return paid, err
}

// served pays with header through g and wants it served, with the
// facilitator's transaction and no new settlement.
func (r *recovery) served(g *payments.Gate, header, what string) {
	r.t.Helper()
	settles := r.fac.Calls("/settle")
	paid, err := r.pay(context.Background(), g, header, nil)
	if err != nil || paid.Receipt == nil || !paid.Receipt.Success || paid.Receipt.Transaction == "" {
		r.t.Fatalf("%s: %+v %v, want it served with its settlement", what, paid, err)
	}
	if n := r.fac.Calls("/settle"); n != settles {
		r.t.Errorf("%s: settled again (%d -> %d settle calls)", what, settles, n)
	}
}

// refused pays with header through g and wants it refused.
func (r *recovery) refused(g *payments.Gate, header, what string) {
	r.t.Helper()
	var refused *payments.RefusedError
	if _, err := r.pay(context.Background(), g, header, nil); !errors.As(err, &refused) {
		r.t.Errorf("%s: %v, want it refused", what, err)
	}
}

func (r *recovery) reconcile(g *payments.Gate, wantSettled, wantReleased int) {
	r.t.Helper()
	s, rel, err := g.Reconcile(context.Background())
	if err != nil || s != wantSettled || rel != wantReleased {
		r.t.Errorf("Reconcile = %d settled, %d released, %v; want %d and %d", s, rel, err, wantSettled, wantReleased)
	}
}

// inMemory makes r's processes share an in-memory ledger, on which the
// test says which processes are stopped (x402test.Ledger.Dead).
func (r *recovery) inMemory() *x402test.Ledger {
	l := x402test.NewLedger()
	r.open = func() payments.RecoveringLedger { return l }
	r.hold = func(payments.RecoveringLedger, int64) {}
	return l
}

// TestReconcile is a process that dies with x402 payments reserved: one
// its facilitator settled (killed before the ledger said so), one it never
// settled, one settled and recorded but not answered. Reconcile, in the
// next process, asks the facilitator and the chain: the first is kept,
// settled, and serves the call it paid once, even after the authorization
// expired, and never settles again; the second is given back and is taken
// as a new payment; the third serves its call. Young orphans and those of
// live processes are left alone.
func TestReconcile(t *testing.T) {
	r := newRecovery(t)
	ledger := r.inMemory()
	ctx := context.Background()
	dead := r.process(1, false)
	begin := func(g *payments.Gate) (string, *payments.Charge) {
		h, _ := r.sign(g)
		ch, err := g.Begin(ctx, "score", payments.Credentials{PaymentHeader: h, Request: recoveryRequest})
		if err != nil {
			t.Fatal(err)
		}
		return h, ch
	}

	// The dead process: settled at the facilitator, its answer lost;
	// reserved and verified, never settled; settled and recorded, its
	// answer never written. And a live process's call in flight.
	settledHeader := r.settledUnanswered(dead)
	unsettledHeader, _ := begin(dead)
	pendingHeader, ch := begin(dead)
	if _, err := ch.Commit(ctx, recoveryRoute); err != nil {
		t.Fatal(err)
	}
	begin(r.process(3, true))
	ledger.Dead(1)

	next := r.process(2, true)
	// Before anything: both are refused as replays, as the probe saw.
	for _, h := range []string{settledHeader, unsettledHeader} {
		if _, err := r.pay(ctx, next, h, nil); !errors.Is(err, payments.ErrPaymentReplayed) {
			t.Fatalf("before reconciling: %v, want payment_replayed", err)
		}
	}
	r.reconcile(next, 0, 0) // younger than ReconcileAfter
	r.clock.Advance(2 * time.Minute)
	verifies := r.fac.Calls("/verify")
	r.reconcile(next, 2, 1)
	if n := r.fac.Calls("/verify") - verifies; n != 2 {
		t.Errorf("Reconcile asked the facilitator %d times, want 2 (the ledger knows one settled)", n)
	}
	r.served(next, pendingHeader, "the payment settled without its answer")

	// The payment given back is a new payment again.
	settles := r.fac.Calls("/settle")
	if paid, err := r.pay(ctx, next, unsettledHeader, nil); err != nil || paid.Receipt == nil || !paid.Receipt.Success {
		t.Errorf("the payment never settled, presented again: %+v %v, want served and settled", paid, err)
	}
	if r.fac.Calls("/settle") != settles+1 {
		t.Errorf("settle calls %d -> %d, want one more", settles, r.fac.Calls("/settle"))
	}

	// The settled one: not for another call; its call fails once (and
	// stays open); then it is served, past its validBefore, and only once.
	r.clock.Advance(10 * time.Minute) // the authorization (300 s) has expired
	other := payments.RequestDigest(recoveryRoute, []byte(`{"prompt":"Something else."}`))
	if _, err := next.Run(ctx, payments.Call{Op: "score", Route: recoveryRoute,
		Credentials: payments.Credentials{PaymentHeader: settledHeader, Request: other}},
		func(context.Context) error { return nil }); err == nil {
		t.Errorf("the settled payment served another call")
	}
	if _, err := r.pay(ctx, next, settledHeader, func(context.Context) error { return errors.New("work failed") }); err == nil ||
		errors.Is(err, payments.ErrPaymentReplayed) {
		t.Errorf("redeeming call whose work fails: %v, want the work's error", err)
	}
	r.served(next, settledHeader, "the settled payment, for its call")
	// (Expired now, it is refused as such; before, as a replay.)
	r.refused(next, settledHeader, "redeemed twice")

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
	r := newRecovery(t)
	ledger := r.inMemory()
	h := r.settledUnanswered(r.process(1, false))
	ledger.Dead(1)
	r.clock.Advance(2 * time.Minute)
	next := r.process(2, true)
	r.reconcile(next, 1, 0)
	r.clock.Advance(time.Hour + time.Second)
	r.refused(next, h, "after the redeem window")
}

// TestReconcileStaleReplicas (issue 35): a replica is killed after its
// payment was settled; two replicas reconcile it, one slowly (its /verify
// answers after the payment was resolved by the other, and redeemed). The
// slow one's decision must not open the payment again: before the fix it
// did, and a second redemption got its answer too.
func TestReconcileStaleReplicas(t *testing.T) {
	r := newRecovery(t)
	url := postgrestest.NewSchema(t)
	r.open = func() payments.RecoveringLedger { return postgrestest.Open(t, url) }
	r.hold = r.holdPostgres
	dead := r.process(1, false)
	fast, slow := r.process(2, true), r.process(3, true)

	var hold holdFirstVerify
	r.fac.SetIntercept(hold.intercept)
	t.Cleanup(hold.freeAll) // before the facilitator closes, should the test fail while one is held
	slowReconcile := func() <-chan [3]any {
		done := make(chan [3]any, 1)
		go func() {
			s, rel, err := slow.Reconcile(context.Background())
			done <- [3]any{s, rel, err}
		}()
		return done
	}

	header := r.settledUnanswered(dead)
	r.clock.Advance(2 * time.Minute)
	held, release := hold.arm()
	slowDone := slowReconcile()
	<-held
	r.reconcile(fast, 1, 0)
	r.served(fast, header, "redeemed on the fast replica")
	release()
	if got := <-slowDone; got[0] != 0 || got[1] != 0 || got[2] != nil {
		t.Errorf("the slow replica's Reconcile = %v settled, %v released, %v; want nothing resolved", got[0], got[1], got[2])
	}
	r.refused(slow, header, "redeemed again on the slow replica")
	r.refused(fast, header, "redeemed again on the fast replica")
	if n := r.fac.Settled(); n != 1 {
		t.Errorf("the facilitator settled %d payments, want 1", n)
	}

	// The same race while the redeeming call runs: the slow decision
	// lands between the work and the answer.
	header = r.settledUnanswered(dead)
	r.clock.Advance(2 * time.Minute)
	held, release = hold.arm()
	slowDone = slowReconcile()
	<-held
	r.reconcile(fast, 1, 0)
	paid, err := fast.Run(context.Background(), payments.Call{Op: "score", Route: recoveryRoute,
		Credentials: payments.Credentials{PaymentHeader: header, Request: recoveryRequest}},
		func(context.Context) error { return nil })
	if err != nil {
		t.Fatalf("redeemed on the fast replica: %v", err)
	}
	release()
	if got := <-slowDone; got[0] != 0 || got[1] != 0 || got[2] != nil {
		t.Errorf("the slow replica's Reconcile during the redeemed call = %v settled, %v released, %v", got[0], got[1], got[2])
	}
	paid.Done(context.Background(), nil)
	r.refused(slow, header, "redeemed again after a stale decision during the call")
	if n := r.fac.Settled(); n != 2 {
		t.Errorf("the facilitator settled %d payments, want 2", n)
	}
}

// holdFirstVerify holds the first /verify after each arm until released:
// a slow facilitator answer for one replica.
type holdFirstVerify struct {
	mu      sync.Mutex
	held    chan struct{}
	release chan struct{}
	free    func() // releases what arm held; nil before arm
}

func (h *holdFirstVerify) arm() (held <-chan struct{}, release func()) {
	h.mu.Lock()
	defer h.mu.Unlock()
	rel := make(chan struct{})
	h.held, h.release = make(chan struct{}), rel
	h.free = sync.OnceFunc(func() { close(rel) })
	return h.held, h.free
}

// freeAll releases what is held, if anything.
func (h *holdFirstVerify) freeAll() {
	h.mu.Lock()
	free := h.free
	h.mu.Unlock()
	if free != nil {
		free()
	}
}

func (h *holdFirstVerify) intercept(w http.ResponseWriter, r *http.Request, path string, n int) bool {
	if path != "/verify" {
		return false
	}
	h.mu.Lock()
	held, release := h.held, h.release
	h.held = nil
	h.mu.Unlock()
	if held != nil {
		close(held)
		<-release
	}
	return false
}

// TestReconcileCancelledAuthorization (issue 35): a payer cancels the
// authorization on chain (or spends its nonce on another transfer) while
// the call is in flight, and the process dies before settling: the
// facilitator then finds the nonce used, as after a settlement. Reconcile
// reads the chain and gives it back (nothing to redeem): before the fix
// the call was served for free. A payment really settled, in the same
// crash, is served once.
func TestReconcileCancelledAuthorization(t *testing.T) {
	eachLedger(t, func(t *testing.T, r *recovery) {
		ctx := context.Background()
		dead := r.process(1, false)
		n, _ := payments.LookupNetwork("base-sepolia")
		payer := x402test.Address(r.key)
		begin := func() (string, string) {
			h, payload := r.sign(dead)
			if _, err := dead.Begin(ctx, "score", payments.Credentials{PaymentHeader: h, Request: recoveryRequest}); err != nil {
				t.Fatal(err)
			}
			return h, nonceOf(t, payload)
		}
		cancelled, nonce := begin()
		r.fac.Cancel(n.USDC, payer, nonce)
		spent, nonce := begin()
		r.fac.Spend(n.USDC, payer, nonce, payer, "25000")
		paid := r.settledUnanswered(dead)

		r.clock.Advance(2 * time.Minute)
		next := r.process(2, true)
		r.reconcile(next, 1, 2)
		r.refused(next, cancelled, "the cancelled authorization, its call sent again")
		r.refused(next, spent, "the authorization spent elsewhere, its call sent again")
		r.served(next, paid, "the settled payment, its call sent again")
		r.refused(next, paid, "the settled payment, once more")
		if got := r.fac.Settled(); got != 1 {
			t.Errorf("the facilitator settled %d payments, want 1", got)
		}
	})
}

// TestRedeemCrash (issue 35): a settled payment whose first call died is
// redeemed, and the redeeming process dies during that call too. The next
// process finds it with its answer pending and serves it once: before the
// fix it stayed "used", and the payer got payment_replayed.
func TestRedeemCrash(t *testing.T) {
	eachLedger(t, func(t *testing.T, r *recovery) {
		ctx := context.Background()
		first := r.process(1, false)
		header := r.settledUnanswered(first)
		r.clock.Advance(2 * time.Minute)

		second := r.process(2, false)
		r.reconcile(second, 1, 0)
		// The redeeming call is under way when second dies.
		if _, err := second.Begin(ctx, "score", payments.Credentials{PaymentHeader: header, Request: recoveryRequest}); err != nil {
			t.Fatalf("redeem on the second process: %v", err)
		}

		third := r.process(3, true)
		r.reconcile(third, 1, 0)
		r.served(third, header, "redeemed after the redeeming process died")
		r.refused(third, header, "redeemed once more")
		r.reconcile(third, 0, 0)
		if n := r.fac.Settled(); n != 1 {
			t.Errorf("the facilitator settled %d payments, want 1", n)
		}
	})
}

// TestHangUpAfterCommit (issue 35): the caller leaves while its payment is
// being settled (on chain that takes seconds): nobody reads the answer,
// and the payment is open for that call at once, not after the process
// stops. A redeeming call whose caller leaves keeps it open too.
func TestHangUpAfterCommit(t *testing.T) {
	eachLedger(t, func(t *testing.T, r *recovery) {
		g := r.process(1, true)
		callerCtx, hangUp := context.WithCancel(context.Background())
		r.fac.SetIntercept(func(w http.ResponseWriter, req *http.Request, path string, n int) bool {
			if path == "/settle" {
				hangUp() // the settlement goes on, as a transaction sent does
			}
			return false
		})
		header, _ := r.sign(g)
		if _, err := r.pay(callerCtx, g, header, nil); !errors.Is(err, payments.ErrCallerGone) {
			t.Fatalf("a call whose caller left during its settlement: %v, want ErrCallerGone", err)
		}
		if n := r.fac.Settled(); n != 1 {
			t.Fatalf("the facilitator settled %d payments, want 1", n)
		}
		r.fac.SetIntercept(nil)

		// Sent again, the same call redeems it; its caller leaves during
		// the work: still open.
		leaving, leave := context.WithCancel(context.Background())
		_, err := r.pay(leaving, g, header, func(ctx context.Context) error {
			leave()
			<-ctx.Done()
			return ctx.Err()
		})
		if !errors.Is(err, payments.ErrCallerGone) {
			t.Fatalf("a redeeming call whose caller left: %v, want ErrCallerGone", err)
		}
		r.served(g, header, "the payment of the call whose caller left, sent again")
		r.refused(g, header, "sent once more")
		if n := r.fac.Settled(); n != 1 {
			t.Errorf("the facilitator settled %d payments, want 1", n)
		}
	})
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
