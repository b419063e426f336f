package transport_test

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pqs-dev/pqs/tools"
	"github.com/pqs-dev/pqs/transport"
)

// TestMCPFastPathAgrees sends the same requests to /mcp with and without
// the fast path (mcp-go alone), and checks the answers are the same JSON.
func TestMCPFastPathAgrees(t *testing.T) {
	p := mcpTestPrices()
	_, secret, gate := keyedStore(t, "fast", 0, p)
	s := transport.NewMCPServer(transport.MCPConfig{Service: newMCPService(p), Prices: p, Gate: gate, ValidateOutput: true})
	fast := httptest.NewServer(transport.NewMCPHandler(s, transport.MCPHandlerConfig{}))
	t.Cleanup(fast.Close)
	general := httptest.NewServer(transport.NewMCPHandlerGeneral(s, transport.MCPHandlerConfig{}))
	t.Cleanup(general.Close)

	const prompt = `You are an editor. Rewrite <b>this</b> & that as a table, \"quoted\".`
	call := func(id, tool, args string) string {
		return `{"jsonrpc":"2.0","id":` + id + `,"method":"tools/call","params":{"name":"` + tool + `","arguments":` + args + `}}`
	}
	key := "Bearer " + string(secret)
	for _, tc := range []struct {
		name, body, auth, version string
		fastPath                  bool // the fast path answers (else mcp-go does, on both)
	}{
		{"score", call("1", "score", `{"prompt":"`+prompt+`","vertical":"content"}`), key, "2025-11-25", true},
		{"string id, no version header", call(`"abc"`, "score", `{"prompt":"`+prompt+`"}`), key, "", true},
		{"batch", call("2", "batch", `{"prompts":["`+prompt+`",{"prompt":"Write a haiku.","vertical":"general"}]}`), key, "2025-06-18", true},
		{"score_free", call("3", "score_free", `{"prompt":"`+prompt+`"}`), "", "2025-11-25", true},
		{"optimize", call("4", "optimize", `{"prompt":"`+prompt+`"}`), key, "2025-11-25", true},
		{"no payment", call("5", "score", `{"prompt":"`+prompt+`"}`), "", "2025-11-25", true},
		{"bad key", call("6", "score", `{"prompt":"x"}`), "Bearer pqs_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "2025-11-25", true},
		{"missing prompt", call("7", "score", `{}`), key, "2025-11-25", true},
		{"null vertical", call("8", "score", `{"prompt":"x","vertical":null}`), key, "2025-11-25", true},
		{"no arguments", `{"jsonrpc":"2.0","id":9,"method":"tools/call","params":{"name":"score"}}`, key, "2025-11-25", true},
		{"null arguments", call("20", "score", `null`), key, "2025-11-25", true},
		{"null arguments, free", call("21", "score_free", ` null `), "", "2025-11-25", true},
		{"compare without a model", call("10", "compare", `{"prompt":"x"}`), key, "2025-11-25", true},
		{"score a chat", call("14", "score", `{"messages":[{"role":"system","content":"`+prompt+`"},{"role":"user","content":"<b>Go</b>"}]}`), key, "2025-11-25", true},
		{"score_free a chat", call("15", "score_free", `{"messages":[{"role":"user","content":"`+prompt+`"}],"vertical":"content"}`), "", "2025-11-25", true},
		{"batch with a chat", call("16", "batch", `{"prompts":[{"messages":[{"role":"developer","content":"`+prompt+`"},{"role":"user","content":"Go."}]},"x"]}`), key, "2025-06-18", true},
		{"optimize a chat", call("17", "optimize", `{"messages":[{"role":"user","content":"`+prompt+`"}]}`), key, "2025-11-25", true},
		{"prompt and messages", call("18", "score", `{"prompt":"x","messages":[{"role":"user","content":"y"}]}`), key, "2025-11-25", true},
		{"bad role", call("19", "score", `{"messages":[{"role":"tool","content":"y"}]}`), key, "2025-11-25", true},
		{"unknown tool", call("11", "nope", `{}`), key, "2025-11-25", false},
		{"tools/list", `{"jsonrpc":"2.0","id":12,"method":"tools/list"}`, "", "2025-11-25", false},
		{"notification", `{"jsonrpc":"2.0","method":"notifications/initialized"}`, "", "2025-11-25", false},
		{"modern revision", `{"jsonrpc":"2.0","id":13,"method":"tools/call","params":{"name":"score","arguments":{"prompt":"x"},` +
			`"_meta":{"io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientInfo":{"name":"t","version":"1"},` +
			`"io.modelcontextprotocol/clientCapabilities":{}}}}`, key, "2026-07-28", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			post := func(url string) (int, string, []byte) {
				req, _ := http.NewRequest(http.MethodPost, url, strings.NewReader(tc.body))
				req.Host = "localhost" // the same on both servers, for the texts that name it
				req.Header.Set("Content-Type", "application/json")
				req.Header.Set("Accept", "application/json, text/event-stream")
				if tc.version != "" {
					req.Header.Set("MCP-Protocol-Version", tc.version)
				}
				if tc.version == "2026-07-28" {
					req.Header.Set("Mcp-Method", "tools/call")
					req.Header.Set("Mcp-Name", "score")
				}
				if tc.auth != "" {
					req.Header.Set("Authorization", tc.auth)
				}
				resp, err := http.DefaultClient.Do(req)
				if err != nil {
					t.Fatal(err)
				}
				defer resp.Body.Close()
				b, _ := io.ReadAll(resp.Body)
				return resp.StatusCode, resp.Header.Get("Content-Type"), b
			}
			fs, fct, fb := post(fast.URL)
			gs, gct, gb := post(general.URL)
			if fs != gs || fct != gct {
				t.Fatalf("fast path %d %q, mcp-go %d %q\nfast: %s\nmcp-go: %s", fs, fct, gs, gct, fb, gb)
			}
			var fv, gv any
			if len(gb) > 0 || len(fb) > 0 {
				if err := json.Unmarshal(fb, &fv); err != nil {
					t.Fatalf("fast path answer %q: %v", fb, err)
				}
				if err := json.Unmarshal(gb, &gv); err != nil {
					t.Fatalf("mcp-go answer %q: %v", gb, err)
				}
			}
			// Null arguments are absent arguments on both paths.
			if strings.HasPrefix(tc.name, "null arguments") && !strings.Contains(string(fb), tools.CodeMissingPrompt) {
				t.Errorf("null arguments: %s, want %s", fb, tools.CodeMissingPrompt)
			}
			if d := cmp.Diff(gv, fv); d != "" {
				t.Errorf("answers differ (-mcp-go +fast path):\n%s", d)
			}
			// mcp-go escapes <, > and & in JSON; the fast path does not:
			// which one answered shows.
			if took := !strings.Contains(string(fb), `\u003c`) && strings.Contains(string(gb), `\u003c`); took != tc.fastPath && strings.Contains(tc.body, "<b>") {
				t.Errorf("fast path answered = %v, want %v", took, tc.fastPath)
			}
		})
	}
}
