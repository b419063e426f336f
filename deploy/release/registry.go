package main

import (
	"bytes"
	_ "embed"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"regexp"
	"slices"
	"strings"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

//go:embed schema/server.schema.2025-12-11.json
var registrySchema []byte

// validateServerJSON checks a server.json against the registry's published
// schema, then against the rules the registry applies on publishing that a
// schema cannot state (internal/validators of the registry, v1.8.8): a
// reverse-DNS name, mcpb packages as HTTPS GitHub release downloads whose
// URL contains "mcp" with a fileSha256, OCI packages on an accepted
// registry with the version in the tag (no version or fileSha256 field),
// remotes over HTTPS on a non-loopback host whose {variables} are defined.
func validateServerJSON(raw []byte) error {
	c := jsonschema.NewCompiler()
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(registrySchema))
	if err != nil {
		return fmt.Errorf("registry schema: %w", err)
	}
	if err := c.AddResource(registrySchemaURL, doc); err != nil {
		return fmt.Errorf("registry schema: %w", err)
	}
	sch, err := c.Compile(registrySchemaURL)
	if err != nil {
		return fmt.Errorf("registry schema: %w", err)
	}
	inst, err := jsonschema.UnmarshalJSON(bytes.NewReader(raw))
	if err != nil {
		return fmt.Errorf("server.json: %w", err)
	}
	if err := sch.Validate(inst); err != nil {
		return fmt.Errorf("server.json does not match %s: %w", registrySchemaURL, err)
	}

	var s serverJSON
	if err := json.Unmarshal(raw, &s); err != nil {
		return fmt.Errorf("server.json: %w", err)
	}
	var errs []error
	if s.Schema != registrySchemaURL {
		errs = append(errs, fmt.Errorf("$schema %q, want %q", s.Schema, registrySchemaURL))
	}
	if !serverNameRE.MatchString(s.Name) {
		errs = append(errs, fmt.Errorf("name %q is not namespace/name in reverse-DNS form", s.Name))
	}
	for i, p := range s.Packages {
		if err := validatePackage(p); err != nil {
			errs = append(errs, fmt.Errorf("packages[%d]: %w", i, err))
		}
	}
	for i, r := range s.Remotes {
		if err := validateRemote(r); err != nil {
			errs = append(errs, fmt.Errorf("remotes[%d]: %w", i, err))
		}
	}
	return errors.Join(errs...)
}

var (
	serverNameRE    = regexp.MustCompile(`^[a-zA-Z0-9][a-zA-Z0-9.-]*[a-zA-Z0-9]/[a-zA-Z0-9._-]+$`)
	githubReleaseRE = regexp.MustCompile(`^/([a-zA-Z0-9]([a-zA-Z0-9\-]{0,37}[a-zA-Z0-9])?)/([a-zA-Z0-9._\-]+)/releases/download/([^/]+)/([^/]+)$`)
	templateVarRE   = regexp.MustCompile(`\{([^{}]+)\}`)
)

func validatePackage(p pkg) error {
	switch p.RegistryType {
	case "mcpb":
		u, err := url.Parse(p.Identifier)
		switch {
		case err != nil:
			return fmt.Errorf("mcpb identifier: %w", err)
		case u.Scheme != "https" || u.Host != "github.com" || !githubReleaseRE.MatchString(u.Path):
			return fmt.Errorf("mcpb identifier %q is not an HTTPS GitHub release download", p.Identifier)
		case !strings.Contains(strings.ToLower(p.Identifier), "mcp"):
			return fmt.Errorf("mcpb identifier %q does not contain \"mcp\"", p.Identifier)
		case p.FileSHA256 == "":
			return errors.New("mcpb package without fileSha256")
		}
	case "oci":
		host, rest, ok := strings.Cut(p.Identifier, "/")
		_, tag, tagged := strings.Cut(rest, ":")
		switch {
		case !ok || !strings.Contains(host, "."):
			return fmt.Errorf("oci identifier %q does not name its registry", p.Identifier)
		case !slices.Contains([]string{"docker.io", "ghcr.io", "quay.io", "mcr.microsoft.com"}, host):
			return fmt.Errorf("oci registry %q is not one the MCP Registry accepts", host)
		case !tagged || tag == "":
			return fmt.Errorf("oci identifier %q has no tag", p.Identifier)
		case p.Version != "" || p.FileSHA256 != "":
			return errors.New("oci package with a version or fileSha256 field (the tag is the version)")
		}
	default:
		return fmt.Errorf("registryType %q is not one pqs publishes", p.RegistryType)
	}
	return nil
}

func validateRemote(r remote) error {
	if r.Type != "streamable-http" && r.Type != "sse" {
		return fmt.Errorf("type %q", r.Type)
	}
	for _, m := range templateVarRE.FindAllStringSubmatch(r.URL, -1) {
		if _, ok := r.Variables[m[1]]; !ok {
			return fmt.Errorf("url %q uses {%s}, which variables does not define", r.URL, m[1])
		}
	}
	u, err := url.Parse(templateVarRE.ReplaceAllString(r.URL, "placeholder"))
	if err != nil {
		return fmt.Errorf("url %q: %w", r.URL, err)
	}
	h := u.Hostname()
	if u.Scheme != "https" || h == "localhost" || h == "127.0.0.1" || strings.HasSuffix(h, ".localhost") {
		return fmt.Errorf("url %q: a remote must be HTTPS on a public host", r.URL)
	}
	return nil
}
