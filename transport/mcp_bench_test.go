package transport_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/storage/sqlite"
	"github.com/pqs-dev/pqs/transport"
)

// BenchmarkMCPvsREST measures, in one run against one loopback server,
// tools/call over streamable HTTP against the matching REST route:
// score with an API key (SQLite metering on both) and the free probe
// (no limiter: transport and engine only). Compare the req/s metrics.
//
//	go test -run '^$' -bench MCPvsREST -benchtime 2s ./transport
func BenchmarkMCPvsREST(b *testing.B) {
	ctx := context.Background()
	db, err := sqlite.Open(ctx, filepath.Join(b.TempDir(), "pqs.db"))
	if err != nil {
		b.Fatal(err)
	}
	defer db.Close()
	secret, k, err := payments.NewKey("bench", 0, time.Now())
	if err != nil {
		b.Fatal(err)
	}
	if err := db.CreateKey(ctx, k); err != nil {
		b.Fatal(err)
	}
	p := payments.DefaultPrices()
	gate, err := payments.NewGate(payments.GateConfig{Prices: p, Keys: db, Ledger: db})
	if err != nil {
		b.Fatal(err)
	}
	svc := newMCPService(p)
	mcpHandler := transport.NewMCPHandler(transport.NewMCPServer(transport.MCPConfig{Service: svc, Prices: p, Gate: gate}), transport.MCPHandlerConfig{})
	srv := httptest.NewServer(transport.New(transport.Config{Service: svc, Gate: gate, Prices: p, MCP: mcpHandler}))
	defer srv.Close()
	hc := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 64}}
	auth := "Bearer " + string(secret)

	restBody, _ := json.Marshal(map[string]string{"prompt": mcpPrompt})
	rpc := func(tool string) []byte {
		b, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 1, "method": "tools/call",
			"params": map[string]any{"name": tool, "arguments": map[string]string{"prompt": mcpPrompt}}})
		return b
	}
	for _, bc := range []struct {
		name, path string
		body       []byte
		auth       bool
		mcp        bool
	}{
		{"score/rest", "/api/score", restBody, true, false},
		{"score/mcp", "/mcp", rpc("score"), true, true},
		{"free/rest", "/api/score/free", restBody, false, false},
		{"free/mcp", "/mcp", rpc("score_free"), false, true},
	} {
		b.Run(bc.name, func(b *testing.B) {
			b.SetParallelism(8) // 8 x GOMAXPROCS concurrent clients
			start := time.Now()
			b.RunParallel(func(pb *testing.PB) {
				for pb.Next() {
					req, _ := http.NewRequest(http.MethodPost, srv.URL+bc.path, bytes.NewReader(bc.body))
					req.Header.Set("Content-Type", "application/json")
					if bc.auth {
						req.Header.Set("Authorization", auth)
					}
					if bc.mcp {
						req.Header.Set("Accept", "application/json, text/event-stream")
						req.Header.Set("MCP-Protocol-Version", mcp.ProtocolVersion20251125)
					}
					resp, err := hc.Do(req)
					if err != nil {
						b.Error(err)
						return
					}
					body, _ := io.ReadAll(resp.Body)
					resp.Body.Close()
					if resp.StatusCode != http.StatusOK || bc.mcp && strings.Contains(string(body), `"isError":true`) {
						b.Errorf("%s: %d %s", bc.name, resp.StatusCode, body)
						return
					}
				}
			})
			b.ReportMetric(float64(b.N)/time.Since(start).Seconds(), "req/s")
		})
	}
}
