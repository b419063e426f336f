package transport_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/pqs-dev/pqs/internal/pqstest"
	"github.com/pqs-dev/pqs/metering"
	"github.com/pqs-dev/pqs/metering/meteringtest"
	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/ratelimit"
	"github.com/pqs-dev/pqs/storage/sqlite"
	"github.com/pqs-dev/pqs/storage/sqlite/sqlitetest"
	"github.com/pqs-dev/pqs/tools"
	"github.com/pqs-dev/pqs/transport"
)

// env is a running REST server on a loopback port with a real SQLite store.
type env struct {
	t     *testing.T
	srv   *httptest.Server
	store *sqlite.DB
	clock *pqstest.Clock
	logs  *pqstest.SyncBuffer
	reg   *prometheus.Registry
}

type options struct {
	freeLimit int // 0: no limiter
	ready     func(context.Context) error
	mcp       http.Handler
	maxBody   int64
	// facilitator, when set, turns x402 on (base-sepolia) with this
	// facilitator URL.
	facilitator string
	// unlisted keeps x402 402s out of Bazaar discovery.
	unlisted bool
	mutate   func(*transport.Config)
}

// testPayTo is the address x402 payments go to in tests.
const testPayTo = "0x209693Bc6afc0C5328bA36FaF03C514EF312287C"

func newEnv(t *testing.T, o options) *env {
	t.Helper()
	db := sqlitetest.Open(t)
	c := pqstest.NewClock(time.Date(2025, 6, 1, 12, 0, 0, 0, time.UTC))
	prices := payments.DefaultPrices()
	logs := &pqstest.SyncBuffer{}
	reg := prometheus.NewRegistry()
	gc := payments.GateConfig{Prices: prices, Keys: startMeter(t, db), Ledger: db, Metrics: reg}
	if o.facilitator != "" {
		gc.X402 = &payments.X402Config{PayTo: testPayTo, Network: "base-sepolia", Facilitator: o.facilitator, Unlisted: o.unlisted}
	}
	gate, err := payments.NewGate(gc)
	if err != nil {
		t.Fatal(err)
	}
	cfg := transport.Config{
		Service:      tools.New(tools.Config{Prices: prices.ByOperation()}),
		Gate:         gate,
		Prices:       prices,
		Ready:        o.ready,
		Metrics:      reg,
		MCP:          o.mcp,
		Logger:       slog.New(slog.NewJSONHandler(logs, &slog.HandlerOptions{Level: slog.LevelDebug})),
		MaxBodyBytes: o.maxBody,
	}
	if o.freeLimit > 0 {
		cfg.FreeLimiter = ratelimit.NewMemory(o.freeLimit, time.Minute, c.Now)
		cfg.FreeLimit = o.freeLimit
	}
	if o.mutate != nil {
		o.mutate(&cfg)
	}
	srv := httptest.NewServer(transport.New(cfg))
	t.Cleanup(srv.Close)
	return &env{t: t, srv: srv, store: db, clock: c, logs: logs, reg: reg}
}

// startMeter starts a metering.Meter on db, closed when tb ends.
func startMeter(tb testing.TB, db *sqlite.DB) *metering.Meter {
	tb.Helper()
	return meteringtest.Start(tb, db, metering.Config{Refresh: 20 * time.Millisecond})
}

// postJSON sends a JSON body to url with c, with the Authorization header
// auth unless it is empty and, for mcp, the headers of a streamable HTTP
// MCP call, and returns the answer's status and body.
func postJSON(c *http.Client, url string, body []byte, auth string, mcp bool) (int, []byte, error) {
	req, err := http.NewRequest(http.MethodPost, url, bytes.NewReader(body))
	if err != nil {
		return 0, nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	if auth != "" {
		req.Header.Set("Authorization", auth)
	}
	if mcp {
		req.Header.Set("Accept", "application/json, text/event-stream")
		req.Header.Set("MCP-Protocol-Version", "2025-11-25")
	}
	resp, err := c.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	return resp.StatusCode, b, err
}

// keyedStore opens a SQLite store with one API key named name, and a
// gate at prices that takes it (see keyGate).
func keyedStore(tb testing.TB, name string, quota int64, prices payments.PriceTable) (*sqlite.DB, payments.Secret, *payments.Gate) {
	tb.Helper()
	db := sqlitetest.Open(tb)
	secret, _ := sqlitetest.CreateKey(tb, db, name, quota)
	return db, secret, keyGate(tb, db, prices)
}

// keyGate returns a gate that takes db's API keys, metered, with db as the
// x402 ledger.
func keyGate(tb testing.TB, db *sqlite.DB, prices payments.PriceTable) *payments.Gate {
	tb.Helper()
	gate, err := payments.NewGate(payments.GateConfig{Prices: prices, Keys: startMeter(tb, db), Ledger: db})
	if err != nil {
		tb.Fatal(err)
	}
	return gate
}

// newKey creates an API key in the store and returns its secret and ID.
func (e *env) newKey(quota int64) (payments.Secret, string) {
	e.t.Helper()
	secret, k, err := payments.NewKey("test", quota, time.Now())
	if err != nil {
		e.t.Fatal(err)
	}
	if err := e.store.CreateKey(context.Background(), k); err != nil {
		e.t.Fatal(err)
	}
	return secret, k.ID
}

type response struct {
	status int
	header http.Header
	body   []byte
}

// errorCode returns the code of an error envelope ("" if the body isn't one).
func (r response) errorCode() string { return pqstest.ErrorCode(r.body) }

func (r response) decode(t *testing.T, v any) {
	t.Helper()
	if err := json.Unmarshal(r.body, v); err != nil {
		t.Fatalf("decode %s: %v", r.body, err)
	}
}

// do sends a request; headers are "Name: value" pairs. A JSON body gets
// Content-Type application/json unless headers set one.
func (e *env) do(method, path, body string, headers ...string) response {
	e.t.Helper()
	var rd io.Reader
	if body != "" {
		rd = strings.NewReader(body)
	}
	req, err := http.NewRequest(method, e.srv.URL+path, rd)
	if err != nil {
		e.t.Fatal(err)
	}
	if body != "" {
		req.Header.Set("Content-Type", "application/json")
	}
	for _, h := range headers {
		k, v, _ := strings.Cut(h, ":")
		if v = strings.TrimSpace(v); v == "" {
			req.Header.Del(k)
		} else {
			req.Header.Set(k, v)
		}
	}
	return send(e.t, e.srv, req)
}

// send sends req to srv and returns the answer with its body read.
func send(t *testing.T, srv *httptest.Server, req *http.Request) response {
	t.Helper()
	resp, err := srv.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return response{status: resp.StatusCode, header: resp.Header, body: b}
}

// dial connects to addr, with a deadline of d from now on every read
// and write; the connection closes when t ends.
func dial(t *testing.T, addr string, d time.Duration) net.Conn {
	t.Helper()
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	c.SetDeadline(time.Now().Add(d))
	return c
}

func mustPrefixes(t *testing.T, s string) []netip.Prefix {
	t.Helper()
	p, err := transport.ParseTrustedProxies(s)
	if err != nil {
		t.Fatal(err)
	}
	return p
}
