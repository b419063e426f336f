package main

import (
	"bufio"
	"context"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
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
	raw, addr, err := rawRequest(srv.URL, loadTarget{method: "POST", path: "/api", body: []byte("{}"),
		header: http.Header{"Content-Type": {"application/json"}}})
	if err != nil {
		t.Fatal(err)
	}
	lc := loadConn{addr: addr}
	defer lc.close()
	for i := range 10 {
		if status, err := lc.do(context.Background(), raw); status != 200 || err != nil {
			t.Fatalf("request %d: %d %v", i, status, err)
		}
	}
}

// A server that drops a keep-alive connection after each answer, without
// saying so: the next request fails on the stale connection and is sent
// again on a new one.
func TestLoadConnStaleKeepAlive(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			go func() {
				defer c.Close()
				if _, err := http.ReadRequest(bufio.NewReader(c)); err != nil {
					return
				}
				io.WriteString(c, "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok")
			}()
		}
	}()
	raw, addr, err := rawRequest("http://"+ln.Addr().String(), loadTarget{method: "GET", path: "/healthz"})
	if err != nil {
		t.Fatal(err)
	}
	lc := loadConn{addr: addr}
	defer lc.close()
	for i := range 5 {
		if status, err := lc.do(context.Background(), raw); status != 200 || err != nil {
			t.Fatalf("request %d: %d %v", i, status, err)
		}
	}
	// A fresh connection that fails is an error, not a retry loop.
	ln.Close()
	lc.close()
	if status, err := lc.do(context.Background(), raw); err == nil {
		t.Fatalf("closed listener: status %d, want an error", status)
	}
}
