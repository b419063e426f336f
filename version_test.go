package main

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/mark3labs/mcp-go/client"
	mcptransport "github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
)

// TestVersionUnstamped: a build without -X main.version says "dev".
func TestVersionUnstamped(t *testing.T) {
	var out bytes.Buffer
	if err := run(context.Background(), []string{"--version"}, func(string) string { return "" }, strings.NewReader(""), &out, io.Discard); err != nil {
		t.Fatal(err)
	}
	if got := out.String(); got != "pqs dev\n" {
		t.Errorf("pqs --version = %q, want \"pqs dev\\n\"", got)
	}
}

// TestVersionStamped checks that a build stamped the way deploy/release.sh
// stamps a release reports that version everywhere: pqs --version, MCP
// serverInfo over stdio and over HTTP, and the OpenAPI info.version. (The
// bundle manifests and server.json are checked against the same version by
// deploy/release.)
func TestVersionStamped(t *testing.T) {
	bin := pqsBinary(t)
	for _, arg := range []string{"--version", "version"} {
		out, err := exec.Command(bin, arg).Output()
		if err != nil || string(out) != "pqs "+testVersion+"\n" {
			t.Errorf("pqs %s = %q, %v; want %q", arg, out, err, "pqs "+testVersion+"\n")
		}
	}

	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	stdio := mcptransport.NewStdio(bin, []string{"PATH=" + os.Getenv("PATH"), "HOME=" + t.TempDir()}, "mcp")
	if got := serverVersion(ctx, t, stdio); got != testVersion {
		t.Errorf("serverInfo.version over stdio = %q, want %q", got, testVersion)
	}

	srv := startPQSServe(t)
	httpT, err := mcptransport.NewStreamableHTTP(srv.url + "/mcp")
	if err != nil {
		t.Fatal(err)
	}
	if got := serverVersion(ctx, t, httpT); got != testVersion {
		t.Errorf("serverInfo.version over HTTP = %q, want %q", got, testVersion)
	}
	resp, err := http.Get(srv.url + "/openapi.json")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var doc struct {
		Info struct {
			Version string `json:"version"`
		} `json:"info"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&doc); err != nil {
		t.Fatal(err)
	}
	if doc.Info.Version != testVersion {
		t.Errorf("OpenAPI info.version = %q, want %q", doc.Info.Version, testVersion)
	}
}

// serverVersion initializes an MCP session over tr and returns the
// server's serverInfo.version.
func serverVersion(ctx context.Context, t *testing.T, tr mcptransport.Interface) string {
	t.Helper()
	c := client.NewClient(tr, client.WithProtocolVersion(mcp.ProtocolVersion20251125))
	defer c.Close()
	if err := c.Start(ctx); err != nil {
		t.Fatal(err)
	}
	var init mcp.InitializeRequest
	init.Params.ProtocolVersion = mcp.ProtocolVersion20251125
	init.Params.ClientInfo = mcp.Implementation{Name: "version-test", Version: "0"}
	res, err := c.Initialize(ctx, init)
	if err != nil {
		t.Fatal(err)
	}
	return res.ServerInfo.Version
}
