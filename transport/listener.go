package transport

import (
	"bytes"
	"net"
	"strconv"

	"github.com/pqs-dev/pqs/tools"
)

// Listener wraps ln so that the errors net/http answers by itself, before
// any handler runs (a malformed request line or Host, headers over
// MaxHeaderBytes, an unknown Transfer-Encoding), reach the client as the
// JSON error envelope rather than as plain text.
//
// net/http writes those answers straight to the connection, in one Write of
// a fixed form: a status line, then exactly cannedHeaders. No handler's
// answer has that form (net/http adds Date and Content-Length to those), so
// the connection recognizes them and rewrites them in place.
func Listener(ln net.Listener) net.Listener { return jsonErrorListener{ln} }

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

type jsonErrorConn struct{ net.Conn }

func (c *jsonErrorConn) Write(b []byte) (int, error) {
	// The cheap test first: every answer starts "HTTP/1.1 ", and only
	// 4xx and 5xx can be canned.
	if len(b) < 13 || string(b[:9]) != "HTTP/1.1 " || (b[9] != '4' && b[9] != '5') {
		return c.Conn.Write(b)
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
