package e2e

import (
	"context"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/payments/x402test"
	"github.com/pqs-dev/pqs/storage/sqlite/sqlitetest"
	"github.com/pqs-dev/pqs/tools"
)

// x402Call is one paid call of the crash test and what its caller saw.
type x402Call struct {
	header, payer, nonce string
	status               int // 0: no answer (the server died)
}

// TestKillUnderLoadX402 pays the real server (SQLite, x402 through a
// facilitator over HTTP whose settlements take a while, as on chain) from
// several callers at once, kills it with SIGKILL twice, and restarts it.
// Then, per payment:
//   - a payment the facilitator settled for a call that got no answer (the
//     probe of issue 29 saw 2 to 8 a kill, refused as replays ever after)
//     is kept by the restarted server: the same call with the same payment
//     is served once, without a second settlement, and refused after;
//   - a payment reserved but never settled is given back: presented again
//     it is taken, and settled, as a new payment;
//   - every payment the facilitator settled was served exactly once.
func TestKillUnderLoadX402(t *testing.T) {
	const crashes, callers = 2, 6
	fac := &x402test.Facilitator{
		// Settlement takes 30 ms, and finishes even when the server that
		// asked for it has died, as a transaction sent to the chain does.
		Intercept: func(w http.ResponseWriter, r *http.Request, path string, n int) bool {
			if path == "/settle" {
				time.Sleep(30 * time.Millisecond)
			}
			return false
		},
	}
	fs := httptest.NewServer(fac)
	t.Cleanup(fs.Close)
	dir := t.TempDir()
	settings := map[string]string{
		"PQS_DATA_DIR": dir, "PQS_FREE_LIMIT": "0",
		"PQS_X402_PAY_TO": payTo, "PQS_X402_NETWORK": "base-sepolia", "PQS_X402_FACILITATOR": fs.URL,
		"PQS_X402_RPC": fs.URL + "/rpc", "PQS_X402_RECONCILE_AFTER": "1s",
	}
	key, err := x402test.NewKey()
	if err != nil {
		t.Fatal(err)
	}
	payer := x402test.Address(key)
	c := client("127.0.0.1")

	var mu sync.Mutex
	var calls []*x402Call
	unansweredSettled := make([]int, crashes)
	for round := range crashes {
		r := startReplica(t, "server", settings)
		req := requirements(t, c, r, "/api/score", scoreBody)
		r.killUnderCalls(t, callers, 800*time.Millisecond, func(int) bool {
			p, err := x402test.Payload(key, req, time.Now())
			if err != nil {
				t.Error(err)
				return false
			}
			h, _, _ := x402test.Encode(p)
			call := &x402Call{header: h, payer: payer, nonce: p.Payload.Authorization.Nonce}
			resp := do(t, c, "POST", r.URL+"/api/score", scoreBody, "PAYMENT-SIGNATURE: "+h)
			call.status = resp.status
			mu.Lock()
			calls = append(calls, call)
			mu.Unlock()
			if resp.status != 200 && resp.status != 0 {
				t.Errorf("paid call: %s", resp)
			}
			return resp.status == 200
		})
		time.Sleep(100 * time.Millisecond) // settlements under way land
		mu.Lock()
		for _, call := range calls {
			if call.status == 0 && fac.IsSettled(call.payer, call.nonce) {
				unansweredSettled[round]++
				call.status = -1 // counted
			}
		}
		mu.Unlock()
	}
	t.Logf("settled at the facilitator, unanswered: %v per kill", unansweredSettled)

	// Restarted: once reconciled, no reservation of a stopped process is
	// left unsettled in the ledger, nor settled with its answer pending.
	r := startReplica(t, "server after the crashes", settings)
	st := sqlitetest.OpenFile(t, dir+"/pqs.db")
	eventually(t, 20*time.Second, "reservations left unresolved: %s", "reconciled after %s", func() string {
		ps, err := st.Payments(context.Background(), 0)
		if err != nil {
			return err.Error()
		}
		for _, p := range ps {
			if !p.Settled || p.Redeem == payments.AnswerPending {
				return p.Payer + "/" + p.Nonce
			}
		}
		return ""
	})
	var answered, redeemed, retaken int
	for _, call := range calls {
		switch {
		case call.status == 200:
			answered++
			continue
		case call.status == -1: // settled, never answered: redeemed once
			resp := do(t, c, "POST", r.URL+"/api/score", scoreBody, "PAYMENT-SIGNATURE: "+call.header)
			if resp.status != 200 || resp.header.Get("PAYMENT-RESPONSE") == "" {
				t.Errorf("settled payment of a call that died, presented again: %s, want it served", resp)
				continue
			}
			redeemed++
		default: // never settled: a new payment again
			resp := do(t, c, "POST", r.URL+"/api/score", scoreBody, "PAYMENT-SIGNATURE: "+call.header)
			if resp.status != 200 {
				t.Errorf("unsettled payment of a call that died, presented again: %s, want it taken", resp)
				continue
			}
			retaken++
		}
		if resp := do(t, c, "POST", r.URL+"/api/score", scoreBody, "PAYMENT-SIGNATURE: "+call.header); resp.status != 402 ||
			resp.code() != tools.CodePaymentReplayed {
			t.Errorf("a payment served after the crash, presented once more: %s, want 402 payment_replayed", resp)
		}
	}
	t.Logf("%d calls: %d answered, %d settled and redeemed, %d given back and taken again", len(calls), answered, redeemed, retaken)
	if answered == 0 {
		t.Fatal("no call was answered before the crashes: the load did not run")
	}
	if settled := fac.Settled(); settled != answered+redeemed+retaken {
		t.Errorf("the facilitator settled %d payments; %d were served: every settled payment must be served once", settled, answered+redeemed+retaken)
	}
}
