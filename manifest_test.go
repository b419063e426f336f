package main

import (
	"bytes"
	"context"
	"encoding/json"
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
	"github.com/mark3labs/mcp-go/mcp"

	"github.com/pqs-dev/pqs/internal/pqstest"
	"github.com/pqs-dev/pqs/model/modeltest"
	"github.com/pqs-dev/pqs/payments"
	"github.com/pqs-dev/pqs/tools"
	"github.com/pqs-dev/pqs/transport"
)

// bundleManifest is the part of manifest.json the tests check.
type bundleManifest struct {
	ManifestVersion string `json:"manifest_version"`
	Name            string `json:"name"`
	Server          struct {
		Type       string `json:"type"`
		EntryPoint string `json:"entry_point"`
		MCPConfig  struct {
			Command string            `json:"command"`
			Args    []string          `json:"args"`
			Env     map[string]string `json:"env"`
		} `json:"mcp_config"`
	} `json:"server"`
	Tools []struct {
		Name        string `json:"name"`
		Description string `json:"description"`
	} `json:"tools"`
	UserConfig map[string]struct {
		Type      string `json:"type"`
		Title     string `json:"title"`
		Required  bool   `json:"required"`
		Sensitive bool   `json:"sensitive"`
		Default   *any   `json:"default"`
	} `json:"user_config"`
}

func readManifest(t *testing.T) bundleManifest {
	t.Helper()
	b, err := os.ReadFile("manifest.json")
	if err != nil {
		t.Fatal(err)
	}
	var m bundleManifest
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatalf("manifest.json: %v", err)
	}
	return m
}

// TestManifestTools checks the bundle lists exactly the tools the server
// serves.
func TestManifestTools(t *testing.T) {
	m := readManifest(t)
	var listed []string
	for _, tl := range m.Tools {
		listed = append(listed, tl.Name)
		if tl.Description == "" || len(tl.Description) > 200 {
			t.Errorf("manifest tool %s: description of %d characters", tl.Name, len(tl.Description))
		}
	}
	p := payments.DefaultPrices()
	s := transport.NewMCPServer(transport.MCPConfig{Service: tools.New(tools.Config{}), Prices: p, Local: true})
	c, err := client.NewInProcessClient(s.MCPServer)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	ctx := context.Background()
	if err := startMCP(ctx, c, "manifest-test"); err != nil {
		t.Fatal(err)
	}
	res, err := c.ListTools(ctx, mcp.ListToolsRequest{})
	if err != nil {
		t.Fatal(err)
	}
	var served []string
	for _, tl := range res.Tools {
		served = append(served, tl.Name)
	}
	slices.Sort(listed)
	slices.Sort(served)
	if !slices.Equal(listed, served) {
		t.Errorf("manifest tools %v, server tools %v", listed, served)
	}
}

// TestManifestConfig checks the server block and user_config: the command
// is "pqs mcp", every env var is one pqs mcp reads, every placeholder names
// a user_config entry, and optional entries have defaults (an unset one
// without a default would reach the server as a literal "${user_config.x}").
func TestManifestConfig(t *testing.T) {
	m := readManifest(t)
	sc := m.Server.MCPConfig
	if m.Server.Type != "binary" || !strings.HasSuffix(sc.Command, "/"+m.Server.EntryPoint) || !slices.Equal(sc.Args, []string{"mcp"}) {
		t.Errorf("server = %+v, want the binary run as \"pqs mcp\"", m.Server)
	}
	var help bytes.Buffer
	run(context.Background(), []string{"mcp", "--help"}, func(string) string { return "" }, strings.NewReader(""), &help, io.Discard)
	placeholder := regexp.MustCompile(`^\$\{user_config\.([a-z_]+)\}$`)
	used := map[string]bool{}
	for k, v := range sc.Env {
		if !strings.Contains(help.String(), "env "+k) {
			t.Errorf("env %s: pqs mcp does not read it (not in --help)", k)
		}
		mm := placeholder.FindStringSubmatch(v)
		if mm == nil {
			t.Errorf("env %s = %q: want ${user_config.NAME}", k, v)
			continue
		}
		if _, ok := m.UserConfig[mm[1]]; !ok {
			t.Errorf("env %s: no user_config %q", k, mm[1])
		}
		used[mm[1]] = true
	}
	for k, uc := range m.UserConfig {
		if !used[k] {
			t.Errorf("user_config %s is not used", k)
		}
		if !uc.Required && uc.Default == nil {
			t.Errorf("user_config %s is optional without a default", k)
		}
	}
	for _, want := range []string{"OPENAI_BASE_URL", "OPENAI_API_KEY", "PQS_TARGET_MODEL"} {
		if _, ok := sc.Env[want]; !ok {
			t.Errorf("manifest does not configure %s", want)
		}
	}
	if k, ok := m.UserConfig["openai_api_key"]; !ok || !k.Sensitive {
		t.Error("the API key must be a sensitive user_config entry")
	}
}

// TestManifestValidate runs the official validator, @anthropic-ai/mcpb.
func TestManifestValidate(t *testing.T) {
	dir := interopDir(t)
	manifest, _ := filepath.Abs("manifest.json")
	out, err := exec.Command("node", filepath.Join(dir, "node_modules", "@anthropic-ai", "mcpb", "dist", "cli", "cli.js"), "validate", manifest).CombinedOutput()
	if err != nil || !strings.Contains(string(out), "Manifest schema validation passes") {
		t.Fatalf("mcpb validate: %v\n%s", err, out)
	}
}

// TestManifestBundle installs the bundle the way Claude Desktop does: the
// binary at its entry point, the launch command computed by the mcpb
// package from the manifest and a user configuration that points at a
// model endpoint (a fake OpenAI-compatible server). The TypeScript SDK then
// runs optimize and compare through it.
func TestManifestBundle(t *testing.T) {
	dir := interopDir(t)
	m := readManifest(t)
	bundle := t.TempDir()
	entry := filepath.Join(bundle, filepath.FromSlash(m.Server.EntryPoint))
	if err := os.MkdirAll(filepath.Dir(entry), 0o755); err != nil {
		t.Fatal(err)
	}
	bin, err := os.ReadFile(pqstest.Binary(t))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(entry, bin, 0o755); err != nil {
		t.Fatal(err)
	}
	fake := modeltest.NewServer(t, modeltest.Answer)
	userConfig, _ := json.Marshal(map[string]string{
		"openai_base_url": fake.BaseURL,
		"openai_api_key":  "sk-test",
		"target_model":    "target-m",
		"models":          "a=model-a,b=model-b",
		"judge_model":     "judge-m",
	})
	manifest, _ := filepath.Abs("manifest.json")
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	out, err := exec.CommandContext(ctx, "node", filepath.Join(dir, "bundle.mjs"), manifest, bundle, string(userConfig)).Output()
	if err != nil {
		t.Fatalf("bundle.mjs: %v", err)
	}
	var launch struct {
		Command string            `json:"command"`
		Args    []string          `json:"args"`
		Env     map[string]string `json:"env"`
	}
	if err := json.Unmarshal(out, &launch); err != nil {
		t.Fatal(err)
	}
	if launch.Command != entry || launch.Env["OPENAI_BASE_URL"] != fake.BaseURL {
		t.Fatalf("launch = %+v", launch)
	}
	rep := runSDKClient(t, dir, map[string]any{
		"stdio": map[string]any{"command": launch.Command, "args": launch.Args, "env": launch.Env},
		"calls": []map[string]any{
			{"name": "optimize", "arguments": map[string]any{"prompt": "Write a blog post about our new coffee grinder."}},
			{"name": "compare", "arguments": map[string]any{"prompt": "Explain Bitcoin halving.", "vertical": "crypto"}},
		},
	})
	if len(rep.Tools) != len(m.Tools) {
		t.Errorf("%d tools served, manifest lists %d", len(rep.Tools), len(m.Tools))
	}
	for _, c := range rep.Calls {
		if c.IsError || c.Thrown != "" || c.SchemaErrors != "" {
			t.Fatalf("%s: %+v", c.Name, c)
		}
	}
	var full tools.FullResult
	if err := json.Unmarshal(rep.Calls[0].StructuredContent, &full); err != nil {
		t.Fatal(err)
	}
	if full.Original.OutputStatus != tools.OutputOK || !strings.Contains(full.Original.Output, "target-m") {
		t.Errorf("optimize did not use the configured target model: %+v", full.Original)
	}
	var cmp tools.CompareResult
	if err := json.Unmarshal(rep.Calls[1].StructuredContent, &cmp); err != nil {
		t.Fatal(err)
	}
	if len(cmp.Results) != 2 || cmp.Winner == "" || cmp.Results["a"].Model != "model-a" {
		t.Errorf("compare = %+v", cmp)
	}
}
