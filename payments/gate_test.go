package payments_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/decred/dcrd/dcrec/secp256k1/v4"

	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/payments/x402test"
	"github.com/pqs-dev/pqs/storage/sqlite"
	"github.com/pqs-dev/pqs/storage/storagetest"
)

const testPayTo = "0x209693Bc6afc0C5328bA36FaF03C514EF312287C"

// noKeys is a KeyMeter with no keys: these tests pay with x402.
type noKeys struct{}

func (noKeys) Begin(context.Context, payments.Secret) (payments.KeyCall, error) {
	return payments.KeyCall{}, payments.ErrKeyNotFound
}

func (noKeys) Commit(context.Context, payments.KeyCall, string) error {
	return errors.New("noKeys: no call begun")
}

func (noKeys) Cancel(context.Context, payments.KeyCall) {}

type gateOpts struct {
	ledger      payments.Ledger
	facilitator string
	network     string
	timeout     time.Duration
	logger      *slog.Logger
	unlisted    bool
}

func newGate(t *testing.T, o gateOpts) *payments.Gate {
	t.Helper()
	if o.ledger == nil {
		o.ledger = x402test.NewLedger()
	}
	if o.facilitator == "" {
		o.facilitator = payments.FacilitatorLocal
	}
	if o.network == "" {
		o.network = "base-sepolia"
	}
	g, err := payments.NewGate(payments.GateConfig{
		Prices: payments.DefaultPrices(),
		Keys:   noKeys{},
		Ledger: o.ledger,
		Logger: o.logger,
		X402: &payments.X402Config{
			PayTo: strings.ToLower(testPayTo), Network: o.network, Facilitator: o.facilitator,
			FacilitatorTimeout: o.timeout, Unlisted: o.unlisted,
		},
	})
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// pay signs a v2 payment for what g offers for op.
func pay(t *testing.T, g *payments.Gate, key *secp256k1.PrivateKey, op string) string {
	t.Helper()
	r, ok := g.Requirements(op)
	if !ok {
		t.Fatalf("no requirements for %s", op)
	}
	h, _, err := x402test.SignPayment(key, r, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// payV1 signs a v1 payment from the v1 body of g's 402.
func payV1(t *testing.T, g *payments.Gate, key *secp256k1.PrivateKey, op string) string {
	t.Helper()
	pr, err := g.PaymentRequired(op, "https://pqs.example/api/score", "", nil)
	if err != nil {
		t.Fatal(err)
	}
	h, _, err := x402test.SignPaymentV1(key, pr.Accepts[0].(payments.PaymentRequirementsV1), time.Now())
	if err != nil {
		t.Fatal(err)
	}
	return h
}

func decodeReceipt(t *testing.T, value string) payments.SettleResponse {
	t.Helper()
	b, err := payments.DecodeHeader(value)
	if err != nil {
		t.Fatal(err)
	}
	var sr payments.SettleResponse
	if err := json.Unmarshal(b, &sr); err != nil {
		t.Fatal(err)
	}
	return sr
}

func TestNewGateConfig(t *testing.T) {
	for _, test := range []struct {
		name string
		x    payments.X402Config
		nil  bool // no ledger
		want string
	}{
		{name: "base needs a facilitator", x: payments.X402Config{PayTo: testPayTo}, want: "needs a facilitator"},
		{name: "base local is allowed", x: payments.X402Config{PayTo: testPayTo, Facilitator: "local"}},
		{name: "base with a facilitator", x: payments.X402Config{PayTo: testPayTo, Network: "base", Facilitator: "https://facilitator.example"}},
		{name: "sepolia defaults to x402.org", x: payments.X402Config{PayTo: testPayTo, Network: "base-sepolia"}},
		{name: "caip-2 network", x: payments.X402Config{PayTo: testPayTo, Network: "eip155:84532"}},
		{name: "unknown network", x: payments.X402Config{PayTo: testPayTo, Network: "polygon"}, want: "want base or base-sepolia"},
		{name: "pay-to typo", x: payments.X402Config{PayTo: "0x209693bc6afc0C5328bA36FaF03C514EF312287C", Network: "base-sepolia"}, want: "checksum"},
		{name: "pay-to short", x: payments.X402Config{PayTo: "0x2096", Network: "base-sepolia"}, want: "40 hex"},
		{name: "facilitator not a URL", x: payments.X402Config{PayTo: testPayTo, Network: "base-sepolia", Facilitator: "x402.org"}, want: "http(s) URL"},
		{name: "no ledger", x: payments.X402Config{PayTo: testPayTo, Network: "base-sepolia"}, nil: true, want: "ledger"},
	} {
		t.Run(test.name, func(t *testing.T) {
			var l payments.Ledger = x402test.NewLedger()
			if test.nil {
				l = nil
			}
			x := test.x
			g, err := payments.NewGate(payments.GateConfig{Prices: payments.DefaultPrices(), Keys: noKeys{}, Ledger: l, X402: &x})
			if test.want == "" {
				if err != nil {
					t.Fatalf("NewGate = %v", err)
				}
				if !g.X402Enabled() {
					t.Error("x402 not enabled")
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), test.want) {
				t.Errorf("NewGate err = %v, want it to say %q", err, test.want)
			}
		})
	}
}

func TestPaymentRequired(t *testing.T) {
	g := newGate(t, gateOpts{})
	for _, test := range []struct{ op, amount string }{
		{"score", "25000"}, {"batch", "250000"}, {"optimize", "125000"}, {"compare", "1250000"},
	} {
		resource := "https://pqs.example/api/x"
		pr, err := g.PaymentRequired(test.op, resource, "", nil)
		if err != nil {
			t.Fatal(err)
		}
		b, err := payments.DecodeHeader(pr.Header)
		if err != nil {
			t.Fatal(err)
		}
		var v2 payments.PaymentRequiredV2
		if err := json.Unmarshal(b, &v2); err != nil {
			t.Fatal(err)
		}
		want := payments.PaymentRequirements{
			Scheme: "exact", Network: "eip155:84532", Amount: test.amount, Asset: sepoliaUSDC,
			PayTo: testPayTo, MaxTimeoutSeconds: 300, Extra: map[string]any{"name": "USDC", "version": "2"},
		}
		if v2.X402Version != 2 || len(v2.Accepts) != 1 || !equalJSON(t, v2.Accepts[0], want) {
			t.Errorf("%s: PAYMENT-REQUIRED = %s, want accepts [%+v]", test.op, b, want)
		}
		if v2.Resource == nil || v2.Resource.URL != resource || v2.Resource.MimeType != "application/json" || v2.Resource.Description == "" || v2.Error == "" {
			t.Errorf("%s: resource/error = %+v %q", test.op, v2.Resource, v2.Error)
		}
		if !equalJSON(t, pr.V2, v2) {
			t.Errorf("%s: V2 = %+v, want the header's object", test.op, pr.V2)
		}
		// v1 body entry: all fields the v1 client requires.
		var v1 map[string]any
		b, _ = json.Marshal(pr.Accepts[0])
		_ = json.Unmarshal(b, &v1)
		for k, want := range map[string]any{
			"scheme": "exact", "network": "base-sepolia", "maxAmountRequired": test.amount, "resource": resource,
			"mimeType": "application/json", "payTo": testPayTo, "asset": sepoliaUSDC, "maxTimeoutSeconds": 300.0,
		} {
			if v1[k] != want {
				t.Errorf("%s: v1 %s = %v, want %v", test.op, k, v1[k], want)
			}
		}
		if d, _ := v1["description"].(string); !strings.Contains(d, "$") {
			t.Errorf("%s: v1 description %q has no price", test.op, d)
		}
	}
	if _, err := g.PaymentRequired("score_free", "", "", nil); err == nil {
		t.Error("PaymentRequired(score_free) succeeded; it is not paid")
	}
	off, err := payments.NewGate(payments.GateConfig{Prices: payments.DefaultPrices(), Keys: noKeys{}})
	if err != nil {
		t.Fatal(err)
	}
	pr, err := off.PaymentRequired("score", "https://pqs.example/api/score", "", nil)
	if err != nil || pr.Header != "" || pr.Accepts == nil || len(pr.Accepts) != 0 || pr.V2 != nil {
		t.Errorf("x402 off: PaymentRequired = %+v, %v; want empty", pr, err)
	}
}

func equalJSON(t *testing.T, a, b any) bool {
	t.Helper()
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	return string(ja) == string(jb)
}

func TestGateLocal(t *testing.T) {
	ctx := context.Background()
	ledger := x402test.NewLedger()
	g := newGate(t, gateOpts{ledger: ledger})
	key, _ := x402test.NewKey()
	payer := strings.ToLower(x402test.Address(key))

	t.Run("v2 header", func(t *testing.T) {
		h := pay(t, g, key, "score")
		c, err := g.Begin(ctx, "score", payments.Credentials{PaymentHeader: h, Resource: "https://pqs.example/api/score"})
		if err != nil {
			t.Fatal(err)
		}
		if c.Payer != payer {
			t.Errorf("Payer = %s, want %s", c.Payer, payer)
		}
		rc, err := c.Commit(ctx, "/api/score")
		if err != nil {
			t.Fatal(err)
		}
		name, value := rc.Header()
		if name != payments.HeaderPaymentResponse {
			t.Errorf("header name %s, want %s", name, payments.HeaderPaymentResponse)
		}
		sr := decodeReceipt(t, value)
		if !sr.Success || !strings.HasPrefix(sr.Transaction, "local:0x") || sr.Network != "eip155:84532" || sr.Payer != payer {
			t.Errorf("receipt %+v", sr)
		}
		if _, err := c.Commit(ctx, "/api/score"); err == nil {
			t.Error("second Commit succeeded")
		}
		// The same payment again is a replay, not an invalid payment.
		_, err = g.Begin(ctx, "score", payments.Credentials{PaymentHeader: h})
		if !errors.Is(err, payments.ErrPaymentReplayed) || errors.Is(err, payments.ErrPaymentInvalid) {
			t.Errorf("replay: err = %v, want ErrPaymentReplayed only", err)
		}
		if payments.Reason(err) != payments.ReasonNonceUsed {
			t.Errorf("replay reason = %q", payments.Reason(err))
		}
		ps, _ := ledger.Payments(ctx, 0)
		if len(ps) != 1 || !ps[0].Settled || ps[0].Amount != "25000" || ps[0].Operation != "score" || ps[0].Transaction != sr.Transaction {
			t.Errorf("ledger = %+v", ps)
		}
	})

	t.Run("v1 header", func(t *testing.T) {
		h := payV1(t, g, key, "batch")
		c, err := g.Begin(ctx, "batch", payments.Credentials{PaymentHeader: h})
		if err != nil {
			t.Fatal(err)
		}
		rc, err := c.Commit(ctx, "/api/score/batch")
		if err != nil {
			t.Fatal(err)
		}
		name, value := rc.Header()
		sr := decodeReceipt(t, value)
		if name != payments.HeaderXPaymentResponse || sr.Network != "base-sepolia" || !sr.Success {
			t.Errorf("v1 receipt %s: %+v", name, sr)
		}
	})

	t.Run("MCP object and base64 string", func(t *testing.T) {
		r, _ := g.Requirements("optimize")
		for _, asString := range []bool{false, true} {
			h, obj, err := x402test.SignPayment(key, r, time.Now())
			if err != nil {
				t.Fatal(err)
			}
			if asString {
				obj, _ = json.Marshal(h)
			}
			c, err := g.Begin(ctx, "optimize", payments.Credentials{PaymentObject: obj, Resource: "mcp://tool/optimize"})
			if err != nil {
				t.Fatalf("string=%v: %v", asString, err)
			}
			if _, err := c.Commit(ctx, "mcp:optimize"); err != nil {
				t.Fatal(err)
			}
		}
	})

	t.Run("cancel releases the payment", func(t *testing.T) {
		h := pay(t, g, key, "compare")
		c, err := g.Begin(ctx, "compare", payments.Credentials{PaymentHeader: h})
		if err != nil {
			t.Fatal(err)
		}
		c.Cancel(ctx)
		c.Cancel(ctx) // harmless
		if _, err := c.Commit(ctx, "/api/score/compare"); err == nil {
			t.Error("Commit after Cancel succeeded")
		}
		// Not charged, and the authorization is not lost: it pays later.
		c, err = g.Begin(ctx, "compare", payments.Credentials{PaymentHeader: h})
		if err != nil {
			t.Fatalf("payment after cancel: %v", err)
		}
		c.Cancel(ctx)
	})
}

func TestGateRejects(t *testing.T) {
	ctx := context.Background()
	g := newGate(t, gateOpts{})
	key, _ := x402test.NewKey()
	r, _ := g.Requirements("score")
	sign := func(change func(p *payments.PaymentPayload)) string {
		p, err := x402test.Payload(key, r, time.Now())
		if err != nil {
			t.Fatal(err)
		}
		change(&p)
		h, _, _ := x402test.Encode(p)
		return h
	}
	resign := func(p *payments.PaymentPayload) {
		d, _ := x402test.Domain(p.Accepted)
		p.Payload.Signature, _ = x402test.Sign(key, d, p.Payload.Authorization)
	}
	for _, test := range []struct {
		name   string
		op     string
		c      payments.Credentials
		kind   error
		reason string
		msg    string
	}{
		{name: "nothing", c: payments.Credentials{}, kind: payments.ErrPaymentRequired},
		{name: "not base64", c: payments.Credentials{PaymentHeader: "%%%"}, kind: payments.ErrPaymentMalformed},
		{name: "not JSON", c: payments.Credentials{PaymentHeader: "bm90IGpzb24="}, kind: payments.ErrPaymentMalformed},
		{name: "no version", c: payments.Credentials{PaymentHeader: "e30="}, kind: payments.ErrPaymentMalformed, msg: "no x402Version"},
		{name: "version 3", c: payments.Credentials{PaymentObject: json.RawMessage(`{"x402Version":3}`)},
			kind: payments.ErrPaymentInvalid, reason: payments.ReasonInvalidVersion, msg: "x402Version 3 not supported (1 or 2)"},
		{name: "paid for score, used on batch", op: "batch", c: payments.Credentials{PaymentHeader: pay(t, g, key, "score")},
			kind: payments.ErrPaymentInvalid, reason: payments.ReasonWrongAmount, msg: "accepted amount \"25000\" != price 250000"},
		{name: "value too low", c: payments.Credentials{PaymentHeader: sign(func(p *payments.PaymentPayload) {
			p.Payload.Authorization.Value = "1000"
			resign(p)
		})}, kind: payments.ErrPaymentInvalid, reason: payments.ReasonWrongAmount, msg: "value 1000 != price 25000"},
		{name: "wrong payTo", c: payments.Credentials{PaymentHeader: sign(func(p *payments.PaymentPayload) {
			p.Payload.Authorization.To = vectorBTo
			resign(p)
		})}, kind: payments.ErrPaymentInvalid, reason: payments.ReasonWrongPayTo},
		{name: "wrong asset", c: payments.Credentials{PaymentHeader: sign(func(p *payments.PaymentPayload) {
			p.Accepted.Asset = mainnetUSDC
		})}, kind: payments.ErrPaymentInvalid, reason: payments.ReasonWrongAsset},
		{name: "wrong network", c: payments.Credentials{PaymentHeader: sign(func(p *payments.PaymentPayload) {
			p.Accepted.Network = "eip155:8453"
		})}, kind: payments.ErrPaymentInvalid, reason: payments.ReasonWrongNetwork},
		{name: "expired", c: payments.Credentials{PaymentHeader: sign(func(p *payments.PaymentPayload) {
			p.Payload.Authorization.ValidBefore = "1740672154"
			resign(p)
		})}, kind: payments.ErrPaymentInvalid, reason: payments.ReasonExpired},
		{name: "not yet valid", c: payments.Credentials{PaymentHeader: sign(func(p *payments.PaymentPayload) {
			p.Payload.Authorization.ValidAfter = "99999999999"
			resign(p)
		})}, kind: payments.ErrPaymentInvalid, reason: payments.ReasonNotYetValid},
		{name: "bad signature", c: payments.Credentials{PaymentHeader: sign(func(p *payments.PaymentPayload) {
			p.Payload.Signature = specSignature
		})}, kind: payments.ErrPaymentInvalid, reason: payments.ReasonBadSignature},
	} {
		t.Run(test.name, func(t *testing.T) {
			op := test.op
			if op == "" {
				op = "score"
			}
			c, err := g.Begin(ctx, op, test.c)
			if err == nil {
				c.Cancel(ctx)
				t.Fatal("Begin succeeded")
			}
			if !errors.Is(err, test.kind) {
				t.Errorf("err = %v, want %v", err, test.kind)
			}
			if test.reason != "" && payments.Reason(err) != test.reason {
				t.Errorf("reason = %q (%v), want %q", payments.Reason(err), err, test.reason)
			}
			if !strings.Contains(err.Error(), test.msg) {
				t.Errorf("err %q does not say %q", err, test.msg)
			}
		})
	}

	t.Run("x402 off", func(t *testing.T) {
		off, _ := payments.NewGate(payments.GateConfig{Prices: payments.DefaultPrices(), Keys: noKeys{}})
		_, err := off.Begin(ctx, "score", payments.Credentials{PaymentHeader: pay(t, g, key, "score")})
		if !errors.Is(err, payments.ErrPaymentRequired) {
			t.Errorf("err = %v, want ErrPaymentRequired", err)
		}
	})
}

// TestConcurrentReplay presents one payment 100 times at once to a gate on
// the real SQLite store: exactly one may pass. After a restart (reopen)
// the settled payment is still refused.
func TestConcurrentReplay(t *testing.T) {
	ctx := context.Background()
	path := t.TempDir() + "/pqs.db"
	db, err := sqlite.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	g := newGate(t, gateOpts{ledger: db})
	key, _ := x402test.NewKey()
	h := pay(t, g, key, "score")

	const n = 100
	charges, replayed, other := storagetest.Race(n, payments.ErrPaymentReplayed, func(int) (*payments.Charge, error) {
		return g.Begin(ctx, "score", payments.Credentials{PaymentHeader: h})
	})
	if len(charges) != 1 || replayed != n-1 || len(other) != 0 {
		t.Fatalf("%d successes, %d replays, other errors %v; want 1, %d, none", len(charges), replayed, other, n-1)
	}
	if _, err := charges[0].Commit(ctx, "/api/score"); err != nil {
		t.Fatal(err)
	}
	if err := db.Close(); err != nil {
		t.Fatal(err)
	}

	db, err = sqlite.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	g = newGate(t, gateOpts{ledger: db})
	if _, err := g.Begin(ctx, "score", payments.Credentials{PaymentHeader: h}); !errors.Is(err, payments.ErrPaymentReplayed) {
		t.Errorf("after restart: err = %v, want ErrPaymentReplayed", err)
	}
	ps, err := db.Payments(ctx, 0)
	if err != nil || len(ps) != 1 || !ps[0].Settled {
		t.Errorf("ledger after restart = %+v, %v; want one settled payment", ps, err)
	}
}

func TestStart(t *testing.T) {
	fac := &x402test.Facilitator{}
	srv := httptest.NewServer(fac)
	defer srv.Close()
	for _, test := range []struct{ url, want string }{
		{srv.URL, `"msg":"x402 on"`},
		{"http://127.0.0.1:1", "x402 facilitator unreachable"},
		{payments.FacilitatorLocal, "x402 in local mode"},
	} {
		var logs bytes.Buffer
		g := newGate(t, gateOpts{facilitator: test.url, timeout: time.Second, logger: slog.New(slog.NewJSONHandler(&logs, nil))})
		if err := g.Start(context.Background()); err != nil {
			t.Errorf("Start(%s) = %v; want nil (logged, not fatal)", test.url, err)
		}
		if !strings.Contains(logs.String(), test.want) {
			t.Errorf("Start(%s) logged %s; want %s", test.url, logs.String(), test.want)
		}
	}
	if fac.Calls("/supported") != 1 {
		t.Errorf("/supported called %d times, want 1", fac.Calls("/supported"))
	}
}
