package payments_test

import (
	"context"
	"encoding/hex"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"golang.org/x/crypto/sha3"

	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/payments/x402test"
)

// TestEventTopics: the topics Chain looks for are those of USDC's events.
func TestEventTopics(t *testing.T) {
	for sig, want := range map[string]string{
		"AuthorizationUsed(address,bytes32)":     "0x98de503528ee59b575ef0c0a2576a82497bfc029a5685b209e9ec333479b10a5",
		"AuthorizationCanceled(address,bytes32)": "0x1cdd46ff242716cdaa72d159d339a485b3438398348d68f09d7c8c0a59353d81",
		"Transfer(address,address,uint256)":      "0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef",
	} {
		h := sha3.NewLegacyKeccak256()
		h.Write([]byte(sig))
		if got := "0x" + hex.EncodeToString(h.Sum(nil)); got != want {
			t.Errorf("keccak(%s) = %s, want %s", sig, got, want)
		}
	}
}

// TestChainLookup reads, from the fake chain's JSON-RPC, what became of
// authorizations: settled by the facilitator (paid, with its transaction),
// cancelled by the payer, spent on another transfer, or unused; over a
// window wider than one eth_getLogs request may be.
func TestChainLookup(t *testing.T) {
	ctx := context.Background()
	var requests atomic.Int64
	fac := &x402test.Facilitator{Intercept: func(w http.ResponseWriter, r *http.Request, path string, n int) bool {
		if path == "/rpc" {
			requests.Add(1)
		}
		return false
	}}
	fs := httptest.NewServer(fac)
	t.Cleanup(fs.Close)
	n, _ := payments.LookupNetwork("base-sepolia")
	req := payments.PaymentRequirements{Scheme: "exact", Network: n.CAIP2, Amount: "25000", Asset: n.USDC, PayTo: testPayTo,
		MaxTimeoutSeconds: 300, Extra: map[string]any{"name": n.TokenName, "version": n.TokenVersion}}
	key, _ := x402test.NewKey()
	payer := x402test.Address(key)
	chain := &payments.Chain{URL: fs.URL + "/rpc"}
	now := time.Now()
	query := func(nonce string, from time.Time) payments.Authorization3009 {
		return payments.Authorization3009{Token: n.USDC, Payer: payer, Nonce: nonce, PayTo: testPayTo, Amount: "25000",
			From: from, To: now.Add(5 * time.Minute), BlockTime: n.BlockTime}
	}

	_, settled, err := x402test.SignPayment(key, req, now)
	if err != nil {
		t.Fatal(err)
	}
	sr, err := (&payments.Facilitator{URL: fs.URL}).Settle(ctx, 2, settled, req)
	if err != nil || !sr.Success {
		t.Fatalf("settle: %+v %v", sr, err)
	}
	cancelled, spent, unused := x402test.Nonce(), x402test.Nonce(), x402test.Nonce()
	fac.Cancel(n.USDC, payer, cancelled)
	fac.Spend(n.USDC, payer, spent, "0x000000000000000000000000000000000000dEaD", "25000")

	for _, tc := range []struct {
		name  string
		nonce string
		from  time.Time
		want  payments.AuthorizationUse
		tx    string
	}{
		{"settled", nonceOf(t, settled), now, payments.UsePaid, sr.Transaction},
		{"settled, read from a day back", nonceOf(t, settled), now.Add(-24 * time.Hour), payments.UsePaid, sr.Transaction},
		{"cancelled by the payer", cancelled, now, payments.UseOther, ""},
		{"spent on another transfer", spent, now, payments.UseOther, ""},
		{"unused", unused, now, payments.UseUnseen, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			before := requests.Load()
			got, err := chain.Lookup(ctx, query(tc.nonce, tc.from))
			if err != nil {
				t.Fatal(err)
			}
			if got.Use != tc.want || got.Transaction != tc.tx {
				t.Errorf("Lookup = %+v, want use %d, transaction %q", got, tc.want, tc.tx)
			}
			if d := got.Head.Sub(time.Now()); d > 3*time.Second || d < -3*time.Second {
				t.Errorf("Head = %v, want about now", got.Head)
			}
			t.Logf("%d JSON-RPC requests", requests.Load()-before)
		})
	}

	// A node that answers with an error is no answer.
	bad := &payments.Chain{URL: fs.URL + "/nothing"}
	if _, err := bad.Lookup(ctx, query(unused, now)); err == nil || !strings.Contains(err.Error(), "chain") {
		t.Errorf("Lookup at a URL that is no node = %v, want an error", err)
	}
}

// nonceOf reads the authorization nonce of a signed v2 payload.
func nonceOf(t *testing.T, payload []byte) string {
	t.Helper()
	var p payments.PaymentPayload
	if err := json.Unmarshal(payload, &p); err != nil {
		t.Fatal(err)
	}
	return p.Payload.Authorization.Nonce
}

// TestChainErrorsHideTheURL: an endpoint's URL can hold a provider's key
// in its path; the errors, which reconcile logs, never name it.
func TestChainErrorsHideTheURL(t *testing.T) {
	srv := httptest.NewServer(http.NotFoundHandler())
	addr := srv.URL
	srv.Close() // refused from now on
	for _, url := range []string{addr + "/v2/SECRET-PROVIDER-KEY", "http://no-such-host.invalid/v2/SECRET-PROVIDER-KEY"} {
		chain := &payments.Chain{URL: url, Timeout: 2 * time.Second}
		_, err := chain.Lookup(context.Background(), payments.Authorization3009{Nonce: "0x01", From: time.Now(), BlockTime: time.Second})
		if err == nil {
			t.Fatalf("%s: lookup succeeded", url)
		}
		if strings.Contains(err.Error(), "SECRET") {
			t.Errorf("the error names the URL: %v", err)
		}
	}
}
