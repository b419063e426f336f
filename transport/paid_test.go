package transport_test

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
	"github.com/pqs-dev/pqs/tools"
	"github.com/pqs-dev/pqs/transport"
)

// TestX402 pays over REST with both protocol versions against a fake
// facilitator speaking the x402 HTTP protocol, and checks that bad input
// and failed work never settle a payment, and that a settled payment is
// never accepted twice.
func TestX402(t *testing.T) {
	fac := &x402test.Facilitator{}
	fs := httptest.NewServer(fac)
	t.Cleanup(fs.Close)
	e := newEnv(t, options{facilitator: fs.URL})
	key, err := x402test.NewKey()
	if err != nil {
		t.Fatal(err)
	}

	// 1. No payment: 402 with v2 requirements in the header, v1 in the body.
	r := e.do("POST", "/api/score", scoreBody)
	if r.status != 402 || r.errorCode() != tools.CodePaymentRequired {
		t.Fatalf("no payment: %d %s", r.status, r.body)
	}
	raw, err := payments.DecodeHeader(r.header.Get("PAYMENT-REQUIRED"))
	if err != nil {
		t.Fatalf("PAYMENT-REQUIRED: %v", err)
	}
	var v2 payments.PaymentRequiredV2
	if err := json.Unmarshal(raw, &v2); err != nil || len(v2.Accepts) != 1 {
		t.Fatalf("PAYMENT-REQUIRED = %s (%v)", raw, err)
	}
	if v2.Accepts[0].Amount != "25000" || v2.Resource == nil || v2.Resource.URL != e.srv.URL+"/api/score" {
		t.Errorf("v2 requirements = %+v resource %+v, want 25000 for %s/api/score", v2.Accepts[0], v2.Resource, e.srv.URL)
	}
	var body struct {
		X402Version int                              `json:"x402Version"`
		Accepts     []payments.PaymentRequirementsV1 `json:"accepts"`
	}
	r.decode(t, &body)
	if body.X402Version != 1 || len(body.Accepts) != 1 || body.Accepts[0].MaxAmountRequired != "25000" {
		t.Fatalf("402 body = %s", r.body)
	}

	// 2. Pay with v2.
	h := e.signed(x402test.SignPayment(key, v2.Accepts[0], time.Now()))
	r = e.do("POST", "/api/score", scoreBody, "PAYMENT-SIGNATURE: "+h)
	if r.status != 200 {
		t.Fatalf("v2 payment: %d %s", r.status, r.body)
	}
	checkReceipt(t, r.header.Get("PAYMENT-RESPONSE"))
	if fac.Settled() != 1 {
		t.Errorf("settled %d, want 1", fac.Settled())
	}

	// 3. Replay: refused, nothing settled twice.
	r = e.do("POST", "/api/score", scoreBody, "PAYMENT-SIGNATURE: "+h)
	if r.status != 402 || r.errorCode() != tools.CodePaymentReplayed {
		t.Errorf("replay: %d %s, want 402 payment_replayed", r.status, r.body)
	}

	// 4. Pay with v1 from the body's requirements.
	h1 := e.signed(x402test.SignPaymentV1(key, body.Accepts[0], time.Now()))
	r = e.do("POST", "/api/score", scoreBody, "X-PAYMENT: "+h1)
	if r.status != 200 {
		t.Fatalf("v1 payment: %d %s", r.status, r.body)
	}
	checkReceipt(t, r.header.Get("X-PAYMENT-RESPONSE"))
	if r.header.Get("PAYMENT-RESPONSE") != "" {
		t.Errorf("v1 payment answered with the v2 receipt header")
	}

	// 5. Bad input with a payment: 400, the facilitator is never asked.
	verifies := fac.Calls("/verify")
	h = e.signed(x402test.SignPayment(key, v2.Accepts[0], time.Now()))
	r = e.do("POST", "/api/score", `{"prompt":"x","vertical":"astrology"}`, "PAYMENT-SIGNATURE: "+h)
	if r.status != 400 || fac.Calls("/verify") != verifies {
		t.Errorf("bad input with payment: %d, verify calls %d -> %d", r.status, verifies, fac.Calls("/verify"))
	}
	// ... and the unused payment still works.
	if r = e.do("POST", "/api/score", scoreBody, "PAYMENT-SIGNATURE: "+h); r.status != 200 {
		t.Errorf("payment after refused input: %d %s", r.status, r.body)
	}

	// 6. Failed work (compare without a model): not settled.
	pr := e.do("POST", "/api/score/compare", scoreBody)
	raw, _ = payments.DecodeHeader(pr.header.Get("PAYMENT-REQUIRED"))
	var cmpReq payments.PaymentRequiredV2
	json.Unmarshal(raw, &cmpReq)
	settled := fac.Settled()
	hc := e.signed(x402test.SignPayment(key, cmpReq.Accepts[0], time.Now()))
	r = e.do("POST", "/api/score/compare", scoreBody, "PAYMENT-SIGNATURE: "+hc)
	if r.status != 503 || fac.Settled() != settled {
		t.Errorf("failed compare: %d %s, settled %d -> %d", r.status, r.body, settled, fac.Settled())
	}
	ps, _ := e.store.Payments(context.Background(), 100)
	for _, p := range ps {
		if p.Operation == tools.OpCompare && p.Settled {
			t.Errorf("compare payment settled: %+v", p)
		}
	}

	// 7. A payment for the wrong operation (score's price on batch) is invalid.
	h = e.signed(x402test.SignPayment(key, v2.Accepts[0], time.Now()))
	r = e.do("POST", "/api/score/batch", `{"prompts":["a"]}`, "PAYMENT-SIGNATURE: "+h)
	if r.status != 402 || r.errorCode() != tools.CodePaymentInvalid {
		t.Errorf("underpaid batch: %d %s, want 402 payment_invalid", r.status, r.body)
	}

	// 8. A version we don't speak is a refused payment (402 with the
	// requirements, so the client can pay again), not a malformed one.
	v3, _ := payments.EncodeHeader(map[string]any{"x402Version": 3, "payload": map[string]any{}})
	r = e.do("POST", "/api/score", scoreBody, "PAYMENT-SIGNATURE: "+v3)
	if r.status != 402 || r.errorCode() != tools.CodePaymentInvalid || r.header.Get("PAYMENT-REQUIRED") == "" {
		t.Errorf("x402Version 3: %d %s, want 402 payment_invalid with PAYMENT-REQUIRED", r.status, r.body)
	}

	// 9. Garbage header: 400 payment_malformed.
	r = e.do("POST", "/api/score", scoreBody, "PAYMENT-SIGNATURE: !!not-base64!!")
	if r.status != 400 || r.errorCode() != tools.CodePaymentMalformed {
		t.Errorf("malformed: %d %s, want 400 payment_malformed", r.status, r.body)
	}
}

func checkReceipt(t *testing.T, h string) {
	t.Helper()
	raw, err := payments.DecodeHeader(h)
	if err != nil {
		t.Fatalf("receipt header %q: %v", h, err)
	}
	var rc payments.Receipt
	if err := json.Unmarshal(raw, &rc); err != nil || !rc.Success || rc.Transaction == "" {
		t.Errorf("receipt = %s (%v), want success with a transaction", raw, err)
	}
}

// signed returns the header an x402test signer made, failing the test on
// the signer's error.
func (e *env) signed(h string, _ json.RawMessage, err error) string {
	e.t.Helper()
	if err != nil {
		e.t.Fatal(err)
	}
	return h
}

// TestX402PublicURL: with a public URL configured, a caller's Host header
// names no x402 resource. The 402 answers and the requirements a v1
// payment sends the facilitator (whose discovery catalog lists them) carry
// the configured URL, whatever Host the caller sent.
func TestX402PublicURL(t *testing.T) {
	const public = "https://pqs.example.com/v"
	fac := &x402test.Facilitator{}
	fs := httptest.NewServer(fac)
	t.Cleanup(fs.Close)
	e := newEnv(t, options{facilitator: fs.URL, mutate: func(c *transport.Config) { c.PublicURL = public + "/" }})
	key, err := x402test.NewKey()
	if err != nil {
		t.Fatal(err)
	}
	post := func(header string) response {
		req, _ := http.NewRequest("POST", e.srv.URL+"/api/score", strings.NewReader(scoreBody))
		req.Host = "evil.example"
		req.Header.Set("Content-Type", "application/json")
		if header != "" {
			req.Header.Set("X-PAYMENT", header)
		}
		resp, err := e.srv.Client().Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return response{status: resp.StatusCode, header: resp.Header, body: b}
	}
	r := post("")
	var body struct {
		Accepts []payments.PaymentRequirementsV1 `json:"accepts"`
	}
	r.decode(t, &body)
	raw, _ := payments.DecodeHeader(r.header.Get("PAYMENT-REQUIRED"))
	var v2 payments.PaymentRequiredV2
	json.Unmarshal(raw, &v2)
	if r.status != 402 || len(body.Accepts) != 1 || body.Accepts[0].Resource != public+"/api/score" ||
		v2.Resource == nil || v2.Resource.URL != public+"/api/score" {
		t.Fatalf("402 under Host evil.example: %d, v1 resource %v, v2 %+v; want %s/api/score", r.status, body.Accepts, v2.Resource, public)
	}
	// A v1 payment, still under the caller's Host: the requirements sent
	// to the facilitator, which it catalogs, name the public URL.
	r = post(e.signed(x402test.SignPaymentV1(key, body.Accepts[0], time.Now())))
	if r.status != 200 {
		t.Fatalf("v1 payment: %d %s", r.status, r.body)
	}
	listed := fac.Listed()
	if _, ok := listed[public+"/api/score"]; !ok || len(listed) != 1 {
		t.Errorf("the facilitator cataloged %v, want only %s/api/score", keys(listed), public)
	}
}

func keys[V any](m map[string]V) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	return ks
}

// brokenConn is a response whose connection broke: what the handler
// writes never reaches the caller.
type brokenConn struct{ *httptest.ResponseRecorder }

func (brokenConn) FlushError() error { return errors.New("write: broken pipe") }

// TestX402UnwrittenAnswer: a settled call whose answer could not be
// written reopens its payment at once: the caller's retry of the same
// call is served, once, with nothing settled twice and no restart.
func TestX402UnwrittenAnswer(t *testing.T) {
	fac := &x402test.Facilitator{}
	fs := httptest.NewServer(fac)
	t.Cleanup(fs.Close)
	e := newEnv(t, options{facilitator: fs.URL})
	key, err := x402test.NewKey()
	if err != nil {
		t.Fatal(err)
	}
	raw, err := payments.DecodeHeader(e.do("POST", "/api/score", scoreBody).header.Get("PAYMENT-REQUIRED"))
	var v2 payments.PaymentRequiredV2
	if err != nil || json.Unmarshal(raw, &v2) != nil || len(v2.Accepts) != 1 {
		t.Fatalf("PAYMENT-REQUIRED = %s (%v)", raw, err)
	}
	h := e.signed(x402test.SignPayment(key, v2.Accepts[0], time.Now()))
	req := httptest.NewRequest("POST", "/api/score", strings.NewReader(scoreBody))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("PAYMENT-SIGNATURE", h)
	lost := brokenConn{httptest.NewRecorder()}
	e.srv.Config.Handler.ServeHTTP(lost, req)
	if lost.Code != 200 || fac.Settled() != 1 {
		t.Fatalf("the lost call: %d, settled %d; want 200 and 1", lost.Code, fac.Settled())
	}
	if r := e.do("POST", "/api/score", scoreBody, "PAYMENT-SIGNATURE: "+h); r.status != 200 {
		t.Fatalf("retry of the unanswered call: %d %s, want 200", r.status, r.body)
	}
	if r := e.do("POST", "/api/score", scoreBody, "PAYMENT-SIGNATURE: "+h); r.status != 402 || r.errorCode() != tools.CodePaymentReplayed {
		t.Errorf("second retry: %d %s, want 402 payment_replayed", r.status, r.body)
	}
	if fac.Settled() != 1 {
		t.Errorf("settled %d, want 1", fac.Settled())
	}
}
