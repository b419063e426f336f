package main

// Tests of the release step on made-up GoReleaser output, and of the
// checks of a release (check_test.go) on right and wrong files.

import (
	"archive/zip"
	"bytes"
	"context"
	"debug/macho"
	"encoding/binary"
	"encoding/json"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestBundleManifest: each bundle's manifest is the repository's with the
// version, that platform's binary and that platform alone.
func TestBundleManifest(t *testing.T) {
	repo := mustRead(t, "../../manifest.json")
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
		exe := map[bool]string{false: "pqs", true: "pqs.exe"}[b.platform == "win32"]
		if m["version"] != "1.2.3" || server["entry_point"] != "server/"+exe || cfg["command"] != "${__dirname}/server/"+exe {
			t.Errorf("%s: version %v, entry_point %v, command %v", b.build, m["version"], server["entry_point"], cfg["command"])
		}
		if _, ok := cfg["platform_overrides"]; ok {
			t.Errorf("%s: platform_overrides kept", b.build)
		}
		if p := m["compatibility"].(map[string]any)["platforms"]; fmt.Sprint(p) != "["+b.platform+"]" {
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

// fakeRelease lays out a dist as GoReleaser leaves it (metadata.json,
// artifacts.json, binaries, SBOMs shaped like syft's; archives and
// packages as placeholders) from synthetic binaries (Mach-O headers for
// macOS), runs the release step on it with the mcpb CLI, writes
// checksums.txt as release.sh does, and returns the release.
func fakeRelease(t *testing.T, version string) *release {
	t.Helper()
	cli := requireMCPB(t)
	r := &release{dist: t.TempDir(), root: "../..", version: version, modTime: time.Unix(1700000001, 0).UTC(), bins: map[target][]byte{}}
	write := func(name string, data []byte) {
		t.Helper()
		mkfile(t, filepath.Join(r.dist, name), data, 0o644)
	}
	var arts []map[string]any
	for i, tg := range targets() {
		data := []byte(strings.Repeat(tg.String(), 100))
		if tg.os == "darwin" {
			cpu := map[string]macho.Cpu{"amd64": macho.CpuAmd64, "arm64": macho.CpuArm64}[tg.arch]
			data = thinMachO(cpu, 3000+i, byte('a'+i))
		}
		r.bins[tg] = data
		path := "dist/pqs_" + tg.String() + "_v1/" + tg.binary()
		write(strings.TrimPrefix(path, "dist/"), data)
		arts = append(arts, map[string]any{"name": tg.binary(), "path": path, "goos": tg.os, "goarch": tg.arch,
			"type": "Binary", "extra": map[string]any{"ID": "pqs"}})
		write(tg.archive(version), []byte("archive "+tg.String()))
		write(tg.sbom(version), syftSBOM(tg.archive(version)))
	}
	write("pqs-universal_darwin_all/pqs", fatMachO(r.bins[target{"darwin", "amd64"}], r.bins[target{"darwin", "arm64"}]))
	arts = append(arts, map[string]any{"name": "pqs", "path": "dist/pqs-universal_darwin_all/pqs", "goos": "darwin", "goarch": "all",
		"type": "Binary", "extra": map[string]any{"ID": "pqs-universal"}})
	for _, p := range linuxPackages() {
		write(p.file(version), []byte("package "+p.file(version)))
	}
	write("artifacts.json", mustJSON(t, arts))
	write("metadata.json", mustJSON(t, map[string]string{"project_name": "pqs", "version": version, "commit": strings.Repeat("c", 40)}))

	c := config{dist: r.dist, manifest: "../../manifest.json", mcpb: cli, modTime: r.modTime,
		repo: "pqs-dev/pqs", image: "ghcr.io/pqs-dev/pqs", remoteURL: "https://{host}/mcp"}
	if got, err := c.release(); err != nil || got != version {
		t.Fatalf("release() = %q, %v; want %q", got, err, version)
	}
	var sums strings.Builder
	for _, f := range slices.Sorted(slices.Values(releaseFiles(version))) {
		fmt.Fprintf(&sums, "%s  %s\n", sha256Hex(mustRead(t, filepath.Join(r.dist, f))), f)
	}
	write("checksums.txt", []byte(sums.String()))
	return r
}

// TestPack runs the release step on a made-up GoReleaser release and
// checks the result with the release's checks (all but those that need
// real binaries, packages and a formula: TestRelease runs those on a real
// release), that the same inputs give the same bytes, and that a changed
// byte, platform, slice or sum is caught.
func TestPack(t *testing.T) {
	const version = "1.2.3-rc.1"
	r := fakeRelease(t, version)
	sums, err := r.checkChecksums()
	if err != nil {
		t.Fatalf("checksums: %v", err)
	}
	ctx := t.Context()
	for i, b := range bundles() {
		if err := r.checkBundle(b); err != nil {
			t.Errorf("bundle %s: %v", b.build, err)
		}
		if i == 0 || b.platform == "win32" {
			if err := r.checkMCPB(ctx, b, requireMCPB(t)); err != nil {
				t.Errorf("bundle %s with the mcpb CLI: %v", b.build, err)
			}
		}
	}
	if err := r.checkServerJSON(sums); err != nil {
		t.Errorf("server.json: %v", err)
	}
	for _, tg := range targets() {
		var doc spdxDoc
		if err := json.Unmarshal(mustRead(t, filepath.Join(r.dist, tg.sbom(version))), &doc); err != nil {
			t.Fatal(err)
		}
		if doc.DocumentNamespace != sbomNamespace("pqs-dev/pqs", version, tg) || doc.CreationInfo.Created != "2023-11-14T22:13:21Z" {
			t.Errorf("SBOM %s: namespace %q, created %q; want the release's and the commit's", tg, doc.DocumentNamespace, doc.CreationInfo.Created)
		}
	}

	// The same inputs give the same bytes: the bundles, the SBOMs and
	// server.json.
	r2 := fakeRelease(t, version)
	for _, f := range releaseFiles(version) {
		if !bytes.Equal(mustRead(t, filepath.Join(r.dist, f)), mustRead(t, filepath.Join(r2.dist, f))) {
			t.Errorf("%s differs between two runs on the same inputs", f)
		}
	}

	// Tampering is caught.
	linux := bundles()[0]
	path := filepath.Join(r.dist, linux.file(version))
	orig := mustRead(t, path)
	m, err := bundleManifest(mustRead(t, "../../manifest.json"), bundle{"darwin", linux.build}, version)
	if err != nil {
		t.Fatal(err)
	}
	writeZip(t, path, []entry{{"manifest.json", 0o644, r.modTime, m}, {"server/pqs", 0o755, r.modTime, r.bins[linux.build]}})
	if err := r.checkBundle(linux); err == nil {
		t.Error("a linux bundle whose manifest declares darwin passed")
	}
	if _, err := r.checkChecksums(); err == nil {
		t.Error("a bundle that differs from its checksum passed")
	}
	os.WriteFile(path, orig, 0o644)
	darwin := bundles()[2]
	swapped := *r
	swapped.bins = maps.Clone(r.bins)
	swapped.bins[target{"darwin", "amd64"}], swapped.bins[target{"darwin", "arm64"}] = r.bins[target{"darwin", "arm64"}], r.bins[target{"darwin", "amd64"}]
	if err := swapped.checkBundle(darwin); err == nil {
		t.Error("a universal binary whose slices are not the archived binaries passed")
	}
	os.Remove(filepath.Join(r.dist, linuxPackages()[0].file(version)))
	if _, err := r.checkChecksums(); err == nil {
		t.Error("a release without its .deb passed")
	}

	serverJSON := filepath.Join(r.dist, "server.json")
	good := mustRead(t, serverJSON)
	for name, edit := range map[string]func(m map[string]any){
		"a wrong fileSha256": func(m map[string]any) { pkgAt(m, 1)["fileSha256"] = sums[bundles()[0].file(version)] },
		"no remote":          func(m map[string]any) { delete(m, "remotes") },
		"another version":    func(m map[string]any) { m["version"] = "1.2.4" },
	} {
		var m map[string]any
		if err := json.Unmarshal(good, &m); err != nil {
			t.Fatal(err)
		}
		edit(m)
		mkfile(t, serverJSON, mustJSON(t, m), 0o644)
		if err := r.checkServerJSON(sums); err == nil {
			t.Errorf("server.json with %s passed", name)
		}
	}
	mkfile(t, serverJSON, good, 0o644)
	other := *r
	other.root = t.TempDir()
	mkfile(t, filepath.Join(other.root, "Dockerfile"), []byte("FROM scratch\nLABEL io.modelcontextprotocol.server.name=\"io.github.someone/else\"\n"), 0o644)
	if err := other.checkServerJSON(sums); err == nil {
		t.Error("a Dockerfile label that differs from server.json passed")
	}
}

// TestFixSBOM: only syft's time, namespace and version change, a fixed
// document stays as it is, and a document without them is refused.
func TestFixSBOM(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a.sbom.json")
	orig := syftSBOM("pqs_1.0.0_linux_amd64.tar.gz")
	mkfile(t, path, orig, 0o644)
	if err := fixSBOM(path, "https://example.com/ns", time.Unix(0, 0), "v9.9.9"); err != nil {
		t.Fatal(err)
	}
	got := mustRead(t, path)
	var old spdxDoc
	if err := json.Unmarshal(orig, &old); err != nil {
		t.Fatal(err)
	}
	back := bytes.Replace(got, []byte("https://example.com/ns"), []byte(old.DocumentNamespace), 1)
	back = bytes.Replace(back, []byte("1970-01-01T00:00:00Z"), []byte(old.CreationInfo.Created), 1)
	back = bytes.Replace(back, []byte("syft-v9.9.9"), []byte("syft-[not provided]"), 1)
	if !bytes.Equal(back, orig) || bytes.Equal(got, orig) {
		t.Errorf("fixSBOM changed other than the namespace, time and version:\n%s\nfrom\n%s", got, orig)
	}
	// Again on its own result (release.sh run twice on one dist): no change.
	if err := fixSBOM(path, "https://example.com/ns", time.Unix(0, 0), "v9.9.9"); err != nil || !bytes.Equal(mustRead(t, path), got) {
		t.Errorf("fixSBOM on a fixed document: %v, or it changed", err)
	}
	mkfile(t, path, []byte(`{"spdxVersion":"SPDX-2.3"}`), 0o644)
	if err := fixSBOM(path, "https://example.com/ns", time.Unix(0, 0), ""); err == nil {
		t.Error("a document without namespace and time was accepted")
	}
}

// TestValidateServerJSON: the registry schema and rules refuse what the
// registry would refuse.
func TestValidateServerJSON(t *testing.T) {
	c := config{repo: "pqs-dev/pqs", image: "ghcr.io/pqs-dev/pqs", remoteURL: "https://{host}/mcp"}
	sums := map[string]string{}
	for _, b := range bundles() {
		sums[b.file("1.0.0")] = strings.Repeat("ab", 32)
	}
	raw, err := buildServerJSON(c, "1.0.0", mustRead(t, "../../manifest.json"), sums)
	if err != nil {
		t.Fatal(err)
	}
	if err := validateServerJSON(raw); err != nil {
		t.Fatalf("valid server.json refused: %v", err)
	}
	oci := len(bundles())
	for _, tc := range []struct {
		name string
		edit func(m map[string]any)
	}{
		{"description over 100 characters", func(m map[string]any) { m["description"] = strings.Repeat("x", 101) }},
		{"name without a namespace", func(m map[string]any) { m["name"] = "pqs" }},
		{"mcpb without fileSha256", func(m map[string]any) { delete(pkgAt(m, 0), "fileSha256") }},
		{"fileSha256 not hex", func(m map[string]any) { pkgAt(m, 0)["fileSha256"] = "XYZ" }},
		{"mcpb outside GitHub releases", func(m map[string]any) { pkgAt(m, 0)["identifier"] = "https://example.com/pqs.mcpb" }},
		{"oci with a version field", func(m map[string]any) { pkgAt(m, oci)["version"] = "1.0.0" }},
		{"oci without a tag", func(m map[string]any) { pkgAt(m, oci)["identifier"] = "ghcr.io/pqs-dev/pqs" }},
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

// TestCheckBinary builds a small program (the release step) the way
// GoReleaser builds pqs and checks that checkBinary accepts it, and
// refuses it as another CPU's, and refuses a build with cgo settings left
// to default and symbols kept (this test's own binary).
func TestCheckBinary(t *testing.T) {
	if testing.Short() {
		t.Skip("cross-builds a small program")
	}
	dir := t.TempDir()
	for _, tg := range []target{{"linux", "amd64"}, {"darwin", "arm64"}, {"windows", "amd64"}} {
		out := filepath.Join(dir, tg.String())
		cmd := exec.Command("go", "build", "-trimpath", "-ldflags", "-s -w", "-o", out, ".")
		cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOOS="+tg.os, "GOARCH="+tg.arch)
		if b, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("build %s: %v\n%s", tg, err, b)
		}
		data := mustRead(t, out)
		const mainPath = modulePath + "/deploy/release"
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
	if err := checkBinary(target{"linux", "amd64"}, mustRead(t, self), modulePath+"/deploy/release.test"); err == nil {
		t.Error("the test binary (no -trimpath, not stripped) passed as a release build")
	}
}

// TestCheckVersions builds pqs as GoReleaser does, stamped with a version,
// and checks that checkBinary accepts it and that checkVersions finds that
// version in pqs --version, serverInfo over stdio and HTTP, and the
// OpenAPI document, and not another one.
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
	data := mustRead(t, bin)
	if err := checkBinary(host, data, modulePath); err != nil {
		t.Errorf("checkBinary: %v", err)
	}
	ctx, cancel := context.WithTimeout(t.Context(), 2*time.Minute)
	defer cancel()
	if err := checkVersions(ctx, data, version); err != nil {
		t.Errorf("checkVersions(%s): %v", version, err)
	}
	if err := checkVersions(ctx, data, "9.8.8"); err == nil {
		t.Error("checkVersions accepted a binary stamped with another version")
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
	r := &release{dist: t.TempDir(), version: version}
	path := filepath.Join(r.dist, "homebrew/Formula/pqs.rb")
	good := formula(version, sums)
	mkfile(t, path, []byte(good), 0o644)
	if err := r.checkFormula("pqs-dev/pqs", sums); err != nil {
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
		mkfile(t, path, []byte(bad), 0o644)
		if err := r.checkFormula("pqs-dev/pqs", sums); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

// TestCheckDeb builds .deb files with dpkg-deb as nfpm lays them out and
// checks that checkLinuxPackage accepts the right one and refuses one
// with another binary, a configuration file not marked as such, a file too
// many, a script that differs, or another time or version.
func TestCheckDeb(t *testing.T) {
	requireTool(t, "dpkg-deb")
	const version = "1.2.3-rc.1"
	modTime := time.Unix(1700000000, 0).UTC()
	bin := []byte("\x7fELF pqs for linux/amd64")
	p := linuxPackage{"deb", "amd64"}
	build := func(edit func(root string)) *release {
		t.Helper()
		r := &release{dist: t.TempDir(), root: "../..", version: version, modTime: modTime, bins: map[target][]byte{{"linux", "amd64"}: bin}}
		root := t.TempDir()
		for _, f := range packageFiles() {
			data := bin
			if f.source != "" {
				data = mustRead(t, filepath.Join(r.root, f.source))
			}
			mkfile(t, filepath.Join(root, f.path), data, f.mode)
		}
		control := fmt.Sprintf("Package: pqs\nVersion: %s\nArchitecture: amd64\nMaintainer: x <x@example.com>\nDescription: x\n", debVersion(version))
		mkfile(t, filepath.Join(root, "DEBIAN/control"), []byte(control), 0o644)
		mkfile(t, filepath.Join(root, "DEBIAN/conffiles"), []byte("/etc/default/pqs\n"), 0o644)
		for script, src := range packageScripts() {
			mkfile(t, filepath.Join(root, "DEBIAN", script), mustRead(t, filepath.Join(r.root, src)), 0o755)
		}
		if edit != nil {
			edit(root)
		}
		filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
			return os.Chtimes(path, modTime, modTime)
		})
		cmd := exec.Command("dpkg-deb", "--root-owner-group", "-Zgzip", "--build", root, filepath.Join(r.dist, p.file(version)))
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Fatalf("dpkg-deb --build: %v\n%s", err, out)
		}
		return r
	}
	ctx := t.Context()
	if err := build(nil).checkLinuxPackage(ctx, p); err != nil {
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
		err := build(test.edit).checkLinuxPackage(ctx, p)
		if err == nil || !strings.Contains(err.Error(), test.wantErr) {
			t.Errorf("%s: %v, want an error with %q", test.name, err, test.wantErr)
		}
	}
	r := build(nil)
	r.modTime = modTime.Add(time.Second)
	if err := r.checkLinuxPackage(ctx, p); err == nil {
		t.Error("files with another time than the commit's: accepted")
	}
	r = build(nil)
	r.version = "1.2.4"
	os.Rename(filepath.Join(r.dist, p.file(version)), filepath.Join(r.dist, p.file(r.version)))
	if err := r.checkLinuxPackage(ctx, p); err == nil {
		t.Error("a .deb of another version: accepted")
	}
}

// TestCheckSBOM checks SPDX documents against a binary's build info: one
// must list the standard library and every module with its version (a
// replacement's, for a replaced module) and package URL, and carry the
// release's name, namespace and the commit's time.
func TestCheckSBOM(t *testing.T) {
	bi := &debug.BuildInfo{GoVersion: "go1.26.8", Deps: []*debug.Module{
		{Path: "github.com/mark3labs/mcp-go", Version: "v0.43.0"},
		{Path: "modernc.org/sqlite", Version: "v1.40.0"},
		{Path: "example.com/old", Version: "v1.0.0", Replace: &debug.Module{Path: "example.com/new", Version: "v2.0.0"}},
	}}
	const version = "1.2.3"
	tg := target{"linux", "amd64"}
	r := &release{dist: t.TempDir(), version: version, modTime: time.Unix(1700000000, 0).UTC()}
	type pkg struct {
		Name         string           `json:"name"`
		VersionInfo  string           `json:"versionInfo"`
		ExternalRefs []map[string]any `json:"externalRefs,omitempty"`
	}
	sbom := func(edit func(doc map[string]any, pkgs []pkg) []pkg) error {
		t.Helper()
		pkgs := []pkg{{Name: "stdlib", VersionInfo: bi.GoVersion}, {Name: tg.archive(version), VersionInfo: "sha256:00"}}
		for _, m := range []string{"github.com/mark3labs/mcp-go@v0.43.0", "modernc.org/sqlite@v1.40.0", "example.com/new@v2.0.0"} {
			path, v, _ := strings.Cut(m, "@")
			pkgs = append(pkgs, pkg{path, v, []map[string]any{
				{"referenceCategory": "PACKAGE-MANAGER", "referenceType": "purl", "referenceLocator": "pkg:golang/" + m}}})
		}
		doc := map[string]any{
			"spdxVersion": "SPDX-2.3", "name": tg.archive(version),
			"documentNamespace": sbomNamespace("pqs-dev/pqs", version, tg),
			"creationInfo":      map[string]any{"created": "2023-11-14T22:13:20Z", "creators": []string{"Organization: Anchore, Inc", "Tool: syft-v1.57.1"}},
		}
		if edit != nil {
			pkgs = edit(doc, pkgs)
		}
		doc["packages"] = pkgs
		mkfile(t, filepath.Join(r.dist, tg.sbom(version)), mustJSON(t, doc), 0o644)
		return r.checkSBOM(tg, "pqs-dev/pqs", bi)
	}
	if err := sbom(nil); err != nil {
		t.Fatalf("an SBOM listing every module: %v", err)
	}
	for _, test := range []struct {
		name, wantErr string
		edit          func(doc map[string]any, pkgs []pkg) []pkg
	}{
		{"a module left out", "mcp-go", func(_ map[string]any, p []pkg) []pkg { return slices.Delete(p, 2, 3) }},
		{"another module version", "mcp-go", func(_ map[string]any, p []pkg) []pkg { p[2].VersionInfo = "v0.0.1"; return p }},
		{"no purl", "mcp-go", func(_ map[string]any, p []pkg) []pkg { p[2].ExternalRefs = nil; return p }},
		{"the replaced module", "example.com/new", func(_ map[string]any, p []pkg) []pkg { p[4].Name = "example.com/old"; return p }},
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

// syftSBOM is an SPDX document shaped as syft writes it (compact), with
// syft's random namespace and the time it ran.
func syftSBOM(name string) []byte {
	return []byte(`{"spdxVersion":"SPDX-2.3","dataLicense":"CC0-1.0","SPDXID":"SPDXRef-DOCUMENT","name":"` + name + `",` +
		`"documentNamespace":"https://anchore.com/syft/file/` + name + `-` + fmt.Sprint(time.Now().UnixNano()) + `",` +
		`"creationInfo":{"licenseListVersion":"3.27","creators":["Organization: Anchore, Inc","Tool: syft-[not provided]"],` +
		`"created":"` + time.Now().UTC().Format(time.RFC3339) + `"},"packages":[{"name":"stdlib","versionInfo":"go1.26.8"}]}` + "\n")
}

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

// writeZip writes entries as a zip, as a bundle made by hand would be.
func writeZip(t *testing.T, path string, entries []entry) {
	t.Helper()
	var buf bytes.Buffer
	zw := zip.NewWriter(&buf)
	for _, e := range entries {
		h := &zip.FileHeader{Name: e.name, Method: zip.Deflate, Modified: e.modTime}
		h.SetMode(e.mode)
		w, err := zw.CreateHeader(h)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := w.Write(e.data); err != nil {
			t.Fatal(err)
		}
	}
	if err := zw.Close(); err != nil {
		t.Fatal(err)
	}
	mkfile(t, path, buf.Bytes(), 0o644)
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

func mustRead(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func mustJSON(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
