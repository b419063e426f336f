package transport_test

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"strconv"
	"strings"
	"sync"
	"syscall"
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
	c := dial(t, addr, 10*time.Second)
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

// TestBodyBudget: a body is charged for what it has received, not for
// what it declares. A slow client that declared most of the budget but
// sent a hundred bytes holds a few KiB, so a large body beside it is
// served; one that has sent most of its body holds it, so a body that
// does not fit beside it waits, then gets 503 server_busy with
// Retry-After; once the slow body is answered, room is back.
func TestBodyBudget(t *testing.T) {
	budget := transport.NewBodyBudget(64<<10, 200*time.Millisecond)
	e := newEnv(t, options{mutate: func(c *transport.Config) { c.BodyBudget, c.MinBodyRate = budget, -1 }})
	addr := e.srv.Listener.Addr().String()
	const body = `{"prompt":"Write a haiku about autumn."}`
	pad := func(n int) string { return body + strings.Repeat(" ", n-len(body)) }
	ok := func(what string, br *bufio.Reader) {
		t.Helper()
		resp, err := http.ReadResponse(br, nil)
		if err != nil {
			t.Fatalf("%s: %v", what, err)
		}
		b, _ := io.ReadAll(resp.Body)
		if resp.StatusCode != 200 {
			t.Errorf("%s: %d %s, want 200", what, resp.StatusCode, b)
		}
	}

	_, slowAnswer := rawRequest(t, addr, "/api/score/free", 60<<10, pad(60 << 10)[:100]) // declares 60 of 64 KiB
	time.Sleep(100 * time.Millisecond)
	_, br := rawRequest(t, addr, "/api/score/free", 40<<10, pad(40<<10))
	ok("40 KiB beside a slow body that declared 60 KiB and sent 100 bytes", br)

	slow2, slow2Answer := rawRequest(t, addr, "/api/score/free", 60<<10, pad(60 << 10)[:40<<10]) // holds 60 KiB
	time.Sleep(100 * time.Millisecond)
	start := time.Now()
	_, br = rawRequest(t, addr, "/api/score/free", 10<<10, pad(10<<10))
	resp, err := http.ReadResponse(br, nil)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 503 || pqstest.ErrorCode(b) != tools.CodeServerBusy || resp.Header.Get("Retry-After") != "1" || !resp.Close {
		t.Errorf("10 KiB beside 40 KiB received of a 60 KiB body, in 64 KiB: %d %s Retry-After %q close %v, "+
			"want 503 %s, Retry-After 1 and the connection closed", resp.StatusCode, b, resp.Header.Get("Retry-After"), resp.Close, tools.CodeServerBusy)
	}
	if waited := time.Since(start); waited < 150*time.Millisecond {
		t.Errorf("refused after %s, want a wait of 200ms first", waited)
	}

	io.WriteString(slow2, pad(60 << 10)[40<<10:])
	ok("the second slow body, once sent", slow2Answer)
	_, br = rawRequest(t, addr, "/api/score/free", 10<<10, pad(10<<10))
	ok("10 KiB once the second slow body is answered", br)
	_ = slowAnswer
}

// slowServer starts h on a loopback port behind transport.Listener, as
// serve does.
func slowServer(t *testing.T, h http.Handler) string {
	t.Helper()
	srv := httptest.NewUnstartedServer(h)
	srv.Listener = transport.Listener(srv.Listener)
	srv.Config.ConnContext = transport.ConnContext
	srv.Config.ReadHeaderTimeout = 5 * time.Second
	srv.Config.ReadTimeout = 15 * time.Second
	srv.Start()
	t.Cleanup(srv.Close)
	return srv.Listener.Addr().String()
}

// trickle sends a POST's head to addr, then its body a few bytes every
// interval, chunked when length is negative, until the answer comes; it
// returns the answer and how long it took.
func trickle(t *testing.T, addr, path string, length int, interval time.Duration) (*http.Response, []byte, time.Duration) {
	t.Helper()
	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	c.SetDeadline(time.Now().Add(20 * time.Second))
	framing := "Transfer-Encoding: chunked"
	if length >= 0 {
		framing = "Content-Length: " + strconv.Itoa(length)
	}
	start := time.Now()
	io.WriteString(c, "POST "+path+" HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"+
		"Accept: application/json, text/event-stream\r\nMCP-Protocol-Version: 2025-11-25\r\n"+framing+"\r\n\r\n")
	stop := make(chan struct{})
	defer close(stop)
	go func() {
		piece := `{"prompt":"`
		for {
			if length < 0 {
				piece = strconv.FormatInt(int64(len(piece)), 16) + "\r\n" + piece + "\r\n"
			}
			if _, err := io.WriteString(c, piece); err != nil {
				return
			}
			piece = "aaaaaaaa"
			select {
			case <-stop:
				return
			case <-time.After(interval):
			}
		}
	}()
	resp, err := http.ReadResponse(bufio.NewReader(c), nil)
	if err != nil {
		t.Fatalf("%s: no answer: %v", path, err)
	}
	b, _ := io.ReadAll(resp.Body)
	return resp, b, time.Since(start)
}

// TestSlowBodyCutOff: a body that comes slower than the minimum rate, or
// takes longer than the body timeout, is cut off with 408 body_timeout in
// the JSON envelope, and its connection closed; chunked or with a length,
// on REST and /mcp.
func TestSlowBodyCutOff(t *testing.T) {
	rated, _ := mountedMCP(t, nil) // the default rate: 16 KiB/s over 2 s
	timed, _ := mountedMCP(t, func(c *transport.Config) { c.MinBodyRate, c.BodyTimeout = -1, time.Second })
	for _, srv := range []*httptest.Server{rated, timed} {
		srv.Listener = transport.Listener(srv.Listener)
		srv.Config.ConnContext = transport.ConnContext
		srv.Start()
		t.Cleanup(srv.Close)
	}
	for _, tc := range []struct {
		name     string
		srv      *httptest.Server
		path     string
		length   int
		interval time.Duration
		within   [2]time.Duration
	}{
		{"rate, chunked, REST", rated, "/api/score", -1, 300 * time.Millisecond, [2]time.Duration{1500 * time.Millisecond, 4 * time.Second}},
		{"rate, length, /mcp", rated, "/mcp", 100000, 300 * time.Millisecond, [2]time.Duration{1500 * time.Millisecond, 4 * time.Second}},
		{"timeout, length, REST", timed, "/api/score/free", 100000, 50 * time.Millisecond, [2]time.Duration{900 * time.Millisecond, 3 * time.Second}},
		{"timeout, chunked, /mcp", timed, "/mcp", -1, 50 * time.Millisecond, [2]time.Duration{900 * time.Millisecond, 3 * time.Second}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			addr := tc.srv.Listener.Addr().String()
			resp, b, took := trickle(t, addr, tc.path, tc.length, tc.interval)
			if resp.StatusCode != 408 || pqstest.ErrorCode(b) != tools.CodeBodyTimeout || !resp.Close {
				t.Errorf("%d %s (close %v), want 408 %s and the connection closed", resp.StatusCode, b, resp.Close, tools.CodeBodyTimeout)
			}
			if took < tc.within[0] || took > tc.within[1] {
				t.Errorf("cut off after %s, want between %s and %s", took, tc.within[0], tc.within[1])
			}
		})
	}
}

// TestFloodAnswersNotResets floods the server with large bodies from
// clients that send all of their request before they read the answer
// (most simple clients do): bodies declared over the limit are refused
// unread (413), bodies that find no room in the budget are refused part
// read (503), and the rest are read (400: they are not JSON). Every
// client must read its answer: none may see its connection reset.
func TestFloodAnswersNotResets(t *testing.T) {
	const limit = 1 << 20
	addr := slowServer(t, transport.New(transport.Config{MaxBodyBytes: limit,
		BodyBudget: transport.NewBodyBudget(limit, 100*time.Millisecond)}))
	body := func(n int) string { return `{"prompt":"` + strings.Repeat("a", n-11) }
	const conns = 48
	var mu sync.Mutex
	statuses := map[string]int{}
	var wg sync.WaitGroup
	for i := range conns {
		n := 512 << 10
		if i%6 == 0 {
			n = 4 << 20 // over the limit
		}
		req := "POST /api/score/free HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: " +
			strconv.Itoa(n) + "\r\n\r\n" + body(n)
		wg.Go(func() {
			outcome := func() string {
				c, err := net.Dial("tcp", addr)
				if err != nil {
					return "dial: " + failure(err)
				}
				defer c.Close()
				c.SetDeadline(time.Now().Add(30 * time.Second))
				// A small send buffer, as across a real network: what
				// the kernels cannot hold waits for the server to read.
				c.(*net.TCPConn).SetWriteBuffer(32 << 10)
				if _, err := io.WriteString(c, req); err != nil {
					return "write: " + failure(err)
				}
				resp, err := http.ReadResponse(bufio.NewReader(c), nil)
				if err != nil {
					return "read: " + failure(err)
				}
				b, err := io.ReadAll(resp.Body)
				if err != nil || pqstest.ErrorCode(b) == "" {
					return fmt.Sprintf("%d without an envelope: %q %v", resp.StatusCode, b, err)
				}
				return strconv.Itoa(resp.StatusCode)
			}()
			mu.Lock()
			statuses[outcome]++
			mu.Unlock()
		})
	}
	wg.Wait()
	t.Logf("%d connections: %v", conns, statuses)
	for k := range statuses {
		if k != "400" && k != "413" && k != "503" {
			t.Errorf("%d of %d connections: %s, want a readable 400, 413 or 503", statuses[k], conns, k)
		}
	}
	if statuses["413"] != conns/6 || statuses["503"] == 0 {
		t.Errorf("want %d × 413 and some 503: %v", conns/6, statuses)
	}
}

// failure names a connection's failure without its addresses.
func failure(err error) string {
	switch {
	case errors.Is(err, syscall.ECONNRESET):
		return "connection reset"
	case errors.Is(err, syscall.EPIPE):
		return "broken pipe"
	case errors.Is(err, io.EOF), errors.Is(err, io.ErrUnexpectedEOF):
		return "closed"
	case errors.Is(err, os.ErrDeadlineExceeded):
		return "timed out"
	}
	return err.Error()
}

// TestBodyOfUnknownLength: a request made by hand, with a body but no
// length (ContentLength 0, as http.NewRequest leaves a plain io.Reader),
// is read whole, as one net/http frames.
func TestBodyOfUnknownLength(t *testing.T) {
	h := transport.New(transport.Config{})
	r := httptest.NewRequest("POST", "/api/score/free", nil)
	r.Header.Set("Content-Type", "application/json")
	r.Body = io.NopCloser(strings.NewReader(`{"prompt":"Write a haiku about autumn."}` + strings.Repeat(" ", 5000)))
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	if w.Code != 200 {
		t.Errorf("%d %s, want 200", w.Code, w.Body)
	}
}
