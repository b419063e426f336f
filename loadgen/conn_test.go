package loadgen

import (
	"bufio"
	"context"
	"errors"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"
)

func TestLoadConn(t *testing.T) {
	n := 0
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		n++
		if r.Header.Get("Content-Type") != "application/json" || r.ContentLength != 2 {
			w.WriteHeader(http.StatusBadRequest)
			return
		}
		if n%3 == 0 {
			w.Header().Set("Connection", "close")
		}
		if n%2 == 0 {
			w.(http.Flusher).Flush() // chunked body
		}
		io.WriteString(w, strings.Repeat("x", 5000))
	}))
	defer srv.Close()
	raw, addr, err := rawRequest(srv.URL, target{method: "POST", path: "/api", body: []byte("{}"),
		header: http.Header{"Content-Type": {"application/json"}}})
	if err != nil {
		t.Fatal(err)
	}
	sendOK(t, addr, raw, 10)
}

// A spinning reader gives up at its deadline, and when its context ends.
func TestSpinReaderDeadline(t *testing.T) {
	ln := serveConns(t, func(c net.Conn) { io.Copy(io.Discard, c) }) // never answers
	raw, addr, err := rawRequest("http://"+ln.Addr().String(), target{method: "GET", path: "/healthz"})
	if err != nil {
		t.Fatal(err)
	}
	lc := conn{addr: addr, spin: true}
	defer lc.close()
	ctx, cancel := context.WithTimeout(context.Background(), 200*time.Millisecond)
	defer cancel()
	if status, err := lc.do(ctx, raw); err == nil {
		t.Fatalf("silent server, context ended: status %d, want an error", status)
	}

	c, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	rc, err := c.(*net.TCPConn).SyscallConn()
	if err != nil {
		t.Fatal(err)
	}
	sr := &spinReader{rc: rc, deadline: time.Now().Add(50 * time.Millisecond)}
	done := make(chan error, 1)
	go func() {
		_, err := sr.Read(make([]byte, 16))
		done <- err
	}()
	select {
	case err := <-done:
		if !errors.Is(err, os.ErrDeadlineExceeded) {
			t.Fatalf("silent server: read error %v; want the deadline", err)
		}
	case <-time.After(5 * time.Second):
		c.Close() // ends the spinning read
		t.Fatal("silent server: the spinning read outlived its deadline by 5 s")
	}
}

// A server that drops a keep-alive connection after each answer, without
// saying so: the next request fails on the stale connection and is sent
// again on a new one.
func TestLoadConnStaleKeepAlive(t *testing.T) {
	ln := serveConns(t, func(c net.Conn) {
		if _, err := http.ReadRequest(bufio.NewReader(c)); err == nil {
			io.WriteString(c, "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok")
		}
	})
	raw, addr, err := rawRequest("http://"+ln.Addr().String(), target{method: "GET", path: "/healthz"})
	if err != nil {
		t.Fatal(err)
	}
	sendOK(t, addr, raw, 5)
	// A fresh connection that fails is an error, not a retry loop.
	ln.Close()
	lc := conn{addr: addr}
	if status, err := lc.do(context.Background(), raw); err == nil {
		t.Fatalf("closed listener: status %d, want an error", status)
	}
}

// sendOK sends raw n times on one connection to addr, sleeping and then
// spinning for the answers, and fails t unless each is a 200.
func sendOK(t *testing.T, addr string, raw []byte, n int) {
	t.Helper()
	for _, spin := range []bool{false, true} {
		lc := conn{addr: addr, spin: spin}
		for i := range n {
			if status, err := lc.do(context.Background(), raw); status != 200 || err != nil {
				t.Fatalf("spin %v, request %d: %d %v", spin, i, status, err)
			}
		}
		lc.close()
	}
}

// serveConns listens on a loopback port and runs serve on each connection
// it accepts, then closes the connection.
func serveConns(t *testing.T, serve func(net.Conn)) net.Listener {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { ln.Close() })
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go func() {
				defer c.Close()
				serve(c)
			}()
		}
	}()
	return ln
}
