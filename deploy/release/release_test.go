package main

import (
	"bytes"
	"context"
	"debug/buildinfo"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestRelease checks a release built by deploy/release.sh, whose dist
// directory PQS_RELEASE_DIST names (relative to the repository, or
// absolute); without it, it skips, as building a release takes minutes.
// With PQS_RELEASE_INSTALL=1 it also installs the .deb in a throwaway
// root (root on Linux) and runs the Action's install script against the
// release. CI runs (.ci/run):
//
//	bash deploy/release.sh --snapshot
//	PQS_RELEASE_DIST=dist PQS_RELEASE_INSTALL=1 go test -count=1 -run TestRelease -v ./deploy/release
//
// It checks every file: checksums.txt, the archives and their binaries,
// the SBOMs, the .deb and .rpm, the Homebrew formula, each bundle (also
// with the mcpb CLI), server.json against the registry's schema and rules,
// and one version across the binary, its MCP serverInfo, its OpenAPI
// document, the bundle manifests and server.json.
func TestRelease(t *testing.T) {
	dist := os.Getenv("PQS_RELEASE_DIST")
	if dist == "" {
		t.Skip("PQS_RELEASE_DIST is not set: build a release with bash deploy/release.sh --snapshot, then PQS_RELEASE_DIST=dist go test -run TestRelease ./deploy/release")
	}
	if !filepath.IsAbs(dist) {
		dist = filepath.Join("../..", dist)
	}
	r, err := loadRelease(dist, "../..")
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("release %s of %s", r.version, r.modTime)
	repo := os.Getenv("PQS_RELEASE_REPO")
	if repo == "" {
		repo = "pqs-dev/pqs"
	}
	ctx := t.Context()
	// Each check is a subtest, so that -v lists them; they run in order,
	// the archives' first: the others compare with their binaries.
	check := func(name string, f func() error) {
		t.Run(name, func(t *testing.T) {
			if err := f(); err != nil {
				t.Error(err)
			}
		})
	}
	var sums map[string]string
	check("checksums", func() (err error) { sums, err = r.checkChecksums(); return err })
	for _, tg := range targets() {
		check("archive/"+tg.String(), func() error { return r.checkArchive(tg) })
	}
	for _, tg := range targets() {
		check("sbom/"+tg.String(), func() error {
			bi, err := buildinfo.Read(bytes.NewReader(r.bins[tg]))
			if err != nil {
				return fmt.Errorf("the archived binary's build info: %w", err)
			}
			return r.checkSBOM(tg, repo, bi)
		})
	}
	for _, p := range linuxPackages() {
		check("package/"+p.format+"_"+p.arch, func() error { return r.checkLinuxPackage(ctx, p) })
	}
	check("formula", func() error { return r.checkFormula(repo, sums) })
	cli := requireMCPB(t)
	for _, b := range bundles() {
		check("bundle/"+b.build.String(), func() error { return r.checkBundle(b) })
		check("bundle/"+b.build.String()+"/mcpb", func() error { return r.checkMCPB(ctx, b, cli) })
	}
	check("server.json", func() error { return r.checkServerJSON(sums) })
	check("versions", func() error {
		host := target{runtime.GOOS, runtime.GOARCH}
		if _, ok := r.bins[host]; !ok {
			return fmt.Errorf("no checked release binary for this machine (%s)", host)
		}
		return checkVersions(ctx, r.bins[host], r.version)
	})
	if os.Getenv("PQS_RELEASE_INSTALL") != "1" {
		t.Log("PQS_RELEASE_INSTALL is not 1: the .deb is not installed, the Action's script not run")
		return
	}
	if t.Failed() {
		t.Fatal("the release's files are wrong: not installing them")
	}
	check("install/deb", func() error {
		out, err := r.checkDebInstall(ctx)
		t.Log(strings.TrimSpace(out))
		return err
	})
	check("install/action", func() error { return r.checkActionInstall(ctx) })
}

// loadRelease reads the version and commit GoReleaser built
// (metadata.json) and the commit's time from git.
func loadRelease(dist, root string) (*release, error) {
	raw, err := os.ReadFile(filepath.Join(dist, "metadata.json"))
	if err != nil {
		return nil, err
	}
	var meta struct{ Version, Commit string }
	if err := json.Unmarshal(raw, &meta); err != nil {
		return nil, err
	}
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	out, err := exec.CommandContext(ctx, "git", "-C", root, "log", "-1", "--format=%ct", meta.Commit).Output()
	if err != nil {
		return nil, err
	}
	sec, err := strconv.ParseInt(strings.TrimSpace(string(out)), 10, 64)
	if err != nil {
		return nil, err
	}
	return &release{dist: dist, root: root, version: meta.Version, modTime: time.Unix(sec, 0).UTC(), bins: map[target][]byte{}}, nil
}

// requireMCPB returns the mcpb CLI of interop/mcp; it skips the test when
// the CLI is not installed, and fails it in CI.
func requireMCPB(t *testing.T) string {
	t.Helper()
	cli, err := filepath.Abs(filepath.Join("../..", mcpbCLI))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(cli); err != nil {
		if os.Getenv("CI") != "" || os.Getenv("PQS_RELEASE_DIST") != "" {
			t.Fatalf("the mcpb CLI is missing: %v", err)
		}
		t.Skip("interop/mcp/node_modules missing: run npm ci --prefix interop/mcp")
	}
	return cli
}

// requireTool skips a test whose tool is missing, and fails it in CI.
func requireTool(t *testing.T, name string) {
	t.Helper()
	if _, err := exec.LookPath(name); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("%s is not installed in CI", name)
		}
		t.Skipf("%s is not installed", name)
	}
}
