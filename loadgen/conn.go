package loadgen

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/url"
	"os"
	"runtime"
	"sort"
	"syscall"
	"time"
)

// loadTimeout bounds one request of the load generator.
const loadTimeout = 30 * time.Second

// conn is one keep-alive HTTP/1.1 connection of the load generator. It
// writes a prebuilt request and reads the answer with http.ReadResponse
// on the calling goroutine. net/http's client hands every request between
// three goroutines (caller, writeLoop, readLoop), which costs the
// generator more CPU per request than a cheap route costs the server, and
// its scheduling delays show up in the measured tail: a load generator
// should load the server, not itself.
type conn struct {
	addr string // host:port
	spin bool   // busy-poll for answers instead of sleeping (see spinReader)
	c    net.Conn
	br   *bufio.Reader
	sr   *spinReader  // when spin
	stop func() bool  // unregisters the context's AfterFunc
	used bool         // has carried a request: a failure may be a stale keep-alive
	body bytes.Buffer // the last answer's body, when it is checked for an error marker
}

// rawRequest builds the bytes of an HTTP/1.1 request for t against base.
func rawRequest(base string, t target) ([]byte, string, error) {
	u, err := url.Parse(base)
	if err != nil || u.Scheme != "http" {
		return nil, "", fmt.Errorf("load: %q: only http:// is supported", base)
	}
	addr := u.Host
	if u.Port() == "" {
		addr = net.JoinHostPort(u.Hostname(), "80")
	}
	b := fmt.Appendf(nil, "%s %s%s HTTP/1.1\r\nHost: %s\r\nUser-Agent: pqs-load\r\n", t.method, u.Path, t.path, u.Host)
	keys := make([]string, 0, len(t.header))
	for k := range t.header {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		for _, v := range t.header[k] {
			b = fmt.Appendf(b, "%s: %s\r\n", k, v)
		}
	}
	if t.body != nil {
		b = fmt.Appendf(b, "Content-Length: %d\r\n", len(t.body))
	}
	b = append(b, "\r\n"...)
	return append(b, t.body...), addr, nil
}

// do sends raw and returns the answer's status after reading its body.
// A request that fails on a reused connection before any answer is sent
// again once on a new one, as net/http's client does: the server may have
// closed the idle connection meanwhile.
func (lc *conn) do(ctx context.Context, raw []byte) (int, error) {
	return lc.doCheck(ctx, raw, nil)
}

// statusToolError stands for a 200 whose body holds an error marker (an
// MCP tool call's error result): not a success.
const statusToolError = -1

// doCheck is do, with answers that contain errMarker reported as
// statusToolError.
func (lc *conn) doCheck(ctx context.Context, raw, errMarker []byte) (int, error) {
	status, stale, err := lc.try(ctx, raw, errMarker)
	if stale && ctx.Err() == nil {
		status, _, err = lc.try(ctx, raw, errMarker)
	}
	return status, err
}

// try sends raw once. stale reports a failure that a closed keep-alive
// connection explains.
func (lc *conn) try(ctx context.Context, raw, errMarker []byte) (status int, stale bool, err error) {
	reused := lc.c != nil && lc.used
	if lc.c == nil {
		var d net.Dialer
		c, err := d.DialContext(ctx, "tcp", lc.addr)
		if err != nil {
			return 0, false, err
		}
		var r io.Reader = c
		if lc.spin {
			rc, err := c.(syscall.Conn).SyscallConn()
			if err != nil {
				c.Close()
				return 0, false, err
			}
			lc.sr = &spinReader{rc: rc}
			r = lc.sr
		}
		lc.c, lc.br, lc.used = c, bufio.NewReaderSize(r, 16<<10), false
		// Cancelling ctx unblocks a read or write in progress.
		lc.stop = context.AfterFunc(ctx, func() { c.Close() })
	}
	lc.used = true
	// A request that hangs fails after loadTimeout rather than stalling
	// its worker for the rest of the run.
	deadline := time.Now().Add(loadTimeout)
	lc.c.SetDeadline(deadline)
	if lc.sr != nil {
		lc.sr.deadline = deadline
	}
	if _, err := lc.c.Write(raw); err != nil {
		lc.close()
		return 0, reused && closedConn(err), err
	}
	resp, err := http.ReadResponse(lc.br, nil)
	if err != nil {
		lc.close()
		return 0, reused && closedConn(err), err
	}
	status = resp.StatusCode
	if errMarker == nil {
		_, err = io.Copy(io.Discard, resp.Body)
	} else {
		lc.body.Reset()
		if _, err = lc.body.ReadFrom(resp.Body); err == nil && bytes.Contains(lc.body.Bytes(), errMarker) {
			status = statusToolError
		}
	}
	resp.Body.Close()
	if err != nil || resp.Close {
		lc.close()
	}
	return status, false, err
}

// spinReader reads a connection by polling it without blocking, and
// yields to the other workers between polls, so that the generator never
// sleeps waiting for an answer. On loopback, a server's send() that must
// wake a sleeping client pays for the wake-up in its own CPU time, a cost
// a client on another machine does not put on the server
// (docs/benchmarks.md); and the client that sleeps least, the one the
// faster route keeps busy, is the cheapest to answer.
// Only for a generator on a core of its own: there, spinning costs the
// server nothing.
type spinReader struct {
	rc       syscall.RawConn
	deadline time.Time
}

func (s *spinReader) Read(p []byte) (int, error) {
	for polls := 1; ; polls++ {
		var n int
		var rerr error
		if err := s.rc.Read(func(fd uintptr) bool {
			n, rerr = sysRead(fd, p)
			return true // never wait in the poller
		}); err != nil {
			return 0, err // closed: the run's context ended
		}
		switch {
		case rerr == syscall.EINTR:
		case rerr == syscall.EAGAIN:
			if polls%64 == 0 && time.Now().After(s.deadline) {
				return 0, os.ErrDeadlineExceeded
			}
			runtime.Gosched()
		case rerr != nil:
			return 0, rerr
		case n == 0:
			return 0, io.EOF
		default:
			return n, nil
		}
	}
}

func closedConn(err error) bool {
	return errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) ||
		errors.Is(err, syscall.ECONNRESET) || errors.Is(err, syscall.EPIPE)
}

func (lc *conn) close() {
	if lc.c == nil {
		return
	}
	lc.stop()
	lc.c.Close()
	lc.c, lc.br, lc.sr = nil, nil, nil
}
