package transport_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/transport"
)

// BenchmarkMCPvsREST measures, in one run against one loopback server,
// tools/call over streamable HTTP against the matching REST route:
// score with an API key (SQLite metering on both) and the free probe
// (no limiter: transport and engine only). Compare the req/s metrics.
//
//	go test -run '^$' -bench MCPvsREST -benchtime 2s ./transport
func BenchmarkMCPvsREST(b *testing.B) {
	p := payments.DefaultPrices()
	_, secret, gate := keyedStore(b, "bench", 0, p)
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
	post := func(path string, body []byte, withAuth, isMCP bool) error {
		a := ""
		if withAuth {
			a = auth
		}
		status, raw, err := postJSON(hc, srv.URL+path, body, a, isMCP)
		if err != nil {
			return err
		}
		if status != http.StatusOK || isMCP && strings.Contains(string(raw), `"isError":true`) {
			return fmt.Errorf("%s: %d %s", path, status, raw)
		}
		return nil
	}
	// alternating: short phases of REST-only and MCP-only load (16
	// clients each), alternated, so that both see the same drift in the
	// load of a shared machine. One op is one REST phase plus one MCP phase.
	phase := func(path string, body []byte, withAuth, isMCP bool) (int64, time.Duration, error) {
		const clients, length = 16, 100 * time.Millisecond
		var done atomic.Int64
		errc := make(chan error, clients)
		start := time.Now()
		deadline := start.Add(length)
		for range clients {
			go func() {
				for time.Now().Before(deadline) {
					if err := post(path, body, withAuth, isMCP); err != nil {
						errc <- err
						return
					}
					done.Add(1)
				}
				errc <- nil
			}()
		}
		var err error
		for range clients {
			err = errors.Join(err, <-errc)
		}
		return done.Load(), time.Since(start), err
	}
	for _, ac := range []struct {
		name     string
		restPath string
		tool     string
		auth     bool
	}{{"alternating/score", "/api/score", "score", true}, {"alternating/free", "/api/score/free", "score_free", false}} {
		b.Run(ac.name, func(b *testing.B) {
			rpcBody := rpc(ac.tool)
			var restN, mcpN int64
			var restT, mcpT time.Duration
			for range b.N {
				n, d, err := phase(ac.restPath, restBody, ac.auth, false)
				if err != nil {
					b.Fatal(err)
				}
				restN, restT = restN+n, restT+d
				n, d, err = phase("/mcp", rpcBody, ac.auth, true)
				if err != nil {
					b.Fatal(err)
				}
				mcpN, mcpT = mcpN+n, mcpT+d
			}
			r, m := float64(restN)/restT.Seconds(), float64(mcpN)/mcpT.Seconds()
			b.ReportMetric(r, "rest-req/s")
			b.ReportMetric(m, "mcp-req/s")
			b.ReportMetric(m/r, "mcp/rest")
		})
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
					if err := post(bc.path, bc.body, bc.auth, bc.mcp); err != nil {
						b.Errorf("%s: %v", bc.name, err)
						return
					}
				}
			})
			b.ReportMetric(float64(b.N)/time.Since(start).Seconds(), "req/s")
		})
	}
}
