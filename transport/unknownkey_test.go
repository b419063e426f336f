package transport_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
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
	delay   time.Duration // each lookup's, as a remote store's round trip
}

func (c *countingDB) KeyByHash(ctx context.Context, hash string) (payments.Key, error) {
	c.lookups.Add(1)
	time.Sleep(c.delay)
	return c.DB.KeyByHash(ctx, hash)
}

// TestUnknownKeysPerClient: made-up API keys, over REST and over /mcp,
// cost the store at most the meter's MissLimit (10) lookups per second per
// client IP, not one each; another client has its own share.
func TestUnknownKeysPerClient(t *testing.T) {
	db := &countingDB{DB: sqlitetest.Open(t)}
	now := time.Now()
	srv := keyedServer(t, db, func() time.Time { return now })

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

// keyedServer serves REST and /mcp with API keys metered from db, the key
// table never reloaded: keys created later are looked up one by one.
func keyedServer(t *testing.T, db *countingDB, now func() time.Time) *httptest.Server {
	t.Helper()
	meter := meteringtest.Start(t, db, metering.Config{Refresh: time.Hour, Now: now})
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
	return srv
}

// TestNewKeyBurst: a key created while the server runs and used at once by
// many calls from one client is looked up once, and every call is served:
// the calls waiting for that lookup do not spend the client's budget of
// unknown keys and get refused as if the key did not exist.
func TestNewKeyBurst(t *testing.T) {
	db := &countingDB{DB: sqlitetest.Open(t), delay: 50 * time.Millisecond}
	srv := keyedServer(t, db, time.Now)
	secret, k, err := payments.NewKey("burst", 0, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if err := db.CreateKey(context.Background(), k); err != nil {
		t.Fatal(err)
	}
	const calls = 40
	codes := make(chan int, calls)
	start := make(chan struct{})
	var wg sync.WaitGroup
	for range calls {
		wg.Go(func() {
			<-start
			req := httptestRequest(t, srv.URL+"/api/score", scoreBody)
			req.Header.Set("Authorization", "Bearer "+string(secret))
			req.Header.Set("X-Forwarded-For", "203.0.113.9")
			resp, err := srv.Client().Do(req)
			if err != nil {
				t.Error(err)
				return
			}
			readAll(t, resp)
			codes <- resp.StatusCode
		})
	}
	close(start)
	wg.Wait()
	close(codes)
	for c := range codes {
		if c != http.StatusOK {
			t.Errorf("a call with a new key got %d, want 200", c)
		}
	}
	if n := db.lookups.Load(); n != 1 {
		t.Errorf("%d concurrent calls with one new key cost %d lookups, want 1", calls, n)
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
