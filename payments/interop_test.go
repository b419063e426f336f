package payments_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
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
	"github.com/pqs-dev/pqs/tools"
)

// gateHandler is the smallest server that takes x402 payments through a
// Gate the way the transport does: 402 with PAYMENT-REQUIRED and a v1
// body; verify -> work -> settle -> PAYMENT-RESPONSE.
func gateHandler(g *payments.Gate, svc *tools.Service) http.Handler {
	paid := func(op string, run func(context.Context, []byte) (any, error)) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			var body bytes.Buffer
			body.ReadFrom(r.Body)
			resource := "http://" + r.Host + r.URL.Path
			fail := func(err error, code string) {
				pr, perr := g.PaymentRequired(op, resource, err.Error())
				if perr != nil {
					http.Error(w, perr.Error(), 500)
					return
				}
				w.Header().Set(payments.HeaderPaymentRequired, pr.Header)
				w.Header().Set("Content-Type", "application/json")
				w.WriteHeader(http.StatusPaymentRequired)
				json.NewEncoder(w).Encode(map[string]any{
					"x402Version": 1, "accepts": pr.Accepts,
					"error": map[string]string{"code": code, "message": err.Error()},
				})
			}
			c, err := g.Begin(r.Context(), op, payments.Credentials{PaymentHeader: payments.PaymentHeader(r.Header), Resource: resource})
			switch {
			case errors.Is(err, payments.ErrPaymentReplayed):
				fail(err, tools.CodePaymentReplayed)
				return
			case err != nil:
				fail(err, tools.CodePaymentInvalid)
				return
			}
			res, err := run(r.Context(), body.Bytes())
			if err != nil {
				c.Cancel(r.Context())
				http.Error(w, err.Error(), 400)
				return
			}
			rc, err := c.Commit(r.Context(), r.URL.Path)
			if err != nil {
				fail(err, tools.CodeSettlementFailed)
				return
			}
			name, value := rc.Header()
			w.Header().Set(name, value)
			w.Header().Set("Content-Type", "application/json")
			json.NewEncoder(w).Encode(res)
		}
	}
	mux := http.NewServeMux()
	mux.Handle("POST /api/score", paid(tools.OpScore, func(ctx context.Context, b []byte) (any, error) {
		var req tools.Request
		if err := json.Unmarshal(b, &req); err != nil {
			return nil, err
		}
		return svc.Score(ctx, req)
	}))
	mux.Handle("POST /api/score/batch", paid(tools.OpBatch, func(ctx context.Context, b []byte) (any, error) {
		var req tools.BatchRequest
		if err := json.Unmarshal(b, &req); err != nil {
			return nil, err
		}
		return svc.Batch(ctx, req)
	}))
	return mux
}

// interopDir returns interop/x402 with its npm clients installed; without
// them the test skips locally and fails in CI.
func interopDir(t *testing.T) string {
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
	}
	if missing != "" {
		if os.Getenv("CI") != "" {
			t.Fatal(missing)
		}
		t.Skip(missing)
	}
	return dir
}

// nodeResult is what pay.mjs prints.
type nodeResult struct {
	Client  string          `json:"client"`
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

func runPayer(t *testing.T, dir, keyHex, maxUSD, client, url, body string) nodeResult {
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
	var res nodeResult
	if err := json.Unmarshal(out, &res); err != nil {
		t.Fatalf("node pay.mjs %s printed %q: %v", client, out, err)
	}
	return res
}

// TestInteropNPMClients pays a local-mode gate on Base Sepolia with the
// official npm clients (not our code): @x402/fetch + @x402/evm for v2,
// legacy x402-fetch for v1. Each paid call returns 200
// with a settlement header; replaying the client's payment header gets 402.
func TestInteropNPMClients(t *testing.T) {
	dir := interopDir(t)
	ledger := x402test.NewLedger()
	g := newGate(t, gateOpts{ledger: ledger})
	srv := httptest.NewServer(gateHandler(g, tools.New(tools.Config{Prices: g.Prices().ByOperation()})))
	defer srv.Close()
	key, err := x402test.NewKey()
	if err != nil {
		t.Fatal(err)
	}
	keyHex := x402test.KeyHex(key)
	payer := strings.ToLower(x402test.Address(key))

	score := `{"prompt":"You are a senior analyst. Summarize the attached report in 5 bullet points for executives.","vertical":"general"}`
	batch := `{"prompts":[{"prompt":"Write a haiku about rain."},{"prompt":"Explain TCP slow start to a new engineer in 200 words."}]}`
	wantSettled := 0
	for _, test := range []struct {
		client, path, body, amount, header string
	}{
		{"v2", "/api/score", score, "25000", payments.HeaderPaymentResponse},
		{"v2", "/api/score/batch", batch, "250000", payments.HeaderPaymentResponse},
		{"v1", "/api/score", score, "25000", payments.HeaderXPaymentResponse},
		{"v1", "/api/score/batch", batch, "250000", payments.HeaderXPaymentResponse},
	} {
		t.Run(test.client+test.path, func(t *testing.T) {
			res := runPayer(t, dir, keyHex, "2", test.client, srv.URL+test.path, test.body)
			if res.Status != http.StatusOK || res.Error != "" {
				t.Fatalf("status %d error %s body %s", res.Status, res.Error, res.Body)
			}
			wantSettled++
			if res.SettlementHeader != test.header || !res.Settlement.Success ||
				!strings.HasPrefix(res.Settlement.Transaction, "local:0x") || !strings.EqualFold(res.Settlement.Payer, payer) {
				t.Errorf("settlement %s %+v", res.SettlementHeader, res.Settlement)
			}
			if !bytes.Contains(res.Body, []byte(`"scorer_version"`)) {
				t.Errorf("body %s has no result", res.Body)
			}
			// Replay the client's own payment header: refused.
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
			var body struct {
				Error struct{ Code string } `json:"error"`
			}
			json.NewDecoder(resp.Body).Decode(&body)
			resp.Body.Close()
			if resp.StatusCode != http.StatusPaymentRequired || body.Error.Code != tools.CodePaymentReplayed {
				t.Errorf("replay: status %d code %q, want 402 %s", resp.StatusCode, body.Error.Code, tools.CodePaymentReplayed)
			}
			ps, _ := ledger.Payments(context.Background(), 1)
			if len(ps) != 1 || ps[0].Amount != test.amount || !ps[0].Settled {
				t.Errorf("last ledger entry %+v, want %s settled", ps, test.amount)
			}
		})
	}
	ps, _ := ledger.Payments(context.Background(), 0)
	if len(ps) != wantSettled {
		t.Errorf("ledger has %d payments, want %d", len(ps), wantSettled)
	}

	// The clients' default caps refuse to pay more: x402-fetch 0.1 USDC.
	t.Run("v1 cap", func(t *testing.T) {
		res := runPayer(t, dir, keyHex, "0.1", "v1", srv.URL+"/api/score/batch", batch)
		if !strings.Contains(res.Error, "exceeds maximum") {
			t.Errorf("x402-fetch with a 0.1 USDC cap paid $0.25: %+v", res)
		}
	})
}
