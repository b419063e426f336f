package transport_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/mark3labs/mcp-go/client"
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

// restMCP serves the same service over REST, behind a gate that takes one
// API key, and over an in-process MCP client, to compare the two.
type restMCP struct {
	t    *testing.T
	rest string // the REST server's URL
	key  string // the API key's secret
	c    *client.Client
}

func newRestMCP(t *testing.T, keyName string) *restMCP {
	t.Helper()
	p := payments.DefaultPrices()
	_, secret, gate := keyedStore(t, keyName, 0, p)
	svc := newMCPService(p)
	rest := httptest.NewServer(transport.New(transport.Config{Service: svc, Gate: gate, Prices: p}))
	t.Cleanup(rest.Close)
	c := mcpInProcess(t, transport.NewMCPServer(transport.MCPConfig{Service: svc, Prices: p, Local: true, ValidateOutput: true}), mcp.LATEST_PROTOCOL_VERSION)
	return &restMCP{t: t, rest: rest.URL, key: string(secret), c: c}
}

// viaMCP calls tool and decodes its structured content into out.
func (r *restMCP) viaMCP(tool string, args map[string]any, out any) {
	r.t.Helper()
	res := mcpCall(r.t, r.c, tool, args, nil)
	if res.IsError {
		r.t.Fatalf("%s: %s", tool, mcpText(res, 0))
	}
	mcpRemarshal(r.t, res.StructuredContent, out)
}

// restMCPRoutes are the REST routes of the tools, and whether they take
// the API key (the free probe does not).
var restMCPRoutes = map[string]struct {
	path  string
	keyed bool
}{
	tools.OpScore:     {"/api/score", true},
	tools.OpScoreFree: {"/api/score/free", false},
	tools.OpFull:      {"/api/score/full", true},
	tools.OpBatch:     {"/api/score/batch", true},
}

// viaBoth calls tool with args over REST and over MCP, reports where the
// two results differ (what names the call), and returns the REST one.
func viaBoth[T any](r *restMCP, tool string, args map[string]any, what string) T {
	r.t.Helper()
	route := restMCPRoutes[tool]
	key := ""
	if route.keyed {
		key = r.key
	}
	var viaREST, viaMCP T
	restPost(r.t, r.rest+route.path, key, args, &viaREST)
	r.viaMCP(tool, args, &viaMCP)
	if d := cmp.Diff(viaREST, viaMCP); d != "" {
		r.t.Errorf("%s (-REST +MCP):\n%s", what, d)
	}
	return viaREST
}

// TestMCPRESTParity sends the same prompts through REST (a loopback HTTP
// server with a real key store) and MCP (in-process mcp-go client) and
// compares the results field for field.
func TestMCPRESTParity(t *testing.T) {
	rm := newRestMCP(t, "parity")
	for _, prompt := range parityPrompts {
		for _, v := range scoring.Verticals() {
			args := map[string]any{"prompt": prompt, "vertical": string(v)}
			viaBoth[tools.ScoreResult](rm, tools.OpScore, args, fmt.Sprintf("score %q %s", prompt, v))
			viaBoth[tools.FreeResult](rm, tools.OpScoreFree, args, fmt.Sprintf("free %q %s", prompt, v))
			viaBoth[tools.FullResult](rm, tools.OpFull, args, fmt.Sprintf("optimize %q %s", prompt, v))
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
	viaBoth[tools.BatchResult](rm, tools.OpBatch, map[string]any{"prompts": items}, "batch")
}
