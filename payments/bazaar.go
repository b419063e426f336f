package payments

import (
	"encoding/json"
	"maps"
)

// ExtensionBazaar is the name of the x402 discovery extension, the key of
// its metadata in a v2 PaymentRequired's extensions.
const ExtensionBazaar = "bazaar"

// schemaDialect is the JSON Schema dialect the Bazaar specification asks for.
const schemaDialect = "https://json-schema.org/draft/2020-12/schema"

// Discovery is the x402 Bazaar discovery metadata of one paid resource
// (coinbase/x402 specs/extensions/bazaar.md): Info says how to call it and
// what it answers, Schema is a JSON Schema (draft 2020-12) that Info
// validates against, and which facilitators check before they catalog the
// resource. Build one with BodyDiscovery (an HTTP POST route) or
// MCPDiscovery (an MCP tool); it is immutable and its JSON is encoded
// once.
type Discovery struct {
	Info   DiscoveryInfo  `json:"info"`
	Schema map[string]any `json:"schema"`

	raw json.RawMessage // the JSON of the above
	// v1 is the v1 outputSchema, unlisted and listed (HTTP routes only).
	v1 [2]map[string]any
}

// DiscoveryInfo is the "info" of the Bazaar extension.
type DiscoveryInfo struct {
	// Input is {"type":"http","method":"POST","bodyType":"json","body":…}
	// for an HTTP route, {"type":"mcp","tool":…,"inputSchema":…} for a tool.
	Input map[string]any `json:"input"`
	// Output is the example answer; nil leaves it out.
	Output *DiscoveryOutput `json:"output,omitempty"`
}

// DiscoveryOutput is the "info.output" of the Bazaar extension.
type DiscoveryOutput struct {
	Type    string `json:"type"` // "json"
	Example any    `json:"example,omitempty"`
}

// MarshalJSON returns the JSON encoded when d was built.
func (d *Discovery) MarshalJSON() ([]byte, error) {
	if d.raw != nil {
		return d.raw, nil
	}
	type plain Discovery
	return json.Marshal((*plain)(d))
}

// BodyDiscovery is the Bazaar metadata of an HTTP route that takes a JSON
// body by POST: body is an example request body, bodySchema the JSON
// Schema of request bodies (nil: any object), output the answer to body
// (nil: none). It follows the specification's body-method form, as the
// coinbase SDKs' declareDiscoveryExtension builds it.
func BodyDiscovery(body any, bodySchema map[string]any, output any) (*Discovery, error) {
	if bodySchema == nil {
		bodySchema = map[string]any{"type": "object"}
	}
	input := map[string]any{
		"type":     "object",
		"required": []string{"type", "method", "bodyType", "body"},
		"properties": map[string]any{
			"type":     map[string]any{"type": "string", "const": "http"},
			"method":   map[string]any{"type": "string", "enum": []string{"POST", "PUT", "PATCH"}},
			"bodyType": map[string]any{"type": "string", "enum": []string{"json", "form-data", "text"}},
			"body":     bodySchema,
			"queryParams": map[string]any{"type": "object",
				"additionalProperties": map[string]any{"type": "string"}},
			"headers": map[string]any{"type": "object",
				"additionalProperties": map[string]any{"type": "string"}},
		},
		"additionalProperties": false,
	}
	info := DiscoveryInfo{Input: map[string]any{"type": "http", "method": "POST", "bodyType": "json", "body": body}}
	d, err := newDiscovery(info, input, output)
	if err != nil {
		return nil, err
	}
	// v1 catalogs describe a body by its fields rather than an example.
	if fields := bodyFields(bodySchema); fields != nil {
		for _, v1 := range d.v1 {
			v1["input"].(map[string]any)["bodyFields"] = fields
		}
	}
	return d, nil
}

// bodyFields is the x402 v1 bodyFields of a JSON Schema's top-level
// properties: {name: {type, description, required}}; nil without
// properties.
func bodyFields(schema map[string]any) map[string]any {
	props, _ := schema["properties"].(map[string]any)
	if len(props) == 0 {
		return nil
	}
	required := map[string]bool{}
	switch r := schema["required"].(type) {
	case []string:
		for _, n := range r {
			required[n] = true
		}
	case []any:
		for _, n := range r {
			if n, ok := n.(string); ok {
				required[n] = true
			}
		}
	}
	fields := make(map[string]any, len(props))
	for name, p := range props {
		f := map[string]any{"required": required[name]}
		if p, ok := p.(map[string]any); ok {
			for _, k := range []string{"type", "description", "enum"} {
				if v, ok := p[k]; ok {
					f[k] = v
				}
			}
		}
		fields[name] = f
	}
	return fields
}

// MCPDiscovery is the Bazaar metadata of an MCP tool served over
// streamable HTTP: its name and description, the input schema it declares
// in tools/list, example arguments (nil: none) and the answer to them
// (nil: none).
func MCPDiscovery(tool, description string, inputSchema map[string]any, example, output any) (*Discovery, error) {
	props := map[string]any{
		"type":        map[string]any{"type": "string", "const": "mcp"},
		"tool":        map[string]any{"type": "string"},
		"description": map[string]any{"type": "string"},
		"transport":   map[string]any{"type": "string", "enum": []string{"streamable-http", "sse"}},
		"inputSchema": map[string]any{"type": "object"},
	}
	in := map[string]any{"type": "mcp", "tool": tool, "transport": "streamable-http", "inputSchema": inputSchema}
	if description != "" {
		in["description"] = description
	}
	if example != nil {
		in["example"] = example
		props["example"] = map[string]any{"type": "object"}
	}
	input := map[string]any{
		"type":                 "object",
		"required":             []string{"type", "tool", "inputSchema"},
		"properties":           props,
		"additionalProperties": false,
	}
	return newDiscovery(DiscoveryInfo{Input: in}, input, output)
}

func newDiscovery(info DiscoveryInfo, inputSchema map[string]any, output any) (*Discovery, error) {
	props := map[string]any{"input": inputSchema}
	if output != nil {
		info.Output = &DiscoveryOutput{Type: "json", Example: output}
		props["output"] = map[string]any{
			"type":     "object",
			"required": []string{"type"},
			"properties": map[string]any{
				"type":    map[string]any{"type": "string"},
				"example": map[string]any{"type": "object"},
			},
		}
	}
	d := &Discovery{
		Info: info,
		Schema: map[string]any{
			"$schema":    schemaDialect,
			"type":       "object",
			"properties": props,
			"required":   []string{"input"},
		},
	}
	raw, err := d.MarshalJSON()
	if err != nil {
		return nil, err
	}
	d.raw = raw
	if info.Input["type"] == "http" {
		for i, listed := range []bool{false, true} {
			in := maps.Clone(info.Input)
			in["discoverable"] = listed
			d.v1[i] = map[string]any{"input": in}
			if info.Output != nil {
				d.v1[i]["output"] = info.Output.Example
			}
		}
	}
	return d, nil
}

// outputSchemaV1 is the discovery metadata in its x402 v1 place, a
// requirement's outputSchema: {"input": {…, "discoverable": listed},
// "output": example}. Only HTTP routes have one (nil for an MCP tool).
func (d *Discovery) outputSchemaV1(listed bool) map[string]any {
	if d == nil {
		return nil
	}
	if listed {
		return d.v1[1]
	}
	return d.v1[0]
}
