package main

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"
)

const (
	// registrySchemaURL is the MCP Registry server.json schema the release
	// follows; schema/ holds a copy (see schema/README.md).
	registrySchemaURL = "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json"
	// serverName is the MCP Registry name; the Dockerfile's
	// io.modelcontextprotocol.server.name label must say the same.
	serverName = "io.github.pqs-dev/pqs"
)

// object is a JSON object, written as the document reads.
type object = map[string]any

// buildServerJSON returns the MCP Registry entry of a release, which
// GoReleaser's mcp section cannot write (docs/release.md): an mcpb package
// per bundle (its GitHub release download, with its sha256 from sums), the
// OCI image run as "pqs mcp" over stdio with the manifest's environment,
// and the streamable HTTP remote, whose Authorization header carries an
// API key (optional: score_free needs none, and x402 payments ride in the
// tool call instead).
func buildServerJSON(c config, version string, manifest []byte, sums map[string]string) ([]byte, error) {
	env, err := manifestEnv(manifest)
	if err != nil {
		return nil, err
	}
	var packages []object
	for _, b := range bundles() {
		packages = append(packages, object{
			"registryType": "mcpb",
			"identifier":   fmt.Sprintf("https://github.com/%s/releases/download/v%s/%s", c.repo, version, b.file(version)),
			"version":      version,
			"fileSha256":   sums[b.file(version)],
			"transport":    object{"type": "stdio"},
		})
	}
	packages = append(packages, object{
		"registryType":         "oci",
		"identifier":           c.image + ":" + version,
		"runtimeHint":          "docker",
		"transport":            object{"type": "stdio"},
		"packageArguments":     []object{{"type": "positional", "value": "mcp", "description": "MCP over stdio (the image's default command is serve)"}},
		"environmentVariables": env,
	})
	remote := object{
		"type": "streamable-http",
		"url":  c.remoteURL,
		"headers": []object{{
			"name": "Authorization",
			"description": "Bearer <pqs API key> (created with pqs keys create) pays for score, batch, optimize and compare; " +
				"score_free needs none, and x402 payments go in the tool call's _meta instead.",
			"isSecret": true,
		}},
	}
	if strings.Contains(c.remoteURL, "{host}") {
		remote["variables"] = object{"host": object{
			"description": "Host name (and port) of your pqs serve deployment behind HTTPS, e.g. pqs.example.com",
			"isRequired":  true,
		}}
	}
	return marshalIndent(object{
		"$schema":     registrySchemaURL,
		"name":        serverName,
		"title":       "pqs: prompt quality scoring",
		"description": "Score, rewrite and compare LLM prompts: 8 dimensions, grade, percentile and top fixes.",
		"version":     version,
		"repository":  object{"url": "https://github.com/" + c.repo, "source": "github"},
		"packages":    packages,
		"remotes":     []object{remote},
	})
}

// manifestEnv lists the manifest's environment variables with the title,
// description and sensitivity of the user_config entry each one reads, for
// the OCI package's environmentVariables.
func manifestEnv(manifest []byte) ([]object, error) {
	var m struct {
		Server struct {
			MCPConfig struct{ Env map[string]string } `json:"mcp_config"`
		}
		UserConfig map[string]struct {
			Title, Description  string
			Required, Sensitive bool
		} `json:"user_config"`
	}
	if err := json.Unmarshal(manifest, &m); err != nil {
		return nil, fmt.Errorf("manifest: %w", err)
	}
	var env []object
	for _, name := range slices.Sorted(maps.Keys(m.Server.MCPConfig.Env)) {
		key := strings.TrimSuffix(strings.TrimPrefix(m.Server.MCPConfig.Env[name], "${user_config."), "}")
		uc, ok := m.UserConfig[key]
		if !ok {
			return nil, fmt.Errorf("manifest: env %s reads unknown user_config %q", name, key)
		}
		v := object{"name": name, "description": uc.Title + ". " + uc.Description}
		if uc.Required {
			v["isRequired"] = true
		}
		if uc.Sensitive {
			v["isSecret"] = true
		}
		env = append(env, v)
	}
	return env, nil
}
