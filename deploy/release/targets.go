package main

import (
	"fmt"
	"strings"
)

// Release defaults: where the downloads, the image and the hosted server
// live. release.sh passes its environment's overrides.
const (
	defaultRepo  = "pqs-dev/pqs"
	defaultImage = "ghcr.io/pqs-dev/pqs"
	// defaultRemoteURL names no host of ours: pqs has no public deployment
	// yet, so the registry entry describes any "pqs serve" behind HTTPS,
	// with the host as a variable the client asks for.
	defaultRemoteURL = "https://{host}/mcp"
	// serverName is the MCP Registry name; the Dockerfile's
	// io.modelcontextprotocol.server.name label must say the same.
	serverName = "io.github.pqs-dev/pqs"
	project    = "pqs"
	modulePath = "github.com/pqs-dev/pqs"
)

// target is one GOOS/GOARCH the release builds.
type target struct{ os, arch string }

// targets are the platforms .goreleaser.yaml builds, in release order.
func targets() []target {
	return []target{
		{"linux", "amd64"}, {"linux", "arm64"},
		{"darwin", "amd64"}, {"darwin", "arm64"},
		{"windows", "amd64"}, {"windows", "arm64"},
	}
}

func (t target) String() string { return t.os + "_" + t.arch }

// binary is the executable's name on t.
func (t target) binary() string {
	if t.os == "windows" {
		return project + ".exe"
	}
	return project
}

// archive is the name of t's archive for version v.
func (t target) archive(v string) string {
	ext := ".tar.gz"
	if t.os == "windows" {
		ext = ".zip"
	}
	return fmt.Sprintf("%s_%s_%s%s", project, v, t, ext)
}

// sbom is the name of the SPDX document of t's archive.
func (t target) sbom(v string) string { return t.archive(v) + ".sbom.json" }

// bundle is one MCPB bundle: an OS (as the manifest names it) and the
// build it carries. macOS gets one bundle with a universal binary.
type bundle struct {
	platform string // darwin, linux or win32
	build    target // darwin_universal for macOS
}

// bundles are the MCPB bundles a release holds.
func bundles() []bundle {
	return []bundle{
		{"linux", target{"linux", "amd64"}},
		{"linux", target{"linux", "arm64"}},
		{"darwin", universalTarget()},
		{"win32", target{"windows", "amd64"}},
		{"win32", target{"windows", "arm64"}},
	}
}

// universalTarget names the macOS universal build (amd64 + arm64);
// GoReleaser's artifacts call it darwin/all.
func universalTarget() target { return target{"darwin", "universal"} }

// file is the bundle's file name for version v.
func (b bundle) file(v string) string {
	return fmt.Sprintf("%s_%s_%s.mcpb", project, v, b.build)
}

// linuxPackage is one .deb or .rpm.
type linuxPackage struct {
	format string // deb or rpm
	arch   string // amd64 or arm64
}

func linuxPackages() []linuxPackage {
	return []linuxPackage{{"deb", "amd64"}, {"deb", "arm64"}, {"rpm", "amd64"}, {"rpm", "arm64"}}
}

// file is the package's file name for version v, named like the archives
// (GoReleaser's default).
func (p linuxPackage) file(v string) string {
	return fmt.Sprintf("%s_%s_linux_%s.%s", project, v, p.arch, p.format)
}

const (
	checksumsFile  = "checksums.txt"
	serverJSONFile = "server.json"
	formulaFile    = "homebrew/Formula/pqs.rb"
)

// debVersion is version as the .deb names it: a semver pre-release
// follows "~", which sorts before the release.
func debVersion(version string) string {
	core, pre, ok := strings.Cut(version, "-")
	if !ok {
		return version
	}
	return core + "~" + pre
}

// rpmVersion is version as the .rpm names it: like debVersion, with no
// "-" (RPM's separator of the release number).
func rpmVersion(version string) string {
	core, pre, ok := strings.Cut(version, "-")
	if !ok {
		return version
	}
	return core + "~" + strings.ReplaceAll(pre, "-", "_")
}
