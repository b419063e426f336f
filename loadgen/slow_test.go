package loadgen

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"os"
	"slices"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/storage/sqlite/sqlitetest"
	"github.com/pqs-dev/pqs/tools"
	"github.com/pqs-dev/pqs/transport"
)

// slowTestServer serves the REST API and /mcp on a loopback port with
// serve's defaults (body limit and budget, rate, timeouts, listener), on a
// SQLite store with one API key, and returns its URL and the key.
func slowTestServer(t *testing.T) (string, string) {
	t.Helper()
	db, meter, secret, _ := sqlitetest.Metered(t, "slow", 0)
	prices := payments.DefaultPrices()
	gate, err := payments.NewGate(payments.GateConfig{Prices: prices, Keys: meter, Ledger: db})
	if err != nil {
		t.Fatal(err)
	}
	svc := tools.New(tools.Config{Prices: prices.ByOperation()})
	mcp := transport.NewMCPHandler(transport.NewMCPServer(transport.MCPConfig{Service: svc, Prices: prices, Gate: gate}),
		transport.MCPHandlerConfig{})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{
		Handler:           transport.New(transport.Config{Service: svc, Prices: prices, Gate: gate, MCP: mcp}),
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       5*time.Second + transport.DefaultBodyTimeout,
		IdleTimeout:       2 * time.Minute,
		MaxHeaderBytes:    64 << 10,
		ConnContext:       transport.ConnContext,
	}
	go srv.Serve(transport.Listener(ln))
	t.Cleanup(func() { srv.Close() })
	return "http://" + ln.Addr().String(), string(secret)
}

// TestSlowUploads is issue 35's load test: 16 slow uploads (chunked and
// with a declared length, to /api/score and /mcp, one piece a second)
// hold the server while keyed calls on REST and /mcp come at a fixed
// rate; at least 95% of the keyed calls must be answered 200 within a
// second, and the slow uploads must be cut off, with an answer, within
// a few seconds. Before, 8 such uploads took the whole body budget for
// 30 s, and keyed calls waited 5 s for a 503.
//
//	go test ./loadgen -run TestSlowUploads -v
func TestSlowUploads(t *testing.T) {
	base, key := slowTestServer(t)
	p, err := NewPlan("keyed", key)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	const slow = 16
	sctx, stop := context.WithCancel(ctx)
	wait := runSlow(sctx, []string{base}, slow)
	defer stop()
	time.Sleep(2500 * time.Millisecond) // the slow uploads take hold; the first are cut off

	c := Config{URLs: []string{base}, Duration: 3 * time.Second, Concurrency: 8, rate: 40}
	results, err := runPhase(ctx, c, p.phases[0])
	if err != nil {
		t.Fatal(err)
	}
	stop()
	stats := wait()

	var out bytes.Buffer
	for _, r := range results {
		slices.Sort(r.latencies)
		slices.Sort(r.service)
	}
	writeOpenLoopTable(&out, results)
	stats.write(&out, slow)
	t.Logf("keyed calls at %.0f/s in all for %s beside %d slow uploads:\n%s", c.rate, c.Duration, slow, out.String())
	for _, r := range results {
		share := float64(r.prompt) / float64(max(r.requests, 1))
		t.Logf("%s: %d of %d answered 2xx within %s (%.1f%%), statuses %v", r.name, r.prompt, r.requests, AnswerBound, 100*share, r.statuses)
		if r.requests < 40 || share < 0.95 {
			t.Errorf("%s: %d of %d answered 2xx within %s, want at least 95%% of at least 40", r.name, r.prompt, r.requests, AnswerBound)
		}
	}
	var ended int64
	for outcome, n := range stats.outcomes {
		ended += n
		if outcome != "408" {
			t.Errorf("%d slow uploads ended %q, want each cut off with 408", n, outcome)
		}
	}
	if ended < slow {
		t.Errorf("%d slow uploads ended in %s, want each of the %d cut off at least once", ended, 5500*time.Millisecond, slow)
	}
	if most := percentile(stats.held, 1); most > 4*time.Second {
		t.Errorf("a slow upload was held %s, want about 2s (16 bytes a second is under the minimum rate)", most)
	}
}

// TestFloodUploads sends large bodies on many connections at once, as the
// flood of issue 35 did: each connection writes a whole request, a 1 MiB
// body that is not JSON, through a 64 KiB send buffer (as across a real
// network: what the kernels cannot hold waits for the server to read),
// and only then reads the answer. Every connection must read one (400
// once read, 503 when refused for room): none may be reset.
//
// By default it floods the in-process server (serve's defaults) with 32
// connections. PQS_TEST_FLOOD=full sends 500, and PQS_FLOOD_URL floods a
// running server instead (loopback only), such as an older binary:
//
//	PQS_TEST_FLOOD=full go test ./loadgen -run TestFloodUploads -v
//	PQS_TEST_FLOOD=full PQS_FLOOD_URL=http://127.0.0.1:8080 go test ./loadgen -run TestFloodUploads -v
func TestFloodUploads(t *testing.T) {
	conns := 32
	if os.Getenv("PQS_TEST_FLOOD") == "full" {
		conns = 500
	}
	base := os.Getenv("PQS_FLOOD_URL")
	if base == "" {
		base, _ = slowTestServer(t)
	}
	base, err := CheckURL(base)
	if err != nil {
		t.Fatalf("PQS_FLOOD_URL: %v", err)
	}
	const size = 1 << 20
	req := "POST /api/score HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: " +
		strconv.Itoa(size) + "\r\n\r\n" + `{"prompt":"` + strings.Repeat("a", size-11)
	addr := strings.TrimPrefix(base, "http://")
	var mu sync.Mutex
	outcomes := map[string]int{}
	var wg sync.WaitGroup
	start := time.Now()
	for range conns {
		wg.Go(func() {
			outcome := func() string {
				c, err := net.DialTimeout("tcp", addr, 10*time.Second)
				if err != nil {
					return "dial " + connFailure(err)
				}
				defer c.Close()
				c.(*net.TCPConn).SetWriteBuffer(64 << 10)
				c.SetDeadline(time.Now().Add(time.Minute))
				if _, err := io.WriteString(c, req); err != nil {
					return "write " + writeFailure(err)
				}
				resp, err := http.ReadResponse(bufio.NewReader(c), nil)
				if err != nil {
					return "read " + connFailure(err)
				}
				io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				return strconv.Itoa(resp.StatusCode)
			}()
			mu.Lock()
			outcomes[outcome]++
			mu.Unlock()
		})
	}
	wg.Wait()
	t.Logf("%d connections with a 1 MiB body each, at once, against %s: %v in %s", conns, base, outcomes,
		time.Since(start).Round(time.Millisecond))
	for outcome, n := range outcomes {
		if outcome != "400" && outcome != "503" {
			t.Errorf("%d of %d connections: %s, want a readable 400 or 503", n, conns, outcome)
		}
	}
}

// writeFailure names how a write failed.
func writeFailure(err error) string {
	if errors.Is(err, syscall.EPIPE) {
		return "broken pipe"
	}
	return connFailure(err)
}
