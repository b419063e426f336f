#!/usr/bin/env bash
# Builds a pqs release into dist/ with GoReleaser (.goreleaser.yaml):
# static binaries for linux, darwin and windows on amd64 and arm64, an
# archive and an SPDX SBOM of each, a macOS universal binary, .deb and .rpm
# packages and a Homebrew formula; then deploy/release adds an MCPB bundle
# per platform, packed by the mcpb CLI, and server.json for the MCP
# Registry, and checksums.txt lists them all; last, the web page as a
# static folder (web/). Needs Go, the module proxy, node and npm:
# GoReleaser and syft are pinned in deploy/tools/go.mod and built by go
# tool, the mcpb CLI in interop/mcp/package-lock.json. The tests of
# deploy/release check the result (docs/release.md#checks).
#
#   bash deploy/release.sh              # HEAD on a tag vX.Y.Z: release X.Y.Z; else a snapshot
#   bash deploy/release.sh --snapshot   # always 0.0.0-SNAPSHOT-<short commit>
#
# Environment: PQS_REMOTE_URL (the hosted /mcp endpoint; default https://{host}/mcp,
# a variable the client fills in), PQS_WEB_API_URL (the server the static web page's
# examples name), PQS_IMAGE (default ghcr.io/pqs-dev/pqs),
# PQS_RELEASE_REPO (default pqs-dev/pqs), PQS_RELEASE_JOBS (parallel builds,
# default: the number of cores). See docs/release.md.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH=/usr/local/go/bin:$PATH

snapshot=false
case "${1:-}" in
  --snapshot) snapshot=true ;;
  "") ;;
  *) echo "usage: bash deploy/release.sh [--snapshot]" >&2; exit 2 ;;
esac

tag=$(git describe --tags --exact-match --match 'v[0-9]*' HEAD 2>/dev/null || true)
if ! $snapshot && [ -n "$tag" ]; then
  if [ -n "$(git status --porcelain --untracked-files=no)" ]; then
    echo "release: $tag is checked out but the work tree has changes; commit them or use --snapshot" >&2
    exit 1
  fi
  mode=("--skip=publish,announce")
else
  snapshot=true
  mode=(--snapshot)
fi

# The pinned mcpb CLI, for the bundles (.ci/run installs it already).
if [ ! -f interop/mcp/node_modules/@anthropic-ai/mcpb/dist/cli/cli.js ]; then
  echo "release: installing the mcpb CLI (interop/mcp/package-lock.json)"
  npm ci --prefix interop/mcp --no-audit --no-fund --loglevel=error
fi

# The pinned tools, built once into the Go build cache (go tool -n builds
# and prints the cached executable). GoReleaser runs syft by name.
echo "release: building GoReleaser and syft (deploy/tools/go.mod)"
goreleaser=$(go -C deploy/tools tool -n goreleaser)
syft=$(go -C deploy/tools tool -n syft)
PATH="$(dirname "$syft"):$PATH"

# GoReleaser reads the commit, its date and the remote's URL from git; a
# clone with no remote gets the release repository's URL for this run only.
if ! git ls-remote --get-url >/dev/null 2>&1 && [ -z "${GIT_CONFIG_COUNT:-}" ]; then
  export GIT_CONFIG_COUNT=1 GIT_CONFIG_KEY_0=remote.origin.url
  export GIT_CONFIG_VALUE_0="https://github.com/${PQS_RELEASE_REPO:-pqs-dev/pqs}.git"
fi

rm -rf dist
# Modules first, so that parallel builds do not race to download them.
go mod download
"$goreleaser" release --clean "${mode[@]}" --parallelism "${PQS_RELEASE_JOBS:-$(nproc 2>/dev/null || echo 2)}"

remote=${PQS_REMOTE_URL:-}
[ -n "$remote" ] || remote='https://{host}/mcp'
# Bundle entries and SBOMs get the commit's time, as GoReleaser's files do.
go run ./deploy/release -dist dist -time "$(git log -1 --format=%ct HEAD)" \
  -syft-version "$(go -C deploy/tools list -m -f '{{.Version}}' github.com/anchore/syft)" \
  -repo "${PQS_RELEASE_REPO:-pqs-dev/pqs}" -image "${PQS_IMAGE:-ghcr.io/pqs-dev/pqs}" -remote-url "$remote"
# checksums.txt again: GoReleaser's lists its archives, packages and SBOMs
# (changed since), not the bundles and server.json.
(cd dist && sha256sum -- *.tar.gz *.zip *.sbom.json *.deb *.rpm *.mcpb server.json) |
  LC_ALL=C sort -k 2 >dist/checksums.txt.new
mv dist/checksums.txt.new dist/checksums.txt
# The web page as a static folder, for any static host (docs/web.md); its
# examples name PQS_WEB_API_URL, else pqs serve's default address.
version=$(sed -n 's/.*"version":"\([^"]*\)".*/\1/p' dist/metadata.json)
[ -n "$version" ] || { echo "release: dist/metadata.json names no version" >&2; exit 1; }
go run -ldflags "-X main.version=$version" . web --out dist/web --api-url "${PQS_WEB_API_URL:-}"
ls -l dist
