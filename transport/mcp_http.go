package transport

import (
	"context"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"net/netip"
	"slices"
	"strings"

	mcpserver "github.com/mark3labs/mcp-go/server"
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
// answers GET with 405: the tools send no server-initiated messages.
//
// Each request's Authorization header, client IP and base URL reach the
// tool handlers, which use them for payment and the free limit. Nothing is
// kept between requests.
func NewMCPHandler(s *mcpserver.MCPServer, cfg MCPHandlerConfig) http.Handler {
	if cfg.MaxBodyBytes <= 0 {
		cfg.MaxBodyBytes = DefaultMCPMaxBodyBytes
	}
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	opts := []mcpserver.StreamableHTTPOption{
		mcpserver.WithStateLess(true),
		mcpserver.WithDisableStreaming(true),
		mcpserver.WithStreamableHTTPLogger(cfg.Logger),
		mcpserver.WithHTTPContextFunc(func(ctx context.Context, r *http.Request) context.Context {
			return withMCPCaller(ctx, &mcpCaller{
				Authorization: r.Header.Get("Authorization"),
				ClientIP:      ClientIP(r, cfg.TrustedProxies),
				BaseURL:       strings.TrimSuffix(ResourceURL(r, cfg.TrustedProxies), r.URL.Path),
			})
		}),
	}
	if len(cfg.AllowedHosts) > 0 {
		// Our own check replaces mcp-go's, which knows only loopback names.
		opts = append(opts, mcpserver.WithDisableLocalhostProtection(true))
	}
	h := mcpserver.NewStreamableHTTPServer(s, opts...)
	allowed := make([]string, len(cfg.AllowedHosts))
	for i, a := range cfg.AllowedHosts {
		allowed[i] = strings.ToLower(a)
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if len(allowed) > 0 && rebinding(r, allowed) {
			http.Error(w, fmt.Sprintf("Forbidden: invalid Host header %q", r.Host), http.StatusForbidden)
			return
		}
		if r.Body != nil {
			r.Body = http.MaxBytesReader(w, r.Body, cfg.MaxBodyBytes)
		}
		h.ServeHTTP(w, r)
	})
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
