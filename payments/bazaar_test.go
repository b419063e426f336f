package payments_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/payments/x402test"
)

var (
	exampleBody   = map[string]any{"prompt": "Explain Bitcoin halving.", "vertical": "crypto"}
	exampleOutput = map[string]any{"score": 41, "grade": "D"}
	bodySchema    = map[string]any{
		"type":                 "object",
		"properties":           map[string]any{"prompt": map[string]any{"type": "string"}, "vertical": map[string]any{"type": "string"}},
		"required":             []string{"prompt"},
		"additionalProperties": false,
	}
)

// TestDiscoveryMatchesItsSchema validates both forms of the Bazaar
// metadata, info against its own schema, with an independent JSON Schema
// validator, and checks that the schema does refuse what it should.
func TestDiscoveryMatchesItsSchema(t *testing.T) {
	body, err := payments.BodyDiscovery(exampleBody, bodySchema, exampleOutput)
	if err != nil {
		t.Fatal(err)
	}
	tool, err := payments.MCPDiscovery("score", "Scores a prompt.", bodySchema, exampleBody, exampleOutput)
	if err != nil {
		t.Fatal(err)
	}
	for _, test := range []struct {
		name string
		d    *payments.Discovery
		want map[string]any // members of info.input
	}{
		{"http", body, map[string]any{"type": "http", "method": "POST", "bodyType": "json"}},
		{"mcp", tool, map[string]any{"type": "mcp", "tool": "score", "transport": "streamable-http"}},
	} {
		raw, err := json.Marshal(test.d)
		if err != nil {
			t.Fatal(err)
		}
		b, err := x402test.CheckBazaar(raw)
		if err != nil {
			t.Fatalf("%s: %v\n%s", test.name, err, raw)
		}
		for k, v := range test.want {
			if b.Info.Input[k] != v {
				t.Errorf("%s: info.input.%s = %v, want %v", test.name, k, b.Info.Input[k], v)
			}
		}
		if b.Info.Output == nil || b.Info.Output.Type != "json" || !equalJSON(t, b.Info.Output.Example, exampleOutput) {
			t.Errorf("%s: info.output = %+v, want the example", test.name, b.Info.Output)
		}
		// The schema is not a formality: a GET, or a body the route
		// refuses, does not pass.
		for _, bad := range []func(m map[string]any){
			func(m map[string]any) { m["method"] = "GET" },
			func(m map[string]any) { m["type"] = "sse" },
			func(m map[string]any) { m["surprise"] = true },
		} {
			var doc map[string]any
			json.Unmarshal(raw, &doc)
			bad(doc["info"].(map[string]any)["input"].(map[string]any))
			mutated, _ := json.Marshal(doc)
			if _, err := x402test.CheckBazaar(mutated); err == nil {
				t.Errorf("%s: a bad info passed its schema: %s", test.name, mutated)
			}
		}
	}
	var doc map[string]any
	raw, _ := json.Marshal(body)
	json.Unmarshal(raw, &doc)
	doc["info"].(map[string]any)["input"].(map[string]any)["body"] = map[string]any{"vertical": "crypto"}
	mutated, _ := json.Marshal(doc)
	if _, err := x402test.CheckBazaar(mutated); err == nil {
		t.Errorf("a body without its prompt passed the schema: %s", mutated)
	}
}

// TestPaymentRequiredDiscovery: a 402 carries the metadata as v2
// extensions.bazaar and v1 outputSchema; an unlisted gate leaves the
// extension out and marks the v1 requirements not discoverable.
func TestPaymentRequiredDiscovery(t *testing.T) {
	d, err := payments.BodyDiscovery(exampleBody, bodySchema, exampleOutput)
	if err != nil {
		t.Fatal(err)
	}
	for _, unlisted := range []bool{false, true} {
		g := newGate(t, gateOpts{unlisted: unlisted})
		pr, err := g.PaymentRequired("score", "https://pqs.example/api/score", "", d)
		if err != nil {
			t.Fatal(err)
		}
		exts, raw, err := x402test.Extensions(pr.Header)
		if err != nil {
			t.Fatal(err)
		}
		ext, listed := exts[payments.ExtensionBazaar]
		if listed == unlisted {
			t.Errorf("unlisted=%v: PAYMENT-REQUIRED extensions = %s", unlisted, raw)
		}
		if listed {
			if _, err := x402test.CheckBazaar(ext); err != nil {
				t.Error(err)
			}
		}
		v1 := pr.Accepts[0].(payments.PaymentRequirementsV1)
		in, _ := v1.OutputSchema["input"].(map[string]any)
		if in["type"] != "http" || in["method"] != "POST" || in["bodyType"] != "json" || in["discoverable"] != !unlisted ||
			!equalJSON(t, in["body"], exampleBody) || !equalJSON(t, v1.OutputSchema["output"], exampleOutput) ||
			!equalJSON(t, in["bodyFields"], map[string]any{"prompt": map[string]any{"type": "string", "required": true},
				"vertical": map[string]any{"type": "string", "required": false}}) {
			t.Errorf("unlisted=%v: v1 outputSchema = %v", unlisted, v1.OutputSchema)
		}
	}
	// No metadata, none sent; an MCP tool has no v1 form.
	g := newGate(t, gateOpts{})
	tool, _ := payments.MCPDiscovery("score", "", bodySchema, nil, nil)
	for _, d := range []*payments.Discovery{nil, tool} {
		pr, err := g.PaymentRequired("score", "mcp://tool/score", "", d)
		if err != nil {
			t.Fatal(err)
		}
		if s := pr.Accepts[0].(payments.PaymentRequirementsV1).OutputSchema; s != nil {
			t.Errorf("v1 outputSchema = %v, want none", s)
		}
		raw, _ := json.Marshal(pr.V2)
		if got := strings.Contains(string(raw), `"bazaar"`); got != (d != nil) {
			t.Errorf("discovery %v: v2 = %s", d != nil, raw)
		}
	}
}
