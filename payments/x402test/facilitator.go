package x402test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/pqs-dev/pqs/payments"
)

// Facilitator is a fake x402 facilitator: an http.Handler for POST
// /verify, POST /settle and GET /supported with the JSON of the x402
// specification. It runs the offline rules (payments.VerifyExact) plus a
// table of used nonces standing in for the chain, and answers business
// failures as 200 with isValid/success false, malformed bodies as 400.
// The chain is served too, as an Ethereum node's JSON-RPC at POST /rpc
// (see chain.go): the USDC events of each settlement, and of each
// authorization the payer cancelled (Cancel). Serve it with
// httptest.NewServer.
type Facilitator struct {
	// Now is the fake chain's clock; nil means time.Now.
	Now func() time.Time
	// Intercept, when set, is called before each request is handled, with
	// the path and the 1-based count of requests to that path so far; if it
	// returns true it has answered (to inject failures) and the request is
	// not processed. Set it before serving, or with SetIntercept.
	Intercept func(w http.ResponseWriter, r *http.Request, path string, n int) bool

	mu     sync.Mutex
	used   map[string]chainUse // payer|nonce -> what used it on the chain
	listed map[string]Listing  // resource URL -> discovery metadata
	calls  map[string]*atomic.Int64
}

// SetIntercept sets Intercept while the facilitator serves (nil removes
// it).
func (f *Facilitator) SetIntercept(intercept func(w http.ResponseWriter, r *http.Request, path string, n int) bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.Intercept = intercept
}

// Calls returns how many requests reached path ("/verify", ...).
func (f *Facilitator) Calls(path string) int64 {
	return f.counter(path).Load()
}

func (f *Facilitator) counter(path string) *atomic.Int64 {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.calls == nil {
		f.calls = map[string]*atomic.Int64{}
	}
	c, ok := f.calls[path]
	if !ok {
		c = new(atomic.Int64)
		f.calls[path] = c
	}
	return c
}

// Settled returns how many payments were settled.
func (f *Facilitator) Settled() int {
	f.mu.Lock()
	defer f.mu.Unlock()
	n := 0
	for _, u := range f.used {
		if u.settled() {
			n++
		}
	}
	return n
}

func (f *Facilitator) now() time.Time {
	if f.Now != nil {
		return f.Now()
	}
	return time.Now()
}

// ServeHTTP implements http.Handler.
func (f *Facilitator) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	path := r.URL.Path
	for _, p := range []string{"/verify", "/settle", "/supported", "/rpc"} {
		if strings.HasSuffix(path, p) {
			path = p
		}
	}
	n := int(f.counter(path).Add(1))
	f.mu.Lock()
	intercept := f.Intercept
	f.mu.Unlock()
	if intercept != nil && intercept(w, r, path, n) {
		return
	}
	switch {
	case path == "/supported" && r.Method == http.MethodGet:
		var kinds []payments.SupportedKind
		for _, n := range payments.Networks() {
			kinds = append(kinds,
				payments.SupportedKind{X402Version: 2, Scheme: "exact", Network: n.CAIP2},
				payments.SupportedKind{X402Version: 1, Scheme: "exact", Network: n.Name})
		}
		writeJSON(w, http.StatusOK, payments.Supported{
			Kinds:   kinds,
			Signers: map[string][]string{"eip155:*": {"0x1234567890abcdef1234567890abcdef12345678"}},
		})
	case (path == "/verify" || path == "/settle") && r.Method == http.MethodPost:
		f.verifyOrSettle(w, r, path == "/settle")
	case path == "/rpc" && r.Method == http.MethodPost:
		f.serveRPC(w, r)
	default:
		writeJSON(w, http.StatusNotFound, map[string]string{"error": "not found"})
	}
}

func (f *Facilitator) verifyOrSettle(w http.ResponseWriter, r *http.Request, settle bool) {
	var req struct {
		X402Version         int             `json:"x402Version"`
		PaymentPayload      json.RawMessage `json:"paymentPayload"`
		PaymentRequirements json.RawMessage `json:"paymentRequirements"`
	}
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil {
		writeJSON(w, http.StatusBadRequest, map[string]string{"error": "bad body: " + err.Error()})
		return
	}
	payload, reqs, err := decodeRequest(req.X402Version, req.PaymentPayload, req.PaymentRequirements)
	if err != nil {
		writeJSON(w, http.StatusBadRequest, map[string]string{"error": err.Error()})
		return
	}
	network := reqs.Network
	if req.X402Version == 1 {
		if n, ok := payments.LookupNetwork(network); ok {
			network = n.Name
		}
	}
	payer, err := payments.VerifyExact(payload, reqs, f.now())
	reason, msg := payments.Reason(err), ""
	if err != nil {
		msg = err.Error()
		payer = payload.Payload.Authorization.From
	}
	key := strings.ToLower(payload.Payload.Authorization.From + "|" + payload.Payload.Authorization.Nonce)
	f.mu.Lock()
	defer f.mu.Unlock()
	if err == nil {
		if _, used := f.used[key]; used {
			reason, msg = payments.ReasonNonceUsed, "authorization nonce already used on chain"
		}
	}
	if !settle {
		writeJSON(w, http.StatusOK, payments.VerifyResponse{
			IsValid: reason == "", InvalidReason: reason, InvalidMessage: msg, Payer: payer,
		})
		return
	}
	if reason != "" {
		writeJSON(w, http.StatusOK, payments.SettleResponse{
			Success: false, ErrorReason: reason, ErrorMessage: msg, Payer: payer, Transaction: "", Network: network,
		})
		return
	}
	a := payload.Payload.Authorization
	tx := f.use(key, chainUse{token: reqs.Asset, payer: a.From, nonce: a.Nonce, to: a.To, value: a.Value})
	f.catalog(req.X402Version, req.PaymentPayload, req.PaymentRequirements)
	writeJSON(w, http.StatusOK, payments.SettleResponse{Success: true, Payer: payer, Transaction: tx, Network: network})
}

func decodeRequest(version int, payload, reqs json.RawMessage) (payments.PaymentPayload, payments.PaymentRequirements, error) {
	switch version {
	case 2:
		var p payments.PaymentPayload
		var r payments.PaymentRequirements
		if err := json.Unmarshal(payload, &p); err != nil {
			return p, r, fmt.Errorf("paymentPayload: %w", err)
		}
		if err := json.Unmarshal(reqs, &r); err != nil {
			return p, r, fmt.Errorf("paymentRequirements: %w", err)
		}
		if p.X402Version != 2 {
			return p, r, fmt.Errorf("paymentPayload x402Version %d != 2", p.X402Version)
		}
		return p, r, nil
	case 1:
		var p payments.PaymentPayloadV1
		var r payments.PaymentRequirementsV1
		if err := json.Unmarshal(payload, &p); err != nil {
			return payments.PaymentPayload{}, payments.PaymentRequirements{}, fmt.Errorf("paymentPayload: %w", err)
		}
		if err := json.Unmarshal(reqs, &r); err != nil {
			return payments.PaymentPayload{}, payments.PaymentRequirements{}, fmt.Errorf("paymentRequirements: %w", err)
		}
		if p.X402Version != 1 {
			return payments.PaymentPayload{}, payments.PaymentRequirements{}, fmt.Errorf("paymentPayload x402Version %d != 1", p.X402Version)
		}
		if r.Resource == "" || r.Description == "" || r.MimeType == "" {
			return payments.PaymentPayload{}, payments.PaymentRequirements{}, fmt.Errorf("paymentRequirements: v1 needs resource, description and mimeType")
		}
		return p.Upgrade(), r.Upgrade(), nil
	default:
		return payments.PaymentPayload{}, payments.PaymentRequirements{}, fmt.Errorf("x402Version %d not supported", version)
	}
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

// IsSettled reports whether the facilitator settled the payment of payer
// and nonce: the chain's view, which a crashed server's ledger may lack.
func (f *Facilitator) IsSettled(payer, nonce string) bool {
	f.mu.Lock()
	defer f.mu.Unlock()
	u, ok := f.used[strings.ToLower(payer+"|"+nonce)]
	return ok && u.settled()
}
