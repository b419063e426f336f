package transport_test

import (
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/scoring"
	"github.com/pqs-dev/pqs/tools"
	"github.com/pqs-dev/pqs/transport"
)

var parityPrompts = []string{
	"hi",
	"Write a haiku.",
	"Write a blog post about Bitcoin.",
	"Explain the Bitcoin halving to a retail investor in 3 short paragraphs, with the risks.",
	"Summarize the attached paper. Cite every claim with the page number.",
	"You are a senior copywriter. Write a 120-word product description of our noise-cancelling headphones for commuters, in a warm tone, as one paragraph.",
	mcpPrompt,
	"Translate the following text into French:\n\"\"\"\nThe meeting is moved to Thursday at 10 am.\n\"\"\"",
	"List 5 ideas.",
	"Act as a Linux terminal. I will type commands and you will reply with what the terminal should show, inside one code block, and nothing else. First command: pwd",
}

// restPost posts body to a REST route and decodes the 200 answer into out.
func restPost(t *testing.T, url, key string, body any, out any) {
	t.Helper()
	b, _ := json.Marshal(body)
	req, _ := http.NewRequest(http.MethodPost, url, bytes.NewReader(b))
	req.Header.Set("Content-Type", "application/json")
	if key != "" {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK {
		t.Fatalf("POST %s: %d %s", url, resp.StatusCode, raw)
	}
	if err := json.Unmarshal(raw, out); err != nil {
		t.Fatal(err)
	}
}

// TestMCPRESTParity sends the same prompts through REST (a loopback HTTP
// server with a real key store) and MCP (in-process mcp-go client) and
// compares the results field for field.
func TestMCPRESTParity(t *testing.T) {
	p := payments.DefaultPrices()
	_, secret, gate := keyedStore(t, "parity", 0, p)
	svc := newMCPService(p)
	rest := httptest.NewServer(transport.New(transport.Config{Service: svc, Gate: gate, Prices: p}))
	defer rest.Close()
	key := string(secret)
	c := mcpInProcess(t, transport.NewMCPServer(transport.MCPConfig{Service: svc, Prices: p, Local: true, ValidateOutput: true}), mcp.LATEST_PROTOCOL_VERSION)

	viaMCP := func(tool string, args map[string]any, out any) {
		t.Helper()
		res := mcpCall(t, c, tool, args, nil)
		if res.IsError {
			t.Fatalf("%s: %s", tool, mcpText(res, 0))
		}
		mcpRemarshal(t, res.StructuredContent, out)
	}
	for _, prompt := range parityPrompts {
		for _, v := range scoring.Verticals() {
			args := map[string]any{"prompt": prompt, "vertical": string(v)}

			var rs, ms tools.ScoreResult
			restPost(t, rest.URL+"/api/score", key, args, &rs)
			viaMCP(tools.OpScore, args, &ms)
			if d := cmp.Diff(rs, ms); d != "" {
				t.Errorf("score %q %s (-REST +MCP):\n%s", prompt, v, d)
			}

			var rf, mf tools.FreeResult
			restPost(t, rest.URL+"/api/score/free", "", args, &rf)
			viaMCP(tools.OpScoreFree, args, &mf)
			if d := cmp.Diff(rf, mf); d != "" {
				t.Errorf("free %q %s (-REST +MCP):\n%s", prompt, v, d)
			}

			var ro, mo tools.FullResult
			restPost(t, rest.URL+"/api/score/full", key, args, &ro)
			viaMCP(tools.OpFull, args, &mo)
			if d := cmp.Diff(ro, mo); d != "" {
				t.Errorf("optimize %q %s (-REST +MCP):\n%s", prompt, v, d)
			}
		}
	}
	items := []any{}
	for i, prompt := range parityPrompts {
		if i%2 == 0 {
			items = append(items, prompt)
		} else {
			items = append(items, map[string]any{"prompt": prompt, "vertical": "content"})
		}
	}
	args := map[string]any{"prompts": items}
	var rb, mb tools.BatchResult
	restPost(t, rest.URL+"/api/score/batch", key, args, &rb)
	viaMCP(tools.OpBatch, args, &mb)
	if d := cmp.Diff(rb, mb); d != "" {
		t.Errorf("batch (-REST +MCP):\n%s", d)
	}
}
