// Command release adds to the release GoReleaser leaves in dist/ what
// GoReleaser does not make (docs/release.md): an MCPB bundle per platform,
// packed by the official mcpb CLI, and server.json, the MCP Registry entry
// that lists the bundles with their sha256. It also gives syft's SBOMs the
// commit's time and a fixed namespace, so that the same commit gives the
// same bytes. deploy/release.sh runs it from the repository after
// GoReleaser, then writes checksums.txt. The tests of this directory check
// a whole release when PQS_RELEASE_DIST names one (release_test.go).
//
//	go run ./deploy/release -time UNIX [-dist dist] [-syft-version V]
//	    [-repo OWNER/NAME] [-image REPOSITORY] [-remote-url URL]
package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"
)

func main() {
	if err := run(os.Args[1:], os.Stdout); err != nil && !errors.Is(err, flag.ErrHelp) {
		fmt.Fprintln(os.Stderr, "release:", err)
		os.Exit(1)
	}
}

type config struct {
	dist, manifest, mcpb string    // directories and files it reads
	modTime              time.Time // of the bundles' entries and the SBOMs
	repo, image          string    // GitHub owner/name; OCI repository
	remoteURL            string    // streamable HTTP endpoint; {host} is a variable
	syftVersion          string    // syft built by go tool knows none
}

func run(args []string, out io.Writer) error {
	fs := flag.NewFlagSet("release", flag.ContinueOnError)
	c := config{manifest: "manifest.json", mcpb: mcpbCLI}
	fs.StringVar(&c.dist, "dist", "dist", "GoReleaser's output directory")
	epoch := fs.Int64("time", 0, "the commit's time, Unix seconds")
	fs.StringVar(&c.repo, "repo", "pqs-dev/pqs", "GitHub repository of the release downloads")
	fs.StringVar(&c.image, "image", "ghcr.io/pqs-dev/pqs", "OCI image repository, tagged with the version")
	// pqs has no public deployment: by default the entry describes any
	// pqs serve behind HTTPS, its host asked of the client.
	fs.StringVar(&c.remoteURL, "remote-url", "https://{host}/mcp", "streamable HTTP endpoint of a hosted pqs")
	fs.StringVar(&c.syftVersion, "syft-version", "", "version of the syft that wrote the SBOMs")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if *epoch <= 0 {
		return errors.New("-time: the commit's time is required")
	}
	c.modTime = time.Unix(*epoch, 0).UTC()
	version, err := c.release()
	if err == nil {
		fmt.Fprintf(out, "release %s: %d bundles, server.json and %d SBOMs in %s\n", version, len(bundles()), len(targets()), c.dist)
	}
	return err
}

// release writes the bundles, the SBOMs' fixes and server.json into
// c.dist and returns the release's version.
func (c config) release() (string, error) {
	version, bins, err := readDist(c.dist)
	if err != nil {
		return "", err
	}
	manifest, err := os.ReadFile(c.manifest)
	if err != nil {
		return "", err
	}
	sums := map[string]string{}
	for _, b := range bundles() {
		name := b.file(version)
		if err := c.pack(b, bins[b.build], manifest, version); err != nil {
			return "", fmt.Errorf("bundle %s: %w", name, err)
		}
		if sums[name], err = fileSHA256(filepath.Join(c.dist, name)); err != nil {
			return "", err
		}
	}
	for _, t := range targets() {
		if err := fixSBOM(filepath.Join(c.dist, t.sbom(version)), sbomNamespace(c.repo, version, t), c.modTime, c.syftVersion); err != nil {
			return "", err
		}
	}
	doc, err := buildServerJSON(c, version, manifest, sums)
	if err != nil {
		return "", err
	}
	return version, os.WriteFile(filepath.Join(c.dist, "server.json"), doc, 0o644)
}

// readDist reads what GoReleaser recorded of its run: the version in
// dist/metadata.json and, in dist/artifacts.json, the path of each
// target's binary and of the universal one.
func readDist(dir string) (string, map[target]string, error) {
	var meta struct{ Version string }
	var arts []struct {
		Path, Goos, Goarch, Type string
		Extra                    struct{ ID string }
	}
	for name, v := range map[string]any{"metadata.json": &meta, "artifacts.json": &arts} {
		raw, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			return "", nil, err
		}
		if err := json.Unmarshal(raw, v); err != nil {
			return "", nil, fmt.Errorf("%s: %w", name, err)
		}
	}
	bins := map[target]string{}
	for _, a := range arts {
		// Paths start with dist/, relative to the repository.
		path := filepath.Join(dir, strings.TrimPrefix(filepath.ToSlash(a.Path), "dist/"))
		switch {
		case a.Type == "Binary" && a.Extra.ID == "pqs":
			bins[target{a.Goos, a.Goarch}] = path
		case a.Type == "Binary" && a.Extra.ID == "pqs-universal": // darwin/all
			bins[universal()] = path
		}
	}
	for _, b := range bundles() {
		if bins[b.build] == "" {
			return "", nil, fmt.Errorf("artifacts.json lists no binary for %s", b.build)
		}
	}
	if meta.Version == "" {
		return "", nil, errors.New("metadata.json names no version")
	}
	return meta.Version, bins, nil
}
