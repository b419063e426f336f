package transport_test

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/pqs-dev/pqs/transport"
)

// TestMCPSchemasPortable applies the schema checks of the MCP Inspector's
// --strict mode (@modelcontextprotocol/inspector 2.12.0, core/json/schemaLint)
// to every tool's input and output schema, as the tools are listed to a
// client: no type arrays (["null","array"] was the warning), no bare
// boolean schemas, no remote $ref, no schema without a constraining keyword.
// TestMCPInspectorStrict runs the Inspector itself against pqs mcp.
func TestMCPSchemasPortable(t *testing.T) {
	for _, local := range []bool{true, false} {
		p := mcpTestPrices()
		s := transport.NewMCPServer(transport.MCPConfig{Service: newMCPService(p), Prices: p, Local: local})
		for _, tl := range mcpListTools(t, mcpInProcess(t, s, mcp.ProtocolVersion20251125)) {
			raw, err := json.Marshal(tl)
			if err != nil {
				t.Fatal(err)
			}
			var doc struct {
				InputSchema  any `json:"inputSchema"`
				OutputSchema any `json:"outputSchema"`
			}
			if err := json.Unmarshal(raw, &doc); err != nil {
				t.Fatal(err)
			}
			if doc.OutputSchema == nil {
				t.Errorf("%s: no output schema", tl.Name)
			}
			for _, f := range append(lintSchema(doc.InputSchema, "inputSchema", ""), lintSchema(doc.OutputSchema, "outputSchema", "")...) {
				t.Errorf("%s (local=%v): %s", tl.Name, local, f)
			}
		}
	}
}

// The lint's keyword tables, as in the Inspector's schemaLint.
var (
	lintBooleanValued = []string{"additionalProperties", "unevaluatedProperties", "additionalItems", "unevaluatedItems"}
	lintSubschema     = []string{"items", "contains", "not", "propertyNames", "if", "then", "else", "additionalProperties",
		"unevaluatedProperties", "additionalItems", "unevaluatedItems", "contentSchema"}
	lintSubschemaArrays = []string{"allOf", "anyOf", "oneOf", "prefixItems"}
	lintSubschemaMaps   = []string{"properties", "patternProperties", "dependentSchemas", "dependencies", "$defs", "definitions"}
	lintConstraining    = []string{"type", "enum", "const", "multipleOf", "maximum", "exclusiveMaximum", "minimum",
		"exclusiveMinimum", "maxLength", "minLength", "pattern", "format", "contentMediaType", "contentEncoding",
		"contentSchema", "maxItems", "minItems", "uniqueItems", "maxContains", "minContains", "maxProperties",
		"minProperties", "required", "dependentRequired", "allOf", "anyOf", "oneOf", "not", "items", "prefixItems",
		"contains", "additionalItems", "unevaluatedItems", "properties", "patternProperties", "additionalProperties",
		"unevaluatedProperties", "propertyNames", "dependentSchemas", "dependencies", "$ref", "$dynamicRef", "$recursiveRef"}
)

// lintSchema returns the findings for node, reached through keyword, and
// its subschemas.
func lintSchema(node any, path, keyword string) []string {
	if b, ok := node.(bool); ok {
		if slices.Contains(lintBooleanValued, keyword) {
			return nil
		}
		return []string{fmt.Sprintf("%s: bare %v where a schema object is expected", path, b)}
	}
	n, ok := node.(map[string]any)
	if !ok {
		return nil
	}
	var out []string
	if ts, ok := n["type"].([]any); ok {
		out = append(out, fmt.Sprintf("%s: type is an array %v", path, ts))
	}
	if ref, ok := n["$ref"].(string); ok && ref != "" && !strings.HasPrefix(ref, "#") {
		out = append(out, fmt.Sprintf("%s: $ref %q points outside the document", path, ref))
	}
	constrains := false
	for k := range n {
		constrains = constrains || slices.Contains(lintConstraining, k)
	}
	_, hasIf := n["if"]
	_, hasThen := n["then"]
	_, hasElse := n["else"]
	if !constrains && !(hasIf && (hasThen || hasElse)) && keyword != "not" {
		out = append(out, fmt.Sprintf("%s: schema without a validation keyword accepts any value", path))
	}
	for _, k := range lintSubschemaMaps {
		m, _ := n[k].(map[string]any)
		for name, sub := range m {
			out = append(out, lintSchema(sub, path+"."+k+"."+name, k)...)
		}
	}
	for _, k := range lintSubschemaArrays {
		a, _ := n[k].([]any)
		for i, sub := range a {
			out = append(out, lintSchema(sub, fmt.Sprintf("%s.%s[%d]", path, k, i), k)...)
		}
	}
	for _, k := range lintSubschema {
		sub, ok := n[k]
		if !ok {
			continue
		}
		if a, ok := sub.([]any); ok && k == "items" {
			for i, s := range a {
				out = append(out, lintSchema(s, fmt.Sprintf("%s.items[%d]", path, i), k)...)
			}
			continue
		}
		out = append(out, lintSchema(sub, path+"."+k, k)...)
	}
	return out
}
