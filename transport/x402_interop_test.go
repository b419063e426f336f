package transport_test

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/payments/x402test"
	"github.com/pqs-dev/pqs/storage/sqlite"
	"github.com/pqs-dev/pqs/storage/sqlite/sqlitetest"
	"github.com/pqs-dev/pqs/tools"
	"github.com/pqs-dev/pqs/transport"
)

// x402Server serves the real REST handler with a gate on Base Sepolia,
// paying through facilitator ("local" or a URL), on a SQLite store.
func x402Server(t *testing.T, facilitator string) (*httptest.Server, *sqlite.DB) {
	t.Helper()
	return x402ServerPrices(t, facilitator, payments.DefaultPrices())
}

func x402ServerPrices(t *testing.T, facilitator string, prices payments.PriceTable) (*httptest.Server, *sqlite.DB) {
	t.Helper()
	db := sqlitetest.Open(t)
	payee, err := x402test.NewKey()
	if err != nil {
		t.Fatal(err)
	}
	gate, err := payments.NewGate(payments.GateConfig{
		Prices: prices, Keys: startMeter(t, db), Ledger: db,
		X402: &payments.X402Config{PayTo: x402test.Address(payee), Network: "base-sepolia",
			Facilitator: facilitator, FacilitatorTimeout: 300 * time.Millisecond},
	})
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(transport.New(transport.Config{
		Service: tools.New(tools.Config{Prices: prices.ByOperation()}),
		Gate:    gate,
		Prices:  prices,
	}))
	t.Cleanup(srv.Close)
	return srv, db
}

// x402InteropDir returns interop/x402 with its npm clients installed;
// without them the test skips locally and fails in CI.
func x402InteropDir(t *testing.T) string {
	t.Helper()
	dir, err := filepath.Abs("../interop/x402")
	if err != nil {
		t.Fatal(err)
	}
	missing := ""
	if _, err := exec.LookPath("node"); err != nil {
		missing = "node is not installed"
	} else if _, err := os.Stat(filepath.Join(dir, "node_modules", "@x402", "fetch")); err != nil {
		missing = "npm clients not installed (npm ci --prefix interop/x402)"
	} else if _, err := os.Stat(filepath.Join(dir, "node_modules", "x402-fetch")); err != nil {
		missing = "npm clients not installed (npm ci --prefix interop/x402)"
	}
	if missing != "" {
		if os.Getenv("CI") != "" {
			t.Fatal(missing)
		}
		t.Skip(missing)
	}
	return dir
}

// x402NodeResult is what interop/x402/pay.mjs prints.
type x402NodeResult struct {
	Status  int             `json:"status"`
	Body    json.RawMessage `json:"body"`
	Error   string          `json:"error"`
	Payment *struct {
		Name  string `json:"name"`
		Value string `json:"value"`
	} `json:"payment"`
	SettlementHeader string                  `json:"settlementHeader"`
	Settlement       payments.SettleResponse `json:"settlement"`
}

func x402Pay(t *testing.T, dir, keyHex, maxUSD, client, url, body string) x402NodeResult {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, "node", "pay.mjs", client, url, body)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "PAYER_KEY="+keyHex, "MAX_USD="+maxUSD)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("node pay.mjs %s: %v\n%s", client, err, stderr.String())
	}
	var res x402NodeResult
	if err := json.Unmarshal(out, &res); err != nil {
		t.Fatalf("node pay.mjs %s printed %q: %v", client, out, err)
	}
	return res
}

// TestX402InteropNPMClients pays the REST API in local mode on Base
// Sepolia with the official npm clients, not our code: @x402/fetch +
// @x402/evm 2.27 (v2) and x402-fetch 1.2.0 (v1), each signing with a
// throwaway key. Each paid call returns 200 with the settlement header;
// replaying the client's own payment header gets 402 payment_replayed.
func TestX402InteropNPMClients(t *testing.T) {
	dir := x402InteropDir(t)
	srv, db := x402Server(t, payments.FacilitatorLocal)
	key, err := x402test.NewKey()
	if err != nil {
		t.Fatal(err)
	}
	keyHex := x402test.KeyHex(key)
	payer := strings.ToLower(x402test.Address(key))

	score := `{"prompt":"You are a senior analyst. Summarize the attached report in 5 bullet points for executives.","vertical":"general"}`
	batch := `{"prompts":[{"prompt":"Write a haiku about rain."},{"prompt":"Explain TCP slow start to a new engineer in 200 words."}]}`
	paid := 0
	for _, test := range []struct {
		client, path, body, amount, header string
	}{
		{"v2", "/api/score", score, "25000", payments.HeaderPaymentResponse},
		{"v2", "/api/score/batch", batch, "250000", payments.HeaderPaymentResponse},
		{"v1", "/api/score", score, "25000", payments.HeaderXPaymentResponse},
		{"v1", "/api/score/batch", batch, "250000", payments.HeaderXPaymentResponse},
	} {
		t.Run(test.client+test.path, func(t *testing.T) {
			// The caps are raised to $2: batch costs more than x402-fetch's 0.1 USDC default.
			res := x402Pay(t, dir, keyHex, "2", test.client, srv.URL+test.path, test.body)
			if res.Status != http.StatusOK || res.Error != "" {
				t.Fatalf("status %d error %s body %s", res.Status, res.Error, res.Body)
			}
			paid++
			if res.SettlementHeader != test.header || !res.Settlement.Success ||
				!strings.HasPrefix(res.Settlement.Transaction, "local:0x") || !strings.EqualFold(res.Settlement.Payer, payer) {
				t.Errorf("settlement %s %+v", res.SettlementHeader, res.Settlement)
			}
			if !bytes.Contains(res.Body, []byte(`"scorer_version"`)) {
				t.Errorf("body %s has no result", res.Body)
			}
			ps, err := db.Payments(context.Background(), 1)
			if err != nil || len(ps) != 1 || ps[0].Amount != test.amount || !ps[0].Settled || ps[0].Payer != payer {
				t.Errorf("last ledger entry %+v (%v), want %s settled by %s", ps, err, test.amount, payer)
			}

			// Replay the client's own payment header: refused, no result.
			if res.Payment == nil {
				t.Fatal("the client sent no payment header")
			}
			req, _ := http.NewRequest("POST", srv.URL+test.path, strings.NewReader(test.body))
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set(res.Payment.Name, res.Payment.Value)
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			var body bytes.Buffer
			body.ReadFrom(resp.Body)
			resp.Body.Close()
			if resp.StatusCode != http.StatusPaymentRequired || !strings.Contains(body.String(), tools.CodePaymentReplayed) ||
				strings.Contains(body.String(), "scorer_version") {
				t.Errorf("replay: %d %s, want 402 %s", resp.StatusCode, body.String(), tools.CodePaymentReplayed)
			}
		})
	}
	if ps, _ := db.Payments(context.Background(), 0); len(ps) != paid {
		t.Errorf("ledger has %d payments, want %d", len(ps), paid)
	}

	// x402-fetch's default cap (0.1 USDC) refuses the $0.25 batch.
	t.Run("v1 default cap", func(t *testing.T) {
		res := x402Pay(t, dir, keyHex, "0.1", "v1", srv.URL+"/api/score/batch", batch)
		if !strings.Contains(res.Error, "exceeds maximum") {
			t.Errorf("x402-fetch with a 0.1 USDC cap paid $0.25: %+v", res)
		}
	})
}

// TestX402SettlementFailureServesNothing: when the facilitator refuses or
// times out at settlement, the paid call answers 402 settlement_failed
// without the result, and nothing is recorded as charged.
func TestX402SettlementFailureServesNothing(t *testing.T) {
	for _, test := range []struct {
		name      string
		intercept func(w http.ResponseWriter, r *http.Request, path string, n int) bool
	}{
		{"success false", func(w http.ResponseWriter, r *http.Request, path string, n int) bool {
			if path != "/settle" {
				return false
			}
			w.Header().Set("Content-Type", "application/json")
			w.Write([]byte(`{"success":false,"errorReason":"insufficient_funds","transaction":"","network":"eip155:84532"}`))
			return true
		}},
		{"timeout", func(w http.ResponseWriter, r *http.Request, path string, n int) bool {
			if path != "/settle" {
				return false
			}
			select {
			case <-r.Context().Done():
			case <-time.After(time.Second):
			}
			return true
		}},
		{"500", func(w http.ResponseWriter, r *http.Request, path string, n int) bool {
			if path != "/settle" {
				return false
			}
			w.WriteHeader(500)
			return true
		}},
	} {
		t.Run(test.name, func(t *testing.T) {
			fac := &x402test.Facilitator{Intercept: test.intercept}
			fs := httptest.NewServer(fac)
			defer fs.Close()
			srv, db := x402Server(t, fs.URL)
			key, _ := x402test.NewKey()
			score := `{"prompt":"Summarize the report in 5 bullets."}`

			resp, err := http.Post(srv.URL+"/api/score", "application/json", strings.NewReader(score))
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			raw, err := payments.DecodeHeader(resp.Header.Get(payments.HeaderPaymentRequired))
			if err != nil {
				t.Fatal(err)
			}
			var pr payments.PaymentRequiredV2
			if err := json.Unmarshal(raw, &pr); err != nil || len(pr.Accepts) != 1 {
				t.Fatalf("PAYMENT-REQUIRED %s: %v", raw, err)
			}
			h, _, err := x402test.SignPayment(key, pr.Accepts[0], time.Now())
			if err != nil {
				t.Fatal(err)
			}
			req, _ := http.NewRequest("POST", srv.URL+"/api/score", strings.NewReader(score))
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set(payments.HeaderPaymentSignature, h)
			resp, err = http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			var body bytes.Buffer
			body.ReadFrom(resp.Body)
			resp.Body.Close()
			if resp.StatusCode != http.StatusPaymentRequired || !strings.Contains(body.String(), tools.CodeSettlementFailed) {
				t.Errorf("status %d body %s, want 402 %s", resp.StatusCode, body.String(), tools.CodeSettlementFailed)
			}
			if strings.Contains(body.String(), "scorer_version") || strings.Contains(body.String(), `"dimensions"`) {
				t.Errorf("the result was served without settlement: %s", body.String())
			}
			if ps, _ := db.Payments(context.Background(), 0); len(ps) != 0 || fac.Settled() != 0 {
				t.Errorf("charged: ledger %+v, facilitator settled %d", ps, fac.Settled())
			}
		})
	}
}

// TestX402PricesAgree: with an overridden price table, the 402 (v2 header
// and v1 body), the GET preview and /openapi.json all state the same price
// for every paid route.
func TestX402PricesAgree(t *testing.T) {
	prices, err := payments.DefaultPrices().ParseOverrides("score=0.5,compare=2")
	if err != nil {
		t.Fatal(err)
	}
	srv, _ := x402ServerPrices(t, payments.FacilitatorLocal, prices)
	get := func(path string, v any) {
		t.Helper()
		resp, err := http.Get(srv.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		if err := json.NewDecoder(resp.Body).Decode(v); err != nil {
			t.Fatalf("GET %s: %v", path, err)
		}
	}
	var doc struct {
		Paths map[string]map[string]struct {
			XPrice struct {
				Amount string `json:"amount"`
			} `json:"x-price"`
		} `json:"paths"`
	}
	get("/openapi.json", &doc)
	for _, p := range prices {
		atomic, _ := p.Atomic(6)
		in := `{"prompt":"Summarize the report in 5 bullets."}`
		if p.Operation == tools.OpBatch {
			in = `{"prompts":[{"prompt":"Summarize the report in 5 bullets."}]}`
		}
		resp, err := http.Post(srv.URL+p.Route, "application/json", strings.NewReader(in))
		if err != nil {
			t.Fatal(err)
		}
		var body struct {
			Accepts []payments.PaymentRequirementsV1 `json:"accepts"`
		}
		json.NewDecoder(resp.Body).Decode(&body)
		resp.Body.Close()
		raw, _ := payments.DecodeHeader(resp.Header.Get(payments.HeaderPaymentRequired))
		var v2 payments.PaymentRequiredV2
		json.Unmarshal(raw, &v2)
		if resp.StatusCode != 402 || len(body.Accepts) != 1 || body.Accepts[0].MaxAmountRequired != atomic ||
			len(v2.Accepts) != 1 || v2.Accepts[0].Amount != atomic {
			t.Fatalf("POST %s: %d, v1 %+v, v2 %+v; want amount %s", p.Route, resp.StatusCode, body.Accepts, v2.Accepts, atomic)
		}
		if !strings.Contains(v2.Resource.Description, "$"+p.USD) {
			t.Errorf("POST %s: description %q lacks $%s", p.Route, v2.Resource.Description, p.USD)
		}
		var preview struct {
			Message string `json:"message"`
		}
		get(p.Route, &preview)
		if !strings.Contains(preview.Message, "$"+p.USD) {
			t.Errorf("GET %s preview %q lacks $%s", p.Route, preview.Message, p.USD)
		}
		if got := doc.Paths[p.Route]["post"].XPrice.Amount; got != p.USD {
			t.Errorf("openapi %s x-price %q, want %s", p.Route, got, p.USD)
		}
	}
}
