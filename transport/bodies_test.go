package transport_test

import (
	"bufio"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/pqs-dev/pqs/internal/pqstest"
	"github.com/pqs-dev/pqs/tools"
	"github.com/pqs-dev/pqs/transport"
)

// rawRequest writes the head of a POST to addr declaring a body of
// length bytes, then body (which may be shorter), and returns the
// connection and a reader of its answers.
func rawRequest(t *testing.T, addr, path string, length int, body string) (net.Conn, *bufio.Reader) {
	t.Helper()
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	c.SetDeadline(time.Now().Add(10 * time.Second))
	io.WriteString(c, "POST "+path+" HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"+
		"Accept: application/json, text/event-stream\r\nContent-Length: "+strconv.Itoa(length)+"\r\n\r\n"+body)
	return c, bufio.NewReader(c)
}

// TestDeclaredBodyOverLimit: a body whose Content-Length is over the
// limit is refused with 413 body_too_large before a byte of it is sent,
// on REST and /mcp, and the connection is closed.
func TestDeclaredBodyOverLimit(t *testing.T) {
	srv, _ := mountedMCP(t, nil) // /mcp's own limit is 4 MiB; REST's the default
	srv.Start()
	t.Cleanup(srv.Close)
	addr := srv.Listener.Addr().String()
	for _, path := range []string{"/api/score/free", "/api/score", "/api/score/batch", "/mcp"} {
		_, br := rawRequest(t, addr, path, 1<<30, "") // a GiB declared, nothing sent
		resp, err := http.ReadResponse(br, nil)
		if err != nil {
			t.Fatalf("%s: no answer before the body: %v", path, err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 413 || pqstest.ErrorCode(b) != tools.CodeBodyTooLarge || !resp.Close {
			t.Errorf("%s: %d %s (close %v), want 413 %s and the connection closed", path, resp.StatusCode, b, resp.Close, tools.CodeBodyTooLarge)
		}
	}
	// /mcp mounted alone refuses it too.
	alone := httptest.NewServer(transport.NewMCPHandler(transport.NewMCPServer(transport.MCPConfig{Service: newMCPService(mcpTestPrices()),
		Prices: mcpTestPrices()}), transport.MCPHandlerConfig{MaxBodyBytes: 1000}))
	t.Cleanup(alone.Close)
	_, br := rawRequest(t, alone.Listener.Addr().String(), "/mcp", 1001, "")
	resp, err := http.ReadResponse(br, nil)
	if err != nil {
		t.Fatalf("/mcp alone: %v", err)
	}
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 413 || pqstest.ErrorCode(b) != tools.CodeBodyTooLarge {
		t.Errorf("/mcp alone: %d %s, want 413", resp.StatusCode, b)
	}
}

// TestBodyBudget: the bodies being read at once share a budget. While a
// slow client holds most of it, a request that does not fit waits, then
// gets 503 server_busy with Retry-After; one that fits is served; once the
// slow body is answered, room is back.
func TestBodyBudget(t *testing.T) {
	budget := transport.NewBodyBudget(1000, 200*time.Millisecond)
	e := newEnv(t, options{mutate: func(c *transport.Config) { c.BodyBudget = budget }})
	addr := e.srv.Listener.Addr().String()
	const body = `{"prompt":"Write a haiku about autumn."}`
	pad := func(n int) string { return body + strings.Repeat(" ", n-len(body)) }

	slow, slowAnswer := rawRequest(t, addr, "/api/score/free", 800, pad(800)[:100]) // holds 800
	time.Sleep(100 * time.Millisecond)

	start := time.Now()
	_, br := rawRequest(t, addr, "/api/score/free", 300, pad(300))
	resp, err := http.ReadResponse(br, nil)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 503 || pqstest.ErrorCode(b) != tools.CodeServerBusy || resp.Header.Get("Retry-After") != "1" {
		t.Errorf("300 bytes beside 800 of 1000: %d %s Retry-After %q, want 503 %s and Retry-After 1",
			resp.StatusCode, b, resp.Header.Get("Retry-After"), tools.CodeServerBusy)
	}
	if waited := time.Since(start); waited < 150*time.Millisecond {
		t.Errorf("refused after %s, want a wait of 200ms first", waited)
	}

	_, br = rawRequest(t, addr, "/api/score/free", 150, pad(150))
	if resp, err := http.ReadResponse(br, nil); err != nil || resp.StatusCode != 200 {
		t.Errorf("150 bytes beside 800 of 1000: %v %v, want 200", resp, err)
	}

	io.WriteString(slow, pad(800)[100:])
	if resp, err := http.ReadResponse(slowAnswer, nil); err != nil || resp.StatusCode != 200 {
		t.Fatalf("the slow body: %v %v, want 200", resp, err)
	}
	_, br = rawRequest(t, addr, "/api/score/free", 900, pad(900))
	if resp, err := http.ReadResponse(br, nil); err != nil || resp.StatusCode != 200 {
		t.Errorf("900 bytes once the slow body is answered: %v %v, want 200", resp, err)
	}
}
