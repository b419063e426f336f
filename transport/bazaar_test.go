package transport_test

import (
	"context"
	"encoding/json"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/payments/x402test"
	"github.com/pqs-dev/pqs/tools"
)

// paidRoutes are the paid REST routes with a request each.
var paidRoutes = []struct{ op, path, body string }{
	{tools.OpScore, "/api/score", scoreBody},
	{tools.OpBatch, "/api/score/batch", `{"prompts":["Write a haiku."]}`},
	{tools.OpFull, "/api/score/full", scoreBody},
	{tools.OpCompare, "/api/score/compare", scoreBody},
}

// jsonValue decodes JSON into generic values, for cmp.Diff.
func jsonValue(t *testing.T, v any) any {
	t.Helper()
	raw, ok := v.([]byte)
	if !ok {
		var err error
		if raw, err = json.Marshal(v); err != nil {
			t.Fatal(err)
		}
	}
	var out any
	if err := json.Unmarshal(raw, &out); err != nil {
		t.Fatalf("%v: %s", err, raw)
	}
	return out
}

// TestBazaarREST: the 402 of every paid route lists it in the x402 Bazaar
// (coinbase/x402 specs/extensions/bazaar.md): v2 extensions.bazaar in
// PAYMENT-REQUIRED, whose info passes its own schema (checked with an
// independent JSON Schema validator) and shows the route's GET preview
// example (the request body and the example_response), and the v1
// outputSchema in the body. Unlisted, the extension is gone and v1 says
// discoverable: false. The example request, paid with a key, gets the
// example's answer.
func TestBazaarREST(t *testing.T) {
	for _, listed := range []bool{true, false} {
		e := newEnv(t, options{facilitator: payments.FacilitatorLocal, unlisted: !listed})
		key, _ := e.newKey(0)
		for _, route := range paidRoutes {
			r := e.do("POST", route.path, route.body)
			if r.status != 402 || r.errorCode() != tools.CodePaymentRequired {
				t.Fatalf("%s: %d %s", route.path, r.status, r.body)
			}
			h := r.header.Get(payments.HeaderPaymentRequired)
			// Node's HTTP client refuses response headers over 16 KiB, and
			// deploy/nginx.conf reads them into a 16 KiB buffer: keep a
			// margin of a quarter.
			if len(h) > 12<<10 {
				t.Errorf("%s: PAYMENT-REQUIRED is %d bytes", route.path, len(h))
			}
			exts, raw, err := x402test.Extensions(h)
			if err != nil {
				t.Fatal(err)
			}
			var v1 struct {
				Accepts []payments.PaymentRequirementsV1 `json:"accepts"`
			}
			r.decode(t, &v1)
			if len(v1.Accepts) != 1 || v1.Accepts[0].OutputSchema == nil {
				t.Fatalf("%s: v1 accepts = %s", route.path, r.body)
			}
			v1in, _ := v1.Accepts[0].OutputSchema["input"].(map[string]any)
			if v1in["type"] != "http" || v1in["method"] != "POST" || v1in["bodyType"] != "json" || v1in["discoverable"] != listed {
				t.Errorf("%s (listed %v): v1 outputSchema.input = %v", route.path, listed, v1in)
			}
			ext, ok := exts[payments.ExtensionBazaar]
			if !listed {
				if ok || len(exts) != 0 {
					t.Errorf("%s unlisted: extensions = %s", route.path, raw)
				}
				continue
			}
			if !ok {
				t.Fatalf("%s: no bazaar extension in %s", route.path, raw)
			}
			b, err := x402test.CheckBazaar(ext)
			if err != nil {
				t.Fatalf("%s: %v", route.path, err)
			}
			in := b.Info.Input
			if in["type"] != "http" || in["method"] != "POST" || in["bodyType"] != "json" || in["body"] == nil {
				t.Errorf("%s: info.input = %v", route.path, in)
			}
			if diff := cmp.Diff(in["body"], v1in["body"]); diff != "" {
				t.Errorf("%s: v1 and v2 bodies differ:\n%s", route.path, diff)
			}
			// The output is the example the GET preview shows.
			p := e.do("GET", route.path, "")
			var preview struct {
				ExampleResponse json.RawMessage `json:"example_response"`
			}
			p.decode(t, &preview)
			if b.Info.Output == nil || b.Info.Output.Type != "json" {
				t.Fatalf("%s: info.output = %+v", route.path, b.Info.Output)
			}
			if diff := cmp.Diff(jsonValue(t, []byte(preview.ExampleResponse)), b.Info.Output.Example); diff != "" {
				t.Errorf("%s: info.output.example is not the preview's example_response (-preview +bazaar):\n%s", route.path, diff)
			}
			if diff := cmp.Diff(b.Info.Output.Example, v1.Accepts[0].OutputSchema["output"]); diff != "" {
				t.Errorf("%s: v1 and v2 outputs differ:\n%s", route.path, diff)
			}
			// The engine routes answer the example body with the example.
			if route.op == tools.OpScore || route.op == tools.OpBatch {
				body, _ := json.Marshal(in["body"])
				paid := e.do("POST", route.path, string(body), "Authorization: Bearer "+string(key))
				if paid.status != 200 {
					t.Fatalf("%s: the example body, paid: %d %s", route.path, paid.status, paid.body)
				}
				if diff := cmp.Diff(b.Info.Output.Example, jsonValue(t, paid.body)); diff != "" {
					t.Errorf("%s: the example body's answer is not the example (-example +answer):\n%s", route.path, diff)
				}
			}
		}
	}
}

// TestBazaarMCP: the payment-required result of every paid tool lists the
// tool in the MCP form of the Bazaar extension: its name, its declared
// input schema, the preview's example arguments and answer. Unlisted, the
// extension is gone.
func TestBazaarMCP(t *testing.T) {
	svc := newMCPService(mcpTestPrices())
	for _, listed := range []bool{true, false} {
		h, _ := startMCPX402Listed(t, listed)
		c := h.client(t, mcpVersions[0], nil)
		declared := map[string]any{}
		for _, tl := range mcpListTools(t, c) {
			declared[tl.Name] = jsonValue(t, tl.InputSchema)
		}
		for _, route := range paidRoutes {
			args := map[string]any{"prompt": mcpPrompt}
			if route.op == tools.OpBatch {
				args = map[string]any{"prompts": []any{mcpPrompt}}
			}
			pr := mcpPaymentRequired(t, mcpCall(t, c, route.op, args, nil))
			ext, ok := pr.Extensions[payments.ExtensionBazaar]
			if !listed {
				if ok {
					t.Errorf("%s unlisted: extensions = %v", route.op, pr.Extensions)
				}
				continue
			}
			raw, err := json.Marshal(ext)
			if err != nil || !ok {
				t.Fatalf("%s: no bazaar extension: %v", route.op, pr.Extensions)
			}
			b, err := x402test.CheckBazaar(raw)
			if err != nil {
				t.Fatalf("%s: %v", route.op, err)
			}
			in := b.Info.Input
			if in["type"] != "mcp" || in["tool"] != route.op || in["transport"] != "streamable-http" || in["description"] == "" {
				t.Errorf("%s: info.input = %v", route.op, in)
			}
			if diff := cmp.Diff(declared[route.op], in["inputSchema"]); diff != "" {
				t.Errorf("%s: inputSchema is not the declared one (-declared +bazaar):\n%s", route.op, diff)
			}
			ex, err := svc.Example(context.Background(), route.op)
			if err != nil {
				t.Fatal(err)
			}
			if diff := cmp.Diff(jsonValue(t, ex.Request), in["example"]); diff != "" {
				t.Errorf("%s: example arguments (-preview +bazaar):\n%s", route.op, diff)
			}
			if b.Info.Output == nil || b.Info.Output.Type != "json" {
				t.Fatalf("%s: info.output = %+v", route.op, b.Info.Output)
			}
			if diff := cmp.Diff(jsonValue(t, ex.Response), b.Info.Output.Example); diff != "" {
				t.Errorf("%s: output example (-preview +bazaar):\n%s", route.op, diff)
			}
		}
	}
}
