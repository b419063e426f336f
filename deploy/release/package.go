package main

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"time"
)

// config is what "release package" needs.
type config struct {
	dist      string
	modTime   time.Time
	manifest  string
	repo      string
	image     string
	remoteURL string
	// syftVersion is the version of the syft that wrote the SBOMs.
	syftVersion string
}

// packageRelease runs after GoReleaser: it writes an MCPB bundle per
// platform from GoReleaser's binaries, gives the SBOMs the commit's time,
// writes server.json, and rewrites checksums.txt to list everything.
func packageRelease(c config, out io.Writer) error {
	meta, err := readMetadata(c.dist)
	if err != nil {
		return fmt.Errorf("package: %w", err)
	}
	arts, err := readArtifacts(c.dist)
	if err != nil {
		return fmt.Errorf("package: %w", err)
	}
	repoManifest, err := os.ReadFile(c.manifest)
	if err != nil {
		return fmt.Errorf("package: %w", err)
	}
	version := meta.Version

	var bundleFiles []string
	bundleSums := map[string]string{}
	for _, b := range bundles() {
		bin, err := arts.binary(b.build)
		if err != nil {
			return fmt.Errorf("package: %w", err)
		}
		data, err := os.ReadFile(bin)
		if err != nil {
			return fmt.Errorf("package: %w", err)
		}
		m, err := bundleManifest(repoManifest, b, version)
		if err != nil {
			return fmt.Errorf("package: %w", err)
		}
		name := b.file(version)
		if err := writeZip(filepath.Join(c.dist, name), bundleEntries(m, data, b), c.modTime); err != nil {
			return fmt.Errorf("package: %w", err)
		}
		if bundleSums[name], err = fileSHA256(filepath.Join(c.dist, name)); err != nil {
			return fmt.Errorf("package: %w", err)
		}
		bundleFiles = append(bundleFiles, name)
	}

	for _, t := range targets() {
		if err := fixSBOM(filepath.Join(c.dist, t.sbom(version)), sbomNamespace(c.repo, version, t), c.modTime, c.syftVersion); err != nil {
			return fmt.Errorf("package: %w", err)
		}
	}

	env, err := manifestEnv(repoManifest)
	if err != nil {
		return fmt.Errorf("package: %w", err)
	}
	sj, err := buildServerJSON(releaseInfo{version: version, repo: c.repo, image: c.image, remoteURL: c.remoteURL,
		bundles: bundleSums, order: bundleFiles, env: env})
	if err != nil {
		return fmt.Errorf("package: %w", err)
	}
	if err := writeFile(filepath.Join(c.dist, serverJSONFile), sj); err != nil {
		return fmt.Errorf("package: %w", err)
	}

	// GoReleaser's checksums.txt lists its archives, packages and SBOMs;
	// the SBOMs changed above, and the bundles and server.json are new.
	listed, err := readChecksums(filepath.Join(c.dist, checksumsFile))
	if err != nil {
		return fmt.Errorf("package: %w", err)
	}
	sums := map[string]string{}
	for _, name := range append(slices.Sorted(maps.Keys(listed)), append(bundleFiles, serverJSONFile)...) {
		if sums[name], err = fileSHA256(filepath.Join(c.dist, name)); err != nil {
			return fmt.Errorf("package: %w", err)
		}
	}
	if err := writeFile(filepath.Join(c.dist, checksumsFile), checksums(sums)); err != nil {
		return fmt.Errorf("package: %w", err)
	}
	fmt.Fprintf(out, "release %s (commit %.7s): %d bundles and %s added, %d files in %s\n",
		version, meta.Commit, len(bundleFiles), serverJSONFile, len(sums), filepath.Join(c.dist, checksumsFile))
	return nil
}

// metadata is GoReleaser's dist/metadata.json (the fields used here).
type metadata struct {
	Version string `json:"version"`
	Commit  string `json:"commit"`
}

func readMetadata(dist string) (metadata, error) {
	var m metadata
	raw, err := os.ReadFile(filepath.Join(dist, "metadata.json"))
	if err != nil {
		return m, err
	}
	if err := json.Unmarshal(raw, &m); err != nil {
		return m, fmt.Errorf("metadata.json: %w", err)
	}
	if m.Version == "" {
		return m, fmt.Errorf("metadata.json has no version")
	}
	return m, nil
}

// artifact is one entry of GoReleaser's dist/artifacts.json.
type artifact struct {
	Name   string `json:"name"`
	Path   string `json:"path"`
	Goos   string `json:"goos"`
	Goarch string `json:"goarch"`
	Type   string `json:"type"`
	Extra  struct {
		ID string `json:"ID"`
	} `json:"extra"`
}

type artifacts struct {
	dist string
	list []artifact
}

func readArtifacts(dist string) (artifacts, error) {
	raw, err := os.ReadFile(filepath.Join(dist, "artifacts.json"))
	if err != nil {
		return artifacts{}, err
	}
	a := artifacts{dist: dist}
	if err := json.Unmarshal(raw, &a.list); err != nil {
		return a, fmt.Errorf("artifacts.json: %w", err)
	}
	return a, nil
}

// binary returns the path of t's binary: the build of id pqs, or for
// darwin_universal the universal binary of id pqs-universal, which
// GoReleaser lists as darwin/all (.goreleaser.yaml).
func (a artifacts) binary(t target) (string, error) {
	id, arch := project, t.arch
	if t == universalTarget() {
		id, arch = project+"-universal", "all"
	}
	for _, x := range a.list {
		if x.Type == "Binary" && x.Goos == t.os && x.Goarch == arch && x.Extra.ID == id {
			// Paths in artifacts.json start with the dist directory as
			// GoReleaser was given it, relative to the repository.
			return filepath.Join(a.dist, strings.TrimPrefix(filepath.ToSlash(x.Path), "dist/")), nil
		}
	}
	return "", fmt.Errorf("artifacts.json has no binary of id %s for %s", id, t)
}

// sbomNamespace is the SPDX documentNamespace of t's SBOM: where it is
// published, unique per release and file (syft writes a random one).
func sbomNamespace(repo, version string, t target) string {
	return fmt.Sprintf("https://github.com/%s/releases/download/v%s/%s", repo, version, t.sbom(version))
}

// fixSBOM makes syft's SPDX document reproducible: syft stamps it with
// the time it ran and a random documentNamespace; this puts the commit's
// time and a namespace from the release instead. syft built by go tool has
// no version of its own ("syft-[not provided]"), so the creator gets the
// version deploy/tools/go.mod pins, when given. No other byte changes.
func fixSBOM(path, namespace string, modTime time.Time, syftVersion string) error {
	raw, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	var doc struct {
		DocumentNamespace string `json:"documentNamespace"`
		CreationInfo      struct {
			Created string `json:"created"`
		} `json:"creationInfo"`
	}
	if err := json.Unmarshal(raw, &doc); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	if doc.DocumentNamespace == "" || doc.CreationInfo.Created == "" {
		return fmt.Errorf("%s: no documentNamespace or creationInfo.created: not an SPDX document", path)
	}
	edits := []struct{ key, old, new string }{
		{"documentNamespace", doc.DocumentNamespace, namespace},
		{"created", doc.CreationInfo.Created, modTime.UTC().Format(time.RFC3339)},
	}
	for _, e := range edits {
		re := regexp.MustCompile(`("` + e.key + `":\s*)` + regexp.QuoteMeta(jsonString(e.old)))
		locs := re.FindAllSubmatchIndex(raw, -1)
		if len(locs) != 1 {
			return fmt.Errorf("%s: %s found %d times, want once", path, e.key, len(locs))
		}
		l := locs[0]
		raw = slices.Concat(raw[:l[3]], []byte(jsonString(e.new)), raw[l[1]:])
	}
	if syftVersion != "" {
		raw = bytes.Replace(raw, []byte(`"Tool: syft-[not provided]"`), []byte(jsonString("Tool: syft-"+syftVersion)), 1)
	}
	return writeFile(path, raw)
}

func jsonString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

func fileSHA256(path string) (string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return "", fmt.Errorf("sha256: %w", err)
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:]), nil
}

// readChecksums reads a file in sha256sum's format ("<hex>  <name>").
func readChecksums(path string) (map[string]string, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	sums := map[string]string{}
	sc := bufio.NewScanner(bytes.NewReader(raw))
	for sc.Scan() {
		sum, name, ok := strings.Cut(sc.Text(), "  ")
		if !ok || len(sum) != 64 || name == "" {
			return nil, fmt.Errorf("%s: line %q is not \"<sha256>  <file>\"", filepath.Base(path), sc.Text())
		}
		if _, dup := sums[name]; dup {
			return nil, fmt.Errorf("%s: %s listed twice", filepath.Base(path), name)
		}
		sums[name] = sum
	}
	return sums, nil
}

// checksums formats sums as sha256sum does ("<hex>  <name>"), by name.
func checksums(sums map[string]string) []byte {
	var b strings.Builder
	for _, n := range slices.Sorted(maps.Keys(sums)) {
		fmt.Fprintf(&b, "%s  %s\n", sums[n], n)
	}
	return []byte(b.String())
}
