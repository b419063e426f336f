package transport_test

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/storage/sqlite/sqlitetest"
	"github.com/pqs-dev/pqs/tools"
	"github.com/pqs-dev/pqs/transport"
)

// mountedMCP serves /mcp under transport.New, as serve does, with a gate
// on a real SQLite store; it returns the server (not started) and an API
// key for paid tools.
func mountedMCP(t *testing.T, mutate func(*transport.Config)) (*httptest.Server, payments.Secret) {
	t.Helper()
	db := sqlitetest.Open(t)
	secret, _ := sqlitetest.CreateKey(t, db, "mcp-http", 0)
	p := mcpTestPrices()
	reg := prometheus.NewRegistry()
	gate, err := payments.NewGate(payments.GateConfig{Prices: p, Keys: startMeter(t, db), Ledger: db, Metrics: reg})
	if err != nil {
		t.Fatal(err)
	}
	svc := newMCPService(p)
	mcpHandler := transport.NewMCPHandler(transport.NewMCPServer(transport.MCPConfig{Service: svc, Prices: p, Gate: gate}),
		transport.MCPHandlerConfig{MaxBodyBytes: 4 << 20})
	cfg := transport.Config{Service: svc, Prices: p, Gate: gate, MCP: mcpHandler, Metrics: reg}
	if mutate != nil {
		mutate(&cfg)
	}
	return httptest.NewUnstartedServer(transport.New(cfg)), secret
}

// TestMCPHTTPErrorsAreJSON checks that what /mcp refuses before any
// JSON-RPC message is read gets the JSON error envelope, with the status
// and Allow header the docs name.
func TestMCPHTTPErrorsAreJSON(t *testing.T) {
	srv, _ := mountedMCP(t, nil)
	srv.Start()
	t.Cleanup(srv.Close)
	const ping = `{"jsonrpc":"2.0","id":1,"method":"ping"}`
	for _, tc := range []struct {
		name, method, body string
		header             map[string]string
		host               string
		status             int
		code, allow        string
	}{
		{name: "GET", method: "GET", status: 405, code: tools.CodeMethodNotAllowed, allow: "POST"},
		{name: "HEAD", method: "HEAD", status: 405, allow: "POST"},
		{name: "DELETE", method: "DELETE", status: 405, code: tools.CodeMethodNotAllowed, allow: "POST"},
		{name: "PUT", method: "PUT", body: ping, status: 405, code: tools.CodeMethodNotAllowed, allow: "POST"},
		{name: "PATCH", method: "PATCH", body: ping, status: 405, code: tools.CodeMethodNotAllowed, allow: "POST"},
		{name: "OPTIONS", method: "OPTIONS", status: 405, code: tools.CodeMethodNotAllowed, allow: "POST"},
		{name: "text/plain body", method: "POST", body: ping, header: map[string]string{"Content-Type": "text/plain"},
			status: 415, code: tools.CodeUnsupportedMediaType},
		{name: "no content type", method: "POST", body: ping, header: map[string]string{"Content-Type": ""},
			status: 415, code: tools.CodeUnsupportedMediaType},
		{name: "DNS rebinding", method: "POST", body: ping, host: "evil.example", status: 403, code: tools.CodeInvalidHost},
		{name: "unknown protocol version", method: "POST", body: ping, header: map[string]string{"MCP-Protocol-Version": "1999-01-01"},
			status: 400, code: tools.CodeBadRequest},
		{name: "body over the limit", method: "POST", body: `{"jsonrpc":"2.0","id":1,"method":"ping","params":{"x":"` +
			strings.Repeat("a", 4<<20) + `"}}`, status: 413, code: tools.CodeBodyTooLarge},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var body io.Reader
			if tc.body != "" {
				body = strings.NewReader(tc.body)
			}
			req, _ := http.NewRequest(tc.method, srv.URL+"/mcp", body)
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("Accept", "application/json, text/event-stream")
			for k, v := range tc.header {
				if v == "" {
					req.Header.Del(k)
				} else {
					req.Header.Set(k, v)
				}
			}
			if tc.host != "" {
				req.Host = tc.host
			}
			r := send(t, srv, req)
			if r.status != tc.status {
				t.Errorf("status %d %s, want %d", r.status, r.body, tc.status)
			}
			if tc.allow != "" && r.header.Get("Allow") != tc.allow {
				t.Errorf("Allow = %q, want %q", r.header.Get("Allow"), tc.allow)
			}
			if tc.method == "HEAD" {
				return
			}
			if ct := r.header.Get("Content-Type"); ct != "application/json" {
				t.Errorf("Content-Type = %q, want application/json; body %q", ct, r.body)
			}
			var env struct {
				Error struct{ Code, Message string } `json:"error"`
			}
			if err := json.Unmarshal(r.body, &env); err != nil || env.Error.Code != tc.code || env.Error.Message == "" {
				t.Errorf("body %q, want the error envelope with code %s", r.body, tc.code)
			}
		})
	}
}

// TestMCPMalformedMessages sends /mcp valid JSON that is no JSON-RPC
// message the transport takes: each gets 400 with a JSON-RPC -32600
// (Invalid Request) error naming the problem, while a notification and a
// client's response still get 202.
func TestMCPMalformedMessages(t *testing.T) {
	srv, _ := mountedMCP(t, nil)
	srv.Start()
	t.Cleanup(srv.Close)
	for _, tc := range []struct {
		name, body string
		status     int
		id         string // the id of the JSON-RPC error; "" when none is wanted
		message    string
	}{
		{"no method", `{"jsonrpc":"2.0","id":1}`, 400, "1", "no method"},
		{"no method, string id", `{"jsonrpc":"2.0","id":"a"}`, 400, `"a"`, "no method"},
		{"no method, no id", `{"jsonrpc":"2.0"}`, 400, "null", "no method"},
		{"batch", `[{"jsonrpc":"2.0","id":1,"method":"ping"}]`, 400, "null", "batches are not supported"},
		{"empty batch", `[]`, 400, "null", "batches are not supported"},
		{"a string", `"ping"`, 400, "null", "JSON object"},
		{"notification", `{"jsonrpc":"2.0","method":"notifications/initialized"}`, 202, "", ""},
		{"ping response", `{"jsonrpc":"2.0","id":1,"result":{}}`, 202, "", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			req, _ := http.NewRequest("POST", srv.URL+"/mcp", strings.NewReader(tc.body))
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("Accept", "application/json, text/event-stream")
			req.Header.Set("MCP-Protocol-Version", "2025-11-25")
			r := send(t, srv, req)
			if r.status != tc.status {
				t.Fatalf("status %d %s, want %d", r.status, r.body, tc.status)
			}
			if tc.id == "" {
				return
			}
			var msg struct {
				JSONRPC string          `json:"jsonrpc"`
				ID      json.RawMessage `json:"id"`
				Error   struct {
					Code    int    `json:"code"`
					Message string `json:"message"`
				} `json:"error"`
			}
			if err := json.Unmarshal(r.body, &msg); err != nil {
				t.Fatalf("answer %q: %v", r.body, err)
			}
			if msg.JSONRPC != "2.0" || string(msg.ID) != tc.id || msg.Error.Code != -32600 || !strings.Contains(msg.Error.Message, tc.message) {
				t.Errorf("answer %s, want a JSON-RPC -32600 error with id %s saying %q", r.body, tc.id, tc.message)
			}
		})
	}
}

// TestMCPWriteDeadline checks that a client that sends a call and never
// reads the answer does not hold its connection and goroutine forever:
// the write deadline of --write-timeout applies to /mcp as to REST.
func TestMCPWriteDeadline(t *testing.T) {
	srv, key := mountedMCP(t, func(c *transport.Config) { c.WriteTimeout = 500 * time.Millisecond })
	var mu sync.Mutex
	closed := make(chan struct{})
	srv.Config.ConnState = func(_ net.Conn, s http.ConnState) {
		if s == http.StateClosed {
			mu.Lock()
			defer mu.Unlock()
			select {
			case <-closed:
			default:
				close(closed)
			}
		}
	}
	// Small socket buffers on both sides, so that an unread answer of a
	// few hundred kilobytes stalls the server's write whatever the
	// kernel's autotuning would allow.
	srv.Listener = smallSendBuffers{srv.Listener}
	srv.Start()
	t.Cleanup(srv.Close)

	// A large answer: ten prompts near the limit, each echoed back in the
	// structured result and again in nothing else the client reads.
	prompt := strings.Repeat("Summarize the quarterly report for the board in five bullets. ", 500)
	items := make([]string, 10)
	for i := range items {
		items[i] = fmt.Sprintf(`{"prompt":%q}`, prompt)
	}
	call := `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"batch","arguments":{"prompts":[` +
		strings.Join(items, ",") + `]}}}`
	d := net.Dialer{Control: smallReceiveBuffer}
	conn, err := d.Dial("tcp", srv.Listener.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	fmt.Fprintf(conn, "POST /mcp HTTP/1.1\r\nHost: %s\r\nContent-Type: application/json\r\n"+
		"Accept: application/json, text/event-stream\r\nMCP-Protocol-Version: 2025-11-25\r\nAuthorization: Bearer %s\r\n"+
		"Content-Length: %d\r\n\r\n%s", srv.Listener.Addr(), key, len(call), call)
	// Read nothing. The server must give up on the write and close.
	select {
	case <-closed:
	case <-time.After(10 * time.Second):
		t.Fatal("the server still holds the connection of a client that never reads, 10 s after a 500 ms write timeout")
	}
	// What did arrive is a prefix of the answer, not all of it.
	conn.SetReadDeadline(time.Now().Add(5 * time.Second))
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err == nil {
		n, rerr := io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if rerr == nil && resp.ContentLength == n {
			t.Errorf("the whole answer (%d bytes) arrived; the test did not fill the socket buffers", n)
		}
	}
}

// smallSendBuffers is a listener whose connections have a small send
// buffer.
type smallSendBuffers struct{ net.Listener }

func (l smallSendBuffers) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if tc, ok := c.(*net.TCPConn); ok {
		tc.SetWriteBuffer(8 << 10)
	}
	return c, err
}

// TestMCPPaidCallsCounted checks that paid MCP calls go through the one
// paid-call path: counted in pqs_paid_calls_total like REST calls.
func TestMCPPaidCallsCounted(t *testing.T) {
	srv, key := mountedMCP(t, nil)
	srv.Start()
	t.Cleanup(srv.Close)
	call := func(tool, auth string) {
		t.Helper()
		body := `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"` + tool + `","arguments":{"prompt":"Write a haiku about rain."}}}`
		req, _ := http.NewRequest(http.MethodPost, srv.URL+"/mcp", strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/json, text/event-stream")
		req.Header.Set("MCP-Protocol-Version", "2025-11-25")
		if auth != "" {
			req.Header.Set("Authorization", auth)
		}
		resp, err := srv.Client().Do(req)
		if err != nil {
			t.Fatal(err)
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
	}
	call("score", "Bearer "+string(key))
	call("score", "Bearer "+string(key))
	call("compare", "Bearer "+string(key)) // no model: the work fails
	call("score", "")                      // no payment
	resp, err := srv.Client().Get(srv.URL + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	raw, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	for _, want := range []string{
		`pqs_paid_calls_total{operation="score",outcome="charged",payer_kind="api_key"} 2`,
		`pqs_paid_calls_total{operation="compare",outcome="cancelled",payer_kind="api_key"} 1`,
		`pqs_paid_calls_total{operation="score",outcome="refused",payer_kind="none"} 1`,
	} {
		if !strings.Contains(string(raw), want) {
			t.Errorf("/metrics lacks %s", want)
		}
	}
}
