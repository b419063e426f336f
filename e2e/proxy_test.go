package e2e

import (
	"io"
	"net"
	"sync"
	"testing"
)

// tcpProxy forwards a loopback port to a target address. Down cuts every
// connection and stops listening (clients get "connection refused", as
// from a stopped server); Up listens again on the same port. It lets a
// test take "PostgreSQL" down without touching the shared server.
type tcpProxy struct {
	t      *testing.T
	target string
	Addr   string

	mu    sync.Mutex
	ln    net.Listener
	conns map[net.Conn]struct{}
	wg    sync.WaitGroup
}

func startProxy(t *testing.T, target string) *tcpProxy {
	t.Helper()
	p := &tcpProxy{t: t, target: target, conns: make(map[net.Conn]struct{})}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	p.Addr = ln.Addr().String()
	p.serve(ln)
	t.Cleanup(func() { p.Down(); p.wg.Wait() })
	return p
}

func (p *tcpProxy) serve(ln net.Listener) {
	p.mu.Lock()
	p.ln = ln
	p.mu.Unlock()
	p.wg.Go(func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			p.wg.Go(func() { p.pipe(c) })
		}
	})
}

func (p *tcpProxy) track(cs ...net.Conn) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.ln == nil {
		return false
	}
	for _, c := range cs {
		p.conns[c] = struct{}{}
	}
	return true
}

func (p *tcpProxy) pipe(c net.Conn) {
	defer c.Close()
	u, err := net.Dial("tcp", p.target)
	if err != nil {
		return
	}
	defer u.Close()
	if !p.track(c, u) {
		return
	}
	defer func() {
		p.mu.Lock()
		delete(p.conns, c)
		delete(p.conns, u)
		p.mu.Unlock()
	}()
	done := make(chan struct{}, 2)
	go func() { io.Copy(u, c); done <- struct{}{} }()
	go func() { io.Copy(c, u); done <- struct{}{} }()
	<-done
}

// Down closes the listener and every proxied connection.
func (p *tcpProxy) Down() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.ln != nil {
		p.ln.Close()
		p.ln = nil
	}
	for c := range p.conns {
		c.Close()
		delete(p.conns, c)
	}
}

// Up listens again on the same address.
func (p *tcpProxy) Up() {
	p.t.Helper()
	ln, err := net.Listen("tcp", p.Addr)
	if err != nil {
		p.t.Fatalf("proxy up: %v", err)
	}
	p.serve(ln)
}
