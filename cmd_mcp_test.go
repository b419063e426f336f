package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	mcptransport "github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/pqs-dev/pqs/internal/pqstest"
	"github.com/pqs-dev/pqs/tools"
	"github.com/pqs-dev/pqs/transport"
)

const mcpTestPrompt = "You are a release manager. Write release notes for version 2.3 of our CLI for end users, as a Markdown list of at most 8 bullets, grouped into Features and Fixes. Example bullet: \"- Faster startup (about 30% less time).\""

// startMCP starts c and opens its session as the client name.
func startMCP(ctx context.Context, c *client.Client, name string) error {
	if err := c.Start(ctx); err != nil {
		return fmt.Errorf("start: %w", err)
	}
	var init mcp.InitializeRequest
	init.Params.ClientInfo = mcp.Implementation{Name: name, Version: "0"}
	if _, err := c.Initialize(ctx, init); err != nil {
		return fmt.Errorf("initialize: %w", err)
	}
	return nil
}

// TestMCPStdio runs "pqs mcp" in-process on pipes with the mcp-go client,
// in both protocol revisions, and checks stdout carries only JSON-RPC.
func TestMCPStdio(t *testing.T) {
	for _, v := range []string{mcp.ProtocolVersion20260728, mcp.ProtocolVersion20251125} {
		t.Run(v, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
			defer cancel()
			inR, inW := io.Pipe()
			outR, outW := io.Pipe()
			var stdout, stderr pqstest.SyncBuffer
			done := make(chan error, 1)
			go func() {
				err := run(ctx, []string{"mcp", "--log-level", "debug"}, func(string) string { return "" }, inR, outW, &stderr)
				outW.Close()
				done <- err
			}()
			c := client.NewClient(mcptransport.NewIO(io.TeeReader(outR, &stdout), inW, nil), client.WithProtocolVersion(v))
			if err := startMCP(ctx, c, "pqs-test"); err != nil {
				t.Fatalf("%v\nstderr: %s", err, stderr.String())
			}
			lt, err := c.ListTools(ctx, mcp.ListToolsRequest{})
			if err != nil {
				t.Fatal(err)
			}
			if len(lt.Tools) != 5 {
				t.Fatalf("%d tools", len(lt.Tools))
			}
			for _, tl := range lt.Tools {
				if strings.Contains(tl.Description, "Price:") {
					t.Errorf("%s: a local tool states a price: %q", tl.Name, tl.Description)
				}
			}
			for _, name := range []string{"score_free", "score", "optimize"} {
				var req mcp.CallToolRequest
				req.Params.Name = name
				req.Params.Arguments = map[string]any{"prompt": mcpTestPrompt}
				res, err := c.CallTool(ctx, req)
				if err != nil || res.IsError || res.StructuredContent == nil {
					t.Fatalf("%s over stdio: err=%v result=%+v", name, err, res)
				}
				if name == "score_free" {
					// Every tool is free over stdio: the upgrade hint must not ask for payment.
					sc, _ := json.Marshal(res.StructuredContent)
					var free tools.FreeResult
					if err := json.Unmarshal(sc, &free); err != nil {
						t.Fatal(err)
					}
					if !strings.Contains(free.Upgrade, "score tool") || strings.ContainsAny(free.Upgrade+free.TryFree, "$") ||
						strings.Contains(free.Upgrade+free.TryFree, "Bearer") || strings.Contains(free.Upgrade+free.TryFree, "POST") {
						t.Errorf("score_free over stdio: upgrade %q, try_free %q", free.Upgrade, free.TryFree)
					}
				}
			}
			c.Close() // closes stdin: the server returns
			if err := <-done; err != nil {
				t.Fatalf("pqs mcp: %v", err)
			}
			checkJSONRPCOnly(t, stdout.Bytes())
			if !strings.Contains(stderr.String(), `"msg":"mcp tool call"`) {
				t.Errorf("no tool-call log on stderr: %s", stderr.String())
			}
		})
	}
}

// checkJSONRPCOnly fails unless every line of out is a JSON-RPC 2.0 message.
func checkJSONRPCOnly(t *testing.T, out []byte) {
	t.Helper()
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(nil, 1<<20)
	n := 0
	for sc.Scan() {
		var msg struct {
			JSONRPC string `json:"jsonrpc"`
		}
		if err := json.Unmarshal(sc.Bytes(), &msg); err != nil || msg.JSONRPC != "2.0" {
			t.Errorf("stdout line %d is not JSON-RPC: %q", n+1, sc.Text())
		}
		n++
	}
	if n == 0 {
		t.Error("nothing on stdout")
	}
}

func TestMCPUsage(t *testing.T) {
	for _, args := range [][]string{{"mcp", "extra"}, {"mcp", "--log-level", "loud"}, {"mcp", "--nope"}} {
		err := run(context.Background(), args, func(string) string { return "" }, strings.NewReader(""), io.Discard, io.Discard)
		var ee exitError
		if !errors.As(err, &ee) || ee.code != 2 {
			t.Errorf("%v: err = %v, want a usage error", args, err)
		}
	}
	err := run(context.Background(), []string{"mcp"}, func(k string) string {
		if k == "PQS_MAX_PROMPT_BYTES" {
			return "lots"
		}
		return ""
	}, strings.NewReader(""), io.Discard, io.Discard)
	var ee exitError
	if !errors.As(err, &ee) || ee.code != 2 {
		t.Errorf("bad PQS_MAX_PROMPT_BYTES: err = %v, want a usage error", err)
	}
}

// interopDir is the npm folder of the official MCP clients.
func interopDir(t *testing.T) string {
	t.Helper()
	dir, err := filepath.Abs(filepath.Join("interop", "mcp"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(dir, "node_modules", "@modelcontextprotocol", "sdk")); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("interop/mcp/node_modules is missing in CI (npm ci --prefix interop/mcp): %v", err)
		}
		t.Skip("interop/mcp/node_modules missing: run npm ci --prefix interop/mcp")
	}
	if _, err := exec.LookPath("node"); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("node is not installed")
		}
		t.Skip("node is not installed")
	}
	return dir
}

// sdkReport is what interop/mcp/client.mjs prints.
type sdkReport struct {
	Server          map[string]any `json:"server"`
	ProtocolVersion string         `json:"protocolVersion"`
	Tools           []struct {
		Name         string         `json:"name"`
		Description  string         `json:"description"`
		InputSchema  map[string]any `json:"inputSchema"`
		OutputSchema map[string]any `json:"outputSchema"`
		Annotations  map[string]any `json:"annotations"`
	} `json:"tools"`
	Calls []sdkCall `json:"calls"`
	Fatal string    `json:"fatal"`
}

type sdkCall struct {
	Name              string          `json:"name"`
	IsError           bool            `json:"isError"`
	Text              []string        `json:"text"`
	StructuredContent json.RawMessage `json:"structuredContent"`
	Meta              map[string]any  `json:"meta"`
	SchemaErrors      string          `json:"schemaErrors"`
	Thrown            string          `json:"thrown"`
}

func runSDKClient(t *testing.T, dir string, plan any) sdkReport {
	t.Helper()
	b, err := json.Marshal(plan)
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
	defer cancel()
	cmd := exec.CommandContext(ctx, "node", filepath.Join(dir, "client.mjs"), string(b))
	cmd.Dir = dir
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	var rep sdkReport
	if jerr := json.Unmarshal(out, &rep); jerr != nil {
		t.Fatalf("client.mjs: %v %v\nstdout: %s\nstderr: %s", err, jerr, out, stderr.String())
	}
	if rep.Fatal != "" || err != nil {
		t.Fatalf("client.mjs: %v %s\nstderr: %s", err, rep.Fatal, stderr.String())
	}
	return rep
}

// TestMCPStdioSDK spawns the built binary as "pqs mcp" from the official
// TypeScript SDK client, lists the tools and calls each one.
func TestMCPStdioSDK(t *testing.T) {
	dir := interopDir(t)
	bin := pqstest.Binary(t)
	calls := []map[string]any{
		{"name": "score_free", "arguments": map[string]any{"prompt": mcpTestPrompt}},
		{"name": "score", "arguments": map[string]any{"prompt": mcpTestPrompt, "vertical": "content"}},
		{"name": "batch", "arguments": map[string]any{"prompts": []any{map[string]any{"prompt": mcpTestPrompt, "vertical": "research"}, "Write a haiku."}}},
		{"name": "optimize", "arguments": map[string]any{"prompt": "Write a blog post about Bitcoin.", "vertical": "crypto"}},
		{"name": "compare", "arguments": map[string]any{"prompt": mcpTestPrompt}},
		{"name": "score", "arguments": map[string]any{"prompt": "  "}},
	}
	rep := runSDKClient(t, dir, map[string]any{
		"stdio": map[string]any{"command": bin, "args": []string{"mcp"}},
		"calls": calls,
	})
	if rep.Server["name"] != transport.MCPServerName {
		t.Errorf("server = %v", rep.Server)
	}
	var names []string
	for _, tl := range rep.Tools {
		names = append(names, tl.Name)
		if tl.OutputSchema == nil || len(tl.Annotations) != 5 {
			t.Errorf("%s: outputSchema %v, annotations %v", tl.Name, tl.OutputSchema != nil, tl.Annotations)
		}
	}
	slices.Sort(names)
	if want := slices.Sorted(slices.Values(transport.ToolNames())); !slices.Equal(names, want) {
		t.Fatalf("tools = %v, want %v", names, want)
	}
	svc := tools.New(tools.Config{})
	for i, c := range rep.Calls {
		switch {
		case c.Thrown != "":
			t.Errorf("%s: the SDK threw: %s", c.Name, c.Thrown)
		case c.SchemaErrors != "":
			t.Errorf("%s: structuredContent fails the output schema: %s", c.Name, c.SchemaErrors)
		case c.Name == "compare":
			if !c.IsError || !strings.Contains(strings.Join(c.Text, " "), tools.CodeModelNotConfigured) {
				t.Errorf("compare without a model: %+v", c)
			}
		case i == len(calls)-1:
			if !c.IsError || !strings.Contains(strings.Join(c.Text, " "), tools.CodeEmptyPrompt) {
				t.Errorf("blank prompt: %+v", c)
			}
		case c.IsError || len(c.StructuredContent) == 0 || len(c.Text) == 0:
			t.Errorf("%s: %+v", c.Name, c)
		}
	}
	// The stdio result is the operation's result, field for field.
	args := calls[1]["arguments"].(map[string]any)
	want, err := svc.Score(context.Background(), tools.NewRequest(args["prompt"].(string), args["vertical"].(string)))
	if err != nil {
		t.Fatal(err)
	}
	var got tools.ScoreResult
	if err := json.Unmarshal(rep.Calls[1].StructuredContent, &got); err != nil {
		t.Fatal(err)
	}
	if got.Score != want.Score || got.Grade != want.Grade || !slices.Equal(got.TopFixes, want.TopFixes) || got.Dimensions != want.Dimensions {
		t.Errorf("stdio score = %+v, want %+v", got, want)
	}
}

// TestCompareNeedsAreSettings: the settings compare's description and
// error name are ones pqs serve and pqs mcp read.
func TestCompareNeedsAreSettings(t *testing.T) {
	names := regexp.MustCompile(`\b(OPENAI|PQS)_[A-Z_]+\b`).FindAllString(tools.CompareNeeds, -1)
	if len(names) < 4 {
		t.Fatalf("tools.CompareNeeds names %q", names)
	}
	for _, cmd := range []string{"serve", "mcp"} {
		help, _, _ := runCLI(t, nil, cmd, "--help")
		for _, n := range names {
			if !strings.Contains(help, "env "+n+")") && !strings.Contains(help, "env "+n+";") {
				t.Errorf("pqs %s --help does not read %s", cmd, n)
			}
		}
	}
}
