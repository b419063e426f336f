package transport

import "github.com/mark3labs/mcp-go/mcp"

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
