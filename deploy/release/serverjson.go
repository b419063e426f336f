package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
)

// registrySchemaURL is the MCP Registry server.json schema the release
// follows; schema/ holds a copy (see schema/README.md).
const registrySchemaURL = "https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json"

// serverJSON is the MCP Registry entry (the fields pqs uses).
type serverJSON struct {
	Schema      string     `json:"$schema"`
	Name        string     `json:"name"`
	Title       string     `json:"title"`
	Description string     `json:"description"`
	Version     string     `json:"version"`
	WebsiteURL  string     `json:"websiteUrl,omitempty"`
	Repository  repository `json:"repository"`
	Packages    []pkg      `json:"packages"`
	Remotes     []remote   `json:"remotes"`
}

type repository struct {
	URL    string `json:"url"`
	Source string `json:"source"`
}

type pkg struct {
	RegistryType         string     `json:"registryType"`
	Identifier           string     `json:"identifier"`
	Version              string     `json:"version,omitempty"`
	FileSHA256           string     `json:"fileSha256,omitempty"`
	RuntimeHint          string     `json:"runtimeHint,omitempty"`
	Transport            transport  `json:"transport"`
	PackageArguments     []argument `json:"packageArguments,omitempty"`
	EnvironmentVariables []input    `json:"environmentVariables,omitempty"`
}

type transport struct {
	Type string `json:"type"`
}

type argument struct {
	Type        string `json:"type"`
	Value       string `json:"value"`
	Description string `json:"description,omitempty"`
}

// input is a header, an environment variable or a URL variable.
type input struct {
	Name        string `json:"name,omitempty"`
	Description string `json:"description,omitempty"`
	IsRequired  bool   `json:"isRequired,omitempty"`
	IsSecret    bool   `json:"isSecret,omitempty"`
}

type remote struct {
	Type      string           `json:"type"`
	URL       string           `json:"url"`
	Headers   []input          `json:"headers,omitempty"`
	Variables map[string]input `json:"variables,omitempty"`
}

// releaseInfo is what server.json is made from.
type releaseInfo struct {
	version   string
	repo      string            // owner/name on GitHub
	image     string            // OCI repository, without a tag
	remoteURL string            // may hold {host}
	bundles   map[string]string // bundle file name -> sha256 hex
	order     []string          // bundle file names in release order
	env       []input           // model settings, from the manifest's user_config
}

// buildServerJSON returns the registry entry of a release: an mcpb package
// per bundle (GitHub release download, with its sha256), the OCI image run
// as "pqs mcp" over stdio, and the streamable HTTP remote, whose
// Authorization header carries an API key (optional: score_free needs none,
// and x402 payments ride in the tool call instead).
func buildServerJSON(r releaseInfo) ([]byte, error) {
	s := serverJSON{
		Schema:      registrySchemaURL,
		Name:        serverName,
		Title:       "pqs: prompt quality scoring",
		Description: "Score, rewrite and compare LLM prompts: 8 dimensions, grade, percentile and top fixes.",
		Version:     r.version,
		Repository:  repository{URL: "https://github.com/" + r.repo, Source: "github"},
	}
	for _, f := range r.order {
		s.Packages = append(s.Packages, pkg{
			RegistryType: "mcpb",
			Identifier:   fmt.Sprintf("https://github.com/%s/releases/download/v%s/%s", r.repo, r.version, f),
			Version:      r.version,
			FileSHA256:   r.bundles[f],
			Transport:    transport{Type: "stdio"},
		})
	}
	s.Packages = append(s.Packages, pkg{
		RegistryType:         "oci",
		Identifier:           r.image + ":" + r.version,
		RuntimeHint:          "docker",
		Transport:            transport{Type: "stdio"},
		PackageArguments:     []argument{{Type: "positional", Value: "mcp", Description: "MCP over stdio (the image's default command is serve)"}},
		EnvironmentVariables: r.env,
	})
	rem := remote{
		Type: "streamable-http",
		URL:  r.remoteURL,
		Headers: []input{{
			Name: "Authorization",
			Description: "Bearer <pqs API key> (created with pqs keys create) pays for score, batch, optimize and compare; " +
				"score_free needs none, and x402 payments go in the tool call's _meta instead.",
			IsSecret: true,
		}},
	}
	if strings.Contains(r.remoteURL, "{host}") {
		rem.Variables = map[string]input{"host": {
			Description: "Host name (and port) of your pqs serve deployment behind HTTPS, e.g. pqs.example.com",
			IsRequired:  true,
		}}
	}
	s.Remotes = []remote{rem}
	var out bytes.Buffer
	enc := json.NewEncoder(&out)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(s); err != nil {
		return nil, fmt.Errorf("server.json: %w", err)
	}
	return out.Bytes(), nil
}

// manifestEnv lists the manifest's environment variables with the title,
// description and sensitivity of the user_config entry each one reads, for
// the OCI package's environmentVariables.
func manifestEnv(repo []byte) ([]input, error) {
	var m struct {
		Server struct {
			MCPConfig struct {
				Env map[string]string `json:"env"`
			} `json:"mcp_config"`
		} `json:"server"`
		UserConfig map[string]struct {
			Title       string `json:"title"`
			Description string `json:"description"`
			Required    bool   `json:"required"`
			Sensitive   bool   `json:"sensitive"`
		} `json:"user_config"`
	}
	if err := json.Unmarshal(repo, &m); err != nil {
		return nil, fmt.Errorf("manifest: %w", err)
	}
	var out []input
	for name, v := range m.Server.MCPConfig.Env {
		key := strings.TrimSuffix(strings.TrimPrefix(v, "${user_config."), "}")
		uc, ok := m.UserConfig[key]
		if !ok {
			return nil, fmt.Errorf("manifest: env %s reads unknown user_config %q", name, key)
		}
		out = append(out, input{Name: name, Description: uc.Title + ". " + uc.Description, IsRequired: uc.Required, IsSecret: uc.Sensitive})
	}
	slices.SortFunc(out, func(a, b input) int { return strings.Compare(a.Name, b.Name) })
	return out, nil
}
