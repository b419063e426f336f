package transport_test

import (
	"bytes"
	"context"
	"crypto"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
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
	srv, db, _ := x402ServerWith(t, prices, payments.X402Config{Facilitator: facilitator})
	return srv, db
}

// x402ServerWith is x402ServerPrices with more of the x402 settings (the
// pay-to address, network and timeout are filled in), returning the gate
// too.
func x402ServerWith(t *testing.T, prices payments.PriceTable, x payments.X402Config) (*httptest.Server, *sqlite.DB, *payments.Gate) {
	t.Helper()
	db := sqlitetest.Open(t)
	payee, err := x402test.NewKey()
	if err != nil {
		t.Fatal(err)
	}
	x.PayTo, x.Network = x402test.Address(payee), "base-sepolia"
	if x.FacilitatorTimeout == 0 {
		x.FacilitatorTimeout = 300 * time.Millisecond
	}
	gate, err := payments.NewGate(payments.GateConfig{
		Prices: prices, Keys: startMeter(t, db), Ledger: db,
		X402: &x,
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
	return srv, db, gate
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
				servedResult(body.Bytes()) {
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

// TestX402InteropCDPAuth is issue 21's acceptance test for facilitator
// authentication: with CDP credentials (an ES256 PEM key, then a base64
// Ed25519 key) the server pays through a loopback facilitator that admits
// only requests carrying a valid CDP JWT (signature with the public key,
// header, claims, uris naming that request, nonce never seen before).
// The official npm clients (@x402/fetch + @x402/evm v2, x402-fetch v1)
// pay /api/score through it; a replayed payment is refused; a server
// signing with another key gets nothing through and serves nothing.
func TestX402InteropCDPAuth(t *testing.T) {
	dir := x402InteropDir(t)
	keys, err := x402test.NewCDPKeys()
	if err != nil {
		t.Fatal(err)
	}
	const keyID = "organizations/pqs-interop/apiKeys/0123abcd"
	score := `{"prompt":"You are a senior analyst. Summarize the attached report in 5 bullet points for executives.","vertical":"general"}`

	for _, k := range []struct {
		alg, secret string
		pub         crypto.PublicKey
	}{
		{"ES256", keys.SEC1PEM(), &keys.EC.PublicKey},
		{"EdDSA", base64.StdEncoding.EncodeToString(keys.Ed), keys.EdPub},
	} {
		t.Run(k.alg, func(t *testing.T) {
			auth, err := payments.NewCDPAuth(keyID, k.secret)
			if err != nil || auth.Algorithm() != k.alg {
				t.Fatalf("NewCDPAuth: %v (%s)", err, auth.Algorithm())
			}
			fac := &x402test.Facilitator{}
			check := &x402test.CDPAuthCheck{Next: fac, KeyID: keyID, Key: k.pub}
			fs := httptest.NewServer(check)
			defer fs.Close()
			srv, db, gate := x402ServerWith(t, payments.DefaultPrices(), payments.X402Config{
				Facilitator: fs.URL + "/platform/v2/x402", FacilitatorAuth: auth, FacilitatorTimeout: 10 * time.Second})
			if err := gate.Start(context.Background()); err != nil {
				t.Fatal(err)
			}
			key, err := x402test.NewKey()
			if err != nil {
				t.Fatal(err)
			}
			payer := strings.ToLower(x402test.Address(key))
			for i, client := range []string{"v2", "v1"} {
				res := x402Pay(t, dir, x402test.KeyHex(key), "2", client, srv.URL+"/api/score", score)
				if res.Status != http.StatusOK || res.Error != "" {
					t.Fatalf("%s: status %d error %s body %s; facilitator refused %q", client, res.Status, res.Error, res.Body, check.Refused())
				}
				if !res.Settlement.Success || !strings.HasPrefix(res.Settlement.Transaction, "0x") ||
					!strings.EqualFold(res.Settlement.Payer, payer) || !x402Served(res.Body) {
					t.Errorf("%s: settlement %+v body %s", client, res.Settlement, res.Body)
				}
				if fac.Settled() != i+1 {
					t.Errorf("%s: facilitator settled %d payments, want %d", client, fac.Settled(), i+1)
				}
				if res.Payment == nil {
					t.Fatalf("%s: the client sent no payment header", client)
				}
				status, body := x402Replay(t, srv.URL+"/api/score", score, res.Payment.Name, res.Payment.Value)
				if status != http.StatusPaymentRequired || !strings.Contains(body, tools.CodePaymentReplayed) || x402Served([]byte(body)) {
					t.Errorf("%s replayed: %d %s, want 402 %s", client, status, body, tools.CodePaymentReplayed)
				}
			}
			// Every facilitator request was authenticated for itself:
			// /supported at start, then /verify and /settle per payment.
			want := []string{"GET /platform/v2/x402/supported",
				"POST /platform/v2/x402/verify", "POST /platform/v2/x402/settle",
				"POST /platform/v2/x402/verify", "POST /platform/v2/x402/settle"}
			if got := check.Admitted(); !slices.Equal(got, want) || len(check.Refused()) != 0 {
				t.Errorf("facilitator admitted %q and refused %q, want %q and none", got, check.Refused(), want)
			}
			if ps, _ := db.Payments(context.Background(), 0); len(ps) != 2 {
				t.Errorf("ledger has %d payments, want 2", len(ps))
			}
		})
	}

	// A server holding another key: the facilitator refuses every request,
	// so the paid call is not served and nothing is charged.
	t.Run("wrong key", func(t *testing.T) {
		other, _ := x402test.NewCDPKeys()
		auth, err := payments.NewCDPAuth(keyID, other.SEC1PEM())
		if err != nil {
			t.Fatal(err)
		}
		fac := &x402test.Facilitator{}
		check := &x402test.CDPAuthCheck{Next: fac, KeyID: keyID, Key: &keys.EC.PublicKey}
		fs := httptest.NewServer(check)
		defer fs.Close()
		srv, db, _ := x402ServerWith(t, payments.DefaultPrices(), payments.X402Config{
			Facilitator: fs.URL + "/platform/v2/x402", FacilitatorAuth: auth, FacilitatorTimeout: 10 * time.Second})
		key, _ := x402test.NewKey()
		res := x402Pay(t, dir, x402test.KeyHex(key), "2", "v2", srv.URL+"/api/score", score)
		if res.Status == http.StatusOK || x402Served(res.Body) {
			t.Errorf("paid through a facilitator that refused our JWT: %d %s", res.Status, res.Body)
		}
		if len(check.Admitted()) != 0 || len(check.Refused()) == 0 || fac.Settled() != 0 {
			t.Errorf("admitted %q refused %d settled %d", check.Admitted(), len(check.Refused()), fac.Settled())
		}
		if ps, _ := db.Payments(context.Background(), 0); len(ps) != 0 {
			t.Errorf("ledger has %d payments, want 0", len(ps))
		}
	})
}

// x402Served reports whether a JSON body is a score result: scorer_version
// at its top level (an example inside a 402's requirements does not count).
func x402Served(body []byte) bool {
	var top map[string]json.RawMessage
	return json.Unmarshal(body, &top) == nil && top["scorer_version"] != nil
}

// x402Replay sends a payment header again and returns the status and body.
func x402Replay(t *testing.T, url, body, name, value string) (int, string) {
	t.Helper()
	req, _ := http.NewRequest("POST", url, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set(name, value)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var b bytes.Buffer
	b.ReadFrom(resp.Body)
	return resp.StatusCode, b.String()
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
			resp, body, err := x402test.PayJSON(key, srv.URL+"/api/score", `{"prompt":"Summarize the report in 5 bullets."}`)
			if err != nil {
				t.Fatal(err)
			}
			if resp.StatusCode != http.StatusPaymentRequired || !strings.Contains(string(body), tools.CodeSettlementFailed) {
				t.Errorf("status %d body %s, want 402 %s", resp.StatusCode, body, tools.CodeSettlementFailed)
			}
			if servedResult(body) {
				t.Errorf("the result was served without settlement: %s", body)
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

// TestX402InteropBazaar: the official npm clients echo the 402's Bazaar
// listing to the facilitator with their payment, as the specification
// asks of them, so that a facilitator with discovery catalogs pqs: the v2
// client (@x402/fetch) sends extensions.bazaar, which passes its own
// schema; the v1 requirements sent with a v1 payment carry outputSchema.
func TestX402InteropBazaar(t *testing.T) {
	dir := x402InteropDir(t)
	fac := &x402test.Facilitator{}
	fs := httptest.NewServer(fac)
	t.Cleanup(fs.Close)
	srv, _ := x402Server(t, fs.URL)
	key, err := x402test.NewKey()
	if err != nil {
		t.Fatal(err)
	}
	url := srv.URL + "/api/score"
	for _, version := range []int{2, 1} {
		res := x402Pay(t, dir, x402test.KeyHex(key), "2", fmt.Sprintf("v%d", version), url, scoreBody)
		if res.Status != http.StatusOK || !res.Settlement.Success {
			t.Fatalf("v%d: status %d error %s body %s", version, res.Status, res.Error, res.Body)
		}
		l, ok := fac.Listed()[url]
		if !ok || l.Version != version || l.Err != nil {
			t.Fatalf("v%d: the facilitator cataloged %+v (%v), want %s", version, fac.Listed(), ok, url)
		}
		var doc map[string]any
		json.Unmarshal(l.Bazaar, &doc)
		in, _ := doc["input"].(map[string]any)
		if version == 2 {
			info, _ := doc["info"].(map[string]any)
			in, _ = info["input"].(map[string]any)
		}
		if in["method"] != "POST" || in["bodyType"] != "json" || in["body"] == nil {
			t.Errorf("v%d: cataloged input %v", version, in)
		}
	}
}

// servedResult reports whether a response body is (or holds, at its top
// level) a result. A 402 body's v1 outputSchema quotes an example result
// (x402 Bazaar discovery), so a substring test would not do.
func servedResult(body []byte) bool {
	var top map[string]json.RawMessage
	if err := json.Unmarshal(body, &top); err != nil {
		return true // not our 402 envelope
	}
	_, version := top["scorer_version"]
	_, dims := top["dimensions"]
	return version || dims
}
