package transport_test

import (
	"bufio"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/pqs-dev/pqs/tools"
	"github.com/pqs-dev/pqs/transport"
)

// TestListenerJSONErrors sends requests that net/http refuses before any
// handler runs, and checks that the answers are the JSON envelope.
func TestListenerJSONErrors(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: transport.New(transport.Config{}), MaxHeaderBytes: 4 << 10, ReadHeaderTimeout: 5 * time.Second,
		ConnContext: transport.ConnContext}
	go srv.Serve(transport.Listener(ln))
	t.Cleanup(func() { srv.Close() })

	for _, tc := range []struct {
		name, raw string
		status    int
		code      string
	}{
		{"garbage request line", "GARBAGE\r\n\r\n", 400, tools.CodeBadRequest},
		{"no Host", "GET /healthz HTTP/1.1\r\n\r\n", 400, tools.CodeBadRequest},
		{"bad Host", "GET /healthz HTTP/1.1\r\nHost: a b\r\n\r\n", 400, tools.CodeBadRequest},
		{"headers too large", "GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: " + strings.Repeat("a", 16<<10) + "\r\n\r\n", 431, tools.CodeHeadersTooLarge},
		{"unknown transfer encoding", "POST /api/score/free HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\n", 501, tools.CodeUnsupportedEncoding},
		{"HTTP/2.0 request line", "GET /healthz HTTP/2.0\r\nHost: x\r\n\r\n", 505, tools.CodeUnsupportedHTTP},
		{"HTTP/2 preface", "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n", 400, tools.CodeBadRequest},
		{"unknown expectation", "POST /api/score/free HTTP/1.1\r\nHost: x\r\nExpect: 200-ok\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}", 417, tools.CodeExpectationFailed},
		{"CONNECT", "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n", 405, tools.CodeMethodNotAllowed},
		{"double slash", "POST //api/score HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}", 404, tools.CodeNotFound},
		{"dot dot", "POST /api/score/../score/free HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}", 404, tools.CodeNotFound},
		{"dot dot GET", "GET /api/../healthz HTTP/1.1\r\nHost: x\r\n\r\n", 404, tools.CodeNotFound},
		{"dot", "GET /./healthz HTTP/1.1\r\nHost: x\r\n\r\n", 404, tools.CodeNotFound},
		{"absolute form without a path", "GET http://x HTTP/1.1\r\nHost: x\r\n\r\n", 404, tools.CodeNotFound},
		{"chunked and a length", "POST /api/score/free HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n" +
			"Content-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n", 400, tools.CodeBadRequest},
		{"a length and chunked, bare newlines", "POST /api/score/free HTTP/1.1\nHost: x\nContent-Type: application/json\n" +
			"transfer-encoding: chunked\ncontent-length: 4\n\n2\r\n{}\r\n0\r\n\r\n", 400, tools.CodeBadRequest},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := dial(t, ln.Addr().String(), 5*time.Second)
			if _, err := io.WriteString(c, tc.raw); err != nil {
				t.Fatal(err)
			}
			resp, err := http.ReadResponse(bufio.NewReader(c), nil)
			if err != nil {
				t.Fatal(err)
			}
			body, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			var env struct {
				Error struct{ Code, Message string } `json:"error"`
			}
			if resp.StatusCode != tc.status || resp.Header.Get("Content-Type") != "application/json" ||
				json.Unmarshal(body, &env) != nil || env.Error.Code != tc.code || env.Error.Message == "" {
				t.Errorf("got %d %q %q, want %d application/json with code %s", resp.StatusCode, resp.Header.Get("Content-Type"), body, tc.status, tc.code)
			}
		})
	}

	// A request framed by both Transfer-Encoding and Content-Length closes
	// its connection (RFC 9112 section 6.3), so what follows it on the
	// connection is never read as a request.
	t.Run("framing conflict closes the connection", func(t *testing.T) {
		c := dial(t, ln.Addr().String(), 5*time.Second)
		io.WriteString(c, "POST /api/score/free HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"+
			"Transfer-Encoding: chunked\r\nContent-Length: 3\r\n\r\n0\r\n\r\n"+
			"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
		br := bufio.NewReader(c)
		resp, err := http.ReadResponse(br, nil)
		if err != nil {
			t.Fatal(err)
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 400 || !resp.Close {
			t.Errorf("status %d, Connection %q: want 400 and the connection closed", resp.StatusCode, resp.Header.Get("Connection"))
		}
		if resp, err := http.ReadResponse(br, nil); err == nil {
			t.Errorf("the smuggled request was answered %d: the connection stayed open", resp.StatusCode)
		}
	})

	// The same request framed once is served on a kept-alive connection:
	// chunked alone, then a length alone.
	t.Run("one framing keeps the connection", func(t *testing.T) {
		c := dial(t, ln.Addr().String(), 5*time.Second)
		const body = `{"prompt":"Write a haiku."}`
		io.WriteString(c, "POST /api/score/free HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"+
			"Transfer-Encoding: chunked\r\n\r\n"+strconv.FormatInt(int64(len(body)), 16)+"\r\n"+body+"\r\n0\r\n\r\n"+
			"POST /api/score/free HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"+
			"Content-Length: "+strconv.Itoa(len(body))+"\r\n\r\n"+body)
		br := bufio.NewReader(c)
		for i := range 2 {
			resp, err := http.ReadResponse(br, nil)
			if err != nil {
				t.Fatalf("answer %d: %v", i+1, err)
			}
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
			if resp.StatusCode != 200 || resp.Close {
				t.Errorf("answer %d: status %d, close %v; want 200 on a kept-alive connection", i+1, resp.StatusCode, resp.Close)
			}
		}
	})

	// Ordinary answers, errors included, pass through untouched.
	resp, err := http.Get("http://" + ln.Addr().String() + "/nope")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if resp.StatusCode != 404 || !strings.Contains(string(body), tools.CodeNotFound) {
		t.Errorf("GET /nope = %d %s", resp.StatusCode, body)
	}
}

// TestLingeringCloseBounded: a client refused while it sends reads its
// answer, but cannot keep the connection open by sending on: the server
// drains 16 MiB, or for 5 seconds, at most, then closes it.
func TestLingeringCloseBounded(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: transport.New(transport.Config{MaxBodyBytes: 1 << 10}), ConnContext: transport.ConnContext}
	go srv.Serve(transport.Listener(ln))
	t.Cleanup(func() { srv.Close() })

	for _, tc := range []struct {
		name  string
		pause time.Duration // between 16 KiB pieces
		most  time.Duration
	}{
		{"at full speed: 16 MiB", 0, 3 * time.Second},
		{"paced: 5 seconds", 20 * time.Millisecond, 8 * time.Second},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			c := dial(t, ln.Addr().String(), 20*time.Second)
			io.WriteString(c, "POST /api/score/free HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000000000\r\n\r\n")
			start := time.Now()
			sent := make(chan error, 1)
			go func() {
				piece := []byte(strings.Repeat("a", 16<<10))
				for {
					if _, err := c.Write(piece); err != nil {
						sent <- err
						return
					}
					time.Sleep(tc.pause)
				}
			}()
			resp, err := http.ReadResponse(bufio.NewReader(c), nil)
			if err != nil {
				t.Fatalf("no answer while sending: %v", err)
			}
			if resp.StatusCode != 413 || !resp.Close {
				t.Errorf("%d (close %v), want 413 and the connection closed", resp.StatusCode, resp.Close)
			}
			err = <-sent
			if d := time.Since(start); d > tc.most {
				t.Errorf("a client sending on was drained for %s, want %s at most", d, tc.most)
			}
			t.Logf("sending on after the answer failed after %s: %v", time.Since(start).Round(time.Millisecond), err)
		})
	}
}
