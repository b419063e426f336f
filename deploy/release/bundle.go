package main

import (
	"bytes"
	"encoding/json"
	"fmt"
)

// bundleManifest adapts the repository's MCPB manifest to one bundle: the
// release version, the entry point and command of that platform's binary,
// no platform_overrides (the bundle holds one binary), and
// compatibility.platforms naming that platform alone. Everything else
// (tools, user_config, env) is the repository's manifest unchanged.
func bundleManifest(repo []byte, b bundle, version string) ([]byte, error) {
	var m map[string]any
	if err := json.Unmarshal(repo, &m); err != nil {
		return nil, fmt.Errorf("manifest: %w", err)
	}
	server, ok := m["server"].(map[string]any)
	if !ok {
		return nil, fmt.Errorf("manifest: no server object")
	}
	cfg, ok := server["mcp_config"].(map[string]any)
	if !ok {
		return nil, fmt.Errorf("manifest: no server.mcp_config object")
	}
	compat, ok := m["compatibility"].(map[string]any)
	if !ok {
		return nil, fmt.Errorf("manifest: no compatibility object")
	}
	entry := "server/" + b.build.binary()
	m["version"] = version
	server["entry_point"] = entry
	cfg["command"] = "${__dirname}/" + entry
	delete(cfg, "platform_overrides")
	compat["platforms"] = []string{b.platform}
	var out bytes.Buffer
	enc := json.NewEncoder(&out)
	enc.SetEscapeHTML(false) // keep ${...} and ">=" readable
	enc.SetIndent("", "  ")
	if err := enc.Encode(m); err != nil {
		return nil, fmt.Errorf("manifest: %w", err)
	}
	return out.Bytes(), nil
}

// bundleEntries is the content of a bundle: manifest.json at the root and
// the binary at the manifest's entry point, executable.
func bundleEntries(manifest, bin []byte, b bundle) []entry {
	return []entry{
		{name: "manifest.json", mode: 0o644, data: manifest},
		{name: "server/" + b.build.binary(), mode: 0o755, data: bin},
	}
}
