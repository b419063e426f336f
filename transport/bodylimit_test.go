package transport_test

import (
	"encoding/json"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/pqs-dev/pqs/tools"
	"github.com/pqs-dev/pqs/transport"
)

// TestWorstBatchFits sends the default limits' largest batch, ten 32 KiB
// prompts of control characters (six bytes of JSON each), to the real
// handlers with their default body limits: REST and /mcp both serve it,
// and one byte of whitespace past the limit is 413 body_too_large on both.
func TestWorstBatchFits(t *testing.T) {
	p := mcpTestPrices()
	_, secret, gate := keyedStore(t, "worst batch", 0, p)
	svc := newMCPService(p)
	mcpHandler := transport.NewMCPHandler(transport.NewMCPServer(transport.MCPConfig{Service: svc, Prices: p, Gate: gate}),
		transport.MCPHandlerConfig{})
	srv := httptest.NewServer(transport.New(transport.Config{Service: svc, Prices: p, Gate: gate, MCP: mcpHandler}))
	t.Cleanup(srv.Close)
	text := "a" + strings.Repeat("\x01", tools.DefaultMaxPromptBytes-1)
	prompts := make([]string, tools.MaxBatch)
	for i := range prompts {
		prompts[i] = text
	}
	args, _ := json.Marshal(map[string]any{"prompts": prompts})
	call, _ := json.Marshal(map[string]any{"jsonrpc": "2.0", "id": 1, "method": "tools/call",
		"params": map[string]any{"name": "batch", "arguments": json.RawMessage(args)}})
	if len(args) < 6*tools.MaxBatch*tools.DefaultMaxPromptBytes-100 {
		t.Fatalf("the batch is %d bytes: not escaped at worst", len(args))
	}
	auth := "Bearer " + string(secret)
	for _, tc := range []struct {
		route string
		body  []byte
		mcp   bool
	}{{"/api/score/batch", args, false}, {"/mcp", call, true}} {
		status, body, err := postJSON(srv.Client(), srv.URL+tc.route, tc.body, auth, tc.mcp)
		if err != nil {
			t.Fatal(err)
		}
		if status != 200 || strings.Contains(string(body), `"isError":true`) {
			t.Errorf("%s, %d bytes: %d %.300s", tc.route, len(tc.body), status, body)
		}
		padded := append([]byte(strings.Repeat(" ", int(transport.DefaultMaxBodyBytes)-len(tc.body)+1)), tc.body...)
		status, body, err = postJSON(srv.Client(), srv.URL+tc.route, padded, auth, tc.mcp)
		if err != nil {
			t.Fatal(err)
		}
		if status != 413 || !strings.Contains(string(body), tools.CodeBodyTooLarge) {
			t.Errorf("%s, one byte over the limit: %d %.300s, want 413 %s", tc.route, status, body, tools.CodeBodyTooLarge)
		}
	}
}
