package main

import (
	"runtime/debug"
	"strings"
)

// version is the release version, stamped at link time by deploy/release.sh
// (-ldflags "-X main.version=1.2.3"): the git tag without its "v", or
// 0.0.0-SNAPSHOT-<short commit> for a build between tags. It is the one
// package-level variable the linker can set, and nothing assigns it.
var version string

// buildVersion is the version this binary reports: the stamped release
// version, else the module version of "go install ...@v1.2.3", else "".
// "" means an unreleased build: pqs --version and MCP serverInfo say
// "dev", and the OpenAPI document keeps its default info.version.
func buildVersion() string {
	if version != "" {
		return version
	}
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		return strings.TrimPrefix(bi.Main.Version, "v")
	}
	return ""
}

// displayVersion is buildVersion with "dev" for an unreleased build.
func displayVersion() string {
	if v := buildVersion(); v != "" {
		return v
	}
	return "dev"
}
