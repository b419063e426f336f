package main

import (
	"archive/tar"
	"bytes"
	"cmp"
	"context"
	"crypto/sha256"
	"debug/buildinfo"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

// packageFile is one file a .deb or .rpm installs, and where it comes
// from in the repository ("" for the binary).
type packageFile struct {
	path   string
	source string
	mode   fs.FileMode
	config bool // kept on upgrade and removal (dpkg conffile, rpm %config(noreplace))
}

// packageFiles are the files of the pqs packages (.goreleaser.yaml nfpms).
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
var packageScripts = map[string]string{
	"postinst": "deploy/package/postinstall.sh",
	"prerm":    "deploy/package/preremove.sh",
	"postrm":   "deploy/package/postremove.sh",
}

// checkLinuxPackage checks a .deb with dpkg-deb, or an .rpm with rpm:
// name, version and architecture; exactly the files of packageFiles, each
// with its mode, the commit's time and the bytes of its source (the
// binary: the archived one); the configuration file marked as such; the
// maintainer scripts; and a unit that runs this binary as the pqs user
// with its state in /var/lib/pqs.
func (v *verifier) checkLinuxPackage(ctx context.Context, p linuxPackage, version string, bins map[target][]byte) error {
	bin, ok := bins[target{"linux", p.arch}]
	if !ok {
		return fmt.Errorf("no checked linux/%s binary to compare with", p.arch)
	}
	file := filepath.Join(v.dist, p.file(version))
	var got map[string]installedFile
	var err error
	switch p.format {
	case "deb":
		got, err = v.readDeb(ctx, file, p, version)
	case "rpm":
		got, err = v.readRPM(ctx, file, p, version)
	}
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
			if data, err = os.ReadFile(filepath.Join(v.root, f.source)); err != nil {
				return err
			}
		}
		switch {
		case g.mode != f.mode:
			return fmt.Errorf("%s has mode %v, want %v", f.path, g.mode, f.mode)
		case g.sha256 != sha256Hex(data):
			return fmt.Errorf("%s differs from %s", f.path, cmp.Or(f.source, "the archived linux/"+p.arch+" binary"))
		case !g.modTime.Equal(v.modTime):
			return fmt.Errorf("%s has time %v, want the commit's %v", f.path, g.modTime, v.modTime)
		case g.config != f.config:
			return fmt.Errorf("%s: marked as configuration %v, want %v", f.path, g.config, f.config)
		}
	}
	if paths := slices.Sorted(func(yield func(string) bool) {
		for p := range got {
			if !yield(p) {
				return
			}
		}
	}); !slices.Equal(paths, slices.Sorted(slices.Values(want))) {
		return fmt.Errorf("installs %v, want %v", paths, slices.Sorted(slices.Values(want)))
	}
	unit, err := os.ReadFile(filepath.Join(v.root, "deploy/package/pqs.service"))
	if err != nil {
		return err
	}
	return checkUnit(string(unit))
}

// checkUnit checks the unit runs the packaged binary's serve as the pqs
// user, with the data directory systemd creates for it.
func checkUnit(unit string) error {
	for _, line := range []string{
		"ExecStart=/usr/bin/pqs serve", "User=pqs", "Group=pqs",
		"StateDirectory=pqs", "Environment=PQS_DATA_DIR=/var/lib/pqs",
		"EnvironmentFile=-/etc/default/pqs", "WantedBy=multi-user.target",
	} {
		if !slices.Contains(strings.Split(unit, "\n"), line) {
			return fmt.Errorf("pqs.service has no line %q", line)
		}
	}
	return nil
}

// installedFile is a regular file a package installs.
type installedFile struct {
	mode    fs.FileMode
	modTime time.Time
	sha256  string
	config  bool
}

// readDeb reads a .deb with dpkg-deb: its control fields, its maintainer
// scripts and conffiles, and its files.
func (v *verifier) readDeb(ctx context.Context, file string, p linuxPackage, version string) (map[string]installedFile, error) {
	fields, err := command(ctx, "dpkg-deb", "--field", file, "Package", "Version", "Architecture")
	if err != nil {
		return nil, err
	}
	if want := fmt.Sprintf("Package: pqs\nVersion: %s\nArchitecture: %s\n", debVersion(version), p.arch); string(fields) != want {
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
	for script, src := range packageScripts {
		want, err := os.ReadFile(filepath.Join(v.root, src))
		if err != nil {
			return nil, err
		}
		if got, ok := control["./"+script]; !ok || got.sha256 != sha256Hex(want) || got.mode != 0o755 {
			return nil, fmt.Errorf("maintainer script %s is not %s with mode 0755", script, src)
		}
	}
	conffiles := map[string]bool{}
	if c, ok := control["./conffiles"]; ok {
		for _, l := range strings.Fields(string(c.data)) {
			conffiles[l] = true
		}
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
func (v *verifier) readRPM(ctx context.Context, file string, p linuxPackage, version string) (map[string]installedFile, error) {
	head, err := command(ctx, "rpm", "-qp", "--qf", "%{NAME} %{VERSION} %{RELEASE} %{ARCH}\n", file)
	if err != nil {
		return nil, err
	}
	arch := map[string]string{"amd64": "x86_64", "arm64": "aarch64"}[p.arch]
	if want := fmt.Sprintf("pqs %s 1 %s\n", rpmVersion(version), arch); string(head) != want {
		return nil, fmt.Errorf("rpm -q says %q, want %q", head, want)
	}
	scripts, err := command(ctx, "rpm", "-qp", "--scripts", file)
	if err != nil {
		return nil, err
	}
	for _, src := range packageScripts {
		want, err := os.ReadFile(filepath.Join(v.root, src))
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
		if len(f) < 11 {
			return nil, fmt.Errorf("rpm --dump line %q", line)
		}
		var sec int64
		var mode uint32
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
		out[f[0]] = installedFile{mode: fs.FileMode(mode).Perm(), modTime: time.Unix(sec, 0).UTC(), sha256: f[3], config: f[7] == "1"}
	}
	return out, nil
}

// tarFile is a regular file of a tar stream.
type tarFile struct {
	installedFile
	data []byte
}

// readTar reads the regular files of a tar stream; directories must be
// root's and carry no special bits, and nothing else may be in it.
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
		switch h.Typeflag {
		case tar.TypeDir:
			continue
		case tar.TypeReg:
		default:
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
// download URL, listing every module the archived binary was built from
// (its build info) with its version and package URL, and the Go standard
// library of its toolchain.
func (v *verifier) checkSBOM(t target, version, repoURL string, bins map[target][]byte) error {
	bin, ok := bins[t]
	if !ok {
		return fmt.Errorf("no checked %s binary to compare with", t)
	}
	raw, err := os.ReadFile(filepath.Join(v.dist, t.sbom(version)))
	if err != nil {
		return err
	}
	var doc spdxDoc
	if err := json.Unmarshal(raw, &doc); err != nil {
		return err
	}
	repo := strings.TrimPrefix(repoURL, "https://github.com/")
	switch {
	case doc.SPDXVersion != "SPDX-2.3":
		return fmt.Errorf("spdxVersion %q, want SPDX-2.3", doc.SPDXVersion)
	case doc.Name != t.archive(version):
		return fmt.Errorf("describes %q, want %s", doc.Name, t.archive(version))
	case doc.DocumentNamespace != sbomNamespace(repo, version, t):
		return fmt.Errorf("documentNamespace %q, want %q", doc.DocumentNamespace, sbomNamespace(repo, version, t))
	case doc.CreationInfo.Created != v.modTime.Format(time.RFC3339):
		return fmt.Errorf("created %q, want the commit's %s", doc.CreationInfo.Created, v.modTime.Format(time.RFC3339))
	case !slices.ContainsFunc(doc.CreationInfo.Creators, func(c string) bool { return strings.HasPrefix(c, "Tool: syft-") }):
		return fmt.Errorf("creators %v name no syft", doc.CreationInfo.Creators)
	}
	bi, err := buildinfo.Read(bytes.NewReader(bin))
	if err != nil {
		return err
	}
	type module struct{ name, version string }
	listed := map[module]bool{}
	for _, p := range doc.Packages {
		for _, r := range p.ExternalRefs {
			if r.ReferenceType == "purl" && r.ReferenceLocator == fmt.Sprintf("pkg:golang/%s@%s", p.Name, p.VersionInfo) {
				listed[module{p.Name, p.VersionInfo}] = true
			}
		}
		if p.Name == "stdlib" {
			listed[module{p.Name, p.VersionInfo}] = true
		}
	}
	want := []module{{"stdlib", bi.GoVersion}}
	for _, d := range bi.Deps {
		if d.Replace != nil {
			d = d.Replace
		}
		want = append(want, module{d.Path, d.Version})
	}
	var missing []string
	for _, m := range want {
		if !listed[m] {
			missing = append(missing, m.name+"@"+m.version)
		}
	}
	if len(missing) > 0 {
		return fmt.Errorf("lists no package (with its purl) for %d of the binary's %d modules: %v", len(missing), len(want), missing)
	}
	return nil
}

// checkFormula checks the Homebrew formula: the release version, for each
// of macOS and Linux on Intel and ARM the URL of that platform's archive
// in the GitHub release with its sha256 from checksums.txt, the binary
// installed, and a service running pqs serve.
func (v *verifier) checkFormula(version, repoURL string, sums map[string]string) error {
	raw, err := os.ReadFile(filepath.Join(v.dist, formulaFile))
	if err != nil {
		return err
	}
	f := string(raw)
	for _, want := range []string{
		"class Pqs < Formula", fmt.Sprintf("version %q", version), `bin.install "pqs"`,
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
			name := t.archive(version)
			if wantURL := repoURL + "/releases/download/v" + version + "/" + name; url != wantURL {
				return fmt.Errorf("%s: url %s, want %s", t, url, wantURL)
			}
			if sum != sums[name] {
				return fmt.Errorf("%s: sha256 %s, %s lists %s", t, sum, checksumsFile, sums[name])
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
