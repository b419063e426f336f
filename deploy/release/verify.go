package main

import (
	"bufio"
	"bytes"
	"context"
	"debug/buildinfo"
	"debug/elf"
	"debug/macho"
	"debug/pe"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/client"
	mcptransport "github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
)

// verifier checks a release directory; each check prints one line.
type verifier struct {
	dist, manifest, dockerfile string
	// root is the repository, where the packages' files come from.
	root          string
	mcpbCLI, node string
	// modTime is the commit's time, which every archive entry, package
	// file and SBOM must carry; zero: read it from git.
	modTime time.Time
	// install also installs the .deb in a throwaway root and runs the
	// Action's install script (installSh) against the release.
	install   bool
	installSh string

	out            io.Writer
	passed, failed int
}

func (v *verifier) check(name string, err error) {
	if err != nil {
		v.failed++
		fmt.Fprintf(v.out, "FAIL %s: %v\n", name, err)
		return
	}
	v.passed++
	fmt.Fprintf(v.out, "ok   %s\n", name)
}

func (v *verifier) run(ctx context.Context, out io.Writer) error {
	v.out = out
	raw, err := os.ReadFile(filepath.Join(v.dist, serverJSONFile))
	if err != nil {
		return fmt.Errorf("verify: %w", err)
	}
	var s serverJSON
	if err := json.Unmarshal(raw, &s); err != nil {
		return fmt.Errorf("verify: server.json: %w", err)
	}
	version := s.Version
	repoManifest, err := os.ReadFile(v.manifest)
	if err != nil {
		return fmt.Errorf("verify: %w", err)
	}
	if v.modTime.IsZero() {
		if v.modTime, err = commitTime(ctx, v.dist); err != nil {
			return fmt.Errorf("verify: %w", err)
		}
	}

	sums, err := v.checkChecksums(version)
	v.check(checksumsFile+" lists every archive, SBOM, package, bundle and server.json with its sha256", err)
	bins := map[target][]byte{}
	for _, t := range targets() {
		v.check("archive "+t.archive(version), v.checkArchive(t, version, bins))
	}
	for _, t := range targets() {
		v.check("SBOM "+t.sbom(version)+" lists the modules of the archived binary", v.checkSBOM(t, version, s.Repository.URL, bins))
	}
	for _, p := range linuxPackages() {
		v.check("package "+p.file(version), v.checkLinuxPackage(ctx, p, version, bins))
	}
	v.check("Homebrew formula "+formulaFile+" names the darwin and linux archives with their sha256", v.checkFormula(version, s.Repository.URL, sums))
	for _, b := range bundles() {
		v.check("bundle "+b.file(version), v.checkBundle(b, version, repoManifest, bins))
		if v.mcpbCLI != "" {
			v.check("bundle "+b.file(version)+" with the mcpb CLI (info, unpack, validate, pack)", v.checkMCPBCLI(ctx, b, version))
		}
	}
	v.check("server.json against "+registrySchemaURL+" and the registry's rules", validateServerJSON(raw))
	v.check("server.json lists the bundles, the image and the remote", v.checkServerEntries(s, sums))
	v.check("one version in pqs --version, MCP serverInfo, OpenAPI, manifests, server.json", v.checkVersions(ctx, version, bins))
	if v.install {
		host := linuxPackage{"deb", runtime.GOARCH}
		v.check("dpkg -i "+host.file(version)+" in a throwaway root: files, pqs user, unit, then dpkg -r", v.checkDebInstall(ctx, host, version))
		v.check("the Action's "+v.installSh+" installs pqs "+version+" from the release and refuses a corrupted archive", v.checkActionInstall(ctx, version))
	}
	fmt.Fprintf(out, "release %s\n", version)
	fmt.Fprintf(out, "release: %d passed, %d failed\n", v.passed, v.failed)
	if v.failed > 0 {
		return fmt.Errorf("verify: %d checks failed", v.failed)
	}
	return nil
}

// commitTime is the committer time of the commit GoReleaser built
// (dist/metadata.json), from git.
func commitTime(ctx context.Context, dist string) (time.Time, error) {
	m, err := readMetadata(dist)
	if err != nil {
		return time.Time{}, err
	}
	out, err := exec.CommandContext(ctx, "git", "log", "-1", "--format=%ct", m.Commit).Output()
	if err != nil {
		return time.Time{}, fmt.Errorf("time of commit %q: git log: %w", m.Commit, err)
	}
	sec, err := strconv.ParseInt(strings.TrimSpace(string(out)), 10, 64)
	if err != nil {
		return time.Time{}, fmt.Errorf("time of commit %q: %w", m.Commit, err)
	}
	return time.Unix(sec, 0).UTC(), nil
}

// releaseFiles are the files checksums.txt must list for version.
func releaseFiles(version string) []string {
	var want []string
	for _, t := range targets() {
		want = append(want, t.archive(version), t.sbom(version))
	}
	for _, p := range linuxPackages() {
		want = append(want, p.file(version))
	}
	for _, b := range bundles() {
		want = append(want, b.file(version))
	}
	return append(want, serverJSONFile)
}

// checkChecksums reads checksums.txt, checks that it names exactly the
// files of the release, and that each sum is right.
func (v *verifier) checkChecksums(version string) (map[string]string, error) {
	sums, err := readChecksums(filepath.Join(v.dist, checksumsFile))
	if err != nil {
		return nil, err
	}
	want := releaseFiles(version)
	got := slices.Sorted(maps.Keys(sums))
	if slices.Sort(want); !slices.Equal(got, want) {
		return nil, fmt.Errorf("lists %v, want %v", got, want)
	}
	for _, name := range got {
		actual, err := fileSHA256(filepath.Join(v.dist, name))
		if err != nil {
			return nil, err
		}
		if actual != sums[name] {
			return nil, fmt.Errorf("%s: sha256 %s, listed %s", name, actual, sums[name])
		}
	}
	return sums, nil
}

// checkArchive checks t's archive holds the binary (executable) and the
// README, with the commit's time, and that the binary is a static,
// stripped, cgo-free build for t.
func (v *verifier) checkArchive(t target, version string, bins map[target][]byte) error {
	entries, err := readArchive(filepath.Join(v.dist, t.archive(version)))
	if err != nil {
		return err
	}
	sortEntries(entries)
	if names := entryNames(entries); !slices.Equal(names, []string{"README.md", t.binary()}) {
		return fmt.Errorf("holds %v, want %s and README.md", names, t.binary())
	}
	for _, e := range entries {
		if want := map[bool]fs.FileMode{true: 0o755, false: 0o644}[e.name == t.binary()]; e.mode != want {
			return fmt.Errorf("%s has mode %v, want %v", e.name, e.mode, want)
		}
		if !e.modTime.Equal(v.modTime) {
			return fmt.Errorf("%s has time %v, want the commit's %v", e.name, e.modTime, v.modTime)
		}
	}
	bin := entries[1].data
	if err := checkBinary(t, bin, modulePath); err != nil {
		return err
	}
	bins[t] = bin
	return nil
}

// checkBinary checks the build settings and the executable format.
func checkBinary(t target, data []byte, mainPath string) error {
	bi, err := buildinfo.Read(bytes.NewReader(data))
	if err != nil {
		return fmt.Errorf("build info: %w", err)
	}
	settings := map[string]string{}
	for _, s := range bi.Settings {
		settings[s.Key] = s.Value
	}
	for k, want := range map[string]string{"CGO_ENABLED": "0", "-trimpath": "true", "GOOS": t.os, "GOARCH": t.arch} {
		if settings[k] != want {
			return fmt.Errorf("built with %s=%q, want %q", k, settings[k], want)
		}
	}
	if bi.Path != mainPath {
		return fmt.Errorf("main package %q, want %q", bi.Path, mainPath)
	}
	r := bytes.NewReader(data)
	switch t.os {
	case "linux":
		f, err := elf.NewFile(r)
		if err != nil {
			return err
		}
		if want := map[string]elf.Machine{"amd64": elf.EM_X86_64, "arm64": elf.EM_AARCH64}[t.arch]; f.Machine != want {
			return fmt.Errorf("ELF machine %v, want %v", f.Machine, want)
		}
		for _, p := range f.Progs {
			if p.Type == elf.PT_INTERP || p.Type == elf.PT_DYNAMIC {
				return errors.New("dynamically linked")
			}
		}
		for _, s := range f.Sections {
			if s.Name == ".symtab" || strings.HasPrefix(s.Name, ".debug") || strings.HasPrefix(s.Name, ".zdebug") {
				return fmt.Errorf("not stripped: section %s", s.Name)
			}
		}
	case "darwin":
		f, err := macho.NewFile(r)
		if err != nil {
			return err
		}
		if want := map[string]macho.Cpu{"amd64": macho.CpuAmd64, "arm64": macho.CpuArm64}[t.arch]; f.Cpu != want {
			return fmt.Errorf("Mach-O CPU %v, want %v", f.Cpu, want)
		}
		if f.Segment("__DWARF") != nil {
			return errors.New("not stripped: __DWARF segment")
		}
	case "windows":
		f, err := pe.NewFile(r)
		if err != nil {
			return err
		}
		if want := map[string]uint16{"amd64": pe.IMAGE_FILE_MACHINE_AMD64, "arm64": pe.IMAGE_FILE_MACHINE_ARM64}[t.arch]; f.Machine != want {
			return fmt.Errorf("PE machine %#x, want %#x", f.Machine, want)
		}
		if f.NumberOfSymbols != 0 {
			return fmt.Errorf("not stripped: %d COFF symbols", f.NumberOfSymbols)
		}
	default:
		return fmt.Errorf("unknown OS %s", t.os)
	}
	return nil
}

// checkBundle checks a bundle's layout, its manifest (the repository's,
// adapted to exactly its platform and version) and its binary (the
// archived one; for macOS a universal binary of the two archived ones).
func (v *verifier) checkBundle(b bundle, version string, repoManifest []byte, bins map[target][]byte) error {
	entries, err := readArchive(filepath.Join(v.dist, b.file(version)))
	if err != nil {
		return err
	}
	if names := entryNames(entries); !slices.Equal(names, []string{"manifest.json", "server/" + b.build.binary()}) {
		return fmt.Errorf("holds %v, want manifest.json and server/%s", names, b.build.binary())
	}
	want, err := bundleManifest(repoManifest, b, version)
	if err != nil {
		return err
	}
	if err := sameJSON(entries[0].data, want); err != nil {
		return fmt.Errorf("manifest.json: %w", err)
	}
	var m struct {
		Version       string `json:"version"`
		Compatibility struct {
			Platforms []string `json:"platforms"`
		} `json:"compatibility"`
	}
	if err := json.Unmarshal(entries[0].data, &m); err != nil {
		return err
	}
	if m.Version != version || !slices.Equal(m.Compatibility.Platforms, []string{b.platform}) {
		return fmt.Errorf("manifest version %q platforms %v, want %q [%s]", m.Version, m.Compatibility.Platforms, version, b.platform)
	}
	bin := entries[1]
	if bin.mode != 0o755 {
		return fmt.Errorf("%s has mode %v, want 0755", bin.name, bin.mode)
	}
	if b.build != universalTarget() {
		if !bytes.Equal(bin.data, bins[b.build]) {
			return fmt.Errorf("%s is not the binary of archive %s", bin.name, b.build.archive(version))
		}
		return nil
	}
	fat, err := macho.NewFatFile(bytes.NewReader(bin.data))
	if err != nil {
		return fmt.Errorf("%s: %w", bin.name, err)
	}
	if len(fat.Arches) != 2 {
		return fmt.Errorf("universal binary with %d slices, want 2", len(fat.Arches))
	}
	for _, a := range fat.Arches {
		arch := map[macho.Cpu]string{macho.CpuAmd64: "amd64", macho.CpuArm64: "arm64"}[a.Cpu]
		thin := bins[target{"darwin", arch}]
		if arch == "" || a.Offset%(1<<a.Align) != 0 ||
			!bytes.Equal(bin.data[a.Offset:a.Offset+a.Size], thin) {
			return fmt.Errorf("universal slice %v (offset %d, align 2^%d) is not the archived darwin binary", a.Cpu, a.Offset, a.Align)
		}
	}
	return nil
}

// checkMCPBCLI runs the official MCPB CLI on a bundle: info reads it,
// unpack extracts it with the binary executable, validate accepts the
// manifest, and pack, run on the unpacked files, gives the same entries
// with the same modes: the bundle has the layout "mcpb pack" writes.
func (v *verifier) checkMCPBCLI(ctx context.Context, b bundle, version string) error {
	file := filepath.Join(v.dist, b.file(version))
	ours, err := readArchive(file)
	if err != nil {
		return err
	}
	tmp, err := os.MkdirTemp("", "pqs-mcpb-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	mcpb := func(want string, args ...string) error {
		ctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
		defer cancel()
		out, err := exec.CommandContext(ctx, v.node, append([]string{v.mcpbCLI}, args...)...).CombinedOutput()
		if err != nil || !strings.Contains(string(out), want) {
			return fmt.Errorf("mcpb %s: %v\n%s", args[0], err, out)
		}
		return nil
	}
	unpacked := filepath.Join(tmp, "unpacked")
	repacked := filepath.Join(tmp, "repacked.mcpb")
	for _, step := range []struct {
		want string
		args []string
	}{
		{"File: " + filepath.Base(file), []string{"info", file}},
		{"unpacked successfully", []string{"unpack", file, unpacked}},
		{"Manifest schema validation passes!", []string{"validate", filepath.Join(unpacked, "manifest.json")}},
		{"Output:", []string{"pack", unpacked, repacked}},
	} {
		if err := mcpb(step.want, step.args...); err != nil {
			return err
		}
	}
	if fi, err := os.Stat(filepath.Join(unpacked, "server", b.build.binary())); err != nil || fi.Mode().Perm() != 0o755 {
		return fmt.Errorf("unpacked binary: %v, %v; want mode 0755", fi, err)
	}
	theirs, err := readArchive(repacked)
	if err != nil {
		return err
	}
	sortEntries(ours)
	sortEntries(theirs)
	if len(ours) != len(theirs) {
		return fmt.Errorf("mcpb pack wrote %v, the bundle holds %v", entryNames(theirs), entryNames(ours))
	}
	for i := range ours {
		if ours[i].name != theirs[i].name || ours[i].mode != theirs[i].mode || !bytes.Equal(ours[i].data, theirs[i].data) {
			return fmt.Errorf("entry %s (mode %v) differs from what mcpb pack writes: %s (mode %v)",
				ours[i].name, ours[i].mode, theirs[i].name, theirs[i].mode)
		}
	}
	return nil
}

// checkServerEntries checks server.json against the release: the name the
// Dockerfile labels the image with, an mcpb package per bundle with its
// sha256, the image tagged with the version, and the remote's
// Authorization header.
func (v *verifier) checkServerEntries(s serverJSON, sums map[string]string) error {
	df, err := os.ReadFile(v.dockerfile)
	if err != nil {
		return err
	}
	label := regexp.MustCompile(`(?m)^LABEL\s+io\.modelcontextprotocol\.server\.name="([^"]+)"`).FindSubmatch(df)
	if label == nil || string(label[1]) != s.Name || s.Name != serverName {
		return fmt.Errorf("name %q; Dockerfile label %q; want both %q", s.Name, label, serverName)
	}
	var mcpbs []pkg
	var ocis []pkg
	for _, p := range s.Packages {
		switch p.RegistryType {
		case "mcpb":
			mcpbs = append(mcpbs, p)
		case "oci":
			ocis = append(ocis, p)
		}
	}
	if len(mcpbs) != len(bundles()) || len(ocis) != 1 {
		return fmt.Errorf("%d mcpb and %d oci packages, want %d and 1", len(mcpbs), len(ocis), len(bundles()))
	}
	for i, b := range bundles() {
		p := mcpbs[i]
		f := b.file(s.Version)
		if !strings.HasSuffix(p.Identifier, "/v"+s.Version+"/"+f) || p.FileSHA256 != sums[f] || p.Version != s.Version {
			return fmt.Errorf("package %s (sha256 %s, version %s), want .../v%s/%s with sha256 %s", p.Identifier, p.FileSHA256, p.Version, s.Version, f, sums[f])
		}
	}
	if !strings.HasSuffix(ocis[0].Identifier, ":"+s.Version) || ocis[0].Transport.Type != "stdio" ||
		len(ocis[0].PackageArguments) != 1 || ocis[0].PackageArguments[0].Value != "mcp" {
		return fmt.Errorf("image %+v: want :%s, run as \"mcp\" over stdio", ocis[0], s.Version)
	}
	if len(s.Remotes) != 1 || s.Remotes[0].Type != "streamable-http" || !strings.HasSuffix(s.Remotes[0].URL, "/mcp") ||
		len(s.Remotes[0].Headers) != 1 || s.Remotes[0].Headers[0].Name != "Authorization" || !s.Remotes[0].Headers[0].IsSecret {
		return fmt.Errorf("remotes %+v: want one streamable-http /mcp with a secret Authorization header", s.Remotes)
	}
	return nil
}

// checkVersions runs this machine's binary from the release: pqs
// --version, serverInfo.version of pqs mcp (stdio) and of pqs serve's /mcp
// (streamable HTTP), and info.version of its OpenAPI document must all be
// the release version (the manifests and server.json were compared with
// it already).
func (v *verifier) checkVersions(ctx context.Context, version string, bins map[target][]byte) error {
	host := target{runtime.GOOS, runtime.GOARCH}
	data, ok := bins[host]
	if !ok {
		return fmt.Errorf("no release binary for this machine (%s)", host)
	}
	tmp, err := os.MkdirTemp("", "pqs-version-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	bin := filepath.Join(tmp, host.binary())
	if err := os.WriteFile(bin, data, 0o755); err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	env := []string{"HOME=" + tmp, "PATH=" + os.Getenv("PATH")}

	out, err := exec.CommandContext(ctx, bin, "--version").Output()
	if err != nil || string(out) != project+" "+version+"\n" {
		return fmt.Errorf("pqs --version = %q, %v; want %q", out, err, project+" "+version)
	}
	if got, err := serverVersion(ctx, mcptransport.NewStdio(bin, env, "mcp")); err != nil || got != version {
		return fmt.Errorf("serverInfo.version over stdio %q, %v; want %q", got, err, version)
	}

	base, stop, err := startServe(ctx, bin, tmp, env)
	if err != nil {
		return err
	}
	defer stop()
	httpT, err := mcptransport.NewStreamableHTTP(base + "/mcp")
	if err != nil {
		return err
	}
	if got, err := serverVersion(ctx, httpT); err != nil || got != version {
		return fmt.Errorf("serverInfo.version over HTTP %q, %v; want %q", got, err, version)
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, base+"/openapi.json", nil)
	if err != nil {
		return err
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return fmt.Errorf("GET /openapi.json: %w", err)
	}
	defer resp.Body.Close()
	var doc struct {
		Info struct {
			Version string `json:"version"`
		} `json:"info"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&doc); err != nil || doc.Info.Version != version {
		return fmt.Errorf("OpenAPI info.version %q, %v; want %q", doc.Info.Version, err, version)
	}
	return nil
}

// serverVersion initializes an MCP session over tr and returns the
// server's serverInfo.version.
func serverVersion(ctx context.Context, tr mcptransport.Interface) (string, error) {
	c := client.NewClient(tr, client.WithProtocolVersion(mcp.ProtocolVersion20251125))
	defer c.Close()
	if err := c.Start(ctx); err != nil {
		return "", err
	}
	var init mcp.InitializeRequest
	init.Params.ProtocolVersion = mcp.ProtocolVersion20251125
	init.Params.ClientInfo = mcp.Implementation{Name: "pqs-release-verify", Version: "1"}
	res, err := c.Initialize(ctx, init)
	if err != nil {
		return "", fmt.Errorf("initialize: %w", err)
	}
	return res.ServerInfo.Version, nil
}

// startServe starts pqs serve on a free loopback port and returns its base
// URL and a function that stops it.
func startServe(ctx context.Context, bin, dir string, env []string) (string, func(), error) {
	cmd := exec.CommandContext(ctx, bin, "serve", "--addr", "127.0.0.1:0", "--data", filepath.Join(dir, "data"))
	cmd.Env = env
	stderr, err := cmd.StderrPipe()
	if err != nil {
		return "", nil, err
	}
	if err := cmd.Start(); err != nil {
		return "", nil, fmt.Errorf("pqs serve: %w", err)
	}
	stop := func() {
		cmd.Process.Kill()
		cmd.Wait()
	}
	sc := bufio.NewScanner(stderr)
	for sc.Scan() {
		var line struct {
			Msg string `json:"msg"`
			URL string `json:"url"`
		}
		if json.Unmarshal(sc.Bytes(), &line) == nil && line.Msg == "listening" {
			go io.Copy(io.Discard, stderr)
			return line.URL, stop, nil
		}
	}
	stop()
	return "", nil, errors.New("pqs serve did not start")
}

func entryNames(es []entry) []string {
	out := make([]string, len(es))
	for i, e := range es {
		out[i] = e.name
	}
	return out
}

func sortEntries(es []entry) {
	slices.SortFunc(es, func(a, b entry) int { return strings.Compare(a.name, b.name) })
}

// sameJSON reports whether two JSON documents hold the same values.
func sameJSON(a, b []byte) error {
	var x, y any
	if err := json.Unmarshal(a, &x); err != nil {
		return err
	}
	if err := json.Unmarshal(b, &y); err != nil {
		return err
	}
	if !reflect.DeepEqual(x, y) {
		return fmt.Errorf("differs from the expected document:\n%s\nwant:\n%s", a, b)
	}
	return nil
}
