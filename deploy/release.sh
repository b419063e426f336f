#!/usr/bin/env bash
# Builds a pqs release into dist/: static, stripped binaries for linux, darwin
# and windows on amd64 and arm64, an archive of each, a macOS universal binary,
# an MCPB bundle per platform, server.json for the MCP Registry,
# checksums.txt and the web page as a static folder (web/). Needs only Go
# and the module proxy (no goreleaser, no npm).
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

commit=$(git rev-parse HEAD)
short=$(git rev-parse --short=7 HEAD)
tag=$(git describe --tags --exact-match --match 'v[0-9]*' HEAD 2>/dev/null || true)
if ! $snapshot && [ -n "$tag" ]; then
  if [ -n "$(git status --porcelain --untracked-files=no)" ]; then
    echo "release: $tag is checked out but the work tree has changes; commit them or use --snapshot" >&2
    exit 1
  fi
  version=${tag#v}
else
  version=0.0.0-SNAPSHOT-$short
fi
# Archive entries get the commit's time, so the same commit gives the same bytes.
epoch=$(git log -1 --format=%ct HEAD)

rm -rf dist
mkdir -p dist/build
echo "release: pqs $version (commit $short)"

targets=(linux/amd64 linux/arm64 darwin/amd64 darwin/arm64 windows/amd64 windows/arm64)
jobs=${PQS_RELEASE_JOBS:-$(nproc 2>/dev/null || echo 2)}
build() {
  local os=${1%/*} arch=${1#*/} exe=pqs
  [ "$os" = windows ] && exe=pqs.exe
  mkdir -p "dist/build/${os}_${arch}"
  CGO_ENABLED=0 GOOS=$os GOARCH=$arch go build -trimpath -ldflags "-s -w -X main.version=$version" \
    -o "dist/build/${os}_${arch}/$exe" . 2> "dist/build/${os}_${arch}.log" \
    || { echo "release: build $1 failed:" >&2; cat "dist/build/${os}_${arch}.log" >&2; return 1; }
  echo "release: built $os/$arch"
}
# Modules first, so that parallel builds do not race to download them.
go mod download
# The web page's engine (WebAssembly) into web/static, which every binary
# below embeds; it is not committed (docs/web.md).
go generate ./web
running=0
failed=0
for t in "${targets[@]}"; do
  build "$t" &
  running=$((running + 1))
  if [ "$running" -ge "$jobs" ]; then
    wait -n || failed=1
    running=$((running - 1))
  fi
done
while [ "$running" -gt 0 ]; do
  wait -n || failed=1
  running=$((running - 1))
done
[ "$failed" = 0 ] || exit 1

remote=${PQS_REMOTE_URL:-}
[ -n "$remote" ] || remote='https://{host}/mcp'
go run ./deploy/release package -dist dist -version "$version" -commit "$commit" -time "$epoch" \
  -repo "${PQS_RELEASE_REPO:-pqs-dev/pqs}" -image "${PQS_IMAGE:-ghcr.io/pqs-dev/pqs}" -remote-url "$remote"
# The web page as a static folder, for any static host (docs/web.md); its
# examples name PQS_WEB_API_URL, else pqs serve's default address.
go run -ldflags "-X main.version=$version" . web --out dist/web --api-url "${PQS_WEB_API_URL:-}"
ls -l dist
