package transport

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"

	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/tools"
)

// x402 Bazaar discovery (coinbase/x402 specs/extensions/bazaar.md): every
// 402 of a paid route or tool says how to call it and what it answers, so
// that a facilitator can list it in its catalog. The example is the one
// the route's GET preview shows (tools.Service.Example), and the request
// schema is the one the MCP tool declares, for REST bodies and tool
// arguments alike. The gate leaves the metadata out when the server is
// unlisted (payments.X402Config.Unlisted).

// paidOps returns the paid operations, in the order of ToolNames.
func paidOps() []string {
	return []string{tools.OpScore, tools.OpBatch, tools.OpFull, tools.OpCompare}
}

// requestSchema is the JSON Schema of op's request body, which is also
// the input schema of its tool.
func requestSchema(op string) (map[string]any, error) {
	var t mcp.Tool
	if op == tools.OpBatch {
		batchArgs()(&t)
	} else {
		promptArgs()(&t)
	}
	return jsonMap(t.InputSchema)
}

// jsonMap returns v as a generic JSON object.
func jsonMap(v any) (map[string]any, error) {
	raw, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	var m map[string]any
	if err := json.Unmarshal(raw, &m); err != nil {
		return nil, err
	}
	return m, nil
}

// example returns op's worked example as generic JSON: the request body
// and the answer.
func example(svc *tools.Service, op string) (req, res any, err error) {
	ex, err := svc.Example(context.Background(), op)
	if err != nil {
		return nil, nil, err
	}
	if req, err = jsonMap(ex.Request); err != nil {
		return nil, nil, err
	}
	if res, err = jsonMap(ex.Response); err != nil {
		return nil, nil, err
	}
	return req, res, nil
}

// restDiscovery returns the Bazaar metadata of each paid REST route: a
// POST with a JSON body.
func restDiscovery(svc *tools.Service) (map[string]*payments.Discovery, error) {
	out := make(map[string]*payments.Discovery, 4)
	for _, op := range paidOps() {
		schema, err := requestSchema(op)
		if err != nil {
			return nil, fmt.Errorf("discovery of %s: %w", op, err)
		}
		req, res, err := example(svc, op)
		if err != nil {
			return nil, fmt.Errorf("discovery of %s: %w", op, err)
		}
		if out[op], err = payments.BodyDiscovery(req, schema, res); err != nil {
			return nil, fmt.Errorf("discovery of %s: %w", op, err)
		}
	}
	return out, nil
}

// toolDiscovery returns the Bazaar metadata of a paid tool: the MCP form,
// with the tool's own input schema and description.
func toolDiscovery(svc *tools.Service, op string, tool mcp.Tool) (*payments.Discovery, error) {
	schema, err := jsonMap(tool.InputSchema)
	if err != nil {
		return nil, fmt.Errorf("discovery of %s: %w", tool.Name, err)
	}
	req, res, err := example(svc, op)
	if err != nil {
		return nil, fmt.Errorf("discovery of %s: %w", tool.Name, err)
	}
	d, err := payments.MCPDiscovery(tool.Name, tool.Description, schema, req, res)
	if err != nil {
		return nil, fmt.Errorf("discovery of %s: %w", tool.Name, err)
	}
	return d, nil
}
