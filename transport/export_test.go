package transport

import "net/http"

// NewMCPHandlerGeneral is NewMCPHandler without its fast path: every
// request goes through mcp-go. Tests compare the two.
func NewMCPHandlerGeneral(s *MCPServer, cfg MCPHandlerConfig) http.Handler {
	return newMCPHandler(s, cfg, false)
}
