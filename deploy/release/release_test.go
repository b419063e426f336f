package main

import (
	"bytes"
	"context"
	"debug/macho"
	"encoding/binary"
	"encoding/json"
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

func TestUniversal(t *testing.T) {
	amd := thinMachO(macho.CpuAmd64, 5000, 'a')
	arm := thinMachO(macho.CpuArm64, 7000, 'r')
	fat, err := universal(amd, arm)
	if err != nil {
		t.Fatal(err)
	}
	f, err := macho.NewFatFile(bytes.NewReader(fat))
	if err != nil {
		t.Fatalf("debug/macho cannot read the universal file: %v", err)
	}
	want := map[macho.Cpu]struct {
		data  []byte
		align uint32
	}{macho.CpuAmd64: {amd, 12}, macho.CpuArm64: {arm, 14}}
	if len(f.Arches) != 2 {
		t.Fatalf("%d slices, want 2", len(f.Arches))
	}
	for _, a := range f.Arches {
		w := want[a.Cpu]
		if a.Align != w.align || a.Offset%(1<<a.Align) != 0 {
			t.Errorf("%v: offset %d, align 2^%d; want aligned to 2^%d", a.Cpu, a.Offset, a.Align, w.align)
		}
		if !bytes.Equal(fat[a.Offset:a.Offset+a.Size], w.data) {
			t.Errorf("%v: the slice is not the thin file", a.Cpu)
		}
	}
	for _, bad := range [][][]byte{{amd}, {amd, amd}, {amd, []byte("not a Mach-O file at all, just text")}} {
		if _, err := universal(bad...); err == nil {
			t.Errorf("universal of %d bad slices: no error", len(bad))
		}
	}
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

// fakeRelease packages synthetic binaries (Mach-O headers for macOS) into a
// temporary dist and returns the verifier for it and the binaries.
func fakeRelease(t *testing.T, version string) (*verifier, map[target][]byte) {
	t.Helper()
	dist := t.TempDir()
	bins := map[target][]byte{}
	for i, tg := range targets() {
		data := []byte(strings.Repeat(tg.String(), 100))
		if tg.os == "darwin" {
			cpu := map[string]macho.Cpu{"amd64": macho.CpuAmd64, "arm64": macho.CpuArm64}[tg.arch]
			data = thinMachO(cpu, 3000+i, byte('a'+i))
		}
		bins[tg] = data
		if err := os.MkdirAll(filepath.Dir(buildPath(dist, tg)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(buildPath(dist, tg), data, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	err := packageRelease(config{dist: dist, version: version, commit: "abc", modTime: time.Unix(1700000000, 0),
		manifest: "../../manifest.json", readme: "../../README.md", repo: defaultRepo, image: defaultImage, remoteURL: defaultRemoteURL})
	if err != nil {
		t.Fatal(err)
	}
	return &verifier{dist: dist, manifest: "../../manifest.json", dockerfile: "../../Dockerfile", out: &bytes.Buffer{}}, bins
}

// TestPackage packages synthetic binaries and checks the result with the
// verifier's own checks (all but the binary formats and the versions the
// binaries report, which need real builds: CI runs "release verify" on a
// real one), and that a changed byte, platform or sum is caught.
func TestPackage(t *testing.T) {
	const version = "1.2.3-rc.1"
	v, bins := fakeRelease(t, version)
	sums, err := v.checkChecksums(version)
	if err != nil {
		t.Fatalf("checksums: %v", err)
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
	raw, err := os.ReadFile(filepath.Join(v.dist, "server.json"))
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
		entries, err := readArchive(filepath.Join(v.dist, tg.archive(version)))
		if err != nil {
			t.Fatal(err)
		}
		if len(entries) != 2 || entries[0].name != tg.binary() || entries[0].mode != 0o755 || !bytes.Equal(entries[0].data, bins[tg]) {
			t.Errorf("archive %s: %v", tg, entryNames(entries))
		}
	}

	// The same inputs give the same bytes.
	v2, _ := fakeRelease(t, version)
	for _, f := range append([]string{"server.json", checksumsFile}, targets()[0].archive(version), bundles()[2].file(version)) {
		a, _ := os.ReadFile(filepath.Join(v.dist, f))
		b, _ := os.ReadFile(filepath.Join(v2.dist, f))
		if !bytes.Equal(a, b) {
			t.Errorf("%s differs between two runs on the same inputs", f)
		}
	}

	// Tampering is caught.
	linux := bundles()[0]
	path := filepath.Join(v.dist, linux.file(version))
	orig, _ := os.ReadFile(path)
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
