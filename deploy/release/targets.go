package main

import "fmt"

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

// universal is the macOS universal binary (amd64 + arm64) of
// .goreleaser.yaml's universal_binaries.
func universal() target { return target{"darwin", "universal"} }

func (t target) String() string { return t.os + "_" + t.arch }

// binary is the executable's name on t.
func (t target) binary() string {
	if t.os == "windows" {
		return "pqs.exe"
	}
	return "pqs"
}

// archive is the name of t's archive for version v (.goreleaser.yaml).
func (t target) archive(v string) string {
	ext := ".tar.gz"
	if t.os == "windows" {
		ext = ".zip"
	}
	return fmt.Sprintf("pqs_%s_%s%s", v, t, ext)
}

// sbom is the name of the SPDX document of t's archive.
func (t target) sbom(v string) string { return t.archive(v) + ".sbom.json" }

// bundle is one MCPB bundle: an OS as the manifest names it and the build
// it carries. The manifest has no CPU field, so Linux and Windows get one
// bundle per CPU and macOS one with the universal binary.
type bundle struct {
	platform string // darwin, linux or win32
	build    target
}

func bundles() []bundle {
	return []bundle{
		{"linux", target{"linux", "amd64"}},
		{"linux", target{"linux", "arm64"}},
		{"darwin", universal()},
		{"win32", target{"windows", "amd64"}},
		{"win32", target{"windows", "arm64"}},
	}
}

// file is the bundle's file name for version v.
func (b bundle) file(v string) string { return fmt.Sprintf("pqs_%s_%s.mcpb", v, b.build) }
