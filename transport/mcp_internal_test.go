package transport

import (
	"context"
	"encoding/json"
	"log/slog"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/storage/sqlite/sqlitetest"
	"github.com/pqs-dev/pqs/tools"
)

// TestMCPPanicCancelsCharge checks that a panicking operation becomes an
// internal error result and that its key reservation is released.
func TestMCPPanicCancelsCharge(t *testing.T) {
	ctx := context.Background()
	db, meter, secret, _ := sqlitetest.Metered(t, "panic", 1)
	gate, err := payments.NewGate(payments.GateConfig{Prices: payments.DefaultPrices(), Keys: meter, Ledger: db})
	if err != nil {
		t.Fatal(err)
	}
	m := &mcpTools{cfg: MCPConfig{Service: tools.New(tools.Config{}), Prices: payments.DefaultPrices(), Gate: gate}}
	m.cfg.Logger = slog.New(slog.DiscardHandler)
	var tool mcpTool
	for _, tl := range m.tools() {
		if tl.op == tools.OpScore {
			tool = tl
		}
	}
	if tool.input, err = compileSchema(tool.tool.Name, "input", tool.tool.InputSchema); err != nil {
		t.Fatal(err)
	}
	tool.prepare = func(json.RawMessage) (work, error) {
		return func(context.Context) (any, string, error) { panic("boom") }, nil
	}
	var req mcp.CallToolRequest
	req.Params.Name = tools.OpScore
	req.Params.Arguments = map[string]any{"prompt": "x"}
	caller := &mcpCaller{Authorization: "Bearer " + string(secret)}
	c, err := toolCallOf(req)
	if err != nil {
		t.Fatal(err)
	}
	res, code := m.call(withMCPCaller(ctx, caller), &tool, c)
	if !res.IsError || code != tools.CodeInternal || strings.Contains(textOf(res), "boom") {
		t.Fatalf("result %q, code %q: want an internal error that does not leak the panic", textOf(res), code)
	}
	got, err := db.KeyByHash(ctx, payments.HashKey(secret))
	if err != nil {
		t.Fatal(err)
	}
	if got.Used != 0 {
		t.Errorf("key used = %d after a failed call, want 0", got.Used)
	}
	// The key's only unit was given back: the next call may use it.
	if c, err := meter.Begin(ctx, secret); err != nil {
		t.Errorf("Begin after the failed call = %v, want the quota's unit back", err)
	} else {
		meter.Cancel(ctx, c)
	}
}

func textOf(res *mcp.CallToolResult) string {
	if len(res.Content) == 0 {
		return ""
	}
	tc, _ := mcp.AsTextContent(res.Content[0])
	return tc.Text
}

// FuzzSchemaShortcut checks the reasoning behind skipping the input schema
// in call: arguments without "null" that a tool's decoder and checks
// accept are valid against its input schema too.
func FuzzSchemaShortcut(f *testing.F) {
	for _, s := range []string{
		`{"prompt":"a"}`, `{"prompt":"a","vertical":"crypto"}`, `{"prompt":"a","vertical":"Crypto"}`,
		`{"prompts":["a",{"prompt":"b","vertical":"research"}]}`, `{"prompts":[]}`, `{"prompt":"a","prompt":"b"}`,
		`{"pr\u006fmpt":"a"}`, `{"prompts":["a","b","c","d","e","f","g","h","i","j","k"]}`, `{"prompts":[{"prompt":"a","x":1}]}`,
		`{"messages":[{"role":"user","content":"a"}]}`, `{"messages":[{"role":"system","content":"b"},{"role":"assistant","content":"c"}],"vertical":"content"}`,
		`{"messages":[{"role":"tool","content":"a"}]}`, `{"messages":[]}`, `{"prompts":[{"messages":[{"role":"developer","content":"a"}]}]}`,
	} {
		f.Add(s)
	}
	m := &mcpTools{cfg: MCPConfig{Service: tools.New(tools.Config{}), Prices: payments.DefaultPrices()}}
	var ts []mcpTool
	for _, t := range m.tools() {
		var err error
		if t.input, err = compileSchema(t.tool.Name, "input", t.tool.InputSchema); err != nil {
			f.Fatal(err)
		}
		ts = append(ts, t)
	}
	f.Fuzz(func(t *testing.T, args string) {
		if strings.Contains(args, "null") {
			return
		}
		for _, tool := range ts {
			if _, err := tool.prepare(json.RawMessage(args)); err != nil {
				continue
			}
			if err := validateInput(tool.input, toolCall{args: json.RawMessage(args)}); err != nil {
				t.Errorf("%s(%s): the decoder accepts, the schema refuses: %v", tool.op, args, err)
			}
		}
	})
}
