package transport

import (
	"encoding/json"

	"github.com/mark3labs/mcp-go/mcp"
)

// outputSchema is mcp.WithOutputSchema[T] with nullable types taken out.
// The generator types every Go slice ["null", "array"], since a nil slice
// encodes as null. A type array is legal JSON Schema but not portable: a
// client that maps tool schemas onto a single-type dialect (the OpenAPI
// subset of Gemini's function declarations, say) may reject the tool, and
// the MCP Inspector's --strict check warns about it. The tools package
// never returns a nil slice or map (results are built with make), so each
// such type becomes its non-null member, and output validation in the
// tests would catch a null.
func outputSchema[T any]() mcp.ToolOption {
	generate := mcp.WithOutputSchema[T]()
	return func(t *mcp.Tool) {
		generate(t)
		for _, p := range t.OutputSchema.Properties {
			dropNullType(p)
		}
		for _, d := range t.OutputSchema.Defs {
			dropNullType(d)
		}
	}
}

// dropNullType rewrites, in a decoded schema and all its subschemas, a type
// of the form ["null", X] or [X, "null"] to X.
func dropNullType(v any) {
	switch n := v.(type) {
	case map[string]any:
		if ts, ok := n["type"].([]any); ok && len(ts) == 2 {
			switch {
			case ts[0] == "null":
				n["type"] = ts[1]
			case ts[1] == "null":
				n["type"] = ts[0]
			}
		}
		for _, c := range n {
			dropNullType(c)
		}
	case []any:
		for _, c := range n {
			dropNullType(c)
		}
	}
}

// paidOutputSchema is outputSchema[T] for a paid tool: it also admits the
// x402 payment-required result. The x402 MCP transport puts the
// PaymentRequired object in structuredContent of an isError result, and
// the official TypeScript SDK's Client.callTool (1.32.2) checks
// structuredContent against the output schema even when isError is set:
// with the plain result schema every payment-required answer would throw
// "Structured content does not match the tool's output schema". So the
// schema lists the PaymentRequired members beside the result's and moves
// "required" into an anyOf of the two shapes: a result has all its
// members, a payment-required answer has x402Version and accepts. Results
// are checked as strictly as before (additionalProperties stays false, and
// no result has a member named like an x402 one).
//
// mcp-go's struct form of a schema has no anyOf, so the tool carries the
// schema as RawOutputSchema.
func paidOutputSchema[T any]() mcp.ToolOption {
	plain := outputSchema[T]()
	return func(t *mcp.Tool) {
		plain(t)
		s := t.OutputSchema
		props := x402Members()
		for k, v := range s.Properties {
			props[k] = v
		}
		doc := map[string]any{
			"type":       "object",
			"properties": props,
			"anyOf": []any{
				map[string]any{"title": "result", "required": s.Required},
				map[string]any{"title": "x402 payment required (an isError result only)", "required": []string{"x402Version", "accepts"}},
			},
		}
		if s.AdditionalProperties != nil {
			doc["additionalProperties"] = s.AdditionalProperties
		}
		if len(s.Defs) > 0 {
			doc["$defs"] = s.Defs
		}
		raw, err := json.Marshal(doc)
		if err != nil {
			panic(err) // generated from our own types
		}
		t.OutputSchema = mcp.ToolOutputSchema{}
		t.RawOutputSchema = raw
	}
}

// x402Members are the members of an x402 v2 PaymentRequired, as the
// output schema of a paid tool declares them.
func x402Members() map[string]any {
	return map[string]any{
		"x402Version": map[string]any{"type": "integer", "description": "x402 protocol version (payment-required results only)"},
		"error":       map[string]any{"type": "string", "description": "why payment is required"},
		"resource":    map[string]any{"type": "object", "description": "the resource paid for: url mcp://tool/<name>"},
		"accepts":     map[string]any{"type": "array", "items": map[string]any{"type": "object"}, "description": "the x402 payment requirements: the ways to pay"},
		"extensions":  map[string]any{"type": "object", "description": "x402 extensions, such as the Bazaar discovery metadata"},
	}
}
