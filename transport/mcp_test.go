package transport_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	mcptransport "github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/promptfile"
	"github.com/pqs-dev/pqs/ratelimit"
	"github.com/pqs-dev/pqs/scoring"
	"github.com/pqs-dev/pqs/storage/sqlite"
	"github.com/pqs-dev/pqs/storage/sqlite/sqlitetest"
	"github.com/pqs-dev/pqs/tools"
	"github.com/pqs-dev/pqs/transport"
)

// mcpVersions are the protocol revisions clients use today: the stateless
// 2026-07-28 (mcp-go's default) and the session-era 2025-11-25 (the TS SDK,
// Claude, Cursor).
var mcpVersions = []string{mcp.ProtocolVersion20260728, mcp.ProtocolVersion20251125}

// mcpTestPrices differ from the defaults, to show descriptions follow the table.
func mcpTestPrices() payments.PriceTable {
	return payments.PriceTable{
		{Operation: "score", Route: "/api/score", USD: "0.031"},
		{Operation: "batch", Route: "/api/score/batch", USD: "0.32"},
		{Operation: "optimize", Route: "/api/score/full", USD: "0.17"},
		{Operation: "compare", Route: "/api/score/compare", USD: "1.9"},
	}
}

func newMCPService(prices payments.PriceTable) *tools.Service {
	return tools.New(tools.Config{Prices: prices.ByOperation()})
}

// localMCP is the stdio configuration: no payment.
func localMCP() *transport.MCPServer {
	p := mcpTestPrices()
	return transport.NewMCPServer(transport.MCPConfig{
		Service: newMCPService(p), Prices: p, Local: true, ValidateOutput: true,
	})
}

func mcpInProcess(t *testing.T, s *transport.MCPServer, version string) *client.Client {
	t.Helper()
	c, err := client.NewInProcessClientWithOptions(s.MCPServer, client.WithProtocolVersion(version))
	if err != nil {
		t.Fatal(err)
	}
	mcpInit(t, c)
	return c
}

func mcpInit(t *testing.T, c *client.Client) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	if err := c.Start(ctx); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close() })
	var init mcp.InitializeRequest
	init.Params.ClientInfo = mcp.Implementation{Name: "pqs-test", Version: "0"}
	init.Params.ProtocolVersion = mcp.LATEST_PROTOCOL_VERSION
	if _, err := c.Initialize(ctx, init); err != nil {
		t.Fatalf("initialize: %v", err)
	}
}

func mcpCall(t *testing.T, c *client.Client, name string, args any, meta map[string]any) *mcp.CallToolResult {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	var req mcp.CallToolRequest
	req.Params.Name = name
	req.Params.Arguments = args
	if meta != nil {
		req.Params.Meta = mcp.NewMetaFromMap(meta)
	}
	res, err := c.CallTool(ctx, req)
	if err != nil {
		t.Fatalf("call %s: JSON-RPC error %v (user errors must be isError results)", name, err)
	}
	return res
}

func mcpText(res *mcp.CallToolResult, i int) string {
	if i >= len(res.Content) {
		return ""
	}
	if tc, ok := mcp.AsTextContent(res.Content[i]); ok {
		return tc.Text
	}
	return ""
}

func mcpListTools(t *testing.T, c *client.Client) []mcp.Tool {
	t.Helper()
	res, err := c.ListTools(context.Background(), mcp.ListToolsRequest{})
	if err != nil {
		t.Fatal(err)
	}
	return res.Tools
}

// mcpOutputSchemas compiles each tool's output schema with an
// independent JSON Schema validator.
func mcpOutputSchemas(t *testing.T, list []mcp.Tool) map[string]*jsonschema.Schema {
	t.Helper()
	out := make(map[string]*jsonschema.Schema)
	for _, tl := range list {
		out[tl.Name] = compileSchema(t, tl.Name+" output schema", tl.OutputSchema)
	}
	return out
}

// schemaValue returns v, marshalled to JSON, as the validator reads it.
func schemaValue(t *testing.T, v any) (any, []byte) {
	t.Helper()
	raw, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
	if err != nil {
		t.Fatal(err)
	}
	return doc, raw
}

// compileSchema compiles schema, any value that marshals to a JSON
// Schema; name says which in a failure.
func compileSchema(t *testing.T, name string, schema any) *jsonschema.Schema {
	t.Helper()
	doc, _ := schemaValue(t, schema)
	c := jsonschema.NewCompiler()
	if err := c.AddResource("mem://schema.json", doc); err != nil {
		t.Fatal(err)
	}
	s, err := c.Compile("mem://schema.json")
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return s
}

func mcpCheckStructured(t *testing.T, schemas map[string]*jsonschema.Schema, name string, res *mcp.CallToolResult) {
	t.Helper()
	if res.IsError {
		t.Fatalf("%s: error result: %s", name, mcpText(res, 0))
	}
	if res.StructuredContent == nil {
		t.Fatalf("%s: no structuredContent", name)
	}
	v, raw := schemaValue(t, res.StructuredContent)
	if err := schemas[name].Validate(v); err != nil {
		t.Errorf("%s: structuredContent does not match the output schema: %v\n%s", name, err, raw)
	}
	if mcpText(res, 0) == "" {
		t.Errorf("%s: no text summary", name)
	}
}

func TestMCPToolsList(t *testing.T) {
	for _, local := range []bool{true, false} {
		for _, v := range mcpVersions {
			t.Run(fmt.Sprintf("local=%v/%s", local, v), func(t *testing.T) {
				p := mcpTestPrices()
				s := transport.NewMCPServer(transport.MCPConfig{Service: newMCPService(p), Prices: p, Local: local})
				list := mcpListTools(t, mcpInProcess(t, s, v))
				var names []string
				for _, tl := range list {
					names = append(names, tl.Name)
				}
				slices.Sort(names)
				want := slices.Sorted(slices.Values(transport.ToolNames()))
				if !slices.Equal(names, want) {
					t.Fatalf("tools = %v, want %v", names, want)
				}
				mcpOutputSchemas(t, list)
				for _, tl := range list {
					mcpCheckTool(t, tl, local, p)
				}
			})
		}
	}
}

func mcpCheckTool(t *testing.T, tl mcp.Tool, local bool, prices payments.PriceTable) {
	t.Helper()
	a := tl.Annotations
	if a.ReadOnlyHint == nil || a.DestructiveHint == nil || a.IdempotentHint == nil || a.OpenWorldHint == nil {
		t.Fatalf("%s: annotations not all set: %+v", tl.Name, a)
	}
	// optimize and compare call a model: each call is a new (billed) model
	// call with a new answer, so neither read-only nor idempotent.
	callsModel := tl.Name == tools.OpFull || tl.Name == tools.OpCompare
	if *a.ReadOnlyHint == callsModel || *a.DestructiveHint || *a.IdempotentHint == callsModel || *a.OpenWorldHint != callsModel {
		t.Errorf("%s: annotations readOnly=%v destructive=%v idempotent=%v openWorld=%v, want %v false %v %v",
			tl.Name, *a.ReadOnlyHint, *a.DestructiveHint, *a.IdempotentHint, *a.OpenWorldHint, !callsModel, !callsModel, callsModel)
	}
	if tl.OutputSchema.Type != "object" || len(tl.OutputSchema.Properties) == 0 {
		t.Errorf("%s: no output schema", tl.Name)
	}
	if len(tl.Description) < 100 {
		t.Errorf("%s: description too thin: %q", tl.Name, tl.Description)
	}
	if p, ok := prices.Lookup(tl.Name); ok {
		hasPrice := strings.Contains(tl.Description, "$"+p.USD+" per call")
		if hasPrice == local {
			t.Errorf("%s (local=%v): description %q: price $%s stated = %v", tl.Name, local, tl.Description, p.USD, hasPrice)
		}
	}
	in := tl.InputSchema
	if in.AdditionalProperties != false {
		t.Errorf("%s: input schema allows additional properties", tl.Name)
	}
	wantVerticals := make([]any, 0)
	for _, v := range scoring.Verticals() {
		wantVerticals = append(wantVerticals, string(v))
	}
	var props map[string]any
	if tl.Name == tools.OpBatch {
		if !slices.Equal(in.Required, []string{"prompts"}) {
			t.Errorf("batch: required = %v", in.Required)
		}
		arr := in.Properties["prompts"].(map[string]any)
		if arr["type"] != "array" || arr["minItems"] != float64(1) || arr["maxItems"] != float64(tools.MaxBatch) {
			t.Errorf("batch: prompts = %v, want an array of 1..%d", arr, tools.MaxBatch)
		}
		items := arr["items"].(map[string]any)["anyOf"].([]any)
		props = items[0].(map[string]any)["properties"].(map[string]any)
		chat := items[1].(map[string]any)
		if !slices.Equal(anyStrings(chat["required"]), []string{"messages"}) {
			t.Errorf("batch: the chat item requires %v, want messages", chat["required"])
		}
		checkMessagesSchema(t, tl.Name, chat["properties"].(map[string]any)["messages"])
	} else {
		// Exactly one of prompt and messages: the decoder checks it, as a
		// top-level oneOf is not portable.
		if len(in.Required) != 0 {
			t.Errorf("%s: required = %v, want none", tl.Name, in.Required)
		}
		props = in.Properties
		checkMessagesSchema(t, tl.Name, props["messages"])
	}
	if props["prompt"].(map[string]any)["type"] != "string" {
		t.Errorf("%s: prompt is not a string", tl.Name)
	}
	if got := props["vertical"].(map[string]any)["enum"]; fmt.Sprint(got) != fmt.Sprint(wantVerticals) {
		t.Errorf("%s: vertical enum = %v, want %v", tl.Name, got, wantVerticals)
	}
}

// checkMessagesSchema checks the schema of "messages": an array of
// {role, content} objects, role one of promptfile.Roles.
func checkMessagesSchema(t *testing.T, tool string, schema any) {
	t.Helper()
	m, _ := schema.(map[string]any)
	items, _ := m["items"].(map[string]any)
	props, _ := items["properties"].(map[string]any)
	role, _ := props["role"].(map[string]any)
	if m["type"] != "array" || items["type"] != "object" || !slices.Equal(anyStrings(items["required"]), []string{"role", "content"}) ||
		!slices.Equal(anyStrings(role["enum"]), promptfile.Roles()) || items["additionalProperties"] != false {
		t.Errorf("%s: messages schema = %v", tool, schema)
	}
}

// anyStrings reads a []string that may have come through JSON as []any.
func anyStrings(v any) []string {
	switch s := v.(type) {
	case []string:
		return s
	case []any:
		out := make([]string, 0, len(s))
		for _, e := range s {
			str, _ := e.(string)
			out = append(out, str)
		}
		return out
	}
	return nil
}

const mcpPrompt = "You are a senior tax accountant. Explain to a first-time freelancer in Germany how quarterly VAT pre-registrations work, in at most 200 words, as a numbered list. Think step by step: first the deadlines, then the forms. Example item: \"1. File by the 10th of the following month.\""

func TestMCPCallEachTool(t *testing.T) {
	for _, v := range mcpVersions {
		t.Run(v, func(t *testing.T) {
			c := mcpInProcess(t, localMCP(), v)
			schemas := mcpOutputSchemas(t, mcpListTools(t, c))
			args := map[string]any{"prompt": mcpPrompt, "vertical": "general"}

			for _, name := range []string{tools.OpScoreFree, tools.OpScore, tools.OpFull} {
				res := mcpCall(t, c, name, args, nil)
				mcpCheckStructured(t, schemas, name, res)
			}
			res := mcpCall(t, c, tools.OpBatch, map[string]any{"prompts": []any{
				map[string]any{"prompt": mcpPrompt, "vertical": "research"}, "Write a blog post about Bitcoin.",
			}}, nil)
			mcpCheckStructured(t, schemas, tools.OpBatch, res)
			var br tools.BatchResult
			mcpRemarshal(t, res.StructuredContent, &br)
			if br.BatchSize != 2 || br.Results[0].Vertical != "research" || br.Results[1].Vertical != "general" {
				t.Errorf("batch: %+v", br)
			}

			res = mcpCall(t, c, tools.OpCompare, args, nil)
			if !res.IsError || !strings.Contains(mcpText(res, 0), tools.CodeModelNotConfigured) || res.StructuredContent != nil {
				t.Errorf("compare without a model: isError=%v text=%q structured=%v", res.IsError, mcpText(res, 0), res.StructuredContent)
			}
		})
	}
}

func mcpRemarshal(t *testing.T, from, to any) {
	t.Helper()
	b, err := json.Marshal(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(b, to); err != nil {
		t.Fatal(err)
	}
}

func TestMCPSummaryText(t *testing.T) {
	c := mcpInProcess(t, localMCP(), mcp.LATEST_PROTOCOL_VERSION)
	res := mcpCall(t, c, tools.OpScore, map[string]any{"prompt": "Write a poem."}, nil)
	var sr tools.ScoreResult
	mcpRemarshal(t, res.StructuredContent, &sr)
	text := mcpText(res, 0)
	for _, want := range []string{
		fmt.Sprintf("Score %d/80, grade %s, percentile %d", sr.Score, sr.Grade, sr.Percentile),
		"Weakest: ", "Top fixes",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("score text lacks %q:\n%s", want, text)
		}
	}
	for _, f := range sr.TopFixes {
		if !strings.Contains(text, f) {
			t.Errorf("score text lacks fix %q", f)
		}
	}
}

func TestMCPErrors(t *testing.T) {
	big := strings.Repeat("a", tools.DefaultMaxPromptBytes+1)
	eleven := make([]any, 11)
	for i := range eleven {
		eleven[i] = "Summarize this."
	}
	for _, tc := range []struct {
		name string
		tool string
		args any
		want []string // substrings of the error text
	}{
		{"missing prompt", tools.OpScore, map[string]any{}, []string{tools.CodeMissingPrompt, `field "prompt"`}},
		{"empty prompt", tools.OpScore, map[string]any{"prompt": "   "}, []string{tools.CodeEmptyPrompt, `field "prompt"`}},
		{"invisible prompt", tools.OpScore, map[string]any{"prompt": "\u200b\ufeff\x00"}, []string{tools.CodeEmptyPrompt, `field "prompt"`}},
		{"marks alone", tools.OpScore, map[string]any{"prompt": strings.Repeat("\u0301", 50)}, []string{tools.CodeEmptyPrompt, `field "prompt"`}},
		{"private use and replacement characters", tools.OpScore, map[string]any{"prompt": "\ue000\uf8ff\ufffc\ufffd"}, []string{tools.CodeEmptyPrompt, `field "prompt"`}},
		{"too large", tools.OpScoreFree, map[string]any{"prompt": big}, []string{tools.CodePromptTooLarge, `field "prompt"`}},
		{"unknown vertical", tools.OpScore, map[string]any{"prompt": "x", "vertical": "legal"}, []string{tools.CodeUnknownVertical, "general, crypto, content, research", `field "vertical"`}},
		{"null vertical", tools.OpScore, map[string]any{"prompt": "x", "vertical": nil}, []string{tools.CodeInvalidField, "/vertical"}},
		{"wrong type", tools.OpScore, map[string]any{"prompt": 42}, []string{tools.CodeInvalidField, `field "prompt"`}},
		{"unknown field", tools.OpFull, map[string]any{"prompt": "x", "temperature": 1}, []string{tools.CodeInvalidField, `field "temperature"`}},
		{"empty batch", tools.OpBatch, map[string]any{"prompts": []any{}}, []string{tools.CodeBatchSize}},
		{"batch without prompts", tools.OpBatch, map[string]any{}, []string{"missing_prompts", `field "prompts"`}},
		{"batch of 11", tools.OpBatch, map[string]any{"prompts": eleven}, []string{tools.CodeBatchSize, "got 11"}},
		{"batch item number", tools.OpBatch, map[string]any{"prompts": []any{"ok", 7}}, []string{tools.CodeInvalidField, "prompts[1]"}},
		{"blank batch item", tools.OpBatch, map[string]any{"prompts": []any{"ok", "  "}}, []string{tools.CodeEmptyPrompt, "prompts[1].prompt"}},
		{"no model", tools.OpCompare, map[string]any{"prompt": "x"}, []string{tools.CodeModelNotConfigured}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := mcpInProcess(t, localMCP(), mcp.LATEST_PROTOCOL_VERSION)
			res := mcpCall(t, c, tc.tool, tc.args, nil)
			if !res.IsError {
				t.Fatalf("not an error result: %s", mcpText(res, 0))
			}
			if res.StructuredContent != nil {
				t.Errorf("error result has structuredContent %v", res.StructuredContent)
			}
			for _, w := range tc.want {
				if !strings.Contains(mcpText(res, 0), w) {
					t.Errorf("text %q lacks %q", mcpText(res, 0), w)
				}
			}
		})
	}
}

// mcpHTTP is MCP over streamable HTTP on a loopback port with a real
// SQLite key store behind the gate.
type mcpHTTP struct {
	url   string
	store *sqlite.DB
}

func startMCPHTTP(t *testing.T, freeLimit int) *mcpHTTP {
	t.Helper()
	db := sqlitetest.Open(t)
	p := mcpTestPrices()
	gate := keyGate(t, db, p)
	cfg := transport.MCPConfig{Service: newMCPService(p), Prices: p, Gate: gate, ValidateOutput: true}
	if freeLimit > 0 {
		cfg.FreeLimiter = ratelimit.NewMemory(freeLimit, time.Minute, nil)
		cfg.FreeLimit = freeLimit
	}
	mux := http.NewServeMux()
	mux.Handle("/mcp", transport.NewMCPHandler(transport.NewMCPServer(cfg), transport.MCPHandlerConfig{}))
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return &mcpHTTP{url: srv.URL + "/mcp", store: db}
}

func (h *mcpHTTP) newKey(t *testing.T) payments.Secret {
	t.Helper()
	secret, k, err := payments.NewKey("mcp-test", 0, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	if err := h.store.CreateKey(context.Background(), k); err != nil {
		t.Fatal(err)
	}
	return secret
}

func (h *mcpHTTP) client(t *testing.T, version string, headers map[string]string) *client.Client {
	t.Helper()
	tr, err := mcptransport.NewStreamableHTTP(h.url, mcptransport.WithHTTPHeaders(headers))
	if err != nil {
		t.Fatal(err)
	}
	c := client.NewClient(tr, client.WithProtocolVersion(version))
	mcpInit(t, c)
	return c
}

func TestMCPHTTPPaid(t *testing.T) {
	h := startMCPHTTP(t, 0)
	key := h.newKey(t)
	for _, v := range mcpVersions {
		t.Run(v, func(t *testing.T) {
			anon := h.client(t, v, nil)
			listed := mcpListTools(t, anon)
			schemas := mcpOutputSchemas(t, listed)
			for _, tl := range listed {
				if strings.Contains(tl.Description, "x402") {
					t.Errorf("%s: x402 is off, but the description offers it: %q", tl.Name, tl.Description)
				}
			}

			// score_free needs nothing.
			mcpCheckStructured(t, schemas, tools.OpScoreFree, mcpCall(t, anon, tools.OpScoreFree, map[string]any{"prompt": mcpPrompt}, nil))

			// Paid tools without a key or payment: the x402 requirements in
			// structuredContent and content[0].text, and a hint for people.
			for _, name := range []string{tools.OpScore, tools.OpBatch, tools.OpFull, tools.OpCompare} {
				args := map[string]any{"prompt": mcpPrompt}
				if name == tools.OpBatch {
					args = map[string]any{"prompts": []any{mcpPrompt}}
				}
				res := mcpCall(t, anon, name, args, nil)
				if !res.IsError || res.StructuredContent == nil {
					t.Fatalf("%s without payment: isError=%v structured=%v", name, res.IsError, res.StructuredContent)
				}
				var pr struct {
					X402Version int    `json:"x402Version"`
					Error       string `json:"error"`
					Resource    struct {
						URL string `json:"url"`
					} `json:"resource"`
					Accepts []any `json:"accepts"`
				}
				if err := json.Unmarshal([]byte(mcpText(res, 0)), &pr); err != nil {
					t.Fatalf("%s: content[0] is not PaymentRequired JSON: %v: %q", name, err, mcpText(res, 0))
				}
				if pr.X402Version != 2 || pr.Resource.URL != "mcp://tool/"+name || pr.Accepts == nil || pr.Error == "" {
					t.Errorf("%s: PaymentRequired = %+v", name, pr)
				}
				p, _ := mcpTestPrices().Lookup(name)
				if hint := mcpText(res, 1); !strings.Contains(hint, "$"+p.USD) || !strings.Contains(hint, "Authorization: Bearer") {
					t.Errorf("%s: hint %q lacks the price or the bearer key", name, hint)
				}
				checkPayHint(t, mcpText(res, 1), false)
			}

			// Bad input is refused before any payment question.
			res := mcpCall(t, anon, tools.OpScore, map[string]any{"prompt": " "}, nil)
			if !strings.Contains(mcpText(res, 0), tools.CodeEmptyPrompt) {
				t.Errorf("blank prompt without a key: %q", mcpText(res, 0))
			}

			// With a key from the real key store: success, metered.
			keyed := h.client(t, v, map[string]string{"Authorization": "Bearer " + string(key)})
			mcpCheckStructured(t, schemas, tools.OpScore, mcpCall(t, keyed, tools.OpScore, map[string]any{"prompt": mcpPrompt}, nil))
			mcpCheckStructured(t, schemas, tools.OpBatch, mcpCall(t, keyed, tools.OpBatch, map[string]any{"prompts": []any{mcpPrompt, "Write a haiku."}}, nil))
			mcpCheckStructured(t, schemas, tools.OpFull, mcpCall(t, keyed, tools.OpFull, map[string]any{"prompt": mcpPrompt}, nil))
			res = mcpCall(t, keyed, tools.OpCompare, map[string]any{"prompt": mcpPrompt}, nil)
			if !res.IsError || !strings.Contains(mcpText(res, 0), tools.CodeModelNotConfigured) {
				t.Errorf("compare with a key and no model: %q", mcpText(res, 0))
			}

			// Unknown and malformed keys.
			for _, auth := range []string{"Bearer pqs_" + strings.Repeat("x", 32), "Basic Zm9vOmJhcg=="} {
				bad := h.client(t, v, map[string]string{"Authorization": auth})
				res := mcpCall(t, bad, tools.OpScore, map[string]any{"prompt": mcpPrompt}, nil)
				if !res.IsError || !strings.Contains(mcpText(res, 0), tools.CodeInvalidAPIKey) {
					t.Errorf("%q: %q", auth, mcpText(res, 0))
				}
			}
		})
	}
	// Each version made score, batch and optimize once; compare failed and
	// was not charged.
	keys, err := h.store.ListKeys(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	usage, err := h.store.Usage(context.Background(), keys[0].ID)
	if err != nil {
		t.Fatal(err)
	}
	n := int64(len(mcpVersions))
	want := map[string]int64{"mcp://tool/score": n, "mcp://tool/batch": n, "mcp://tool/optimize": n}
	if fmt.Sprint(usage) != fmt.Sprint(want) {
		t.Errorf("usage = %v, want %v", usage, want)
	}
	if keys[0].Used != 3*n {
		t.Errorf("key used = %d, want %d (failed calls are released)", keys[0].Used, 3*n)
	}
}

func TestMCPHTTPFreeLimit(t *testing.T) {
	h := startMCPHTTP(t, 2)
	c := h.client(t, mcp.LATEST_PROTOCOL_VERSION, nil)
	for i := range 3 {
		res := mcpCall(t, c, tools.OpScoreFree, map[string]any{"prompt": mcpPrompt}, nil)
		if limited := res.IsError; limited != (i == 2) {
			t.Fatalf("call %d: isError=%v: %s", i+1, res.IsError, mcpText(res, 0))
		}
		if i == 2 && !strings.Contains(mcpText(res, 0), "rate_limited") || i == 2 && !strings.Contains(mcpText(res, 0), "Retry after 30 s") {
			t.Errorf("limited text = %q", mcpText(res, 0))
		}
	}
}

func TestMCPHTTPMalformedPayment(t *testing.T) {
	h := startMCPHTTP(t, 0)
	c := h.client(t, mcp.LATEST_PROTOCOL_VERSION, nil)
	res := mcpCall(t, c, tools.OpScore, map[string]any{"prompt": mcpPrompt}, map[string]any{"x402/payment": 42})
	if !res.IsError || !strings.Contains(mcpText(res, 0), tools.CodePaymentMalformed) {
		t.Errorf("numeric payment: %q", mcpText(res, 0))
	}
}

func TestMCPHTTPHostCheck(t *testing.T) {
	p := mcpTestPrices()
	s := transport.NewMCPServer(transport.MCPConfig{Service: newMCPService(p), Prices: p})
	for _, tc := range []struct {
		allowed []string
		host    string
		want    int
	}{
		{nil, "localhost", http.StatusOK},
		{nil, "evil.example", http.StatusForbidden},
		{[]string{"pqs.example.com"}, "pqs.example.com", http.StatusOK},
		{[]string{"pqs.example.com"}, "127.0.0.1:1234", http.StatusOK},
		{[]string{"pqs.example.com"}, "evil.example", http.StatusForbidden},
	} {
		srv := httptest.NewServer(transport.NewMCPHandler(s, transport.MCPHandlerConfig{AllowedHosts: tc.allowed}))
		req, _ := http.NewRequest(http.MethodPost, srv.URL+"/mcp", strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"ping"}`))
		req.Host = tc.host
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/json, text/event-stream")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != tc.want {
			t.Errorf("allowed %v, Host %q: status %d, want %d", tc.allowed, tc.host, resp.StatusCode, tc.want)
		}
		srv.Close()
	}
}

// TestMCPInputSchemaAgrees checks that the declared input schemas and the
// decoders behind the tools accept the same arguments.
func TestMCPInputSchemaAgrees(t *testing.T) {
	c := mcpInProcess(t, localMCP(), mcp.LATEST_PROTOCOL_VERSION)
	schemas := map[string]*jsonschema.Schema{}
	for _, tl := range mcpListTools(t, c) {
		schemas[tl.Name] = compileSchema(t, tl.Name+" input schema", tl.InputSchema)
	}
	const chat = `[{"role":"system","content":"You are a poet."},{"role":"user","content":"Write a haiku."}]`
	for _, tc := range []struct {
		tool, args string
		// exactlyOne marks arguments that only the rule "exactly one of
		// prompt and messages" refuses: the schema cannot say it portably
		// (no oneOf at the top level), so the tool refuses what the schema
		// lets through.
		exactlyOne bool
	}{
		{"score", `{"prompt":"Write a haiku."}`, false},
		{"score", `{"messages":` + chat + `}`, false},
		{"score", `{"messages":` + chat + `,"vertical":"content"}`, false},
		{"score", `{"messages":[{"role":"bot","content":"a"}]}`, false},
		{"score", `{"messages":[{"role":"user","content":1}]}`, false},
		{"score", `{"messages":[{"role":"user"}]}`, false},
		{"score", `{"messages":[{"role":"user","content":"a","name":"x"}]}`, false},
		{"score", `{"messages":[]}`, false},
		{"score", `{"messages":"Write a haiku."}`, false},
		{"score", `{"messages":["Write a haiku."]}`, false},
		{"score", `{"prompt":"Write a haiku.","messages":` + chat + `}`, true},
		{"score", `{"vertical":"crypto"}`, true},
		{"batch", `{"prompts":[{"messages":` + chat + `},"b"]}`, false},
		{"batch", `{"prompts":[{"messages":` + chat + `,"prompt":"a"}]}`, false},
		{"batch", `{"prompts":[{"messages":[{"role":"bot","content":"a"}]}]}`, false},
		{"score", `{"prompt":"Write a haiku.","vertical":"content"}`, false},
		{"score", `{"prompt":"Write a haiku.","vertical":"Content"}`, false},
		{"score", `{"prompt":"Write a haiku.","vertical":""}`, false},
		{"score", `{"prompt":"Write a haiku.","vertical":null}`, false},
		{"score", `{"prompt":"Write a haiku.","vertical":3}`, false},
		{"score", `{"prompt":["a"]}`, false},
		{"score", `{"prompt":"Write a haiku.","extra":true}`, false},
		{"score", `{}`, true},
		{"batch", `{"prompts":["a","b"]}`, false},
		{"batch", `{"prompts":[{"prompt":"a","vertical":"crypto"},"b"]}`, false},
		{"batch", `{"prompts":[{"prompt":"a","x":1}]}`, false},
		{"batch", `{"prompts":[{"vertical":"crypto"}]}`, false},
		{"batch", `{"prompts":[null]}`, false},
		{"batch", `{"prompts":"a"}`, false},
		{"batch", `{"prompts":[]}`, false},
		{"batch", `{"prompts":["1","2","3","4","5","6","7","8","9","10","11"]}`, false},
	} {
		v, err := jsonschema.UnmarshalJSON(strings.NewReader(tc.args))
		if err != nil {
			t.Fatal(err)
		}
		schemaOK := schemas[tc.tool].Validate(v) == nil
		var args map[string]any
		if err := json.Unmarshal([]byte(tc.args), &args); err != nil {
			t.Fatal(err)
		}
		res := mcpCall(t, c, tc.tool, args, nil)
		if tc.exactlyOne {
			if !schemaOK || !res.IsError {
				t.Errorf("%s %s: schema valid = %v, tool error = %v, want true, true (%s)", tc.tool, tc.args, schemaOK, res.IsError, mcpText(res, 0))
			}
			continue
		}
		if res.IsError == schemaOK {
			t.Errorf("%s %s: schema valid = %v, tool error = %v (%s)", tc.tool, tc.args, schemaOK, res.IsError, mcpText(res, 0))
		}
	}
}

// TestMCPHTTPInputSchema checks the input schema on arguments as decoded
// off the wire (the in-process tests take the other path).
func TestMCPHTTPInputSchema(t *testing.T) {
	h := startMCPHTTP(t, 0)
	c := h.client(t, mcp.LATEST_PROTOCOL_VERSION, nil)
	for _, args := range []map[string]any{
		{"prompt": "Write a haiku.", "vertical": nil},
		{"prompts": []any{map[string]any{"prompt": "a", "vertical": nil}}},
	} {
		tool := tools.OpScoreFree
		if _, ok := args["prompts"]; ok {
			tool = tools.OpBatch
		}
		res := mcpCall(t, c, tool, args, nil)
		if !res.IsError || !strings.Contains(mcpText(res, 0), tools.CodeInvalidField) || !strings.Contains(mcpText(res, 0), "vertical") {
			t.Errorf("%s %v: %q", tool, args, mcpText(res, 0))
		}
	}
	if res := mcpCall(t, c, tools.OpScoreFree, map[string]any{"prompt": "Write a haiku.", "vertical": "content"}, nil); res.IsError {
		t.Errorf("valid arguments refused: %q", mcpText(res, 0))
	}
}

// TestMCPCompareNeeds: the compare tool's description and its error
// without a model name the same settings.
func TestMCPCompareNeeds(t *testing.T) {
	c := mcpInProcess(t, localMCP(), mcp.LATEST_PROTOCOL_VERSION)
	var desc string
	for _, tl := range mcpListTools(t, c) {
		if tl.Name == tools.OpCompare {
			desc = tl.Description
		}
	}
	res := mcpCall(t, c, tools.OpCompare, map[string]any{"prompt": mcpPrompt}, nil)
	env := regexp.MustCompile(`\b(OPENAI|PQS)_[A-Z_]+\b`)
	named := func(s string) []string {
		got := env.FindAllString(s, -1)
		slices.Sort(got)
		return slices.Compact(got)
	}
	want := []string{"OPENAI_API_KEY", "OPENAI_BASE_URL", "PQS_JUDGE_MODEL", "PQS_MODELS", "PQS_TARGET_MODEL"}
	if got := named(desc); !slices.Equal(got, want) {
		t.Errorf("compare's description names %q, want %q: %q", got, want, desc)
	}
	if got := named(mcpText(res, 0)); !res.IsError || !slices.Equal(got, want) {
		t.Errorf("compare's error names %q, want %q: %q", got, want, mcpText(res, 0))
	}
}
