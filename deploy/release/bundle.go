package main

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
)

// mcpbCLI is the official MCPB CLI, @anthropic-ai/mcpb pinned in the npm
// lock of interop/mcp, relative to the repository.
const mcpbCLI = "interop/mcp/node_modules/@anthropic-ai/mcpb/dist/cli/cli.js"

// sourceDate stops node's clock at SOURCE_DATE_EPOCH: mcpb pack stamps
// every entry with the time it runs.
//
//go:embed sourcedate.mjs
var sourceDate []byte

// pack writes b's bundle into c.dist with "mcpb pack", which validates
// the manifest and zips a directory as Claude Desktop expects: here
// manifest.json (bundleManifest) and server/pqs[.exe], the binary at bin
// with mode 0755; node's clock stopped at the commit's time.
func (c config) pack(b bundle, bin string, manifest []byte, version string) error {
	dir, err := os.MkdirTemp("", "pqs-bundle-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	m, err := bundleManifest(manifest, b, version)
	if err != nil {
		return err
	}
	exe, err := os.ReadFile(bin)
	if err != nil {
		return err
	}
	src := filepath.Join(dir, "bundle")
	if err := os.MkdirAll(filepath.Join(src, "server"), 0o755); err != nil {
		return err
	}
	for name, f := range map[string]struct {
		data []byte
		mode os.FileMode
	}{"sourcedate.mjs": {sourceDate, 0o644}, "bundle/manifest.json": {m, 0o644}, "bundle/server/" + b.build.binary(): {exe, 0o755}} {
		// Chmod: the modes go into the zip, whatever the umask.
		if err := os.WriteFile(filepath.Join(dir, name), f.data, f.mode); err != nil {
			return err
		}
		if err := os.Chmod(filepath.Join(dir, name), f.mode); err != nil {
			return err
		}
	}
	out, err := filepath.Abs(filepath.Join(c.dist, b.file(version)))
	if err != nil {
		return err
	}
	preload := (&url.URL{Scheme: "file", Path: filepath.Join(dir, "sourcedate.mjs")}).String()
	cmd := exec.Command("node", "--import", preload, c.mcpb, "pack", src, out)
	// Zip entries carry local time: in UTC, the commit's anywhere.
	cmd.Env = append(os.Environ(), "TZ=UTC", "SOURCE_DATE_EPOCH="+strconv.FormatInt(c.modTime.Unix(), 10))
	if log, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("mcpb pack: %w\n%s", err, log)
	}
	return nil
}

// bundleManifest adapts the repository's MCPB manifest to one bundle: the
// release version, the entry point and command of that platform's binary,
// no platform_overrides (the bundle holds one binary), and
// compatibility.platforms naming that platform alone. Everything else
// (tools, user_config, env) is the repository's manifest unchanged.
func bundleManifest(repo []byte, b bundle, version string) ([]byte, error) {
	var m object
	if err := json.Unmarshal(repo, &m); err != nil {
		return nil, fmt.Errorf("manifest: %w", err)
	}
	server, _ := m["server"].(object)
	cfg, _ := server["mcp_config"].(object)
	compat, _ := m["compatibility"].(object)
	if cfg == nil || compat == nil {
		return nil, fmt.Errorf("manifest: no server.mcp_config or compatibility object")
	}
	entry := "server/" + b.build.binary()
	m["version"] = version
	server["entry_point"] = entry
	cfg["command"] = "${__dirname}/" + entry
	delete(cfg, "platform_overrides")
	compat["platforms"] = []string{b.platform}
	return marshalIndent(m)
}

// marshalIndent is JSON as people read it: indented, and with ${...} and
// ">=" left as they are.
func marshalIndent(v any) ([]byte, error) {
	var out bytes.Buffer
	enc := json.NewEncoder(&out)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}
