package transport_test

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/payments/x402test"
	"github.com/pqs-dev/pqs/storage/sqlite"
	"github.com/pqs-dev/pqs/storage/sqlite/sqlitetest"
	"github.com/pqs-dev/pqs/tools"
	"github.com/pqs-dev/pqs/transport"
)

// startMCPX402 serves MCP over HTTP with x402 on in local mode (offline
// verification, settlement recorded in the real SQLite ledger).
func startMCPX402(t *testing.T) (*mcpHTTP, *sqlite.DB) {
	t.Helper()
	return startMCPX402Listed(t, true)
}

// startMCPX402Listed is startMCPX402, listed in x402 discovery or not.
func startMCPX402Listed(t *testing.T, listed bool) (*mcpHTTP, *sqlite.DB) {
	t.Helper()
	db := sqlitetest.Open(t)
	payee, err := x402test.NewKey()
	if err != nil {
		t.Fatal(err)
	}
	p := mcpTestPrices()
	gate, err := payments.NewGate(payments.GateConfig{Prices: p, Keys: startMeter(t, db), Ledger: db,
		X402: &payments.X402Config{PayTo: x402test.Address(payee), Network: "base-sepolia", Facilitator: payments.FacilitatorLocal,
			Unlisted: !listed}})
	if err != nil {
		t.Fatal(err)
	}
	s := transport.NewMCPServer(transport.MCPConfig{Service: newMCPService(p), Prices: p, Gate: gate, ValidateOutput: true})
	mux := http.NewServeMux()
	mux.Handle("/mcp", transport.NewMCPHandler(s, transport.MCPHandlerConfig{}))
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return &mcpHTTP{url: srv.URL + "/mcp", store: db}, db
}

// mcpPaymentRequired parses content[0].text of a payment-required result.
func mcpPaymentRequired(t *testing.T, res *mcp.CallToolResult) payments.PaymentRequiredV2 {
	t.Helper()
	if !res.IsError {
		t.Fatalf("not a payment-required result: isError=%v structured=%v", res.IsError, res.StructuredContent)
	}
	var pr payments.PaymentRequiredV2
	if err := json.Unmarshal([]byte(mcpText(res, 0)), &pr); err != nil {
		t.Fatalf("content[0] is not PaymentRequired JSON: %v: %q", err, mcpText(res, 0))
	}
	// The x402 MCP transport: the same object in structuredContent.
	var text, structured any
	json.Unmarshal([]byte(mcpText(res, 0)), &text)
	raw, _ := json.Marshal(res.StructuredContent)
	json.Unmarshal(raw, &structured)
	if diff := cmp.Diff(text, structured); diff != "" {
		t.Fatalf("structuredContent differs from content[0].text (-text +structured):\n%s", diff)
	}
	return pr
}

func TestMCPX402(t *testing.T) {
	h, db := startMCPX402(t)
	payer, err := x402test.NewKey()
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range mcpVersions {
		t.Run(v, func(t *testing.T) {
			c := h.client(t, v, nil)
			args := map[string]any{"prompt": mcpPrompt}
			for _, tl := range mcpListTools(t, c) {
				if tl.Name != tools.OpScoreFree && !strings.Contains(tl.Description, `_meta["x402/payment"]`) {
					t.Errorf("%s: description does not say how to pay with x402: %q", tl.Name, tl.Description)
				}
			}

			required := mcpCall(t, c, tools.OpScore, args, nil)
			checkPayHint(t, mcpText(required, 1), true)
			pr := mcpPaymentRequired(t, required)
			if pr.X402Version != 2 || len(pr.Accepts) != 1 || pr.Resource == nil || pr.Resource.URL != "mcp://tool/score" {
				t.Fatalf("PaymentRequired = %+v", pr)
			}
			price, _ := mcpTestPrices().Lookup(tools.OpScore)
			if want, _ := price.Atomic(6); pr.Accepts[0].Amount != want {
				t.Errorf("amount %s, want %s (from the price table)", pr.Accepts[0].Amount, want)
			}

			// Pay with the payload object, as the coinbase convention says.
			_, payload, err := x402test.SignPayment(payer, pr.Accepts[0], time.Now())
			if err != nil {
				t.Fatal(err)
			}
			var obj map[string]any
			if err := json.Unmarshal(payload, &obj); err != nil {
				t.Fatal(err)
			}
			res := mcpCall(t, c, tools.OpScore, args, map[string]any{"x402/payment": obj})
			if res.IsError || res.StructuredContent == nil {
				t.Fatalf("paid call: %s", mcpText(res, 0))
			}
			mcpCheckReceipt(t, res)

			// The same payment again: refused, with the requirements to pay anew.
			res = mcpCall(t, c, tools.OpScore, args, map[string]any{"x402/payment": obj})
			pr2 := mcpPaymentRequired(t, res)
			if !strings.Contains(pr2.Error, tools.CodePaymentReplayed) || len(pr2.Accepts) != 1 {
				t.Errorf("replay: %+v", pr2)
			}

			// The base64 header form is accepted too.
			header, _, err := x402test.SignPayment(payer, pr.Accepts[0], time.Now())
			if err != nil {
				t.Fatal(err)
			}
			res = mcpCall(t, c, tools.OpScore, args, map[string]any{"x402/payment": header})
			if res.IsError {
				t.Fatalf("base64 payment: %s", mcpText(res, 0))
			}
			mcpCheckReceipt(t, res)

			// A payment for score does not pay for batch (wrong amount).
			_, payload, _ = x402test.SignPayment(payer, pr.Accepts[0], time.Now())
			json.Unmarshal(payload, &obj)
			res = mcpCall(t, c, tools.OpBatch, map[string]any{"prompts": []any{mcpPrompt}}, map[string]any{"x402/payment": obj})
			if pr3 := mcpPaymentRequired(t, res); !strings.Contains(pr3.Error, tools.CodePaymentInvalid) {
				t.Errorf("underpaid batch: %+v", pr3)
			}

			// A call that fails (compare without a model) is not charged: the
			// same payment still works for the next attempt.
			cpr := mcpPaymentRequired(t, mcpCall(t, c, tools.OpCompare, args, nil))
			_, payload, _ = x402test.SignPayment(payer, cpr.Accepts[0], time.Now())
			json.Unmarshal(payload, &obj)
			for range 2 {
				res = mcpCall(t, c, tools.OpCompare, args, map[string]any{"x402/payment": obj})
				if !res.IsError || !strings.Contains(mcpText(res, 0), tools.CodeModelNotConfigured) {
					t.Fatalf("compare: %s", mcpText(res, 0))
				}
			}
		})
	}
	ps, err := db.Payments(context.Background(), 100)
	if err != nil {
		t.Fatal(err)
	}
	settled := 0
	for _, p := range ps {
		if p.Settled {
			settled++
			if p.Operation != tools.OpScore {
				t.Errorf("settled a %s payment", p.Operation)
			}
		}
	}
	if want := 2 * len(mcpVersions); settled != want {
		t.Errorf("%d settled payments, want %d", settled, want)
	}
}

func mcpCheckReceipt(t *testing.T, res *mcp.CallToolResult) {
	t.Helper()
	if res.Meta == nil {
		t.Fatal("no _meta on a paid result")
	}
	var rc payments.Receipt
	mcpRemarshal(t, res.Meta.AdditionalFields["x402/payment-response"], &rc)
	if !rc.Success || !strings.HasPrefix(rc.Transaction, "local:0x") || rc.Network != "eip155:84532" {
		t.Errorf("receipt = %+v", rc)
	}
}

// checkPayHint: the hint of a payment-required result offers one way to
// pay (a key) without x402, two with it, and says "either" only before
// two.
func checkPayHint(t *testing.T, hint string, x402 bool) {
	t.Helper()
	either, or := strings.Contains(hint, "To pay, either connect"), strings.Contains(hint, ", or retry the call with an x402")
	if either != x402 || or != x402 || !strings.Contains(hint, "Authorization: Bearer <API key>") {
		t.Errorf("payment hint with x402 %v: %q", x402, hint)
	}
}
