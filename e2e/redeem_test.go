package e2e

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/decred/dcrd/dcrec/secp256k1/v4"

	"github.com/pqs-dev/pqs/model/modeltest"
	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/payments/x402test"
	"github.com/pqs-dev/pqs/storage/postgres/postgrestest"
	"github.com/pqs-dev/pqs/storage/redis/redistest"
	"github.com/pqs-dev/pqs/storage/sqlite/sqlitetest"
	"github.com/pqs-dev/pqs/tools"
)

// The medium cases of issue 35, with the real binary, killed with
// SIGKILL, on SQLite and on PostgreSQL: x402 payments through a
// facilitator over HTTP whose chain the servers read (x402test), and a
// model provider over HTTP that can hold a call (modeltest). Each test
// ends with every payment the facilitator settled served exactly once.

// payWorld is what the servers of one test share: the facilitator and its
// chain, the model provider, the payer, the settings, and the ledger.
type payWorld struct {
	fac      *x402test.Facilitator
	model    *heldModel
	key      *secp256k1.PrivateKey
	payer    string
	settings map[string]string
	ledger   func(t *testing.T) payments.Ledger
}

func newPayWorld(t *testing.T, backend string) *payWorld {
	w := &payWorld{fac: &x402test.Facilitator{}, model: &heldModel{}}
	fs := httptest.NewServer(w.fac)
	t.Cleanup(fs.Close)
	fake := modeltest.NewServer(t, w.model.answer)
	t.Cleanup(w.model.free) // before the provider closes
	var err error
	if w.key, err = x402test.NewKey(); err != nil {
		t.Fatal(err)
	}
	w.payer = x402test.Address(w.key)
	w.settings = map[string]string{
		"PQS_FREE_LIMIT": "0", "PQS_X402_PAY_TO": payTo, "PQS_X402_NETWORK": "base-sepolia",
		"PQS_X402_FACILITATOR": fs.URL, "PQS_X402_RPC": fs.URL + "/rpc", "PQS_X402_RECONCILE_AFTER": "1s",
		"OPENAI_BASE_URL": fake.BaseURL, "OPENAI_API_KEY": "sk-test", "PQS_TARGET_MODEL": "target-m",
	}
	switch backend {
	case "sqlite":
		dir := t.TempDir()
		w.settings["PQS_DATA_DIR"] = dir
		w.ledger = func(t *testing.T) payments.Ledger { return sqlitetest.OpenFile(t, dir+"/pqs.db") }
	case "postgres":
		url := postgrestest.NewDatabase(t)
		w.settings["PQS_DATABASE_URL"] = url
		w.ledger = func(t *testing.T) payments.Ledger { return postgrestest.Open(t, url) }
	default:
		t.Fatalf("backend %q", backend)
	}
	return w
}

// heldModel answers every model call at once, unless held: then a call
// waits until it is let go or its caller leaves.
type heldModel struct {
	mu      sync.Mutex
	release chan struct{} // nil: not held
	arrived chan struct{} // closed by the first held call
}

// hold holds the calls from now on; arrived is closed when one comes.
func (m *heldModel) hold() (arrived <-chan struct{}) {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.release, m.arrived = make(chan struct{}), make(chan struct{})
	return m.arrived
}

// free lets the held calls go and holds no more.
func (m *heldModel) free() {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.release != nil {
		close(m.release)
		m.release = nil
	}
}

func (m *heldModel) answer(ctx context.Context, r modeltest.Request) modeltest.Reply {
	m.mu.Lock()
	release, arrived := m.release, m.arrived
	if release != nil {
		select {
		case <-arrived:
		default:
			close(arrived)
		}
	}
	m.mu.Unlock()
	if release != nil {
		select {
		case <-release:
		case <-ctx.Done():
			return modeltest.Reply{Status: 499}
		}
	}
	return modeltest.Reply{Content: "[" + r.Model + "] " + r.User()}
}

const fullBody = `{"prompt":"Write a product description for a solar lantern, for families, in a friendly tone, under 150 words."}`

// sign signs a payment for route on r, and returns its header and nonce.
func (w *payWorld) sign(t *testing.T, r *replica, route, body string) (string, string) {
	t.Helper()
	p, err := x402test.Payload(w.key, requirements(t, client("127.0.0.1"), r, route, body), time.Now())
	if err != nil {
		t.Fatal(err)
	}
	h, _, err := x402test.Encode(p)
	if err != nil {
		t.Fatal(err)
	}
	return h, p.Payload.Authorization.Nonce
}

// eachBackend runs test with a world on SQLite and one on PostgreSQL.
func eachBackend(t *testing.T, test func(t *testing.T, w *payWorld)) {
	for _, backend := range []string{"sqlite", "postgres"} {
		t.Run(backend, func(t *testing.T) { test(t, newPayWorld(t, backend)) })
	}
}

// killedSettling pays route on r with a new payment, and has r killed
// with SIGKILL when it asks the facilitator to settle it, before the
// facilitator does (which it then does: a transaction sent to the chain
// lands without its sender); before the kill it calls also, if set. It
// returns the payment's header and nonce.
func (w *payWorld) killedSettling(t *testing.T, r *replica, route, body string, also func(nonce string)) (string, string) {
	t.Helper()
	header, nonce := w.sign(t, r, route, body)
	var once sync.Once
	w.fac.SetIntercept(func(_ http.ResponseWriter, _ *http.Request, path string, _ int) bool {
		if path == "/settle" {
			once.Do(func() {
				if also != nil {
					also(nonce)
				}
				r.cmd.Process.Signal(syscall.SIGKILL)
				<-r.done
			})
		}
		return false
	})
	defer w.fac.SetIntercept(nil)
	if resp := w.pay(t, r, route, body, header); resp.status != 0 {
		t.Fatalf("the call whose server was killed during its settlement: %s, want no answer", resp)
	}
	return header, nonce
}

// pay sends the paid call.
func (w *payWorld) pay(t *testing.T, r *replica, route, body, header string) response {
	t.Helper()
	return do(t, client("127.0.0.1"), "POST", r.URL+route, body, "PAYMENT-SIGNATURE: "+header)
}

// whileModelHolds starts call, which must come to wait for the model,
// runs then while it waits, lets the model go, and returns what call
// returned.
func whileModelHolds[T any](t *testing.T, w *payWorld, call func() T, then func()) T {
	t.Helper()
	arrived := w.model.hold()
	done := make(chan T, 1)
	go func() { done <- call() }()
	select {
	case <-arrived:
	case got := <-done:
		t.Fatalf("the call did not wait for the model: %v", got)
	}
	then()
	got := <-done
	w.model.free()
	return got
}

// settledOnce wants the facilitator to have settled n payments.
func (w *payWorld) settledOnce(t *testing.T, n int) {
	t.Helper()
	if got := w.fac.Settled(); got != n {
		t.Errorf("the facilitator settled %d payments, want %d", got, n)
	}
}

// waitPayment waits until the ledger's payment of nonce is as want says
// ("" when it is).
func (w *payWorld) waitPayment(t *testing.T, nonce, what string, want func(p *payments.Payment) string) {
	t.Helper()
	l := w.ledger(t)
	eventually(t, 20*time.Second, what+": %s", what+" after %s", func() string {
		ps, err := l.Payments(context.Background(), 0)
		if err != nil {
			return err.Error()
		}
		for _, p := range ps {
			if strings.EqualFold(p.Nonce, nonce) {
				return want(&p)
			}
		}
		return want(nil)
	})
}

// isOpen wants the payment settled and open for its call.
func isOpen(p *payments.Payment) string {
	switch {
	case p == nil:
		return "not in the ledger"
	case !p.Settled || p.Redeem != payments.RedeemOpen:
		return fmt.Sprintf("settled %v, redeem state %d", p.Settled, p.Redeem)
	}
	return ""
}

// servedOnce waits until the payment is open for its call (after says
// after what), then sends that call with header to r: it is served, with
// the facilitator's settlement; sent once more, it is refused as a
// replay. The facilitator settled it, and nothing else.
func (w *payWorld) servedOnce(t *testing.T, r *replica, route, body, header, nonce, after string) {
	t.Helper()
	w.waitPayment(t, nonce, "settled payment open after "+after, isOpen)
	resp := w.pay(t, r, route, body, header)
	if resp.status != 200 {
		t.Fatalf("the settled payment, its call sent again: %s, want 200", resp)
	}
	raw, err := payments.DecodeHeader(resp.header.Get("PAYMENT-RESPONSE"))
	if err != nil || !strings.Contains(string(raw), `"success":true`) || !strings.Contains(string(raw), `"transaction":"0x`) {
		t.Errorf("PAYMENT-RESPONSE of the redeemed call = %s (%v), want the settlement's transaction", raw, err)
	}
	if resp := w.pay(t, r, route, body, header); resp.status != 402 || resp.code() != tools.CodePaymentReplayed {
		t.Errorf("sent once more: %s, want 402 payment_replayed", resp)
	}
	if !w.fac.IsSettled(w.payer, nonce) {
		t.Errorf("the facilitator has no settlement of the payment")
	}
	w.settledOnce(t, 1)
}

// TestRedeemKilled (issue 35): a settled payment whose first call died
// (SIGKILL during its settlement) is redeemed, and the server is killed
// again during that redeemed call. After the restart the same call is
// served once: before the fix the payment stayed "used", and the payer
// got 402 payment_replayed for $0.125 paid and never served.
func TestRedeemKilled(t *testing.T) {
	eachBackend(t, func(t *testing.T, w *payWorld) {
		first := startReplica(t, "first server", w.settings)
		header, nonce := w.killedSettling(t, first, "/api/score/full", fullBody, nil)

		second := startReplica(t, "second server", w.settings)
		w.waitPayment(t, nonce, "settled payment open after the first kill", isOpen)
		resp := whileModelHolds(t, w, func() response { return w.pay(t, second, "/api/score/full", fullBody, header) },
			func() { second.kill(t) })
		if resp.status != 0 {
			t.Fatalf("the redeemed call whose server was killed: %s, want no answer", resp)
		}

		w.servedOnce(t, startReplica(t, "third server", w.settings), "/api/score/full", fullBody, header, nonce,
			"the second kill")
	})
}

// TestHangUpAfterCommit (issue 35): a caller hangs up while its payment is
// being settled; the answer is written to nobody. Its payment is open for
// the same call at once (before the fix: only once the process stopped,
// and a redemption whose caller left was lost). Then the caller of a
// redemption hangs up during its work: still open. Then it is served once.
func TestHangUpAfterCommit(t *testing.T) {
	eachBackend(t, func(t *testing.T, w *payWorld) {
		s := startReplica(t, "server", w.settings)
		header, nonce := w.sign(t, s, "/api/score/full", fullBody)
		call := func(ctx context.Context) error {
			req, err := http.NewRequestWithContext(ctx, "POST", s.URL+"/api/score/full", strings.NewReader(fullBody))
			if err != nil {
				return err
			}
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("PAYMENT-SIGNATURE", header)
			resp, err := client("127.0.0.1").Do(req)
			if err == nil {
				resp.Body.Close()
			}
			return err
		}

		ctx, hangUp := context.WithCancel(context.Background())
		w.fac.SetIntercept(func(_ http.ResponseWriter, _ *http.Request, path string, _ int) bool {
			if path == "/settle" {
				hangUp()                           // the connection closes
				time.Sleep(300 * time.Millisecond) // and the server sees it, while settling
			}
			return false
		})
		if err := call(ctx); err == nil {
			t.Fatal("the call that hung up got an answer")
		}
		w.fac.SetIntercept(nil)
		w.waitPayment(t, nonce, "settled payment open after the hang-up", isOpen)

		ctx, hangUp = context.WithCancel(context.Background())
		if err := whileModelHolds(t, w, func() error { return call(ctx) }, hangUp); err == nil {
			t.Fatal("the redeeming call that hung up got an answer")
		}
		w.servedOnce(t, s, "/api/score/full", fullBody, header, nonce, "the redeeming call hung up")
	})
}

// TestKilledCancelledAuthorization (issue 35): the payer cancels the
// authorization on chain while the call's settlement is under way, and
// the server is killed then. The facilitator finds the nonce used, as
// after a settlement; the restarted server reads the chain and gives the
// payment back, so the same call is refused: before the fix it was served
// for free.
func TestKilledCancelledAuthorization(t *testing.T) {
	eachBackend(t, func(t *testing.T, w *payWorld) {
		first := startReplica(t, "first server", w.settings)
		usdc := requirements(t, client("127.0.0.1"), first, "/api/score", scoreBody).Asset
		header, nonce := w.killedSettling(t, first, "/api/score", scoreBody, func(nonce string) {
			w.fac.Cancel(usdc, w.payer, nonce)
		})

		second := startReplica(t, "second server", w.settings)
		w.waitPayment(t, nonce, "cancelled payment given back", func(p *payments.Payment) string {
			if p != nil {
				return "still in the ledger"
			}
			return ""
		})
		if resp := w.pay(t, second, "/api/score", scoreBody, header); resp.status != 402 || resp.code() != tools.CodePaymentReplayed {
			t.Errorf("the cancelled authorization, its call sent again: %s, want 402 payment_replayed", resp)
		}
		w.settledOnce(t, 0)
	})
}

// TestStaleReconcileReplicas (issue 35): a replica is killed after its
// payment was settled; two replicas on the same PostgreSQL database (and
// Redis) reconcile it, one slowly: its /verify answers only after the
// other resolved the payment and the call was redeemed. The slow answer
// must not open it again: before the fix, a second redemption got 200.
func TestStaleReconcileReplicas(t *testing.T) {
	w := newPayWorld(t, "postgres")
	w.settings["PQS_REDIS_URL"] = redistest.Start(t).URL
	x := startReplica(t, "replica X", w.settings)
	header, nonce := w.killedSettling(t, x, "/api/score", scoreBody, nil)

	// The first /verify from now on waits: that replica is the slow one.
	held, release := make(chan struct{}), make(chan struct{})
	var first atomic.Bool
	w.fac.SetIntercept(func(_ http.ResponseWriter, _ *http.Request, path string, _ int) bool {
		if path == "/verify" && first.CompareAndSwap(false, true) {
			close(held)
			<-release
		}
		return false
	})
	free := sync.OnceFunc(func() { close(release) })
	t.Cleanup(free)
	a := startReplica(t, "replica A", w.settings)
	b := startReplica(t, "replica B", w.settings)
	<-held
	w.waitPayment(t, nonce, "settled payment open, resolved by the fast replica", isOpen)
	if resp := w.pay(t, b, "/api/score", scoreBody, header); resp.status != 200 {
		t.Fatalf("redeemed: %s, want 200", resp)
	}
	free()
	eventually(t, 20*time.Second, "the slow replica's answer: %s", "the slow replica answered after %s", func() string {
		for _, r := range []*replica{a, b} {
			if strings.Contains(r.logs.String(), "already resolved by another") {
				return ""
			}
		}
		return "not yet"
	})
	for _, r := range []*replica{a, b} {
		if resp := w.pay(t, r, "/api/score", scoreBody, header); resp.status != 402 || resp.code() != tools.CodePaymentReplayed {
			t.Errorf("%s, the redeemed payment sent again: %s, want 402 payment_replayed", r.name, resp)
		}
	}
	w.settledOnce(t, 1)
}
