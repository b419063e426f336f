package transport_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/pqs-dev/pqs/metering"
	"github.com/pqs-dev/pqs/metering/meteringtest"
	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/storage/sqlite"
	"github.com/pqs-dev/pqs/storage/sqlite/sqlitetest"
	"github.com/pqs-dev/pqs/tools"
	"github.com/pqs-dev/pqs/transport"
)

// countingDB counts the lookups of keys the meter does not hold.
type countingDB struct {
	*sqlite.DB
	lookups atomic.Int64
}

func (c *countingDB) KeyByHash(ctx context.Context, hash string) (payments.Key, error) {
	c.lookups.Add(1)
	return c.DB.KeyByHash(ctx, hash)
}

// TestUnknownKeysPerClient: made-up API keys, over REST and over /mcp,
// cost the store at most the meter's MissLimit (10) lookups per second per
// client IP, not one each; another client has its own share.
func TestUnknownKeysPerClient(t *testing.T) {
	db := &countingDB{DB: sqlitetest.Open(t)}
	now := time.Now()
	meter := meteringtest.Start(t, db, metering.Config{Refresh: time.Hour, Now: func() time.Time { return now }})
	prices := payments.DefaultPrices()
	gate, err := payments.NewGate(payments.GateConfig{Prices: prices, Keys: meter, Ledger: db})
	if err != nil {
		t.Fatal(err)
	}
	svc := tools.New(tools.Config{Prices: prices.ByOperation()})
	proxies := mustPrefixes(t, "127.0.0.1")
	mcpHandler := transport.NewMCPHandler(transport.NewMCPServer(transport.MCPConfig{Service: svc, Prices: prices, Gate: gate,
		Logger: slog.New(slog.DiscardHandler)}), transport.MCPHandlerConfig{TrustedProxies: proxies})
	srv := httptest.NewServer(transport.New(transport.Config{Service: svc, Gate: gate, Prices: prices,
		TrustedProxies: proxies, MCP: mcpHandler}))
	t.Cleanup(srv.Close)

	call := func(client string, mcp bool) {
		t.Helper()
		secret, _, err := payments.NewKey("made up", 0, now)
		if err != nil {
			t.Fatal(err)
		}
		url, body := srv.URL+"/api/score", scoreBody
		if mcp {
			url = srv.URL + "/mcp"
			body = `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"score","arguments":` + scoreBody + `}}`
		}
		req := httptestRequest(t, url, body)
		req.Header.Set("Authorization", "Bearer "+string(secret))
		req.Header.Set("X-Forwarded-For", client)
		if mcp {
			req.Header.Set("Accept", "application/json, text/event-stream")
			req.Header.Set("MCP-Protocol-Version", "2025-11-25")
		}
		resp, err := srv.Client().Do(req)
		if err != nil {
			t.Fatal(err)
		}
		b := readAll(t, resp)
		if !strings.Contains(b, tools.CodeInvalidAPIKey) {
			t.Fatalf("unknown key from %s: %d %s, want %s", client, resp.StatusCode, b, tools.CodeInvalidAPIKey)
		}
	}
	for i := range 40 {
		call("203.0.113.7", i%2 == 1)
	}
	if n := db.lookups.Load(); n != 10 {
		t.Errorf("40 unknown keys from one client (REST and MCP) cost %d lookups, want 10", n)
	}
	for i := range 4 {
		call(fmt.Sprintf("203.0.113.%d", 100+i), i%2 == 1)
	}
	if n := db.lookups.Load(); n != 14 {
		t.Errorf("then 4 from four other clients: %d lookups in all, want 14", n)
	}
}

func httptestRequest(t *testing.T, url, body string) *http.Request {
	t.Helper()
	req, err := http.NewRequest(http.MethodPost, url, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	req.Header.Set("Content-Type", "application/json")
	return req
}

func readAll(t *testing.T, resp *http.Response) string {
	t.Helper()
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}
