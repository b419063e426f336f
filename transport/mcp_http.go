package transport

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/netip"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	mcpserver "github.com/mark3labs/mcp-go/server"

	"github.com/pqs-dev/pqs/tools"
)

// DefaultMCPMaxBodyBytes bounds one MCP request body: every valid call
// fits, as on REST (see DefaultMaxBodyBytes).
const DefaultMCPMaxBodyBytes = DefaultMaxBodyBytes

// MCPHandlerConfig configures the streamable HTTP handler.
type MCPHandlerConfig struct {
	// TrustedProxies are the peers whose X-Forwarded-For and
	// X-Forwarded-Proto are believed (the same list REST uses).
	TrustedProxies []netip.Prefix
	// MaxBodyBytes bounds a request body (default DefaultMCPMaxBodyBytes).
	MaxBodyBytes int64
	// AllowedHosts are Host names accepted on a loopback connection besides
	// localhost and loopback addresses: the public names of a reverse proxy
	// that forwards to a loopback listener. Other hosts get 403 there, which
	// protects a local server from DNS rebinding.
	AllowedHosts []string
	// Logger receives transport errors. Nil discards them.
	Logger *slog.Logger
	// PublicURL is the service's public base URL (see Config.PublicURL),
	// which texts name the endpoint by; empty: the request's own.
	PublicURL string
}

// NewMCPHandler returns the MCP streamable HTTP endpoint for s, to be
// mounted at exactly /mcp. It is stateless (no sessions, so any replica can
// serve any request; both the 2025-11-25 and 2026-07-28 revisions work) and
// takes only POST: the tools send no server-initiated messages, so GET
// (a stream) and DELETE (ending a session) have nothing to do.
//
// Each request's Authorization header, client IP and base URL reach the
// tool handlers, which use them for payment and the free limit. Nothing is
// kept between requests. What the transport refuses before a JSON-RPC
// message is read (method, content type, Host, protocol version header)
// gets the JSON error envelope, like every other route.
func NewMCPHandler(s *MCPServer, cfg MCPHandlerConfig) http.Handler {
	return newMCPHandler(s, cfg, true)
}

// newMCPHandler is NewMCPHandler, with or without the fast path (tests
// compare the two).
func newMCPHandler(s *MCPServer, cfg MCPHandlerConfig, fast bool) http.Handler {
	if cfg.MaxBodyBytes <= 0 {
		cfg.MaxBodyBytes = DefaultMCPMaxBodyBytes
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	public := strings.TrimRight(cfg.PublicURL, "/")
	caller := func(r *http.Request) *mcpCaller {
		dl, _ := r.Context().Value(answerDeadlineKey{}).(time.Time)
		base := public
		if base == "" {
			base = strings.TrimSuffix(ResourceURL(r, cfg.TrustedProxies), r.URL.Path)
		}
		return &mcpCaller{
			Authorization: r.Header.Get("Authorization"),
			ClientIP:      ClientIP(r, cfg.TrustedProxies),
			BaseURL:       base,
			Deadline:      dl,
		}
	}
	h := mcpserver.NewStreamableHTTPServer(s.MCPServer,
		mcpserver.WithStateLess(true),
		mcpserver.WithDisableStreaming(true),
		mcpserver.WithStreamableHTTPLogger(cfg.Logger),
		mcpserver.WithHTTPContextFunc(func(ctx context.Context, r *http.Request) context.Context {
			if c := mcpCallerFrom(r.Context()); c != nil {
				return withMCPCaller(ctx, c) // the handler's, below
			}
			return withMCPCaller(ctx, caller(r))
		}),
		// Our own Host check (below) answers in JSON and knows AllowedHosts.
		mcpserver.WithDisableLocalhostProtection(true),
	)
	allowed := make([]string, len(cfg.AllowedHosts))
	for i, a := range cfg.AllowedHosts {
		allowed[i] = strings.ToLower(a)
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost {
			w.Header().Set("Allow", http.MethodPost)
			writeEnvelope(w, tools.Errorf(tools.CodeMethodNotAllowed,
				"%s is not allowed on /mcp: MCP over streamable HTTP takes POST (this server is stateless and sends no streams)", r.Method))
			return
		}
		if rebinding(r, allowed) {
			writeEnvelope(w, tools.Errorf(tools.CodeInvalidHost,
				"Host %q is not a name of this server; a proxy that forwards to a loopback listener must be listed in --allowed-hosts", r.Host))
			return
		}
		if err := checkJSONContentType(r.Header.Get("Content-Type")); err != nil {
			writeEnvelope(w, err.(*tools.Error))
			return
		}
		if err := limitBody(w, r, cfg.MaxBodyBytes); err != nil { // refused unread, as on REST
			writeEnvelope(w, err.(*tools.Error))
			return
		}
		if dl, ok := writeDeadline(w); ok {
			// For the paid-call path: the work must end in time to answer.
			r = r.WithContext(context.WithValue(r.Context(), answerDeadlineKey{}, dl))
		}
		// mcp-go reads the whole body first too: read it here, once, so
		// that the fast path can look at it.
		bp := getSlice()
		defer putSlice(bp)
		body, err := readBody(w, r, cfg.MaxBodyBytes, *bp)
		*bp = body
		if err != nil {
			// As REST answers (413 past the limit), not as a JSON-RPC
			// parse error: no message was read.
			var te *tools.Error
			if errors.As(err, &te) {
				writeEnvelope(w, te)
			} else {
				callerGone(w)
			}
			return
		}
		c := caller(r)
		if fast && s.fastCall(w, r, body, c) {
			return
		}
		if id, msg, bad := malformedRPC(body); bad {
			writeRPCError(w, id, mcp.INVALID_REQUEST, msg)
			return
		}
		r.Body = io.NopCloser(bytes.NewReader(body))
		r = r.WithContext(withMCPCaller(r.Context(), c))
		pw := &plainErrors{ResponseWriter: w}
		h.ServeHTTP(pw, r)
		pw.finish(r, cfg.Logger)
		if c.done != nil {
			c.done(r.Context(), flush(w))
		}
	})
}

// malformedRPC reports a body that is valid JSON but no JSON-RPC message
// that MCP's streamable HTTP transport takes, with the id to answer and
// why: a batch (an array; MCP 2025-06-18 removed batching, and this
// server answers each message alone), or an object that is neither a
// request nor a notification (no method) nor a response (no result or
// error). mcp-go would call the first not JSON and accept the second as an
// empty response (202).
func malformedRPC(body []byte) (id json.RawMessage, msg string, bad bool) {
	b := bytes.TrimSpace(body)
	if len(b) == 0 || !json.Valid(b) {
		return nil, "", false // mcp-go's parse error
	}
	if b[0] == '[' {
		return nil, "JSON-RPC batches are not supported: send one message per request", true
	}
	var m struct {
		ID     json.RawMessage `json:"id"`
		Method json.RawMessage `json:"method"`
		Result json.RawMessage `json:"result"`
		Error  json.RawMessage `json:"error"`
	}
	if b[0] != '{' || json.Unmarshal(b, &m) != nil {
		return nil, "a JSON-RPC message is a JSON object", true
	}
	if m.Method == nil && m.Result == nil && m.Error == nil {
		return m.ID, "the message has no method: a request or notification needs one", true
	}
	return nil, "", false
}

// writeRPCError answers a message that cannot be served with a JSON-RPC
// error and status 400, as the streamable HTTP transport asks.
func writeRPCError(w http.ResponseWriter, id json.RawMessage, code int, msg string) {
	if len(id) == 0 || !plainID(id) {
		id = json.RawMessage("null")
	}
	b := append([]byte(`{"jsonrpc":"2.0","id":`), id...)
	b = append(b, `,"error":{"code":`...)
	b = strconv.AppendInt(b, int64(code), 10)
	b = append(b, `,"message":`...)
	b = appendString(b, msg)
	writeBody(w, http.StatusBadRequest, append(b, "}}\n"...))
}

// answerDeadlineKey carries the write deadline of an /mcp request to its
// tool call.
type answerDeadlineKey struct{}

// plainErrors turns mcp-go's plain-text HTTP errors (an unsupported
// MCP-Protocol-Version header, say) into the JSON error envelope. JSON-RPC
// answers pass through untouched.
type plainErrors struct {
	http.ResponseWriter
	status int          // the intercepted error status; 0 while passing through
	text   bytes.Buffer // its plain-text message
}

func (p *plainErrors) WriteHeader(code int) {
	if code >= 400 && p.status == 0 && strings.HasPrefix(p.Header().Get("Content-Type"), "text/plain") {
		p.status = code
		return
	}
	p.ResponseWriter.WriteHeader(code)
}

func (p *plainErrors) Write(b []byte) (int, error) {
	if p.status != 0 {
		return p.text.Write(b)
	}
	return p.ResponseWriter.Write(b)
}

func (p *plainErrors) Flush() {
	if p.status == 0 {
		http.NewResponseController(p.ResponseWriter).Flush()
	}
}

func (p *plainErrors) Unwrap() http.ResponseWriter { return p.ResponseWriter }

// finish writes the intercepted error, if any, as the envelope.
func (p *plainErrors) finish(r *http.Request, log *slog.Logger) {
	if p.status == 0 {
		return
	}
	h := p.Header()
	h.Del("Content-Type")
	h.Del("X-Content-Type-Options")
	msg := strings.TrimSpace(p.text.String())
	var te *tools.Error
	switch {
	case p.status >= 500:
		log.ErrorContext(r.Context(), "mcp transport error", "status", p.status, "err", msg)
		te = &tools.Error{Code: tools.CodeInternal, Message: "internal error; it has been logged"}
	case p.status == http.StatusNotFound:
		te = &tools.Error{Code: tools.CodeNotFound, Message: msg}
	default:
		te = &tools.Error{Code: tools.CodeBadRequest, Message: msg}
	}
	writeEnvelope(p.ResponseWriter, te)
}

// rebinding reports a request that arrived on a loopback connection with a
// Host that is neither a loopback name nor one of allowed.
func rebinding(r *http.Request, allowed []string) bool {
	local, ok := r.Context().Value(http.LocalAddrContextKey).(net.Addr)
	if !ok || !isLoopback(local.String()) {
		return false
	}
	if isLoopback(r.Host) {
		return false
	}
	host := r.Host
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	return !slices.Contains(allowed, strings.ToLower(host))
}

func isLoopback(addr string) bool {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		host = strings.Trim(addr, "[]")
	}
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}
