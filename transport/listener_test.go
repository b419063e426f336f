package transport_test

import (
	"bufio"
	"encoding/json"
	"io"
	"net"
	"net/http"
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
	srv := &http.Server{Handler: transport.New(transport.Config{}), MaxHeaderBytes: 4 << 10, ReadHeaderTimeout: 5 * time.Second}
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
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, err := net.Dial("tcp", ln.Addr().String())
			if err != nil {
				t.Fatal(err)
			}
			defer c.Close()
			c.SetDeadline(time.Now().Add(5 * time.Second))
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
