package payments_test

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/payments/x402test"
)

// facilitatorGate returns a gate paying through a fake facilitator served
// over real HTTP, with its ledger.
func facilitatorGate(t *testing.T, fac *x402test.Facilitator) (*payments.Gate, *x402test.Ledger) {
	t.Helper()
	srv := httptest.NewServer(fac)
	t.Cleanup(srv.Close)
	ledger := x402test.NewLedger()
	return newGate(t, gateOpts{ledger: ledger, facilitator: srv.URL + "/facilitator", timeout: 200 * time.Millisecond}), ledger
}

func reply(w http.ResponseWriter, status int, body string) bool {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	io.WriteString(w, body)
	return true
}

func ledgerSize(t *testing.T, l payments.Ledger) int {
	ps, err := l.Payments(context.Background(), 0)
	if err != nil {
		t.Fatal(err)
	}
	return len(ps)
}

func TestFacilitatorHappy(t *testing.T) {
	ctx := context.Background()
	var bodies = map[string]map[string]json.RawMessage{}
	fac := &x402test.Facilitator{Intercept: func(w http.ResponseWriter, r *http.Request, path string, n int) bool {
		if r.Method == http.MethodPost {
			b, _ := io.ReadAll(r.Body)
			r.Body = io.NopCloser(strings.NewReader(string(b)))
			var m map[string]json.RawMessage
			_ = json.Unmarshal(b, &m)
			bodies[path] = m
		}
		return false
	}}
	g, ledger := facilitatorGate(t, fac)
	key, _ := x402test.NewKey()

	for _, v1 := range []bool{false, true} {
		h := pay(t, g, key, "score")
		wantName := payments.HeaderPaymentResponse
		if v1 {
			h = payV1(t, g, key, "score")
			wantName = payments.HeaderXPaymentResponse
		}
		c, err := g.Begin(ctx, "score", payments.Credentials{PaymentHeader: h, Resource: "https://pqs.example/api/score"})
		if err != nil {
			t.Fatalf("v1=%v: Begin: %v", v1, err)
		}
		rc, err := c.Commit(ctx, "/api/score")
		if err != nil {
			t.Fatalf("v1=%v: Commit: %v", v1, err)
		}
		name, value := rc.Header()
		sr := decodeReceipt(t, value)
		if name != wantName || !sr.Success || !strings.HasPrefix(sr.Transaction, "0x") || len(sr.Transaction) != 66 {
			t.Errorf("v1=%v: receipt %s %+v", v1, name, sr)
		}
		// The request bodies: same version as the payload, the payload as
		// sent, our requirement in that version's shape.
		raw, _ := payments.DecodeHeader(h)
		for _, path := range []string{"/verify", "/settle"} {
			m := bodies[path]
			wantVersion := "2"
			if v1 {
				wantVersion = "1"
			}
			if string(m["x402Version"]) != wantVersion || string(m["paymentPayload"]) != string(raw) {
				t.Errorf("v1=%v: %s body version %s payload %s", v1, path, m["x402Version"], m["paymentPayload"])
			}
			var req map[string]any
			_ = json.Unmarshal(m["paymentRequirements"], &req)
			amountKey := "amount"
			if v1 {
				amountKey = "maxAmountRequired"
			}
			if req[amountKey] != "25000" || (v1 && req["resource"] != "https://pqs.example/api/score") {
				t.Errorf("v1=%v: %s requirements %v", v1, path, req)
			}
		}
		// A replay is caught by our ledger before the facilitator.
		verifies := fac.Calls("/verify")
		if _, err := g.Begin(ctx, "score", payments.Credentials{PaymentHeader: h}); !errors.Is(err, payments.ErrPaymentReplayed) {
			t.Errorf("v1=%v: replay err = %v", v1, err)
		}
		if fac.Calls("/verify") != verifies {
			t.Errorf("v1=%v: replay reached the facilitator", v1)
		}
	}
	if fac.Settled() != 2 || ledgerSize(t, ledger) != 2 {
		t.Errorf("settled %d, ledger %d; want 2, 2", fac.Settled(), ledgerSize(t, ledger))
	}
	if fac.Calls("/verify") != 2 || fac.Calls("/settle") != 2 {
		t.Errorf("calls verify %d settle %d, want 2 and 2", fac.Calls("/verify"), fac.Calls("/settle"))
	}

	// Another server (fresh ledger) sharing the facilitator: the chain
	// knows the nonce, so the facilitator's verdict is a replay.
	ledger2 := x402test.NewLedger()
	srv := httptest.NewServer(fac)
	defer srv.Close()
	g3 := newGate(t, gateOpts{ledger: ledger2, facilitator: srv.URL})
	h := pay(t, g, key, "score")
	c, err := g.Begin(ctx, "score", payments.Credentials{PaymentHeader: h})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := c.Commit(ctx, "/api/score"); err != nil {
		t.Fatal(err)
	}
	_, err = g3.Begin(ctx, "score", payments.Credentials{PaymentHeader: h})
	if !errors.Is(err, payments.ErrPaymentReplayed) || !strings.Contains(err.Error(), "facilitator") {
		t.Errorf("replay on another server: err = %v, want ErrPaymentReplayed from the facilitator", err)
	}
	if ledgerSize(t, ledger2) != 0 {
		t.Error("refused payment left in the ledger")
	}
}

func TestFacilitatorFailures(t *testing.T) {
	ctx := context.Background()
	type intercept = func(w http.ResponseWriter, r *http.Request, path string, n int) bool
	// on answers requests to path with status and body, for the first
	// times requests (0: always).
	on := func(path string, times, status int, body string) intercept {
		return func(w http.ResponseWriter, r *http.Request, p string, n int) bool {
			if p != path || (times > 0 && n > times) {
				return false
			}
			return reply(w, status, body)
		}
	}
	hang := func(path string) intercept {
		return func(w http.ResponseWriter, r *http.Request, p string, n int) bool {
			if p != path {
				return false
			}
			select {
			case <-r.Context().Done():
			case <-time.After(time.Second):
			}
			return true
		}
	}
	for _, test := range []struct {
		name      string
		intercept intercept
		facNow    time.Duration // the facilitator's clock ahead of ours
		beginErr  error         // nil: Begin succeeds
		commitErr error         // nil: Commit succeeds
		reason    string
		verifies  int64 // requests that reached /verify
		settles   int64
	}{
		{name: "verify: isValid false", facNow: time.Hour,
			beginErr: payments.ErrPaymentInvalid, reason: payments.ReasonExpired, verifies: 1},
		{name: "verify: isValid false with status 400", intercept: on("/verify", 0, 400, `{"isValid":false,"invalidReason":"insufficient_funds","invalidMessage":"balance 0"}`),
			beginErr: payments.ErrPaymentInvalid, reason: "insufficient_funds", verifies: 1},
		{name: "verify: 500 then OK (one retry)", intercept: on("/verify", 1, 500, `{"error":"boom"}`),
			verifies: 2, settles: 1},
		{name: "verify: 500 twice", intercept: on("/verify", 0, 500, `{"error":"boom"}`),
			beginErr: payments.ErrUnavailable, verifies: 2},
		{name: "verify: 502 HTML twice", intercept: on("/verify", 0, 502, `<html>bad gateway</html>`),
			beginErr: payments.ErrUnavailable, verifies: 2},
		{name: "verify: 400 not retried", intercept: on("/verify", 0, 400, `{"error":"bad request"}`),
			beginErr: payments.ErrUnavailable, verifies: 1},
		{name: "verify: 200 without isValid", intercept: on("/verify", 0, 200, `{"payer":"0x"}`),
			beginErr: payments.ErrUnavailable, verifies: 1},
		{name: "verify: timeout twice", intercept: hang("/verify"),
			beginErr: payments.ErrUnavailable, verifies: 2},
		{name: "settle: success false", intercept: on("/settle", 0, 200, `{"success":false,"errorReason":"insufficient_funds","errorMessage":"balance 0","transaction":"","network":"eip155:84532"}`),
			commitErr: payments.ErrSettlement, reason: "insufficient_funds", verifies: 1, settles: 1},
		{name: "settle: 500 twice", intercept: on("/settle", 0, 500, `{"error":"boom"}`),
			commitErr: payments.ErrSettlement, verifies: 1, settles: 2},
		{name: "settle: 500 then OK (one retry)", intercept: on("/settle", 1, 503, ``),
			verifies: 1, settles: 2},
		{name: "settle: timeout twice", intercept: hang("/settle"),
			commitErr: payments.ErrSettlement, verifies: 1, settles: 2},
		{name: "settle: 200 without success", intercept: on("/settle", 0, 200, `{"transaction":"0x"}`),
			commitErr: payments.ErrSettlement, verifies: 1, settles: 1},
	} {
		t.Run(test.name, func(t *testing.T) {
			start := time.Now()
			fac := &x402test.Facilitator{
				Intercept: test.intercept,
				Now:       func() time.Time { return time.Now().Add(test.facNow) },
			}
			g, ledger := facilitatorGate(t, fac)
			key, _ := x402test.NewKey()
			h := pay(t, g, key, "score")
			c, err := g.Begin(ctx, "score", payments.Credentials{PaymentHeader: h})
			if test.beginErr != nil {
				if !errors.Is(err, test.beginErr) {
					t.Fatalf("Begin err = %v, want %v", err, test.beginErr)
				}
			} else if err != nil {
				t.Fatalf("Begin: %v", err)
			}
			var rc *payments.Receipt
			if err == nil {
				rc, err = c.Commit(ctx, "/api/score")
				if test.commitErr != nil {
					if !errors.Is(err, test.commitErr) {
						t.Fatalf("Commit err = %v, want %v", err, test.commitErr)
					}
				} else if err != nil {
					t.Fatalf("Commit: %v", err)
				}
			}
			if test.reason != "" && payments.Reason(err) != test.reason {
				t.Errorf("reason = %q (%v), want %q", payments.Reason(err), err, test.reason)
			}
			if fac.Calls("/verify") != test.verifies || fac.Calls("/settle") != test.settles {
				t.Errorf("verify %d settle %d requests, want %d and %d", fac.Calls("/verify"), fac.Calls("/settle"), test.verifies, test.settles)
			}
			failed := test.beginErr != nil || test.commitErr != nil
			if failed {
				// Nothing charged: no settlement, the reservation released.
				if fac.Settled() != 0 || ledgerSize(t, ledger) != 0 {
					t.Errorf("after failure: %d settled, %d in ledger; want none", fac.Settled(), ledgerSize(t, ledger))
				}
				if test.commitErr != nil && test.reason != "" {
					if rc == nil || rc.Success || rc.ErrorReason != test.reason {
						t.Errorf("failed settlement receipt = %+v", rc)
					}
				}
			} else if fac.Settled() != 1 || rc == nil || !rc.Success {
				t.Errorf("settled %d, receipt %+v; want 1 settled", fac.Settled(), rc)
			}
			if d := time.Since(start); d > 2*time.Second {
				t.Errorf("took %v: timeouts not applied", d)
			}
		})
	}
}

func TestFacilitatorHeaderAndTimeout(t *testing.T) {
	var got string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got = r.Header.Get("Authorization")
		reply(w, 200, `{"kinds":[]}`)
	}))
	defer srv.Close()
	f := &payments.Facilitator{URL: srv.URL, Header: http.Header{"Authorization": {"Bearer k"}}}
	if _, err := f.Supported(context.Background()); err != nil {
		t.Fatal(err)
	}
	if got != "Bearer k" {
		t.Errorf("Authorization = %q", got)
	}
}
