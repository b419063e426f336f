package transport

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"

	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/promptfile"
	"github.com/pqs-dev/pqs/scoring"
	"github.com/pqs-dev/pqs/tools"
)

// obj is a JSON object of the OpenAPI document. encoding/json sorts map
// keys, so the document is byte-for-byte stable.
type obj = map[string]any

// buildOpenAPI returns the OpenAPI 3.1 document of s, generated from the
// tools wire types (by reflection) and the price table the handlers use.
func buildOpenAPI(s *rest) []byte {
	schemas := obj{}
	ref := func(t reflect.Type) obj { return schemaRef(schemas, t) }

	single := ref(reflect.TypeFor[tools.Request]())
	// Requests decode through custom UnmarshalJSON: describe what it accepts.
	verticals := []any{}
	for _, v := range scoring.Verticals() {
		verticals = append(verticals, string(v))
	}
	roles := []any{}
	for _, r := range promptfile.Roles() {
		roles = append(roles, r)
	}
	schemas["Message"] = obj{
		"type":                 "object",
		"additionalProperties": false,
		"required":             []string{"role", "content"},
		"description":          "One message of a chat prompt.",
		"properties": obj{
			"role":    obj{"type": "string", "enum": roles},
			"content": obj{"type": "string", "description": "The message's text."},
		},
	}
	schemas["Request"] = obj{
		"type":                 "object",
		"additionalProperties": false,
		"description": "A prompt to score: exactly one of prompt (a text) and messages (a chat). Neither is a 400 " +
			"missing_prompt, both a 400 prompt_and_messages. Results echo a chat's messages, and their prompt is the " +
			"text the chat was scored as.",
		"oneOf": []any{obj{"required": []string{"prompt"}}, obj{"required": []string{"messages"}}},
		"properties": obj{
			"prompt": obj{"type": "string", "minLength": 1,
				"description": fmt.Sprintf("The prompt to score. At most %d bytes of UTF-8.", s.svc.MaxPromptBytes())},
			"messages": obj{"type": "array", "minItems": 1, "items": obj{"$ref": "#/components/schemas/Message"},
				"description": fmt.Sprintf("A chat prompt, scored as `pqs check` scores a chat file: system and developer "+
					"messages first, earlier user/assistant exchanges as examples, the last user turn as the task. "+
					"The rendered text is held to the prompt limit of %d bytes. A role outside system, developer, user "+
					"and assistant, or a message that is not {role, content} strings, is a 400 invalid_messages; "+
					"messages with no text at all are a 400 empty_prompt.", s.svc.MaxPromptBytes())},
			"vertical": obj{"type": []string{"string", "null"}, "enum": append(verticals, nil), "default": "general",
				"description": "Topic class; it changes what counts. Unknown values are a 400 unknown_vertical."},
		},
	}
	schemas["BatchRequest"] = obj{
		"type":                 "object",
		"additionalProperties": false,
		"required":             []string{"prompts"},
		"properties": obj{
			"prompts": obj{
				"type": "array", "minItems": 1, "maxItems": tools.MaxBatch,
				"description": "1 to 10 prompts, each an object (a prompt or a chat's messages) or a bare string. Results come back in input order.",
				"items":       obj{"oneOf": []any{obj{"type": "string", "minLength": 1}, single}},
			},
		},
	}
	codes := make([]string, 0, len(statusByCode))
	for c := range statusByCode {
		codes = append(codes, c)
	}
	slices.Sort(codes)
	schemas["Error"] = obj{
		"type":     "object",
		"required": []string{"error"},
		"properties": obj{"error": obj{
			"type":     "object",
			"required": []string{"code", "message"},
			"properties": obj{
				"code":    obj{"type": "string", "enum": codes, "description": "Stable machine-readable code; see the README's error table."},
				"message": obj{"type": "string", "description": "For people; may change."},
				"field":   obj{"type": "string", "description": "The offending input field, e.g. prompts[2].vertical; omitted when none."},
			},
		}},
	}
	schemas["PaymentRequired"] = obj{
		"type":        "object",
		"required":    []string{"x402Version", "accepts", "error"},
		"description": "x402 v1 payment requirements plus the error envelope. v2 clients read the PAYMENT-REQUIRED header instead.",
		"properties": obj{
			"x402Version": obj{"type": "integer", "const": 1},
			"accepts": obj{"type": "array", "description": "x402 PaymentRequirements (scheme exact, USDC on Base by default); empty when x402 is off.",
				"items": obj{"type": "object"}},
			"error": schemas["Error"].(obj)["properties"].(obj)["error"],
		},
	}

	results := map[string]obj{
		tools.OpScoreFree: ref(reflect.TypeFor[tools.FreeResult]()),
		tools.OpScore:     ref(reflect.TypeFor[tools.ScoreResult]()),
		tools.OpBatch:     ref(reflect.TypeFor[tools.BatchResult]()),
		tools.OpFull:      ref(reflect.TypeFor[tools.FullResult]()),
		tools.OpCompare:   ref(reflect.TypeFor[tools.CompareResult]()),
	}
	preview := ref(reflect.TypeFor[tools.PreviewResult]())
	schemas["PreviewResult"].(obj)["properties"].(obj)["example_response"] = obj{
		"description": "A successful result of the route, computed by the engine on a fixed example prompt.",
		"oneOf":       []any{results[tools.OpScore], results[tools.OpBatch], results[tools.OpFull], results[tools.OpCompare]},
	}

	jsonBody := func(schema obj) obj { return obj{"application/json": obj{"schema": schema}} }
	errResp := func(desc string, headers obj) obj {
		r := obj{"description": desc, "content": jsonBody(obj{"$ref": "#/components/schemas/Error"})}
		if headers != nil {
			r["headers"] = headers
		}
		return r
	}
	intHeader := func(desc string) obj { return obj{"description": desc, "schema": obj{"type": "integer"}} }
	rateHeaders := obj{
		"RateLimit-Limit":     intHeader("Requests allowed per window."),
		"RateLimit-Remaining": intHeader("Requests left in the current window."),
		"RateLimit-Reset":     intHeader("Seconds until the full limit is available again."),
		"RateLimit-Policy":    obj{"description": "The policy, e.g. 5;w=60 (5 requests per 60 s).", "schema": obj{"type": "string"}},
	}
	limited := obj{"Retry-After": intHeader("Seconds to wait before retrying.")}
	for k, v := range rateHeaders {
		limited[k] = v
	}
	responses := obj{
		"BadRequest":           errResp("Invalid JSON, missing or empty prompt, both prompt and messages (prompt_and_messages), malformed messages or an unknown role (invalid_messages), unknown vertical, wrong types, batch outside 1..10, malformed payment header.", nil),
		"Unauthorized":         errResp("Unknown, malformed (invalid_api_key) or revoked (revoked_api_key) API key.", nil),
		"PaymentRequired":      obj{"description": "No valid payment: the x402 requirements, the price and the bearer alternative.", "content": jsonBody(obj{"$ref": "#/components/schemas/PaymentRequired"}), "headers": obj{payments.HeaderPaymentRequired: obj{"description": "x402 v2 payment requirements, base64 JSON (when x402 is on).", "schema": obj{"type": "string"}}}},
		"MethodNotAllowed":     errResp("Wrong method; Allow lists the right ones.", obj{"Allow": obj{"schema": obj{"type": "string"}}}),
		"TooLarge":             errResp("Body (body_too_large) or prompt or rendered chat (prompt_too_large) over the limit.", nil),
		"UnsupportedMediaType": errResp("Content-Type is not application/json.", nil),
		"RateLimited":          errResp("Free limit reached (rate_limited) or API key quota used up (quota_exceeded).", limited),
		"Internal":             errResp("Unexpected failure; details are in the server log.", nil),
		"Unavailable":          errResp("Storage, payment service, rate limiter or model not available (model_not_configured, model_rate_limited).", obj{"Retry-After": intHeader("Seconds to wait, when known.")}),
		"BadGateway":           errResp("The model provider failed (model_error).", nil),
		"GatewayTimeout":       errResp("The model provider timed out (model_timeout).", nil),
	}
	rref := func(name string) obj { return obj{"$ref": "#/components/responses/" + name} }

	paths := obj{}
	paths["/api/score/free"] = obj{
		"post": obj{
			"operationId": tools.OpScoreFree,
			"summary":     "Free score: total, grade and the 8 dimensions",
			"description": fmt.Sprintf("No authentication. Limited to %s per client IP.", s.freeDescription),
			"security":    []any{},
			"requestBody": obj{"required": true, "content": jsonBody(obj{"$ref": "#/components/schemas/Request"})},
			"responses": obj{
				"200": obj{"description": "The free-probe result.", "content": jsonBody(results[tools.OpScoreFree]), "headers": rateHeaders},
				"400": rref("BadRequest"), "405": rref("MethodNotAllowed"), "413": rref("TooLarge"),
				"415": rref("UnsupportedMediaType"), "429": rref("RateLimited"), "500": rref("Internal"), "503": rref("Unavailable"),
			},
		},
	}
	summaries := map[string]string{
		tools.OpScore:   "Score with the full breakdown, percentile and top fixes",
		tools.OpBatch:   "Score 1 to 10 prompts",
		tools.OpFull:    "Full analysis: optimized rewrite, both prompts scored and (with a model) answered",
		tools.OpCompare: "Run the optimized prompt on several models and judge the outputs",
	}
	for _, op := range tools.PaidOperations() {
		p, ok := s.prices.Lookup(op)
		if !ok {
			continue
		}
		req := obj{"$ref": "#/components/schemas/Request"}
		if op == tools.OpBatch {
			req = obj{"$ref": "#/components/schemas/BatchRequest"}
		}
		post := obj{
			"operationId": op,
			"summary":     summaries[op],
			"description": fmt.Sprintf("Paid: $%s per call, with x402 (USDC) or an API key (Authorization: Bearer pqs_...). Input is validated before any payment is taken; a call that fails is not charged.", p.USD),
			"security":    []any{obj{"bearer": []string{}}, obj{"x402": []string{}}},
			"x-price":     obj{"amount": p.USD, "currency": "USD", "asset": "USDC"},
			"requestBody": obj{"required": true, "content": jsonBody(req)},
			"responses": obj{
				"200": obj{"description": "The result.", "content": jsonBody(results[op]),
					"headers": obj{
						payments.HeaderPaymentResponse:  obj{"description": "x402 v2 settlement receipt, base64 JSON (paid with PAYMENT-SIGNATURE).", "schema": obj{"type": "string"}},
						payments.HeaderXPaymentResponse: obj{"description": "x402 v1 settlement receipt, base64 JSON (paid with X-PAYMENT).", "schema": obj{"type": "string"}},
					}},
				"400": rref("BadRequest"), "401": rref("Unauthorized"), "402": rref("PaymentRequired"),
				"405": rref("MethodNotAllowed"), "413": rref("TooLarge"), "415": rref("UnsupportedMediaType"),
				"429": rref("RateLimited"), "500": rref("Internal"), "503": rref("Unavailable"),
			},
		}
		if op == tools.OpFull || op == tools.OpCompare {
			post["responses"].(obj)["502"] = rref("BadGateway")
			post["responses"].(obj)["504"] = rref("GatewayTimeout")
		}
		paths[p.Route] = obj{
			"post": post,
			"get": obj{
				"operationId": op + "_preview",
				"summary":     "Preview: what a paid call returns, with a real example_response (no payment)",
				"security":    []any{},
				"responses": obj{
					"200": obj{"description": "The preview result.", "content": jsonBody(preview)},
					"405": rref("MethodNotAllowed"),
				},
			},
		}
	}
	plain := func(id, summary string, resp obj) obj {
		return obj{"get": obj{"operationId": id, "summary": summary, "security": []any{}, "responses": resp}}
	}
	status := obj{"type": "object", "properties": obj{"status": obj{"type": "string"}}}
	paths["/healthz"] = plain("healthz", "Liveness: the process answers", obj{"200": obj{"description": "Alive.", "content": jsonBody(status)}})
	paths["/readyz"] = plain("readyz", "Readiness: storage is reachable", obj{
		"200": obj{"description": "Ready.", "content": jsonBody(status)},
		"503": rref("Unavailable"),
	})
	if !s.noMetrics && s.metricsToken == "" { // a guarded /metrics is not shown
		paths["/metrics"] = plain("metrics", "Prometheus metrics", obj{"200": obj{"description": "Prometheus text format.",
			"content": obj{"text/plain": obj{"schema": obj{"type": "string"}}}}})
	}
	paths["/openapi.json"] = plain("openapi", "This document", obj{"200": obj{"description": "OpenAPI 3.1.", "content": jsonBody(obj{"type": "object"})}})
	if s.mcp != nil {
		paths["/mcp"] = obj{"post": obj{
			"operationId": "mcp",
			"summary":     "MCP over streamable HTTP (JSON-RPC); the same five operations as tools",
			"description": "Paid tools take the same bearer key, or an x402 payment in the tool call's _meta.",
			"security":    []any{obj{}, obj{"bearer": []string{}}},
			"requestBody": obj{"required": true, "content": jsonBody(obj{"type": "object"})},
			"responses":   obj{"200": obj{"description": "JSON-RPC response (application/json or text/event-stream)."}},
		}}
	}

	var priceLines []string
	for _, p := range s.prices {
		priceLines = append(priceLines, fmt.Sprintf("- `%s` (%s): $%s", p.Route, p.Operation, p.USD))
	}
	doc := obj{
		"openapi": "3.1.0",
		"info": obj{
			"title":   "pqs: prompt quality scoring",
			"version": s.version,
			"description": "Score a prompt on 8 dimensions (0..10 each, out of 80) before you run it. scorer_version " +
				strconv.Quote(scoring.Version) + ". Prices per call, in USD (USDC via x402, or metered on an API key):\n\n" +
				strings.Join(priceLines, "\n"),
			"license": obj{"name": "See the repository"},
		},
		"servers": []any{obj{"url": "/"}},
		"paths":   paths,
		"components": obj{
			"schemas":   schemas,
			"responses": responses,
			"securitySchemes": obj{
				"bearer": obj{"type": "http", "scheme": "bearer", "bearerFormat": "pqs_<secret>",
					"description": "An API key from `pqs keys create`; each call is metered against its quota."},
				"x402": obj{"type": "apiKey", "in": "header", "name": payments.HeaderPaymentSignature,
					"description": "An x402 payment (https://x402.org): a base64 PaymentPayload in PAYMENT-SIGNATURE (v2) or X-PAYMENT (v1). Without one, paid routes answer 402 with the requirements; the receipt comes back in PAYMENT-RESPONSE / X-PAYMENT-RESPONSE."},
			},
		},
	}
	b, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		panic("transport: openapi: " + err.Error()) // only our own literals: a programming error
	}
	return append(b, '\n')
}

// schemaRef returns a JSON Schema for t, adding named struct types to
// schemas and referring to them by $ref.
func schemaRef(schemas obj, t reflect.Type) obj {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.String:
		return obj{"type": "string"}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return obj{"type": "integer"}
	case reflect.Float32, reflect.Float64:
		return obj{"type": "number"}
	case reflect.Bool:
		return obj{"type": "boolean"}
	case reflect.Slice, reflect.Array:
		return obj{"type": "array", "items": schemaRef(schemas, t.Elem())}
	case reflect.Map:
		return obj{"type": "object", "additionalProperties": schemaRef(schemas, t.Elem())}
	case reflect.Struct:
		name := t.Name()
		if _, ok := schemas[name]; !ok {
			schemas[name] = obj{} // placeholder against recursion
			props, required := obj{}, []string{}
			structFields(schemas, t, props, &required)
			schemas[name] = obj{"type": "object", "properties": props, "required": required}
		}
		return obj{"$ref": "#/components/schemas/" + name}
	}
	return obj{} // any
}

// structFields adds t's JSON fields, flattening embedded structs as
// encoding/json does.
func structFields(schemas obj, t reflect.Type, props obj, required *[]string) {
	for f := range t.Fields() {
		if !f.IsExported() {
			continue
		}
		tag := f.Tag.Get("json")
		if tag == "-" {
			continue
		}
		name, opts, _ := strings.Cut(tag, ",")
		if f.Anonymous && name == "" && f.Type.Kind() == reflect.Struct {
			structFields(schemas, f.Type, props, required)
			continue
		}
		if name == "" {
			name = f.Name
		}
		props[name] = schemaRef(schemas, f.Type)
		if !strings.Contains(opts, "omitempty") {
			*required = append(*required, name)
		}
	}
}
