package main

// The checks of a built release, each a function that returns what is
// wrong. TestRelease runs them on a real release (release_test.go); the
// other tests run them on made-up ones, right and wrong.

import (
	"archive/tar"
	"archive/zip"
	"bufio"
	"bytes"
	"cmp"
	"compress/gzip"
	"context"
	"crypto/sha256"
	"debug/buildinfo"
	"debug/elf"
	"debug/macho"
	"debug/pe"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"maps"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/client"
	mcptransport "github.com/mark3labs/mcp-go/client/transport"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/santhosh-tekuri/jsonschema/v6"
)

const modulePath = "github.com/pqs-dev/pqs"

// release is a release directory and what its files are compared with.
type release struct {
	dist    string
	root    string // the repository, where the packages' files come from
	version string
	modTime time.Time         // the commit's, on every file
	bins    map[target][]byte // the binaries in the archives, once checked
}

// linuxPackage is one .deb or .rpm.
type linuxPackage struct{ format, arch string }

func linuxPackages() []linuxPackage {
	return []linuxPackage{{"deb", "amd64"}, {"deb", "arm64"}, {"rpm", "amd64"}, {"rpm", "arm64"}}
}

// file is the package's name for version v, named like the archives.
func (p linuxPackage) file(v string) string {
	return fmt.Sprintf("pqs_%s_linux_%s.%s", v, p.arch, p.format)
}

// debVersion is version as the .deb names it: a semver pre-release
// follows "~", which sorts before the release; rpmVersion also has no "-"
// (RPM's separator of the release number).
func debVersion(version string) string {
	core, pre, ok := strings.Cut(version, "-")
	if !ok {
		return version
	}
	return core + "~" + pre
}

func rpmVersion(version string) string { return strings.ReplaceAll(debVersion(version), "-", "_") }

// releaseFiles are the files checksums.txt must list.
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
	return append(want, "server.json")
}

// checkChecksums checks that checksums.txt names exactly the release's
// files, each with its sha256, and returns the sums it lists, which the
// other checks compare with, also when some are wrong.
func (r *release) checkChecksums() (map[string]string, error) {
	raw, err := os.ReadFile(filepath.Join(r.dist, "checksums.txt"))
	if err != nil {
		return nil, err
	}
	sums := map[string]string{}
	sc := bufio.NewScanner(bytes.NewReader(raw))
	for sc.Scan() {
		sum, name, ok := strings.Cut(sc.Text(), "  ")
		if _, dup := sums[name]; !ok || len(sum) != 64 || dup {
			return nil, fmt.Errorf("line %q is not \"<sha256>  <file>\" of a file not listed before", sc.Text())
		}
		sums[name] = sum
	}
	got, want := slices.Sorted(maps.Keys(sums)), releaseFiles(r.version)
	if slices.Sort(want); !slices.Equal(got, want) {
		return sums, fmt.Errorf("lists %v, want %v", got, want)
	}
	for _, name := range got {
		if actual, err := fileSHA256(filepath.Join(r.dist, name)); err != nil || actual != sums[name] {
			return sums, fmt.Errorf("%s: sha256 %s (%v), listed %s", name, actual, err, sums[name])
		}
	}
	return sums, nil
}

// entry is one file of an archive or bundle.
type entry struct {
	name    string
	mode    fs.FileMode
	modTime time.Time
	data    []byte
}

// readArchive returns the regular files of a .tar.gz or .zip, by name.
func readArchive(path string) ([]entry, error) {
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var out []entry
	if bytes.HasPrefix(raw, []byte("PK")) {
		zr, err := zip.NewReader(bytes.NewReader(raw), int64(len(raw)))
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		for _, f := range zr.File {
			if !f.Mode().IsRegular() {
				return nil, fmt.Errorf("%s: %s is not a regular file", path, f.Name)
			}
			rc, err := f.Open()
			if err != nil {
				return nil, err
			}
			data, err := io.ReadAll(rc)
			rc.Close()
			if err != nil {
				return nil, fmt.Errorf("%s: %s: %w", path, f.Name, err)
			}
			out = append(out, entry{f.Name, f.Mode().Perm(), f.Modified.UTC(), data})
		}
	} else {
		gz, err := gzip.NewReader(bytes.NewReader(raw))
		if err != nil {
			return nil, fmt.Errorf("%s: %w", path, err)
		}
		tr := tar.NewReader(gz)
		for {
			h, err := tr.Next()
			if err == io.EOF {
				break
			}
			if err != nil {
				return nil, fmt.Errorf("%s: %w", path, err)
			}
			if h.Typeflag != tar.TypeReg {
				return nil, fmt.Errorf("%s: %s is not a regular file", path, h.Name)
			}
			data, err := io.ReadAll(tr)
			if err != nil {
				return nil, fmt.Errorf("%s: %s: %w", path, h.Name, err)
			}
			out = append(out, entry{h.Name, fs.FileMode(h.Mode).Perm(), h.ModTime.UTC(), data})
		}
	}
	slices.SortFunc(out, func(a, b entry) int { return strings.Compare(a.name, b.name) })
	return out, nil
}

func entryNames(es []entry) []string {
	var out []string
	for _, e := range es {
		out = append(out, e.name)
	}
	return out
}

// checkArchive checks t's archive holds the binary (executable) and the
// README, with the commit's time, and that the binary is a static,
// stripped, cgo-free build for t; it keeps the binary in r.bins.
func (r *release) checkArchive(t target) error {
	entries, err := readArchive(filepath.Join(r.dist, t.archive(r.version)))
	if err != nil {
		return err
	}
	if names := entryNames(entries); !slices.Equal(names, []string{"README.md", t.binary()}) {
		return fmt.Errorf("holds %v, want %s and README.md", names, t.binary())
	}
	for _, e := range entries {
		if want := map[bool]fs.FileMode{true: 0o755, false: 0o644}[e.name == t.binary()]; e.mode != want {
			return fmt.Errorf("%s has mode %v, want %v", e.name, e.mode, want)
		}
		if !e.modTime.Equal(r.modTime) {
			return fmt.Errorf("%s has time %v, want the commit's %v", e.name, e.modTime, r.modTime)
		}
	}
	if err := checkBinary(t, entries[1].data, modulePath); err != nil {
		return err
	}
	r.bins[t] = entries[1].data
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

// spdxDoc is the part of an SPDX 2.3 JSON document checked here.
type spdxDoc struct {
	SPDXVersion       string `json:"spdxVersion"`
	Name              string `json:"name"`
	DocumentNamespace string `json:"documentNamespace"`
	CreationInfo      struct {
		Created  string   `json:"created"`
		Creators []string `json:"creators"`
	} `json:"creationInfo"`
	Packages []struct {
		Name         string `json:"name"`
		VersionInfo  string `json:"versionInfo"`
		ExternalRefs []struct {
			ReferenceType    string `json:"referenceType"`
			ReferenceLocator string `json:"referenceLocator"`
		} `json:"externalRefs"`
	} `json:"packages"`
}

// checkSBOM checks t's SBOM is an SPDX 2.3 document of its archive,
// written by syft, with the commit's time and the namespace of its
// download URL (repo's), listing every module the archived binary was
// built from (bi, its build info) with its version and package URL, and
// the Go standard library of its toolchain.
func (r *release) checkSBOM(t target, repo string, bi *debug.BuildInfo) error {
	raw, err := os.ReadFile(filepath.Join(r.dist, t.sbom(r.version)))
	if err != nil {
		return err
	}
	var doc spdxDoc
	if err := json.Unmarshal(raw, &doc); err != nil {
		return err
	}
	switch ns := sbomNamespace(repo, r.version, t); {
	case doc.SPDXVersion != "SPDX-2.3":
		return fmt.Errorf("spdxVersion %q, want SPDX-2.3", doc.SPDXVersion)
	case doc.Name != t.archive(r.version):
		return fmt.Errorf("describes %q, want %s", doc.Name, t.archive(r.version))
	case doc.DocumentNamespace != ns:
		return fmt.Errorf("documentNamespace %q, want %q", doc.DocumentNamespace, ns)
	case doc.CreationInfo.Created != r.modTime.Format(time.RFC3339):
		return fmt.Errorf("created %q, want the commit's %s", doc.CreationInfo.Created, r.modTime.Format(time.RFC3339))
	case !slices.ContainsFunc(doc.CreationInfo.Creators, func(c string) bool { return strings.HasPrefix(c, "Tool: syft-") }):
		return fmt.Errorf("creators %v name no syft", doc.CreationInfo.Creators)
	}
	listed := map[string]bool{} // path@version
	for _, p := range doc.Packages {
		for _, ref := range p.ExternalRefs {
			if ref.ReferenceType == "purl" && ref.ReferenceLocator == "pkg:golang/"+p.Name+"@"+p.VersionInfo {
				listed[p.Name+"@"+p.VersionInfo] = true
			}
		}
		if p.Name == "stdlib" {
			listed[p.Name+"@"+p.VersionInfo] = true
		}
	}
	want := []string{"stdlib@" + bi.GoVersion}
	for _, d := range bi.Deps {
		if d.Replace != nil {
			d = d.Replace
		}
		want = append(want, d.Path+"@"+d.Version)
	}
	var missing []string
	for _, m := range want {
		if !listed[m] {
			missing = append(missing, m)
		}
	}
	if len(missing) > 0 {
		return fmt.Errorf("lists no package (with its purl) for %d of the binary's %d modules: %v", len(missing), len(want), missing)
	}
	return nil
}

// packageFile is one file the .deb and .rpm install, and its source in
// the repository ("" for the binary).
type packageFile struct {
	path, source string
	mode         fs.FileMode
	config       bool // kept on upgrade and removal (dpkg conffile, rpm %config(noreplace))
}

// packageFiles are the files of .goreleaser.yaml's nfpms.
func packageFiles() []packageFile {
	return []packageFile{
		{path: "/usr/bin/pqs", mode: 0o755},
		{path: "/usr/lib/systemd/system/pqs.service", source: "deploy/package/pqs.service", mode: 0o644},
		{path: "/usr/lib/sysusers.d/pqs.conf", source: "deploy/package/pqs.sysusers", mode: 0o644},
		{path: "/etc/default/pqs", source: "deploy/package/pqs.default", mode: 0o644, config: true},
		{path: "/usr/share/doc/pqs/README.md", source: "README.md", mode: 0o644},
	}
}

// packageScripts maps each maintainer script (dpkg's names) to its source.
func packageScripts() map[string]string {
	return map[string]string{
		"postinst": "deploy/package/postinstall.sh",
		"prerm":    "deploy/package/preremove.sh",
		"postrm":   "deploy/package/postremove.sh",
	}
}

// installedFile is a regular file a package installs.
type installedFile struct {
	mode    fs.FileMode
	modTime time.Time
	sha256  string
	config  bool
}

// checkLinuxPackage checks a .deb with dpkg-deb, or an .rpm with rpm:
// name, version and architecture; exactly the files of packageFiles, each
// with its mode, root's ownership, the commit's time and the bytes of its
// source (the binary: the archived one); the configuration file marked as
// such; the maintainer scripts; and a unit that runs the binary as the pqs
// user with its state in /var/lib/pqs.
func (r *release) checkLinuxPackage(ctx context.Context, p linuxPackage) error {
	bin, ok := r.bins[target{"linux", p.arch}]
	if !ok {
		return fmt.Errorf("no checked linux/%s binary to compare with", p.arch)
	}
	file := filepath.Join(r.dist, p.file(r.version))
	read := r.readDeb
	if p.format == "rpm" {
		read = r.readRPM
	}
	got, err := read(ctx, file, p)
	if err != nil {
		return err
	}
	var want []string
	for _, f := range packageFiles() {
		want = append(want, f.path)
		g, ok := got[f.path]
		if !ok {
			continue
		}
		data := bin
		if f.source != "" {
			if data, err = os.ReadFile(filepath.Join(r.root, f.source)); err != nil {
				return err
			}
		}
		switch {
		case g.mode != f.mode:
			return fmt.Errorf("%s has mode %v, want %v", f.path, g.mode, f.mode)
		case g.sha256 != sha256Hex(data):
			return fmt.Errorf("%s differs from %s", f.path, cmp.Or(f.source, "the archived linux/"+p.arch+" binary"))
		case !g.modTime.Equal(r.modTime):
			return fmt.Errorf("%s has time %v, want the commit's %v", f.path, g.modTime, r.modTime)
		case g.config != f.config:
			return fmt.Errorf("%s: marked as configuration %v, want %v", f.path, g.config, f.config)
		}
	}
	if paths := slices.Sorted(maps.Keys(got)); !slices.Equal(paths, slices.Sorted(slices.Values(want))) {
		return fmt.Errorf("installs %v, want %v", paths, slices.Sorted(slices.Values(want)))
	}
	unit, err := os.ReadFile(filepath.Join(r.root, "deploy/package/pqs.service"))
	if err != nil {
		return err
	}
	for _, line := range []string{
		"ExecStart=/usr/bin/pqs serve", "User=pqs", "Group=pqs",
		"StateDirectory=pqs", "Environment=PQS_DATA_DIR=/var/lib/pqs",
		"EnvironmentFile=-/etc/default/pqs", "WantedBy=multi-user.target",
	} {
		if !slices.Contains(strings.Split(string(unit), "\n"), line) {
			return fmt.Errorf("pqs.service has no line %q", line)
		}
	}
	return nil
}

// readDeb reads a .deb with dpkg-deb: its control fields, its maintainer
// scripts and conffiles, and its files.
func (r *release) readDeb(ctx context.Context, file string, p linuxPackage) (map[string]installedFile, error) {
	fields, err := command(ctx, "dpkg-deb", "--field", file, "Package", "Version", "Architecture")
	if err != nil {
		return nil, err
	}
	if want := fmt.Sprintf("Package: pqs\nVersion: %s\nArchitecture: %s\n", debVersion(r.version), p.arch); string(fields) != want {
		return nil, fmt.Errorf("control fields\n%swant\n%s", fields, want)
	}
	ctrl, err := command(ctx, "dpkg-deb", "--ctrl-tarfile", file)
	if err != nil {
		return nil, err
	}
	control, err := readTar(ctrl)
	if err != nil {
		return nil, fmt.Errorf("control.tar: %w", err)
	}
	for script, src := range packageScripts() {
		want, err := os.ReadFile(filepath.Join(r.root, src))
		if err != nil {
			return nil, err
		}
		if got, ok := control["./"+script]; !ok || got.sha256 != sha256Hex(want) || got.mode != 0o755 {
			return nil, fmt.Errorf("maintainer script %s is not %s with mode 0755", script, src)
		}
	}
	conffiles := map[string]bool{}
	for _, l := range strings.Fields(string(control["./conffiles"].data)) {
		conffiles[l] = true
	}
	data, err := command(ctx, "dpkg-deb", "--fsys-tarfile", file)
	if err != nil {
		return nil, err
	}
	files, err := readTar(data)
	if err != nil {
		return nil, fmt.Errorf("data.tar: %w", err)
	}
	out := map[string]installedFile{}
	for name, f := range files {
		path := strings.TrimPrefix(name, ".")
		f.config = conffiles[path]
		out[path] = f.installedFile
	}
	return out, nil
}

// readRPM reads an .rpm with rpm: its name, version, release and
// architecture, its scriptlets and the dump of its files.
func (r *release) readRPM(ctx context.Context, file string, p linuxPackage) (map[string]installedFile, error) {
	head, err := command(ctx, "rpm", "-qp", "--qf", "%{NAME} %{VERSION} %{RELEASE} %{ARCH}\n", file)
	if err != nil {
		return nil, err
	}
	arch := map[string]string{"amd64": "x86_64", "arm64": "aarch64"}[p.arch]
	if want := fmt.Sprintf("pqs %s 1 %s\n", rpmVersion(r.version), arch); string(head) != want {
		return nil, fmt.Errorf("rpm -q says %q, want %q", head, want)
	}
	scripts, err := command(ctx, "rpm", "-qp", "--scripts", file)
	if err != nil {
		return nil, err
	}
	for _, src := range packageScripts() {
		want, err := os.ReadFile(filepath.Join(r.root, src))
		if err != nil {
			return nil, err
		}
		// rpm prints each scriptlet's body after a header line.
		if !bytes.Contains(scripts, bytes.TrimSpace(want)) {
			return nil, fmt.Errorf("scriptlets lack %s:\n%s", src, scripts)
		}
	}
	// --dump: path size mtime digest mode owner group isconfig isdoc rdev symlink
	dump, err := command(ctx, "rpm", "-qp", "--dump", file)
	if err != nil {
		return nil, err
	}
	out := map[string]installedFile{}
	for _, line := range strings.Split(strings.TrimSpace(string(dump)), "\n") {
		f := strings.Fields(line)
		var sec int64
		var mode uint32
		if len(f) < 11 {
			return nil, fmt.Errorf("rpm --dump line %q", line)
		}
		if _, err := fmt.Sscan(f[2], &sec); err != nil {
			return nil, fmt.Errorf("rpm --dump line %q: %w", line, err)
		}
		if _, err := fmt.Sscanf(f[4], "%o", &mode); err != nil {
			return nil, fmt.Errorf("rpm --dump line %q: %w", line, err)
		}
		if fs.FileMode(mode)&0o170000 != 0o100000 { // S_IFREG
			return nil, fmt.Errorf("%s is not a regular file (mode %s)", f[0], f[4])
		}
		if f[5] != "root" || f[6] != "root" {
			return nil, fmt.Errorf("%s belongs to %s:%s, want root:root", f[0], f[5], f[6])
		}
		out[f[0]] = installedFile{fs.FileMode(mode).Perm(), time.Unix(sec, 0).UTC(), f[3], f[7] == "1"}
	}
	return out, nil
}

// tarFile is a regular file of a tar stream.
type tarFile struct {
	installedFile
	data []byte
}

// readTar reads the regular files of a tar stream; directories must be
// root's, and nothing else may be in it.
func readTar(raw []byte) (map[string]tarFile, error) {
	tr := tar.NewReader(bytes.NewReader(raw))
	out := map[string]tarFile{}
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return nil, err
		}
		if h.Uid != 0 || h.Gid != 0 {
			return nil, fmt.Errorf("%s belongs to %d:%d, want root", h.Name, h.Uid, h.Gid)
		}
		if h.Typeflag == tar.TypeDir {
			continue
		}
		if h.Typeflag != tar.TypeReg {
			return nil, fmt.Errorf("%s is not a regular file or directory", h.Name)
		}
		data, err := io.ReadAll(tr)
		if err != nil {
			return nil, err
		}
		out[h.Name] = tarFile{installedFile{mode: fs.FileMode(h.Mode).Perm(), modTime: h.ModTime.UTC(), sha256: sha256Hex(data)}, data}
	}
}

// command runs a tool and returns its standard output; its error says
// what ran and what it printed on standard error.
func command(ctx context.Context, name string, args ...string) ([]byte, error) {
	if _, err := exec.LookPath(name); err != nil {
		return nil, fmt.Errorf("%s is not installed (.ci/run installs it): %w", name, err)
	}
	var stderr bytes.Buffer
	cmd := exec.CommandContext(ctx, name, args...)
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("%s %s: %w\n%s", name, strings.Join(args, " "), err, stderr.Bytes())
	}
	return out, nil
}

func sha256Hex(b []byte) string {
	sum := sha256.Sum256(b)
	return hex.EncodeToString(sum[:])
}

// checkFormula checks the Homebrew formula: the release version, for each
// of macOS and Linux on Intel and ARM the URL of that platform's archive
// in the GitHub release of repo with its sha256 from sums, the binary
// installed, and a service running pqs serve.
func (r *release) checkFormula(repo string, sums map[string]string) error {
	raw, err := os.ReadFile(filepath.Join(r.dist, "homebrew/Formula/pqs.rb"))
	if err != nil {
		return err
	}
	f := string(raw)
	for _, want := range []string{
		"class Pqs < Formula", fmt.Sprintf("version %q", r.version), `bin.install "pqs"`,
		"service do", `run [opt_bin/"pqs", "serve"`,
	} {
		if !strings.Contains(f, want) {
			return fmt.Errorf("has no %q", want)
		}
	}
	// Walk the formula: on_macos/on_linux and Hardware::CPU.intel?/arm?
	// say which platform each url/sha256 pair is for.
	var goos, goarch, url string
	got := map[target]string{} // platform -> archive
	for _, line := range strings.Split(f, "\n") {
		line = strings.TrimSpace(line)
		switch {
		case line == "on_macos do":
			goos = "darwin"
		case line == "on_linux do":
			goos = "linux"
		case strings.HasPrefix(line, "if Hardware::CPU.intel?"):
			goarch = "amd64"
		case strings.HasPrefix(line, "if Hardware::CPU.arm?"):
			goarch = "arm64"
		case strings.HasPrefix(line, "url "):
			url = strings.Trim(strings.TrimPrefix(line, "url "), `"`)
		case strings.HasPrefix(line, "sha256 "):
			sum := strings.Trim(strings.TrimPrefix(line, "sha256 "), `"`)
			t := target{goos, goarch}
			name := t.archive(r.version)
			if wantURL := "https://github.com/" + repo + "/releases/download/v" + r.version + "/" + name; url != wantURL {
				return fmt.Errorf("%s: url %s, want %s", t, url, wantURL)
			}
			if sum != sums[name] {
				return fmt.Errorf("%s: sha256 %s, checksums.txt lists %s", t, sum, sums[name])
			}
			if _, dup := got[t]; dup {
				return fmt.Errorf("two archives for %s", t)
			}
			got[t] = name
		}
	}
	for _, t := range targets() {
		if _, ok := got[t]; !ok && t.os != "windows" {
			return fmt.Errorf("names no archive for %s", t)
		}
	}
	if len(got) != 4 {
		return fmt.Errorf("names %d archives, want 4: %v", len(got), got)
	}
	return nil
}

// checkBundle checks a bundle's layout, its manifest (the repository's,
// adapted to exactly its platform and version) and its binary (the
// archived one; for macOS a universal binary of the two archived ones).
func (r *release) checkBundle(b bundle) error {
	entries, err := readArchive(filepath.Join(r.dist, b.file(r.version)))
	if err != nil {
		return err
	}
	if names := entryNames(entries); !slices.Equal(names, []string{"manifest.json", "server/" + b.build.binary()}) {
		return fmt.Errorf("holds %v, want manifest.json and server/%s", names, b.build.binary())
	}
	repo, err := os.ReadFile(filepath.Join(r.root, "manifest.json"))
	if err != nil {
		return err
	}
	want, err := bundleManifest(repo, b, r.version)
	if err != nil {
		return err
	}
	if err := sameJSON(entries[0].data, want); err != nil {
		return fmt.Errorf("manifest.json: %w", err)
	}
	var m struct {
		Version       string
		Compatibility struct{ Platforms []string }
	}
	if err := json.Unmarshal(entries[0].data, &m); err != nil {
		return err
	}
	if m.Version != r.version || !slices.Equal(m.Compatibility.Platforms, []string{b.platform}) {
		return fmt.Errorf("manifest version %q platforms %v, want %q [%s]", m.Version, m.Compatibility.Platforms, r.version, b.platform)
	}
	// Zip times count in 2 seconds.
	dosTime := r.modTime.Add(-time.Duration(r.modTime.Second()%2) * time.Second)
	for _, e := range entries {
		if !e.modTime.Equal(dosTime) {
			return fmt.Errorf("%s has time %v, want the commit's %v", e.name, e.modTime, dosTime)
		}
	}
	bin := entries[1]
	if bin.mode != 0o755 {
		return fmt.Errorf("%s has mode %v, want 0755", bin.name, bin.mode)
	}
	if b.build != universal() {
		if !bytes.Equal(bin.data, r.bins[b.build]) {
			return fmt.Errorf("%s is not the binary of archive %s", bin.name, b.build.archive(r.version))
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
		thin := r.bins[target{"darwin", arch}]
		if arch == "" || a.Offset%(1<<a.Align) != 0 || !bytes.Equal(bin.data[a.Offset:a.Offset+a.Size], thin) {
			return fmt.Errorf("universal slice %v (offset %d, align 2^%d) is not the archived darwin binary", a.Cpu, a.Offset, a.Align)
		}
	}
	return nil
}

// checkMCPB runs the official mcpb CLI on a bundle, as a client installs
// it: unpack must extract it with the binary executable, and validate must
// accept the unpacked manifest.
func (r *release) checkMCPB(ctx context.Context, b bundle, cli string) error {
	dir, err := os.MkdirTemp("", "pqs-mcpb-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	for _, step := range [][]string{
		{"unpacked successfully", "unpack", filepath.Join(r.dist, b.file(r.version)), dir},
		{"Manifest schema validation passes!", "validate", filepath.Join(dir, "manifest.json")},
	} {
		ctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
		out, err := exec.CommandContext(ctx, "node", append([]string{cli}, step[1:]...)...).CombinedOutput()
		cancel()
		if err != nil || !strings.Contains(string(out), step[0]) {
			return fmt.Errorf("mcpb %s: %v\n%s", step[1], err, out)
		}
	}
	if fi, err := os.Stat(filepath.Join(dir, "server", b.build.binary())); err != nil || fi.Mode().Perm() != 0o755 {
		return fmt.Errorf("unpacked binary: %v, %v; want mode 0755", fi, err)
	}
	return nil
}

// serverJSON is the MCP Registry entry, as the checks read it.
type serverJSON struct {
	Schema     string `json:"$schema"`
	Name       string
	Version    string
	Repository struct{ URL string }
	Packages   []registryPackage
	Remotes    []remote
}

type registryPackage struct {
	RegistryType     string
	Identifier       string
	Version          string
	FileSHA256       string `json:"fileSha256"`
	Transport        struct{ Type string }
	PackageArguments []struct{ Value string }
}

type remote struct {
	Type      string
	URL       string
	Headers   []struct{ Name string }
	Variables map[string]any
}

// checkServerJSON checks server.json against the registry's published
// schema and the rules it applies on publishing (validateServerJSON), then
// against the release: the name the Dockerfile labels the image with, an
// mcpb package per bundle with its sha256 in sums, the image tagged with
// the version and run as "pqs mcp", and the remote's Authorization header.
func (r *release) checkServerJSON(sums map[string]string) error {
	raw, err := os.ReadFile(filepath.Join(r.dist, "server.json"))
	if err != nil {
		return err
	}
	if err := validateServerJSON(raw); err != nil {
		return err
	}
	var s serverJSON
	if err := json.Unmarshal(raw, &s); err != nil {
		return err
	}
	df, err := os.ReadFile(filepath.Join(r.root, "Dockerfile"))
	if err != nil {
		return err
	}
	label := regexp.MustCompile(`(?m)^LABEL\s+io\.modelcontextprotocol\.server\.name="([^"]+)"`).FindSubmatch(df)
	if label == nil || string(label[1]) != s.Name || s.Name != serverName {
		return fmt.Errorf("name %q; Dockerfile label %q; want both %q", s.Name, label, serverName)
	}
	if s.Version != r.version {
		return fmt.Errorf("version %q, want %q", s.Version, r.version)
	}
	if len(s.Packages) != len(bundles())+1 {
		return fmt.Errorf("%d packages, want %d bundles and the image", len(s.Packages), len(bundles()))
	}
	for i, b := range bundles() {
		p, f := s.Packages[i], b.file(r.version)
		if p.RegistryType != "mcpb" || !strings.HasSuffix(p.Identifier, "/v"+r.version+"/"+f) || p.FileSHA256 != sums[f] || p.Version != r.version {
			return fmt.Errorf("package %s %s (sha256 %s, version %s), want mcpb .../v%s/%s with sha256 %s", p.RegistryType, p.Identifier, p.FileSHA256, p.Version, r.version, f, sums[f])
		}
	}
	if oci := s.Packages[len(bundles())]; oci.RegistryType != "oci" || !strings.HasSuffix(oci.Identifier, ":"+r.version) ||
		oci.Transport.Type != "stdio" || len(oci.PackageArguments) != 1 || oci.PackageArguments[0].Value != "mcp" {
		return fmt.Errorf("image %+v: want oci :%s, run as \"mcp\" over stdio", oci, r.version)
	}
	if len(s.Remotes) != 1 || s.Remotes[0].Type != "streamable-http" || !strings.HasSuffix(s.Remotes[0].URL, "/mcp") ||
		len(s.Remotes[0].Headers) != 1 || s.Remotes[0].Headers[0].Name != "Authorization" {
		return fmt.Errorf("remotes %+v: want one streamable-http /mcp with an Authorization header", s.Remotes)
	}
	return nil
}

// validateServerJSON checks a server.json against the registry's published
// schema (schema/, a copy), then against the rules the registry applies on
// publishing that a schema cannot state (internal/validators of the
// registry, v1.8.8): a reverse-DNS name, mcpb packages as HTTPS GitHub
// release downloads whose URL contains "mcp" with a fileSha256, OCI
// packages on an accepted registry with the version in the tag (no version
// or fileSha256 field), remotes over HTTPS on a non-loopback host whose
// {variables} are defined.
func validateServerJSON(raw []byte) error {
	schema, err := os.ReadFile("schema/server.schema.2025-12-11.json")
	if err != nil {
		return err
	}
	doc, err := jsonschema.UnmarshalJSON(bytes.NewReader(schema))
	if err != nil {
		return fmt.Errorf("registry schema: %w", err)
	}
	c := jsonschema.NewCompiler()
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
	if !regexp.MustCompile(`^[a-zA-Z0-9][a-zA-Z0-9.-]*[a-zA-Z0-9]/[a-zA-Z0-9._-]+$`).MatchString(s.Name) {
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

func validatePackage(p registryPackage) error {
	switch p.RegistryType {
	case "mcpb":
		githubRelease := regexp.MustCompile(`^/([a-zA-Z0-9]([a-zA-Z0-9\-]{0,37}[a-zA-Z0-9])?)/([a-zA-Z0-9._\-]+)/releases/download/([^/]+)/([^/]+)$`)
		u, err := url.Parse(p.Identifier)
		switch {
		case err != nil:
			return fmt.Errorf("mcpb identifier: %w", err)
		case u.Scheme != "https" || u.Host != "github.com" || !githubRelease.MatchString(u.Path):
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
	variable := regexp.MustCompile(`\{([^{}]+)\}`)
	for _, m := range variable.FindAllStringSubmatch(r.URL, -1) {
		if _, ok := r.Variables[m[1]]; !ok {
			return fmt.Errorf("url %q uses {%s}, which variables does not define", r.URL, m[1])
		}
	}
	u, err := url.Parse(variable.ReplaceAllString(r.URL, "placeholder"))
	if err != nil {
		return fmt.Errorf("url %q: %w", r.URL, err)
	}
	if h := u.Hostname(); u.Scheme != "https" || h == "localhost" || h == "127.0.0.1" || strings.HasSuffix(h, ".localhost") {
		return fmt.Errorf("url %q: a remote must be HTTPS on a public host", r.URL)
	}
	return nil
}

// checkVersions runs a binary of this machine: pqs --version,
// serverInfo.version of pqs mcp (stdio) and of pqs serve's /mcp
// (streamable HTTP), and info.version of its OpenAPI document must all be
// version (the manifests and server.json are checked against it apart).
func checkVersions(ctx context.Context, data []byte, version string) error {
	tmp, err := os.MkdirTemp("", "pqs-version-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	bin := filepath.Join(tmp, target{runtime.GOOS, runtime.GOARCH}.binary())
	if err := os.WriteFile(bin, data, 0o755); err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	env := []string{"HOME=" + tmp, "PATH=" + os.Getenv("PATH")}

	out, err := exec.CommandContext(ctx, bin, "--version").Output()
	if err != nil || string(out) != "pqs "+version+"\n" {
		return fmt.Errorf("pqs --version = %q, %v; want %q", out, err, "pqs "+version)
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
	var doc struct{ Info struct{ Version string } }
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
	init.Params.ClientInfo = mcp.Implementation{Name: "pqs-release-test", Version: "1"}
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
		var line struct{ Msg, URL string }
		if json.Unmarshal(sc.Bytes(), &line) == nil && line.Msg == "listening" {
			go io.Copy(io.Discard, stderr)
			return line.URL, stop, nil
		}
	}
	stop()
	return "", nil, errors.New("pqs serve did not start")
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
