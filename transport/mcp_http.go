package transport

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/netip"
	"slices"
	"strings"
	"time"

	mcpserver "github.com/mark3labs/mcp-go/server"

	"github.com/pqs-dev/pqs/tools"
)

// DefaultMCPMaxBodyBytes bounds one MCP request body: a full batch of
// maximum-size prompts plus JSON-RPC framing fits with room to spare.
const DefaultMCPMaxBodyBytes = 1 << 20

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
	caller := func(r *http.Request) *mcpCaller {
		dl, _ := r.Context().Value(answerDeadlineKey{}).(time.Time)
		return &mcpCaller{
			Authorization: r.Header.Get("Authorization"),
			ClientIP:      ClientIP(r, cfg.TrustedProxies),
			BaseURL:       strings.TrimSuffix(ResourceURL(r, cfg.TrustedProxies), r.URL.Path),
			Deadline:      dl,
		}
	}
	h := mcpserver.NewStreamableHTTPServer(s.MCPServer,
		mcpserver.WithStateLess(true),
		mcpserver.WithDisableStreaming(true),
		mcpserver.WithStreamableHTTPLogger(cfg.Logger),
		mcpserver.WithHTTPContextFunc(func(ctx context.Context, r *http.Request) context.Context {
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
		if dl, ok := writeDeadline(w); ok {
			// For the paid-call path: the work must end in time to answer.
			r = r.WithContext(context.WithValue(r.Context(), answerDeadlineKey{}, dl))
		}
		// mcp-go reads the whole body first too: read it here, once, so
		// that the fast path can look at it.
		bp := getSlice()
		defer putSlice(bp)
		body, err := readAll(http.MaxBytesReader(w, r.Body, cfg.MaxBodyBytes), (*bp)[:0])
		*bp = body
		if err == nil && fast && s.fastCall(w, r, body, caller(r)) {
			return
		}
		r.Body = io.NopCloser(io.MultiReader(bytes.NewReader(body), errReader{err}))
		pw := &plainErrors{ResponseWriter: w}
		h.ServeHTTP(pw, r)
		pw.finish(r, cfg.Logger)
	})
}

// errReader returns err, or io.EOF when err is nil.
type errReader struct{ err error }

func (e errReader) Read([]byte) (int, error) {
	if e.err != nil {
		return 0, e.err
	}
	return 0, io.EOF
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
