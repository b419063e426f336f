package main

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// config is what "release package" needs.
type config struct {
	dist      string
	version   string
	commit    string
	modTime   time.Time
	manifest  string
	readme    string
	repo      string
	image     string
	remoteURL string
}

// packageRelease writes the archives, the universal binary, the bundles,
// server.json and checksums.txt into c.dist from the binaries in
// c.dist/build.
func packageRelease(c config) error {
	readme, err := os.ReadFile(c.readme)
	if err != nil {
		return fmt.Errorf("package: %w", err)
	}
	repoManifest, err := os.ReadFile(c.manifest)
	if err != nil {
		return fmt.Errorf("package: %w", err)
	}
	bins := map[target][]byte{}
	for _, t := range targets() {
		b, err := os.ReadFile(buildPath(c.dist, t))
		if err != nil {
			return fmt.Errorf("package: binary for %s: %w", t, err)
		}
		bins[t] = b
	}
	sums := map[string]string{} // file -> sha256
	var files []string          // release order

	for _, t := range targets() {
		name := t.archive(c.version)
		entries := []entry{{name: t.binary(), mode: 0o755, data: bins[t]}, {name: "README.md", mode: 0o644, data: readme}}
		write := writeTarGz
		if t.os == "windows" {
			write = writeZip
		}
		if err := write(filepath.Join(c.dist, name), entries, c.modTime); err != nil {
			return fmt.Errorf("package: %w", err)
		}
		files = append(files, name)
	}

	fat, err := universal(bins[target{"darwin", "amd64"}], bins[target{"darwin", "arm64"}])
	if err != nil {
		return fmt.Errorf("package: %w", err)
	}
	if err := os.MkdirAll(filepath.Dir(buildPath(c.dist, universalTarget())), 0o755); err != nil {
		return fmt.Errorf("package: %w", err)
	}
	if err := os.WriteFile(buildPath(c.dist, universalTarget()), fat, 0o755); err != nil {
		return fmt.Errorf("package: %w", err)
	}
	bins[universalTarget()] = fat

	var bundleFiles []string
	for _, b := range bundles() {
		m, err := bundleManifest(repoManifest, b, c.version)
		if err != nil {
			return fmt.Errorf("package: %w", err)
		}
		name := b.file(c.version)
		if err := writeZip(filepath.Join(c.dist, name), bundleEntries(m, bins[b.build], b), c.modTime); err != nil {
			return fmt.Errorf("package: %w", err)
		}
		files = append(files, name)
		bundleFiles = append(bundleFiles, name)
	}

	for _, f := range files {
		sum, err := fileSHA256(filepath.Join(c.dist, f))
		if err != nil {
			return fmt.Errorf("package: %w", err)
		}
		sums[f] = sum
	}
	env, err := manifestEnv(repoManifest)
	if err != nil {
		return fmt.Errorf("package: %w", err)
	}
	bundleSums := map[string]string{}
	for _, f := range bundleFiles {
		bundleSums[f] = sums[f]
	}
	sj, err := buildServerJSON(releaseInfo{version: c.version, repo: c.repo, image: c.image, remoteURL: c.remoteURL,
		bundles: bundleSums, order: bundleFiles, env: env})
	if err != nil {
		return fmt.Errorf("package: %w", err)
	}
	if err := writeFile(filepath.Join(c.dist, "server.json"), sj); err != nil {
		return fmt.Errorf("package: %w", err)
	}
	if err := writeFile(filepath.Join(c.dist, checksumsFile), checksums(sums)); err != nil {
		return fmt.Errorf("package: %w", err)
	}
	fmt.Printf("release %s (commit %s): %d archives, %d bundles, server.json, %s in %s\n",
		c.version, c.commit, len(targets()), len(bundleFiles), checksumsFile, c.dist)
	return nil
}

// buildPath is where release.sh puts t's binary.
func buildPath(dist string, t target) string {
	return filepath.Join(dist, "build", t.String(), t.binary())
}

func fileSHA256(path string) (string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return "", fmt.Errorf("sha256: %w", err)
	}
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:]), nil
}

// checksums formats sums as sha256sum does ("<hex>  <name>"), by name.
func checksums(sums map[string]string) []byte {
	names := make([]string, 0, len(sums))
	for n := range sums {
		names = append(names, n)
	}
	slices.Sort(names)
	var b strings.Builder
	for _, n := range names {
		fmt.Fprintf(&b, "%s  %s\n", sums[n], n)
	}
	return []byte(b.String())
}
