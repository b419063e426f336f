package transport

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/santhosh-tekuri/jsonschema/v6"

	"github.com/pqs-dev/pqs/tools"
)

// fastCall answers the common MCP request itself: a tools/call of one of
// our tools, in a protocol revision before 2026-07-28 (the one the
// TypeScript SDK, Claude and Cursor speak). It is what mcp-go would
// answer, without its general machinery: a session, a forwarding goroutine
// and three parses of the message per request, which cost more than the
// call's own work. It reports false, having written nothing, for anything
// else (another method, a modern request, a _meta it does not know, a
// batch of messages), which mcp-go then serves. TestMCPFastPathAgrees
// sends the same requests both ways.
func (s *MCPServer) fastCall(w http.ResponseWriter, r *http.Request, body []byte, caller *mcpCaller) bool {
	if v := r.Header.Get("MCP-Protocol-Version"); v != "" && (!mcp.IsValidProtocolVersion(v) || mcp.IsModernProtocol(v)) {
		return false
	}
	var msg rpcMessage
	if len(body) == 0 || body[0] != '{' || parseRPC(body, &msg) != nil {
		return false
	}
	if msg.JSONRPC != mcp.JSONRPC_VERSION || msg.Method != string(mcp.MethodToolsCall) || !plainID(msg.ID) {
		return false
	}
	t := s.tools.byName[msg.Params.Name]
	if t == nil {
		return false
	}
	c := toolCall{args: msg.Params.Arguments}
	if a := bytes.TrimSpace(c.args); len(a) == 0 || string(a) == "null" {
		c.args = json.RawMessage("{}")
	} else if a[0] != '{' {
		return false // mcp-go's own error
	}
	for k, v := range msg.Params.Meta {
		switch k {
		case metaPayment:
			if err := json.Unmarshal(v, &c.payment); err != nil {
				return false
			}
		case "progressToken": // we send no progress
		default:
			return false // a modern request, tracing: mcp-go's to handle
		}
	}

	ctx := withMCPCaller(r.Context(), caller)
	res := s.tools.serve(ctx, t, c)
	if r.Context().Err() != nil {
		callerGone(w) // nobody reads the answer
		return true
	}
	if t.output != nil && !res.IsError {
		if err := validateOutput(t.output, res.StructuredContent); err != nil {
			res, _ = s.tools.errorResult(ctx, fmt.Errorf("structured result of %s: %w", t.op, err))
		}
	}
	bp := getSlice()
	b := append((*bp)[:0], `{"jsonrpc":"2.0","id":`...)
	b = append(b, msg.ID...)
	b, err := appendToolResult(append(b, `,"result":`...), res)
	if err != nil {
		// The call ran (and may be charged): answer it, never run it again.
		s.tools.cfg.Logger.ErrorContext(ctx, "mcp: encode tool result", "tool", t.op, "err", err)
		b = append(append((*bp)[:0], `{"jsonrpc":"2.0","id":`...), msg.ID...)
		b = append(b, `,"error":{"code":-32603,"message":"internal error: the result could not be encoded"`...)
	}
	*bp = append(b, "}\n"...)
	writeBody(w, http.StatusOK, *bp)
	putSlice(bp)
	if caller.done != nil {
		caller.done(r.Context(), flush(w))
	}
	return true
}

// plainID reports whether id is a JSON-RPC request ID: a number or a
// string (not null, not absent: those are notifications or invalid).
func plainID(id json.RawMessage) bool {
	id = bytes.TrimSpace(id)
	return len(id) > 0 && (id[0] == '"' || id[0] == '-' || ('0' <= id[0] && id[0] <= '9'))
}

// appendToolResult appends res as mcp-go's CallToolResult.MarshalJSON
// would (the same members; the order of members aside), with our results
// encoded by hand.
func appendToolResult(b []byte, res *mcp.CallToolResult) ([]byte, error) {
	b = append(b, '{')
	if res.Meta != nil {
		meta, err := json.Marshal(res.Meta)
		if err != nil {
			return nil, err
		}
		b = append(b, `"_meta":`...)
		b = append(b, meta...)
		b = append(b, ',')
	}
	b = append(b, `"content":[`...)
	for i, c := range res.Content {
		if i > 0 {
			b = append(b, ',')
		}
		if tc, ok := c.(mcp.TextContent); ok && tc.Annotations == nil && tc.Meta == nil {
			b = append(b, `{"type":"text","text":`...)
			b = appendString(b, tc.Text)
			b = append(b, '}')
			continue
		}
		raw, err := json.Marshal(c)
		if err != nil {
			return nil, err
		}
		b = append(b, raw...)
	}
	b = append(b, ']')
	if res.IsError {
		b = append(b, `,"isError":true`...)
	}
	if res.StructuredContent != nil {
		b = append(b, `,"structuredContent":`...)
		switch v := res.StructuredContent.(type) {
		case *tools.ScoreResult:
			b = appendScore(b, v)
		case *tools.BatchResult:
			b = appendBatch(b, v)
		case *tools.FreeResult:
			b = appendFree(b, v)
		default:
			var buf bytes.Buffer
			enc := json.NewEncoder(&buf)
			enc.SetEscapeHTML(false) // as REST answers
			if err := enc.Encode(v); err != nil {
				return nil, err
			}
			b = append(b, bytes.TrimSuffix(buf.Bytes(), []byte("\n"))...)
		}
	}
	return append(b, '}'), nil
}

// validateOutput checks a structured result against the tool's output
// schema, as mcp-go does with output validation on (tests).
func validateOutput(schema *jsonschema.Schema, v any) error {
	raw, err := json.Marshal(v)
	if err != nil {
		return err
	}
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
	if err != nil {
		return err
	}
	if err := schema.Validate(doc); err != nil {
		return fmt.Errorf("does not match the output schema: %s", strings.ReplaceAll(err.Error(), "\n", "; "))
	}
	return nil
}
