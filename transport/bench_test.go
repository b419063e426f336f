package transport_test

import (
	"bytes"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/pqs-dev/pqs/internal/loadprompt"
	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/tools"
	"github.com/pqs-dev/pqs/transport"
)

// benchBody is the body pqs load sends to the free route.
var benchBody = string(loadprompt.Body())

// discardWriter is a ResponseWriter that keeps only the status, so that
// the benchmark measures the handler rather than httptest's recorder.
type discardWriter struct {
	h      http.Header
	status int
}

func (w *discardWriter) Header() http.Header              { return w.h }
func (w *discardWriter) WriteHeader(status int)           { w.status = status }
func (w *discardWriter) SetWriteDeadline(time.Time) error { return nil }
func (w *discardWriter) Write(b []byte) (int, error) {
	if w.status == 0 {
		w.status = 200
	}
	return len(b), nil
}

// replay serves r through h once more, with body reset to raw and a fresh
// header map, and returns the status.
func (w *discardWriter) replay(h http.Handler, r *http.Request, body *bytes.Reader, raw []byte) int {
	body.Reset(raw)
	r.Body = io.NopCloser(body)
	w.h, w.status = http.Header{}, 0
	h.ServeHTTP(w, r)
	return w.status
}

// BenchmarkHandler measures the handler alone (no network): the overhead
// the REST layer adds around the scoring engine. The request is built once;
// each iteration gets a fresh body and header map.
func BenchmarkHandler(b *testing.B) {
	h := transport.New(transport.Config{Logger: slog.New(slog.NewJSONHandler(io.Discard, nil))})
	for _, bm := range []struct{ name, method, path, body string }{
		{"healthz", "GET", "/healthz", ""},
		{"free", "POST", "/api/score/free", benchBody},
		{"invalid", "POST", "/api/score/free", strings.Replace(benchBody, `"general"`, `"nope"`, 1)},
	} {
		b.Run(bm.name, func(b *testing.B) {
			b.ReportAllocs()
			r := httptest.NewRequest(bm.method, bm.path, nil)
			r.Header.Set("Content-Type", "application/json")
			raw := []byte(bm.body)
			body := bytes.NewReader(raw)
			w := &discardWriter{}
			for b.Loop() {
				if status := w.replay(h, r, body, raw); status != 200 && bm.name != "invalid" {
					b.Fatal(status)
				}
			}
		})
	}
}

// BenchmarkPaidHandler measures the keyed paid calls through the handler
// alone (no network), from 32 callers per CPU so that the meter groups
// their usage records as it does under load: the cost the paid-call path
// adds around the engine, metering in SQLite included. ns/op is wall time
// over all CPUs: on 2 CPUs, half the CPU time of a call.
//
//	go test ./transport -run '^$' -bench PaidHandler -cpu 2
func BenchmarkPaidHandler(b *testing.B) {
	prices := payments.DefaultPrices()
	_, secret, gate := keyedStore(b, "bench", 1<<40, prices)
	svc := tools.New(tools.Config{Prices: prices.ByOperation()})
	mcpHandler := transport.NewMCPHandler(transport.NewMCPServer(transport.MCPConfig{Service: svc, Prices: prices, Gate: gate}),
		transport.MCPHandlerConfig{})
	h := transport.New(transport.Config{Service: svc, Gate: gate, Prices: prices, MCP: mcpHandler,
		Logger: slog.New(slog.NewJSONHandler(io.Discard, nil))})
	for _, bm := range []struct {
		name, path string
		body       []byte
		mcp        bool
	}{
		{"score", "/api/score", loadprompt.Body(), false},
		{"batch10", "/api/score/batch", loadprompt.Batch10Body(), false},
		{"mcp", "/mcp", loadprompt.MCPScoreBody(), true},
	} {
		b.Run(bm.name, func(b *testing.B) {
			b.ReportAllocs()
			b.SetParallelism(32) // 64 callers on 2 CPUs, as pqs load's 64 connections
			b.RunParallel(func(pb *testing.PB) {
				r := httptest.NewRequest("POST", bm.path, nil)
				r.Header.Set("Content-Type", "application/json")
				r.Header.Set("Authorization", "Bearer "+string(secret))
				if bm.mcp {
					r.Header.Set("Accept", "application/json, text/event-stream")
					r.Header.Set("MCP-Protocol-Version", "2025-11-25")
				}
				body := bytes.NewReader(bm.body)
				w := &discardWriter{}
				for pb.Next() {
					if status := w.replay(h, r, body, bm.body); status != 200 {
						b.Fatal(status)
					}
				}
			})
		})
	}
}
