package transport

import (
	"bytes"
	"context"
	"errors"
	"net"
	"net/http"
	"os"
	"strconv"
	"sync"
	"sync/atomic"
	"time"

	"github.com/pqs-dev/pqs/tools"
)

// Listener wraps ln so that the errors net/http answers by itself, before
// any handler runs (a malformed request line or Host, headers over
// MaxHeaderBytes, an unknown Transfer-Encoding, an Expect other than
// 100-continue), reach the client as the JSON error envelope rather than as
// plain text or an empty body.
//
// net/http writes most of those answers straight to the connection, in one
// Write of a fixed form: a status line, then exactly cannedHeaders. No
// handler's answer has that form (net/http adds Date and Content-Length to
// those), so the connection recognizes them and rewrites them in place. The
// 417 of an unknown Expect goes out as an ordinary empty answer, and no
// handler of ours answers 417.
//
// The connection also notes a request that carries both Transfer-Encoding
// and Content-Length, which net/http serves by the first alone and keeps
// the connection open; the handler refuses it and closes the connection
// (RFC 9112 section 6.3). For that the server's ConnContext must be
// [ConnContext].
//
// And it closes gracefully (RFC 9112 section 9.6): when net/http closes a
// connection whose client may still be sending (a body refused before it
// was read, or cut off; a canned error), the connection shuts its write
// side, so the client reads the answer and then the end, and drains what
// the client still sends, for up to lingerTime, before it really closes.
// Closing a socket with unread data makes the kernel answer with a reset,
// which a client still sending its body often sees instead of the answer.
func Listener(ln net.Listener) net.Listener { return jsonErrorListener{ln} }

// A lingering close drains a connection for up to lingerTime in all and
// lingerIdle without a byte, and up to lingerBytes: long enough for a
// client to read the answer and finish sending what it had under way,
// bounded so that a client cannot hold the connection open by sending.
// A client on a busy host or a congested link can pause for a second
// between writes, so the idle bound is two.
const (
	lingerTime  = 5 * time.Second
	lingerIdle  = 2 * time.Second
	lingerBytes = 16 << 20
)

// lingerBufs are the buffers lingering connections drain into.
var lingerBufs = sync.Pool{New: func() any { b := make([]byte, 4<<10); return &b }}

// ConnContext makes a connection accepted by [Listener] known to the
// handler; set it as the http.Server's ConnContext.
func ConnContext(ctx context.Context, c net.Conn) context.Context {
	if jc, ok := c.(*jsonErrorConn); ok {
		return context.WithValue(ctx, connKey{}, jc)
	}
	return ctx
}

type connKey struct{}

// framingConflict reports whether r's connection has carried a header
// block with both Transfer-Encoding and Content-Length (this request's, or
// one read ahead of it).
func framingConflict(r *http.Request) bool {
	c, _ := r.Context().Value(connKey{}).(*jsonErrorConn)
	return c != nil && c.conflict.Load()
}

type jsonErrorListener struct{ net.Listener }

func (l jsonErrorListener) Accept() (net.Conn, error) {
	c, err := l.Listener.Accept()
	if err != nil {
		return nil, err
	}
	return &jsonErrorConn{Conn: c}, nil
}

// cannedHeaders follow the status line of net/http's own error answers
// (net/http.(*conn).serve).
const cannedHeaders = "\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\n\r\n"

// cannedCodes are the codes of the statuses net/http answers by itself.
var cannedCodes = map[int]string{
	400: tools.CodeBadRequest,
	431: tools.CodeHeadersTooLarge,
	501: tools.CodeUnsupportedEncoding,
	505: tools.CodeUnsupportedHTTP,
}

type jsonErrorConn struct {
	net.Conn
	headers  headerScan
	conflict atomic.Bool // set by Read, read by handlers
	ended    atomic.Bool // the client's side has ended or failed: nothing to drain
	closing  atomic.Bool
}

// Read notes whether what the client sends holds a header block with both
// Transfer-Encoding and Content-Length, and whether the client's side has
// ended.
func (c *jsonErrorConn) Read(b []byte) (int, error) {
	n, err := c.Conn.Read(b)
	if n > 0 && !c.conflict.Load() && c.headers.scan(b[:n]) {
		c.conflict.Store(true)
	}
	if err != nil && !errors.Is(err, os.ErrDeadlineExceeded) {
		c.ended.Store(true)
	}
	return n, err
}

// Close shuts the write side at once and closes the connection once the
// client has closed its side, or after a bounded drain (see [Listener]).
func (c *jsonErrorConn) Close() error {
	if c.closing.Swap(true) {
		return nil
	}
	if c.ended.Load() || c.CloseWrite() != nil {
		return c.Conn.Close()
	}
	go c.linger()
	return nil
}

// linger drains the connection until the client closes its side or the
// bounds of a lingering close are reached, then closes it.
func (c *jsonErrorConn) linger() {
	defer c.Conn.Close()
	bp := lingerBufs.Get().(*[]byte)
	defer lingerBufs.Put(bp)
	end := time.Now().Add(lingerTime)
	for n := 0; n < lingerBytes; {
		dl := time.Now().Add(lingerIdle)
		if dl.After(end) {
			dl = end
		}
		if c.Conn.SetReadDeadline(dl) != nil {
			return
		}
		m, err := c.Conn.Read(*bp)
		n += m
		if err != nil {
			return
		}
	}
}

// headerScan follows the lines of a byte stream and reports a block of
// non-empty lines (a header section is one) with both a Transfer-Encoding
// and a Content-Length line. It knows nothing of where bodies start and
// end: a header section is always a block, so it is never missed; a body
// that looks like one only costs its connection.
type headerScan struct {
	line   [len("transfer-encoding:")]byte // the start of the current line, lower-cased
	n      int                             // bytes of the current line so far
	te, cl bool                            // seen in the current block
}

func (h *headerScan) scan(b []byte) bool {
	for len(b) > 0 {
		i := bytes.IndexByte(b, '\n')
		part := b
		if i >= 0 {
			part = b[:i]
		}
		// Only a line's start is kept: the rest of a long line (a body)
		// is counted, not copied.
		keep := min(len(part), max(0, len(h.line)-h.n))
		for _, c := range part[:keep] {
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			h.line[h.n] = c
			h.n++
		}
		h.n += len(part) - keep
		if i < 0 {
			return false
		}
		b = b[i+1:]
		// End of a line ("\r\n" or "\n").
		l := h.line[:min(h.n, len(h.line))]
		switch {
		case h.n == 0 || (h.n == 1 && l[0] == '\r'): // an empty line ends the block
			h.te, h.cl = false, false
		case bytes.HasPrefix(l, []byte("transfer-encoding:")):
			h.te = true
		case bytes.HasPrefix(l, []byte("content-length:")):
			h.cl = true
		}
		h.n = 0
		if h.te && h.cl {
			return true
		}
	}
	return false
}

func (c *jsonErrorConn) Write(b []byte) (int, error) {
	// The cheap test first: every answer starts "HTTP/1.1 ", and only
	// 4xx and 5xx can be canned.
	if len(b) < 13 || string(b[:9]) != "HTTP/1.1 " || (b[9] != '4' && b[9] != '5') {
		return c.Conn.Write(b)
	}
	if bytes.HasPrefix(b, []byte(expectationFailed)) {
		return c.rewrite(b, len(expectationFailed)-2, tools.CodeExpectationFailed,
			"only \"Expect: 100-continue\" is supported")
	}
	eol := bytes.IndexByte(b, '\r')
	if eol < 0 || !bytes.HasPrefix(b[eol:], []byte(cannedHeaders)) {
		return c.Conn.Write(b)
	}
	status, err := strconv.Atoi(string(b[9:12]))
	code, ok := cannedCodes[status]
	if err != nil || !ok {
		return c.Conn.Write(b)
	}
	msg := string(b[eol+len(cannedHeaders):])
	if msg == "" {
		msg = string(b[9:eol])
	}
	return c.rewrite(b, eol, code, msg)
}

// expectationFailed starts net/http's answer to an Expect header other than
// 100-continue: a 417 with no body, which it writes as a handler's answer.
const expectationFailed = "HTTP/1.1 417 Expectation Failed\r\n"

// rewrite writes the answer whose status line is b[:eol] as the JSON
// envelope of code and msg, on a connection about to close, in place of b.
func (c *jsonErrorConn) rewrite(b []byte, eol int, code, msg string) (int, error) {
	body := appendEnvelope(nil, code, msg)
	out := make([]byte, 0, eol+96+len(body))
	out = append(out, b[:eol]...)
	out = append(out, "\r\nContent-Type: application/json\r\nConnection: close\r\nContent-Length: "...)
	out = strconv.AppendInt(out, int64(len(body)), 10)
	out = append(out, "\r\n\r\n"...)
	out = append(out, body...)
	if _, err := c.Conn.Write(out); err != nil {
		return 0, err
	}
	return len(b), nil
}

// CloseWrite lets net/http half-close the connection after a canned error
// (closeWriteAndWait), as it does on a bare TCP connection.
func (c *jsonErrorConn) CloseWrite() error {
	if cw, ok := c.Conn.(interface{ CloseWrite() error }); ok {
		return cw.CloseWrite()
	}
	return nil
}

// appendEnvelope appends the JSON error envelope of code and msg.
func appendEnvelope(b []byte, code, msg string) []byte {
	b = append(b, `{"error":{"code":`...)
	b = appendString(b, code)
	b = append(b, `,"message":`...)
	b = appendString(b, msg)
	return append(b, "}}\n"...)
}
