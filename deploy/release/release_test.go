package main

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"context"
	"debug/buildinfo"
	"debug/macho"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"
)

// thinMachO is a minimal 64-bit Mach-O executable header (no load
// commands) for cpu, padded to size bytes with a marker.
func thinMachO(cpu macho.Cpu, size int, marker byte) []byte {
	b := make([]byte, size)
	binary.LittleEndian.PutUint32(b[0:], macho.Magic64)
	binary.LittleEndian.PutUint32(b[4:], uint32(cpu))
	binary.LittleEndian.PutUint32(b[12:], uint32(macho.TypeExec))
	for i := 32; i < size; i++ {
		b[i] = marker
	}
	return b
}

// TestBundleManifest: each bundle's manifest is the repository's with the
// version, that platform's binary and that platform alone.
func TestBundleManifest(t *testing.T) {
	repo, err := os.ReadFile("../../manifest.json")
	if err != nil {
		t.Fatal(err)
	}
	var orig map[string]any
	if err := json.Unmarshal(repo, &orig); err != nil {
		t.Fatal(err)
	}
	for _, b := range bundles() {
		raw, err := bundleManifest(repo, b, "1.2.3")
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]any
		if err := json.Unmarshal(raw, &m); err != nil {
			t.Fatal(err)
		}
		server := m["server"].(map[string]any)
		cfg := server["mcp_config"].(map[string]any)
		exe := "pqs"
		if b.platform == "win32" {
			exe = "pqs.exe"
		}
		if m["version"] != "1.2.3" || server["entry_point"] != "server/"+exe || cfg["command"] != "${__dirname}/server/"+exe {
			t.Errorf("%s: version %v, entry_point %v, command %v", b.build, m["version"], server["entry_point"], cfg["command"])
		}
		if _, ok := cfg["platform_overrides"]; ok {
			t.Errorf("%s: platform_overrides kept", b.build)
		}
		if p := m["compatibility"].(map[string]any)["platforms"]; !slices.Equal(toStrings(p), []string{b.platform}) {
			t.Errorf("%s: platforms %v, want [%s]", b.build, p, b.platform)
		}
		for _, k := range []string{"name", "tools", "user_config", "description", "author"} {
			if err := sameJSON(mustJSON(t, m[k]), mustJSON(t, orig[k])); err != nil {
				t.Errorf("%s: %s changed: %v", b.build, k, err)
			}
		}
		if err := sameJSON(mustJSON(t, cfg["env"]), mustJSON(t, orig["server"].(map[string]any)["mcp_config"].(map[string]any)["env"])); err != nil {
			t.Errorf("%s: env changed: %v", b.build, err)
		}
	}
}

func toStrings(v any) []string {
	var out []string
	for _, x := range v.([]any) {
		out = append(out, x.(string))
	}
	return out
}

func mustJSON(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// fatMachO joins thin Mach-O files into a universal one as lipo does
// (each slice at a 16 KiB aligned offset), standing in for GoReleaser's.
func fatMachO(thin ...[]byte) []byte {
	const align = 14
	hdr := make([]byte, 8+20*len(thin))
	binary.BigEndian.PutUint32(hdr[0:], macho.MagicFat)
	binary.BigEndian.PutUint32(hdr[4:], uint32(len(thin)))
	out := hdr
	for i, b := range thin {
		off := (len(out) + 1<<align - 1) &^ (1<<align - 1)
		out = append(out, make([]byte, off-len(out))...)
		rec := out[8+20*i:]
		binary.BigEndian.PutUint32(rec[0:], binary.LittleEndian.Uint32(b[4:]))
		binary.BigEndian.PutUint32(rec[8:], uint32(off))
		binary.BigEndian.PutUint32(rec[12:], uint32(len(b)))
		binary.BigEndian.PutUint32(rec[16:], align)
		out = append(out, b...)
	}
	return out
}

// writeTarGz writes entries as a gzipped tar, as GoReleaser's archives.
func writeTarGz(t *testing.T, path string, entries []entry, modTime time.Time) {
	t.Helper()
	var buf bytes.Buffer
	gz := gzip.NewWriter(&buf)
	tw := tar.NewWriter(gz)
	for _, e := range entries {
		h := &tar.Header{Typeflag: tar.TypeReg, Name: e.name, Mode: int64(e.mode), Size: int64(len(e.data)), ModTime: modTime}
		if err := tw.WriteHeader(h); err != nil {
			t.Fatal(err)
		}
		if _, err := tw.Write(e.data); err != nil {
			t.Fatal(err)
		}
	}
	if err := tw.Close(); err != nil {
		t.Fatal(err)
	}
	if err := gz.Close(); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

// syftSBOM is an SPDX document shaped as syft writes it, with syft's
// random namespace and the time it ran.
func syftSBOM(name string) []byte {
	return []byte(`{
 "spdxVersion": "SPDX-2.3",
 "dataLicense": "CC0-1.0",
 "SPDXID": "SPDXRef-DOCUMENT",
 "name": "` + name + `",
 "documentNamespace": "https://anchore.com/syft/file/` + name + `-` + fmt.Sprint(time.Now().UnixNano()) + `",
 "creationInfo": {
  "licenseListVersion": "3.27",
  "creators": ["Organization: Anchore, Inc", "Tool: syft-[not provided]"],
  "created": "` + time.Now().UTC().Format(time.RFC3339) + `"
 },
 "packages": [{"name": "stdlib", "versionInfo": "go1.26.8"}]
}
`)
}

// fakeRelease lays out a dist as GoReleaser leaves it (metadata.json,
// artifacts.json, binaries, archives, SBOMs, packages, checksums.txt),
// from synthetic binaries (Mach-O headers for macOS), runs
// packageRelease on it, and returns the verifier for it and the binaries.
func fakeRelease(t *testing.T, version string) (*verifier, map[target][]byte) {
	t.Helper()
	dist := t.TempDir()
	modTime := time.Unix(1700000000, 0).UTC()
	readme, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	write := func(name string, data []byte) {
		t.Helper()
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dist, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dist, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	bins := map[target][]byte{}
	var arts []map[string]any
	sums := map[string]string{}
	for i, tg := range targets() {
		data := []byte(strings.Repeat(tg.String(), 100))
		if tg.os == "darwin" {
			cpu := map[string]macho.Cpu{"amd64": macho.CpuAmd64, "arm64": macho.CpuArm64}[tg.arch]
			data = thinMachO(cpu, 3000+i, byte('a'+i))
		}
		bins[tg] = data
		path := "dist/pqs_" + tg.String() + "_v1/" + tg.binary()
		write(strings.TrimPrefix(path, "dist/"), data)
		arts = append(arts, map[string]any{"name": tg.binary(), "path": path, "goos": tg.os, "goarch": tg.arch,
			"type": "Binary", "extra": map[string]any{"ID": "pqs"}})
		entries := []entry{{name: tg.binary(), mode: 0o755, data: data}, {name: "README.md", mode: 0o644, data: readme}}
		if tg.os == "windows" {
			if err := writeZip(filepath.Join(dist, tg.archive(version)), entries, modTime); err != nil {
				t.Fatal(err)
			}
		} else {
			writeTarGz(t, filepath.Join(dist, tg.archive(version)), entries, modTime)
		}
		write(tg.sbom(version), syftSBOM(tg.archive(version)))
		for _, f := range []string{tg.archive(version), tg.sbom(version)} {
			if sums[f], err = fileSHA256(filepath.Join(dist, f)); err != nil {
				t.Fatal(err)
			}
		}
	}
	fat := fatMachO(bins[target{"darwin", "amd64"}], bins[target{"darwin", "arm64"}])
	write("pqs-universal_darwin_all/pqs", fat)
	arts = append(arts, map[string]any{"name": "pqs", "path": "dist/pqs-universal_darwin_all/pqs", "goos": "darwin", "goarch": "all",
		"type": "Binary", "extra": map[string]any{"ID": "pqs-universal"}})
	for _, p := range linuxPackages() {
		write(p.file(version), []byte("package "+p.file(version)))
		sums[p.file(version)] = sha256Hex([]byte("package " + p.file(version)))
	}
	write(checksumsFile, checksums(sums))
	write("artifacts.json", mustJSON(t, arts))
	write("metadata.json", mustJSON(t, map[string]string{"project_name": "pqs", "version": version, "commit": strings.Repeat("c", 40)}))

	err = packageRelease(config{dist: dist, modTime: modTime, manifest: "../../manifest.json",
		repo: defaultRepo, image: defaultImage, remoteURL: defaultRemoteURL}, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	return &verifier{dist: dist, root: "../..", manifest: "../../manifest.json", dockerfile: "../../Dockerfile", modTime: modTime, out: &bytes.Buffer{}}, bins
}

// TestPackage lays out a GoReleaser release of synthetic binaries, adds
// the bundles and server.json, and checks the result with the verifier's
// own checks (all but the binary formats, the packages and the versions
// the binaries report, which need real builds: CI runs "release verify"
// on a real one), and that a changed byte, platform or sum is caught.
func TestPackage(t *testing.T) {
	const version = "1.2.3-rc.1"
	v, bins := fakeRelease(t, version)
	sums, err := v.checkChecksums(version)
	if err != nil {
		t.Fatalf("checksums: %v", err)
	}
	for _, tg := range targets() {
		if err := v.checkArchive(tg, version, map[target][]byte{}); err == nil || !strings.Contains(err.Error(), "build info") {
			t.Errorf("archive %s: %v, want only the synthetic binary refused", tg, err)
		}
	}
	repo, err := os.ReadFile(v.manifest)
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range bundles() {
		if err := v.checkBundle(b, version, repo, bins); err != nil {
			t.Errorf("bundle %s: %v", b.build, err)
		}
	}
	raw, err := os.ReadFile(filepath.Join(v.dist, serverJSONFile))
	if err != nil {
		t.Fatal(err)
	}
	if err := validateServerJSON(raw); err != nil {
		t.Errorf("server.json: %v", err)
	}
	var s serverJSON
	if err := json.Unmarshal(raw, &s); err != nil {
		t.Fatal(err)
	}
	if err := v.checkServerEntries(s, sums); err != nil {
		t.Errorf("server.json entries: %v", err)
	}
	for _, tg := range targets() {
		var doc spdxDoc
		if err := json.Unmarshal(mustRead(t, filepath.Join(v.dist, tg.sbom(version))), &doc); err != nil {
			t.Fatal(err)
		}
		if doc.DocumentNamespace != sbomNamespace(defaultRepo, version, tg) || doc.CreationInfo.Created != "2023-11-14T22:13:20Z" {
			t.Errorf("SBOM %s: namespace %q, created %q; want the release's and the commit's", tg, doc.DocumentNamespace, doc.CreationInfo.Created)
		}
	}

	// The same inputs give the same bytes, the SBOMs included.
	v2, _ := fakeRelease(t, version)
	for _, f := range append(releaseFiles(version), checksumsFile) {
		if !bytes.Equal(mustRead(t, filepath.Join(v.dist, f)), mustRead(t, filepath.Join(v2.dist, f))) {
			t.Errorf("%s differs between two runs on the same inputs", f)
		}
	}

	// Tampering is caught.
	linux := bundles()[0]
	path := filepath.Join(v.dist, linux.file(version))
	orig := mustRead(t, path)
	m, err := bundleManifest(repo, bundle{"darwin", linux.build}, version)
	if err != nil {
		t.Fatal(err)
	}
	if err := writeZip(path, bundleEntries(m, bins[linux.build], linux), time.Unix(0, 0)); err != nil {
		t.Fatal(err)
	}
	if err := v.checkBundle(linux, version, repo, bins); err == nil {
		t.Error("a linux bundle whose manifest declares darwin passed")
	}
	if _, err := v.checkChecksums(version); err == nil {
		t.Error("a bundle that differs from its checksum passed")
	}
	os.WriteFile(path, orig, 0o644)
	darwin := bundles()[2]
	swapped := map[target][]byte{{"darwin", "amd64"}: bins[target{"darwin", "arm64"}], {"darwin", "arm64"}: bins[target{"darwin", "amd64"}]}
	if err := v.checkBundle(darwin, version, repo, swapped); err == nil {
		t.Error("a universal binary whose slices are not the archived binaries passed")
	}
	os.Remove(filepath.Join(v.dist, linuxPackages()[0].file(version)))
	if _, err := v.checkChecksums(version); err == nil {
		t.Error("a release without its .deb passed")
	}
	bad := s
	bad.Packages = slices.Clone(s.Packages)
	bad.Packages[1].FileSHA256 = sums[bundles()[0].file(version)]
	if err := v.checkServerEntries(bad, sums); err == nil {
		t.Error("server.json with a wrong fileSha256 passed")
	}
	bad = s
	bad.Remotes = nil
	if err := v.checkServerEntries(bad, sums); err == nil {
		t.Error("server.json without the remote passed")
	}
	v.dockerfile = filepath.Join(t.TempDir(), "Dockerfile")
	os.WriteFile(v.dockerfile, []byte("FROM scratch\nLABEL io.modelcontextprotocol.server.name=\"io.github.someone/else\"\n"), 0o644)
	if err := v.checkServerEntries(s, sums); err == nil {
		t.Error("a Dockerfile label that differs from server.json passed")
	}
}

func mustRead(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestFixSBOM: only syft's time and namespace change, and a document
// without them is refused.
func TestFixSBOM(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a.sbom.json")
	indented := syftSBOM("pqs_1.0.0_linux_amd64.tar.gz")
	var compact bytes.Buffer
	if err := json.Compact(&compact, indented); err != nil {
		t.Fatal(err)
	}
	for _, orig := range [][]byte{indented, compact.Bytes()} { // syft writes it compact
		if err := os.WriteFile(path, orig, 0o644); err != nil {
			t.Fatal(err)
		}
		if err := fixSBOM(path, "https://example.com/ns", time.Unix(0, 0), "v9.9.9"); err != nil {
			t.Fatal(err)
		}
		got := mustRead(t, path)
		var want map[string]any
		if err := json.Unmarshal(orig, &want); err != nil {
			t.Fatal(err)
		}
		want["documentNamespace"] = "https://example.com/ns"
		want["creationInfo"].(map[string]any)["created"] = "1970-01-01T00:00:00Z"
		want["creationInfo"].(map[string]any)["creators"].([]any)[1] = "Tool: syft-v9.9.9"
		if err := sameJSON(got, mustJSON(t, want)); err != nil {
			t.Error(err)
		}
		// Byte for byte, only those three strings changed.
		var old spdxDoc
		if err := json.Unmarshal(orig, &old); err != nil {
			t.Fatal(err)
		}
		back := bytes.Replace(got, []byte("https://example.com/ns"), []byte(old.DocumentNamespace), 1)
		back = bytes.Replace(back, []byte("1970-01-01T00:00:00Z"), []byte(old.CreationInfo.Created), 1)
		back = bytes.Replace(back, []byte("syft-v9.9.9"), []byte("syft-[not provided]"), 1)
		if !bytes.Equal(back, orig) {
			t.Errorf("fixSBOM changed more than the namespace, time and version:\n%s\nfrom\n%s", got, orig)
		}
	}
	if err := os.WriteFile(path, []byte(`{"spdxVersion":"SPDX-2.3"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := fixSBOM(path, "https://example.com/ns", time.Unix(0, 0), ""); err == nil {
		t.Error("a document without namespace and time was accepted")
	}
}

// TestValidateServerJSON: the registry schema and rules refuse what the
// registry would refuse.
func TestValidateServerJSON(t *testing.T) {
	sha := strings.Repeat("ab", 32)
	good := releaseInfo{version: "1.0.0", repo: defaultRepo, image: defaultImage, remoteURL: defaultRemoteURL,
		bundles: map[string]string{"pqs_1.0.0_linux_amd64.mcpb": sha}, order: []string{"pqs_1.0.0_linux_amd64.mcpb"}}
	raw, err := buildServerJSON(good)
	if err != nil {
		t.Fatal(err)
	}
	if err := validateServerJSON(raw); err != nil {
		t.Fatalf("valid server.json refused: %v", err)
	}
	for _, tc := range []struct {
		name string
		edit func(m map[string]any)
	}{
		{"description over 100 characters", func(m map[string]any) { m["description"] = strings.Repeat("x", 101) }},
		{"name without a namespace", func(m map[string]any) { m["name"] = "pqs" }},
		{"mcpb without fileSha256", func(m map[string]any) { delete(pkgAt(m, 0), "fileSha256") }},
		{"fileSha256 not hex", func(m map[string]any) { pkgAt(m, 0)["fileSha256"] = "XYZ" }},
		{"mcpb outside GitHub releases", func(m map[string]any) { pkgAt(m, 0)["identifier"] = "https://example.com/pqs.mcpb" }},
		{"oci with a version field", func(m map[string]any) { pkgAt(m, 1)["version"] = "1.0.0" }},
		{"oci without a tag", func(m map[string]any) { pkgAt(m, 1)["identifier"] = "ghcr.io/pqs-dev/pqs" }},
		{"remote on loopback", func(m map[string]any) { remoteAt(m)["url"] = "https://127.0.0.1/mcp" }},
		{"remote over http", func(m map[string]any) { remoteAt(m)["url"] = "http://pqs.example.com/mcp" }},
		{"remote variable undefined", func(m map[string]any) { delete(remoteAt(m), "variables") }},
		{"package version latest", func(m map[string]any) { pkgAt(m, 0)["version"] = "latest" }},
	} {
		var m map[string]any
		if err := json.Unmarshal(raw, &m); err != nil {
			t.Fatal(err)
		}
		tc.edit(m)
		if err := validateServerJSON(mustJSON(t, m)); err == nil {
			t.Errorf("%s: accepted", tc.name)
		}
	}
}

func pkgAt(m map[string]any, i int) map[string]any {
	return m["packages"].([]any)[i].(map[string]any)
}

func remoteAt(m map[string]any) map[string]any {
	return m["remotes"].([]any)[0].(map[string]any)
}

// TestCheckBinary builds a small program the way release.sh builds pqs and
// checks that checkBinary accepts it, and refuses a build with cgo
// settings left to default and symbols kept (this test's own binary).
func TestCheckBinary(t *testing.T) {
	if testing.Short() {
		t.Skip("cross-builds a small program")
	}
	dir := t.TempDir()
	for _, tg := range []target{{"linux", "amd64"}, {"darwin", "arm64"}, {"windows", "amd64"}} {
		out := filepath.Join(dir, tg.String())
		cmd := exec.Command("go", "build", "-trimpath", "-ldflags", "-s -w -X main.version=1.0.0", "-o", out, "./testdata/tiny")
		cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOOS="+tg.os, "GOARCH="+tg.arch)
		if b, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("build %s: %v\n%s", tg, err, b)
		}
		data, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		const mainPath = "github.com/pqs-dev/pqs/deploy/release/testdata/tiny"
		if err := checkBinary(tg, data, mainPath); err != nil {
			t.Errorf("%s: %v", tg, err)
		}
		other := target{tg.os, map[string]string{"amd64": "arm64", "arm64": "amd64"}[tg.arch]}
		if err := checkBinary(other, data, mainPath); err == nil {
			t.Errorf("%s binary passed as %s", tg, other)
		}
	}
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(self)
	if err != nil {
		t.Fatal(err)
	}
	if err := checkBinary(target{"linux", "amd64"}, data, "github.com/pqs-dev/pqs/deploy/release.test"); err == nil {
		t.Error("the test binary (no -trimpath, not stripped) passed as a release build")
	}
}

// TestCheckVersions builds pqs the way release.sh does, stamped with a
// version, and checks that checkBinary accepts it and that checkVersions
// finds that version in pqs --version, serverInfo over stdio and HTTP, and
// the OpenAPI document, and not another one.
func TestCheckVersions(t *testing.T) {
	if testing.Short() {
		t.Skip("builds pqs")
	}
	const version = "9.8.7-test.1"
	host := target{runtime.GOOS, runtime.GOARCH}
	bin := filepath.Join(t.TempDir(), host.binary())
	cmd := exec.Command("go", "build", "-trimpath", "-ldflags", "-s -w -X main.version="+version, "-o", bin, "../..")
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, b)
	}
	data, err := os.ReadFile(bin)
	if err != nil {
		t.Fatal(err)
	}
	if err := checkBinary(host, data, modulePath); err != nil {
		t.Errorf("checkBinary: %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	v := &verifier{}
	bins := map[target][]byte{host: data}
	if err := v.checkVersions(ctx, version, bins); err != nil {
		t.Errorf("checkVersions(%s): %v", version, err)
	}
	if err := v.checkVersions(ctx, "9.8.8", bins); err == nil {
		t.Error("checkVersions accepted a binary stamped with another version")
	}
}

// TestMCPBCLI runs the official MCPB CLI on a packaged bundle: it must
// unpack with the binary executable, validate, and repack to the same
// entries. Needs interop/mcp/node_modules (npm ci --prefix interop/mcp).
func TestMCPBCLI(t *testing.T) {
	cli, err := filepath.Abs("../../interop/mcp/node_modules/@anthropic-ai/mcpb/dist/cli/cli.js")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(cli); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("the mcpb CLI is missing in CI: %v", err)
		}
		t.Skip("interop/mcp/node_modules missing: run npm ci --prefix interop/mcp")
	}
	v, _ := fakeRelease(t, "2.0.0")
	v.mcpbCLI, v.node = cli, "node"
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	for _, b := range []bundle{bundles()[0], bundles()[3]} {
		if err := v.checkMCPBCLI(ctx, b, "2.0.0"); err != nil {
			t.Errorf("%s: %v", b.build, err)
		}
	}
	// A bundle whose binary is not executable differs from mcpb's layout.
	b := bundles()[0]
	entries, err := readArchive(filepath.Join(v.dist, b.file("2.0.0")))
	if err != nil {
		t.Fatal(err)
	}
	entries[1].mode = 0o644
	if err := writeZip(filepath.Join(v.dist, b.file("2.0.0")), entries, time.Unix(0, 0)); err != nil {
		t.Fatal(err)
	}
	if err := v.checkMCPBCLI(ctx, b, "2.0.0"); err == nil {
		t.Error("a bundle with a non-executable binary passed")
	}
}

// formula is a Homebrew formula laid out as GoReleaser's brews template
// writes it, for version with the archive sums in sums.
func formula(version string, sums map[string]string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "class Pqs < Formula\n  desc \"x\"\n  version %q\n", version)
	for _, goos := range []string{"darwin", "linux"} {
		fmt.Fprintf(&b, "  on_%s do\n", map[string]string{"darwin": "macos", "linux": "linux"}[goos])
		for _, arch := range []string{"amd64", "arm64"} {
			cond := map[string]string{"amd64": "Hardware::CPU.intel?", "arm64": "Hardware::CPU.arm?"}[arch]
			if goos == "linux" {
				cond += " && Hardware::CPU.is_64_bit?"
			}
			name := target{goos, arch}.archive(version)
			fmt.Fprintf(&b, "    if %s\n      url \"https://github.com/pqs-dev/pqs/releases/download/v%s/%s\"\n      sha256 %q\n", cond, version, name, sums[name])
			b.WriteString("      define_method(:install) do\n        bin.install \"pqs\"\n      end\n    end\n")
		}
		b.WriteString("  end\n")
	}
	b.WriteString("  service do\n    run [opt_bin/\"pqs\", \"serve\", \"--data\", var/\"pqs\"]\n  end\nend\n")
	return b.String()
}

// TestCheckFormula: the formula must give each platform its own archive
// with the sum checksums.txt lists.
func TestCheckFormula(t *testing.T) {
	const version = "1.2.3"
	sums := map[string]string{}
	for i, tg := range targets() {
		sums[tg.archive(version)] = strings.Repeat(fmt.Sprint(i), 64)
	}
	v := &verifier{dist: t.TempDir()}
	write := func(f string) {
		t.Helper()
		if err := os.MkdirAll(filepath.Join(v.dist, filepath.Dir(formulaFile)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(v.dist, formulaFile), []byte(f), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	good := formula(version, sums)
	write(good)
	if err := v.checkFormula(version, "https://github.com/pqs-dev/pqs", sums); err != nil {
		t.Fatalf("the formula GoReleaser writes: %v\n%s", err, good)
	}
	darwinAMD, darwinARM := target{"darwin", "amd64"}.archive(version), target{"darwin", "arm64"}.archive(version)
	for name, bad := range map[string]string{
		"macOS archives swapped": strings.NewReplacer(darwinAMD, darwinARM, darwinARM, darwinAMD).Replace(good),
		"a wrong sha256":         strings.Replace(good, sums[darwinARM], strings.Repeat("f", 64), 1),
		"another version":        strings.Replace(good, `version "1.2.3"`, `version "1.2.4"`, 1),
		"no linux arm64":         good[:strings.LastIndex(good, "    if Hardware::CPU.arm?")] + "  end\nend\n",
		"no service":             strings.Replace(good, "service do", "", 1),
	} {
		write(bad)
		if err := v.checkFormula(version, "https://github.com/pqs-dev/pqs", sums); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

// TestCheckDeb builds .deb files with dpkg-deb as nfpm lays them out and
// checks that checkLinuxPackage accepts the right one and refuses one
// with another binary, a configuration file not marked as such, a file too
// many, a script that differs, or another time.
func TestCheckDeb(t *testing.T) {
	requireTool(t, "dpkg-deb")
	const version = "1.2.3-rc.1"
	modTime := time.Unix(1700000000, 0).UTC()
	bin := []byte("\x7fELF pqs for linux/amd64")
	p := linuxPackage{"deb", "amd64"}
	build := func(edit func(root string)) *verifier {
		t.Helper()
		v := &verifier{dist: t.TempDir(), root: "../..", modTime: modTime}
		root := t.TempDir()
		for _, f := range packageFiles() {
			data := bin
			if f.source != "" {
				data = mustRead(t, filepath.Join(v.root, f.source))
			}
			mkfile(t, filepath.Join(root, f.path), data, f.mode)
		}
		control := fmt.Sprintf("Package: pqs\nVersion: %s\nArchitecture: amd64\nMaintainer: x <x@example.com>\nDescription: x\n", debVersion(version))
		mkfile(t, filepath.Join(root, "DEBIAN/control"), []byte(control), 0o644)
		mkfile(t, filepath.Join(root, "DEBIAN/conffiles"), []byte("/etc/default/pqs\n"), 0o644)
		for script, src := range packageScripts {
			mkfile(t, filepath.Join(root, "DEBIAN", script), mustRead(t, filepath.Join(v.root, src)), 0o755)
		}
		if edit != nil {
			edit(root)
		}
		filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			return os.Chtimes(path, modTime, modTime)
		})
		cmd := exec.Command("dpkg-deb", "--root-owner-group", "-Zgzip", "--build", root, filepath.Join(v.dist, p.file(version)))
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("dpkg-deb --build: %v\n%s", err, out)
		}
		return v
	}
	ctx := context.Background()
	bins := map[target][]byte{{"linux", "amd64"}: bin}
	if err := build(nil).checkLinuxPackage(ctx, p, version, bins); err != nil {
		t.Fatalf("a .deb with the right files: %v", err)
	}
	for _, test := range []struct {
		name, wantErr string
		edit          func(root string)
	}{
		{"another binary", "differs from the archived", func(root string) { mkfile(t, filepath.Join(root, "usr/bin/pqs"), []byte("other"), 0o755) }},
		{"no conffiles", "marked as configuration false", func(root string) { os.Remove(filepath.Join(root, "DEBIAN/conffiles")) }},
		{"an extra file", "/usr/bin/pqs-extra", func(root string) { mkfile(t, filepath.Join(root, "usr/bin/pqs-extra"), bin, 0o755) }},
		{"another postinst", "postinst is not", func(root string) { mkfile(t, filepath.Join(root, "DEBIAN/postinst"), []byte("#!/bin/sh\n"), 0o755) }},
		{"no prerm", "prerm is not", func(root string) { os.Remove(filepath.Join(root, "DEBIAN/prerm")) }},
		{"a unit mode 0755", "has mode -rwxr-xr-x", func(root string) { os.Chmod(filepath.Join(root, "usr/lib/systemd/system/pqs.service"), 0o755) }},
		{"the unit missing", "installs [", func(root string) { os.Remove(filepath.Join(root, "usr/lib/systemd/system/pqs.service")) }},
	} {
		err := build(test.edit).checkLinuxPackage(ctx, p, version, bins)
		if err == nil || !strings.Contains(err.Error(), test.wantErr) {
			t.Errorf("%s: %v, want an error with %q", test.name, err, test.wantErr)
		}
	}
	v := build(nil)
	v.modTime = modTime.Add(time.Second)
	if err := v.checkLinuxPackage(ctx, p, version, bins); err == nil {
		t.Error("files with another time than the commit's: accepted")
	}
	if err := build(nil).checkLinuxPackage(ctx, p, "1.2.4", bins); err == nil {
		t.Error("a .deb of another version: accepted")
	}
}

func mkfile(t *testing.T, path string, data []byte, mode fs.FileMode) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, mode); err != nil {
		t.Fatal(err)
	}
	if err := os.Chmod(path, mode); err != nil {
		t.Fatal(err)
	}
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

// TestCheckSBOM checks an SPDX document against this test binary's build
// info: it must list the standard library and every module with its
// version and package URL, and carry the release's name, namespace and
// the commit's time.
func TestCheckSBOM(t *testing.T) {
	self, err := os.Executable()
	if err != nil {
		t.Fatal(err)
	}
	bin := mustRead(t, self)
	bi, err := buildinfo.Read(bytes.NewReader(bin))
	if err != nil {
		t.Fatal(err)
	}
	if len(bi.Deps) == 0 {
		t.Fatal("the test binary has no dependencies to list")
	}
	const version = "1.2.3"
	tg := target{"linux", "amd64"}
	modTime := time.Unix(1700000000, 0).UTC()
	v := &verifier{dist: t.TempDir(), modTime: modTime}
	bins := map[target][]byte{tg: bin}
	type pkg struct {
		Name         string           `json:"name"`
		VersionInfo  string           `json:"versionInfo"`
		ExternalRefs []map[string]any `json:"externalRefs,omitempty"`
	}
	sbom := func(edit func(doc map[string]any, pkgs []pkg) []pkg) error {
		t.Helper()
		pkgs := []pkg{{Name: "stdlib", VersionInfo: bi.GoVersion}, {Name: tg.archive(version), VersionInfo: "sha256:00"}}
		for _, d := range bi.Deps {
			pkgs = append(pkgs, pkg{d.Path, d.Version, []map[string]any{
				{"referenceCategory": "PACKAGE-MANAGER", "referenceType": "purl", "referenceLocator": "pkg:golang/" + d.Path + "@" + d.Version}}})
		}
		doc := map[string]any{
			"spdxVersion": "SPDX-2.3", "name": tg.archive(version),
			"documentNamespace": sbomNamespace(defaultRepo, version, tg),
			"creationInfo":      map[string]any{"created": "2023-11-14T22:13:20Z", "creators": []string{"Organization: Anchore, Inc", "Tool: syft-v1.57.1"}},
		}
		if edit != nil {
			pkgs = edit(doc, pkgs)
		}
		doc["packages"] = pkgs
		mkfile(t, filepath.Join(v.dist, tg.sbom(version)), mustJSON(t, doc), 0o644)
		return v.checkSBOM(tg, version, "https://github.com/"+defaultRepo, bins)
	}
	if err := sbom(nil); err != nil {
		t.Fatalf("an SBOM listing every module: %v", err)
	}
	for _, test := range []struct {
		name, wantErr string
		edit          func(doc map[string]any, pkgs []pkg) []pkg
	}{
		{"a module left out", bi.Deps[0].Path, func(_ map[string]any, p []pkg) []pkg { return slices.Delete(p, 2, 3) }},
		{"another module version", bi.Deps[0].Path, func(_ map[string]any, p []pkg) []pkg { p[2].VersionInfo = "v0.0.1"; return p }},
		{"no purl", bi.Deps[0].Path, func(_ map[string]any, p []pkg) []pkg { p[2].ExternalRefs = nil; return p }},
		{"another Go", "stdlib", func(_ map[string]any, p []pkg) []pkg { p[0].VersionInfo = "go1.1"; return p }},
		{"syft's time", "created", func(d map[string]any, p []pkg) []pkg {
			d["creationInfo"].(map[string]any)["created"] = "2026-01-01T00:00:00Z"
			return p
		}},
		{"syft's namespace", "documentNamespace", func(d map[string]any, p []pkg) []pkg {
			d["documentNamespace"] = "https://anchore.com/syft/file/x-1234"
			return p
		}},
		{"another archive", "describes", func(d map[string]any, p []pkg) []pkg { d["name"] = "pqs_1.2.3_linux_arm64.tar.gz"; return p }},
		{"SPDX 2.2", "spdxVersion", func(d map[string]any, p []pkg) []pkg { d["spdxVersion"] = "SPDX-2.2"; return p }},
	} {
		if err := sbom(test.edit); err == nil || !strings.Contains(err.Error(), test.wantErr) {
			t.Errorf("%s: %v, want an error with %q", test.name, err, test.wantErr)
		}
	}
}

// TestScripts runs shellcheck on the release's shell scripts: release.sh,
// the package's maintainer scripts and the .deb install check.
func TestScripts(t *testing.T) {
	requireTool(t, "shellcheck")
	scripts, err := filepath.Glob("../package/*.sh")
	if err != nil || len(scripts) != 3 {
		t.Fatalf("maintainer scripts %v, %v; want 3", scripts, err)
	}
	scripts = append(scripts, "../release.sh", "debinstall.sh")
	if out, err := exec.Command("shellcheck", scripts...).CombinedOutput(); err != nil {
		t.Errorf("shellcheck: %v\n%s", err, out)
	}
}
